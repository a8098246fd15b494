// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

namespace TrainDeck {

/// Gang scheduling: on a cluster a PodGroup admits all pods or none; on one host the same
/// promise is "create every node before starting any", so a missing image or a bad mount
/// fails the job before half of it runs. Multi-node jobs always get it locally, since a
/// rendezvous with a node that never starts only ends in a timeout.
class CoschedulingPlugin final : public EnforcePodGroupPolicyPlugin
{
public:
    QString name() const override { return QStringLiteral("CoScheduling"); }
    void enforcePodGroupPolicy(RuntimeInfo &info, const TrainJob &job) const override;
};

} // namespace TrainDeck
