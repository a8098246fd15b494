// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/statusplugin.h"

namespace TrainDeck {

JobStatusReport
StatusPlugin::status(const QList<StepObservation> &steps, bool suspended, bool cancelled) const
{
    if (cancelled)
        return {JobStatus::Failed, QStringLiteral("Cancelled"), tr("the job was cancelled")};
    // The first step to fail is the cause; siblings stopped after it are consequences.
    const StepObservation *cause = nullptr;
    for (const StepObservation &s : steps) {
        if (s.state != StepState::Failed)
            continue;
        if (!cause
            || (s.finishedAt.isValid()
                && (!cause->finishedAt.isValid() || s.finishedAt < cause->finishedAt)))
            cause = &s;
    }
    if (cause) {
        const StepObservation &s = *cause;
        QString msg = s.exitCode
                          ? tr("step %1 failed with exit code %2").arg(s.name).arg(*s.exitCode)
                          : tr("step %1 failed").arg(s.name);
        if (!s.message.isEmpty())
            msg += QStringLiteral(": ") + s.message;
        return {JobStatus::Failed, QStringLiteral("StepFailed"), msg};
    }
    if (suspended)
        return {JobStatus::Suspended, QStringLiteral("Suspended"), tr("the job is suspended")};
    if (steps.isEmpty())
        return {JobStatus::Created, QStringLiteral("Created"), {}};
    int succeeded = 0;
    int running = 0;
    int waiting = 0;
    for (const StepObservation &s : steps) {
        switch (s.state) {
        case StepState::Succeeded:
            ++succeeded;
            break;
        case StepState::Running:
            ++running;
            break;
        case StepState::Pending:
        case StepState::Created:
            ++waiting;
            break;
        default:
            break;
        }
    }
    const int n = int(steps.size());
    if (succeeded == n)
        return {
            JobStatus::Complete, QStringLiteral("AllStepsSucceeded"), tr("every step succeeded")};
    if (running > 0 || (succeeded > 0 && succeeded + waiting == n))
        return {JobStatus::Running, QStringLiteral("Running"), {}};
    if (waiting == n)
        return {JobStatus::Created, QStringLiteral("Created"), {}};
    return {
        JobStatus::Unknown, QStringLiteral("Unknown"), tr("the state of some steps is unknown")};
}

} // namespace TrainDeck

namespace TrainDeck {

JobStatusReport StatusPlugin::status(const TrainJobStatusData &cluster,
                                     const QList<StepObservation> &pods,
                                     int numNodes) const
{
    const JobCondition *suspended = nullptr;
    for (const JobCondition &c : cluster.conditions) {
        if (c.status != QLatin1String("True"))
            continue;
        if (c.type == QLatin1String("Failed"))
            return {JobStatus::Failed, c.reason, c.message};
        if (c.type == QLatin1String("Complete"))
            return {JobStatus::Complete, c.reason, c.message};
        if (c.type == QLatin1String("Suspended"))
            suspended = &c;
    }
    if (suspended)
        return {JobStatus::Suspended, suspended->reason, suspended->message};
    int nodesUp = 0;
    for (const StepObservation &p : pods) {
        if (p.kind == StepKind::Node
            && (p.state == StepState::Running || p.state == StepState::Succeeded))
            ++nodesUp;
    }
    if (numNodes > 0 && nodesUp >= numNodes)
        return {JobStatus::Running, QStringLiteral("Running"), {}};
    // Initializers at work, or some nodes up: the job runs, it is not merely created.
    for (const StepObservation &p : pods) {
        if (p.state == StepState::Running || p.state == StepState::Succeeded)
            return {JobStatus::Running, QStringLiteral("Running"), {}};
        if (p.state == StepState::Failed)
            return {JobStatus::Running,
                    QStringLiteral("PodFailed"),
                    tr("pod %1 failed; the controller decides whether the job fails").arg(p.name)};
    }
    return {JobStatus::Created, QStringLiteral("Created"), {}};
}

} // namespace TrainDeck
