// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Find and filter equal a brute-force scan, synchronously and in the worker.
#include "libs/logs/logline.h"
#include "libs/logs/logreader.h"
#include "libs/logs/logsearch.h"
#include "libs/logs/logwriter.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Logs;

namespace {

std::vector<qint64> bruteForce(const LogReader &r, const LogSearchQuery &q)
{
    std::vector<qint64> out;
    QRegularExpression re(q.pattern,
                          q.caseSensitive ? QRegularExpression::NoPatternOption
                                          : QRegularExpression::CaseInsensitiveOption);
    for (qint64 i = 0; i < r.lineCount(); ++i) {
        // Coloured lines are searched as shown, without their escapes.
        const QByteArray bytes = r.line(i).toByteArray();
        const QString text
            = QString::fromUtf8(bytes.contains('\x1b') ? LogLine::stripEscapes(bytes) : bytes);
        const bool hit
            = q.regex ? re.match(text).hasMatch()
                      : text.contains(q.pattern,
                                      q.caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive);
        if (hit)
            out.push_back(i);
    }
    return out;
}

QByteArray randomLog(quint32 seed, int lines)
{
    QRandomGenerator rng(seed);
    // A small alphabet so that patterns hit often; invalid UTF-8, \r\n and a 2-byte letter.
    const QList<QByteArray> atoms{"a",
                                  "b",
                                  "A",
                                  "B",
                                  "ab",
                                  "Ab",
                                  "x",
                                  " ",
                                  "\xff",
                                  "\xc3\xa9",
                                  "\xc3\x89",
                                  "err",
                                  "ERR",
                                  "\t",
                                  "\r",
                                  // Colours that split words, and one that looks like text.
                                  "\x1b[32m",
                                  "\x1b[0m",
                                  "\x1b[1;31mERR\x1b[0m",
                                  "\x1b]0;ab\x07"};
    QByteArray out;
    for (int i = 0; i < lines; ++i) {
        const int n = rng.bounded(0, 30);
        for (int k = 0; k < n; ++k)
            out += atoms[rng.bounded(int(atoms.size()))];
        out += rng.bounded(5) == 0 ? "\r\n" : "\n";
        if (rng.bounded(50) == 0)
            out += QByteArray(rng.bounded(1, 20000), 'b') + "ab\n"; // long lines cross chunks
    }
    out += "trailing ab";
    return out;
}

} // namespace

class TestLogSearch : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<LogReader> m_reader;

private Q_SLOTS:
    void initTestCase()
    {
        auto w = LogWriter::openStep(m_dir.path(), QStringLiteral("node-0"));
        QVERIFY(w);
        QVERIFY((*w)->append(randomLog(42, 20000), 1));
        QVERIFY((*w)->flush());
        m_reader = std::make_unique<LogReader>(
            LogReader::forStep(m_dir.path(), QStringLiteral("node-0")));
        QVERIFY(m_reader->refresh() > 20000);
    }

    void equalsBruteForce_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<bool>("caseSensitive");
        QTest::addColumn<bool>("regex");
        for (bool cs : {false, true}) {
            const char *c = cs ? "cs" : "ci";
            QTest::addRow("ab %s", c) << QStringLiteral("ab") << cs << false;
            QTest::addRow("aBa %s", c) << QStringLiteral("aBa") << cs << false;
            QTest::addRow("err x %s", c) << QStringLiteral("err x") << cs << false;
            QTest::addRow("single %s", c) << QStringLiteral("x") << cs << false;
            QTest::addRow("e acute %s", c) << QStringLiteral("\u00e9") << cs << false;
            QTest::addRow("replacement %s", c) << QStringLiteral("a\uFFFD") << cs << false;
            QTest::addRow("tab %s", c) << QStringLiteral("\tb") << cs << false;
            QTest::addRow("regex alt %s", c) << QStringLiteral("err|ab{3}") << cs << true;
            QTest::addRow("regex anchors %s", c) << QStringLiteral("^a.*b$") << cs << true;
            QTest::addRow("regex e acute %s", c) << QStringLiteral("\u00e9 ?x") << cs << true;
            QTest::addRow("absent %s", c) << QStringLiteral("zzz") << cs << false;
            QTest::addRow("long run %s", c)
                << QStringLiteral("bbbbbbbbbbbbbbbbbbbbab") << cs << false;
        }
    }

    void equalsBruteForce()
    {
        QFETCH(QString, pattern);
        QFETCH(bool, caseSensitive);
        QFETCH(bool, regex);
        const LogSearchQuery q{pattern, caseSensitive, regex};
        const std::vector<qint64> expected = bruteForce(*m_reader, q);
        Result<std::vector<qint64>> got = LogSearch::findLines(LogSearch::rangeOf(*m_reader), q);
        QVERIFY(got);
        QCOMPARE(*got, expected);
        // From the middle: the same tail of results.
        const qint64 from = m_reader->lineCount() / 2;
        got = LogSearch::findLines(LogSearch::rangeOf(*m_reader, from), q);
        QVERIFY(got);
        std::vector<qint64> tail;
        for (qint64 l : expected)
            if (l >= from)
                tail.push_back(l);
        QCOMPARE(*got, tail);
        for (qint64 l : expected)
            QVERIFY(LogSearch::matches(m_reader->line(l), q));
    }

    void colouredLinesAreSearchedAsShown()
    {
        QTemporaryDir dir;
        auto w = LogWriter::openStep(dir.path(), QStringLiteral("node-0"));
        QVERIFY(w);
        QVERIFY((*w)->append("plain loss 0.5\n"
                             "\x1b[32mINFO\x1b[0m loss \x1b[1m0.5\x1b[0m\n"
                             "no colour here\n"
                             "\x1b[31mred\x1b[0m\n",
                             1));
        QVERIFY((*w)->flush());
        LogReader reader = LogReader::forStep(dir.path(), QStringLiteral("node-0"));
        QCOMPARE(reader.refresh(), 4);
        const auto find = [&](const char *pattern, bool regex = false) {
            const auto r = LogSearch::findLines(LogSearch::rangeOf(reader),
                                                {QString::fromLatin1(pattern), false, regex});
            return r ? *r : std::vector<qint64>{-1};
        };
        QCOMPARE(find("loss 0.5"), (std::vector<qint64>{0, 1}));
        QCOMPARE(find("INFO loss"), (std::vector<qint64>{1}));
        QCOMPARE(find("^red$", true), (std::vector<qint64>{3}));
        QCOMPARE(find("32m"), std::vector<qint64>{}); // only in an escape
        QCOMPARE(find("colour"), (std::vector<qint64>{2}));
    }

    void invalidRegexIsAnError()
    {
        const auto got = LogSearch::findLines(LogSearch::rangeOf(*m_reader),
                                              {QStringLiteral("(ab"), true, true});
        QVERIFY(!got);
        QCOMPARE(got.error().kind, Error::Kind::Validation);
    }

    void progressAndCancel()
    {
        int calls = 0;
        const auto got = LogSearch::findLines(LogSearch::rangeOf(*m_reader),
                                              {QStringLiteral("ab"), true, false},
                                              [&](qint64 done, qint64 total) {
                                                  ++calls;
                                                  return done <= total && false;
                                              });
        QVERIFY(!got);
        QCOMPARE(got.error().kind, Error::Kind::Cancelled);
        QCOMPARE(calls, 1);
    }

    void runsInTheWorker()
    {
        LogSearch search;
        QSignalSpy finished(&search, &LogSearch::finished);
        QVERIFY(finished.isValid());
        const LogSearchQuery q{QStringLiteral("err"), false, false};
        search.start({LogSearch::rangeOf(*m_reader), LogSearch::rangeOf(*m_reader, 100)}, q);
        QVERIFY(search.isRunning());
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(finished[0][0].toBool(), true);
        QCOMPARE(search.results().size(), size_t(2));
        QCOMPARE(search.results()[0], bruteForce(*m_reader, q));
        QVERIFY(!search.isRunning());
        // A search started over a running one replaces it: one finished() for the last.
        finished.clear();
        search.start({LogSearch::rangeOf(*m_reader)}, {QStringLiteral("ab"), true, false});
        search.start({LogSearch::rangeOf(*m_reader)}, {QStringLiteral("x"), true, false});
        QTRY_COMPARE(finished.size(), 1);
        QTest::qWait(50);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(search.query().pattern, QStringLiteral("x"));
        QCOMPARE(search.results()[0], bruteForce(*m_reader, {QStringLiteral("x"), true, false}));
    }
};

QTEST_GUILESS_MAIN(TestLogSearch)
#include "tst_logsearch.moc"
