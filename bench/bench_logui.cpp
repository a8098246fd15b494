// SPDX-License-Identifier: Apache-2.0
// Log UI benchmark (issue #6): UI event-loop latency while 200,000 lines/s arrive into the
// store and a LogPane follows; resident memory with 10M lines stored and one pane open; find
// of a rare string across 10M lines. Temporary data lives under /tmp.
#include "joblogpanes.h"
#include "logpane.h"
#include "logreader.h"
#include "logsearch.h"
#include "logview.h"
#include "logwriter.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

using namespace TrainDeck::Logs;

namespace {

constexpr int RateLinesPerSec = 200'000;
constexpr int LatencySeconds = 6;
constexpr qint64 BigLines = 10'000'000;
const char RareString[] = "NaN detected in grad of layer 17";

QByteArray makeLines(int from, int count)
{
    QByteArray out;
    out.reserve(qsizetype(count) * 101);
    char buf[160];
    for (int i = from; i < from + count; ++i) {
        const int n
            = std::snprintf(buf,
                            sizeof buf,
                            "2025-01-01T12:00:%02d.%03d INFO node-0 iter=%07d loss=%.6f lr=%.2e "
                            "tokens/s=%6d grad_norm=%.3f\n",
                            (i / 1000) % 60,
                            i % 1000,
                            i,
                            1.0 / (1 + i % 977),
                            3e-4,
                            10000 + i % 5000,
                            0.5 + (i % 89) / 100.0);
        out.append(buf, n);
    }
    return out;
}

double rssMb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return -1;
}

void settle(QApplication &app, int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        app.processEvents(QEventLoop::AllEvents, 10);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir dir(QStringLiteral("/tmp/traindeck-bench-logui-XXXXXX"));
    if (!dir.isValid())
        return 1;

    // --- 1. Latency: a writer thread appends 200,000 lines/s; a LogPane follows.
    double p99 = 0;
    double worst = 0;
    {
        const QString live = dir.filePath(QStringLiteral("live"));
        const QByteArray block = makeLines(0, 1000); // 1,000 lines every 5 ms
        auto w = LogWriter::openStep(live, QStringLiteral("node-0")).value();
        JobLogPanes panes(live);
        panes.setRefreshInterval(16);
        panes.resize(1000, 700);
        panes.show();
        settle(app, 200);
        std::atomic<bool> stop{false};
        std::atomic<qint64> written{0};
        std::thread writer([&] {
            QElapsedTimer t;
            t.start();
            qint64 n = 0;
            while (!stop) {
                // Keep to the rate: write what is due, then sleep a little.
                const qint64 due = t.elapsed() * RateLinesPerSec / 1000;
                while (n + 1000 <= due) {
                    (void)w->append(block, QDateTime::currentMSecsSinceEpoch());
                    n += 1000;
                }
                (void)w->flush();
                written = n;
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            }
        });
        std::vector<double> lateness;
        QElapsedTimer clock;
        clock.start();
        qint64 last = clock.nsecsElapsed();
        QTimer probe;
        probe.setTimerType(Qt::PreciseTimer);
        probe.setInterval(1);
        QObject::connect(&probe, &QTimer::timeout, [&] {
            const qint64 now = clock.nsecsElapsed();
            lateness.push_back(qMax(0.0, (now - last) / 1e6 - 1.0));
            last = now;
        });
        probe.start();
        while (clock.elapsed() < LatencySeconds * 1000)
            app.processEvents(QEventLoop::AllEvents, 5);
        probe.stop();
        stop = true;
        writer.join();
        std::sort(lateness.begin(), lateness.end());
        p99 = lateness.empty() ? 0 : lateness[size_t(double(lateness.size() - 1) * 0.99)];
        worst = lateness.empty() ? 0 : lateness.back();
        LogPane *pane = panes.pane(QStringLiteral("node-0"));
        std::printf("latency: %lld lines written in %d s (%.0f lines/s), %zu probe ticks; "
                    "view rows %lld, following %s\n",
                    qint64(written),
                    LatencySeconds,
                    double(written) / LatencySeconds,
                    lateness.size(),
                    pane ? pane->view()->rowCount() : -1,
                    pane && pane->view()->follow() ? "yes" : "no");
    }

    // --- 2. Memory: 10M lines stored, one pane open.
    const QString bigDir = dir.filePath(QStringLiteral("big"));
    {
        std::printf("writing %lld lines...\n", BigLines);
        auto w = LogWriter::openStep(bigDir, QStringLiteral("node-0")).value();
        const QByteArray block = makeLines(0, 1'000'000);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (qint64 b = 0; b < BigLines / 1'000'000; ++b) {
            (void)w->append(block, now + b);
            if (b == 3 || b == 7) // two rare lines, far apart
                (void)w->append(QByteArray("2025-01-01T12:00:00.000 ERROR ") + RareString + '\n',
                                now + b);
        }
        (void)w->flush();
    }
    const double rssBefore = rssMb();
    JobLogPanes panes(bigDir);
    panes.resize(1000, 700);
    panes.show();
    settle(app, 500);
    LogPane *pane = panes.pane(QStringLiteral("node-0"));
    const qint64 rows = pane ? pane->view()->rowCount() : -1;
    // Scroll around like a user: top, middle, bottom.
    if (pane) {
        pane->view()->scrollToLine(0);
        settle(app, 100);
        pane->view()->scrollToLine(rows / 2);
        settle(app, 100);
        pane->view()->jumpToLive();
        settle(app, 100);
    }
    const double rssOpen = rssMb();
    std::printf("memory: %lld lines in the pane; VmRSS %.1f MB before opening, %.1f MB with the "
                "pane open\n",
                rows,
                rssBefore,
                rssOpen);

    // --- 3. Find a rare string across 10M lines.
    LogReader reader = LogReader::forStep(bigDir, QStringLiteral("node-0"));
    reader.refresh();
    QElapsedTimer clock;
    const TrainDeck::Logs::LogSearchQuery query{QString::fromLatin1(RareString), true, false};
    clock.start();
    auto found = LogSearch::findLines(LogSearch::rangeOf(reader), query);
    const double findSec = clock.nsecsElapsed() / 1e9;
    const LogSearchQuery queryCi{QString::fromLatin1(RareString), false, false};
    clock.restart();
    auto foundCi = LogSearch::findLines(LogSearch::rangeOf(reader), queryCi);
    const double findCiSec = clock.nsecsElapsed() / 1e9;
    // The same through the pane (worker thread, UI stays live).
    double paneSec = -1;
    if (pane) {
        clock.restart();
        pane->setQuery(query);
        while (pane->isSearching())
            app.processEvents(QEventLoop::AllEvents, 5);
        paneSec = clock.nsecsElapsed() / 1e9;
    }
    std::printf("find: case-sensitive %.3f s (%zu matches), case-insensitive %.3f s (%zu matches), "
                "through LogPane %.3f s (%zu matches)\n",
                findSec,
                found ? found->size() : 0,
                findCiSec,
                foundCi ? foundCi->size() : 0,
                paneSec,
                pane ? pane->matches().size() : 0);
    const double rssAfter = rssMb();

    // --- 4. The same find in a coloured log (every line has escapes, as rich/loguru print):
    // such lines are searched as shown, escapes out, line by line.
    const QString colourDir = dir.filePath(QStringLiteral("colour"));
    {
        auto w = LogWriter::openStep(colourDir, QStringLiteral("node-0")).value();
        QByteArray block = makeLines(0, 1'000'000);
        block.replace(" INFO ", " \x1b[32mINFO\x1b[0m ");
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (qint64 b = 0; b < BigLines / 1'000'000; ++b) {
            (void)w->append(block, now + b);
            if (b == 3 || b == 7)
                (void)w->append(QByteArray("2025-01-01T12:00:00.000 \x1b[31mERROR\x1b[0m ")
                                    + RareString + '\n',
                                now + b);
        }
        (void)w->flush();
    }
    LogReader colourReader = LogReader::forStep(colourDir, QStringLiteral("node-0"));
    colourReader.refresh();
    clock.restart();
    auto foundColour = LogSearch::findLines(LogSearch::rangeOf(colourReader), query);
    const double colourSec = clock.nsecsElapsed() / 1e9;
    // Found across the escapes: "ERROR <rare>" is one run of text on screen.
    const LogSearchQuery acrossEscapes{
        QStringLiteral("ERROR ") + QString::fromLatin1(RareString), true, false};
    auto foundAcross = LogSearch::findLines(LogSearch::rangeOf(colourReader), acrossEscapes);
    std::printf("find in a coloured log: %.3f s (%zu matches; %zu across escapes); plain log "
                "%.3f s: %.2fx\n",
                colourSec,
                foundColour ? foundColour->size() : 0,
                foundAcross ? foundAcross->size() : 0,
                findSec,
                colourSec / findSec);

    std::printf("\nRESULT UI latency at %d lines/s: p99 %.2f ms, max %.2f ms (targets <= 16 ms, <= "
                "50 ms)\n",
                RateLinesPerSec,
                p99,
                worst);
    std::printf(
        "RESULT resident memory, %lld lines, one pane open: %.1f MB (after searching: %.1f MB; "
        "target <= 200 MB)\n",
        BigLines,
        rssOpen,
        rssAfter);
    std::printf("RESULT find of a rare string across %lld lines: %.3f s (target <= 1 s)\n",
                BigLines,
                findSec);
    std::printf("RESULT the same in a coloured log (escapes on every line): %.3f s, %.2fx the "
                "plain log\n",
                colourSec,
                colourSec / findSec);
    return 0;
}
