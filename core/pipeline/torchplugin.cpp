// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/torchplugin.h"

#include "core/pipeline/mlpolicycommon.h"

namespace TrainDeck {

QStringList TorchPlugin::reservedEnv()
{
    return {QStringLiteral("PET_NNODES"),
            QStringLiteral("PET_NPROC_PER_NODE"),
            QStringLiteral("PET_NODE_RANK"),
            QStringLiteral("PET_MASTER_ADDR"),
            QStringLiteral("PET_MASTER_PORT")};
}

bool TorchPlugin::enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const
{
    if (!info.runtime || info.runtime->mlPolicy.kind != MLPolicyKind::Torch)
        return false;
    MLPolicyCommon::applyNodeCount(info, job);
    info.numProcPerNode
        = MLPolicyCommon::resolveProcsPerNode(job.numProcPerNode, info.nodeResources);
    setEnv(info.nodeEnv, QStringLiteral("PET_NNODES"), QString::number(info.numNodes));
    setEnv(
        info.nodeEnv, QStringLiteral("PET_NPROC_PER_NODE"), QString::number(info.numProcPerNode));
    setEnv(info.nodeEnv, QStringLiteral("PET_MASTER_ADDR"), info.masterAddress);
    setEnv(info.nodeEnv, QStringLiteral("PET_MASTER_PORT"), QString::number(info.masterPort));
    for (int r = 0; r < info.numNodes; ++r)
        setEnv(info.rankEnv[r], QStringLiteral("PET_NODE_RANK"), QString::number(r));
    info.nodePorts = {info.masterPort};
    // torchtune's recipe launcher takes the rendezvous endpoint as an argument instead.
    if (info.runtime->framework == QLatin1String("torchtune") && info.numNodes > 1) {
        for (QString &a : info.nodeCommand) {
            if (a.startsWith(QLatin1String("--rdzv_endpoint=")))
                a = QStringLiteral("--rdzv_endpoint=%1:%2")
                        .arg(info.masterAddress)
                        .arg(info.masterPort);
        }
    }
    return true;
}

void TorchPlugin::validate(const RuntimeInfo &info, const TrainJob &job, QList<Error> &out) const
{
    if (!info.runtime || info.runtime->mlPolicy.kind != MLPolicyKind::Torch)
        return;
    MLPolicyCommon::rejectReservedEnv(job, reservedEnv(), QStringLiteral("torch"), out);
}

} // namespace TrainDeck
