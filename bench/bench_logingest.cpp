// SPDX-License-Identifier: Apache-2.0
// Ingest benchmark (issue #6): 4 steps x 1M lines of ~100 bytes written through LogWriter
// while a following LogView per step refreshes on a 16 ms timer, against the same lines
// appended to QPlainTextEdit (1,000 lines per appendPlainText) and against `cat` of the
// same bytes to /dev/null. Temporary data lives under /tmp.
#include "logformat.h"
#include "logreader.h"
#include "logview.h"
#include "logwriter.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTimer>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <thread>
#include <vector>

using namespace TrainDeck::Logs;

namespace {

constexpr int Steps = 4;
constexpr int LinesPerStep = 1'000'000;
constexpr int BaselineCap = 200'000;

QByteArray makeLines(int step, int count)
{
    QByteArray out;
    out.reserve(qsizetype(count) * 101);
    char buf[160];
    for (int i = 0; i < count; ++i) {
        // About 100 bytes, like a training loop's progress line.
        const int n
            = std::snprintf(buf,
                            sizeof buf,
                            "2025-01-01T12:00:%02d.%03d INFO node-%d iter=%07d loss=%.6f lr=%.2e "
                            "tokens/s=%6d grad_norm=%.3f\n",
                            (i / 1000) % 60,
                            i % 1000,
                            step,
                            i,
                            1.0 / (1 + i % 977),
                            3e-4,
                            10000 + i % 5000,
                            0.5 + (i % 89) / 100.0);
        out.append(buf, n);
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTemporaryDir dir(QStringLiteral("/tmp/traindeck-bench-logingest-XXXXXX"));
    if (!dir.isValid())
        return 1;
    std::printf("generating %d x %d lines...\n", Steps, LinesPerStep);
    std::vector<QByteArray> data;
    qint64 totalBytes = 0;
    for (int s = 0; s < Steps; ++s) {
        data.push_back(makeLines(s, LinesPerStep));
        totalBytes += data.back().size();
    }
    std::printf("  %.1f MB, %.1f bytes/line\n",
                totalBytes / 1e6,
                double(totalBytes) / (qint64(Steps) * LinesPerStep));

    // --- TrainDeck: LogWriter per step (its own thread, 64 KB reads as from a pipe) + views.
    std::vector<std::unique_ptr<LogReader>> readers;
    std::vector<std::unique_ptr<LogView>> views;
    for (int s = 0; s < Steps; ++s) {
        const QString step = QStringLiteral("node-%1").arg(s);
        readers.push_back(std::make_unique<LogReader>(LogReader::forStep(dir.path(), step)));
        auto view = std::make_unique<LogView>();
        view->resize(900, 600);
        view->setSource(readers.back().get());
        view->show();
        views.push_back(std::move(view));
    }
    QTimer refresh;
    refresh.setInterval(16);
    qint64 paints = 0;
    QObject::connect(&refresh, &QTimer::timeout, [&] {
        for (auto &v : views)
            v->refresh();
        ++paints;
    });
    std::atomic<int> writersDone{0};
    QElapsedTimer clock;
    clock.start();
    refresh.start();
    std::vector<std::thread> writers;
    for (int s = 0; s < Steps; ++s) {
        writers.emplace_back([&, s] {
            auto w = LogWriter::openStep(dir.path(), QStringLiteral("node-%1").arg(s)).value();
            const QByteArray &bytes = data[size_t(s)];
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            for (qsizetype at = 0; at < bytes.size(); at += 65536)
                (void)w->append(
                    QByteArrayView(bytes).sliced(at, qMin<qsizetype>(65536, bytes.size() - at)),
                    now + at / 1000000);
            (void)w->flush();
            ++writersDone;
        });
    }
    // The run ends when every view shows every line.
    while (true) {
        app.processEvents(QEventLoop::AllEvents, 5);
        if (writersDone == Steps) {
            bool all = true;
            for (auto &v : views) {
                v->refresh();
                all = all && v->rowCount() == LinesPerStep && v->isAtBottom();
            }
            if (all)
                break;
        }
    }
    const double oursSec = clock.nsecsElapsed() / 1e9;
    for (auto &t : writers)
        t.join();
    refresh.stop();
    const double oursRate = qint64(Steps) * LinesPerStep / oursSec;
    std::printf("TrainDeck LogWriter + LogView: %d lines in %.3f s = %.2f M lines/s (%lld view "
                "refresh ticks)\n",
                Steps * LinesPerStep,
                oursSec,
                oursRate / 1e6,
                paints);

    // --- cat of the same bytes: the physical limit.
    QStringList files;
    for (int s = 0; s < Steps; ++s)
        files << LogFormat::logFile(dir.path(), QStringLiteral("node-%1").arg(s));
    const QByteArray cmd = "cat " + files.join(QLatin1Char(' ')).toLocal8Bit() + " > /dev/null";
    (void)std::system(cmd.constData()); // warm the page cache
    clock.restart();
    if (std::system(cmd.constData()) != 0)
        std::printf("cat failed\n");
    const double catSec = clock.nsecsElapsed() / 1e9;
    const double catRate = qint64(Steps) * LinesPerStep / catSec;
    std::printf("cat to /dev/null: %.3f s = %.2f M lines/s\n", catSec, catRate / 1e6);

    // --- Baseline: QPlainTextEdit::appendPlainText, 1,000 lines per append, painted between.
    views.clear();
    QPlainTextEdit edit;
    edit.setReadOnly(true);
    edit.setLineWrapMode(QPlainTextEdit::NoWrap);
    edit.resize(900, 600);
    edit.show();
    const QByteArray &bytes = data[0];
    qsizetype at = 0;
    int baselineLines = 0;
    clock.restart();
    while (baselineLines < BaselineCap && baselineLines < qint64(Steps) * LinesPerStep) {
        qsizetype end = at;
        for (int k = 0; k < 1000; ++k)
            end = bytes.indexOf('\n', end) + 1;
        edit.appendPlainText(QString::fromUtf8(bytes.constData() + at, end - at - 1));
        at = end;
        baselineLines += 1000;
        app.processEvents();
    }
    const double baseSec = clock.nsecsElapsed() / 1e9;
    const double baseRate = baselineLines / baseSec;
    std::printf("QPlainTextEdit baseline: %d lines in %.3f s = %.3f M lines/s "
                "(capped at %d lines; extrapolated to %d lines: %.1f s)\n",
                baselineLines,
                baseSec,
                baseRate / 1e6,
                BaselineCap,
                Steps * LinesPerStep,
                qint64(Steps) * LinesPerStep / baseRate);

    std::printf("\nRESULT ingest: %.2f M lines/s (target >= 1 M lines/s)\n", oursRate / 1e6);
    std::printf("RESULT ratio vs QPlainTextEdit: %.1fx (target >= 10x)\n", oursRate / baseRate);
    std::printf(
        "RESULT ratio vs cat: %.2f (cat %.2f M lines/s)\n", oursRate / catRate, catRate / 1e6);
    return 0;
}
