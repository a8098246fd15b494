// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/plainmlplugin.h"

#include "core/pipeline/mlpolicycommon.h"

namespace TrainDeck {

bool PlainMLPlugin::enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const
{
    // Runs last: only when no framework policy claimed the runtime.
    MLPolicyCommon::applyNodeCount(info, job);
    return true;
}

} // namespace TrainDeck
