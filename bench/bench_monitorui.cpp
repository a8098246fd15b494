// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Monitor UI benchmark: UI event-loop latency while a 4-node job's store receives 20,000 log
// lines/s in all (5,000 per node), of which each node's metric lines carry 100 metrics/s, and
// each node reports its resources once a second, with the job's log panes and its Monitor
// tab (MetricsFollower → JobMetrics → MonitorView) on screen; against the same widgets with
// nothing arriving (same run). Each figure is the median of Repeats runs; the target is
// checked on the median: p99 ≤ 16 ms. Exits 1 when it is missed or a sanity check fails (the
// writer kept its rate, the Monitor saw every node's metrics, the panes followed).
#include "bench/latencyprobe.h"
#include "libs/logs/logwriter.h"
#include "libs/metrics/jobmetrics.h"
#include "libs/metrics/metricseries.h"
#include "libs/metrics/metricsfollower.h"
#include "ui/logs/joblogpanes.h"
#include "ui/logs/logpane.h"
#include "ui/logs/logview.h"
#include "ui/monitor/monitorview.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

using namespace TrainDeck;
using namespace TrainDeck::Logs;
using namespace TrainDeck::Metrics;
using namespace TrainDeck::Ui;
using TrainDeck::Bench::settle;
using TrainDeck::Bench::Spread;

namespace {

constexpr int Nodes = 4;
constexpr int LinesPerSecond = 20'000;       // all nodes together
constexpr int MetricsPerNodePerSecond = 100; // 20 metric lines of 5 metrics each
constexpr int MetricsPerLine = 5;
constexpr int TickMs = 50; // the writer's period
constexpr int LatencySeconds = 6;
constexpr int Repeats = 3;

QString nodeName(int n)
{
    return QStringLiteral("node-%1").arg(n);
}

/// One tick of one node: plain lines and the metric lines due in TickMs.
QByteArray tickBytes(int node, qint64 &step)
{
    constexpr int lines = LinesPerSecond / Nodes * TickMs / 1000;
    constexpr int metricLines = MetricsPerNodePerSecond / MetricsPerLine * TickMs / 1000;
    QByteArray out;
    out.reserve(lines * 96);
    char buf[200];
    for (int i = 0; i < lines; ++i) {
        int n;
        if (i < metricLines) {
            ++step;
            n = std::snprintf(buf,
                              sizeof buf,
                              "step=%lld loss=%.5f lr=%.2e grad_norm=%.3f tokens_per_s=%d "
                              "accuracy=%.4f\n",
                              step,
                              2.0 / (1 + step * 0.01) + node * 0.01,
                              3e-4,
                              1.0 + (step % 7) * 0.1,
                              9000 + int(step % 1000),
                              0.5 + (step % 50) * 0.01);
        } else {
            n = std::snprintf(buf,
                              sizeof buf,
                              "INFO worker %d: batch %lld read from shard %d of the dataset, "
                              "queue depth %d\n",
                              node,
                              step,
                              i % 64,
                              i % 17);
        }
        out.append(buf, n);
    }
    return out;
}

struct Run
{
    double p99 = 0;
    double worst = 0;
    qint64 lines = 0;
    qint64 metricLines = 0;
    qint64 fewestLossPoints = -1; ///< across nodes, in the Monitor's model
    int rows = -1;                ///< node-0 pane rows
};

/// Event-loop lateness (a 1 ms precise timer) over LatencySeconds with the log panes and the
/// Monitor tab of a 4-node job on screen; with `load`, the writer thread and the resource
/// feed run meanwhile.
Run latencyRun(QApplication &app, const QString &dir, bool load)
{
    Run out;
    std::vector<std::unique_ptr<LogWriter>> writers;
    qint64 steps[Nodes] = {};
    for (int n = 0; n < Nodes; ++n) {
        writers.push_back(LogWriter::openStep(dir, nodeName(n)).value());
        (void)writers.back()->append(tickBytes(n, steps[n]), QDateTime::currentMSecsSinceEpoch());
        (void)writers.back()->flush();
    }

    JobMetrics metrics;
    MetricsFollower follower(dir);
    QObject::connect(&follower, &MetricsFollower::parsed, &metrics, &JobMetrics::addParsed);
    QSplitter window;
    auto *panes = new JobLogPanes(dir, &window);
    auto *monitor = new MonitorView(&window);
    monitor->setMetrics(&metrics);
    window.resize(1600, 900);
    window.show();
    follower.start();
    settle(app, 400);
    monitor->setMetric(QStringLiteral("loss"));

    std::atomic<bool> stop{false};
    std::atomic<qint64> lines{0}, metricLines{0};
    std::thread writer([&] {
        if (!load)
            return;
        QElapsedTimer t;
        t.start();
        qint64 ticks = 0;
        while (!stop) {
            while ((ticks + 1) * TickMs <= t.elapsed()) {
                for (int n = 0; n < Nodes; ++n) {
                    (void)writers[n]->append(tickBytes(n, steps[n]),
                                             QDateTime::currentMSecsSinceEpoch());
                    (void)writers[n]->flush();
                }
                ++ticks;
            }
            lines = ticks * (LinesPerSecond * TickMs / 1000);
            metricLines
                = ticks * Nodes * (MetricsPerNodePerSecond / MetricsPerLine * TickMs / 1000);
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    });
    // Resources as the engines report them: once a second per node.
    QTimer resources;
    qint64 counter = 0;
    QObject::connect(&resources, &QTimer::timeout, [&] {
        QList<ResourceSample> batch;
        ++counter;
        for (int n = 0; n < Nodes; ++n) {
            ResourceSample s;
            s.step = nodeName(n);
            s.msecs = QDateTime::currentMSecsSinceEpoch();
            s.cpuPercent = 90 + n;
            s.memoryBytes = (1000 + counter) << 20;
            s.memoryLimitBytes = qint64(8) << 30;
            s.networkRxBytes = counter << 20;
            s.networkTxBytes = counter << 19;
            s.blockReadBytes = counter << 18;
            s.blockWriteBytes = counter << 17;
            batch.append(s);
        }
        metrics.addResources(batch);
    });
    if (load)
        resources.start(1000);

    const TrainDeck::Bench::Lateness late = TrainDeck::Bench::probeLateness(app, LatencySeconds);
    resources.stop();
    stop = true;
    writer.join();
    settle(app, 600); // the follower and the panes catch up with the last lines
    metrics.flushChanges();
    out.p99 = late.p99;
    out.worst = late.worst;
    out.lines = lines;
    out.metricLines = metricLines;
    for (int n = 0; n < Nodes; ++n) {
        const MetricSeries *s = metrics.series(nodeName(n), QStringLiteral("loss"));
        const qint64 points = s ? s->pointCount() : 0;
        out.fewestLossPoints
            = out.fewestLossPoints < 0 ? points : qMin(out.fewestLossPoints, points);
    }
    LogPane *pane = panes->pane(nodeName(0));
    out.rows = pane ? int(pane->view()->rowCount()) : -1;
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    registerMetricTypes();
    QTemporaryDir dir(QStringLiteral("/tmp/traindeck-bench-monitorui-XXXXXX"));
    if (!dir.isValid())
        return 1;
    bool sane = true;
    Spread loadedP99, loadedMax, idleP99, idleMax;
    for (int r = 0; r < Repeats; ++r) {
        const Run idle = latencyRun(app, dir.filePath(QStringLiteral("idle-%1").arg(r)), false);
        idleP99.add(idle.p99);
        idleMax.add(idle.worst);
        const Run l = latencyRun(app, dir.filePath(QStringLiteral("live-%1").arg(r)), true);
        loadedP99.add(l.p99);
        loadedMax.add(l.worst);
        const double secs = LatencySeconds;
        std::printf("run %d: %lld lines in %d s (%.0f lines/s), %lld metric lines (%.0f "
                    "metrics/s per node); fewest loss points of a node %lld; node-0 pane rows "
                    "%d; p99 %.2f ms, max %.2f ms (idle p99 %.2f ms, max %.2f ms)\n",
                    r + 1,
                    l.lines,
                    LatencySeconds,
                    l.lines / secs,
                    l.metricLines,
                    l.metricLines * MetricsPerLine / secs / Nodes,
                    l.fewestLossPoints,
                    l.rows,
                    l.p99,
                    l.worst,
                    idle.p99,
                    idle.worst);
        const qint64 perNodeMetricLines = l.metricLines / Nodes;
        if (l.lines < qint64(LinesPerSecond * secs * 0.9)
            || l.fewestLossPoints < perNodeMetricLines // every metric line drawn, none lost
            || l.rows < l.lines / Nodes) {
            std::printf("ERROR: run %d: the writer fell behind, or the Monitor or the panes did "
                        "not keep up\n",
                        r + 1);
            sane = false;
        }
    }
    const double p99 = loadedP99.median();
    const bool met = p99 <= 16;
    std::printf("\nRESULT UI latency, %d nodes, %d log lines/s, %d metrics/s per node, Monitor "
                "tab and log panes shown, %d runs: p99 %.2f ms (%.2f..%.2f), max %.2f ms; "
                "idle, same widgets, same run: p99 %.2f ms, max %.2f ms; p99 ratio "
                "loaded/idle %.2fx; target p99 <= 16 ms: %s\n",
                Nodes,
                LinesPerSecond,
                MetricsPerNodePerSecond,
                Repeats,
                p99,
                loadedP99.min(),
                loadedP99.max(),
                loadedMax.median(),
                idleP99.median(),
                idleMax.median(),
                idleP99.median() > 0 ? p99 / idleP99.median() : 0.0,
                met ? "met" : "MISSED");
    return met && sane ? 0 : 1;
}
