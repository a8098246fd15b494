// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Arrival times of log lines (logs carry step tags and timestamps).
#include "backends/local/steplogindex.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck::Local;

class TestStepLogIndex : public QObject
{
    Q_OBJECT

private:
    static void append(const QString &path, const QByteArray &bytes)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Append));
        f.write(bytes);
    }

private Q_SLOTS:
    void linesGetTheTimeTheyWereSeen()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("node-0.log"));
        const QString idx = dir.filePath(QStringLiteral("node-0.idx"));
        StepLogIndex index(log, idx);
        QCOMPARE(index.pump(1000), 0); // no file yet
        append(log, "first\nsec");
        QCOMPARE(index.pump(2000), 2);
        append(log, "ond\n\nfourth\r\n");
        QCOMPARE(index.pump(3000), 2); // "" and "fourth"; "second" started at 2000
        const QList<StepLogIndex::Entry> e = StepLogIndex::load(idx);
        QCOMPARE(e.size(), 4);
        QCOMPARE(e[0].offset, 0);
        QCOMPARE(e[0].msecs, 1000 * 2);
        QCOMPARE(e[1].offset, 6);
        QCOMPARE(e[2].offset, 13);
        QCOMPARE(e[2].msecs, 3000);
        QCOMPARE(e[3].offset, 14);
        QCOMPARE(StepLogIndex::timeAt(e, 8), 2000);
        QCOMPARE(StepLogIndex::timeAt(e, 14), 3000);
    }

    void resumesAfterARestartWithoutDuplicates()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("s.log"));
        const QString idx = dir.filePath(QStringLiteral("s.idx"));
        {
            StepLogIndex index(log, idx);
            append(log, "a\nb\n");
            QCOMPARE(index.pump(10), 2);
        }
        append(log, "c\nd"); // written while no TrainDeck ran
        {
            QFile torn(idx);
            QVERIFY(torn.open(QIODevice::WriteOnly | QIODevice::Append));
            torn.write("\x01\x02\x03", 3); // a crash mid-record
        }
        StepLogIndex again(log, idx);
        QCOMPARE(again.pump(20), 2); // c and d, once each
        const QList<StepLogIndex::Entry> e = StepLogIndex::load(idx);
        QCOMPARE(e.size(), 4);
        QCOMPARE(e[2].offset, 4);
        QCOMPARE(e[2].msecs, 20);
        QCOMPARE(e[3].offset, 6);
    }
};

QTEST_GUILESS_MAIN(TestStepLogIndex)
#include "tst_steplogindex.moc"
