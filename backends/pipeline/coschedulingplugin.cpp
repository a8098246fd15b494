// SPDX-License-Identifier: Apache-2.0
#include "coschedulingplugin.h"

namespace TrainDeck {

void CoschedulingPlugin::enforcePodGroupPolicy(RuntimeInfo &info, const TrainJob &) const
{
    info.gangStart = (info.runtime && info.runtime->hasPodGroupPolicy) || info.numNodes > 1;
}

} // namespace TrainDeck
