// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

#include <QCoreApplication>

namespace TrainDeck {

/// Builds the plan for Kubernetes: the TrainJob object to submit (the controller builds the JobSet
/// and pods); script trainers become the command the SDK would generate. The steps mirror the pods
/// the controller will create, for the preview and the architecture view.
class KubernetesComponentBuilder final : public ComponentBuilderPlugin
{
    Q_DECLARE_TR_FUNCTIONS(KubernetesComponentBuilder)
public:
    QString name() const override { return QStringLiteral("KubernetesComponentBuilder"); }
    bool appliesTo(BackendKind backend) const override;
    Result<void> build(const RuntimeInfo &info, const TrainJob &job, JobPlan &plan) const override;
};

} // namespace TrainDeck
