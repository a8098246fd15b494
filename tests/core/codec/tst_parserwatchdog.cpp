// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// ParserWatchdog: a parser that never returns is stopped at the limit and reported, one that
// returns or throws is let through, one that crashes is reported; and a YAML document that
// loops yaml-cpp 0.7 forever (found by fuzzing) comes back as a clear error in time.
#include "core/catalog/runtimecatalog.h"
#include "core/codec/document.h"
#include "core/codec/parserwatchdog.h"

#include <QElapsedTimer>
#include <QTest>

#include <csignal>
#include <stdexcept>

using namespace TrainDeck;
using namespace std::chrono_literals;

class TestParserWatchdog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void outcomes()
    {
        QCOMPARE(ParserWatchdog::run([] {}), ParserWatchdog::Outcome::Finished);
        QCOMPARE(ParserWatchdog::run([] { throw std::runtime_error("bad"); }),
                 ParserWatchdog::Outcome::Finished);
        QCOMPARE(ParserWatchdog::run([] { std::raise(SIGSEGV); }),
                 ParserWatchdog::Outcome::Crashed);
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(ParserWatchdog::run(
                     [] {
                         volatile int spin = 0;
                         while (spin == 0) {}
                     },
                     300ms),
                 ParserWatchdog::Outcome::TimedOut);
        QVERIFY2(timer.elapsed() >= 300 && timer.elapsed() < 3000,
                 qPrintable(QString::number(timer.elapsed())));
    }

    void hangingYamlIsAnError()
    {
        // Flow collections left open across lines, then aliases: yaml-cpp 0.7 never returns.
        QFile f(QStringLiteral(TRAINDECK_SOURCE_DIR
                               "/tests/core/codec/data/bad/yamlcpp-hang-open-flow-aliases.yaml"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(ParserWatchdog::isEnabled());
        QElapsedTimer timer;
        timer.start();
        const auto docs = Document::parseAll(f.readAll(), f.fileName());
        QVERIFY(!docs.ok());
        QVERIFY2(docs.error().message.contains(QStringLiteral("did not finish")),
                 qPrintable(docs.error().message));
        QVERIFY(timer.elapsed() < 30000);
        // Only files from outside pay for a child: TrainDeck's own (the bundled runtimes,
        // the job files a backend kept) are read directly.
        const auto runs = ParserWatchdog::runCount();
        QVERIFY(Document::parse("a: 1\n", QStringLiteral("kept.yaml"), Document::Origin::Own).ok());
        QVERIFY(RuntimeCatalog::bundled().find(QStringLiteral("torch-distributed")));
        QCOMPARE(ParserWatchdog::runCount(), runs);
        // Good documents from outside still parse, with their positions.
        const auto good = Document::parse("a: 1\nb: [x, y]\n", QStringLiteral("good.yaml"));
        QVERIFY(good.ok());
        QCOMPARE(good->position(QStringLiteral("b")).line, 2);
        QCOMPARE(ParserWatchdog::runCount(), runs + 1);
    }

    void limitIsWhatReadersGiveAndSay()
    {
        // The fuzz replay of the hangs found shortens the limit: the readers of outside files
        // stop at it, and their message says it.
        QCOMPARE(ParserWatchdog::limit(), ParserWatchdog::DefaultLimit);
        QFile f(QStringLiteral(TRAINDECK_SOURCE_DIR
                               "/tests/core/codec/data/bad/yamlcpp-hang-open-flow-aliases.yaml"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        ParserWatchdog::setLimit(500ms);
        QElapsedTimer timer;
        timer.start();
        const auto docs = Document::parseAll(f.readAll(), f.fileName());
        const qint64 took = timer.elapsed();
        ParserWatchdog::setLimit(ParserWatchdog::DefaultLimit);
        QVERIFY(!docs.ok());
        QVERIFY2(docs.error().message.contains(QStringLiteral("did not finish reading this file "
                                                              "within 0.5 s")),
                 qPrintable(docs.error().message));
        QVERIFY2(took >= 500 && took < ParserWatchdog::DefaultLimit.count(),
                 qPrintable(QString::number(took)));
        QCOMPARE(ParserWatchdog::limit(), ParserWatchdog::DefaultLimit);
    }
};

QTEST_GUILESS_MAIN(TestParserWatchdog)
#include "tst_parserwatchdog.moc"
