// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/codec/document.h"
#include "core/domain/runtime.h"

#include <QCoreApplication>

namespace TrainDeck {

/// Reads and writes ClusterTrainingRuntime and TrainingRuntime objects
/// (trainer.kubeflow.org/v1alpha1). Decoding reports every problem it finds, each with file,
/// line and field; encoding writes the typed fields back into the original object so that
/// fields TrainDeck does not know survive a round trip.
class RuntimeCodec
{
    Q_DECLARE_TR_FUNCTIONS(RuntimeCodec)
public:
    /// On failure returns the first problem; `problems` (when given) receives all of them.
    static Result<Runtime>
    decode(const Document &doc, QList<Error> *problems = nullptr, QList<Error> *warnings = nullptr);
    static nlohmann::ordered_json encode(const Runtime &runtime);

    /// Frameworks the label trainer.kubeflow.org/framework may name.
    static QStringList knownFrameworks();
    static bool isRuntimeKind(const QString &kind);
};

} // namespace TrainDeck
