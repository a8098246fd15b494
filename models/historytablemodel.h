// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/history/historyrecord.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QStringList>

#include <optional>

class QTimer;

namespace TrainDeck::Models {

/// The runs of the history, one row each, keyed by HistoryRecord::id.
///
/// setRecords() replaces everything in one reset (a new query's answer); upsertRecord() and
/// removeRecords() are what the store reports while the view is open: they are queued and
/// applied together at most once per batch interval, so a burst of updates (a reconnect that
/// re-records every job) costs one dataChanged per contiguous range and one insert range.
///
/// After the fixed columns come one column per metric chosen with setMetricColumns(), showing
/// that metric's last value. Sort through a QSortFilterProxyModel with sortRole RawValueRole:
/// numbers and times compare as numbers, a missing value sorts last.
class HistoryTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryTableModel)

public:
    enum Column {
        NameColumn,
        StatusColumn,
        RuntimeColumn,
        BackendColumn, ///< the backend kind and its connection
        NodesColumn,
        CreatedColumn,
        DurationColumn,
        FailedStepColumn,
        FixedColumnCount ///< metric columns start here
    };
    Q_ENUM(Column)

    enum Role {
        RawValueRole = Qt::UserRole, ///< the value to sort on, per column
        /// JobStatus; the same role number as JobTableModel's, so StatusBadgeDelegate draws it
        StatusRole,
        RecordIdRole,   ///< HistoryRecord::id (qint64)
        GoneRole,       ///< bool: the backend no longer lists the run
        MetricNameRole, ///< the metric of a metric column (header too)
        /// bool: a cancelled run; the same role number as JobTableModel's
        CancelledRole = Qt::UserRole + 32
    };
    Q_ENUM(Role)

    static constexpr int DefaultBatchIntervalMs = 50;

    explicit HistoryTableModel(QObject *parent = nullptr);
    ~HistoryTableModel() override;

    /// Replaces every row in one reset; anything queued is dropped (the new list wins).
    void setRecords(const QList<TrainDeck::History::HistoryRecord> &records);
    /// Queues an insert or update of the row with `record.id` (ignored when id < 0).
    void upsertRecord(const TrainDeck::History::HistoryRecord &record);
    /// Queues the removal of these rows.
    void removeRecords(const QList<qint64> &ids);
    /// Applies what is queued now.
    void flush();
    int pendingCount() const { return int(m_pending.size()); }
    int batchInterval() const;
    void setBatchInterval(int ms);

    /// The metrics shown as columns after the fixed ones, in this order.
    void setMetricColumns(const QStringList &metrics);
    QStringList metricColumns() const { return m_metrics; }

    const TrainDeck::History::HistoryRecord *record(int row) const;
    const TrainDeck::History::HistoryRecord *recordById(qint64 id) const;
    int rowOf(qint64 id) const;
    QList<TrainDeck::History::HistoryRecord> records() const { return m_rows; }

    /// "Local", or "Docker · unix:///run/docker.sock" when the connection says more.
    static QString backendText(const JobSnapshot &job);
    /// Seconds from start to finish (or to the last time seen for an unfinished run); -1 when
    /// it never started.
    static qint64 durationSeconds(const TrainDeck::History::HistoryRecord &record);
    /// A metric value as the table shows it: up to 5 significant digits.
    static QString formatValue(double value);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    /// After each non-empty flush: rows changed, inserted and removed.
    void batchApplied(int changed, int inserted, int removed);

private:
    struct Pending
    {
        qint64 id = -1;
        std::optional<TrainDeck::History::HistoryRecord> record; ///< nullopt: removed
    };

    void scheduleFlush();
    void reindex(int fromRow);
    QVariant display(const TrainDeck::History::HistoryRecord &r, int column) const;
    QVariant raw(const TrainDeck::History::HistoryRecord &r, int column) const;

    QList<TrainDeck::History::HistoryRecord> m_rows;
    QHash<qint64, int> m_rowOfId;
    QList<Pending> m_pending;
    QHash<qint64, int> m_pendingOfId;
    QStringList m_metrics;
    QTimer *m_batchTimer = nullptr;
};

} // namespace TrainDeck::Models
