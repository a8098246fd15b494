// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The log store on a disk that fills up: a real tmpfs of 1 MiB, mounted in a mount namespace
// of this test process's own (so it needs root, as scripts/test and CI run; elsewhere it says
// so and skips). Lines keep coming while the disk is full: the writer says what is wrong and
// what to do, keeps them in order in memory, the store on disk stays readable (whole lines, a
// prefix of what came), and once space is freed the log is exactly what came, byte for byte,
// with every line indexed once at its own time. A writer opened on it afterwards finds the
// index intact.
#include "libs/logs/logreader.h"
#include "libs/logs/logwriter.h"
#include "tests/support/privatetmpfs.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>

using namespace TrainDeck;
using namespace TrainDeck::Logs;

class TestLogWriterFullDisk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fullDiskLosesNothing()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString disk = dir.filePath(QStringLiteral("disk"));
        PrivateTmpfs tmpfs;
        TRAINDECK_MOUNT_TMPFS(tmpfs, disk, "1m"); // scripts/test and CI run as root
        const QString logs = disk + QStringLiteral("/logs");

        auto writer = LogWriter::openStep(logs, QStringLiteral("node-0"));
        QVERIFY2(writer, qPrintable(writer ? QString() : writer.error().message));
        LogWriter &w = **writer;
        w.setFlushThreshold(4096);

        // Everything but about 40 KiB taken by another file.
        QFile filler(disk + QStringLiteral("/filler"));
        QVERIFY(PrivateTmpfs::fillUp(filler));
        QVERIFY(filler.resize(qMax<qint64>(0, filler.size() - 40 * 1024)));

        QByteArray all;
        QStringList errors;
        constexpr int Lines = 4000; // about 190 KiB: far more than the disk has left
        for (int i = 0; i < Lines; ++i) {
            const QByteArray line = QByteArray("step=") + QByteArray::number(i)
                                    + " loss=0.5 and some words to fill the line\n";
            const qint64 before = w.size();
            const auto r = w.append(line, 1000 + i);
            QCOMPARE(w.size(), before + line.size()); // taken, written or not
            all += line;
            if (!r)
                errors << r.error().message;
            if (i % 100 == 99) {
                if (const auto f = w.flush(); !f)
                    errors << f.error().message;
            }
        }
        QVERIFY(!errors.isEmpty());
        const QString &message = errors.constFirst();
        QVERIFY2(message.contains(QStringLiteral("cannot write the log")), qPrintable(message));
        QVERIFY2(message.contains(QString::fromLocal8Bit(strerror(ENOSPC))), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("free space on that disk")), qPrintable(message));
        QVERIFY2(message.contains(logs), qPrintable(message));
        QVERIFY(w.pendingBytes() > 0);

        // Meanwhile the store reads: whole lines, the start of what came.
        {
            LogReader reader = LogReader::forStep(logs, QStringLiteral("node-0"));
            reader.refresh();
            QVERIFY(reader.lineCount() > 0);
            QVERIFY(reader.lineCount() < Lines);
            QFile log(logs + QStringLiteral("/node-0.log"));
            QVERIFY(log.open(QIODevice::ReadOnly));
            const QByteArray onDisk = log.readAll();
            QVERIFY(!onDisk.isEmpty());
            QVERIFY(onDisk.size() < all.size());
            QCOMPARE(onDisk, all.left(onDisk.size()));
            for (qint64 i = 0; i + 1 < reader.lineCount(); ++i)
                QVERIFY(
                    reader.line(i).startsWith(QByteArray("step=") + QByteArray::number(i) + ' '));
        }

        // Space again: what waited is written once, in order, after what was there.
        QVERIFY(filler.resize(0));
        const auto freed = w.flush();
        QVERIFY2(freed.ok(), qPrintable(freed.ok() ? QString() : freed.error().message));
        QCOMPARE(w.pendingBytes(), qsizetype(0));
        for (int i = Lines; i < Lines + 100; ++i) {
            const QByteArray line = QByteArray("step=") + QByteArray::number(i) + " after\n";
            QVERIFY(w.append(line, 1000 + i).ok());
            all += line;
        }
        QVERIFY(w.flush().ok());
        QFile log(logs + QStringLiteral("/node-0.log"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QCOMPARE(log.readAll(), all);
        LogReader reader = LogReader::forStep(logs, QStringLiteral("node-0"));
        reader.refresh();
        QVERIFY(!reader.indexDamaged());
        QCOMPARE(reader.lineCount(), qint64(Lines + 100));
        for (qint64 i = 0; i < reader.lineCount(); ++i) {
            QCOMPARE(reader.lineTime(i), 1000 + i);
            QVERIFY(reader.line(i).startsWith(QByteArray("step=") + QByteArray::number(i) + ' '));
        }
        writer->reset();
        auto again = LogWriter::openStep(logs, QStringLiteral("node-0"));
        QVERIFY(again);
        QCOMPARE((*again)->repairedFrom(), qint64(-1));
        QCOMPARE((*again)->lineCount(), qint64(Lines + 100));
    }

    void refusesOnlyPastWhatMemoryKeeps()
    {
        // A writer whose disk takes nothing keeps MaxPendingBytes, then refuses (and says so)
        // instead of growing without end; what it refused is not counted as taken.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString disk = dir.filePath(QStringLiteral("disk"));
        PrivateTmpfs tmpfs;
        TRAINDECK_MOUNT_TMPFS(tmpfs, disk, "64k");
        auto writer = LogWriter::openStep(disk + QStringLiteral("/logs"), QStringLiteral("node-0"));
        QVERIFY(writer);
        LogWriter &w = **writer;
        QFile filler(disk + QStringLiteral("/filler"));
        QVERIFY(PrivateTmpfs::fillUp(filler));
        const QByteArray chunk(1024 * 1024, 'x');
        QString refused;
        qint64 taken = 0;
        for (int i = 0; i < 80 && refused.isEmpty(); ++i) {
            const qint64 before = w.size();
            const auto r = w.append(chunk, i);
            if (w.size() == before) {
                QVERIFY(!r);
                refused = r.error().message;
            } else {
                taken += chunk.size();
            }
        }
        QVERIFY2(refused.contains(QStringLiteral("wait in memory, which is all TrainDeck keeps")),
                 qPrintable(refused));
        QVERIFY(taken <= LogWriter::MaxPendingBytes);
        QVERIFY(w.pendingBytes() <= LogWriter::MaxPendingBytes + 64 * 1024);
        QVERIFY(filler.resize(0));
        filler.close();
        QVERIFY(QFile::remove(filler.fileName()));
        // 64 KiB of disk for 64 MiB: still full, still kept, nothing lost from what was taken.
        QVERIFY(!w.flush().ok());
        QCOMPARE(w.size(), taken);
    }
};

QTEST_GUILESS_MAIN(TestLogWriterFullDisk)
#include "tst_logwriterfulldisk.moc"
