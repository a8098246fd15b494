// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metricseries.h"

#include <QTest>

#include <cmath>

using TrainDeck::Metrics::MetricSeries;

class TestMetricSeries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactBelowTheBound()
    {
        MetricSeries s(64);
        QList<QPointF> expected;
        for (int i = 0; i < 64; ++i) {
            const double y = std::sin(i * 0.3) * 10 + (i % 7);
            s.append(i * 2, y);
            expected.append(QPointF(i * 2, y));
        }
        QVERIFY(s.isExact());
        QCOMPARE(s.bucketCount(), 64);
        QCOMPARE(s.pointCount(), 64);
        QCOMPARE(s.points(), expected);
        // A visible range gives its points plus one neighbour on each side.
        QCOMPARE(s.points(20, 30), expected.mid(9, 8));
        // The 65th point is the first that merges.
        s.append(200, 1);
        QVERIFY(!s.isExact());
        QCOMPARE(s.bucketCapacity(), 2);
        QCOMPARE(s.bucketCount(), 33);
    }

    void boundsHoldOverAMillionPoints()
    {
        MetricSeries s(2048);
        const qint64 n = 1'000'000;
        qint64 maxMemory = 0;
        for (qint64 i = 0; i < n; ++i) {
            s.append(double(i), std::sin(double(i) / 5000.0));
            maxMemory = std::max(maxMemory, s.memoryBytes());
        }
        QCOMPARE(s.pointCount(), n);
        QVERIFY2(s.bucketCount() <= 2048, qPrintable(QString::number(s.bucketCount())));
        QVERIFY(s.bucketCount() > 1024 - 1);
        QVERIFY(s.points().size() <= 2 * 2048);
        // One allocation of maxBuckets buckets, never more.
        QCOMPARE(maxMemory, qint64(2048 * sizeof(MetricSeries::Bucket)));
        // The shape survives: the sine's extremes are still there.
        const auto [lo, hi] = s.yRange();
        QVERIFY(lo < -0.9999);
        QVERIFY(hi > 0.9999);
        qint64 counted = 0;
        for (const MetricSeries::Bucket &b : s.buckets())
            counted += b.count;
        QCOMPARE(counted, n);
        QCOMPARE(s.firstX(), 0.0);
        QCOMPARE(s.lastX(), double(n - 1));
    }

    void spikeSurvives_data()
    {
        QTest::addColumn<int>("at");
        QTest::addRow("first") << 0;
        QTest::addRow("second") << 1;
        QTest::addRow("middle") << 50'000;
        QTest::addRow("odd") << 77'777;
        QTest::addRow("before last") << 99'998;
        QTest::addRow("last") << 99'999;
    }

    void spikeSurvives()
    {
        QFETCH(const int, at);
        MetricSeries s(256);
        for (int i = 0; i < 100'000; ++i)
            s.append(i, i == at ? 1000.0 : (i == at + 3 ? -1000.0 : 1.0 + (i % 3) * 0.01));
        const QList<QPointF> pts = s.points();
        QVERIFY(pts.size() <= 512);
        QVERIFY2(pts.contains(QPointF(at, 1000.0)), "the upward spike was merged away");
        if (at + 3 < 100'000)
            QVERIFY2(pts.contains(QPointF(at + 3, -1000.0)), "the downward spike was lost");
        // Points to draw are in x order.
        for (qsizetype i = 1; i < pts.size(); ++i)
            QVERIFY(pts.at(i - 1).x() <= pts.at(i).x());
        // And a zoomed range around the spike still shows it.
        QVERIFY(s.points(at - 10, at + 10).contains(QPointF(at, 1000.0)));
    }

    void monotonicXAndEqualX()
    {
        MetricSeries s(8);
        s.append(1, 5);
        s.append(1, 6); // two values at one step: not a restart
        s.append(2, 7);
        QCOMPARE(s.restarts(), 0);
        QCOMPARE(s.pointCount(), 3);
        QCOMPARE(s.points(), (QList<QPointF>{{1, 5}, {1, 6}, {2, 7}}));
    }

    void restartedStepCounterDropsTheOldRun()
    {
        // Trained to step 9, restarted from the checkpoint at step 5.
        MetricSeries s(64);
        for (int i = 0; i < 10; ++i)
            s.append(i, 100 + i);
        s.append(5, 1);
        s.append(6, 2);
        QCOMPARE(s.restarts(), 1);
        QCOMPARE(s.pointCount(), 7);
        QCOMPARE(
            s.points(),
            (QList<QPointF>{{0, 100}, {1, 101}, {2, 102}, {3, 103}, {4, 104}, {5, 1}, {6, 2}}));
        QCOMPARE(s.lastX(), 6.0);
    }

    void restartAcrossMergedBucketsKeepsOrder()
    {
        MetricSeries s(16);
        for (int i = 0; i < 1000; ++i)
            s.append(i, i);
        QVERIFY(!s.isExact());
        s.append(500, -5);
        for (int i = 501; i < 600; ++i)
            s.append(i, -5);
        QCOMPARE(s.restarts(), 1);
        const QList<QPointF> pts = s.points();
        for (qsizetype i = 1; i < pts.size(); ++i)
            QVERIFY2(pts.at(i - 1).x() <= pts.at(i).x(), "points out of x order after a restart");
        QCOMPARE(pts.last(), QPointF(599, -5));
        // Nothing of the old run beyond the restart is drawn.
        for (const QPointF &p : pts)
            QVERIFY(p.x() < 500 || p.y() == -5);
        QVERIFY(s.bucketCount() <= 16);
    }
};

QTEST_GUILESS_MAIN(TestMetricSeries)
#include "tst_metricseries.moc"
