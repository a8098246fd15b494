// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metricseries.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace TrainDeck::Metrics {

namespace {

MetricSeries::Bucket merged(const MetricSeries::Bucket &a, const MetricSeries::Bucket &b)
{
    MetricSeries::Bucket m;
    m.firstX = a.firstX;
    m.lastX = b.lastX;
    // Ties keep the earlier minimum and the later maximum: a flat stretch then draws from
    // where it began to where it ended.
    if (b.minY < a.minY) {
        m.minY = b.minY;
        m.minX = b.minX;
    } else {
        m.minY = a.minY;
        m.minX = a.minX;
    }
    if (b.maxY >= a.maxY) {
        m.maxY = b.maxY;
        m.maxX = b.maxX;
    } else {
        m.maxY = a.maxY;
        m.maxX = a.maxX;
    }
    m.count = a.count + b.count;
    return m;
}

} // namespace

MetricSeries::MetricSeries(int maxBuckets)
    : m_maxBuckets(std::max(2, maxBuckets + (maxBuckets % 2)))
{}

void MetricSeries::clear()
{
    m_buckets = {};
    m_capacity = 1;
    m_points = 0;
    m_restarts = 0;
    m_lastY = 0;
    m_sealed = false;
}

void MetricSeries::append(double x, double y)
{
    if (!m_buckets.isEmpty() && x < m_buckets.last().lastX)
        restartAt(x);
    m_lastY = y;
    ++m_points;
    if (!m_buckets.isEmpty() && !m_sealed && m_buckets.last().count < m_capacity) {
        Bucket &b = m_buckets.last();
        b.lastX = x;
        if (y < b.minY) {
            b.minY = y;
            b.minX = x;
        }
        if (y >= b.maxY) {
            b.maxY = y;
            b.maxX = x;
        }
        ++b.count;
        return;
    }
    if (m_buckets.size() == m_maxBuckets)
        mergePairs();
    if (m_buckets.capacity() < m_maxBuckets)
        m_buckets.reserve(m_maxBuckets); // one allocation for the series' life
    m_buckets.append(Bucket{x, x, y, x, y, x, 1});
    m_sealed = false;
}

void MetricSeries::mergePairs()
{
    // Every bucket is full here (a new bucket is only started when the last is full), except
    // one sealed at a restart: merged buckets hold at most the doubled capacity.
    const qsizetype n = m_buckets.size();
    qsizetype out = 0;
    for (qsizetype i = 0; i + 1 < n; i += 2)
        m_buckets[out++] = merged(m_buckets.at(i), m_buckets.at(i + 1));
    if (n % 2)
        m_buckets[out++] = m_buckets.at(n - 1);
    m_buckets.resize(out);
    m_capacity *= 2;
}

void MetricSeries::restartAt(double x)
{
    ++m_restarts;
    while (!m_buckets.isEmpty() && m_buckets.last().firstX >= x) {
        m_points -= m_buckets.last().count;
        m_buckets.removeLast();
    }
    // A straddling merged bucket stays (see the class comment), cut at the restart so that
    // the buckets stay in x order, and sealed: the restarted run's points start a bucket of
    // their own instead of being folded into the old run's extremes.
    if (!m_buckets.isEmpty()) {
        Bucket &b = m_buckets.last();
        const double before = std::nextafter(x, -std::numeric_limits<double>::infinity());
        b.lastX = std::min(b.lastX, before);
        b.minX = std::min(b.minX, b.lastX);
        b.maxX = std::min(b.maxX, b.lastX);
        m_sealed = true;
    }
}

double MetricSeries::firstX() const
{
    return m_buckets.isEmpty() ? 0 : m_buckets.first().firstX;
}

double MetricSeries::lastX() const
{
    return m_buckets.isEmpty() ? 0 : m_buckets.last().lastX;
}

std::pair<double, double> MetricSeries::yRange() const
{
    return yRange(-std::numeric_limits<double>::infinity(),
                  std::numeric_limits<double>::infinity());
}

std::pair<double, double> MetricSeries::yRange(double fromX, double toX) const
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -std::numeric_limits<double>::infinity();
    for (const Bucket &b : m_buckets) {
        if (b.lastX < fromX || b.firstX > toX)
            continue;
        lo = std::min(lo, b.minY);
        hi = std::max(hi, b.maxY);
    }
    if (lo > hi)
        return {0, 0};
    return {lo, hi};
}

void MetricSeries::appendBucketPoints(const Bucket &b, QList<QPointF> &out)
{
    if (b.count == 1 || (b.minX == b.maxX && b.minY == b.maxY)) {
        out.append(QPointF(b.minX, b.minY));
        return;
    }
    if (b.minX <= b.maxX) {
        out.append(QPointF(b.minX, b.minY));
        out.append(QPointF(b.maxX, b.maxY));
    } else {
        out.append(QPointF(b.maxX, b.maxY));
        out.append(QPointF(b.minX, b.minY));
    }
}

QList<QPointF> MetricSeries::points(double fromX, double toX) const
{
    QList<QPointF> out;
    if (m_buckets.isEmpty())
        return out;
    // Buckets are in x order: binary search for the first one that ends at or after fromX.
    auto first = std::lower_bound(m_buckets.cbegin(),
                                  m_buckets.cend(),
                                  fromX,
                                  [](const Bucket &b, double x) { return b.lastX < x; });
    if (first != m_buckets.cbegin())
        --first;
    auto last = std::upper_bound(
        first, m_buckets.cend(), toX, [](double x, const Bucket &b) { return x < b.firstX; });
    if (last != m_buckets.cend())
        ++last;
    out.reserve(2 * (last - first));
    for (auto it = first; it != last; ++it)
        appendBucketPoints(*it, out);
    return out;
}

QList<QPointF> MetricSeries::points() const
{
    QList<QPointF> out;
    out.reserve(2 * m_buckets.size());
    for (const Bucket &b : m_buckets)
        appendBucketPoints(b, out);
    return out;
}

qint64 MetricSeries::memoryBytes() const
{
    return qint64(m_buckets.capacity()) * qint64(sizeof(Bucket));
}

} // namespace TrainDeck::Metrics
