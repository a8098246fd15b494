// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// traindeck-cli train/jobs/logs/wait/delete with --backend local, end to end.
#include "tests/support/clirun.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestLocalCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_data;

    using Run = CliRun;

    Run cli(const QStringList &args, int timeoutMs = 180000)
    {
        return CliRun::run(
            args, {{QStringLiteral("TRAINDECK_DATA_DIR"), m_data.path()}}, timeoutMs);
    }

    QString writeJob(const QString &name, const QString &script, int nodes)
    {
        const QString dir = m_data.filePath(QStringLiteral("src-") + name);
        QDir().mkpath(dir);
        QFile py(QDir(dir).filePath(QStringLiteral("train.py")));
        py.open(QIODevice::WriteOnly);
        py.write(script.toUtf8());
        QFile yaml(QDir(dir).filePath(QStringLiteral("job.yaml")));
        yaml.open(QIODevice::WriteOnly);
        yaml.write(QStringLiteral("apiVersion: trainer.kubeflow.org/v1alpha1\n"
                                  "kind: TrainJob\n"
                                  "metadata:\n"
                                  "  name: %1\n"
                                  "  annotations:\n"
                                  "    traindeck.io/script: train.py\n"
                                  "spec:\n"
                                  "  runtimeRef: {name: torch-distributed}\n"
                                  "  trainer:\n"
                                  "    numNodes: %2\n")
                       .arg(name)
                       .arg(nodes)
                       .toUtf8());
        return yaml.fileName();
    }

private Q_SLOTS:
    void demoJobFollowsToComplete()
    {
        const Run r = cli({QStringLiteral("train"),
                           QStringLiteral(TRAINDECK_SOURCE_DIR "/resources/examples/demo-job.yaml"),
                           QStringLiteral("--backend"),
                           QStringLiteral("local"),
                           QStringLiteral("--follow"),
                           QStringLiteral("--timeout"),
                           QStringLiteral("300")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("[node-0] node 0: weight=")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("[node-1] node 1: weight=")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("allreduce=3.0")));
        // Every line is tagged with its step.
        for (const QString &line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QVERIFY2(line.startsWith(QLatin1String("[node-")), qPrintable(line));
        QVERIFY(r.err.contains(QStringLiteral("Complete")));
    }

    void failingJobFollowExitsNonZero()
    {
        const QString file = writeJob(QStringLiteral("cli-fails"),
                                      QStringLiteral("import sys\nprint('bye')\nsys.exit(4)\n"),
                                      1);
        const Run r = cli({QStringLiteral("train"), file, QStringLiteral("--follow")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains(QStringLiteral("[node-0] bye")));
        QVERIFY2(r.err.contains(QStringLiteral("exit code 4")), qPrintable(r.err));
    }

    void jobsLogsWaitDelete()
    {
        const QString file = writeJob(
            QStringLiteral("cli-bg"),
            QStringLiteral("import os, time\n"
                           "for i in range(5):\n"
                           "    print('tick', os.environ['PET_NODE_RANK'], i, flush=True)\n"
                           "    time.sleep(0.2)\n"),
            2);
        // Without --follow, train returns once the job is started and prints its name.
        Run r = cli({QStringLiteral("train"), file});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("cli-bg"));
        // A separate process waits: it finds the job from its saved state and drives it on.
        r = cli({QStringLiteral("wait"),
                 QStringLiteral("cli-bg"),
                 QStringLiteral("--timeout"),
                 QStringLiteral("120")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QStringLiteral("Complete")));

        r = cli({QStringLiteral("jobs"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray jobs = QJsonDocument::fromJson(r.out.toUtf8()).array();
        bool found = false;
        for (const auto &j : jobs) {
            const QJsonObject o = j.toObject();
            if (o[QStringLiteral("name")].toString() != QLatin1String("cli-bg"))
                continue;
            found = true;
            QCOMPARE(o[QStringLiteral("status")].toString(), QStringLiteral("Complete"));
            QCOMPARE(o[QStringLiteral("numNodes")].toInt(), 2);
            QCOMPARE(o[QStringLiteral("steps")].toArray().size(), 2);
        }
        QVERIFY(found);

        r = cli({QStringLiteral("logs"),
                 QStringLiteral("cli-bg"),
                 QStringLiteral("--step"),
                 QStringLiteral("node-1")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("tick 1 0\ntick 1 1\ntick 1 2\ntick 1 3\ntick 1 4\n"));
        r = cli({QStringLiteral("logs"), QStringLiteral("cli-bg")});
        QVERIFY(r.out.contains(QStringLiteral("[node-0] tick 0 4")));
        QVERIFY(r.out.contains(QStringLiteral("[node-1] tick 1 4")));
        r = cli({QStringLiteral("logs"),
                 QStringLiteral("cli-bg"),
                 QStringLiteral("--step"),
                 QStringLiteral("node-7")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("node-0, node-1")), qPrintable(r.err));

        r = cli({QStringLiteral("wait"),
                 QStringLiteral("cli-bg"),
                 QStringLiteral("--status"),
                 QStringLiteral("Bogus")});
        QCOMPARE(r.exitCode, 2);

        r = cli({QStringLiteral("delete"), QStringLiteral("cli-bg")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!QFileInfo::exists(m_data.filePath(QStringLiteral("jobs/local/cli-bg"))));
        r = cli({QStringLiteral("delete"), QStringLiteral("cli-bg")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("cli-bg")));
    }

    void badJobFileGivesFileLineField()
    {
        const QString dir = m_data.filePath(QStringLiteral("bad"));
        QDir().mkpath(dir);
        QFile f(QDir(dir).filePath(QStringLiteral("bad.yaml")));
        f.open(QIODevice::WriteOnly);
        f.write("apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\nmetadata:\n  name: "
                "ok-name\nspec:\n"
                "  runtimeRef: {name: torch-distributed}\n  trainer:\n    numNodes: 0\n");
        f.close();
        const Run r = cli({QStringLiteral("train"), f.fileName()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(f.fileName() + QStringLiteral(":8: spec.trainer.numNodes:")),
                 qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestLocalCli)
#include "tst_localcli.moc"
