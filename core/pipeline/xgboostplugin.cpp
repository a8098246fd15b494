// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/xgboostplugin.h"

#include "core/pipeline/mlpolicycommon.h"

namespace TrainDeck {

QStringList XGBoostPlugin::reservedEnv()
{
    return {QStringLiteral("DMLC_TRACKER_URI"),
            QStringLiteral("DMLC_TRACKER_PORT"),
            QStringLiteral("DMLC_TASK_ID"),
            QStringLiteral("DMLC_NUM_WORKER")};
}

bool XGBoostPlugin::enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const
{
    if (!info.runtime || info.runtime->mlPolicy.kind != MLPolicyKind::XGBoost)
        return false;
    MLPolicyCommon::applyNodeCount(info, job);
    const int gpus = info.nodeResources.value(QStringLiteral("gpu")).toInt();
    const int workers = info.numNodes * std::max(1, gpus);
    // The Rabit tracker conventionally listens on 9091 on node 0.
    const int trackerPort = info.context.backend == BackendKind::Local ? info.masterPort : 9091;
    setEnv(info.nodeEnv, QStringLiteral("DMLC_TRACKER_URI"), info.masterAddress);
    setEnv(info.nodeEnv, QStringLiteral("DMLC_TRACKER_PORT"), QString::number(trackerPort));
    setEnv(info.nodeEnv, QStringLiteral("DMLC_NUM_WORKER"), QString::number(workers));
    for (int r = 0; r < info.numNodes; ++r)
        setEnv(info.rankEnv[r], QStringLiteral("DMLC_TASK_ID"), QString::number(r));
    info.nodePorts = {trackerPort};
    return true;
}

void XGBoostPlugin::validate(const RuntimeInfo &info, const TrainJob &job, QList<Error> &out) const
{
    if (!info.runtime || info.runtime->mlPolicy.kind != MLPolicyKind::XGBoost)
        return;
    MLPolicyCommon::rejectReservedEnv(job, reservedEnv(), QStringLiteral("xgboost"), out);
}

} // namespace TrainDeck
