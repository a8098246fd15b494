// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/backend/plannedgpus.h"

namespace TrainDeck {

int PlannedGpus::of(const ResourceMap &resources)
{
    // One spelling per map: the SDK's short form, or the extended resource it stands for.
    for (const char *key : {"gpu", "nvidia.com/gpu", "amd.com/gpu"}) {
        bool ok = false;
        const int n = resources.value(QLatin1String(key)).trimmed().toInt(&ok);
        if (ok && n > 0)
            return n;
    }
    return 0;
}

QHash<QString, int> PlannedGpus::perStep(const JobPlan &plan)
{
    QHash<QString, int> out;
    for (const PlanStep &s : plan.steps)
        out.insert(s.name, of(s.resources));
    return out;
}

} // namespace TrainDeck
