// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/jobmetrics.h"

#include <QTimer>

#include <algorithm>
#include <cmath>
#include <limits>

namespace TrainDeck::Metrics {

namespace {

/// Pending mean entries kept at most: a node that stopped reporting must not grow them.
constexpr std::size_t MaxPendingMeans = 4096;

double meanKey(JobMetrics::XKind kind, double x)
{
    // Nodes log at slightly different moments: their wall times meet per second.
    return kind == JobMetrics::XKind::WallTime ? std::floor(x / 1000.0) * 1000.0 : x;
}

} // namespace

QString JobMetrics::apiNode()
{
    return QStringLiteral("progress-api");
}

JobMetrics::JobMetrics(QObject *parent, int maxBuckets)
    : QObject(parent)
    , m_maxBuckets(maxBuckets)
    , m_batch(new QTimer(this))
{
    m_batch->setSingleShot(true);
    m_batch->setInterval(DefaultBatchIntervalMs);
    connect(m_batch, &QTimer::timeout, this, &JobMetrics::flushChanges);
}

JobMetrics::~JobMetrics() = default;

int JobMetrics::batchInterval() const
{
    return m_batch->interval();
}

void JobMetrics::setBatchInterval(int ms)
{
    m_batch->setInterval(std::max(0, ms));
}

void JobMetrics::markChanged(Change change)
{
    m_pending |= change;
    // Not restarted by later changes: a steady stream is still shown every interval.
    if (!m_batch->isActive())
        m_batch->start();
}

void JobMetrics::flushChanges()
{
    m_batch->stop();
    if (!m_pending)
        return;
    const Changes changes = std::exchange(m_pending, {});
    Q_EMIT changed(changes);
}

void JobMetrics::clear()
{
    m_training.clear();
    m_means.clear();
    m_resources.clear();
    m_counters.clear();
    m_gpus.clear();
    m_memoryLimit.clear();
    m_logProgress.clear();
    m_apiPercent = -1;
    m_apiRemaining = -1;
    m_apiUpdated = {};
    m_apiMetrics.clear();
    m_unavailable.clear();
    m_dropped = 0;
    markChanged(TrainingChanged);
    markChanged(ProgressChanged);
    markChanged(ResourcesChanged);
}

// Training -----------------------------------------------------------------------------------

void JobMetrics::addSamples(const QList<MetricSample> &samples)
{
    if (samples.isEmpty())
        return;
    // The batch's nodes are known before its first value is averaged: a batch that holds
    // node-0's lines before node-1's must not make node-0's values the means on their own.
    for (const MetricSample &s : samples) {
        if (s.node == apiNode() || s.name.isEmpty())
            continue;
        const auto it = m_means.find(s.name);
        if (it != m_means.end() && !it->second.lastX.contains(s.node))
            it->second.lastX.insert(s.node, -std::numeric_limits<double>::infinity());
        else if (it == m_means.end())
            m_means.emplace(s.name,
                            Mean{MetricSeries(m_maxBuckets),
                                 XKind::Step,
                                 {},
                                 {{s.node, -std::numeric_limits<double>::infinity()}},
                                 false,
                                 false});
    }
    for (const MetricSample &s : samples)
        addSample(s);
    markChanged(TrainingChanged);
}

void JobMetrics::addSample(const MetricSample &s)
{
    if (!std::isfinite(s.value) || s.name.isEmpty())
        return;
    auto it = m_training.find({s.name, s.node});
    if (it == m_training.end()) {
        Training t{MetricSeries(m_maxBuckets), s.step >= 0 ? XKind::Step : XKind::WallTime};
        it = m_training.emplace(std::make_pair(s.name, s.node), std::move(t)).first;
    }
    Training &t = it->second;
    double x = 0;
    if (t.kind == XKind::Step) {
        if (s.step < 0) {
            ++m_dropped;
            return;
        }
        x = double(s.step);
    } else {
        x = double(s.wallMsecs);
    }
    t.series.append(x, s.value);
    if (s.node != apiNode())
        addToMean(s.name, t.kind, s.node, x, s.value);
}

void JobMetrics::addToMean(
    const QString &metric, XKind kind, const QString &node, double x, double y)
{
    auto it = m_means.find(metric);
    if (it == m_means.end())
        it = m_means.emplace(metric, Mean{MetricSeries(m_maxBuckets), kind, {}, {}, false, true})
                 .first;
    Mean &m = it->second;
    if (!m.kindKnown) {
        m.kind = kind;
        m.kindKnown = true;
    }
    if (m.kind != kind)
        return; // nodes disagree on the x of this metric: no meaningful mean across them
    const double key = meanKey(kind, x);
    const auto last = m.lastX.constFind(node);
    if (last != m.lastX.cend() && key < *last) {
        // This node restarted: the old run's pending values at and after it are void, and the
        // mean goes back with it (MetricSeries drops the old run's points).
        m.pending.erase(m.pending.lower_bound(key), m.pending.end());
        m.restarted = true;
    }
    m.lastX.insert(node, key);
    auto &[sum, count] = m.pending[key];
    sum += y;
    ++count;

    // Every node has reached `reached`: the means up to it are final.
    double reached = key;
    for (const double v : std::as_const(m.lastX))
        reached = std::min(reached, v);
    const auto end = m.pending.upper_bound(reached);
    for (auto p = m.pending.begin(); p != end; p = m.pending.erase(p))
        appendMean(m, p->first, p->second.first / p->second.second);
    while (m.pending.size() > MaxPendingMeans) {
        const auto p = m.pending.begin();
        appendMean(m, p->first, p->second.first / p->second.second);
        m.pending.erase(p);
    }
}

void JobMetrics::appendMean(Mean &m, double x, double y)
{
    // A node first heard of after the others passed x adds to the means from then on; only a
    // node's restart takes the mean back.
    if (!m.series.isEmpty() && x < m.series.lastX() && !m.restarted)
        return;
    m.restarted = false;
    m.series.append(x, y);
}

QStringList JobMetrics::metricNames() const
{
    QStringList names;
    for (const auto &[key, t] : m_training) {
        if (names.isEmpty() || names.last() != key.first)
            names.append(key.first);
    }
    return names;
}

QStringList JobMetrics::nodes(const QString &metric) const
{
    QStringList out;
    for (auto it = m_training.lower_bound({metric, QString()});
         it != m_training.end() && it->first.first == metric;
         ++it)
        out.append(it->first.second);
    return out;
}

const MetricSeries *JobMetrics::series(const QString &node, const QString &metric) const
{
    const auto it = m_training.find({metric, node});
    return it == m_training.end() ? nullptr : &it->second.series;
}

JobMetrics::XKind JobMetrics::xKind(const QString &node, const QString &metric) const
{
    const auto it = m_training.find({metric, node});
    return it == m_training.end() ? XKind::Step : it->second.kind;
}

const MetricSeries *JobMetrics::meanSeries(const QString &metric) const
{
    const auto it = m_means.find(metric);
    return it == m_means.end() ? nullptr : &it->second.series;
}

JobMetrics::XKind JobMetrics::meanXKind(const QString &metric) const
{
    const auto it = m_means.find(metric);
    return it == m_means.end() ? XKind::Step : it->second.kind;
}

// Progress -----------------------------------------------------------------------------------

void JobMetrics::setLogProgress(const QList<TrainingProgress> &progress)
{
    if (progress.isEmpty())
        return;
    for (const TrainingProgress &p : progress) {
        if (p.isKnown())
            m_logProgress.insert(p.node, p);
    }
    markChanged(ProgressChanged);
}

void JobMetrics::addParsed(const QList<MetricSample> &samples,
                           const QList<TrainingProgress> &progress)
{
    addSamples(samples);
    setLogProgress(progress);
}

void JobMetrics::setSnapshot(const JobSnapshot &snapshot)
{
    if (snapshot.progressPercent != m_apiPercent || snapshot.remainingSeconds != m_apiRemaining) {
        m_apiPercent = snapshot.progressPercent;
        m_apiRemaining = snapshot.remainingSeconds;
        markChanged(ProgressChanged);
    }
    // A snapshot repeats the last report until the next one: only a new report is a sample.
    if (snapshot.metrics.isEmpty()
        || (snapshot.progressUpdated == m_apiUpdated && snapshot.metrics == m_apiMetrics))
        return;
    m_apiUpdated = snapshot.progressUpdated;
    m_apiMetrics = snapshot.metrics;
    const qint64 when = snapshot.progressUpdated.isValid()
                            ? snapshot.progressUpdated.toMSecsSinceEpoch()
                            : QDateTime::currentMSecsSinceEpoch();
    QList<MetricSample> samples;
    for (const auto &[name, text] : snapshot.metrics) {
        bool ok = false;
        const double value = text.trimmed().toDouble(&ok);
        if (ok && std::isfinite(value))
            samples.append(MetricSample{apiNode(), name, -1, when, value});
    }
    addSamples(samples);
}

JobMetrics::JobProgress JobMetrics::progress() const
{
    if (m_apiPercent >= 0)
        return {double(m_apiPercent), qint64(m_apiRemaining), ProgressSource::ProgressApi};
    JobProgress out;
    for (const TrainingProgress &p : m_logProgress) {
        if (out.source == ProgressSource::None || p.percent < out.percent)
            out.percent = p.percent;
        out.remainingSeconds = std::max(out.remainingSeconds, p.remainingSeconds);
        out.source = ProgressSource::Log;
    }
    return out;
}

// Resources ----------------------------------------------------------------------------------

void JobMetrics::addResources(const QList<ResourceSample> &samples)
{
    if (samples.isEmpty())
        return;
    m_unavailable.clear();
    const auto series = [this](const QString &node, Resource r) -> MetricSeries & {
        auto it = m_resources.find({node, int(r)});
        if (it == m_resources.end())
            it = m_resources.emplace(std::make_pair(node, int(r)), MetricSeries(m_maxBuckets))
                     .first;
        return it->second;
    };
    for (const ResourceSample &s : samples) {
        const double x = double(s.msecs);
        m_gpus.insert(s.step, s.gpus);
        if (s.memoryLimitBytes >= 0)
            m_memoryLimit.insert(s.step, s.memoryLimitBytes);
        if (s.cpuPercent >= 0 && std::isfinite(s.cpuPercent))
            series(s.step, CpuPercent).append(x, s.cpuPercent);
        if (s.memoryBytes >= 0)
            series(s.step, MemoryBytes).append(x, double(s.memoryBytes));

        LastCounters &last = m_counters[s.step];
        const double seconds = (s.msecs - last.msecs) / 1000.0;
        const auto rate = [&](qint64 now, qint64 &before, Resource r) {
            // The first sample has no interval; a counter that went down restarted.
            if (now >= 0 && before >= 0 && now >= before && seconds > 0)
                series(s.step, r).append(x, double(now - before) / seconds);
            before = now;
        };
        rate(s.networkRxBytes, last.rx, NetworkRxRate);
        rate(s.networkTxBytes, last.tx, NetworkTxRate);
        rate(s.blockReadBytes, last.read, BlockReadRate);
        rate(s.blockWriteBytes, last.write, BlockWriteRate);
        last.msecs = s.msecs;
    }
    markChanged(ResourcesChanged);
}

void JobMetrics::setResourcesUnavailable(const QString &reason)
{
    if (reason == m_unavailable)
        return;
    m_unavailable = reason;
    markChanged(ResourcesChanged);
}

QStringList JobMetrics::resourceNodes() const
{
    QStringList out;
    for (const auto &[key, s] : m_resources) {
        if (out.isEmpty() || out.last() != key.first)
            out.append(key.first);
    }
    for (auto it = m_gpus.cbegin(); it != m_gpus.cend(); ++it) {
        if (!out.contains(it.key()))
            out.append(it.key());
    }
    std::sort(out.begin(), out.end());
    return out;
}

const MetricSeries *JobMetrics::resourceSeries(const QString &node, Resource resource) const
{
    const auto it = m_resources.find({node, int(resource)});
    return it == m_resources.end() ? nullptr : &it->second;
}

qint64 JobMetrics::memoryBytes() const
{
    // Series bucket arrays, plus each map node with its keys (an estimate of the
    // allocator's share: a map node is about four pointers beyond its value).
    constexpr qint64 MapNode = 4 * sizeof(void *);
    qint64 bytes = 0;
    for (const auto &[key, t] : m_training)
        bytes += t.series.memoryBytes() + MapNode + sizeof(t)
                 + (key.first.capacity() + key.second.capacity()) * 2;
    for (const auto &[key, m] : m_means)
        bytes += m.series.memoryBytes() + MapNode + sizeof(m) + key.capacity() * 2
                 + qint64(m.pending.size()) * (MapNode + 24) + m.lastX.capacity() * 48;
    for (const auto &[key, s] : m_resources)
        bytes += s.memoryBytes() + MapNode + sizeof(s) + key.first.capacity() * 2;
    return bytes;
}

} // namespace TrainDeck::Metrics
