// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backend.h"
#include "libs/history/historyrecord.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

class QTimer;

namespace TrainDeck::History {

class HistoryStore;

/// Records every job the attached backends show into a HistoryStore: each snapshot
/// (coalesced: at most one write per run and second while it runs, the final state always),
/// the spec as submitted (Backend::submittedJob, once per run), and once a job finished and
/// Backend::logsComplete says its logs are whole: a copy of its log store under the store's
/// archive root, a summary of each metric in those logs, and the last error line of its failed
/// step. A job the backend removes or no longer lists is marked goneFromBackend; its history
/// stays. File work runs in the thread pool, database work in the store's worker: the thread
/// this object lives in only routes results.
class HistoryRecorder : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryRecorder)

public:
    /// How long a running job's snapshots are coalesced.
    static constexpr int CoalesceMs = 1000;
    /// How long to wait before trying again to archive logs that are not complete yet.
    static constexpr int ArchiveRetryMs = 2000;

    explicit HistoryRecorder(HistoryStore *store, QObject *parent = nullptr);
    ~HistoryRecorder() override;

    /// Starts recording `backend`'s jobs: every job it lists now, and every change after.
    void attach(Backend *backend);
    void detach(Backend *backend);
    /// The metric patterns file (MetricPatternStore) whose patterns for a run's runtime are
    /// used beside the built-in shapes; default MetricPatternStore::defaultPath().
    void setMetricPatternsPath(const QString &path);
    /// No write is queued or running (for tests and for a clean shutdown).
    bool isIdle() const;

Q_SIGNALS:
    /// A run's record was written (after the store resolved the upsert).
    void recorded(const TrainDeck::History::HistoryRecord &record);
    /// Something could not be recorded or archived, in words for the user.
    void problem(const QString &message);

private:
    struct Run
    {
        QPointer<Backend> backend;
        JobSnapshot latest;
        QDateTime firstSeen;
        qint64 id = -1;
        qint64 lastWriteMs = 0;
        bool busy = false;
        bool dirty = false;
        bool specDone = false;
        bool archived = false;
        bool removed = false;
        QTimer *timer = nullptr;
    };

    static QString keyOf(const JobSnapshot &s);
    void onJobChanged(Backend *backend, const JobSnapshot &snapshot);
    void onJobRemoved(Backend *backend, const QString &name);
    void sync(Backend *backend);
    void schedule(const QString &key);
    void write(const QString &key);
    void finishWrite(const QString &key);
    void archive(const QString &key, const HistoryRecord &stored);

    HistoryStore *m_store;
    QString m_patternsPath;
    QHash<QString, Run> m_runs;
    /// Per connection: the job names its backend lists now.
    QHash<QString, QSet<QString>> m_present;
    QList<QPointer<Backend>> m_backends;
    QList<QMetaObject::Connection> m_connections;
    int m_inFlight = 0;
};

} // namespace TrainDeck::History
