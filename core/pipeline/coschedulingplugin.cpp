// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/coschedulingplugin.h"

namespace TrainDeck {

void CoschedulingPlugin::enforcePodGroupPolicy(RuntimeInfo &info, const TrainJob &) const
{
    info.gangStart = (info.runtime && info.runtime->hasPodGroupPolicy) || info.numNodes > 1;
}

} // namespace TrainDeck
