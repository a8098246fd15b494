// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/mlpolicycommon.h"

#include <QCoreApplication>

#include <cmath>

namespace TrainDeck::MLPolicyCommon {

void applyNodeCount(RuntimeInfo &info, const TrainJob &job)
{
    info.numNodes
        = trainerNumNodes(job.trainer).value_or(info.runtime ? info.runtime->numNodes : 1);
    info.rankEnv.resize(info.numNodes);
}

void rejectReservedEnv(const TrainJob &job,
                       const QStringList &reserved,
                       const QString &policy,
                       QList<Error> &out)
{
    const EnvList &env = trainerEnv(job.trainer);
    for (qsizetype i = 0; i < env.size(); ++i) {
        for (const QString &r : reserved) {
            const bool match = r.endsWith(QLatin1Char('*')) ? env[i].name.startsWith(r.chopped(1))
                                                            : env[i].name == r;
            if (!match)
                continue;
            Error e = Error::make(Error::Kind::Validation,
                                  QCoreApplication::translate("MLPolicy",
                                                              "%1 is set by the %2 policy; remove "
                                                              "it from the trainer's env")
                                      .arg(env[i].name, policy));
            e.at(job.sourceFile);
            e.inField(QStringLiteral("spec.trainer.env[%1].name").arg(i));
            out << e;
            break;
        }
    }
}

int resolveProcsPerNode(const QString &requested, const ResourceMap &resources)
{
    bool ok = false;
    const int n = requested.toInt(&ok);
    if (ok && n > 0)
        return n;
    const QString gpu = resources.value(QStringLiteral("gpu"));
    if (requested != QLatin1String("cpu") && !gpu.isEmpty() && gpu.toInt() > 0)
        return gpu.toInt();
    const QString cpu = resources.value(QStringLiteral("cpu"));
    if (!cpu.isEmpty() && requested == QLatin1String("cpu")) {
        double cores
            = cpu.endsWith(QLatin1Char('m')) ? cpu.chopped(1).toDouble() / 1000.0 : cpu.toDouble();
        return std::max(1, int(std::floor(cores)));
    }
    return 1;
}

} // namespace TrainDeck::MLPolicyCommon
