// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Log UI benchmark: UI event-loop latency while 200,000 lines/s arrive into the
// store and a LogPane follows, against the same pane with nothing arriving (same run); resident
// memory with 10M lines stored and one pane open, against the process before opening it; find
// of a rare string across 10M lines, against `grep -F -c` of the same file (same run). Each
// timed figure is repeated and reported as median (min..max); targets are checked on the
// median. Exits 1 when a target is missed or a sanity check fails (lines written at the rate,
// the pane following, rows shown, matches found). Temporary data lives under /tmp.
#include "bench/latencyprobe.h"
#include "libs/logs/logformat.h"
#include "libs/logs/logreader.h"
#include "libs/logs/logsearch.h"
#include "libs/logs/logwriter.h"
#include "ui/logs/joblogpanes.h"
#include "ui/logs/logpane.h"
#include "ui/logs/logview.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

using namespace TrainDeck::Logs;
using namespace TrainDeck::Ui;
using TrainDeck::Bench::settle;
using TrainDeck::Bench::Spread;

namespace {

constexpr int RateLinesPerSec = 200'000;
constexpr int LatencySeconds = 5;
constexpr int Repeats = 3;
constexpr int FindRepeats = 5;
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

struct Latency
{
    double p99 = 0;
    double worst = 0;
    qint64 written = 0;
    qint64 rows = -1;
    bool following = false;
};

/// Event-loop lateness (a 1 ms precise timer) over LatencySeconds while a LogPane follows a
/// step; with `load`, a writer thread appends RateLinesPerSec lines/s meanwhile.
Latency latencyRun(QApplication &app, const QString &live, bool load)
{
    Latency out;
    const QByteArray block = makeLines(0, 1000); // 1,000 lines every 5 ms
    auto w = LogWriter::openStep(live, QStringLiteral("node-0")).value();
    (void)w->append(block, QDateTime::currentMSecsSinceEpoch()); // the pane has a step to show
    (void)w->flush();
    JobLogPanes panes(live);
    panes.setRefreshInterval(16);
    panes.resize(1000, 700);
    panes.show();
    settle(app, 200);
    std::atomic<bool> stop{false};
    std::atomic<qint64> written{1000};
    std::thread writer([&] {
        if (!load)
            return;
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
            written = 1000 + n;
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    });
    const TrainDeck::Bench::Lateness late = TrainDeck::Bench::probeLateness(app, LatencySeconds);
    stop = true;
    writer.join();
    settle(app, 300); // the pane catches up with the last lines
    out.p99 = late.p99;
    out.worst = late.worst;
    out.written = written;
    LogPane *pane = panes.pane(QStringLiteral("node-0"));
    out.rows = pane ? pane->view()->rowCount() : -1;
    out.following = pane && pane->view()->follow();
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir dir(QStringLiteral("/tmp/traindeck-bench-logui-XXXXXX"));
    if (!dir.isValid())
        return 1;

    // --- 1. Latency: loaded (200,000 lines/s arriving) and idle (same pane, nothing
    // arriving), alternated, Repeats times each.
    bool sane = true;
    Spread loadedP99, loadedMax, idleP99, idleMax;
    for (int r = 0; r < Repeats; ++r) {
        const Latency idle = latencyRun(app, dir.filePath(QStringLiteral("idle-%1").arg(r)), false);
        idleP99.add(idle.p99);
        idleMax.add(idle.worst);
        const Latency l = latencyRun(app, dir.filePath(QStringLiteral("live-%1").arg(r)), true);
        loadedP99.add(l.p99);
        loadedMax.add(l.worst);
        std::printf("latency run %d: %lld lines written in %d s (%.0f lines/s); view rows %lld, "
                    "following %s; p99 %.2f ms (idle %.2f ms)\n",
                    r + 1,
                    l.written,
                    LatencySeconds,
                    double(l.written) / LatencySeconds,
                    l.rows,
                    l.following ? "yes" : "no",
                    l.p99,
                    idle.p99);
        // The load was real and the pane kept up: at least 90% of the rate, every line shown.
        if (l.written < qint64(RateLinesPerSec) * LatencySeconds * 9 / 10 || l.rows != l.written
            || !l.following) {
            std::printf("ERROR: latency run %d: the writer or the pane fell behind\n", r + 1);
            sane = false;
        }
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
    if (rows != BigLines + 2) {
        std::printf("ERROR: the pane shows %lld rows, expected %lld\n", rows, BigLines + 2);
        sane = false;
    }
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
    Spread find, grep;
    std::optional<TrainDeck::Result<std::vector<qint64>>> foundRuns;
    const QString bigLog = LogFormat::logFile(bigDir, QStringLiteral("node-0"));
    for (int r = 0; r < FindRepeats; ++r) {
        clock.start();
        foundRuns = LogSearch::findLines(LogSearch::rangeOf(reader), query);
        find.add(clock.nsecsElapsed() / 1e9);
        // Baseline: grep -F -c of the same bytes, same page cache, same run.
        QProcess g;
        clock.restart();
        g.start(
            QStringLiteral("grep"),
            {QStringLiteral("-F"), QStringLiteral("-c"), QString::fromLatin1(RareString), bigLog});
        g.waitForFinished(-1);
        grep.add(clock.nsecsElapsed() / 1e9);
        if (g.readAllStandardOutput().trimmed() != "2") {
            std::printf("ERROR: grep did not count 2 lines in %s\n", qPrintable(bigLog));
            sane = false;
        }
    }
    const double findSec = find.median();
    const TrainDeck::Result<std::vector<qint64>> found = *foundRuns;
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
    const size_t paneMatches = pane ? pane->matches().size() : 0;
    if (!found || found->size() != 2 || !foundCi || foundCi->size() != 2 || paneMatches != 2) {
        std::printf("ERROR: the rare string is in 2 lines; the searches found %zu, %zu, %zu\n",
                    found ? found->size() : 0,
                    foundCi ? foundCi->size() : 0,
                    paneMatches);
        sane = false;
    }

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
    if (!foundColour || foundColour->size() != 2 || !foundAcross || foundAcross->size() != 2) {
        std::printf("ERROR: the coloured log has the rare string in 2 lines\n");
        sane = false;
    }

    const double p99 = loadedP99.median();
    const double worst = loadedMax.median();
    std::printf("\nRESULT UI latency at %d lines/s, %d runs: p99 %s, max %s; idle pane, same run: "
                "p99 %s, max %s; p99 ratio loaded/idle %.2fx\n",
                RateLinesPerSec,
                Repeats,
                loadedP99.text("ms").constData(),
                loadedMax.text("ms").constData(),
                idleP99.text("ms").constData(),
                idleMax.text("ms").constData(),
                idleP99.median() > 0 ? p99 / idleP99.median() : 0.0);
    std::printf("RESULT find, %d runs: TrainDeck %s, grep -F -c %s: %.2fx grep's time\n",
                FindRepeats,
                find.text("s").constData(),
                grep.text("s").constData(),
                findSec / grep.median());
    const bool latencyMet = p99 <= 16 && worst <= 50;
    const bool memoryMet = rssOpen <= 200;
    const bool findMet = findSec <= 1;
    std::printf(
        "\nRESULT UI latency at %d lines/s: p99 %.2f ms, max %.2f ms, medians (targets <= 16 "
        "ms, <= 50 ms: %s)\n",
        RateLinesPerSec,
        p99,
        worst,
        latencyMet ? "met" : "MISSED");
    std::printf(
        "RESULT resident memory, %lld lines, one pane open: %.1f MB, %.1f MB before opening it "
        "(after searching: %.1f MB; target <= 200 MB: %s)\n",
        BigLines,
        rssOpen,
        rssBefore,
        rssAfter,
        memoryMet ? "met" : "MISSED");
    std::printf("RESULT find of a rare string across %lld lines: %.3f s median (target <= 1 s: "
                "%s)\n",
                BigLines,
                findSec,
                findMet ? "met" : "MISSED");
    std::printf("RESULT the same in a coloured log (escapes on every line): %.3f s, %.2fx the "
                "plain log\n",
                colourSec,
                colourSec / findSec);
    if (!sane)
        std::printf("ERROR: a sanity check failed (see above)\n");
    return latencyMet && memoryMet && findMet && sane ? 0 : 1;
}
