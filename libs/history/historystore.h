// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/history/historyfilter.h"
#include "libs/history/historyrecord.h"
#include "libs/history/retentionpolicy.h"

#include <QFuture>
#include <QObject>
#include <QString>

#include <memory>

class QThread;

namespace TrainDeck::History {

class HistoryStoreWorker;

/// The run history database: one SQLite file (QtSql, WAL mode, a schema version migrated on
/// open), used from one worker thread that this object owns, so the UI thread never waits on
/// the disk. Every call returns at once; answers come through QFutures resolved in the worker
/// (come back with QFuture::then and a context object) and changes through signals.
///
/// A database file that cannot be opened or read (truncated, garbage, a newer schema, locked
/// by another process) is never deleted: it is renamed aside (`<file>.broken-<time>`) and a
/// fresh database started; recovered() says so in words for the user, naming the kept file.
class HistoryStore : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryStore)

public:
    /// `databasePath`: the SQLite file; `archiveRoot`: the folder archived logs go under (one
    /// sub-folder per run; the store deletes only canonical paths under it).
    HistoryStore(const QString &databasePath,
                 const QString &archiveRoot,
                 QObject *parent = nullptr);
    ~HistoryStore() override;

    /// Where the desktop app and traindeck-cli keep the history: $TRAINDECK_HISTORY_DB when
    /// set, else `history.sqlite` in the data folder (Paths::dataDir(), which follows
    /// $TRAINDECK_DATA_DIR).
    static QString defaultDatabasePath();
    /// `history-archive` beside defaultDatabasePath().
    static QString defaultArchiveRoot();

    QString databasePath() const;
    QString archiveRoot() const;

    /// Opens (creating or migrating) the database. Other calls made before it resolves wait
    /// for it in the worker's queue.
    QFuture<Result<void>> open();

    /// Inserts or updates the run of `record.job` (matched by connection, name and created
    /// time; record.id is ignored): resolves to the stored record with its id.
    /// What only the history knows and `record` leaves empty (specYaml, planJson,
    /// archivedLogDir, metrics, the lastErrorLine of the same failedStep, an earlier
    /// firstSeen) is kept from the stored run, so that a new snapshot can be sent alone.
    QFuture<Result<HistoryRecord>> upsert(const HistoryRecord &record);
    /// Marks the runs of `connection` not in `names` as gone from their backend.
    QFuture<Result<void>> markGone(const QString &connection, const QStringList &presentNames);
    QFuture<Result<QList<HistoryRecord>>> query(const HistoryFilter &filter);
    QFuture<Result<HistoryRecord>> record(qint64 id);
    /// Every runtime and metric name in the history, for the filter's pick lists.
    QFuture<Result<QStringList>> runtimeNames();
    QFuture<Result<QStringList>> metricNames();
    /// Removes runs (and their archived logs) from the history.
    QFuture<Result<int>> remove(const QList<qint64> &ids);
    QFuture<Result<PruneReport>> prune(const RetentionPolicy &policy);
    /// The file in use once open() resolved: databasePath(), or the file this session uses
    /// instead when databasePath() was locked by another process (see recovered()).
    QFuture<QString> activeDatabasePath();
    /// What SQLite answered to `PRAGMA journal_mode=WAL` ("wal"; another mode where the file
    /// system cannot share memory between processes).
    QFuture<QString> journalMode();

Q_SIGNALS:
    /// A run was inserted or updated.
    void recordChanged(const TrainDeck::History::HistoryRecord &record);
    /// Runs were removed or pruned.
    void recordsRemoved(const QList<qint64> &ids);
    /// The database file was unusable, kept aside as `keptAs`, and a fresh one started.
    void recovered(const QString &message, const QString &keptAs);

private:
    QThread *m_thread = nullptr;
    HistoryStoreWorker *m_worker = nullptr;
    QString m_databasePath;
    QString m_archiveRoot;
};

} // namespace TrainDeck::History
