// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/history/historyrecord.h"

namespace TrainDeck::History {

const MetricSummary *HistoryRecord::metric(const QString &name) const
{
    for (const MetricSummary &m : metrics) {
        if (m.name == name)
            return &m;
    }
    return nullptr;
}

HistoryRecord HistoryRecord::fromSnapshot(const JobSnapshot &snapshot)
{
    HistoryRecord r;
    r.firstSeen = QDateTime::currentDateTimeUtc();
    r.update(snapshot);
    return r;
}

void HistoryRecord::update(const JobSnapshot &snapshot)
{
    job = snapshot;
    failedStep = firstFailedStep(snapshot);
    if (failedStep.isEmpty())
        lastErrorLine.clear();
    lastSeen = QDateTime::currentDateTimeUtc();
    goneFromBackend = false;
}

QString HistoryRecord::firstFailedStep(const JobSnapshot &snapshot)
{
    const StepSnapshot *first = nullptr;
    for (const StepSnapshot &s : snapshot.steps) {
        if (s.state != StepState::Failed)
            continue;
        // Steps arrive in step order; an earlier finish wins, an unknown finish loses.
        if (!first
            || (s.finishedAt.isValid()
                && (!first->finishedAt.isValid() || s.finishedAt < first->finishedAt)))
            first = &s;
    }
    return first ? first->name : QString();
}

} // namespace TrainDeck::History
