// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// traindeck-cli on a data folder it cannot write: a read-only file system (a real tmpfs mounted
// read-only in a mount namespace of this test's own, so that part needs root, as scripts/test
// and CI run; elsewhere it says so and skips) and a file standing where the folder should be.
// Each command ends by itself (no crash, no hang) with a message that names the folder, what
// is wrong and what to do; reading commands still work; nothing is written anywhere else.
#include "tests/support/clirun.h"
#include "tests/support/privatetmpfs.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>

class TestDataFolderFaults : public QObject
{
    Q_OBJECT

private:
    static QString demoJob()
    {
        return QStringLiteral(TRAINDECK_SOURCE_DIR "/resources/examples/demo-job.yaml");
    }

private Q_SLOTS:
    void readOnlyDataFolder()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString disk = dir.filePath(QStringLiteral("disk"));
        PrivateTmpfs tmpfs;
        TRAINDECK_MOUNT_TMPFS(tmpfs, disk, "1m");
        const QString data = disk + QStringLiteral("/data");
        QVERIFY(QDir().mkpath(data));
        const QString failed = tmpfs.makeReadOnly();
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        const QHash<QString, QString> env{{QStringLiteral("TRAINDECK_DATA_DIR"), data}};

        const CliRun train = CliRun::run({QStringLiteral("train"), demoJob()}, env, 60000);
        QVERIFY2(train.exited(3), qPrintable(train.ended() + QLatin1Char('\n') + train.err));
        QVERIFY2(train.err.contains(data), qPrintable(train.err));
        QVERIFY2(train.err.contains(QString::fromLocal8Bit(strerror(EROFS))),
                 qPrintable(train.err));
        QVERIFY2(train.err.contains(QStringLiteral("Choose a folder on a writable disk")),
                 qPrintable(train.err));
        QVERIFY(QDir(data).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden));

        // Reading still works: no jobs, said without failing.
        const CliRun jobs = CliRun::run({QStringLiteral("jobs")}, env, 60000);
        QVERIFY2(jobs.exited(0), qPrintable(jobs.ended() + QLatin1Char('\n') + jobs.err));
        QVERIFY2(jobs.out.startsWith(QStringLiteral("NAME")), qPrintable(jobs.out));
        const CliRun runtimes = CliRun::run({QStringLiteral("runtimes")}, env, 60000);
        QVERIFY2(runtimes.exited(0),
                 qPrintable(runtimes.ended() + QLatin1Char('\n') + runtimes.err));
        QVERIFY(runtimes.out.contains(QStringLiteral("torch-distributed")));
    }

    void fileWhereTheFolderShouldBe()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString data = dir.filePath(QStringLiteral("data"));
        QFile file(data);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a folder\n");
        file.close();
        const QHash<QString, QString> env{{QStringLiteral("TRAINDECK_DATA_DIR"), data}};
        const CliRun train = CliRun::run({QStringLiteral("train"), demoJob()}, env, 60000);
        QVERIFY2(train.exited(3), qPrintable(train.ended() + QLatin1Char('\n') + train.err));
        QVERIFY2(train.err.contains(data
                                    + QStringLiteral(" is not a folder. Move that file away, "
                                                     "or choose another folder.")),
                 qPrintable(train.err));
        // The file is left as it was.
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("not a folder\n"));
    }
};

QTEST_GUILESS_MAIN(TestDataFolderFaults)
#include "tst_datafolderfaults.moc"
