// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/pipeline/plugin.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace TrainDeck {

/// The Trainer Pipeline Framework inside TrainDeck: one path from a TrainJob to a JobPlan for
/// every backend. Pure: the same job, runtime and context always give the same plan, which
/// is what `traindeck-cli plan`, the preview and the golden tests rely on.
class Pipeline
{
    Q_DECLARE_TR_FUNCTIONS(Pipeline)
public:
    /// All built-in plugins in the framework's order.
    static const Pipeline &standard();

    void addPlugin(std::shared_ptr<Plugin> plugin);

    /// PreExecution: every problem, each with its field. `runtime` may be null (then the
    /// missing runtime is the problem reported).
    QList<Error> validate(const TrainJob &job,
                          const Runtime *runtime,
                          const PlanContext &context,
                          const QStringList &knownRuntimes = {}) const;

    /// Validation, then Build. On failure returns the first problem; `problems` gets all.
    Result<JobPlan> plan(const TrainJob &job,
                         const Runtime &runtime,
                         const PlanContext &context,
                         QList<Error> *problems = nullptr) const;

    /// PostExecution.
    JobStatusReport status(const QList<StepObservation> &steps,
                           bool suspended = false,
                           bool cancelled = false) const;

    QStringList pluginNames() const;

private:
    RuntimeInfo
    initRuntimeInfo(const TrainJob &job, const Runtime *runtime, const PlanContext &context) const;

    std::vector<std::shared_ptr<Plugin>> m_plugins;
};

} // namespace TrainDeck
