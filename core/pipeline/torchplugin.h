// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

#include <QCoreApplication>

namespace TrainDeck {

/// torch: PET_NNODES, PET_NPROC_PER_NODE, PET_NODE_RANK, PET_MASTER_ADDR and PET_MASTER_PORT
/// for every node (torchrun reads them as its arguments); rendezvous port 29500 on Kubernetes,
/// a free port for local processes.
class TorchPlugin final
    : public EnforceMLPolicyPlugin
    , public CustomValidationPlugin
{
    Q_DECLARE_TR_FUNCTIONS(TorchPlugin)
public:
    QString name() const override { return QStringLiteral("Torch"); }
    bool enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const override;
    void validate(const RuntimeInfo &info, const TrainJob &job, QList<Error> &out) const override;
    /// Env names this policy sets, which a TrainJob may not set itself.
    static QStringList reservedEnv();
};

} // namespace TrainDeck
