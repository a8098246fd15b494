// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The runtime catalog: TrainDeck's runtimes match upstream's, every upstream
// manifest loads (read in place from ../shared), and a bad file never stops the others.
#include "core/catalog/runtimecatalog.h"
#include "tests/support/prerequisite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;

namespace {

const QString Upstream = QStringLiteral(TRAINDECK_SHARED_DIR "/kubeflow/runtimes");

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bundledRuntimes()
    {
        const RuntimeCatalog c = RuntimeCatalog::bundled();
        QCOMPARE(c.names(),
                 QStringList({QStringLiteral("deepspeed-distributed"),
                              QStringLiteral("jax-distributed"),
                              QStringLiteral("mlx-distributed"),
                              QStringLiteral("torch-distributed"),
                              QStringLiteral("torchtune-llama3.2-1b"),
                              QStringLiteral("torchtune-llama3.2-3b"),
                              QStringLiteral("torchtune-qwen2.5-1.5b"),
                              QStringLiteral("xgboost-distributed")}));
        const Runtime tune = *c.find(QStringLiteral("torchtune-qwen2.5-1.5b"));
        QCOMPARE(tune.trainerType, TrainerKind::BuiltinTrainer);
        QCOMPARE(tune.pretrainedModel, QStringLiteral("hf://Qwen/Qwen2.5-1.5B-Instruct"));
        QCOMPARE(tune.device, QStringLiteral("gpu"));
        QCOMPARE(tune.deviceCount, QStringLiteral("2"));
        QVERIFY(tune.replicatedJob(QStringLiteral("dataset-initializer")));
    }

    void everyUpstreamRuntimeLoads()
    {
        TRAINDECK_REQUIRE(QDir(Upstream).exists(),
                          Upstream,
                          QStringLiteral("put the shared folder beside the clone (scripts/test "
                                         "and CI have it)"));
        RuntimeCatalog c;
        const RuntimeCatalog::LoadReport r = c.addFolder(Upstream);
        for (const Error &e : r.errors)
            qWarning("%s", qPrintable(e.toString()));
        QVERIFY(r.errors.isEmpty());
        QCOMPARE(r.loaded, QDir(Upstream).entryList({QStringLiteral("*.yaml")}).size());
    }

    void bundledMatchUpstream()
    {
        TRAINDECK_REQUIRE(QDir(Upstream).exists(),
                          Upstream,
                          QStringLiteral("put the shared folder beside the clone (scripts/test "
                                         "and CI have it)"));
        RuntimeCatalog upstream;
        QVERIFY(upstream.addFolder(Upstream).errors.isEmpty());
        const RuntimeCatalog ours = RuntimeCatalog::bundled();
        for (const Runtime &o : ours.runtimes()) {
            const auto u = upstream.find(o.name);
            QVERIFY2(u.has_value(), qPrintable(o.name));
            QCOMPARE(o.framework, u->framework);
            QCOMPARE(o.image, u->image);
            QCOMPARE(o.numNodes, u->numNodes);
            QCOMPARE(o.mlPolicy.kind, u->mlPolicy.kind);
            QCOMPARE(o.mlPolicy.numProcPerNode, u->mlPolicy.numProcPerNode);
            QCOMPARE(o.mlPolicy.runLauncherAsNode, u->mlPolicy.runLauncherAsNode);
            QCOMPARE(o.command, u->command);
            QCOMPARE(o.pretrainedModel, u->pretrainedModel);
            QCOMPARE(o.trainerType, u->trainerType);
            QCOMPARE(o.replicatedJobs.size(), u->replicatedJobs.size());
        }
    }

    void badFileDoesNotStopTheOthers()
    {
        QTemporaryDir dir;
        auto write = [&](const QString &name, const QByteArray &content) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        };
        const QByteArray good
            = "apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainingRuntime\n"
              "metadata:\n  name: good-one\n  labels: {trainer.kubeflow.org/framework: torch}\n"
              "spec:\n  mlPolicy: {numNodes: 2, torch: {}}\n  template:\n    spec:\n"
              "      replicatedJobs:\n        - name: node\n          template:\n"
              "            spec:\n              template:\n                spec:\n"
              "                  containers: [{name: node, image: img}]\n";
        write(QStringLiteral("a-good.yaml"), good);
        QByteArray bad = good;
        bad.replace("name: good-one", "name: bad-one").replace("numNodes: 2", "numNodes: many");
        write(QStringLiteral("b-bad.yaml"), bad);
        write(QStringLiteral("c-broken.yml"), "kind: [unclosed\n");
        QByteArray other = good;
        other.replace("good-one", "good-two");
        QDir(dir.path()).mkpath(QStringLiteral("sub"));
        write(QStringLiteral("sub/d-good.yaml"), other);

        RuntimeCatalog c = RuntimeCatalog::bundled();
        const RuntimeCatalog::LoadReport r = c.addFolder(dir.path());
        QCOMPARE(r.loaded, 2);
        QVERIFY(c.find(QStringLiteral("good-one")));
        QVERIFY(c.find(QStringLiteral("good-two")));
        QCOMPARE(c.find(QStringLiteral("good-one"))->numNodes, 2);
        QCOMPARE(r.errors.size(), 2);
        const Error &e = r.errors[0];
        QCOMPARE(e.file, dir.filePath(QStringLiteral("b-bad.yaml")));
        QCOMPARE(e.field, QStringLiteral("spec.mlPolicy.numNodes"));
        QCOMPARE(e.line, 7);
        QCOMPARE(r.errors[1].file, dir.filePath(QStringLiteral("c-broken.yml")));
        QVERIFY(r.errors[1].line > 0);
    }

    void laterDefinitionReplacesWithWarning()
    {
        RuntimeCatalog c = RuntimeCatalog::bundled();
        const QByteArray mine
            = "apiVersion: trainer.kubeflow.org/v1alpha1\nkind: ClusterTrainingRuntime\n"
              "metadata:\n  name: torch-distributed\n  labels: {trainer.kubeflow.org/framework: "
              "torch}\n"
              "spec:\n  mlPolicy: {numNodes: 3, torch: {}}\n  template:\n    spec:\n"
              "      replicatedJobs:\n        - name: node\n          template:\n"
              "            spec:\n              template:\n                spec:\n"
              "                  containers: [{name: node, image: mine}]\n";
        const RuntimeCatalog::LoadReport r = c.addBytes(mine, QStringLiteral("mine.yaml"));
        QCOMPARE(r.loaded, 1);
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY(r.warnings.first().message.contains(QStringLiteral("replaces")));
        QCOMPARE(c.find(QStringLiteral("torch-distributed"))->image, QStringLiteral("mine"));
        QCOMPARE(c.runtimes().size(), 8);
    }

    void missingPathsAreReported()
    {
        RuntimeCatalog c;
        QCOMPARE(c.addPath(QStringLiteral("/nonexistent/runtimes")).errors.first().kind,
                 Error::Kind::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
