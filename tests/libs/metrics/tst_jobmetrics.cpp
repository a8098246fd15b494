// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/jobmetrics.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Metrics;

namespace {

const qint64 T0 = 1'760'000'000'000; // ms since the epoch

MetricSample sample(const QString &node, const QString &name, qint64 step, double value)
{
    return MetricSample{node, name, step, T0 + step * 1000, value};
}

ResourceSample resources(const QString &node, qint64 seconds, qint64 rx, qint64 written)
{
    ResourceSample r;
    r.step = node;
    r.msecs = T0 + seconds * 1000;
    r.cpuPercent = 50 + seconds;
    r.memoryBytes = (100 + seconds) << 20;
    r.memoryLimitBytes = 4LL << 30;
    r.networkRxBytes = rx;
    r.networkTxBytes = rx / 2;
    r.blockReadBytes = 0;
    r.blockWriteBytes = written;
    r.gpus = 1;
    return r;
}

} // namespace

class TestJobMetrics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seriesPerNodeAndMetric()
    {
        JobMetrics m;
        m.addSamples({sample(QStringLiteral("node-0"), QStringLiteral("loss"), 1, 2.0),
                      sample(QStringLiteral("node-1"), QStringLiteral("loss"), 1, 4.0),
                      sample(QStringLiteral("node-0"), QStringLiteral("lr"), 1, 0.1)});
        QCOMPARE(m.metricNames(), (QStringList{QStringLiteral("loss"), QStringLiteral("lr")}));
        QCOMPARE(m.nodes(QStringLiteral("loss")),
                 (QStringList{QStringLiteral("node-0"), QStringLiteral("node-1")}));
        const MetricSeries *s = m.series(QStringLiteral("node-1"), QStringLiteral("loss"));
        QVERIFY(s);
        QCOMPARE(s->points(), (QList<QPointF>{{1, 4.0}}));
        QCOMPARE(m.xKind(QStringLiteral("node-1"), QStringLiteral("loss")),
                 JobMetrics::XKind::Step);
        QVERIFY(!m.series(QStringLiteral("node-1"), QStringLiteral("lr")));
    }

    void oneXRulePerSeries()
    {
        JobMetrics m;
        // A step series drops a later sample without a step.
        m.addSamples({sample(QStringLiteral("node-0"), QStringLiteral("loss"), 3, 1.0),
                      MetricSample{QStringLiteral("node-0"), QStringLiteral("loss"), -1, T0, 9.0}});
        QCOMPARE(m.series(QStringLiteral("node-0"), QStringLiteral("loss"))->points(),
                 (QList<QPointF>{{3, 1.0}}));
        QCOMPARE(m.droppedSamples(), 1);
        // A series that began without a step keeps to wall time, steps or not.
        m.addSamples(
            {MetricSample{QStringLiteral("node-0"), QStringLiteral("acc"), -1, T0, 0.5},
             MetricSample{QStringLiteral("node-0"), QStringLiteral("acc"), 7, T0 + 500, 0.6}});
        QCOMPARE(m.xKind(QStringLiteral("node-0"), QStringLiteral("acc")),
                 JobMetrics::XKind::WallTime);
        QCOMPARE(m.series(QStringLiteral("node-0"), QStringLiteral("acc"))->points(),
                 (QList<QPointF>{{double(T0), 0.5}, {double(T0 + 500), 0.6}}));
        // Not finite is never a sample.
        m.addSamples({sample(QStringLiteral("node-0"), QStringLiteral("loss"), 4, qQNaN())});
        QCOMPARE(m.series(QStringLiteral("node-0"), QStringLiteral("loss"))->pointCount(), 1);
    }

    void meanAcrossNodes()
    {
        JobMetrics m;
        // node-0's lines come before node-1's in one batch, as a follower reading file by file
        // sends them: the means still pair the same steps.
        QList<MetricSample> batch;
        for (int step = 0; step < 5; ++step)
            batch.append(sample(QStringLiteral("node-0"), QStringLiteral("loss"), step, step));
        for (int step = 0; step < 3; ++step)
            batch.append(sample(QStringLiteral("node-1"), QStringLiteral("loss"), step, 10 + step));
        m.addSamples(batch);
        const MetricSeries *mean = m.meanSeries(QStringLiteral("loss"));
        QVERIFY(mean);
        // Steps 3 and 4 wait for node-1.
        QCOMPARE(mean->points(), (QList<QPointF>{{0, 5}, {1, 6}, {2, 7}}));
        m.addSamples({sample(QStringLiteral("node-1"), QStringLiteral("loss"), 3, 13),
                      sample(QStringLiteral("node-1"), QStringLiteral("loss"), 4, 14)});
        QCOMPARE(mean->points(), (QList<QPointF>{{0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9}}));
        // The progress API's values are job-wide: no part of the mean.
        JobSnapshot snap;
        snap.metrics = {{QStringLiteral("loss"), QStringLiteral("100")}};
        snap.progressUpdated = QDateTime::fromMSecsSinceEpoch(T0, Qt::UTC);
        m.setSnapshot(snap);
        QCOMPARE(mean->pointCount(), 5);
    }

    void progressApiWinsOverTheLog()
    {
        JobMetrics m;
        QCOMPARE(m.progress().source, JobMetrics::ProgressSource::None);
        TrainingProgress p0{QStringLiteral("node-0"), 40, 40, 100, 60, 90, T0};
        TrainingProgress p1{QStringLiteral("node-1"), 30, 30, 100, 60, 140, T0};
        m.setLogProgress({p0, p1});
        // The slowest node's percent and the longest remaining time.
        QCOMPARE(m.progress().source, JobMetrics::ProgressSource::Log);
        QCOMPARE(m.progress().percent, 30.0);
        QCOMPARE(m.progress().remainingSeconds, 140);
        QCOMPARE(m.logProgress().value(QStringLiteral("node-0")), p0);

        JobSnapshot snap;
        snap.progressPercent = 42;
        snap.remainingSeconds = 120;
        snap.metrics = {{QStringLiteral("accuracy"), QStringLiteral("0.875")},
                        {QStringLiteral("phase"), QStringLiteral("eval")}};
        snap.progressUpdated = QDateTime::fromMSecsSinceEpoch(T0 + 5000, Qt::UTC);
        m.setSnapshot(snap);
        QCOMPARE(m.progress().source, JobMetrics::ProgressSource::ProgressApi);
        QCOMPARE(m.progress().percent, 42.0);
        QCOMPARE(m.progress().remainingSeconds, 120);
        // Numeric metrics become samples named as reported; "eval" is not a number.
        QCOMPARE(m.metricNames(), (QStringList{QStringLiteral("accuracy")}));
        const MetricSeries *acc = m.series(JobMetrics::apiNode(), QStringLiteral("accuracy"));
        QVERIFY(acc);
        QCOMPARE(acc->points(), (QList<QPointF>{{double(T0 + 5000), 0.875}}));
        // The same report again is not a new sample.
        m.setSnapshot(snap);
        QCOMPARE(acc->pointCount(), 1);
    }

    void resourcesAndRates()
    {
        JobMetrics m;
        const QString n0 = QStringLiteral("node-0");
        m.addResources({resources(n0, 0, 1000, 0),
                        resources(n0, 2, 5000, 4096),
                        resources(n0, 4, 5000, 8192)});
        QCOMPARE(m.resourceNodes(), QStringList{n0});
        QCOMPARE(
            m.resourceSeries(n0, JobMetrics::CpuPercent)->points(),
            (QList<QPointF>{{double(T0), 50}, {double(T0 + 2000), 52}, {double(T0 + 4000), 54}}));
        QCOMPARE(m.resourceSeries(n0, JobMetrics::MemoryBytes)->lastY(), double(104 << 20));
        // Rates from the cumulative counters: (5000-1000)/2 s, then nothing more.
        QCOMPARE(m.resourceSeries(n0, JobMetrics::NetworkRxRate)->points(),
                 (QList<QPointF>{{double(T0 + 2000), 2000}, {double(T0 + 4000), 0}}));
        QCOMPARE(m.resourceSeries(n0, JobMetrics::NetworkTxRate)->lastY(), 0.0);
        QCOMPARE(m.resourceSeries(n0, JobMetrics::BlockWriteRate)->points(),
                 (QList<QPointF>{{double(T0 + 2000), 2048}, {double(T0 + 4000), 2048}}));
        QCOMPARE(m.gpus(n0), 1);
        QCOMPARE(m.memoryLimitBytes(n0), 4LL << 30);
        // A counter that went down (the container restarted) gives no negative rate.
        m.addResources({resources(n0, 6, 100, 0)});
        QCOMPARE(m.resourceSeries(n0, JobMetrics::NetworkRxRate)->pointCount(), 2);
        m.addResources({resources(n0, 8, 300, 0)});
        QCOMPARE(m.resourceSeries(n0, JobMetrics::NetworkRxRate)->lastY(), 100.0);

        QSignalSpy changed(&m, &JobMetrics::changed);
        m.setResourcesUnavailable(QStringLiteral("no metrics server"));
        QCOMPARE(m.resourcesUnavailableReason(), QStringLiteral("no metrics server"));
        QTRY_COMPARE(changed.size(), 1);
        QCOMPARE(changed.first().first().value<JobMetrics::Changes>(),
                 JobMetrics::Changes(JobMetrics::ResourcesChanged));
    }

    void changesAreBatched()
    {
        JobMetrics m;
        QSignalSpy changed(&m, &JobMetrics::changed);
        QVERIFY(changed.isValid());
        QElapsedTimer clock;
        clock.start();
        // 2000 separate calls within a few ms: one signal, not 2000.
        for (int i = 0; i < 2000; ++i)
            m.addSamples(
                {sample(QStringLiteral("node-0"), QStringLiteral("loss"), i, 1.0 / (i + 1))});
        m.setLogProgress({TrainingProgress{QStringLiteral("node-0"), 5, 5, 100, 1, 20, T0}});
        QCOMPARE(changed.size(), 0);
        QTRY_COMPARE(changed.size(), 1);
        QVERIFY(clock.elapsed() >= JobMetrics::DefaultBatchIntervalMs - 5);
        QCOMPARE(changed.first().first().value<JobMetrics::Changes>(),
                 JobMetrics::TrainingChanged | JobMetrics::ProgressChanged);
        QTest::qWait(2 * JobMetrics::DefaultBatchIntervalMs);
        QCOMPARE(changed.size(), 1);
    }

    void memoryBoundForAFourNodeJob()
    {
        // 4 nodes x 5 metrics, 1M points each, plus resources: within 20 MB.
        JobMetrics m;
        const QStringList names{QStringLiteral("loss"),
                                QStringLiteral("lr"),
                                QStringLiteral("acc"),
                                QStringLiteral("grad_norm"),
                                QStringLiteral("tokens_per_s")};
        const qint64 points = 1'000'000;
        const qint64 batch = 2000; // a follower batch: under the pending-mean bound
        for (qint64 from = 0; from < points; from += batch) {
            QList<MetricSample> samples;
            samples.reserve(batch * 20);
            QList<ResourceSample> res;
            for (int node = 0; node < 4; ++node) {
                const QString n = QStringLiteral("node-%1").arg(node);
                for (const QString &name : names) {
                    for (qint64 i = from; i < from + batch; ++i)
                        samples.append(MetricSample{n, name, i, T0 + i, 1.0 / double(i + 1)});
                }
                for (qint64 i = from; i < from + batch; ++i)
                    res.append(resources(n, i, i * 100, i * 10));
            }
            m.addSamples(samples);
            m.addResources(res);
        }
        QCOMPARE(m.series(QStringLiteral("node-3"), QStringLiteral("tokens_per_s"))->pointCount(),
                 points);
        QCOMPARE(m.meanSeries(QStringLiteral("loss"))->pointCount(), points);
        QCOMPARE(
            m.resourceSeries(QStringLiteral("node-2"), JobMetrics::BlockWriteRate)->pointCount(),
            points - 1);
        QVERIFY2(m.memoryBytes() <= 20LL * 1024 * 1024,
                 qPrintable(QString::number(m.memoryBytes())));
        QVERIFY(m.memoryBytes() > 0);
    }
};

QTEST_GUILESS_MAIN(TestJobMetrics)
#include "tst_jobmetrics.moc"
