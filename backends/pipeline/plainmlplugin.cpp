// SPDX-License-Identifier: Apache-2.0
#include "plainmlplugin.h"

#include "pipeline/mlpolicycommon.h"

namespace TrainDeck {

bool PlainMLPlugin::enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const
{
    // Runs last: only when no framework policy claimed the runtime.
    MLPolicyCommon::applyNodeCount(info, job);
    return true;
}

} // namespace TrainDeck
