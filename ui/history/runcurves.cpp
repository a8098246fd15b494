// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/history/runcurves.h"

#include "libs/metrics/jobmetrics.h"
#include "libs/metrics/metricsfollower.h"

#include <QCollator>
#include <QDir>
#include <QTimer>

#include <algorithm>

namespace TrainDeck::Ui {

RunCurves::RunCurves(const History::HistoryRecord &record,
                     const QList<Metrics::MetricPattern> &patterns,
                     QObject *parent)
    : QObject(parent)
    , m_record(record)
    , m_patterns(patterns)
    , m_metrics(std::make_unique<Metrics::JobMetrics>())
{
    Metrics::registerMetricTypes();
}

RunCurves::~RunCurves() = default;

void RunCurves::start()
{
    const QString dir = m_record.logDir();
    if (dir.isEmpty() || !QDir(dir).exists()) {
        m_problem = tr("Logs were not archived");
        // Queued, so that a caller connecting after start() still hears it.
        QTimer::singleShot(0, this, &RunCurves::finish);
        return;
    }
    m_follower = new Metrics::MetricsFollower(dir, m_patterns, this);
    connect(m_follower, &Metrics::MetricsFollower::parsed, this, &RunCurves::addSamples);
    connect(m_follower, &Metrics::MetricsFollower::caughtUp, this, &RunCurves::finish);
    m_follower->start();
}

void RunCurves::addSamples(const QList<Metrics::MetricSample> &samples)
{
    m_metrics->addSamples(samples);
    for (const Metrics::MetricSample &s : samples)
        m_timed[s.name][s.node].append({s.wallMsecs, s.value});
}

void RunCurves::finish()
{
    if (m_loaded)
        return;
    if (m_follower) {
        // A finished run's folder gets no more lines: the follower's thread is not needed.
        m_follower->deleteLater();
        m_follower = nullptr;
    }
    m_metrics->flushChanges();
    const JobSnapshot &job = m_record.job;
    const QDateTime start = job.started.isValid() ? job.started : job.created;
    QCollator collator;
    collator.setNumericMode(true);
    for (auto it = m_timed.begin(); it != m_timed.end(); ++it) {
        QStringList nodes = it->keys();
        std::sort(nodes.begin(), nodes.end(), [&](const QString &a, const QString &b) {
            return collator.compare(a, b) < 0;
        });
        if (nodes.isEmpty())
            continue;
        auto points = it->value(nodes.first());
        std::stable_sort(points.begin(), points.end(), [](const auto &a, const auto &b) {
            return a.first < b.first;
        });
        const qint64 origin = start.isValid() ? start.toMSecsSinceEpoch()
                                              : (points.isEmpty() ? 0 : points.first().first);
        auto series = std::make_shared<Metrics::MetricSeries>();
        for (const auto &[wall, value] : std::as_const(points))
            series->append(double(wall - origin) / 1000.0, value);
        m_seconds.insert(it.key(), series);
    }
    m_timed.clear();
    m_loaded = true;
    Q_EMIT loaded();
}

QStringList RunCurves::metricNames() const
{
    QStringList names = m_metrics->metricNames();
    for (auto it = m_seconds.cbegin(); it != m_seconds.cend(); ++it) {
        if (!names.contains(it.key()))
            names << it.key();
    }
    names.sort();
    return names;
}

const Metrics::MetricSeries *RunCurves::byStep(const QString &metric) const
{
    const QStringList nodes = m_metrics->nodes(metric);
    if (nodes.size() == 1) {
        // One node: its own series, every point it reported (a mean waits for all nodes).
        if (m_metrics->xKind(nodes.first(), metric) != Metrics::JobMetrics::XKind::Step)
            return nullptr;
        return m_metrics->series(nodes.first(), metric);
    }
    if (m_metrics->meanXKind(metric) != Metrics::JobMetrics::XKind::Step)
        return nullptr;
    return m_metrics->meanSeries(metric);
}

const Metrics::MetricSeries *RunCurves::bySeconds(const QString &metric) const
{
    return m_seconds.value(metric).get();
}

} // namespace TrainDeck::Ui
