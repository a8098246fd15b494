// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

namespace TrainDeck::MLPolicyCommon {

/// Node count from the trainer, else the runtime; the per-rank env slots sized to match.
void applyNodeCount(RuntimeInfo &info, const TrainJob &job);
/// Reports each trainer env entry whose name `reserved` matches (exactly, or by a prefix
/// ending in '*').
void rejectReservedEnv(const TrainJob &job,
                       const QStringList &reserved,
                       const QString &policy,
                       QList<Error> &out);
/// Processes per node: an explicit number, else GPUs per node, else CPUs (min 1).
int resolveProcsPerNode(const QString &requested, const ResourceMap &resources);

} // namespace TrainDeck::MLPolicyCommon
