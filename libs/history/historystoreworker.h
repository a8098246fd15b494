// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/history/historyfilter.h"
#include "libs/history/historyrecord.h"
#include "libs/history/retentionpolicy.h"

#include <QCoreApplication>
#include <QObject>
#include <QSqlDatabase>
#include <QVariantList>

class QSqlQuery;

namespace TrainDeck::History {

/// The part of HistoryStore that lives in its worker thread: the one QSqlDatabase connection
/// (never used from another thread) and every file operation on the archive. Each method runs
/// to completion in that thread; HistoryStore turns the calls into futures.
class HistoryStoreWorker : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryStoreWorker)

public:
    /// How long a statement waits for another process's lock before the file counts as
    /// locked.
    static constexpr int BusyTimeoutMs = 3000;

    HistoryStoreWorker(QString databasePath, QString archiveRoot);
    ~HistoryStoreWorker() override;

    Result<void> open();
    /// Closes the connection (in the worker thread, before it stops).
    void close();
    /// The file in use: databasePath, or the session file when that one was locked.
    QString activePath() const { return m_activePath; }
    /// The journal mode SQLite answered to `PRAGMA journal_mode=WAL`.
    QString journalMode() const { return m_journalMode; }

    Result<HistoryRecord> upsert(const HistoryRecord &record);
    Result<void> markGone(const QString &connection, const QStringList &presentNames);
    Result<QList<HistoryRecord>> query(const HistoryFilter &filter);
    Result<HistoryRecord> record(qint64 id);
    Result<QStringList> runtimeNames();
    Result<QStringList> metricNames();
    Result<int> remove(const QList<qint64> &ids);
    Result<PruneReport> prune(const RetentionPolicy &policy);

Q_SIGNALS:
    void recordChanged(const TrainDeck::History::HistoryRecord &record);
    void recordsRemoved(const QList<qint64> &ids);
    void recovered(const QString &message, const QString &keptAs);

private:
    enum class Outcome { Ok, Locked, Broken, Newer };
    struct Attempt
    {
        Outcome outcome = Outcome::Ok;
        QString detail;
    };

    Attempt tryOpen(const QString &path);
    void dropConnection();
    Result<void> ensureOpen();
    /// Renames `path` (and its -wal and -shm) aside; the new name, or an error.
    Result<QString> keepAside(const QString &path);
    Result<QList<HistoryRecord>> select(const QString &where,
                                        const QVariantList &binds,
                                        const QString &tail = {},
                                        const QVariantList &tailBinds = {},
                                        bool details = true);
    Result<void> exec(const QString &sql, const QVariantList &binds = {});
    Result<void> writeMetrics(qint64 id, const QList<MetricSummary> &metrics);
    /// Deletes the run folder an archived log folder lies in, when it is a real folder under
    /// the archive root that no link leads into; the bytes freed, or why not.
    Result<qint64> deleteArchive(const QString &archivedLogDir);
    /// The run folder below the archive root that holds `archivedLogDir`, checked as
    /// deleteArchive does.
    Result<QString> archiveChild(const QString &archivedLogDir) const;
    Error sqlError(const QSqlQuery &q) const;

    QString m_path;
    QString m_archiveRoot;
    QString m_activePath;
    QString m_connectionName;
    QString m_journalMode;
    QSqlDatabase m_db;
    bool m_opened = false;
};

} // namespace TrainDeck::History
