// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/jaxplugin.h"

#include "core/pipeline/mlpolicycommon.h"

namespace TrainDeck {

QStringList JaxPlugin::reservedEnv()
{
    return {QStringLiteral("JAX_NUM_PROCESSES"),
            QStringLiteral("JAX_PROCESS_ID"),
            QStringLiteral("JAX_COORDINATOR_ADDRESS")};
}

bool JaxPlugin::enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const
{
    if (!info.runtime || info.runtime->mlPolicy.kind != MLPolicyKind::Jax)
        return false;
    MLPolicyCommon::applyNodeCount(info, job);
    setEnv(info.nodeEnv, QStringLiteral("JAX_NUM_PROCESSES"), QString::number(info.numNodes));
    setEnv(info.nodeEnv,
           QStringLiteral("JAX_COORDINATOR_ADDRESS"),
           QStringLiteral("%1:%2").arg(info.masterAddress).arg(info.masterPort));
    for (int r = 0; r < info.numNodes; ++r)
        setEnv(info.rankEnv[r], QStringLiteral("JAX_PROCESS_ID"), QString::number(r));
    info.nodePorts = {info.masterPort};
    return true;
}

void JaxPlugin::validate(const RuntimeInfo &info, const TrainJob &job, QList<Error> &out) const
{
    if (!info.runtime || info.runtime->mlPolicy.kind != MLPolicyKind::Jax)
        return;
    MLPolicyCommon::rejectReservedEnv(job, reservedEnv(), QStringLiteral("jax"), out);
}

} // namespace TrainDeck
