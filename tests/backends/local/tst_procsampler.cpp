// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The /proc parsers on files captured from a real python3 process (data/proc; its command
// name set to "py ) (x" to try the stat parser), and the sampler's arithmetic on a made-up
// /proc folder whose numbers are known: CPU over wall time, Pss summed over the group, I/O
// of members that ended kept, zombies and other groups left out.
#include "backends/local/procsampler.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Local;

namespace {

const QString dataDir = QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/backends/local/data/proc/");

QByteArray captured(const char *name)
{
    QFile f(dataDir + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

QByteArray
statLine(qint64 pid, char state, qint64 pgrp, quint64 utime, quint64 stime, quint64 start)
{
    return QStringLiteral("%1 (python3) %2 1 %3 %3 0 -1 4194304 0 0 0 0 %4 %5 0 0 20 0 1 0 %6 "
                          "1000 10 18446744073709551615 0 0 0 0 0 0 0 0 0 0 0 0 17 0 0 0 0 0 0\n")
        .arg(pid)
        .arg(QLatin1Char(state))
        .arg(pgrp)
        .arg(utime)
        .arg(stime)
        .arg(start)
        .toLatin1();
}

} // namespace

class TestProcSampler : public QObject
{
    Q_OBJECT

    QTemporaryDir m_proc;

    void writeProc(qint64 pid, const char *file, const QByteArray &content)
    {
        QDir(m_proc.path()).mkpath(QString::number(pid));
        QFile f(m_proc.filePath(QStringLiteral("%1/%2").arg(pid).arg(QLatin1String(file))));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
    }
    void writeProcess(qint64 pid,
                      char state,
                      qint64 pgrp,
                      quint64 utime,
                      quint64 stime,
                      qint64 pssKb,
                      qint64 readBytes,
                      qint64 writeBytes)
    {
        writeProc(pid, "stat", statLine(pid, state, pgrp, utime, stime, 1000 + pid));
        writeProc(pid,
                  "smaps_rollup",
                  "Rss: 99999 kB\nPss: " + QByteArray::number(pssKb) + " kB\nPss_Dirty: 1 kB\n");
        writeProc(pid,
                  "io",
                  "rchar: 5\nread_bytes: " + QByteArray::number(readBytes) + "\nwrite_bytes: "
                      + QByteArray::number(writeBytes) + "\ncancelled_write_bytes: 0\n");
    }

private Q_SLOTS:
    void parsesCapturedStat()
    {
        const auto s = ProcSampler::parseStat(captured("python3-stat.txt"));
        QVERIFY(s.has_value());
        QCOMPARE(s->pid, qint64(21268));
        QCOMPARE(s->state, 'S');
        QCOMPARE(s->ppid, qint64(21227));
        QCOMPARE(s->pgrp, qint64(21215));
        QCOMPARE(s->session, qint64(12582));
        QCOMPARE(s->utime, quint64(153));
        QCOMPARE(s->stime, quint64(3));
        QCOMPARE(s->startTicks, quint64(4307603));
    }

    void parsesCapturedSmapsRollupStatmAndIo()
    {
        // Pss, not Rss (44536 kB) nor Pss_Dirty.
        QCOMPARE(ProcSampler::parseSmapsRollupPss(captured("python3-smaps-rollup.txt")),
                 std::optional<qint64>(40410 * 1024));
        QCOMPARE(ProcSampler::parseStatmResidentPages(captured("python3-statm.txt")),
                 std::optional<qint64>(11134));
        const auto io = ProcSampler::parseIo(captured("python3-io.txt"));
        QCOMPARE(io.readBytes, qint64(0));
        QCOMPARE(io.writeBytes, qint64(0));
        const auto io2 = ProcSampler::parseIo("rchar: 7\nwchar: 9\nread_bytes: 4096\n"
                                              "write_bytes: 8192\ncancelled_write_bytes: 4096\n");
        QCOMPARE(io2.readBytes, qint64(4096));
        QCOMPARE(io2.writeBytes, qint64(8192));
    }

    void refusesMalformed_data()
    {
        QTest::addColumn<QByteArray>("stat");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("no comm") << QByteArray("12 S 1 12 12 0 -1 0 0 0 0 0 1 2 0 0 20 0 1 0 5");
        QTest::newRow("cut after comm") << QByteArray("12 (x) S 1 12");
        QTest::newRow("pid not a number")
            << QByteArray("a (x) ") + statLine(1, 'S', 1, 1, 1, 1).mid(12);
        QTest::newRow("negative ticks")
            << QByteArray("12 (x) S 1 12 12 0 -1 0 0 0 0 0 -1 2 0 0 20 0 1 0 5 0");
    }

    void refusesMalformed()
    {
        QFETCH(QByteArray, stat);
        QVERIFY(!ProcSampler::parseStat(stat).has_value());
    }

    void unreadableIoIsMinusOne()
    {
        const auto io = ProcSampler::parseIo(QByteArray());
        QCOMPARE(io.readBytes, qint64(-1));
        QCOMPARE(io.writeBytes, qint64(-1));
        QVERIFY(!ProcSampler::parseSmapsRollupPss("Pss_Dirty: 5 kB\n").has_value());
    }

    void samplesAGroup()
    {
        QVERIFY(m_proc.isValid());
        const qint64 tps = ProcSampler::ticksPerSecond();
        // Group 100: its leader and a child; 102 is a zombie of it; 200 another group.
        writeProcess(100, 'S', 100, 10, 5, 1000, 100, 200);
        writeProcess(101, 'R', 100, 50, 0, 3000, 1000, 2000);
        writeProcess(102, 'Z', 100, 70, 0, 0, 0, 0);
        writeProcess(200, 'R', 200, 1, 1, 7000, 1, 1);
        ProcSampler sampler(m_proc.path());
        auto first = sampler.sample({100}, 10000);
        QCOMPARE(first.size(), 1);
        ResourceSample s = first.value(100);
        QCOMPARE(s.msecs, qint64(10000));
        QCOMPARE(s.cpuPercent, -1.0); // nothing to compare with yet
        QCOMPARE(s.memoryBytes, qint64(4000 * 1024));
        QCOMPARE(s.memoryLimitBytes, qint64(-1));
        QCOMPARE(s.networkRxBytes, qint64(-1));
        QCOMPARE(s.networkTxBytes, qint64(-1));
        QCOMPARE(s.blockReadBytes, qint64(1100));
        QCOMPARE(s.blockWriteBytes, qint64(2200));

        // Two seconds later: the leader spent 1 s of ticks more, the child 1 s, and the child
        // then ended; a new member (103) was born and spent half a second.
        writeProcess(100, 'S', 100, 10 + tps / 2, 5 + tps / 2, 1500, 150, 250);
        QVERIFY(QDir(m_proc.filePath(QStringLiteral("101"))).removeRecursively());
        writeProcess(103, 'R', 100, tps / 2, 0, 500, 10, 20);
        auto second = sampler.sample({100}, 12000);
        s = second.value(100);
        // Ticks of the ended child are gone with it: leader 1 s + newcomer 0.5 s over 2 s.
        QCOMPARE(s.cpuPercent, 75.0);
        QCOMPARE(s.memoryBytes, qint64(2000 * 1024));
        // The ended child's 1000/2000 bytes stay in the step's total.
        QCOMPARE(s.blockReadBytes, qint64(150 + 10 + 1000));
        QCOMPARE(s.blockWriteBytes, qint64(250 + 20 + 2000));

        // A group with no live member gives no sample, and its history goes.
        QVERIFY(sampler.sample({300}, 13000).isEmpty());
    }

    void statmWhenNoSmapsRollup()
    {
        QTemporaryDir proc;
        QDir(proc.path()).mkpath(QStringLiteral("7"));
        QFile stat(proc.filePath(QStringLiteral("7/stat")));
        QVERIFY(stat.open(QIODevice::WriteOnly));
        stat.write(statLine(7, 'S', 7, 1, 1, 1));
        stat.close();
        QFile statm(proc.filePath(QStringLiteral("7/statm")));
        QVERIFY(statm.open(QIODevice::WriteOnly));
        statm.write("100 25 3 1 0 20 0\n");
        statm.close();
        ProcSampler sampler(proc.path());
        const ResourceSample s = sampler.sample({7}, 1).value(7);
        QCOMPARE(s.memoryBytes, 25 * ProcSampler::pageSize());
        // No io file readable: not measured.
        QCOMPARE(s.blockReadBytes, qint64(-1));
        QCOMPARE(s.blockWriteBytes, qint64(-1));
    }
};

QTEST_GUILESS_MAIN(TestProcSampler)
#include "tst_procsampler.moc"
