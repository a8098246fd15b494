// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Chart memory benchmark: a 4-node job with 5 training metrics and the resource series, 1M
// points per series, fed into JobMetrics as a log follower and a stats stream feed it (batches
// of 2,000 per node). Measures the heap the model holds afterwards (glibc mallinfo2, in use,
// before and after) and its own count (JobMetrics::memoryBytes), against the fair baseline:
// the same points kept as QList<QPointF> (one such series measured the same way, times the
// number of series). Prints both and the ingest rate; exits 1 unless the model holds at most
// 20 MB, or when a series lost points.
#include "libs/metrics/jobmetrics.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointF>

#include <cstdio>
#include <malloc.h>

using namespace TrainDeck;
using namespace TrainDeck::Metrics;

namespace {

constexpr int Nodes = 4;
constexpr int MetricsPerNode = 5;
constexpr qint64 Points = 1'000'000;
constexpr qint64 Batch = 2'000;
constexpr qint64 LimitBytes = 20LL * 1024 * 1024;
const qint64 T0 = 1'760'000'000'000;

qint64 heapInUse()
{
    malloc_trim(0);
    const struct mallinfo2 m = mallinfo2();
    // Large blocks (a 16 MB QList) are mmapped: hblkhd, not uordblks.
    return qint64(m.uordblks + m.hblkhd);
}

double mib(qint64 bytes)
{
    return double(bytes) / (1024.0 * 1024.0);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const char *names[MetricsPerNode]
        = {"loss", "learning_rate", "accuracy", "grad_norm", "tokens_per_s"};

    // Baseline: one series of 1M points as plain QList<QPointF>.
    const qint64 beforeBaseline = heapInUse();
    qint64 baselineOne = 0;
    {
        QList<QPointF> raw;
        for (qint64 i = 0; i < Points; ++i)
            raw.append(QPointF(double(i), 1.0 / double(i + 1)));
        baselineOne = heapInUse() - beforeBaseline;
    }

    const qint64 before = heapInUse();
    auto metrics = std::make_unique<JobMetrics>();
    QElapsedTimer clock;
    clock.start();
    qint64 fed = 0;
    for (qint64 from = 0; from < Points; from += Batch) {
        QList<MetricSample> samples;
        samples.reserve(Batch * Nodes * MetricsPerNode);
        QList<ResourceSample> resources;
        resources.reserve(Batch * Nodes);
        for (int node = 0; node < Nodes; ++node) {
            const QString n = QStringLiteral("node-%1").arg(node);
            for (const char *name : names) {
                const QString metric = QString::fromLatin1(name);
                for (qint64 i = from; i < from + Batch; ++i)
                    samples.append(MetricSample{
                        n, metric, i, T0 + i * 100, 1.0 / double(i + 1) + node * 0.01});
            }
            for (qint64 i = from; i < from + Batch; ++i) {
                ResourceSample r;
                r.step = n;
                r.msecs = T0 + i * 1000;
                r.cpuPercent = 90 + (i % 20);
                r.memoryBytes = (1000 + i % 300) << 20;
                r.networkRxBytes = i * 4096;
                r.networkTxBytes = i * 2048;
                r.blockReadBytes = i * 512;
                r.blockWriteBytes = i * 1024;
                r.gpus = 1;
                resources.append(r);
            }
        }
        fed += samples.size() + resources.size();
        metrics->addSamples(samples);
        metrics->addResources(resources);
    }
    const double seconds = clock.elapsed() / 1000.0;
    const qint64 held = heapInUse() - before;
    const qint64 counted = metrics->memoryBytes();

    int series = 0;
    bool complete = true;
    for (const QString &metric : metrics->metricNames()) {
        for (const QString &node : metrics->nodes(metric)) {
            ++series;
            complete = complete && metrics->series(node, metric)->pointCount() == Points;
        }
        ++series; // the mean
        complete = complete && metrics->meanSeries(metric)->pointCount() == Points;
    }
    for (const QString &node : metrics->resourceNodes()) {
        for (int r = 0; r < JobMetrics::ResourceCount; ++r) {
            const MetricSeries *s = metrics->resourceSeries(node, JobMetrics::Resource(r));
            if (!s)
                continue;
            ++series;
            // Rates start at the second sample.
            complete = complete && s->pointCount() >= Points - 1;
        }
    }
    const qint64 baseline = baselineOne * series;

    std::printf("chart memory: %d series (%d nodes x %d metrics + their means + %d resource "
                "series), %lld points each\n",
                series,
                Nodes,
                MetricsPerNode,
                Nodes * (JobMetrics::ResourceCount),
                Points);
    std::printf("  JobMetrics heap in use (mallinfo2): %.2f MiB; its own count: %.2f MiB\n",
                mib(held),
                mib(counted));
    std::printf("  baseline QList<QPointF> of the same points: %.2f MiB (%.2f MiB per series, "
                "measured)\n",
                mib(baseline),
                mib(baselineOne));
    std::printf("  ratio model/baseline: %.4f (%.0fx smaller)\n",
                double(held) / double(baseline),
                double(baseline) / double(std::max<qint64>(held, 1)));
    std::printf("  ingest: %lld samples in %.2f s (%.1f M samples/s)\n",
                fed,
                seconds,
                double(fed) / seconds / 1e6);
    std::printf(
        "  target: <= %.0f MiB held: %s\n", mib(LimitBytes), held <= LimitBytes ? "met" : "MISSED");
    if (!complete) {
        std::printf("  a series lost points\n");
        return 1;
    }
    return held <= LimitBytes && counted <= LimitBytes ? 0 : 1;
}
