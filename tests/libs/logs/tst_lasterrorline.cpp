// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The line a failure notification quotes: the final exception line of the last Python
// traceback (chained ones included, frames never), or the last Error/Critical line, whichever
// comes last; from bytes, from a LogSource and from a step's files written by a real python3.
#include "libs/logs/lasterrorline.h"
#include "libs/logs/logformat.h"
#include "libs/logs/logreader.h"
#include "libs/logs/logwriter.h"

#include <QDateTime>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck::Logs;

namespace {

// Captured from python3 (Debian 12, 3.11): `raise ... from e` after a logged ERROR line.
const QByteArray ChainedFrom = "2026-11-24 19:42:57,132 INFO epoch 1 loss=0.5\n"
                               "2026-11-24 19:42:57,136 ERROR ERROR in frame would not count\n"
                               "Traceback (most recent call last):\n"
                               "  File \"/tmp/x/a.py\", line 10, in <module>\n"
                               "    shape(2)\n"
                               "  File \"/tmp/x/a.py\", line 8, in shape\n"
                               "    raise ValueError(\"bad shape: expected 3, got %d\" % x)\n"
                               "ValueError: bad shape: expected 3, got 2\n"
                               "\n"
                               "The above exception was the direct cause of the following "
                               "exception:\n"
                               "\n"
                               "Traceback (most recent call last):\n"
                               "  File \"/tmp/x/a.py\", line 12, in <module>\n"
                               "    raise RuntimeError(\"ERROR while loading batch\") from e\n"
                               "RuntimeError: ERROR while loading batch\n";

// Captured from python3: an exception while handling another, with 3.11's caret line.
const QByteArray DuringHandling
    = "Traceback (most recent call last):\n"
      "  File \"/tmp/x/b.py\", line 4, in <module>\n"
      "    f(\"b\")\n"
      "  File \"/tmp/x/b.py\", line 2, in f\n"
      "    return {\"a\": 1}[x]\n"
      "           ~~~~~~~~^^^\n"
      "KeyError: 'b'\n"
      "\n"
      "During handling of the above exception, another exception occurred:\n"
      "\n"
      "Traceback (most recent call last):\n"
      "  File \"/tmp/x/b.py\", line 6, in <module>\n"
      "    int(\"nope\")\n"
      "ValueError: invalid literal for int() with base 10: 'nope'\n";

LastErrorLine::Found at(qint64 line, const char *text)
{
    return {line, QString::fromUtf8(text)};
}

} // namespace

class TestLastErrorLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chainedTracebackGivesTheLastException()
    {
        const auto found = LastErrorLine::find(ChainedFrom);
        QVERIFY(found.has_value());
        QCOMPARE(*found, at(14, "RuntimeError: ERROR while loading batch"));
    }

    void duringHandlingGivesTheLastException()
    {
        const auto found = LastErrorLine::find(DuringHandling);
        QVERIFY(found.has_value());
        QCOMPARE(*found, at(13, "ValueError: invalid literal for int() with base 10: 'nope'"));
    }

    void framesNeverCount()
    {
        // The frame's source line says ERROR; the exception line is what is quoted.
        const QByteArray log = "Traceback (most recent call last):\n"
                               "  File \"t.py\", line 3, in <module>\n"
                               "    log.error(\"ERROR here\"); raise KeyError(1)\n"
                               "KeyError: 1\n";
        const auto found = LastErrorLine::find(log);
        QVERIFY(found.has_value());
        QCOMPARE(*found, at(3, "KeyError: 1"));
    }

    void laterErrorLineWins()
    {
        const QByteArray log = DuringHandling
                               + "2026-11-24T10:00:00Z ERROR launcher: node-0 exited with code 1\n"
                                 "INFO cleaning up\n";
        const auto found = LastErrorLine::find(log);
        QVERIFY(found.has_value());
        QCOMPARE(*found, at(14, "2026-11-24T10:00:00Z ERROR launcher: node-0 exited with code 1"));
    }

    void severityShapes_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<qint64>("line");
        QTest::addColumn<QString>("text");
        QTest::newRow("json level")
            << QByteArray("{\"level\":\"info\",\"msg\":\"ok\"}\n"
                          "{\"level\":\"error\",\"msg\":\"disk full\"}\n"
                          "{\"level\":\"info\",\"msg\":\"bye\"}\n")
            << qint64(1) << QStringLiteral("{\"level\":\"error\",\"msg\":\"disk full\"}");
        QTest::newRow("logfmt") << QByteArray("level=info msg=start\nlevel=fatal msg=\"oom\"\n")
                                << qint64(1) << QStringLiteral("level=fatal msg=\"oom\"");
        QTest::newRow("critical, ANSI coloured, CRLF")
            << QByteArray("\x1b[32mINFO\x1b[0m fine\r\n\x1b[31mCRITICAL\x1b[0m  NCCL timeout  \r\n"
                          "done\r\n")
            << qint64(1) << QStringLiteral("CRITICAL  NCCL timeout");
        QTest::newRow("tqdm redraw then error")
            << QByteArray("train: 10%\rtrain: 20%\rERROR: loader died\nnext\n") << qint64(0)
            << QStringLiteral("ERROR: loader died");
        QTest::newRow("warnings are not errors")
            << QByteArray("WARNING low memory\nERROR one\nWARNING two\n") << qint64(1)
            << QStringLiteral("ERROR one");
        QTest::newRow("launcher prefix cut")
            << QByteArray("[rank0]: Traceback (most recent call last):\n"
                          "[rank0]:   File \"/w/train.py\", line 4, in <module>\n"
                          "[rank0]:     raise ValueError(\"bad shape\")\n"
                          "[rank1]: still training\n"
                          "[rank0]: ValueError: bad shape\n")
            << qint64(4) << QStringLiteral("ValueError: bad shape");
        QTest::newRow("traceback cut off at the end gives its header")
            << QByteArray("ERROR earlier\nTraceback (most recent call last):\n"
                          "  File \"x.py\", line 1, in <module>\n")
            << qint64(1) << QStringLiteral("Traceback (most recent call last):");
        QTest::newRow("no trailing newline")
            << QByteArray("ok\nTraceback (most recent call last):\n  File \"x\", line 1\n"
                          "OSError: [Errno 28] No space left on device")
            << qint64(3) << QStringLiteral("OSError: [Errno 28] No space left on device");
    }

    void severityShapes()
    {
        QFETCH(QByteArray, log);
        QFETCH(qint64, line);
        QFETCH(QString, text);
        const auto found = LastErrorLine::find(log);
        QVERIFY(found.has_value());
        QCOMPARE(found->line, line);
        QCOMPARE(found->text, text);
    }

    void nothingToQuote()
    {
        QVERIFY(!LastErrorLine::find(QByteArray()).has_value());
        QVERIFY(
            !LastErrorLine::find(QByteArray("epoch 1\nepoch 2\nValueError-free\n")).has_value());
        // "error" in lower case inside prose is not a level.
        QVERIFY(!LastErrorLine::find(QByteArray("mean error 0.3\n")).has_value());
    }

    void onlyTheLastLinesAreRead()
    {
        QByteArray log = "ERROR early\n";
        for (int i = 0; i < 10; ++i)
            log += "fine\n";
        QCOMPARE(LastErrorLine::find(log, 11)->text, QStringLiteral("ERROR early"));
        QVERIFY(!LastErrorLine::find(log, 10).has_value());
    }

    void longLinesAreShortened()
    {
        const QByteArray log = "ERROR " + QByteArray(2000, 'x') + "\n";
        const auto found = LastErrorLine::find(log);
        QVERIFY(found.has_value());
        QCOMPARE(found->text.size(), LastErrorLine::MaxLength);
        QVERIFY(found->text.endsWith(QChar(0x2026)));
    }

    void sourceAndBytesAgree()
    {
        QTemporaryDir dir;
        auto w = LogWriter::openStep(dir.path(), QStringLiteral("node-0"));
        QVERIFY(w.ok());
        QVERIFY((*w)->append(DuringHandling, QDateTime::currentMSecsSinceEpoch()).ok());
        QVERIFY((*w)->flush().ok());
        LogReader reader = LogReader::forStep(dir.path(), QStringLiteral("node-0"));
        reader.refresh();
        QCOMPARE(LastErrorLine::find(reader), LastErrorLine::find(DuringHandling));
        QVERIFY(!LastErrorLine::findInStep(dir.path(), QStringLiteral("node-1")).has_value());
    }

    void realPythonFailure()
    {
        // What a training script's crash really prints, through the log store.
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        QVERIFY2(!python.isEmpty(), "python3 is needed (Debian package python3)");
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(python,
                {QStringLiteral("-c"),
                 QStringLiteral("import logging, sys\n"
                                "logging.basicConfig(level=logging.INFO)\n"
                                "logging.error('first failure')\n"
                                "print('epoch 1', flush=True)\n"
                                "def load(n):\n"
                                "    raise ValueError(f'bad shape: {n}')\n"
                                "load(3)\n")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 1);
        const QByteArray out = p.readAll();
        QTemporaryDir dir;
        auto w = LogWriter::openStep(dir.path(), QStringLiteral("node-0"));
        QVERIFY(w.ok());
        QVERIFY((*w)->append(out, QDateTime::currentMSecsSinceEpoch()).ok());
        QVERIFY((*w)->flush().ok());
        const auto found = LastErrorLine::findInStep(dir.path(), QStringLiteral("node-0"));
        QVERIFY2(found.has_value(), out.constData());
        QCOMPARE(found->text, QStringLiteral("ValueError: bad shape: 3"));
        QCOMPARE(found->line, qint64(out.count('\n') - 1));
    }
};

QTEST_GUILESS_MAIN(TestLastErrorLine)
#include "tst_lasterrorline.moc"
