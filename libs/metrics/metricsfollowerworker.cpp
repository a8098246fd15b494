// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metricsfollowerworker.h"

#include <QDateTime>

namespace TrainDeck::Metrics {

MetricsFollowerWorker::MetricsFollowerWorker(const QString &logDir,
                                             const QList<MetricPattern> &patterns)
    : m_tail(logDir, patterns)
    , m_poll(this)
{
    m_poll.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &MetricsFollowerWorker::poll);
}

void MetricsFollowerWorker::start()
{
    poll();
}

void MetricsFollowerWorker::poll()
{
    QList<TrainingProgress> progress;
    const bool more = m_tail.poll(m_samples, progress, false, SliceLines);
    for (const TrainingProgress &p : std::as_const(progress)) {
        auto it = std::find_if(m_progress.begin(),
                               m_progress.end(),
                               [&](const TrainingProgress &o) { return o.node == p.node; });
        if (it != m_progress.end())
            *it = p;
        else
            m_progress.append(p);
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (!m_caughtUp && !more) {
        emitPending();
        m_caughtUp = true;
        Q_EMIT caughtUp();
    } else if (now - m_lastEmit >= PollMs) {
        emitPending();
    }
    // A backlog is read slice after slice; otherwise the store is looked at every PollMs.
    m_poll.start(more ? 0 : PollMs);
}

void MetricsFollowerWorker::emitPending()
{
    if (m_samples.isEmpty() && m_progress.isEmpty())
        return;
    m_lastEmit = QDateTime::currentMSecsSinceEpoch();
    Q_EMIT parsed(std::exchange(m_samples, {}), std::exchange(m_progress, {}));
}

} // namespace TrainDeck::Metrics
