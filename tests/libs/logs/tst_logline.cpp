// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Line parsing for the log view: ANSI colours, tqdm collapse, severity, JSON.
#include "libs/logs/logline.h"

#include <QTest>

using namespace TrainDeck::Logs;

class TestLogLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void carriageReturns_data()
    {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<QByteArray>("out");
        QTest::addRow("none") << QByteArray("plain") << QByteArray("plain");
        QTest::addRow("tqdm") << QByteArray("a\rb\rc") << QByteArray("c");
        QTest::addRow("trailing cr") << QByteArray("10%\r100%\r") << QByteArray("100%");
        QTest::addRow("only crs") << QByteArray("\r\r") << QByteArray("");
        QTest::addRow("leading cr") << QByteArray("\rdone") << QByteArray("done");
        QTest::addRow("empty") << QByteArray() << QByteArray();
    }

    void carriageReturns()
    {
        QFETCH(QByteArray, in);
        QFETCH(QByteArray, out);
        QCOMPARE(LogLine::collapseCarriageReturns(in).toByteArray(), out);
    }

    void ansiColours()
    {
        const StyledLine l
            = LogLine::parseAnsi("\x1b[31mred\x1b[0m plain \x1b[1;92mbold green\x1b[22m!\x1b[39m.");
        QCOMPARE(l.text, QStringLiteral("red plain bold green!."));
        QCOMPARE(l.spans.size(), 3);
        QCOMPARE(l.spans[0], (LogSpan{0, 3, 1, false}));
        QCOMPARE(l.spans[1], (LogSpan{10, 10, 10, true}));
        QCOMPARE(l.spans[2], (LogSpan{20, 1, 10, false}));
    }

    void ansiOtherEscapesAreStripped_data()
    {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<QString>("text");
        QTest::addRow("erase line") << QByteArray("\x1b[2Kabc") << QStringLiteral("abc");
        QTest::addRow("cursor") << QByteArray("a\x1b[10;20Hb\x1b[?25lc") << QStringLiteral("abc");
        QTest::addRow("osc title bel") << QByteArray("\x1b]0;title\x07x") << QStringLiteral("x");
        QTest::addRow("osc st") << QByteArray("\x1b]8;;http://x\x1b\\link")
                                << QStringLiteral("link");
        QTest::addRow("charset") << QByteArray("\x1b(Bq") << QStringLiteral("q");
        QTest::addRow("two byte") << QByteArray("\x1b"
                                                "7z")
                                  << QStringLiteral("z");
        QTest::addRow("lone esc at end") << QByteArray("z\x1b") << QStringLiteral("z");
        QTest::addRow("unfinished csi") << QByteArray("z\x1b[31") << QStringLiteral("z");
        QTest::addRow("bel and backspace") << QByteArray("a\x07"
                                                         "b\x08")
                                           << QStringLiteral("ab");
        QTest::addRow("256 colour") << QByteArray("\x1b[38;5;200mx") << QStringLiteral("x");
        QTest::addRow("truecolour") << QByteArray("\x1b[38;2;1;2;3mx") << QStringLiteral("x");
        QTest::addRow("tab") << QByteArray("ab\tc") << QStringLiteral("ab      c");
        QTest::addRow("invalid utf8") << QByteArray("a\xff"
                                                    "b")
                                      << QStringLiteral("a\uFFFDb");
        QTest::addRow("utf8") << QByteArray("caf\xc3\xa9") << QStringLiteral("caf\u00e9");
    }

    void ansiOtherEscapesAreStripped()
    {
        QFETCH(QByteArray, in);
        QFETCH(QString, text);
        QCOMPARE(LogLine::parseAnsi(in).text, text);
    }

    // What find and filter search in a coloured line: the same escapes go, nothing else.
    void stripEscapesKeepsEveryOtherByte_data()
    {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<QByteArray>("out");
        QTest::addRow("none") << QByteArray("a\tb\rc\xff") << QByteArray("a\tb\rc\xff");
        QTest::addRow("colours") << QByteArray("\x1b[32mINFO\x1b[0m loss \x1b[1m0.5\x1b[0m")
                                 << QByteArray("INFO loss 0.5");
        QTest::addRow("osc bel") << QByteArray("\x1b]0;title\x07x") << QByteArray("x");
        QTest::addRow("osc st") << QByteArray("\x1b]8;;http://x\x1b\\link") << QByteArray("link");
        QTest::addRow("charset") << QByteArray("\x1b(Bq") << QByteArray("q");
        QTest::addRow("lone esc at end") << QByteArray("z\x1b") << QByteArray("z");
        QTest::addRow("unfinished csi") << QByteArray("z\x1b[31") << QByteArray("z");
        QTest::addRow("control bytes kept") << QByteArray("a\x07\x1b[Kb\x08")
                                            << QByteArray("a\x07"
                                                          "b\x08");
    }

    void stripEscapesKeepsEveryOtherByte()
    {
        QFETCH(QByteArray, in);
        QFETCH(QByteArray, out);
        QCOMPARE(LogLine::stripEscapes(in), out);
        // Byte by byte: every prefix strips to a prefix of the whole, with no ESC left.
        for (qsizetype cut = 0; cut <= in.size(); ++cut) {
            const QByteArray part = LogLine::stripEscapes(QByteArrayView(in).first(cut));
            QVERIFY2(!part.contains('\x1b'), qPrintable(QString::number(cut)));
            QVERIFY2(out.startsWith(part), qPrintable(QString::number(cut)));
        }
    }

    void ansiEveryPrefixIsSane()
    {
        // Cut a line at every byte (a line the writer has not finished): never an escape
        // byte in the text, spans always inside it.
        const QByteArray in("\x1b[1;31mERROR\x1b[0m \x1b]0;t\x07"
                            "caf\xc3\xa9 \x1b[38;5;3m50%\x1b[K\r\x1b[32mdone\x1b[0m");
        for (qsizetype cut = 0; cut <= in.size(); ++cut) {
            const StyledLine l = LogLine::render(QByteArrayView(in).first(cut));
            QVERIFY2(!l.text.contains(QChar(0x1b)), qPrintable(QString::number(cut)));
            for (const LogSpan &s : l.spans) {
                QVERIFY(s.start >= 0 && s.length > 0);
                QVERIFY(s.start + s.length <= l.text.size());
            }
        }
        const StyledLine full = LogLine::render(in);
        QCOMPARE(full.text, QStringLiteral("done"));
        QCOMPARE(full.spans, (QList<LogSpan>{{0, 4, 2, false}}));
    }

    void severity_data()
    {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<Severity>("severity");
        QTest::addRow("error token") << QByteArray("2024-01-01 ERROR boom") << Severity::Error;
        QTest::addRow("python warning") << QByteArray("WARNING:root:careful") << Severity::Warning;
        QTest::addRow("warn bracket") << QByteArray("[WARN] x") << Severity::Warning;
        QTest::addRow("info") << QByteArray("INFO: started") << Severity::Info;
        QTest::addRow("debug") << QByteArray("DEBUG x") << Severity::Debug;
        QTest::addRow("critical") << QByteArray("CRITICAL oops") << Severity::Critical;
        QTest::addRow("fatal") << QByteArray("F FATAL x") << Severity::Critical;
        QTest::addRow("part of word") << QByteArray("NOERRORS here") << Severity::None;
        QTest::addRow("lower case word") << QByteArray("0 errors, info only") << Severity::None;
        QTest::addRow("traceback")
            << QByteArray("Traceback (most recent call last):") << Severity::Error;
        QTest::addRow("json level")
            << QByteArray(R"({"msg":"x","level":"warning"})") << Severity::Warning;
        QTest::addRow("json severity") << QByteArray(R"( {"severity":"ERROR"})") << Severity::Error;
        QTest::addRow("json levelname")
            << QByteArray(R"({"levelname":"DEBUG"})") << Severity::Debug;
        QTest::addRow("json no level") << QByteArray(R"({"msg":"INFO inside"})") << Severity::Info;
        QTest::addRow("logfmt") << QByteArray("ts=1 level=error msg=x") << Severity::Error;
        QTest::addRow("logfmt quoted") << QByteArray("level=\"info\" x") << Severity::Info;
        QTest::addRow("plain") << QByteArray("epoch 1 loss 0.5") << Severity::None;
        QTest::addRow("empty") << QByteArray() << Severity::None;
    }

    void severity()
    {
        QFETCH(QByteArray, in);
        QFETCH(Severity, severity);
        QCOMPARE(LogLine::severity(in), severity);
    }

    void prettyJson()
    {
        const auto p = LogLine::prettyJson(R"( {"a":1,"b":[true,null]} )");
        QVERIFY(p);
        QVERIFY(p->contains(QStringLiteral("\n")));
        QVERIFY(p->contains(QStringLiteral("\"a\": 1")));
        QVERIFY(!LogLine::prettyJson("not json"));
        QVERIFY(!LogLine::prettyJson("{broken"));
        QVERIFY(!LogLine::prettyJson(""));
        QVERIFY(LogLine::prettyJson("[1,2]"));
    }
};

QTEST_GUILESS_MAIN(TestLogLine)
#include "tst_logline.moc"
