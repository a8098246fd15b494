// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The log store round-trips every byte: writer, reader, resume, merge, export.
#include "libs/logs/logexport.h"
#include "libs/logs/logformat.h"
#include "libs/logs/logreader.h"
#include "libs/logs/logwriter.h"
#include "libs/logs/mergedlogreader.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace TrainDeck;
using namespace TrainDeck::Logs;

namespace {

/// The reference: split on '\n', strip one '\r' before it; a final line without '\n' counts.
QList<QByteArray> splitLines(const QByteArray &bytes)
{
    QList<QByteArray> out;
    qsizetype start = 0;
    while (start < bytes.size()) {
        qsizetype nl = bytes.indexOf('\n', start);
        const qsizetype end = nl < 0 ? bytes.size() : nl;
        QByteArray line = bytes.mid(start, end - start);
        if (nl >= 0 && line.endsWith('\r'))
            line.chop(1);
        out.append(line);
        start = nl < 0 ? bytes.size() : nl + 1;
    }
    return out;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Record
{
    qint64 offset;
    qint64 msecs;
};

QList<Record> records(const QString &idx)
{
    const QByteArray d = readAll(idx);
    QList<Record> out;
    // Through a view of each record: GCC's -Warray-bounds, under -fsanitize=address, takes
    // constData() + i for the one-byte empty array a QByteArray may point to.
    for (qsizetype i = 0; i + 16 <= d.size(); i += 16) {
        const QByteArrayView r = QByteArrayView(d).sliced(i, 16);
        out.append({qFromLittleEndian<qint64>(r.data()), qFromLittleEndian<qint64>(r.data() + 8)});
    }
    return out;
}

QByteArray sampleBytes()
{
    QByteArray b;
    b += "first line\n";
    b += "\n";                                // empty line
    b += "windows\r\n";                       // \r\n
    b += "bad \xff\xfe utf8\n";               // invalid UTF-8
    b += QByteArray(1024 * 1024, 'x') + "\n"; // a 1 MB line
    b += "\r\n";
    b += "\x1b[31mred\x1b[0m\n";
    b += "tqdm 10%\rtqdm 50%\rtqdm 100%\n";
    b += "last without newline";
    return b;
}

void checkReader(LogReader &reader, const QByteArray &bytes)
{
    const QList<QByteArray> expected = splitLines(bytes);
    QCOMPARE(reader.refresh(), qint64(expected.size()));
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(reader.line(i).toByteArray(), expected[i]);
}

} // namespace

class TestLogStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripsEveryLine_data()
    {
        QTest::addColumn<int>("chunk");
        QTest::addRow("whole") << 0;
        QTest::addRow("1 byte") << 1;
        QTest::addRow("7 bytes") << 7;
        QTest::addRow("4 KB") << 4096;
        QTest::addRow("300 KB") << 300 * 1024; // above the flush threshold
    }

    void roundTripsEveryLine()
    {
        QFETCH(int, chunk);
        QTemporaryDir dir;
        const QByteArray bytes = sampleBytes();
        {
            auto w = LogWriter::openStep(dir.path(), QStringLiteral("node-0"));
            QVERIFY2(w, qPrintable(w ? QString() : w.error().message));
            const qsizetype step = chunk == 0 ? bytes.size() : chunk;
            qint64 t = 1000;
            for (qsizetype at = 0; at < bytes.size(); at += step)
                QVERIFY((*w)->append(
                    QByteArrayView(bytes).sliced(at, qMin(step, bytes.size() - at)), t++));
            QVERIFY((*w)->flush());
            QCOMPARE((*w)->lineCount(), qint64(splitLines(bytes).size()));
        }
        QCOMPARE(readAll(LogFormat::logFile(dir.path(), QStringLiteral("node-0"))), bytes);
        LogReader reader = LogReader::forStep(dir.path(), QStringLiteral("node-0"));
        checkReader(reader, bytes);
        QCOMPARE(QString::fromUtf8(reader.line(3)), QStringLiteral("bad \uFFFD\uFFFD utf8"));
        QVERIFY(!reader.lastLineComplete());
        // Index records sit at exactly the line starts.
        const QList<Record> recs
            = records(LogFormat::indexFile(dir.path(), QStringLiteral("node-0")));
        QCOMPARE(recs.size(), splitLines(bytes).size());
        qint64 expectOffset = 0;
        for (qsizetype i = 0; i < recs.size(); ++i) {
            QCOMPARE(recs[i].offset, expectOffset);
            QCOMPARE(reader.lineOffset(i), expectOffset);
            expectOffset = bytes.indexOf('\n', expectOffset) + 1;
        }
    }

    void splitAtEveryPositionGivesTheSameIndex()
    {
        const QByteArray bytes("a\n\nbc\r\nd\xff\ne");
        QTemporaryDir dir;
        QList<Record> reference;
        for (qsizetype cut = 0; cut <= bytes.size(); ++cut) {
            const QString step = QStringLiteral("s%1").arg(cut);
            {
                auto w = LogWriter::openStep(dir.path(), step);
                QVERIFY(w);
                QVERIFY((*w)->append(QByteArrayView(bytes).first(cut), 1));
                QVERIFY((*w)->append(QByteArrayView(bytes).sliced(cut), 1));
            }
            const QList<Record> recs = records(LogFormat::indexFile(dir.path(), step));
            QList<qint64> offsets;
            for (const Record &r : recs)
                offsets.append(r.offset);
            QCOMPARE(offsets, (QList<qint64>{0, 2, 3, 7, 10}));
            QCOMPARE(readAll(LogFormat::logFile(dir.path(), step)), bytes);
        }
    }

    void timesAreWhenTheLineStarted()
    {
        QTemporaryDir dir;
        auto w = LogWriter::openStep(dir.path(), QStringLiteral("n"));
        QVERIFY(w);
        QVERIFY((*w)->append("one\ntw", 100));
        QVERIFY((*w)->append("o\n", 200)); // "two" started at 100
        QVERIFY((*w)->append("three\n", 300));
        QVERIFY((*w)->flush());
        LogReader r = LogReader::forStep(dir.path(), QStringLiteral("n"));
        QCOMPARE(r.refresh(), 3);
        QCOMPARE(r.lineTime(0), 100);
        QCOMPARE(r.lineTime(1), 100);
        QCOMPARE(r.lineTime(2), 300);
    }

    void resumesAfterReopen()
    {
        QTemporaryDir dir;
        const QString step = QStringLiteral("node-1");
        {
            auto w = LogWriter::openStep(dir.path(), step);
            QVERIFY(w);
            QVERIFY((*w)->append("a\nb\npart", 10));
        }
        {
            auto w = LogWriter::openStep(dir.path(), step);
            QVERIFY(w);
            QCOMPARE((*w)->lineCount(), 3);
            QVERIFY(!(*w)->atLineStart());
            QVERIFY((*w)->append("ial\nc\n", 20)); // continues "partial", then a new line
        }
        {
            auto w = LogWriter::openStep(dir.path(), step);
            QVERIFY(w);
            QVERIFY((*w)->atLineStart());
            QVERIFY((*w)->append("d\n", 30));
        }
        LogReader r = LogReader::forStep(dir.path(), step);
        checkReader(r, "a\nb\npartial\nc\nd\n");
        QCOMPARE(r.lineTime(2), 10);
        QCOMPARE(r.lineTime(3), 20);
        QCOMPARE(r.lineTime(4), 30);
        QCOMPARE(records(LogFormat::indexFile(dir.path(), step)).size(), 5);
    }

    void damagedIndexIsIgnoredAndRebuilt_data()
    {
        // Each damage, applied to the index of "alpha\nbeta\ngamma\ndelta\n" (records at
        // 0, 6, 11, 17), and the first line it makes untrustworthy.
        QTest::addColumn<QByteArray>("index");
        QTest::addColumn<qint64>("firstBad");
        // The reader checks only that records start lines in order, which touches no more of
        // the log than the lines shown; a record that skips a line is found when the writer
        // opens the log again (it checks every line).
        QTest::addColumn<bool>("readerExact");
        auto rec = [](qint64 off, qint64 t) {
            QByteArray r(16, '\0');
            qToLittleEndian<qint64>(off, r.data());
            qToLittleEndian<qint64>(t, r.data() + 8);
            return r;
        };
        const QByteArray good = rec(0, 1) + rec(6, 2) + rec(11, 3) + rec(17, 4);
        QTest::addRow("mid-line offset")
            << rec(0, 1) + rec(6, 2) + rec(13, 3) + rec(17, 4) << qint64(2) << true;
        QTest::addRow("out of order")
            << rec(0, 1) + rec(11, 2) + rec(6, 3) + rec(17, 4) << qint64(1) << false;
        QTest::addRow("repeated") << rec(0, 1) + rec(6, 2) + rec(6, 3) + rec(17, 4) << qint64(2)
                                  << true;
        QTest::addRow("first not at 0") << rec(6, 1) + rec(11, 2) + rec(17, 3) << qint64(0) << true;
        QTest::addRow("negative") << rec(0, 1) + rec(-5, 2) + rec(11, 3) << qint64(1) << true;
        QTest::addRow("garbage") << QByteArray(64, '\xa5') << qint64(0) << true;
        QTest::addRow("another log's")
            << rec(0, 1) + rec(3, 2) + rec(9, 3) + rec(15, 4) << qint64(1) << true;
        QTest::addRow("huge then small")
            << rec(0, 1) + rec(1'000'000, 2) + rec(11, 3) << qint64(1) << true;
        QTest::addRow("cut log") << good + rec(30, 5) + rec(40, 6) << qint64(-1) << true;
        QTest::addRow("intact") << good << qint64(-1) << true;
    }

    void damagedIndexIsIgnoredAndRebuilt()
    {
        QFETCH(QByteArray, index);
        QFETCH(qint64, firstBad);
        QFETCH(bool, readerExact);
        QTemporaryDir dir;
        const QString step = QStringLiteral("node-0");
        const QByteArray bytes = "alpha\nbeta\ngamma\ndelta\n";
        const QString log = LogFormat::logFile(dir.path(), step);
        const QString idx = LogFormat::indexFile(dir.path(), step);
        {
            QFile f(log);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(bytes), bytes.size());
            QFile i(idx);
            QVERIFY(i.open(QIODevice::WriteOnly));
            QCOMPARE(i.write(index), index.size());
        }
        {
            // Every line reads as the log has it, whatever the index says.
            LogReader r(log, idx);
            if (readerExact) {
                checkReader(r, bytes);
                QCOMPARE(r.indexDamaged(), firstBad >= 0);
            } else {
                QVERIFY(r.refresh() > 0);
                QVERIFY(r.indexDamaged());
            }
        }
        {
            auto w = LogWriter::openStep(dir.path(), step);
            QVERIFY(w);
            // A record past the end ("huge") is a cut log only when the ones after it are too.
            QCOMPARE((*w)->repairedFrom(), firstBad);
            QCOMPARE((*w)->lineCount(), 4);
            QVERIFY((*w)->append("epsilon\n", 50));
        }
        QList<qint64> offsets;
        for (const Record &rec : records(idx))
            offsets.append(rec.offset);
        QCOMPARE(offsets, (QList<qint64>{0, 6, 11, 17, 23}));
        LogReader r(log, idx);
        checkReader(r, bytes + "epsilon\n");
        QVERIFY(!r.indexDamaged());
        QCOMPARE(r.lineTime(4), 50);
    }

    void resumeRepairsATornIndexAndMissingRecords()
    {
        QTemporaryDir dir;
        const QString step = QStringLiteral("node-2");
        {
            auto w = LogWriter::openStep(dir.path(), step);
            QVERIFY(w);
            QVERIFY((*w)->append("a\nb\n", 10));
        }
        const QString log = LogFormat::logFile(dir.path(), step);
        const QString idx = LogFormat::indexFile(dir.path(), step);
        {
            // A crash: the log got two more lines, the index only half a record.
            QFile f(log);
            QVERIFY(f.open(QIODevice::Append));
            f.write("c\nd");
            QFile i(idx);
            QVERIFY(i.open(QIODevice::Append));
            i.write("\x04\0\0\0\0\0\0", 7);
        }
        {
            // The reader already ignores the torn record and finds the unindexed lines.
            LogReader r(log, idx);
            checkReader(r, "a\nb\nc\nd");
            QCOMPARE(r.lineTime(3), 10);
        }
        {
            auto w = LogWriter::openStep(dir.path(), step);
            QVERIFY(w);
            QCOMPARE((*w)->lineCount(), 4);
            QVERIFY((*w)->append("one\n", 50));
        }
        QList<qint64> offsets;
        for (const Record &rec : records(idx))
            offsets.append(rec.offset);
        QCOMPARE(offsets, (QList<qint64>{0, 2, 4, 6}));
        LogReader r(log, idx);
        checkReader(r, "a\nb\nc\ndone\n");
    }

    void indexesALogThatHasNoIndex()
    {
        QTemporaryDir dir;
        const QString log = LogFormat::logFile(dir.path(), QStringLiteral("x"));
        QFile f(log);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1\n2\n3\n");
        f.close();
        auto w = LogWriter::openStep(dir.path(), QStringLiteral("x"));
        QVERIFY(w);
        QCOMPARE((*w)->lineCount(), 3);
        QVERIFY((*w)->atLineStart());
        QCOMPARE(records(LogFormat::indexFile(dir.path(), QStringLiteral("x"))).size(), 3);
    }

    void readerFollowsAGrowingLog()
    {
        QTemporaryDir dir;
        auto w = LogWriter::openStep(dir.path(), QStringLiteral("n"));
        QVERIFY(w);
        LogReader r = LogReader::forStep(dir.path(), QStringLiteral("n"));
        QCOMPARE(r.refresh(), 0);
        QByteArray all;
        QRandomGenerator rng(7);
        for (int round = 0; round < 200; ++round) {
            QByteArray piece;
            const int n = rng.bounded(0, 40);
            for (int k = 0; k < n; ++k) {
                const int c = rng.bounded(0, 10);
                piece += c == 0 ? '\n' : char('a' + c);
            }
            all += piece;
            QVERIFY((*w)->append(piece, round));
            if (round % 3 == 0)
                QVERIFY((*w)->flush());
            QVERIFY(r.refresh() <= splitLines(all).size());
        }
        QVERIFY((*w)->flush());
        checkReader(r, all);
    }

    void readerSeesLinesTheIndexLacks()
    {
        // The local backend's poll loop indexes after the process wrote: the reader must
        // show the lines in between.
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("s.log"));
        const QString idx = dir.filePath(QStringLiteral("s.idx"));
        QFile f(log);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        f.write("one\ntwo\n");
        LogReader r(log, idx);
        checkReader(r, "one\ntwo\n");
        QFile i(idx);
        QVERIFY(i.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        char rec[16];
        qToLittleEndian<qint64>(0, rec);
        qToLittleEndian<qint64>(5, rec + 8);
        i.write(rec, 16);
        f.write("three\nfo");
        checkReader(r, "one\ntwo\nthree\nfo");
        QCOMPARE(r.lineTime(0), 5);
        QCOMPARE(r.lineTime(2), 5);
        f.write("ur\n");
        checkReader(r, "one\ntwo\nthree\nfour\n");
    }

    void mergesByTimeStableOnTies()
    {
        QTemporaryDir dir;
        auto a = LogWriter::openStep(dir.path(), QStringLiteral("node-0"));
        auto b = LogWriter::openStep(dir.path(), QStringLiteral("node-1"));
        QVERIFY(a && b);
        QVERIFY((*a)->append("a1\n", 1));
        QVERIFY((*b)->append("b1\n", 1));
        QVERIFY((*b)->append("b2\n", 2));
        QVERIFY((*a)->append("a3\n", 3));
        QVERIFY((*a)->flush() && (*b)->flush());
        MergedLogReader m;
        auto ra
            = std::make_shared<LogReader>(LogReader::forStep(dir.path(), QStringLiteral("node-0")));
        auto rb
            = std::make_shared<LogReader>(LogReader::forStep(dir.path(), QStringLiteral("node-1")));
        m.addReader(ra, QStringLiteral("node-0"));
        m.addReader(rb, QStringLiteral("node-1"));
        QCOMPARE(m.refresh(), 4);
        QStringList got;
        for (qint64 i = 0; i < m.lineCount(); ++i)
            got << m.stepNames()[m.lineStep(i)] + QLatin1Char(':') + QString::fromUtf8(m.line(i));
        QCOMPARE(got,
                 (QStringList{QStringLiteral("node-0:a1"),
                              QStringLiteral("node-1:b1"),
                              QStringLiteral("node-1:b2"),
                              QStringLiteral("node-0:a3")}));
        QCOMPARE(m.mergedIndexOf(0, 1), 3);
        QCOMPARE(m.mergedIndexOf(1, 0), 1);
        // Later lines are merged in the next batch.
        QVERIFY((*b)->append("b4\n", 4));
        QVERIFY((*b)->flush());
        QCOMPARE(m.refresh(), 5);
        QCOMPARE(m.line(4).toByteArray(), QByteArray("b4"));
    }

    void mergedIndexAcrossManyBlocks()
    {
        QTemporaryDir dir;
        const int steps = 3;
        std::vector<std::unique_ptr<LogWriter>> writers;
        for (int s = 0; s < steps; ++s)
            writers.push_back(
                LogWriter::openStep(dir.path(), QStringLiteral("node-%1").arg(s)).value());
        QRandomGenerator rng(3);
        QList<QList<int>> expectOrder;
        std::vector<qint64> counts(steps);
        QList<QPair<int, qint64>> order;
        for (int i = 0; i < 5000; ++i) {
            const int s = rng.bounded(steps);
            QVERIFY(writers[size_t(s)]->append(QByteArray::number(i) + '\n', i));
            order.append({s, counts[size_t(s)]++});
        }
        for (auto &w : writers)
            QVERIFY(w->flush());
        MergedLogReader m;
        for (int s = 0; s < steps; ++s)
            m.addReader(std::make_shared<LogReader>(
                            LogReader::forStep(dir.path(), QStringLiteral("node-%1").arg(s))),
                        QStringLiteral("node-%1").arg(s));
        QCOMPARE(m.refresh(), 5000);
        for (qint64 i = 0; i < 5000; ++i) {
            QCOMPARE(m.line(i).toByteArray(), QByteArray::number(i));
            QCOMPARE(m.lineStep(i), order[i].first);
            QCOMPARE(m.stepLine(i), order[i].second);
            QCOMPARE(m.mergedIndexOf(order[i].first, order[i].second), i);
        }
    }

    void exportOfTheWholeLogIsByteExact()
    {
        QTemporaryDir dir;
        const QByteArray bytes = sampleBytes();
        {
            auto w = LogWriter::openStep(dir.path(), QStringLiteral("node-0"));
            QVERIFY(w);
            QVERIFY((*w)->append(bytes, 1));
        }
        LogReader r = LogReader::forStep(dir.path(), QStringLiteral("node-0"));
        r.refresh();
        const QString out = dir.filePath(QStringLiteral("export.log"));
        QVERIFY(LogExport::wholeStep(r, out));
        QCOMPARE(readAll(out), bytes);
        // Line exports write each line's bytes and '\n'.
        const std::vector<qint64> pick{0, 3, 4};
        QVERIFY(LogExport::lines(r, &pick, out, false));
        QCOMPARE(readAll(out),
                 "first line\nbad \xff\xfe utf8\n" + QByteArray(1024 * 1024, 'x') + '\n');
        QVERIFY(LogExport::lineRange(r, nullptr, 1, 2, out, true));
        QCOMPARE(readAll(out), QByteArray("[node-0] \n[node-0] windows\n"));
    }

    void stepOrder()
    {
        QTemporaryDir dir;
        for (const char *s :
             {"node-10", "node-2", "model-initializer", "zz", "dataset-initializer"}) {
            QFile f(LogFormat::logFile(dir.path(), QString::fromLatin1(s)));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        QCOMPARE(LogFormat::steps(dir.path()),
                 (QStringList{QStringLiteral("dataset-initializer"),
                              QStringLiteral("model-initializer"),
                              QStringLiteral("node-2"),
                              QStringLiteral("node-10"),
                              QStringLiteral("zz")}));
    }
};

QTEST_GUILESS_MAIN(TestLogStore)
#include "tst_logstore.moc"
