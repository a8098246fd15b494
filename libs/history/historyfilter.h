// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"

#include <QDate>
#include <QMetaType>
#include <QString>

#include <optional>

namespace TrainDeck::History {

/// What the history view asks for. Empty fields do not filter; all set fields must hold.
struct HistoryFilter
{
    QString text;    ///< a substring of the job name (case-insensitive)
    QString runtime; ///< exact runtime name
    std::optional<BackendKind> backend;
    QString connection; ///< exact connection
    std::optional<JobStatus> status;
    QDate from; ///< created on or after this day (local time)
    QDate to;   ///< created on or before this day (local time)
    /// A metric's last value in [metricMin, metricMax] (either bound optional); a run without
    /// the metric does not match once metricName is set.
    QString metricName;
    std::optional<double> metricMin;
    std::optional<double> metricMax;
    int limit = 0; ///< newest first; 0: all
    /// false: each record without what a list does not show (specYaml, planJson, the
    /// snapshot's steps, events, progress, logDir, workdir and kind), which is most of the
    /// cost of loading thousands of runs; HistoryStore::record() gives a run whole.
    bool details = true;

    friend bool operator==(const HistoryFilter &, const HistoryFilter &) = default;
};

} // namespace TrainDeck::History

Q_DECLARE_METATYPE(TrainDeck::History::HistoryFilter)
