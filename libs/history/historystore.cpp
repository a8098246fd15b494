// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/history/historystore.h"

#include "core/files/paths.h"
#include "libs/history/historystoreworker.h"

#include <QDir>
#include <QFileInfo>

#include <QPromise>
#include <QThread>

#include <functional>

namespace TrainDeck::History {

namespace {

/// Runs `work` in the worker's thread, after every call queued before it, and resolves the
/// future there.
template<class T>
QFuture<T> post(HistoryStoreWorker *worker, std::function<T(HistoryStoreWorker &)> work)
{
    auto promise = std::make_shared<QPromise<T>>();
    QFuture<T> future = promise->future();
    promise->start();
    QMetaObject::invokeMethod(
        worker,
        [worker, promise, work = std::move(work)] {
            promise->addResult(work(*worker));
            promise->finish();
        },
        Qt::QueuedConnection);
    return future;
}

void registerTypes()
{
    qRegisterMetaType<HistoryRecord>();
    qRegisterMetaType<QList<qint64>>();
    qRegisterMetaType<HistoryFilter>();
    qRegisterMetaType<RetentionPolicy>();
    qRegisterMetaType<PruneReport>();
}

} // namespace

HistoryStore::HistoryStore(const QString &databasePath, const QString &archiveRoot, QObject *parent)
    : QObject(parent)
    , m_thread(new QThread(this))
    , m_worker(new HistoryStoreWorker(databasePath, archiveRoot))
    , m_databasePath(databasePath)
    , m_archiveRoot(archiveRoot)
{
    registerTypes();
    m_thread->setObjectName(QStringLiteral("HistoryStore"));
    m_worker->moveToThread(m_thread);
    connect(m_worker, &HistoryStoreWorker::recordChanged, this, &HistoryStore::recordChanged);
    connect(m_worker, &HistoryStoreWorker::recordsRemoved, this, &HistoryStore::recordsRemoved);
    connect(m_worker, &HistoryStoreWorker::recovered, this, &HistoryStore::recovered);
    m_thread->start();
}

HistoryStore::~HistoryStore()
{
    // The connection belongs to the worker thread: close it there, then stop the thread.
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->close(); }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
    delete m_worker;
}

QString HistoryStore::defaultDatabasePath()
{
    const QString env = qEnvironmentVariable("TRAINDECK_HISTORY_DB");
    if (!env.isEmpty())
        return QFileInfo(env).absoluteFilePath();
    return QDir(Paths::dataDir()).filePath(QStringLiteral("history.sqlite"));
}

QString HistoryStore::defaultArchiveRoot()
{
    return QFileInfo(defaultDatabasePath()).dir().filePath(QStringLiteral("history-archive"));
}

QString HistoryStore::databasePath() const
{
    return m_databasePath;
}

QString HistoryStore::archiveRoot() const
{
    return m_archiveRoot;
}

QFuture<Result<void>> HistoryStore::open()
{
    return post<Result<void>>(m_worker, [](HistoryStoreWorker &w) { return w.open(); });
}

QFuture<Result<HistoryRecord>> HistoryStore::upsert(const HistoryRecord &record)
{
    return post<Result<HistoryRecord>>(
        m_worker, [record](HistoryStoreWorker &w) { return w.upsert(record); });
}

QFuture<Result<void>> HistoryStore::markGone(const QString &connection,
                                             const QStringList &presentNames)
{
    return post<Result<void>>(m_worker, [connection, presentNames](HistoryStoreWorker &w) {
        return w.markGone(connection, presentNames);
    });
}

QFuture<Result<QList<HistoryRecord>>> HistoryStore::query(const HistoryFilter &filter)
{
    return post<Result<QList<HistoryRecord>>>(
        m_worker, [filter](HistoryStoreWorker &w) { return w.query(filter); });
}

QFuture<Result<HistoryRecord>> HistoryStore::record(qint64 id)
{
    return post<Result<HistoryRecord>>(m_worker,
                                       [id](HistoryStoreWorker &w) { return w.record(id); });
}

QFuture<Result<QStringList>> HistoryStore::runtimeNames()
{
    return post<Result<QStringList>>(m_worker,
                                     [](HistoryStoreWorker &w) { return w.runtimeNames(); });
}

QFuture<Result<QStringList>> HistoryStore::metricNames()
{
    return post<Result<QStringList>>(m_worker,
                                     [](HistoryStoreWorker &w) { return w.metricNames(); });
}

QFuture<Result<int>> HistoryStore::remove(const QList<qint64> &ids)
{
    return post<Result<int>>(m_worker, [ids](HistoryStoreWorker &w) { return w.remove(ids); });
}

QFuture<Result<PruneReport>> HistoryStore::prune(const RetentionPolicy &policy)
{
    return post<Result<PruneReport>>(m_worker,
                                     [policy](HistoryStoreWorker &w) { return w.prune(policy); });
}

QFuture<QString> HistoryStore::activeDatabasePath()
{
    return post<QString>(m_worker, [](HistoryStoreWorker &w) { return w.activePath(); });
}

QFuture<QString> HistoryStore::journalMode()
{
    return post<QString>(m_worker, [](HistoryStoreWorker &w) { return w.journalMode(); });
}

} // namespace TrainDeck::History
