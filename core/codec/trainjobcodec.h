// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/codec/document.h"
#include "core/domain/trainjob.h"

#include <QCoreApplication>

namespace TrainDeck {

/// Reads and writes TrainJob objects (trainer.kubeflow.org/v1alpha1).
///
/// The SDK's trainer and initializer types map onto the CRD like this:
/// | SDK                     | TrainJob                                                       |
/// |-------------------------|----------------------------------------------------------------|
/// | CustomTrainerContainer  | spec.trainer.{image, command, args, env, numNodes, resources}  |
/// | CustomTrainer           | the same, plus traindeck.io/script (or script-inline),         |
/// |                         | function, func-args, packages, pip-index-urls annotations      |
/// | BuiltinTrainer          | traindeck.io/torchtune-config annotation; args generated       |
/// | HF / S3 / DataCache     | spec.initializer.*.storageUri scheme + upper-case env          |
/// Annotations keep a job file a valid TrainJob that kubectl accepts; the Kubernetes backend
/// turns a CustomTrainer into the command the controller runs, as the SDK does.
class TrainJobCodec
{
    Q_DECLARE_TR_FUNCTIONS(TrainJobCodec)
public:
    /// On failure returns the first problem; `problems` (when given) receives all of them.
    static Result<TrainJob> decode(const Document &doc, QList<Error> *problems = nullptr);
    /// Best effort: every field that could be read, whatever else was wrong, so that a
    /// validator can report the semantic problems of a file alongside its type errors.
    static TrainJob decodePartial(const Document &doc, QList<Error> &problems);
    static nlohmann::ordered_json encode(const TrainJob &job);

    static QByteArray toYaml(const TrainJob &job) { return Document::toYaml(encode(job)); }
    static QByteArray toJson(const TrainJob &job) { return Document::toJson(encode(job)); }
    /// The YAML a backend keeps of a submitted job: what was submitted, readable without any
    /// of the user's files, which may have moved or changed since. Every secret SecretMasker
    /// knows (tokens, keys, env variables named as secrets) is ********, since secrets live
    /// only in the submitting process's memory and the engine. A script read from a file is
    /// embedded (traindeck.io/script-inline beside traindeck.io/script), and a runtime that
    /// came from the job's own file precedes the TrainJob as a document of its own.
    static QByteArray toKeptYaml(const TrainJob &job);

    static inline const QString AnnotationPrefix = QStringLiteral("traindeck.io/");
};

} // namespace TrainDeck
