// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/history/metricsummary.h"
#include "libs/metrics/metricpattern.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace TrainDeck::History {

/// The file work of the history recorder, as plain blocking functions for a pool thread:
/// copying a finished job's log store into the archive, summarising its metrics, and finding
/// the line that says why a step failed.
class HistoryArchiver
{
    Q_DECLARE_TR_FUNCTIONS(HistoryArchiver)

public:
    /// Copies the `*.log` and `*.idx` files of `logDir` (regular files only: links are
    /// skipped) into `<archiveRoot>/<runId>/logs`, replacing an earlier copy; that folder.
    static Result<QString>
    archiveLogs(const QString &logDir, const QString &archiveRoot, qint64 runId);
    /// last/min/max/count per metric name over every step's log in `logDir`, parsed with
    /// MetricLineParser and `patterns`; "last" is the sample with the greatest (step, wall
    /// time). Sorted by name.
    static QList<MetricSummary> summarize(const QString &logDir,
                                          const QList<Metrics::MetricPattern> &patterns = {});
    /// The last line of `step`'s log that says it is an error (LogLine::severity Error or
    /// Critical) or ends a Python traceback (the exception line after
    /// "Traceback (most recent call last):"), as plain text; empty when there is none.
    static QString lastErrorLine(const QString &logDir, const QString &step);
};

} // namespace TrainDeck::History
