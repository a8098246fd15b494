// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"
#include "libs/metrics/metricsample.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QPointer>

#include <functional>
#include <optional>

class QTimer;

namespace TrainDeck {
class Backend;
}

namespace TrainDeck::Models {

/// Every job of every connected backend, one row each, keyed by (connection, name).
///
/// Backends push a snapshot whenever anything about a job changes, which during a burst (a
/// reconnect that reattaches hundreds of jobs, a job whose steps all change at once) would
/// mean a signal storm for the views. The model therefore queues what arrives and applies it
/// at most once per batch interval, coalescing repeated updates of the same job: one
/// dataChanged per contiguous range of changed rows, one insert range for the new ones.
class JobTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobTableModel)

public:
    enum Column {
        NameColumn,
        RuntimeColumn,
        BackendColumn,
        StatusColumn,
        NodesColumn,
        AgeColumn,
        DurationColumn,
        ProgressColumn, ///< "42 % · 2m 0s left": the progress API's, else the log's
        MadeByColumn,   ///< TrainDeck, Kubeflow SDK or Unknown (JobSnapshot::origin)
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        RawValueRole = Qt::UserRole, ///< the value to sort on, per column
        StatusRole,                  ///< JobStatus, for the badge and the status filter
        KeyRole,                     ///< "<connection>\x1f<name>", unique over all backends
        JobNameRole,
        ConnectionRole,
        RuntimeNameRole,
        BackendKindRole,  ///< BackendKind
        StatusDetailRole, ///< reason and message, for tooltips
        ProgressRole,     ///< percent 0..100 as a double, -1 when not known (the bar)
        StalledRole,      ///< seconds without a log line or metric (qint64), -1: not stalled
        /// bool: a cancelled job (JobSnapshot::isCancelled), which StatusRole calls Failed.
        /// HistoryTableModel uses the same number, so StatusBadgeDelegate reads both.
        CancelledRole = Qt::UserRole + 32,
        OriginRole ///< JobSnapshot::Origin
    };
    Q_ENUM(Role)

    static constexpr int DefaultBatchIntervalMs = 50;

    explicit JobTableModel(QObject *parent = nullptr);
    ~JobTableModel() override;

    /// Listens to the backend's jobChanged/jobRemoved. The backend's jobs are not listed
    /// here: it pushes a jobChanged for each when it (re)connects.
    void addBackend(Backend *backend);
    /// Stops listening and drops the backend's rows.
    void removeBackend(Backend *backend);
    QString backendDisplayName(const QString &connection) const;

    /// Queue one update; applied by the next flush (at most batchInterval() from now).
    void enqueueChanged(const JobSnapshot &snapshot);
    void enqueueRemoved(const QString &connection, const QString &name);
    /// Progress parsed from the job's log (a progress bar in it). The snapshot's, from the
    /// progress API, wins when both exist.
    void setLogProgress(const QString &connection,
                        const QString &name,
                        const TrainDeck::Metrics::TrainingProgress &progress);
    /// A running job that has printed nothing and reported no metric for `idleSeconds`
    /// (StallWatcher decides); -1 clears it. Only running rows show it.
    void setStalled(const QString &connection, const QString &name, qint64 idleSeconds);
    /// Running rows marked stalled now.
    int stalledCount() const;
    /// "No log line or metric for 12 min": the stalled badge's tooltip and notification.
    static QString stalledText(qint64 idleSeconds);
    /// Applies everything queued now.
    void flush();
    int pendingCount() const { return int(m_pending.size()); }

    int batchInterval() const;
    void setBatchInterval(int ms);
    /// How often age and duration are refreshed; 0 stops refreshing.
    void setTickInterval(int ms);
    /// Tests replace the clock to get stable ages and durations.
    void setClock(std::function<QDateTime()> clock);
    QDateTime now() const;

    static QString key(const QString &connection, const QString &name);
    const JobSnapshot *snapshot(int row) const;
    const JobSnapshot *snapshot(const QString &connection, const QString &name) const;
    int rowOf(const QString &connection, const QString &name) const;

    static QString statusText(JobStatus status);
    /// What the user reads for a job: its status, or Cancelled for a cancelled job.
    static QString statusText(const JobSnapshot &job);
    /// "TrainDeck", "Kubeflow SDK", "Unknown".
    static QString originText(JobSnapshot::Origin origin);
    /// Why a job's status is Unknown when nothing says who made it: what TrainDeck could
    /// not read. Empty for any other job.
    static QString unknownStatusText(const JobSnapshot &job);
    /// The Made by column's tooltip: how TrainDeck knows who made the job.
    static QString originToolTip(const JobSnapshot &job);
    /// "45s", "12m", "3h 5m", "2d 4h".
    static QString formatDuration(qint64 seconds);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    /// A job this model saw running (or saw appear within the last minute, already done)
    /// reached Complete or Failed.
    void jobFinished(const TrainDeck::JobSnapshot &snapshot);
    /// After each non-empty flush: what it did, for status lines and tests.
    void batchApplied(int changed, int inserted, int removed);

private:
    struct Pending
    {
        QString connection;
        QString name;
        std::optional<JobSnapshot> snapshot; ///< nullopt: removed
    };

    void scheduleFlush();
    void tick();
    /// Columns whose values differ between `a` and `b` (bit n: column n), and whether the
    /// status detail that the Status column's tooltip shows differs.
    static int changedColumns(const JobSnapshot &a, const JobSnapshot &b, bool *detailChanged);
    void
    emitChanged(const QList<int> &rows, int firstColumn, int lastColumn, const QList<int> &roles);
    void reindex(int fromRow);
    QVariant display(const JobSnapshot &s, int column) const;
    QVariant raw(const JobSnapshot &s, int column) const;
    qint64 durationSeconds(const JobSnapshot &s) const;
    qint64 ageSeconds(const JobSnapshot &s) const;
    /// (percent, remaining seconds, from the API) of a job; percent -1 when not known.
    struct Progress
    {
        double percent = -1;
        qint64 remainingSeconds = -1;
        bool fromApi = false;
    };
    Progress progress(const JobSnapshot &s) const;

    QList<JobSnapshot> m_rows;
    QHash<QString, int> m_rowOfKey;
    QList<Pending> m_pending;
    QHash<QString, int> m_pendingOfKey;
    QTimer *m_batchTimer = nullptr;
    QTimer *m_tickTimer = nullptr;
    int m_ticks = 0;
    std::function<QDateTime()> m_clock;
    QHash<QString, QString> m_backendNames;                  ///< connection -> display name
    QHash<QString, Metrics::TrainingProgress> m_logProgress; ///< key() -> from the log
    QHash<QString, qint64> m_stalled;                        ///< key() -> idle seconds
    QList<QPointer<Backend>> m_backends;
};

} // namespace TrainDeck::Models
