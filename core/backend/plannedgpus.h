// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainer.h"
#include "core/pipeline/jobplan.h"

#include <QHash>

namespace TrainDeck {

/// The GPUs a plan asks for per step, for ResourceSample::gpus: requested, not measured.
class PlannedGpus
{
public:
    /// The count of `resources` under the SDK's short name "gpu" or a vendor's extended
    /// resource (nvidia.com/gpu, amd.com/gpu); 0 when none or not a whole number.
    static int of(const ResourceMap &resources);
    /// Step name -> GPUs, for every step of `plan`.
    static QHash<QString, int> perStep(const JobPlan &plan);
};

} // namespace TrainDeck
