// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/mpiplugin.h"

#include "core/pipeline/mlpolicycommon.h"

namespace TrainDeck {

QStringList MpiPlugin::reservedEnv()
{
    return {QStringLiteral("OMPI_MCA_*")};
}

bool MpiPlugin::enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const
{
    if (!info.runtime || info.runtime->mlPolicy.kind != MLPolicyKind::Mpi)
        return false;
    MLPolicyCommon::applyNodeCount(info, job);
    const MLPolicy &p = info.runtime->mlPolicy;
    info.numProcPerNode = std::max(1, p.numProcPerNode.toInt());
    QByteArray hostfile;
    for (int r = 0; r < info.numNodes; ++r) {
        const QString host = info.context.backend == BackendKind::Kubernetes
                                 ? QStringLiteral("%1-node-0-%2.%1").arg(info.jobName).arg(r)
                                 : QStringLiteral("%1-node-%2").arg(info.jobName).arg(r);
        hostfile += QStringLiteral("%1 slots=%2\n").arg(host).arg(info.numProcPerNode).toUtf8();
    }
    info.files.append({QStringLiteral(".traindeck/hostfile"), hostfile});
    setEnv(info.nodeEnv,
           QStringLiteral("OMPI_MCA_orte_default_hostfile"),
           QStringLiteral("/etc/mpi/hostfile"));
    setEnv(info.nodeEnv,
           QStringLiteral("OMPI_MCA_plm_rsh_args"),
           QStringLiteral("-o ConnectionAttempts=10"));
    setEnv(
        info.nodeEnv, QStringLiteral("OMPI_MCA_orte_keep_fqdn_hostnames"), QStringLiteral("true"));
    setEnv(info.nodeEnv,
           QStringLiteral("OMPI_MCA_orte_set_default_slots"),
           QString::number(info.numProcPerNode));
    info.nodePorts = {2222};
    return true;
}

void MpiPlugin::validate(const RuntimeInfo &info, const TrainJob &job, QList<Error> &out) const
{
    if (!info.runtime || info.runtime->mlPolicy.kind != MLPolicyKind::Mpi)
        return;
    MLPolicyCommon::rejectReservedEnv(job, reservedEnv(), QStringLiteral("mpi"), out);
}

} // namespace TrainDeck
