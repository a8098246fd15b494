// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// traindeck-cli train/jobs/logs/wait/delete with --backend docker|podman against the real
// engines that scripts/test starts. Nothing here is mocked.
#include "tests/support/clirun.h"
#include "tests/support/prerequisite.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestContainerCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_data;

    using Run = CliRun;

    Run cli(const QStringList &args, int timeoutMs = 300000)
    {
        return CliRun::run(
            args,
            {{QStringLiteral("TRAINDECK_DATA_DIR"), m_data.filePath(QStringLiteral("data"))},
             {QStringLiteral("TRAINDECK_CONTAINER_WORKDIR"),
              m_data.filePath(QStringLiteral("work"))}},
            timeoutMs);
    }

    static QString host(const QString &engine)
    {
        return qEnvironmentVariable(engine == QLatin1String("docker")
                                        ? "TRAINDECK_TEST_DOCKER_HOST"
                                        : "TRAINDECK_TEST_PODMAN_HOST");
    }

    QStringList on(const QString &engine) const
    {
        return {QStringLiteral("--backend"), engine, QStringLiteral("--host"), host(engine)};
    }

    /// The bundled 2-node DDP demo, pointed at the test image.
    QString demoJob(const QString &name)
    {
        const QString dir = m_data.filePath(name);
        QDir().mkpath(dir);
        QFile::copy(QStringLiteral(TRAINDECK_SOURCE_DIR "/resources/examples/demo_train.py"),
                    QDir(dir).filePath(QStringLiteral("demo_train.py")));
        QFile yaml(QDir(dir).filePath(QStringLiteral("job.yaml")));
        yaml.open(QIODevice::WriteOnly);
        yaml.write(QStringLiteral("apiVersion: trainer.kubeflow.org/v1alpha1\n"
                                  "kind: TrainJob\n"
                                  "metadata:\n"
                                  "  name: %1\n"
                                  "  annotations:\n"
                                  "    traindeck.io/script: demo_train.py\n"
                                  "spec:\n"
                                  "  runtimeRef: {name: torch-distributed}\n"
                                  "  trainer:\n"
                                  "    image: %2\n"
                                  "    numNodes: 2\n"
                                  "    args: [\"--epochs\", \"2\"]\n")
                       .arg(name, qEnvironmentVariable("TRAINDECK_TEST_IMAGE"))
                       .toUtf8());
        return yaml.fileName();
    }

    void engines()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("docker") << QStringLiteral("docker");
        QTest::newRow("podman") << QStringLiteral("podman");
    }

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE(!host(QStringLiteral("docker")).isEmpty()
                              && !host(QStringLiteral("podman")).isEmpty(),
                          QStringLiteral("the container engines (TRAINDECK_TEST_DOCKER_HOST, "
                                         "TRAINDECK_TEST_PODMAN_HOST)"),
                          QStringLiteral("run through scripts/test, which starts dockerd and "
                                         "podman (scripts/engines/start)"));
    }

    void trainFollowJobsLogsWaitDelete_data() { engines(); }
    void trainFollowJobsLogsWaitDelete()
    {
        QFETCH(QString, engine);
        const QString name = QStringLiteral("cli-ddp-") + engine;
        cli(QStringList{QStringLiteral("delete"), name} + on(engine));
        const Run train
            = cli(QStringList{QStringLiteral("train"), demoJob(name), QStringLiteral("--follow")}
                  + on(engine));
        QVERIFY2(train.exitCode == 0, qPrintable(train.err + train.out));
        QVERIFY2(train.out.contains(QLatin1String("[node-0] ")), qPrintable(train.out));
        QVERIFY2(train.out.contains(
                     QRegularExpression(QStringLiteral("\\[node-1\\] node 1: .*allreduce=3\\.0"))),
                 qPrintable(train.out));
        QVERIFY(train.err.contains(QLatin1String("Complete")));

        const Run jobs
            = cli(QStringList{QStringLiteral("jobs"), QStringLiteral("--json")} + on(engine));
        QVERIFY2(jobs.exited(0), qPrintable(jobs.ended() + u'\n' + jobs.err));
        const QJsonArray list = QJsonDocument::fromJson(jobs.out.toUtf8()).array();
        bool found = false;
        for (const auto &v : list) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("name")).toString() == name) {
                found = true;
                QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("Complete"));
                QCOMPARE(o.value(QStringLiteral("backend")).toString(), engine);
                QCOMPARE(o.value(QStringLiteral("steps")).toArray().size(), 2);
            }
        }
        QVERIFY2(found, qPrintable(jobs.out));

        const Run logs = cli(
            QStringList{
                QStringLiteral("logs"), name, QStringLiteral("--step"), QStringLiteral("node-1")}
            + on(engine));
        QCOMPARE(logs.exitCode, 0);
        QVERIFY(logs.out.contains(QLatin1String("allreduce=3.0")));
        QVERIFY(!logs.out.contains(QLatin1String("node 0:")));

        const Run wait = cli(QStringList{QStringLiteral("wait"),
                                         name,
                                         QStringLiteral("--status"),
                                         QStringLiteral("Complete"),
                                         QStringLiteral("--timeout"),
                                         QStringLiteral("20")}
                             + on(engine));
        QVERIFY2(wait.exitCode == 0, qPrintable(wait.err));

        const Run del = cli(QStringList{QStringLiteral("delete"), name} + on(engine));
        QVERIFY2(del.exitCode == 0, qPrintable(del.err));
        // Gone from a listing that worked: an engine error would print no job at all.
        const Run after
            = cli(QStringList{QStringLiteral("jobs"), QStringLiteral("--json")} + on(engine));
        QVERIFY2(after.exited(0), qPrintable(after.ended() + u'\n' + after.err));
        QJsonParseError parsed;
        const QJsonDocument afterList = QJsonDocument::fromJson(after.out.toUtf8(), &parsed);
        QVERIFY2(parsed.error == QJsonParseError::NoError && afterList.isArray(),
                 qPrintable(after.out));
        for (const auto &v : afterList.array())
            QVERIFY2(v.toObject().value(QStringLiteral("name")).toString() != name,
                     qPrintable(after.out));
    }

    void failedJobExitsNonZero_data() { engines(); }
    void failedJobExitsNonZero()
    {
        QFETCH(QString, engine);
        const QString name = QStringLiteral("cli-exit3-") + engine;
        cli(QStringList{QStringLiteral("delete"), name} + on(engine));
        const QString dir = m_data.filePath(name);
        QDir().mkpath(dir);
        QFile yaml(QDir(dir).filePath(QStringLiteral("job.yaml")));
        yaml.open(QIODevice::WriteOnly);
        yaml.write(QStringLiteral(
                       "apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\n"
                       "metadata: {name: %1}\n"
                       "spec:\n  runtimeRef: {name: torch-distributed}\n"
                       "  trainer:\n    image: %2\n    numNodes: 1\n"
                       "    command: [python3, -c, \"import sys; print('bye'); sys.exit(3)\"]\n")
                       .arg(name, qEnvironmentVariable("TRAINDECK_TEST_IMAGE"))
                       .toUtf8());
        yaml.close();
        const Run train
            = cli(QStringList{QStringLiteral("train"), yaml.fileName(), QStringLiteral("--follow")}
                  + on(engine));
        // A job that did not complete exits 1 (ExitInvalid); a crash or a timeout is no pass.
        QVERIFY2(train.exited(1), qPrintable(train.ended() + u'\n' + train.err));
        QVERIFY2(train.out.contains(QLatin1String("[node-0] bye")), qPrintable(train.out));
        // The exact form: the job's name holds a 3 too ("cli-exit3-...").
        QVERIFY2(train.err.contains(QLatin1String("step node-0 failed with exit code 3: ")),
                 qPrintable(train.err));
        QCOMPARE(cli(QStringList{QStringLiteral("delete"), name} + on(engine)).exitCode, 0);
    }

    void noEngineSaysWhatWasTried()
    {
        const Run r = cli({QStringLiteral("jobs"),
                           QStringLiteral("--backend"),
                           QStringLiteral("docker"),
                           QStringLiteral("--host"),
                           m_data.filePath(QStringLiteral("nowhere.sock"))},
                          30000);
        QVERIFY2(r.exited(3), qPrintable(r.ended() + u'\n' + r.err)); // ExitError
        QVERIFY2(r.err.contains(QLatin1String("nowhere.sock")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("DOCKER_HOST")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestContainerCli)
#include "tst_containercli.moc"
