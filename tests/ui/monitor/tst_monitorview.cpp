// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The Monitor tab fed from a JobMetrics as the job view feeds it: two nodes' loss curves and
// their CPU and memory. Saves <build>/screenshots/monitor-tab.png (docs/monitor-tab.md).
#include "ui/charts/monitorchartview.h"
#include "ui/monitor/monitorview.h"

#include <QApplication>
#include <QChart>
#include <QDir>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include <cmath>

using namespace TrainDeck;
using namespace TrainDeck::Metrics;
using namespace TrainDeck::Ui;

namespace {

const qint64 T0 = 1'760'000'000'000;

/// node-0: 2 - step/200 with a 0 at step 150; node-1: half a unit above.
QList<MetricSample> lossCurves(int steps)
{
    QList<MetricSample> out;
    for (int node = 0; node < 2; ++node) {
        for (int step = 0; step < steps; ++step) {
            double v = 2.0 - step / 200.0 + node * 0.5;
            if (node == 0 && step == 150)
                v = 0;
            out.append(MetricSample{QStringLiteral("node-%1").arg(node),
                                    QStringLiteral("loss"),
                                    step,
                                    T0 + step * 100,
                                    v});
        }
    }
    return out;
}

QList<ResourceSample> usage(int seconds)
{
    QList<ResourceSample> out;
    for (int s = 0; s < seconds; ++s) {
        for (int node = 0; node < 2; ++node) {
            ResourceSample r;
            r.step = QStringLiteral("node-%1").arg(node);
            r.msecs = T0 + s * 1000;
            r.cpuPercent = 80 + 10 * std::sin(s / 5.0) + node * 20;
            r.memoryBytes = qint64(900 + s * 3 + node * 150) << 20;
            r.memoryLimitBytes = 4LL << 30;
            r.networkRxBytes = qint64(s) * (2 << 20) * (node + 1);
            r.networkTxBytes = qint64(s) * (1 << 20);
            r.blockReadBytes = qint64(s) * (512 << 10);
            r.blockWriteBytes = qint64(s) * (256 << 10) * (node + 2);
            r.gpus = 1;
            out.append(r);
        }
    }
    return out;
}

QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
    dark.setColor(QPalette::WindowText, QColor(0xdf, 0xe1, 0xe5));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
    dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    dark.setColor(QPalette::Text, QColor(0xdf, 0xe1, 0xe5));
    dark.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    dark.setColor(QPalette::ButtonText, QColor(0xdf, 0xe1, 0xe5));
    dark.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x8f, 0x94));
    dark.setColor(QPalette::Mid, QColor(0x50, 0x52, 0x57));
    return dark;
}

} // namespace

class TestMonitorView : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<JobMetrics> m_metrics;
    std::unique_ptr<MonitorView> m_view;

    void feed(int steps = 300, int seconds = 60)
    {
        m_metrics = std::make_unique<JobMetrics>();
        m_view = std::make_unique<MonitorView>();
        m_view->resize(1100, 800);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_view->setMetrics(m_metrics.get());
        m_metrics->addSamples(lossCurves(steps));
        m_metrics->addResources(usage(seconds));
        m_metrics->flushChanges();
        m_view->refreshNow();
    }

private Q_SLOTS:
    void init() { feed(); }
    void cleanup()
    {
        m_view.reset();
        m_metrics.reset();
    }

    void linesPerNode()
    {
        MonitorChartView *chart = MonitorChartView::of(m_view->trainingChart());
        QCOMPARE(m_view->metric(), QStringLiteral("loss"));
        QCOMPARE(chart->lineSeries().size(), 2);
        QLineSeries *n0 = chart->lineSeries(QStringLiteral("node-0"));
        QLineSeries *n1 = chart->lineSeries(QStringLiteral("node-1"));
        QVERIFY(n0);
        QVERIFY(n1);
        QCOMPARE(n0->count(), 300);
        QCOMPARE(n1->count(), 300);
        QCOMPARE(n1->at(299), QPointF(299, 2.0 - 299 / 200.0 + 0.5));
        // Resources: one line per node (CPU, memory), in and out (network).
        QCOMPARE(MonitorChartView::of(m_view->cpuChart())->lineSeries().size(), 2);
        QCOMPARE(
            MonitorChartView::of(m_view->cpuChart())->lineSeries(QStringLiteral("node-1"))->count(),
            60);
        QCOMPARE(MonitorChartView::of(m_view->memoryChart())
                     ->lineSeries(QStringLiteral("node-0"))
                     ->at(0)
                     .y(),
                 900.0);
        QCOMPARE(MonitorChartView::of(m_view->networkChart())->lineSeries().size(), 4);
        QCOMPARE(MonitorChartView::of(m_view->networkChart())
                     ->lineSeries(QStringLiteral("node-1 in"))
                     ->at(0)
                     .y(),
                 4096.0); // 4 MiB/s in KiB/s
        QCOMPARE(m_view->gpuText(),
                 QStringLiteral("Requested: node-0: 1 GPU(s), node-1: 1 GPU(s)"));
    }

    void meanToggle()
    {
        m_view->setShowMean(true);
        MonitorChartView *chart = MonitorChartView::of(m_view->trainingChart());
        QCOMPARE(chart->lineSeries().size(), 1);
        QLineSeries *mean = chart->lineSeries(QStringLiteral("mean"));
        QVERIFY(mean);
        QCOMPARE(mean->count(), 300);
        QCOMPARE(mean->at(10).y(), ((2.0 - 10 / 200.0) + (2.5 - 10 / 200.0)) / 2);
        QCOMPARE(mean->at(150).y(), (0 + 2.5 - 150 / 200.0) / 2);
        m_view->setShowMean(false);
        QCOMPARE(chart->lineSeries().size(), 2);
    }

    void logScaleCopesWithZero()
    {
        MonitorChartView *chart = MonitorChartView::of(m_view->trainingChart());
        m_view->setLogScale(true);
        QVERIFY(qobject_cast<QLogValueAxis *>(chart->yAxis()));
        // node-0's 0 at step 150 cannot be drawn on a log axis: left out, and said so.
        QCOMPARE(chart->lineSeries(QStringLiteral("node-0"))->count(), 299);
        QCOMPARE(chart->lineSeries(QStringLiteral("node-1"))->count(), 300);
        QCOMPARE(chart->hiddenPoints(), 1);
        QVERIFY(chart->chart()->title().contains(
            QStringLiteral("(1 point(s) ≤ 0 not shown on the log scale)")));
        auto *axis = static_cast<QLogValueAxis *>(chart->yAxis());
        QVERIFY(axis->min() > 0);
        QVERIFY(axis->max() >= 2.5);
        m_view->setLogScale(false);
        QVERIFY(qobject_cast<QValueAxis *>(chart->yAxis()));
        QCOMPARE(chart->lineSeries(QStringLiteral("node-0"))->count(), 300);
    }

    void legendMarkerHidesItsLine()
    {
        MonitorChartView *chart = MonitorChartView::of(m_view->trainingChart());
        QLineSeries *n1 = chart->lineSeries(QStringLiteral("node-1"));
        const QList<QLegendMarker *> markers = chart->chart()->legend()->markers(n1);
        QCOMPARE(markers.size(), 1);
        QVERIFY(n1->isVisible());
        QTRY_VERIFY(markers.first()->isVisible()); // once the legend is laid out
        Q_EMIT markers.first()->clicked();
        QVERIFY(!n1->isVisible());
        QVERIFY(markers.first()->isVisible()); // stays, to be clicked back
        QVERIFY(chart->lineSeries(QStringLiteral("node-0"))->isVisible());
        Q_EMIT markers.first()->clicked();
        QVERIFY(n1->isVisible());
    }

    void hoverNamesNodeStepAndValue()
    {
        MonitorChartView *chart = MonitorChartView::of(m_view->trainingChart());
        QLineSeries *n1 = chart->lineSeries(QStringLiteral("node-1"));
        QCOMPARE(chart->hoverText(n1, QPointF(100.4, 0)),
                 QStringLiteral("node-1 · step 100 · loss 2"));
        QCOMPARE(chart->hoverText(n1, QPointF(100.6, 0)),
                 QStringLiteral("node-1 · step 101 · loss 1.995"));
        Q_EMIT n1->hovered(QPointF(20, 1.9), true);
        QCOMPARE(chart->lastHoverText(), QStringLiteral("node-1 · step 20 · loss 2.4"));
        QCOMPARE(MonitorChartView::of(m_view->memoryChart())
                     ->hoverText(MonitorChartView::of(m_view->memoryChart())
                                     ->lineSeries(QStringLiteral("node-0")),
                                 QPointF(double(T0 + 2000), 0)),
                 QStringLiteral("node-0 · %1 · memory 906 MiB")
                     .arg(QDateTime::fromMSecsSinceEpoch(T0 + 2000, Qt::UTC)
                              .toLocalTime()
                              .toString(QStringLiteral("HH:mm:ss"))));
    }

    void csvExportExactBytes()
    {
        JobMetrics small;
        small.addSamples(
            {MetricSample{QStringLiteral("node-0"), QStringLiteral("loss"), 1, T0, 0.5},
             MetricSample{QStringLiteral("node-0"), QStringLiteral("loss"), 2, T0, 0.25},
             MetricSample{QStringLiteral("node-1"), QStringLiteral("loss"), 1, T0, 1.5}});
        small.flushChanges();
        m_view->setMetrics(&small);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("loss.csv"));
        const Result<void> done = m_view->exportCsv(path);
        QVERIFY2(done.ok(), qPrintable(done.ok() ? QString() : done.error().message));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(),
                 QByteArray("series,step,loss\n"
                            "node-0,1,0.5\n"
                            "node-0,2,0.25\n"
                            "node-1,1,1.5\n"));
        // Time x as ISO 8601 UTC, values in the chart's unit.
        QCOMPARE(MonitorChartView::of(m_view->memoryChart())->csv(),
                 QByteArray("series,time,memory (MiB)\n"));
        m_view->setMetrics(m_metrics.get());
        QVERIFY(MonitorChartView::of(m_view->memoryChart())
                    ->csv()
                    .startsWith("series,time,memory (MiB)\nnode-0,2025-10-09T08:53:20.000Z,900\n"));
        // A folder that cannot be written says so.
        const Result<void> bad = m_view->exportCsv(QStringLiteral("/proc/no/such/dir/x.csv"));
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.contains(QStringLiteral("/proc/no/such/dir/x.csv")));
    }

    void pngExportIsTheChart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("loss.png"));
        QVERIFY(m_view->exportPng(path).ok());
        QImage image(path);
        QVERIFY(!image.isNull());
        const qreal dpr = MonitorChartView::of(m_view->trainingChart())->devicePixelRatioF();
        QCOMPARE(image.size(), MonitorChartView::of(m_view->trainingChart())->size() * dpr);
        // Not a blank picture: the lines and axes give it many colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
    }

    void redrawsThrottledAndReplaced()
    {
        MonitorChartView *chart = MonitorChartView::of(m_view->trainingChart());
        QLineSeries *n0 = chart->lineSeries(QStringLiteral("node-0"));
        QSignalSpy added(n0, &QXYSeries::pointAdded);
        QSignalSpy replaced(n0, &QXYSeries::pointsReplaced);
        // The model announcing every change at once: the view's own throttle must hold.
        m_metrics->setBatchInterval(0);
        QSignalSpy modelChanges(m_metrics.get(), &JobMetrics::changed);
        const int before = m_view->refreshCount();
        QElapsedTimer clock;
        clock.start();
        int step = 300;
        while (clock.elapsed() < 1000) {
            m_metrics->addSamples(
                {MetricSample{QStringLiteral("node-0"), QStringLiteral("loss"), step, T0, 1.0},
                 MetricSample{QStringLiteral("node-1"), QStringLiteral("loss"), step, T0, 1.5}});
            ++step;
            QTest::qWait(2);
        }
        QTest::qWait(250);
        const int redraws = m_view->refreshCount() - before;
        QVERIFY2(step - 300 > 100, "the loop fed too few samples to tell");
        QVERIFY2(modelChanges.size() > 50, qPrintable(QString::number(modelChanges.size())));
        QVERIFY2(redraws <= 12 && redraws >= 3, qPrintable(QString::number(redraws)));
        QCOMPARE(added.size(), 0);
        QVERIFY(replaced.size() >= 3);
        QCOMPARE(n0->count(), step);
        QCOMPARE(n0->at(n0->count() - 1).x(), double(step - 1));
    }

    void zoomAndPanShowTheVisibleRange()
    {
        MonitorChartView *chart = MonitorChartView::of(m_view->trainingChart());
        QVERIFY(chart->isFollowing());
        chart->setXRange(100, 120);
        chart->refresh();
        QVERIFY(!chart->isFollowing());
        // Buckets of the visible range plus one on each side.
        QCOMPARE(chart->lineSeries(QStringLiteral("node-0"))->count(), 23);
        chart->setFocus();
        QTest::keyClick(chart, Qt::Key_Right);
        QCOMPARE(chart->xRange(), (std::pair<double, double>{102, 122}));
        QTest::keyClick(chart, Qt::Key_Home);
        QVERIFY(chart->isFollowing());
        QCOMPARE(chart->xRange(), (std::pair<double, double>{0, 299}));
        QCOMPARE(chart->lineSeries(QStringLiteral("node-0"))->count(), 300);
        // The wheel zooms x around the cursor.
        const QPoint centre = chart->chart()->plotArea().center().toPoint();
        QWheelEvent wheel(centre,
                          chart->mapToGlobal(centre),
                          {},
                          QPoint(0, 120),
                          Qt::NoButton,
                          Qt::NoModifier,
                          Qt::NoScrollPhase,
                          false);
        QApplication::sendEvent(chart->viewport(), &wheel);
        const auto [from, to] = chart->xRange();
        QVERIFY2(to - from < 299 * 0.85, qPrintable(QStringLiteral("%1..%2").arg(from).arg(to)));
    }

    void resourcesUnavailableSaysWhy()
    {
        m_metrics->setResourcesUnavailable(QStringLiteral("no metrics server"));
        m_metrics->flushChanges();
        m_view->refreshNow();
        QCOMPARE(m_view->resourceStateText(),
                 QStringLiteral("Resource metrics unavailable: no metrics server"));
    }

    void progressFromApiElseLog()
    {
        m_metrics->setLogProgress(
            {TrainingProgress{QStringLiteral("node-0"), 30, 30, 100, 60, 140, T0}});
        m_metrics->flushChanges();
        m_view->refreshNow();
        QCOMPARE(m_view->progressText(), QStringLiteral("30 % · 2 min left · from the log"));
        QCOMPARE(m_view->progressBar()->value(), 300);
        JobSnapshot snap;
        snap.progressPercent = 42;
        snap.remainingSeconds = 3900;
        m_metrics->setSnapshot(snap);
        m_metrics->flushChanges();
        m_view->refreshNow();
        QCOMPARE(m_view->progressText(),
                 QStringLiteral("42 % · 1 h 5 min left · from the progress API"));
    }

    void screenshotDark()
    {
        const QPalette light = QApplication::palette();
        QApplication::setPalette(darkPalette());
        // A longer, noisier run, as a real one looks.
        m_view.reset();
        m_metrics = std::make_unique<JobMetrics>();
        QList<MetricSample> samples;
        for (int node = 0; node < 2; ++node) {
            for (int step = 0; step < 5000; ++step) {
                const double noise = 0.08 * std::sin(step * 1.7 + node) * std::cos(step * 0.31);
                const double loss = 2.4 * std::exp(-step / 1200.0) + 0.35 + noise + node * 0.04
                                    + (step == 3100 && node == 1 ? 0.9 : 0);
                samples.append(MetricSample{QStringLiteral("node-%1").arg(node),
                                            QStringLiteral("loss"),
                                            step,
                                            T0 + step * 100,
                                            loss});
                samples.append(MetricSample{QStringLiteral("node-%1").arg(node),
                                            QStringLiteral("learning_rate"),
                                            step,
                                            T0 + step * 100,
                                            3e-4 * std::min(1.0, step / 500.0)});
            }
        }
        m_metrics->addSamples(samples);
        m_metrics->addResources(usage(180));
        m_metrics->setLogProgress(
            {TrainingProgress{QStringLiteral("node-0"), 62, 5000, 8000, 500, 306, T0}});
        m_metrics->flushChanges();
        m_view = std::make_unique<MonitorView>();
        m_view->resize(1280, 860);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_view->setMetrics(m_metrics.get());
        QTest::qWait(200);
        QVERIFY(MonitorChartView::of(m_view->trainingChart())
                    ->chart()
                    ->backgroundBrush()
                    .color()
                    .lightness()
                < 100);
        QCOMPARE(MonitorChartView::of(m_view->trainingChart())->chart()->theme(),
                 QChart::ChartThemeDark);
        const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(m_view->grab().save(QDir(dir).filePath(QStringLiteral("monitor-tab.png"))));
        QApplication::setPalette(light);
        QTest::qWait(50);
        QCOMPARE(MonitorChartView::of(m_view->trainingChart())->chart()->theme(),
                 QChart::ChartThemeLight);
    }
};

QTEST_MAIN(TestMonitorView)
#include "tst_monitorview.moc"
