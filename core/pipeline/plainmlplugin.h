// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

namespace TrainDeck {

/// The fallback when a runtime has no torch/mpi/jax/xgboost policy: node count and the
/// trainer's env only.
class PlainMLPlugin final : public EnforceMLPolicyPlugin
{
public:
    QString name() const override { return QStringLiteral("PlainML"); }
    bool enforceMLPolicy(RuntimeInfo &info, const TrainJob &job) const override;
};

} // namespace TrainDeck
