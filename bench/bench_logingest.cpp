// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Ingest benchmark. Absolute: 4 steps x 1M lines of ~100 bytes written through
// LogWriter by 4 writer threads while a following LogView per step refreshes on a 16 ms timer
// (target >= 1 M lines/s), and `cat` of the same bytes to /dev/null for scale. Like with like
// (target >= 10x): the same 4 writer threads feeding 4 x L lines (L = 250,000, or
// TRAINDECK_BENCH_COMPARE_LINES) to 4 LogViews, and the same 4 threads feeding the same lines
// to 4 QPlainTextEdits (1,000 lines per appendPlainText, painted between, the threads doing
// the UTF-8 decoding); both runs end when every widget holds every line. No extrapolation.
// Exits 1 when a target is missed or a widget does not hold exactly the lines written.
// Temporary data lives under /tmp.
#include "libs/logs/logformat.h"
#include "libs/logs/logreader.h"
#include "libs/logs/logwriter.h"
#include "ui/logs/logview.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QPlainTextEdit>
#include <QPointer>
#include <QTemporaryDir>
#include <QTimer>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <thread>
#include <vector>

using namespace TrainDeck::Logs;
using namespace TrainDeck::Ui;

namespace {

constexpr int Steps = 4;
constexpr int LinesPerStep = 1'000'000;

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

/// The first `lines` lines of `bytes`.
QByteArray firstLines(const QByteArray &bytes, int lines)
{
    qsizetype end = 0;
    for (int i = 0; i < lines && end >= 0; ++i)
        end = bytes.indexOf('\n', end) + 1;
    return bytes.first(end);
}

/// TrainDeck: one LogWriter per step in its own thread (64 KB reads, as from a pipe) while a
/// following LogView per step refreshes every 16 ms. Seconds until every view shows every
/// line; -1 when a view does not end with exactly `linesPerStep` rows.
double traindeckRun(QApplication &app,
                    const std::vector<QByteArray> &data,
                    int linesPerStep,
                    const QString &dirPath,
                    qint64 *paints)
{
    std::vector<std::unique_ptr<LogReader>> readers;
    std::vector<std::unique_ptr<LogView>> views;
    for (int s = 0; s < Steps; ++s) {
        const QString step = QStringLiteral("node-%1").arg(s);
        readers.push_back(std::make_unique<LogReader>(LogReader::forStep(dirPath, step)));
        auto view = std::make_unique<LogView>();
        view->resize(900, 600);
        view->setSource(readers.back().get());
        view->show();
        views.push_back(std::move(view));
    }
    QTimer refresh;
    refresh.setInterval(16);
    *paints = 0;
    QObject::connect(&refresh, &QTimer::timeout, [&] {
        for (auto &v : views)
            v->refresh();
        ++*paints;
    });
    std::atomic<int> writersDone{0};
    QElapsedTimer clock;
    clock.start();
    refresh.start();
    std::vector<std::thread> writers;
    for (int s = 0; s < Steps; ++s) {
        writers.emplace_back([&, s] {
            auto w = LogWriter::openStep(dirPath, QStringLiteral("node-%1").arg(s)).value();
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
    bool exact = true;
    while (true) {
        app.processEvents(QEventLoop::AllEvents, 5);
        if (writersDone == Steps) {
            bool all = true;
            exact = true;
            for (auto &v : views) {
                v->refresh();
                all = all && v->rowCount() >= linesPerStep && v->isAtBottom();
                exact = exact && v->rowCount() == linesPerStep;
            }
            if (all)
                break;
        }
    }
    const double seconds = clock.nsecsElapsed() / 1e9;
    for (auto &t : writers)
        t.join();
    refresh.stop();
    return exact ? seconds : -1;
}

/// The same 4 threads handing the same lines, 1,000 per appendPlainText, to 4 QPlainTextEdits
/// on the GUI thread, which paints between appends. Seconds until every edit holds every line;
/// -1 when an edit does not end with exactly `linesPerStep` blocks.
double plainTextRun(QApplication &app, const std::vector<QByteArray> &data, int linesPerStep)
{
    std::vector<std::unique_ptr<QPlainTextEdit>> edits;
    for (int s = 0; s < Steps; ++s) {
        auto edit = std::make_unique<QPlainTextEdit>();
        edit->setReadOnly(true);
        edit->setLineWrapMode(QPlainTextEdit::NoWrap);
        edit->resize(900, 600);
        edit->show();
        edits.push_back(std::move(edit));
    }
    std::atomic<int> pending{0};
    std::atomic<int> producersDone{0};
    QElapsedTimer clock;
    clock.start();
    std::vector<std::thread> producers;
    for (int s = 0; s < Steps; ++s) {
        producers.emplace_back([&, s] {
            const QByteArray &bytes = data[size_t(s)];
            QPointer<QPlainTextEdit> edit = edits[size_t(s)].get();
            qsizetype at = 0;
            while (at < bytes.size()) {
                qsizetype end = at;
                for (int k = 0; k < 1000 && end < bytes.size(); ++k)
                    end = bytes.indexOf('\n', end) + 1;
                QString text = QString::fromUtf8(bytes.constData() + at, end - at - 1);
                at = end;
                ++pending;
                QMetaObject::invokeMethod(
                    edit,
                    [edit, text = std::move(text), &pending] {
                        edit->appendPlainText(text);
                        --pending;
                    },
                    Qt::QueuedConnection);
            }
            ++producersDone;
        });
    }
    while (producersDone < Steps || pending > 0)
        app.processEvents(QEventLoop::AllEvents, 5);
    app.processEvents(); // the last paint
    const double seconds = clock.nsecsElapsed() / 1e9;
    for (auto &t : producers)
        t.join();
    bool exact = true;
    for (auto &e : edits) {
        if (e->blockCount() != linesPerStep) {
            std::printf(
                "  QPlainTextEdit holds %d blocks, expected %d\n", e->blockCount(), linesPerStep);
            exact = false;
        }
    }
    return exact ? seconds : -1;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int compareLines = qEnvironmentVariableIntValue("TRAINDECK_BENCH_COMPARE_LINES") > 0
                                 ? qEnvironmentVariableIntValue("TRAINDECK_BENCH_COMPARE_LINES")
                                 : 250'000;
    std::printf("generating %d x %d lines...\n", Steps, LinesPerStep);
    std::vector<QByteArray> data;
    std::vector<QByteArray> compareData;
    qint64 totalBytes = 0;
    for (int s = 0; s < Steps; ++s) {
        data.push_back(makeLines(s, LinesPerStep));
        compareData.push_back(firstLines(data.back(), compareLines));
        totalBytes += data.back().size();
    }
    std::printf("  %.1f MB, %.1f bytes/line\n",
                totalBytes / 1e6,
                double(totalBytes) / (qint64(Steps) * LinesPerStep));
    bool sane = true;

    // --- Absolute: TrainDeck at full size.
    QTemporaryDir dir(QStringLiteral("/tmp/traindeck-bench-logingest-XXXXXX"));
    if (!dir.isValid())
        return 1;
    qint64 paints = 0;
    const double oursSec = traindeckRun(app, data, LinesPerStep, dir.path(), &paints);
    sane = sane && oursSec > 0;
    const double oursRate = qint64(Steps) * LinesPerStep / oursSec;
    std::printf("TrainDeck, 4 writers + 4 LogViews: %d lines in %.3f s = %.2f M lines/s (%lld "
                "view refresh ticks)\n",
                Steps * LinesPerStep,
                oursSec,
                oursRate / 1e6,
                paints);

    // --- cat of the same bytes: the physical limit, for scale.
    QStringList files;
    for (int s = 0; s < Steps; ++s)
        files << LogFormat::logFile(dir.path(), QStringLiteral("node-%1").arg(s));
    const QByteArray cmd = "cat " + files.join(QLatin1Char(' ')).toLocal8Bit() + " > /dev/null";
    (void)std::system(cmd.constData()); // warm the page cache
    QElapsedTimer clock;
    clock.start();
    if (std::system(cmd.constData()) != 0) {
        std::printf("ERROR: cat failed\n");
        sane = false;
    }
    const double catSec = clock.nsecsElapsed() / 1e9;
    const double catRate = qint64(Steps) * LinesPerStep / catSec;
    std::printf("cat to /dev/null: %.3f s = %.2f M lines/s\n", catSec, catRate / 1e6);

    // --- Like with like: 4 threads, 4 widgets, 4 x compareLines lines on both sides.
    QTemporaryDir compareDir(QStringLiteral("/tmp/traindeck-bench-logingest-XXXXXX"));
    if (!compareDir.isValid())
        return 1;
    qint64 comparePaints = 0;
    const double sameSec
        = traindeckRun(app, compareData, compareLines, compareDir.path(), &comparePaints);
    const double baseSec = plainTextRun(app, compareData, compareLines);
    sane = sane && sameSec > 0 && baseSec > 0;
    const double sameRate = qint64(Steps) * compareLines / sameSec;
    const double baseRate = qint64(Steps) * compareLines / baseSec;
    std::printf("like with like, 4 threads x %d lines each:\n", compareLines);
    std::printf("  TrainDeck 4 LogViews      : %.3f s = %.3f M lines/s\n", sameSec, sameRate / 1e6);
    std::printf("  4 QPlainTextEdits         : %.3f s = %.3f M lines/s\n", baseSec, baseRate / 1e6);

    const bool ingestMet = oursRate >= 1e6;
    const bool ratioMet = baseSec / sameSec >= 10;
    std::printf("\nRESULT ingest: %.2f M lines/s (target >= 1 M lines/s: %s)\n",
                oursRate / 1e6,
                ingestMet ? "met" : "MISSED");
    std::printf("RESULT ratio vs QPlainTextEdit, same work: %.1fx (target >= 10x: %s)\n",
                baseSec / sameSec,
                ratioMet ? "met" : "MISSED");
    std::printf(
        "RESULT ratio vs cat: %.2f (cat %.2f M lines/s)\n", oursRate / catRate, catRate / 1e6);
    if (!sane)
        std::printf("ERROR: a run did not end with exactly the lines written (see above)\n");
    return ingestMet && ratioMet && sane ? 0 : 1;
}
