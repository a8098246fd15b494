// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/containeroperation.h"

namespace TrainDeck::Container {

/// Stops the containers of some steps of a job (SIGTERM, then SIGKILL after the grace
/// period) and resolves to true once the engine has answered for every one of them,
/// whatever it answered: a container that is gone is stopped too.
class StopStepsOperation final : public ContainerOperation<bool>
{
public:
    StopStepsOperation(ContainerJob *job,
                       EngineClient *engine,
                       QObject *context,
                       const QStringList &steps,
                       int graceSeconds);
};

} // namespace TrainDeck::Container
