// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/containeroperation.h"

namespace TrainDeck::Container {

/// Creates the containers of some steps of a job, then starts them: every node exists
/// (and resolves by name) before any of them tries to reach the master. Resolves to true
/// once every start has been answered (a step that did not start is marked Failed), to
/// false when the job was cancelled before the starts, and to an error naming the first
/// step whose container could not be created (then none is started).
class StartStepsOperation final : public ContainerOperation<bool>
{
public:
    using Publish = std::function<void(ContainerJob &)>;

    StartStepsOperation(ContainerJob *job,
                        EngineClient *engine,
                        QObject *context,
                        const QStringList &steps,
                        Publish publish);

private:
    void created();

    QStringList m_steps;
    Publish m_publish;
    QString m_firstError;
};

} // namespace TrainDeck::Container
