// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// traindeck-cli end to end: --version, --help, runtimes, validate, plan.
#include "tests/support/prerequisite.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TRAINDECK_LANG"), QStringLiteral("en"));
    env.remove(QStringLiteral("TRAINDECK_RUNTIMES"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TRAINDECK_CLI_PATH), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

const QString Examples = QStringLiteral(TRAINDECK_SOURCE_DIR "/resources/examples");
const QString Upstream = QStringLiteral(TRAINDECK_SHARED_DIR "/kubeflow/runtimes");

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionAndHelp()
    {
        Run r = cli({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("traindeck-cli " TRAINDECK_VERSION));
        r = cli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        for (const char *c :
             {"runtimes", "validate", "plan", "train", "jobs", "logs", "metrics", "wait", "delete"})
            QVERIFY2(r.out.contains(QStringLiteral("  %1 ").arg(QLatin1String(c))), c);
        r = cli({QStringLiteral("plan"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("--backend")));
        r = cli({});
        QCOMPARE(r.code, 2);
    }

    void usageErrors()
    {
        Run r = cli({QStringLiteral("frobnicate")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("unknown command 'frobnicate'")));
        r = cli({QStringLiteral("runtimes"), QStringLiteral("--colour")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("unknown option --colour")));
        r = cli({QStringLiteral("plan"),
                 Examples + QStringLiteral("/demo-job.yaml"),
                 QStringLiteral("--backend"),
                 QStringLiteral("mainframe")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QStringLiteral("unknown backend 'mainframe'")));
        r = cli({QStringLiteral("validate")});
        QCOMPARE(r.code, 2);
        r = cli({QStringLiteral("plan"), QStringLiteral("/nonexistent.yaml")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("/nonexistent.yaml: no such file")));
    }

    void runtimesTableAndJson()
    {
        Run r = cli({QStringLiteral("runtimes")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("NAME")));
        QVERIFY(r.out.contains(QStringLiteral("torch-distributed")));
        r = cli({QStringLiteral("runtimes"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray a = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(a.size(), 8);
        QJsonObject torch;
        for (const auto &v : a) {
            if (v[QStringLiteral("name")] == QStringLiteral("torch-distributed"))
                torch = v.toObject();
        }
        QCOMPARE(torch[QStringLiteral("framework")].toString(), QStringLiteral("torch"));
        QCOMPARE(torch[QStringLiteral("mlPolicy")].toString(), QStringLiteral("Torch"));
        QCOMPARE(torch[QStringLiteral("numNodes")].toInt(), 1);
        QCOMPARE(torch[QStringLiteral("kind")].toString(),
                 QStringLiteral("ClusterTrainingRuntime"));
    }

    void userRuntimesJoin()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("mine.yaml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainingRuntime\nmetadata:\n  "
                "name: my-rt\n"
                "  labels: {trainer.kubeflow.org/framework: jax}\nspec:\n  mlPolicy: {numNodes: 3, "
                "jax: {}}\n"
                "  template:\n    spec:\n      replicatedJobs:\n        - name: node\n          "
                "template:\n"
                "            spec:\n              template:\n                spec:\n"
                "                  containers: [{name: node, image: jax:mine}]\n");
        f.close();
        const Run r = cli({QStringLiteral("runtimes"),
                           QStringLiteral("--json"),
                           QStringLiteral("--runtimes"),
                           dir.path()});
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).array().size(), 9);
        QVERIFY(r.out.contains(QStringLiteral("jax:mine")));
    }

    void validateUpstreamRuntimes()
    {
        TRAINDECK_REQUIRE(QDir(Upstream).exists(),
                          Upstream,
                          QStringLiteral("put the shared folder beside the clone (scripts/test "
                                         "and CI have it)"));
        QStringList files;
        for (const QString &f : QDir(Upstream).entryList({QStringLiteral("*.yaml")}))
            files << QDir(Upstream).filePath(f);
        const Run r = cli(QStringList{QStringLiteral("validate")} + files);
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QCOMPARE(r.out.count(QStringLiteral(": ok\n")), files.size());
    }

    void validateReportsFileLineField()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("j.yaml")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\nmetadata:\n  name: "
                "j\nspec:\n"
                "  runtimeRef: {name: torch-distributed}\n  trainer:\n    numNodes: 0\n    env:\n"
                "      - {name: PET_NODE_RANK, value: '1'}\n");
        f.close();
        const Run r = cli({QStringLiteral("validate"),
                           f.fileName(),
                           Examples + QStringLiteral("/demo-job.yaml")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(f.fileName()
                                + QStringLiteral(":8: spec.trainer.numNodes: 0 is out of range")),
                 qPrintable(r.out));
        QVERIFY2(
            r.out.contains(
                f.fileName()
                + QStringLiteral(
                    ":10: spec.trainer.env[0].name: PET_NODE_RANK is set by the torch policy")),
            qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("demo-job.yaml: ok")));
        QVERIFY(r.err.contains(QStringLiteral("2 file(s) checked, 1 with problems")));
    }

    void planFourNodesWithInitializers_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("master");
        QTest::addRow("local") << QStringLiteral("local") << QStringLiteral("127.0.0.1");
        QTest::addRow("docker") << QStringLiteral("docker") << QStringLiteral("fine-tune-4-node-0");
        QTest::addRow("podman") << QStringLiteral("podman") << QStringLiteral("fine-tune-4-node-0");
        QTest::addRow("kubernetes")
            << QStringLiteral("kubernetes") << QStringLiteral("fine-tune-4-node-0-0.fine-tune-4");
    }

    void planFourNodesWithInitializers()
    {
        QFETCH(QString, backend);
        QFETCH(QString, master);
        const QString file = Examples + QStringLiteral("/four-node-with-initializers.yaml");
        const Run r = cli({QStringLiteral("plan"),
                           file,
                           QStringLiteral("--backend"),
                           backend,
                           QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject plan = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(plan[QStringLiteral("backend")].toString(), backend);
        const QJsonArray steps = plan[QStringLiteral("steps")].toArray();
        QCOMPARE(steps.size(), 6);
        QCOMPARE(steps[0][QStringLiteral("name")].toString(),
                 QStringLiteral("dataset-initializer"));
        QCOMPARE(steps[1][QStringLiteral("name")].toString(), QStringLiteral("model-initializer"));
        for (int r2 = 0; r2 < 4; ++r2) {
            const QJsonObject s = steps[2 + r2].toObject();
            QCOMPARE(s[QStringLiteral("name")].toString(), QStringLiteral("node-%1").arg(r2));
            QHash<QString, QString> env;
            for (const auto &e : s[QStringLiteral("env")].toArray())
                env.insert(e[QStringLiteral("name")].toString(),
                           e[QStringLiteral("value")].toString());
            QCOMPARE(env.value(QStringLiteral("PET_NNODES")), QStringLiteral("4"));
            QCOMPARE(env.value(QStringLiteral("PET_NODE_RANK")), QString::number(r2));
            QCOMPARE(env.value(QStringLiteral("PET_MASTER_ADDR")), master);
            QVERIFY(!env.value(QStringLiteral("PET_MASTER_PORT")).isEmpty());
            QCOMPARE(env.value(QStringLiteral("PET_NPROC_PER_NODE")), QStringLiteral("1"));
        }
        // The text form lists the same order.
        const Run text = cli({QStringLiteral("plan"), file, QStringLiteral("--backend"), backend});
        QCOMPARE(text.code, 0);
        const qsizetype first = text.out.indexOf(QStringLiteral("1. dataset-initializer"));
        const qsizetype node = text.out.indexOf(QStringLiteral("3. node-0"));
        QVERIFY2(first >= 0 && node >= 0, qPrintable(text.out)); // presence before order
        QVERIFY(first < node);
        QVERIFY(text.out.contains(QStringLiteral("6. node-3")));
    }

    void planRefusesInvalidJobs()
    {
        const Run r = cli({QStringLiteral("plan"),
                           Examples + QStringLiteral("/four-node-with-initializers.yaml"),
                           QStringLiteral("--backend"),
                           QStringLiteral("local"),
                           QStringLiteral("--runtimes"),
                           QStringLiteral("/nonexistent")});
        QCOMPARE(r.code, 0); // a missing extra runtime folder is a warning, not a failure
        QVERIFY(r.err.contains(QStringLiteral("warning: runtime not loaded")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
