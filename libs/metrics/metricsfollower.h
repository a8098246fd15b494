// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/metrics/metricpattern.h"
#include "libs/metrics/metricsample.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class QThread;

namespace TrainDeck::Metrics {

class MetricsFollowerWorker;

/// Tails every <step>.log of one job's LogStore folder, parses new complete lines
/// (MetricLineParser + the user's patterns) in its own worker thread and emits batches,
/// coalesced to at most one emission per ~100 ms. Signals reach other threads queued.
class MetricsFollower : public QObject
{
    Q_OBJECT

public:
    explicit MetricsFollower(const QString &logDir,
                             const QList<MetricPattern> &patterns = {},
                             QObject *parent = nullptr);
    /// Tells its thread to stop and returns at once: the thread and its worker are deleted
    /// when it has ended (at the latest as the application exits). Its signals are not
    /// delivered after this.
    ~MetricsFollower() override;
    void start(); ///< reads what is there, then follows new lines
    /// The thread it reads in, once started (for tests).
    QThread *workerThread() const;

Q_SIGNALS:
    void parsed(const QList<TrainDeck::Metrics::MetricSample> &samples,
                const QList<TrainDeck::Metrics::TrainingProgress> &progress);
    void caughtUp(); ///< everything the store held at start() was parsed

private:
    QString m_dir;
    QList<MetricPattern> m_patterns;
    std::unique_ptr<QThread> m_thread;
    MetricsFollowerWorker *m_worker = nullptr; ///< lives in m_thread, deleted when it ends
};

} // namespace TrainDeck::Metrics
