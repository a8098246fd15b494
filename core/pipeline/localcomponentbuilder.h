// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

#include <QCoreApplication>

namespace TrainDeck {

/// Builds the plan for host processes: a workspace folder plays /workspace, one bash launcher per
/// node runs the script in a reusable venv, initializers run TrainDeck's Python initializer. Env
/// carries DATASET_PATH, MODEL_PATH and WORKSPACE_PATH so the script finds its data.
class LocalComponentBuilder final : public ComponentBuilderPlugin
{
    Q_DECLARE_TR_FUNCTIONS(LocalComponentBuilder)
public:
    QString name() const override { return QStringLiteral("LocalComponentBuilder"); }
    bool appliesTo(BackendKind backend) const override;
    Result<void> build(const RuntimeInfo &info, const TrainJob &job, JobPlan &plan) const override;
};

} // namespace TrainDeck
