// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

namespace TrainDeck {

/// Adds the dataset and model initializer steps (in that order, before the nodes) with
/// STORAGE_URI, OUTPUT_PATH and the typed settings as upper-case env, for every backend.
/// The backend's component builder then gives them an image or a program. The two run in
/// parallel (as the SDK does since sdk#290); every node depends on both.
class InitializerPlugin final : public ComponentBuilderPlugin
{
public:
    QString name() const override { return QStringLiteral("Initializer"); }
    bool appliesTo(BackendKind) const override { return true; }
    Result<void> build(const RuntimeInfo &info, const TrainJob &job, JobPlan &plan) const override;
};

} // namespace TrainDeck
