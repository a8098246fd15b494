// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"

#include <QStringList>

namespace TrainDeck {

/// A job of another kind (a Training Operator v1 PyTorchJob, TFJob, ...) written as the
/// equivalent TrainJob for the builder.
struct TrainJobConversion
{
    TrainJob job;
    /// What the source said that the TrainJob does not carry, one plain sentence each
    /// ("replica type PS (2 replicas) has no TrainJob equivalent and was left out").
    QStringList notCarried;
};

} // namespace TrainDeck
