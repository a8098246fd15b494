// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Unit tests of the detached step launcher: exit files, process groups, bad inputs.
#include "backends/local/processlauncher.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace TrainDeck::Local;

class TestProcessLauncher : public QObject
{
    Q_OBJECT

private:
    static QByteArray read(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void exitCodeIsReapedAndWritten()
    {
        QTemporaryDir dir;
        ProcessLauncher::Spec spec;
        spec.argv = {QStringLiteral("bash"),
                     QStringLiteral("-c"),
                     QStringLiteral("echo out; echo err >&2; exit 7")};
        spec.env = QProcessEnvironment::systemEnvironment();
        spec.logFile = dir.filePath(QStringLiteral("s.log"));
        spec.exitFile = dir.filePath(QStringLiteral("s.exit"));
        auto started = ProcessLauncher::start(spec);
        QVERIFY2(started.ok(), qPrintable(started.ok() ? QString() : started.error().message));
        // QTRY_* evaluates its expression once more after the loop: remember the reaped code.
        std::optional<int> code;
        auto reaped = [&] {
            if (!code)
                code = ProcessLauncher::reap(started->pid);
            return code.has_value();
        };
        QTRY_VERIFY_WITH_TIMEOUT(reaped(), 10000);
        QCOMPARE(*code, 7);
        QCOMPARE(read(spec.exitFile).trimmed(), QByteArray("7"));
        QCOMPARE(read(spec.logFile), QByteArray("out\nerr\n"));
    }

    void missingWorkingDirIsAnError()
    {
        QTemporaryDir dir;
        ProcessLauncher::Spec spec;
        spec.argv = {QStringLiteral("true")};
        spec.env = QProcessEnvironment::systemEnvironment();
        spec.workingDir = dir.filePath(QStringLiteral("does-not-exist"));
        spec.logFile = dir.filePath(QStringLiteral("s.log"));
        spec.exitFile = dir.filePath(QStringLiteral("s.exit"));
        auto started = ProcessLauncher::start(spec);
        QVERIFY(!started.ok());
        QVERIFY2(started.error().message.contains(QStringLiteral("does-not-exist")),
                 qPrintable(started.error().message));
    }

    void groupSignalReachesGrandchildren()
    {
        QTemporaryDir dir;
        ProcessLauncher::Spec spec;
        // A child that starts its own children: all share the step's process group.
        spec.argv = {QStringLiteral("bash"),
                     QStringLiteral("-c"),
                     QStringLiteral("sleep 300 & sleep 300 & wait")};
        spec.env = QProcessEnvironment::systemEnvironment();
        spec.logFile = dir.filePath(QStringLiteral("s.log"));
        spec.exitFile = dir.filePath(QStringLiteral("s.exit"));
        auto started = ProcessLauncher::start(spec);
        QVERIFY(started.ok());
        QTRY_VERIFY(ProcessLauncher::groupMembers(started->pid).size() >= 3);
        QVERIFY(ProcessLauncher::isAlive(started->pid, started->startTicks));
        ProcessLauncher::signalGroup(started->pid, SIGTERM);
        std::optional<int> code;
        auto reaped = [&] {
            if (!code)
                code = ProcessLauncher::reap(started->pid);
            return code.has_value();
        };
        QTRY_VERIFY_WITH_TIMEOUT(reaped(), 10000);
        QCOMPARE(*code, 128 + SIGTERM);
        QTRY_VERIFY_WITH_TIMEOUT(ProcessLauncher::groupMembers(started->pid).isEmpty(), 10000);
        QVERIFY(!ProcessLauncher::isAlive(started->pid, started->startTicks));
    }

    void reusedPidIsNotAlive()
    {
        // A live pid with a different start time is someone else's process.
        QVERIFY(!ProcessLauncher::isAlive(1, 123456789ULL));
        QVERIFY(!ProcessLauncher::isAlive(0, 0));
    }
};

QTEST_GUILESS_MAIN(TestProcessLauncher)
#include "tst_processlauncher.moc"
