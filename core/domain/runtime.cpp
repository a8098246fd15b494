// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/domain/runtime.h"

namespace TrainDeck {

const ReplicatedJob *Runtime::replicatedJob(const QString &n) const
{
    for (const ReplicatedJob &j : replicatedJobs) {
        if (j.name == n)
            return &j;
    }
    return nullptr;
}

const ReplicatedJob *Runtime::trainerJob() const
{
    if (const ReplicatedJob *node = replicatedJob(QStringLiteral("node")))
        return node;
    for (const ReplicatedJob &j : replicatedJobs) {
        if (j.ancestorStep == QLatin1String("trainer"))
            return &j;
    }
    return nullptr;
}

} // namespace TrainDeck
