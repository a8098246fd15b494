// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

#include <QCoreApplication>

namespace TrainDeck {

/// Builds the plan for Docker and Podman: the SDK's conventions, so jobs made by the Python SDK
/// show up here and the other way round: network <job>-net labelled with trainjob name, runtime and
/// workdir; containers <job>-node-<rank> and <job>-<initializer>; labels trainjob-name, step,
/// network-id; ~/.kubeflow/trainer/containers/<job> bound at /workspace.
class ContainerComponentBuilder final : public ComponentBuilderPlugin
{
    Q_DECLARE_TR_FUNCTIONS(ContainerComponentBuilder)
public:
    QString name() const override { return QStringLiteral("ContainerComponentBuilder"); }
    bool appliesTo(BackendKind backend) const override;
    Result<void> build(const RuntimeInfo &info, const TrainJob &job, JobPlan &plan) const override;
};

} // namespace TrainDeck
