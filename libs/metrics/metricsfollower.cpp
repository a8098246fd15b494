// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metricsfollower.h"

#include "libs/metrics/metricsfollowerworker.h"

#include "core/backend/workerthread.h"

#include <QThread>

namespace TrainDeck::Metrics {

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
    m_thread->quit();
    m_thread->wait();
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
