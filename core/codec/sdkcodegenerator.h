// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"

#include <QCoreApplication>
#include <QSet>

namespace TrainDeck {

/// The Kubeflow Python SDK program equivalent to a TrainJob:
/// `TrainerClient(...).train(runtime=..., trainer=..., initializer=..., options=[Name(...)])`.
/// Pure (no I/O), so the builder's export and its tests share one code path. Secrets become
/// `os.environ["..."]` look-ups unless the caller explicitly asks for the values.
class SdkCodeGenerator
{
    Q_DECLARE_TR_FUNCTIONS(SdkCodeGenerator)
public:
    struct Options
    {
        /// Which TrainerClient backend config the program creates.
        BackendKind backend = BackendKind::Kubernetes;
        /// Write tokens and keys as literals. Off by default: generated code gets shared.
        bool includeSecrets = false;
    };

    static QString generate(const TrainJob &job, const Options &options);
    static QString generate(const TrainJob &job) { return generate(job, Options{}); }

    /// A Python string literal for `s` (double-quoted, escaped).
    static QString pythonString(const QString &s);
    /// A Python literal for a JSON value (None, True, dicts, lists...).
    static QString pythonValue(const nlohmann::ordered_json &value);
    /// The environment variable a generated program reads a secret from.
    static QString secretVariable(const QString &field, bool model);

private:
    struct Context
    {
        Options options;
        QSet<QString> imports;       ///< names imported from kubeflow.trainer
        QSet<QString> optionImports; ///< names imported from kubeflow.trainer.options
        bool usesOs = false;
    };
    static QString trainerCall(const TrainJob &job, Context &ctx, QString &prelude);
    static QString initializerCall(const TrainJob &job, Context &ctx);
    static QString secret(const QString &value, const QString &variable, Context &ctx);
};

} // namespace TrainDeck
