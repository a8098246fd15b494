// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"
#include "libs/history/metricsummary.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

namespace TrainDeck::History {

/// One run as the history keeps it: the last snapshot its backend pushed (steps, events,
/// times, status), what was submitted, and what outlives the backend (archived logs, metric
/// summaries). A run is identified by (connection, job name, created time): a job name used
/// again after the first was deleted is a new run.
struct HistoryRecord
{
    qint64 id = -1; ///< the database row; -1 until stored
    JobSnapshot job;
    /// The TrainJob as submitted (YAML, secrets masked, script embedded), when known: from
    /// Backend::submittedJob. Empty for a job found on a backend that kept none.
    QString specYaml;
    /// A run read for a list (HistoryFilter::details false) leaves specYaml empty and says here
    /// whether one was kept; false in a whole record, which has specYaml itself.
    bool listedWithSpec = false;
    /// The job plan as JSON (JobPlan), when it was known at submit time.
    QString planJson;
    /// The first step that failed (by finish time), and the last line of its log that looks
    /// like an error (LogLine::severity Error/Critical, a Traceback's last line); empty when
    /// nothing failed.
    QString failedStep;
    QString lastErrorLine;
    /// The folder holding this run's archived copy of its log store (same layout as
    /// Backend::logDir); empty until archived.
    QString archivedLogDir;
    QList<MetricSummary> metrics;
    QDateTime firstSeen; ///< when TrainDeck first saw the job
    QDateTime lastSeen;  ///< the last snapshot
    /// The backend no longer lists the job (deleted there, or its engine reset); the history
    /// still shows it.
    bool goneFromBackend = false;

    /// The log folder to read: the archive once there is one, else the backend's.
    /// Whether the run can be submitted again: its spec was kept.
    bool hasSpec() const { return listedWithSpec || !specYaml.isEmpty(); }
    QString logDir() const { return archivedLogDir.isEmpty() ? job.logDir : archivedLogDir; }
    const MetricSummary *metric(const QString &name) const;

    /// A record for a snapshot: job set, failedStep from its steps, firstSeen/lastSeen now.
    static HistoryRecord fromSnapshot(const JobSnapshot &snapshot);
    /// Takes a newer snapshot of the same run: job, failedStep and lastSeen follow it; what
    /// only the history knows (spec, plan, archive, metrics, firstSeen) is kept.
    void update(const JobSnapshot &snapshot);
    /// The step that failed first in `snapshot` (earliest finish, then step order); empty when
    /// none did.
    static QString firstFailedStep(const JobSnapshot &snapshot);

    friend bool operator==(const HistoryRecord &, const HistoryRecord &) = default;
};

} // namespace TrainDeck::History

Q_DECLARE_METATYPE(TrainDeck::History::HistoryRecord)
