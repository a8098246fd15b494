// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/history/historyrecord.h"
#include "libs/metrics/metricpattern.h"
#include "libs/metrics/metricsample.h"
#include "libs/metrics/metricseries.h"

#include <QHash>
#include <QObject>
#include <QStringList>

#include <memory>

namespace TrainDeck::Metrics {
class JobMetrics;
class MetricsFollower;
} // namespace TrainDeck::Metrics

namespace TrainDeck::Ui {

/// The training curves of one past run, read once from its log folder (the archive, else the
/// backend's) by a MetricsFollower in its own thread; loaded() when all of it was read.
///
/// By step: the mean over the run's nodes at each step (JobMetrics::meanSeries), which for a
/// one-node run is its values. By time: the values of the run's first node that reports the
/// metric (node-0 before node-1), at seconds since the run started — nodes of one run run
/// side by side, and their mean at equal seconds would need equal clocks.
class RunCurves final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunCurves)

public:
    explicit RunCurves(const TrainDeck::History::HistoryRecord &record,
                       const QList<Metrics::MetricPattern> &patterns = {},
                       QObject *parent = nullptr);
    ~RunCurves() override;

    /// Starts reading; loaded() follows (at once when there is no log folder).
    void start();
    bool isLoaded() const { return m_loaded; }
    /// Why there are no curves (no log folder); empty otherwise.
    QString problem() const { return m_problem; }

    const TrainDeck::History::HistoryRecord &record() const { return m_record; }
    QStringList metricNames() const;
    /// nullptr when the run has no such metric (or, by step, when it has no steps).
    const Metrics::MetricSeries *byStep(const QString &metric) const;
    const Metrics::MetricSeries *bySeconds(const QString &metric) const;

Q_SIGNALS:
    void loaded();

private:
    void addSamples(const QList<TrainDeck::Metrics::MetricSample> &samples);
    void finish();

    TrainDeck::History::HistoryRecord m_record;
    QList<Metrics::MetricPattern> m_patterns;
    std::unique_ptr<Metrics::JobMetrics> m_metrics;
    Metrics::MetricsFollower *m_follower = nullptr;
    /// metric -> node -> (wall ms, value) as read, until finish() turns them into series.
    QHash<QString, QHash<QString, QList<std::pair<qint64, double>>>> m_timed;
    QHash<QString, std::shared_ptr<Metrics::MetricSeries>> m_seconds;
    QString m_problem;
    bool m_loaded = false;
};

} // namespace TrainDeck::Ui
