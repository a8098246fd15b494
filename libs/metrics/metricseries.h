// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QPointF>

namespace TrainDeck::Metrics {

/// One bounded series of (x, y) points for a chart: a day-long run keeps its shape, spikes
/// included, in constant memory.
///
/// Points go into at most maxBuckets() buckets in x order. Each bucket keeps its first and
/// last x, its lowest and highest y and the x of each. While fewer points than buckets have
/// arrived every bucket holds one point, so the series is exact. When all buckets are full,
/// neighbouring buckets merge pairwise and each bucket then holds twice as many points as
/// before (bucketCapacity() doubles): widths are counted in points, not in x units, so a run
/// whose samples come irregularly (wall-time x) keeps as much detail where it was busy.
/// Merging keeps the lowest and highest y of both halves, so a spike at any position
/// survives every merge.
///
/// x must not go backwards, except deliberately: a point whose x is below the last x means
/// the run restarted from a checkpoint (its step counter went back). As TensorBoard does
/// with orphaned data, the points of the old run at and after that x are dropped, so the
/// curve continues from the restart instead of zig-zagging back. A bucket that straddles the
/// restart x cannot be split (it kept only its extremes): it is kept, cut off just before the
/// restart x, so its extremes may include up to bucketCapacity() - 1 points of the old run.
/// restarts() counts these. Equal x (two values at one step) is not a restart.
class MetricSeries
{
public:
    static constexpr int DefaultMaxBuckets = 2048;

    struct Bucket
    {
        double firstX = 0;
        double lastX = 0;
        double minY = 0;
        double minX = 0; ///< x of minY
        double maxY = 0;
        double maxX = 0; ///< x of maxY
        qint64 count = 0;
    };

    /// maxBuckets is rounded up to an even number, at least 2.
    explicit MetricSeries(int maxBuckets = DefaultMaxBuckets);

    void append(double x, double y);
    void clear();

    bool isEmpty() const { return m_buckets.isEmpty(); }
    /// Points appended and kept (after restarts dropped some).
    qint64 pointCount() const { return m_points; }
    int bucketCount() const { return int(m_buckets.size()); }
    int maxBuckets() const { return m_maxBuckets; }
    /// Points per bucket now: 1 while exact, then 2, 4, 8 ...
    qint64 bucketCapacity() const { return m_capacity; }
    bool isExact() const { return m_capacity == 1; }
    int restarts() const { return m_restarts; }
    const QList<Bucket> &buckets() const { return m_buckets; }

    double firstX() const;
    double lastX() const;
    double lastY() const { return m_lastY; }
    /// Lowest and highest y over every bucket (for axis ranges); {0, 0} when empty.
    std::pair<double, double> yRange() const;
    /// Lowest and highest y of the buckets that overlap [fromX, toX].
    std::pair<double, double> yRange(double fromX, double toX) const;

    /// The points to draw for [fromX, toX], in x order: one per single-point bucket, else the
    /// bucket's minimum and maximum in the order they occurred. One bucket on each side of
    /// the range is included so that lines reach the edges of the view.
    QList<QPointF> points(double fromX, double toX) const;
    /// Every point to draw.
    QList<QPointF> points() const;

    /// Bytes this series holds on the heap (its bucket array's capacity).
    qint64 memoryBytes() const;

private:
    void mergePairs();
    void restartAt(double x);
    static void appendBucketPoints(const Bucket &b, QList<QPointF> &out);

    QList<Bucket> m_buckets;
    int m_maxBuckets;
    qint64 m_capacity = 1;
    qint64 m_points = 0;
    int m_restarts = 0;
    double m_lastY = 0;
    bool m_sealed = false; ///< the last bucket ends at a restart: start a new one
};

} // namespace TrainDeck::Metrics
