// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/metrics/metricstail.h"

#include <QObject>
#include <QTimer>

namespace TrainDeck::Metrics {

/// MetricsFollower's half in the worker thread: polls a MetricsTail and emits what it read,
/// at most once per emission interval. Reading a large store is cut into slices so that
/// stopping never waits for the whole backlog.
class MetricsFollowerWorker : public QObject
{
    Q_OBJECT

public:
    MetricsFollowerWorker(const QString &logDir, const QList<MetricPattern> &patterns);

    static constexpr int PollMs = 100;
    static constexpr qint64 SliceLines = 200'000;

public Q_SLOTS:
    void start();

Q_SIGNALS:
    void parsed(const QList<TrainDeck::Metrics::MetricSample> &samples,
                const QList<TrainDeck::Metrics::TrainingProgress> &progress);
    void caughtUp();

private:
    void poll();
    void emitPending();

    MetricsTail m_tail;
    QTimer m_poll;
    QList<MetricSample> m_samples;
    QList<TrainingProgress> m_progress;
    qint64 m_lastEmit = 0;
    bool m_caughtUp = false;
};

} // namespace TrainDeck::Metrics
