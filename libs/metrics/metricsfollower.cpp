// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metricsfollower.h"

#include "libs/metrics/metricsfollowerworker.h"

#include "core/backend/workerthread.h"

#include <QCoreApplication>
#include <QMutex>
#include <QMutexLocker>
#include <QSet>
#include <QThread>

namespace TrainDeck::Metrics {

namespace {

/// Followers' threads that were told to quit and have not ended yet.
struct Retired
{
    QMutex mutex;
    QSet<QThread *> threads;
};

Retired &retired()
{
    static Retired r;
    return r;
}

/// At exit, as QCoreApplication goes: a thread still reading must end before the statics it
/// uses do.
void joinRetired()
{
    QSet<QThread *> left;
    {
        QMutexLocker lock(&retired().mutex);
        left.swap(retired().threads);
    }
    for (QThread *t : std::as_const(left)) {
        t->wait();
        delete t;
    }
}

/// Ends `thread` without waiting for it: it is deleted, with its worker, once it has ended.
void retire(QThread *thread)
{
    if (!QCoreApplication::instance() || QCoreApplication::closingDown()) {
        // No event loop will delete it and the post routine may have run: join now.
        thread->quit();
        thread->wait();
        delete thread;
        return;
    }
    // Once per application (a process may make more than one, one after the other).
    qRemovePostRoutine(joinRetired);
    qAddPostRoutine(joinRetired);
    {
        QMutexLocker lock(&retired().mutex);
        retired().threads.insert(thread);
    }
    QObject::connect(thread, &QThread::finished, thread, [thread] {
        {
            QMutexLocker lock(&retired().mutex);
            if (!retired().threads.remove(thread))
                return; // joinRetired() has it
        }
        thread->deleteLater();
    });
    thread->quit();
}

} // namespace

MetricsFollower::MetricsFollower(const QString &logDir,
                                 const QList<MetricPattern> &patterns,
                                 QObject *parent)
    : QObject(parent)
    , m_dir(logDir)
    , m_patterns(patterns)
{
    registerMetricTypes();
}

MetricsFollower::~MetricsFollower()
{
    if (!m_thread)
        return;
    // Joining here held the UI thread until the worker, at a lower priority and behind what
    // keeps the cores busy, got to its event loop again: 12 to 100 ms on each job selection
    // while 40 nodes ran (the load test's trace found it). The thread ends on its own instead.
    retire(m_thread.release());
}

QThread *MetricsFollower::workerThread() const
{
    return m_thread.get();
}

void MetricsFollower::start()
{
    if (m_thread)
        return;
    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(QStringLiteral("MetricsFollower"));
    m_worker = new MetricsFollowerWorker(m_dir, m_patterns);
    m_worker->moveToThread(m_thread.get());
    // The worker (and its timer) dies in its own thread as the thread ends.
    connect(m_thread.get(), &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &MetricsFollowerWorker::parsed, this, &MetricsFollower::parsed);
    connect(m_worker, &MetricsFollowerWorker::caughtUp, this, &MetricsFollower::caughtUp);
    connect(m_thread.get(), &QThread::started, [] { WorkerThread::lowerCurrentThread(); });
    connect(m_thread.get(), &QThread::started, m_worker, &MetricsFollowerWorker::start);
    m_thread->start();
}

} // namespace TrainDeck::Metrics
