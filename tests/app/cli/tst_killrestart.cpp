// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// TrainDeck killed with SIGKILL at ten moments of a real two-node local job, from its submit to
// after its end: `traindeck-cli train --follow` (the same backend and workers as the window)
// is killed, a new traindeck-cli reattaches (`wait`), and each node's stored log is complete
// and unrepeated: every line the script printed, once, in order. A kill before the job
// existed leaves nothing half made: the job is either listed and finishes, or absent and
// submitted again; one killed after its state was kept but before its nodes started fails
// saying to submit it again (its secrets were only in the dead process), and is.
#include "tests/support/clirun.h"
#include "tests/support/jobfiles.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

class TestKillRestart : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_data;
    static constexpr int Lines = 600;

    QHash<QString, QString> env() const
    {
        return {{QStringLiteral("TRAINDECK_DATA_DIR"), m_data.filePath(QStringLiteral("data"))}};
    }

    QString writeJob(const QString &name)
    {
        const QString dir = m_data.filePath(QStringLiteral("src"));
        QDir().mkpath(dir);
        QFile py(QDir(dir).filePath(QStringLiteral("train.py")));
        if (!py.exists()) {
            py.open(QIODevice::WriteOnly);
            py.write(QStringLiteral("import os, time\n"
                                    "rank = int(os.environ['PET_NODE_RANK'])\n"
                                    "for i in range(%1):\n"
                                    "    print(f'rank {rank} line {i}', flush=True)\n"
                                    "    time.sleep(0.002)\n")
                         .arg(Lines)
                         .toUtf8());
            py.close();
        }
        const QString yaml = QDir(dir).filePath(name + QStringLiteral(".yaml"));
        JobFiles::write(
            yaml,
            JobFiles::trainJob(
                name.toUtf8(), "torch-distributed", "ClusterTrainingRuntime", "train.py", "2"));
        return yaml;
    }

private Q_SLOTS:
    void killedAtTenMomentsLosesNothing()
    {
        // From inside the submit to well after the end (the job takes about 2 s once the
        // Python environment exists; the first run creates it).
        const QList<int> moments{5000, 30, 80, 150, 300, 600, 1000, 1500, 2500, 3500};
        for (int run = 0; run < int(moments.size()); ++run) {
            const QString name = QStringLiteral("killed-%1").arg(run);
            const QString job = writeJob(name);
            QProcess train;
            QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
            const auto vars = env();
            for (auto it = vars.begin(); it != vars.end(); ++it)
                e.insert(it.key(), it.value());
            e.insert(QStringLiteral("TRAINDECK_LANG"), QStringLiteral("en"));
            train.setProcessEnvironment(e);
            // Into files: a pipe nobody reads would stop the CLI before the kill.
            train.setStandardOutputFile(m_data.filePath(name + QStringLiteral(".out")));
            train.setStandardErrorFile(m_data.filePath(name + QStringLiteral(".err")));
            train.start(QStringLiteral(TRAINDECK_CLI_PATH),
                        {QStringLiteral("train"), job, QStringLiteral("--follow")});
            QVERIFY(train.waitForStarted());
            QThread::msleep(ulong(moments[run]));
            ::kill(pid_t(train.processId()), SIGKILL);
            QVERIFY(train.waitForFinished(10000));

            const CliRun listed = CliRun::run({QStringLiteral("jobs")}, env(), 60000);
            QVERIFY2(listed.exited(0), qPrintable(listed.ended() + QLatin1Char('\n') + listed.err));
            // No job state TrainDeck cannot read, whenever it died.
            QVERIFY2(!listed.err.contains(QStringLiteral("state.json")), qPrintable(listed.err));
            if (!listed.out.contains(name)) {
                // Killed before the job existed: nothing of it may be left, and it is
                // submitted again.
                QVERIFY2(
                    !QFileInfo::exists(m_data.filePath(QStringLiteral("data/jobs/local/") + name)),
                    qPrintable(QStringLiteral("run %1: a job folder without a job").arg(run)));
                const CliRun again = CliRun::run({QStringLiteral("train"), job}, env(), 120000);
                QVERIFY2(again.exited(0),
                         qPrintable(again.ended() + QLatin1Char('\n') + again.err));
            }
            const QStringList wait{QStringLiteral("wait"),
                                   name,
                                   QStringLiteral("--status"),
                                   QStringLiteral("Complete"),
                                   QStringLiteral("--timeout"),
                                   QStringLiteral("300")};
            CliRun waited = CliRun::run(wait, env(), 320000);
            // Killed between its state and its nodes' start: the secrets lived only in the
            // dead process, so the job fails saying so (docs/security.md), and is submitted
            // again as the message asks; it never ran, so no log had a line yet.
            const QString beforeStart = QStringLiteral(
                "Failed: TrainDeck was restarted before the nodes started and does not store "
                "secrets; submit the job again");
            if (waited.exited(1) && (waited.out + waited.err).contains(beforeStart)) {
                qInfo("run %d: failed before its nodes started, as said; submitted again", run);
                const CliRun removed = CliRun::run({QStringLiteral("delete"), name}, env(), 60000);
                QVERIFY2(removed.exited(0), qPrintable(removed.err));
                const CliRun again = CliRun::run({QStringLiteral("train"), job}, env(), 120000);
                QVERIFY2(again.exited(0),
                         qPrintable(again.ended() + QLatin1Char('\n') + again.err));
                waited = CliRun::run(wait, env(), 320000);
            }
            QVERIFY2(waited.exited(0),
                     qPrintable(QStringLiteral("run %1 (killed after %2 ms): %3\n%4%5")
                                    .arg(run)
                                    .arg(moments[run])
                                    .arg(waited.ended(), waited.out, waited.err)));
            for (int node = 0; node < 2; ++node) {
                const CliRun logs = CliRun::run({QStringLiteral("logs"),
                                                 name,
                                                 QStringLiteral("--step"),
                                                 QStringLiteral("node-%1").arg(node)},
                                                env(),
                                                60000);
                QVERIFY2(logs.exited(0), qPrintable(logs.ended() + QLatin1Char('\n') + logs.err));
                QStringList printed;
                for (const QString &line : logs.out.split(u'\n', Qt::SkipEmptyParts)) {
                    if (line.startsWith(QStringLiteral("rank ")))
                        printed << line;
                    else
                        QVERIFY2(
                            line.startsWith(QStringLiteral("traindeck: ")),
                            qPrintable(
                                QStringLiteral("run %1 node-%2: %3").arg(run).arg(node).arg(line)));
                }
                QCOMPARE(printed.size(), Lines);
                for (int i = 0; i < Lines; ++i)
                    QCOMPARE(printed[i], QStringLiteral("rank %1 line %2").arg(node).arg(i));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestKillRestart)
#include "tst_killrestart.moc"
