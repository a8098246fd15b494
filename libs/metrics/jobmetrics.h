// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"
#include "core/backend/resourcesample.h"
#include "libs/metrics/metricsample.h"
#include "libs/metrics/metricseries.h"

#include <QDateTime>
#include <QHash>
#include <QObject>

#include <map>

class QTimer;

namespace TrainDeck::Metrics {

/// What is known about one job's training and resources, for the Monitor tab, the CLI and
/// the tests: bounded series (MetricSeries) per (node, metric) and per (node, resource), the
/// mean across nodes per metric, and the job's progress.
///
/// x of a training series: the training step, or the wall time (ms since the epoch) for a
/// metric whose lines carry no step. One rule per series, fixed by its first sample: a series
/// that began with a step keeps to steps and drops later samples without one (counted by
/// droppedSamples()); a series that began without one keeps to wall time and ignores steps.
/// A step that goes back is a restart (see MetricSeries).
///
/// The mean of a metric is taken over the nodes' values at the same x (wall times: the same
/// second), once every node that reports the metric has reached that x, so a lagging node
/// does not pull the mean toward the ones that reported. A node first heard of after the
/// others passed a step joins the means from its next step on. Values of the progress API
/// (apiNode()) are job-wide and take no part in means.
///
/// Resource series have wall-time x (ms since the epoch): CPU %, memory bytes, and the
/// network and block I/O rates (bytes/s) derived from the cumulative counters between two
/// samples of a node (a counter that goes down, a restarted container, starts again).
///
/// Changes are announced in batches: at most one changed() per batch interval (100 ms) however
/// many samples arrive, never one per sample.
class JobMetrics final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobMetrics)

public:
    enum class XKind { Step, WallTime };
    Q_ENUM(XKind)

    enum Resource {
        CpuPercent,
        MemoryBytes,
        NetworkRxRate,
        NetworkTxRate,
        BlockReadRate,
        BlockWriteRate,
        ResourceCount
    };
    Q_ENUM(Resource)

    enum Change { TrainingChanged = 1, ProgressChanged = 2, ResourcesChanged = 4 };
    Q_DECLARE_FLAGS(Changes, Change)
    Q_FLAG(Changes)

    /// Where a job's progress came from.
    enum class ProgressSource { None, ProgressApi, Log };
    Q_ENUM(ProgressSource)

    struct JobProgress
    {
        double percent = -1;
        qint64 remainingSeconds = -1;
        ProgressSource source = ProgressSource::None;
        bool isKnown() const { return percent >= 0; }
    };

    static constexpr int DefaultBatchIntervalMs = 100;
    /// The node name of the samples made from the progress API's metrics.
    static QString apiNode();

    explicit JobMetrics(QObject *parent = nullptr,
                        int maxBuckets = MetricSeries::DefaultMaxBuckets);
    ~JobMetrics() override;

    // Training metrics.
    QStringList metricNames() const;                ///< sorted
    QStringList nodes(const QString &metric) const; ///< nodes that reported it, sorted
    /// nullptr when (node, metric) has no series. Valid until clear().
    const MetricSeries *series(const QString &node, const QString &metric) const;
    XKind xKind(const QString &node, const QString &metric) const;
    /// The mean across nodes (a one-node job's mean is its node's values); nullptr when no
    /// node reported the metric. Valid until clear().
    const MetricSeries *meanSeries(const QString &metric) const;
    XKind meanXKind(const QString &metric) const;
    qint64 droppedSamples() const { return m_dropped; }

    // Progress.
    QHash<QString, TrainingProgress> logProgress() const { return m_logProgress; }
    /// The API's progress when it reported one, else the log's: the least advanced node's
    /// percent and the longest remaining time (the job ends with its slowest node).
    JobProgress progress() const;

    // Resources.
    QStringList resourceNodes() const; ///< sorted
    const MetricSeries *resourceSeries(const QString &node, Resource resource) const;
    int gpus(const QString &node) const { return m_gpus.value(node); }
    qint64 memoryLimitBytes(const QString &node) const { return m_memoryLimit.value(node, -1); }
    /// Empty while resources are measured (or not asked for yet).
    QString resourcesUnavailableReason() const { return m_unavailable; }

    /// Bytes held by every series (their bucket arrays) and the per-series bookkeeping.
    qint64 memoryBytes() const;

    int batchInterval() const;
    void setBatchInterval(int ms);

public Q_SLOTS:
    void addSamples(const QList<TrainDeck::Metrics::MetricSample> &samples);
    void setLogProgress(const QList<TrainDeck::Metrics::TrainingProgress> &progress);
    /// The log follower's batch (the signature of MetricsFollower::parsed), to connect to.
    void addParsed(const QList<TrainDeck::Metrics::MetricSample> &samples,
                   const QList<TrainDeck::Metrics::TrainingProgress> &progress);
    void setSnapshot(const TrainDeck::JobSnapshot &snapshot);
    void addResources(const QList<TrainDeck::ResourceSample> &samples);
    void setResourcesUnavailable(const QString &reason);
    void clear();
    /// Emits the pending changed() now (tests, and views about to be shown).
    void flushChanges();

Q_SIGNALS:
    void changed(TrainDeck::Metrics::JobMetrics::Changes changes);

private:
    struct Training
    {
        MetricSeries series;
        XKind kind = XKind::Step;
    };
    struct Mean
    {
        MetricSeries series;
        XKind kind = XKind::Step;
        std::map<double, std::pair<double, int>> pending; ///< x -> (sum, count)
        QHash<QString, double> lastX;                     ///< per node
        bool restarted = false; ///< a node went back: the next mean may go back too
        bool kindKnown = false; ///< set by the first value
    };
    struct LastCounters
    {
        qint64 msecs = 0;
        qint64 rx = -1, tx = -1, read = -1, write = -1;
    };

    void addSample(const MetricSample &sample);
    void addToMean(const QString &metric, XKind kind, const QString &node, double x, double y);
    void appendMean(Mean &m, double x, double y);
    void markChanged(Change change);

    int m_maxBuckets;
    std::map<std::pair<QString, QString>, Training> m_training; ///< (metric, node)
    std::map<QString, Mean> m_means;
    std::map<std::pair<QString, int>, MetricSeries> m_resources; ///< (node, Resource)
    QHash<QString, LastCounters> m_counters;
    QHash<QString, int> m_gpus;
    QHash<QString, qint64> m_memoryLimit;
    QHash<QString, TrainingProgress> m_logProgress;
    int m_apiPercent = -1;
    int m_apiRemaining = -1;
    QDateTime m_apiUpdated;
    QList<std::pair<QString, QString>> m_apiMetrics;
    QString m_unavailable;
    qint64 m_dropped = 0;
    Changes m_pending;
    QTimer *m_batch = nullptr;
};

} // namespace TrainDeck::Metrics

Q_DECLARE_OPERATORS_FOR_FLAGS(TrainDeck::Metrics::JobMetrics::Changes)
