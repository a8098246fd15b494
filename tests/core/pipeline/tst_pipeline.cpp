// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The job pipeline: ML-policy env for 1, 2, 4 and 8 nodes, master addresses per
// backend, initializer steps first, and the plans each backend gets.
#include "core/catalog/runtimecatalog.h"
#include "core/domain/runtimepatches.h"
#include "core/pipeline/pipeline.h"

#include <QTest>

using namespace TrainDeck;

namespace {

TrainJob job(const QString &runtime, int nodes)
{
    TrainJob j;
    j.name = QStringLiteral("pj");
    j.runtimeRef.name = runtime;
    CustomTrainer t;
    t.inlineCode = QStringLiteral("print(1)\n");
    t.numNodes = nodes;
    j.trainer = t;
    return j;
}

QString env(const PlanStep *s, const char *name)
{
    const EnvVar *e = findEnv(s->env, QLatin1String(name));
    return e ? e->value : QStringLiteral("<unset>");
}

JobPlan plan(const TrainJob &j, BackendKind backend, int port = 29500)
{
    const RuntimeCatalog catalog = RuntimeCatalog::bundled();
    const auto rt = catalog.find(j.runtimeRef.name);
    if (!rt)
        qFatal("no runtime %s", qPrintable(j.runtimeRef.name));
    PlanContext ctx = PlanContext::forBackend(backend, j.name);
    ctx.masterPort = port;
    auto p = Pipeline::standard().plan(j, *rt, ctx);
    if (!p.ok())
        qFatal("plan failed: %s", qPrintable(p.error().toString()));
    return *p;
}

} // namespace

class TestPipeline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pluginOrder()
    {
        const QStringList names = Pipeline::standard().pluginNames();
        // Presence first: indexOf gives -1 for a missing plugin, which is "before" anything.
        const auto at = [&](const char *plugin) {
            const qsizetype i = names.indexOf(QLatin1String(plugin));
            if (i < 0)
                qWarning("plugin %s is missing from %s", plugin, qPrintable(names.join(u',')));
            return i;
        };
        const qsizetype validation = at("Validation"), torch = at("Torch"), plainMl = at("PlainML"),
                        xgboost = at("XGBoost"), initializer = at("Initializer"),
                        local = at("LocalComponentBuilder");
        for (qsizetype i : {validation, torch, plainMl, xgboost, initializer, local})
            QVERIFY2(i >= 0, qPrintable(names.join(u',')));
        QVERIFY(validation < torch);
        QVERIFY(plainMl > xgboost);
        QVERIFY(initializer < local);
        QCOMPARE(names.last(), QStringLiteral("TrainJobStatus"));
    }

    void torchEnv_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<BackendKind>("backend");
        QTest::addColumn<QString>("master");
        for (int n : {1, 2, 4, 8}) {
            QTest::addRow("local-%d", n) << n << BackendKind::Local << QStringLiteral("127.0.0.1");
            QTest::addRow("docker-%d", n)
                << n << BackendKind::Docker << QStringLiteral("pj-node-0");
            QTest::addRow("podman-%d", n)
                << n << BackendKind::Podman << QStringLiteral("pj-node-0");
            QTest::addRow("kubernetes-%d", n)
                << n << BackendKind::Kubernetes << QStringLiteral("pj-node-0-0.pj");
        }
    }

    void torchEnv()
    {
        QFETCH(int, nodes);
        QFETCH(BackendKind, backend);
        QFETCH(QString, master);
        const JobPlan p = plan(job(QStringLiteral("torch-distributed"), nodes), backend, 41234);
        const auto steps = p.nodeSteps();
        QCOMPARE(steps.size(), nodes);
        QCOMPARE(p.numNodes, nodes);
        const QString port = backend == BackendKind::Kubernetes ? QStringLiteral("29500")
                                                                : QStringLiteral("41234");
        for (int r = 0; r < nodes; ++r) {
            const PlanStep *s = steps[r];
            QCOMPARE(s->name, QStringLiteral("node-%1").arg(r));
            QCOMPARE(s->rank, r);
            QCOMPARE(env(s, "PET_NNODES"), QString::number(nodes));
            QCOMPARE(env(s, "PET_NPROC_PER_NODE"), QStringLiteral("1"));
            QCOMPARE(env(s, "PET_NODE_RANK"), QString::number(r));
            QCOMPARE(env(s, "PET_MASTER_ADDR"), master);
            QCOMPARE(env(s, "PET_MASTER_PORT"), port);
        }
        QCOMPARE(p.gangStart, nodes > 1);
    }

    void procsPerNodeFromGpus()
    {
        TrainJob j = job(QStringLiteral("torch-distributed"), 2);
        std::get<CustomTrainer>(j.trainer).resourcesPerNode
            = {{QStringLiteral("gpu"), QStringLiteral("4")}};
        QCOMPARE(env(plan(j, BackendKind::Kubernetes).nodeSteps().first(), "PET_NPROC_PER_NODE"),
                 QStringLiteral("4"));
        j.numProcPerNode = QStringLiteral("3");
        QCOMPARE(env(plan(j, BackendKind::Kubernetes).nodeSteps().first(), "PET_NPROC_PER_NODE"),
                 QStringLiteral("3"));
    }

    void previewTextShowsLimits()
    {
        TrainJob j = job(QStringLiteral("torch-distributed"), 2);
        std::get<CustomTrainer>(j.trainer).resourcesPerNode
            = {{QStringLiteral("cpu"), QStringLiteral("2")},
               {QStringLiteral("memory"), QStringLiteral("4Gi")}};
        const QString docker = plan(j, BackendKind::Docker).toText();
        QCOMPARE(docker.count(QStringLiteral("     limits:  cpu 2, memory 4Gi\n")), 2);
        const QString local = plan(j, BackendKind::Local).toText();
        QCOMPARE(local.count(QStringLiteral(
                     "     limits:  cpu 2, memory 4Gi (not enforced on local processes)\n")),
                 2);
        // Nothing asked, nothing shown.
        QVERIFY(!plan(job(QStringLiteral("torch-distributed"), 2), BackendKind::Docker)
                     .toText()
                     .contains(QStringLiteral("limits:")));
    }

    void jaxEnv()
    {
        for (int n : {1, 2, 4, 8}) {
            const JobPlan p = plan(job(QStringLiteral("jax-distributed"), n), BackendKind::Docker);
            QCOMPARE(p.nodeSteps().size(), n);
            for (int r = 0; r < n; ++r) {
                QCOMPARE(env(p.nodeSteps()[r], "JAX_NUM_PROCESSES"), QString::number(n));
                QCOMPARE(env(p.nodeSteps()[r], "JAX_PROCESS_ID"), QString::number(r));
                QCOMPARE(env(p.nodeSteps()[r], "JAX_COORDINATOR_ADDRESS"),
                         QStringLiteral("pj-node-0:29500"));
                QCOMPARE(env(p.nodeSteps()[r], "PET_NNODES"), QStringLiteral("<unset>"));
            }
        }
    }

    void xgboostEnv()
    {
        for (int n : {1, 2, 4, 8}) {
            TrainJob j = job(QStringLiteral("xgboost-distributed"), n);
            std::get<CustomTrainer>(j.trainer).resourcesPerNode
                = {{QStringLiteral("gpu"), QStringLiteral("2")}};
            const JobPlan p = plan(j, BackendKind::Kubernetes);
            for (int r = 0; r < n; ++r) {
                QCOMPARE(env(p.nodeSteps()[r], "DMLC_NUM_WORKER"), QString::number(2 * n));
                QCOMPARE(env(p.nodeSteps()[r], "DMLC_TASK_ID"), QString::number(r));
                QCOMPARE(env(p.nodeSteps()[r], "DMLC_TRACKER_URI"),
                         QStringLiteral("pj-node-0-0.pj"));
                QCOMPARE(env(p.nodeSteps()[r], "DMLC_TRACKER_PORT"), QStringLiteral("9091"));
            }
        }
    }

    void mpiHostfile()
    {
        for (int n : {1, 2, 4, 8}) {
            const JobPlan p
                = plan(job(QStringLiteral("deepspeed-distributed"), n), BackendKind::Kubernetes);
            QCOMPARE(p.policy, MLPolicyKind::Mpi);
            const PlanFile *hostfile = nullptr;
            for (const PlanFile &f : p.files) {
                if (f.path.endsWith(QLatin1String("hostfile")))
                    hostfile = &f;
            }
            QVERIFY(hostfile);
            const QList<QByteArray> lines = hostfile->content.trimmed().split('\n');
            QCOMPARE(lines.size(), n);
            QCOMPARE(lines.first(), QByteArray("pj-node-0-0.pj slots=1"));
            QCOMPARE(env(p.nodeSteps().first(), "OMPI_MCA_orte_default_hostfile"),
                     QStringLiteral("/etc/mpi/hostfile"));
        }
    }

    void mpiOnLocalBackendsIsRefused()
    {
        const RuntimeCatalog catalog = RuntimeCatalog::bundled();
        const auto rt = catalog.find(QStringLiteral("mlx-distributed"));
        auto p = Pipeline::standard().plan(
            job(QStringLiteral("mlx-distributed"), 2),
            *rt,
            PlanContext::forBackend(BackendKind::Docker, QStringLiteral("pj")));
        QVERIFY(!p.ok());
        QVERIFY(p.error().message.contains(QStringLiteral("only on Kubernetes")));
    }

    void initializersComeFirst_data()
    {
        QTest::addColumn<BackendKind>("backend");
        QTest::addRow("local") << BackendKind::Local;
        QTest::addRow("docker") << BackendKind::Docker;
        QTest::addRow("podman") << BackendKind::Podman;
        QTest::addRow("kubernetes") << BackendKind::Kubernetes;
    }

    void initializersComeFirst()
    {
        QFETCH(BackendKind, backend);
        TrainJob j = job(QStringLiteral("torch-distributed"), 4);
        S3DatasetInitializer ds;
        ds.storageUri = QStringLiteral("s3://b/d");
        ds.secretAccessKey = QStringLiteral("hush");
        ds.accessKeyId = QStringLiteral("AKIA_hush_id");
        ds.region = QStringLiteral("r1");
        j.dataset.config = ds;
        HuggingFaceModelInitializer m;
        m.storageUri = QStringLiteral("hf://o/m");
        j.model.config = m;
        const JobPlan p = plan(j, backend);
        QCOMPARE(p.steps.size(), 6);
        QCOMPARE(p.steps[0].name, QStringLiteral("dataset-initializer"));
        QCOMPARE(p.steps[1].name, QStringLiteral("model-initializer"));
        for (int i = 2; i < 6; ++i) {
            QCOMPARE(p.steps[i].kind, StepKind::Node);
            QCOMPARE(p.steps[i].dependsOn,
                     QStringList({QStringLiteral("dataset-initializer"),
                                  QStringLiteral("model-initializer")}));
        }
        QCOMPARE(env(&p.steps[0], "STORAGE_URI"), QStringLiteral("s3://b/d"));
        QCOMPARE(env(&p.steps[0], "REGION"), QStringLiteral("r1"));
        QVERIFY(env(&p.steps[0], "OUTPUT_PATH").endsWith(QLatin1String("/dataset")));
        QCOMPARE(env(&p.steps[1], "STORAGE_URI"), QStringLiteral("hf://o/m"));
        QVERIFY(env(&p.steps[1], "OUTPUT_PATH").endsWith(QLatin1String("/model")));
        // Secrets never reach labels or names, and the JSON view masks them.
        for (const PlanStep &s : p.steps) {
            for (const QString &v : s.labels)
                QVERIFY(!v.contains(QStringLiteral("hush")));
            QVERIFY(!s.objectName.contains(QStringLiteral("hush")));
        }
        QVERIFY(!QString::fromStdString(p.toJson().dump()).contains(QStringLiteral("hush")));
        QVERIFY(QString::fromStdString(p.toJson(true).dump()).contains(QStringLiteral("hush")));
        QVERIFY(
            QString::fromStdString(p.toJson(true).dump()).contains(QStringLiteral("AKIA_hush_id")));
    }

    void secretEnvNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("secret");
        // What the initializers and common trainers use for credentials.
        for (const char *n : {"ACCESS_TOKEN",
                              "HF_TOKEN",
                              "SECRET_ACCESS_KEY",
                              "ACCESS_KEY_ID",
                              "AWS_ACCESS_KEY_ID",
                              "AWS_SECRET_ACCESS_KEY",
                              "AWS_SESSION_TOKEN",
                              "WANDB_API_KEY",
                              "openai_api_key",
                              "DB_PASSWORD",
                              "GOOGLE_APPLICATION_CREDENTIALS",
                              "SSH_PRIVATE_KEY"})
            QTest::addRow("%s", n) << QString::fromLatin1(n) << true;
        for (const char *n : {"STORAGE_URI",
                              "ENDPOINT",
                              "REGION",
                              "ROLE_ARN",
                              "IGNORE_PATTERNS",
                              "OUTPUT_PATH",
                              "PET_NNODES",
                              "MASTER_ADDR",
                              "TOKENIZERS_PARALLELISM"})
            QTest::addRow("%s", n) << QString::fromLatin1(n) << false;
    }

    void secretEnvNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, secret);
        QCOMPARE(isSecretEnvName(name), secret);
    }

    void containerConventions()
    {
        const JobPlan p = plan(job(QStringLiteral("torch-distributed"), 2), BackendKind::Docker);
        QCOMPARE(p.networks.size(), 1);
        QCOMPARE(p.networks[0].name, QStringLiteral("pj-net"));
        QCOMPARE(p.networks[0].labels.value(QStringLiteral("trainer.kubeflow.org/trainjob-name")),
                 QStringLiteral("pj"));
        QCOMPARE(p.networks[0].labels.value(QStringLiteral("trainer.kubeflow.org/runtime-name")),
                 QStringLiteral("torch-distributed"));
        QVERIFY(p.networks[0]
                    .labels.value(QStringLiteral("trainer.kubeflow.org/workdir"))
                    .endsWith(QLatin1String(".kubeflow/trainer/containers/pj")));
        const PlanStep *n1 = p.step(QStringLiteral("node-1"));
        QCOMPARE(n1->objectName, QStringLiteral("pj-node-1"));
        QCOMPARE(n1->labels.value(QStringLiteral("trainer.kubeflow.org/step")),
                 QStringLiteral("node-1"));
        QCOMPARE(n1->mounts.first().path, QStringLiteral("/workspace"));
        QCOMPARE(n1->image, QStringLiteral("pytorch/pytorch:2.13.0-cuda13.0-cudnn9-runtime"));
    }

    void kubernetesSubmitsTheTrainJob()
    {
        const JobPlan p
            = plan(job(QStringLiteral("torch-distributed"), 2), BackendKind::Kubernetes);
        const auto &obj = p.trainJobObject;
        QCOMPARE(obj["kind"].get<std::string>(), std::string("TrainJob"));
        QCOMPARE(obj["metadata"]["namespace"].get<std::string>(), std::string("default"));
        QCOMPARE(obj["spec"]["trainer"]["command"][0].get<std::string>(), std::string("bash"));
        QVERIFY(obj["spec"]["trainer"]["command"][2].get<std::string>().find("print(1)")
                != std::string::npos);
        QVERIFY(!obj["metadata"].contains("annotations")
                || !obj["metadata"]["annotations"].contains("traindeck.io/script-inline"));
        QCOMPARE(p.step(QStringLiteral("node-1"))->objectName, QStringLiteral("pj-node-0-1"));
    }

    /// Every cluster option lands where the Kubeflow SDK would put it in the TrainJob body.
    void kubernetesTrainJobCarriesClusterOptions()
    {
        TrainJob j = job(QStringLiteral("torch-distributed"), 2);
        j.namespaceName = QStringLiteral("team-a");
        j.labels.insert(QStringLiteral("team"), QStringLiteral("vision"));
        j.queueName = QStringLiteral("team-a-queue");
        j.priorityClass = QStringLiteral("high-priority");
        j.suspend = true;
        j.activeDeadlineSeconds = 3600;
        j.managedBy = ManagedByMultiKueue;
        j.runtimePatches = nlohmann::ordered_json::array(
            {RuntimePatches::nodeSelectorPatch(QStringLiteral("traindeck.io/builder"),
                                               RuntimePatches::NodeJob,
                                               QStringLiteral("pool"),
                                               QStringLiteral("gpu"))});
        DataCacheInitializer cache;
        cache.storageUri = QStringLiteral("cache://sales/orders");
        cache.metadataLoc = QStringLiteral("s3://w/m.json");
        cache.numDataNodes = 2;
        cache.headCpu = QStringLiteral("1");
        cache.workerMem = QStringLiteral("8Gi");
        cache.iamRole = QStringLiteral("arn:r");
        j.dataset.config = cache;

        const JobPlan p = plan(j, BackendKind::Kubernetes);
        const auto &obj = p.trainJobObject;
        const auto &meta = obj["metadata"];
        QCOMPARE(meta["namespace"].get<std::string>(), std::string("team-a"));
        QCOMPARE(p.namespaceName, QStringLiteral("team-a"));
        QCOMPARE(QString::fromStdString(meta["labels"].dump()),
                 QStringLiteral("{\"kueue.x-k8s.io/priority-class\":\"high-priority\","
                                "\"kueue.x-k8s.io/queue-name\":\"team-a-queue\","
                                "\"team\":\"vision\"}"));
        const auto &spec = obj["spec"];
        QVERIFY(spec.contains("suspend"));
        QCOMPARE(spec["suspend"].get<bool>(), true);
        QVERIFY(spec.contains("activeDeadlineSeconds"));
        QCOMPARE(spec["activeDeadlineSeconds"].get<qint64>(), 3600);
        QCOMPARE(spec["managedBy"].get<std::string>(), std::string("kueue.x-k8s.io/multikueue"));
        QVERIFY(spec.contains("runtimePatches"));
        QCOMPARE(QString::fromStdString(spec["runtimePatches"].dump()),
                 QString::fromStdString(j.runtimePatches.dump()));
        QCOMPARE(
            spec["runtimePatches"][0]["trainingRuntimeSpec"]["template"]["spec"]["replicatedJobs"]
                [0]["template"]["spec"]["template"]["spec"]["nodeSelector"]["pool"]
                    .get<std::string>(),
            std::string("gpu"));
        // The SDK's DataCacheInitializer: cache:// URI, CLUSTER_SIZE = data nodes + head.
        const auto &ds = spec["initializer"]["dataset"];
        QCOMPARE(ds["storageUri"].get<std::string>(), std::string("cache://sales/orders"));
        QCOMPARE(QString::fromStdString(ds["env"].dump()),
                 QStringLiteral("[{\"name\":\"METADATA_LOC\",\"value\":\"s3://w/m.json\"},"
                                "{\"name\":\"CLUSTER_SIZE\",\"value\":\"3\"},"
                                "{\"name\":\"HEAD_CPU\",\"value\":\"1\"},"
                                "{\"name\":\"WORKER_MEM\",\"value\":\"8Gi\"},"
                                "{\"name\":\"IAM_ROLE\",\"value\":\"arn:r\"}]"));
    }

    /// Without cluster options the body has none of their keys (the CRD defaults apply).
    void kubernetesTrainJobLeavesUnsetOptionsOut()
    {
        const JobPlan p
            = plan(job(QStringLiteral("torch-distributed"), 1), BackendKind::Kubernetes);
        const auto &spec = p.trainJobObject["spec"];
        for (const char *key : {"suspend", "activeDeadlineSeconds", "managedBy", "runtimePatches"})
            QVERIFY2(!spec.contains(key), key);
        QVERIFY(!p.trainJobObject["metadata"].contains("labels"));
    }

    void localPlanWritesScriptsAndUsesTheWorkspace()
    {
        const JobPlan p = plan(job(QStringLiteral("torch-distributed"), 1), BackendKind::Local);
        QStringList paths;
        for (const PlanFile &f : p.files)
            paths << f.path;
        QVERIFY(paths.contains(QStringLiteral(".traindeck/train.py")));
        QVERIFY(paths.contains(QStringLiteral(".traindeck/launch.sh")));
        const PlanStep *n0 = p.step(QStringLiteral("node-0"));
        QCOMPARE(n0->command.first(), QStringLiteral("bash"));
        QVERIFY(env(n0, "DATASET_PATH").startsWith(p.workdir));
        QVERIFY(n0->image.isEmpty());
    }

    void planIsPure()
    {
        const TrainJob j = job(QStringLiteral("torch-distributed"), 4);
        QCOMPARE(QString::fromStdString(plan(j, BackendKind::Docker).toJson().dump()),
                 QString::fromStdString(plan(j, BackendKind::Docker).toJson().dump()));
    }
};

QTEST_GUILESS_MAIN(TestPipeline)
#include "tst_pipeline.moc"
