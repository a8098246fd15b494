// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Files a user names are read only when they are regular files, and never
// more than the limit plus one byte. /dev/zero made `validate` read until memory ran out (its
// size reads as 0), a FIFO made validate, train and diagram hang, and a 2 GB sparse .mmd was
// read whole (6.3 GB, 12 s). Each is reproduced here, through RegularFileReader and through
// traindeck-cli with a deadline: the answer must be an error naming the file and what it is,
// at once.
#include "tests/support/clirun.h"

#include "core/files/regularfilereader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLocalServer>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace TrainDeck;

namespace {

/// Long enough for a loaded machine to start the CLI; far shorter than a hang.
constexpr int Deadline = 20000;

const QString Job = QStringLiteral("apiVersion: trainer.kubeflow.org/v1alpha1\n"
                                   "kind: TrainJob\n"
                                   "metadata:\n"
                                   "  name: special\n"
                                   "  annotations:\n"
                                   "    traindeck.io/script: %1\n"
                                   "spec:\n"
                                   "  runtimeRef: {name: torch-distributed}\n");

} // namespace

class TestSpecialFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_fifo;    ///< fifo.yaml
    QString m_mmdFifo; ///< fifo.mmd

    QString path(const QString &name) const { return m_dir.filePath(name); }

    static bool makeFifo(const QString &p) { return ::mkfifo(QFile::encodeName(p), 0600) == 0; }

    CliRun cli(const QStringList &args, qint64 *elapsedMs = nullptr)
    {
        QElapsedTimer t;
        t.start();
        CliRun r = CliRun::run(
            args, {{QStringLiteral("TRAINDECK_DATA_DIR"), path(QStringLiteral("data"))}}, Deadline);
        if (elapsedMs)
            *elapsedMs = t.elapsed();
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_fifo = path(QStringLiteral("fifo.yaml"));
        m_mmdFifo = path(QStringLiteral("fifo.mmd"));
        QVERIFY(makeFifo(m_fifo));
        QVERIFY(makeFifo(m_mmdFifo));
    }

    // ---- RegularFileReader itself

    void readsARegularFile()
    {
        QFile f(path(QStringLiteral("ok.yaml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("kind: TrainJob\n");
        f.close();
        const auto r = RegularFileReader::read(f.fileName(), 100);
        QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
        QCOMPARE(*r, QByteArray("kind: TrainJob\n"));
        // Exactly at the limit is fine; one byte over is not.
        QVERIFY(RegularFileReader::read(f.fileName(), 15));
        const auto over = RegularFileReader::read(f.fileName(), 14, QStringLiteral("job file"));
        QVERIFY(!over);
        QCOMPARE(over.error().file, f.fileName());
        QCOMPARE(over.error().message,
                 QStringLiteral("the file is 15 bytes; a job file may be at most 14 bytes"));
    }

    void refusesACharacterDevice()
    {
        QElapsedTimer t;
        t.start();
        const auto r = RegularFileReader::read(
            QStringLiteral("/dev/zero"), 1024 * 1024, QStringLiteral("job file"));
        QVERIFY(!r);
        QVERIFY(t.elapsed() < 1000);
        QCOMPARE(r.error().file, QStringLiteral("/dev/zero"));
        QCOMPARE(r.error().message,
                 QStringLiteral("this is a character device, not a regular file; TrainDeck reads "
                                "a job file only from a regular file: save the content to a file "
                                "and give its path"));
    }

    void refusesAFifoAtOnce()
    {
        // Nobody writes to it: a blocking open would wait forever.
        QElapsedTimer t;
        t.start();
        const auto r = RegularFileReader::read(m_fifo, 1024);
        QVERIFY(!r);
        QVERIFY2(t.elapsed() < 1000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(r.error().file, m_fifo);
        QVERIFY2(r.error().message.startsWith(QStringLiteral("this is a FIFO (named pipe), not a "
                                                             "regular file")),
                 qPrintable(r.error().message));
    }

    void refusesFoldersSocketsAndMissingFiles()
    {
        const auto dir = RegularFileReader::read(m_dir.path(), 1024, QStringLiteral("script"));
        QVERIFY(!dir);
        QCOMPARE(dir.error().message,
                 QStringLiteral("this is a folder, not a file; give the path of a script"));

        QLocalServer server;
        const QString sock = path(QStringLiteral("engine.sock"));
        QVERIFY(server.listen(sock));
        const auto s = RegularFileReader::read(sock, 1024, QStringLiteral("script"));
        QVERIFY(!s);
        QCOMPARE(s.error().message,
                 QStringLiteral("this is a socket, not a file; give the path of a script"));

        const auto missing = RegularFileReader::read(path(QStringLiteral("nope.yaml")), 1024);
        QVERIFY(!missing);
        QCOMPARE(missing.error().kind, Error::Kind::NotFound);
        QCOMPARE(missing.error().message, QStringLiteral("no such file; check the path"));
    }

    void hugeSparseFileIsRefusedWithoutReadingIt()
    {
        QFile f(path(QStringLiteral("sparse.yaml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(2) * 1024 * 1024 * 1024));
        f.close();
        QElapsedTimer t;
        t.start();
        const auto r = RegularFileReader::read(f.fileName(), 2 * 1024 * 1024);
        QVERIFY(!r);
        QVERIFY(t.elapsed() < 1000);
        QCOMPARE(r.error().message,
                 QStringLiteral("the file is 2048 MiB; a file may be at most 2 MiB"));
    }

    // ---- The same through traindeck-cli, with a deadline

    void validateDevZero()
    {
        qint64 ms = 0;
        const CliRun r = cli({QStringLiteral("validate"), QStringLiteral("/dev/zero")}, &ms);
        QVERIFY2(ms < Deadline, "validate /dev/zero did not answer");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(QStringLiteral("/dev/zero: this is a character device, not a "
                                                 "regular file")),
                 qPrintable(r.out + r.err));
    }

    void fifosAnswerAtOnce_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message"); // on stdout or stderr
        const QString fifo = QDir::cleanPath(m_dir.filePath(QStringLiteral("fifo.yaml")));
        const QString mmd = QDir::cleanPath(m_dir.filePath(QStringLiteral("fifo.mmd")));
        const QString isFifo = QStringLiteral(": this is a FIFO (named pipe), not a regular file");
        QTest::addRow("validate") << QStringList{QStringLiteral("validate"), fifo} << 1
                                  << fifo + isFifo;
        QTest::addRow("train") << QStringList{QStringLiteral("train"),
                                              fifo,
                                              QStringLiteral("--backend"),
                                              QStringLiteral("local")}
                               << 1 << fifo + isFifo;
        QTest::addRow("plan") << QStringList{QStringLiteral("plan"), fifo} << 1 << fifo + isFifo;
        QTest::addRow("diagram job")
            << QStringList{QStringLiteral("diagram"), fifo} << 1 << fifo + isFifo;
        QTest::addRow("diagram mmd")
            << QStringList{QStringLiteral("diagram"), mmd} << 3
            << QStringLiteral("cannot read %1: this is a FIFO (named pipe), not a regular file")
                   .arg(mmd);
        QTest::addRow("runtimes") << QStringList{
            QStringLiteral("runtimes"),
            QStringLiteral("--runtimes"),
            fifo} << 0 << QStringLiteral("warning: runtime not loaded: ") + fifo + isFifo;
    }

    void fifosAnswerAtOnce()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        qint64 ms = 0;
        const CliRun r = cli(args, &ms);
        QVERIFY2(ms < Deadline, qPrintable(QStringLiteral("no answer within %1 ms").arg(Deadline)));
        QVERIFY2(r.exitCode == exitCode,
                 qPrintable(QStringLiteral("exit %1: %2%3").arg(r.exitCode).arg(r.out, r.err)));
        QVERIFY2((r.out + r.err).contains(message), qPrintable(r.out + r.err));
    }

    void scriptThatIsAFifo()
    {
        // The job file is fine; the script it names is a FIFO nobody writes to.
        QVERIFY(makeFifo(path(QStringLiteral("pipe.py"))));
        QFile f(path(QStringLiteral("pipe-job.yaml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(Job.arg(QStringLiteral("pipe.py")).toUtf8());
        f.close();
        qint64 ms = 0;
        const CliRun r = cli({QStringLiteral("plan"), f.fileName()}, &ms);
        QVERIFY2(ms < Deadline, "plan hung on a script that is a FIFO");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("metadata.annotations.traindeck.io/script")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("pipe.py")), qPrintable(r.err));
    }

    void hugeSparseMermaidIsRefusedQuickly()
    {
        QFile f(path(QStringLiteral("huge.mmd")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("flowchart LR\n  a --> b\n");
        QVERIFY(f.resize(qint64(2) * 1024 * 1024 * 1024));
        f.close();
        qint64 ms = 0;
        const CliRun r = cli({QStringLiteral("diagram"), f.fileName()}, &ms);
        // Was 12 s and 6.3 GB; a refusal by size costs the CLI's start-up only.
        QVERIFY2(ms < 5000, qPrintable(QStringLiteral("%1 ms").arg(ms)));
        QCOMPARE(r.exitCode, 3);
        QCOMPARE(r.err.trimmed(),
                 QStringLiteral("cannot read %1: the file is 2048 MiB; a Mermaid chart may be at "
                                "most 1 MiB")
                     .arg(f.fileName()));
    }
};

QTEST_GUILESS_MAIN(TestSpecialFiles)
#include "tst_specialfiles.moc"
