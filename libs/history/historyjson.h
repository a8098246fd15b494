// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"

#include <QByteArray>
#include <QList>

namespace TrainDeck::History {

/// The JSON the history database keeps of a snapshot's parts that have no column of their
/// own: its steps, its events and the rest (kind, namespace, progress, log folder...). Reading
/// is lenient: a field that is missing or of the wrong type keeps its default, so a row
/// written by an older TrainDeck still loads.
class HistoryJson
{
public:
    static QByteArray steps(const QList<StepSnapshot> &steps);
    static QList<StepSnapshot> steps(const QByteArray &json);
    static QByteArray events(const QList<JobEvent> &events);
    static QList<JobEvent> events(const QByteArray &json);
    /// kind, nameSpace, progress (percent, remaining, metrics, updated), logDir, workdir,
    /// madeByTrainDeck and origin.
    static QByteArray extra(const JobSnapshot &snapshot);
    /// Sets those fields of `snapshot` from `json`.
    static void readExtra(const QByteArray &json, JobSnapshot &snapshot);
};

} // namespace TrainDeck::History
