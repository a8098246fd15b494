// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Every validation rule, each with a failing case that names the field and says
// what is wrong, on top of a job that passes.
#include "core/catalog/runtimecatalog.h"
#include "core/pipeline/pipeline.h"

#include <QTest>

#include <functional>

using namespace TrainDeck;

using Mutation = std::function<void(TrainJob &)>;
Q_DECLARE_METATYPE(Mutation)

namespace {

TrainJob baseJob()
{
    TrainJob j;
    j.name = QStringLiteral("valid-job");
    j.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainer t;
    t.inlineCode = QStringLiteral("print('hi')\n");
    t.numNodes = 2;
    t.env = {EnvVar{QStringLiteral("SEED"), QStringLiteral("1"), nullptr}};
    t.resourcesPerNode = {{QStringLiteral("cpu"), QStringLiteral("500m")},
                          {QStringLiteral("memory"), QStringLiteral("2Gi")}};
    t.packagesToInstall = {QStringLiteral("numpy>=1.24")};
    t.pipIndexUrls = {QStringLiteral("https://pypi.org/simple")};
    j.trainer = t;
    HuggingFaceModelInitializer m;
    m.storageUri = QStringLiteral("hf://o/m");
    j.model.config = m;
    return j;
}

CustomTrainer &custom(TrainJob &j)
{
    return std::get<CustomTrainer>(j.trainer);
}

QList<Error> validate(const TrainJob &j, BackendKind backend)
{
    static const RuntimeCatalog catalog = RuntimeCatalog::bundled();
    const auto rt = catalog.find(j.runtimeRef.name);
    return Pipeline::standard().validate(
        j, rt ? &*rt : nullptr, PlanContext::forBackend(backend, j.name), catalog.names());
}

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void baseJobIsValidEverywhere_data()
    {
        QTest::addColumn<BackendKind>("backend");
        QTest::addRow("local") << BackendKind::Local;
        QTest::addRow("docker") << BackendKind::Docker;
        QTest::addRow("podman") << BackendKind::Podman;
        QTest::addRow("kubernetes") << BackendKind::Kubernetes;
    }

    void baseJobIsValidEverywhere()
    {
        QFETCH(BackendKind, backend);
        const QList<Error> e = validate(baseJob(), backend);
        QVERIFY2(e.isEmpty(), qPrintable(e.isEmpty() ? QString() : e.first().toString()));
    }

    void rules_data()
    {
        QTest::addColumn<Mutation>("mutate");
        QTest::addColumn<BackendKind>("backend");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        const auto K = BackendKind::Kubernetes;
        const auto L = BackendKind::Local;
        const auto D = BackendKind::Docker;
        QTest::addRow("job name") << Mutation([](TrainJob &j) { j.name = QStringLiteral("Bad"); })
                                  << K << QStringLiteral("metadata.name")
                                  << QStringLiteral("not a valid TrainJob name");
        QTest::addRow("runtime missing")
            << Mutation([](TrainJob &j) { j.runtimeRef.name = QStringLiteral("nope"); }) << K
            << QStringLiteral("spec.runtimeRef.name")
            << QStringLiteral("available: deepspeed-distributed");
        QTest::addRow("runtime name")
            << Mutation([](TrainJob &j) { j.runtimeRef.name = QStringLiteral("Bad_Name"); }) << K
            << QStringLiteral("spec.runtimeRef.name") << QStringLiteral("is not allowed");
        QTest::addRow("label value") << Mutation([](TrainJob &j) {
            j.labels.insert(QStringLiteral("k"), QStringLiteral("a b"));
        }) << K << QStringLiteral("metadata.labels.k")
                                     << QStringLiteral("label values");
        QTest::addRow("builtin on custom runtime")
            << Mutation([](TrainJob &j) { j.trainer = BuiltinTrainer{}; }) << K
            << QStringLiteral("spec.runtimeRef.name")
            << QStringLiteral("needs a torchtune runtime");
        QTest::addRow("custom on builtin runtime") << Mutation([](TrainJob &j) {
            j.runtimeRef.name = QStringLiteral("torchtune-llama3.2-1b");
        }) << K << QStringLiteral("spec.runtimeRef.name")
                                                   << QStringLiteral("built-in TorchTune");
        QTest::addRow("env name") << Mutation([](TrainJob &j) {
            custom(j).env[0].name = QStringLiteral("A B");
        }) << K << QStringLiteral("spec.trainer.env[0].name")
                                  << QStringLiteral("space");
        QTest::addRow("env twice")
            << Mutation([](TrainJob &j) { custom(j).env << custom(j).env[0]; }) << K
            << QStringLiteral("spec.trainer.env[1].name") << QStringLiteral("set twice");
        QTest::addRow("reserved PET") << Mutation([](TrainJob &j) {
            custom(j).env[0].name = QStringLiteral("PET_MASTER_PORT");
        }) << K << QStringLiteral("spec.trainer.env[0].name")
                                      << QStringLiteral("torch policy");
        QTest::addRow("initializer env name") << Mutation([](TrainJob &j) {
            j.model.extraEnv = {EnvVar{QStringLiteral("X-Y"), QStringLiteral("1"), nullptr}};
        }) << K << QStringLiteral("spec.initializer.model.env[0].name")
                                              << QStringLiteral("'-'");
        QTest::addRow("quantity") << Mutation([](TrainJob &j) {
            custom(j).resourcesPerNode[QStringLiteral("memory")] = QStringLiteral("2 GB");
        }) << K << QStringLiteral("spec.trainer.resourcesPerNode.memory")
                                  << QStringLiteral("not a quantity");
        QTest::addRow("gpu fraction") << Mutation([](TrainJob &j) {
            custom(j).resourcesPerNode[QStringLiteral("gpu")] = QStringLiteral("1.5");
        }) << K << QStringLiteral("spec.trainer.resourcesPerNode.gpu")
                                      << QStringLiteral("whole numbers");
        QTest::addRow("two MIG profiles") << Mutation([](TrainJob &j) {
            custom(j).resourcesPerNode[QStringLiteral("mig-1g.5gb")] = QStringLiteral("1");
            custom(j).resourcesPerNode[QStringLiteral("mig-2g.10gb")] = QStringLiteral("1");
        }) << K << QStringLiteral("spec.trainer.resourcesPerNode")
                                          << QStringLiteral("one MIG profile");
        QTest::addRow("GPU and MIG") << Mutation([](TrainJob &j) {
            custom(j).resourcesPerNode[QStringLiteral("mig-1g.5gb")] = QStringLiteral("1");
            custom(j).resourcesPerNode[QStringLiteral("gpu")] = QStringLiteral("1");
        }) << K << QStringLiteral("spec.trainer.resourcesPerNode")
                                     << QStringLiteral("not both");
        QTest::addRow("script unreadable")
            << Mutation([](TrainJob &j) { custom(j).scriptPath = QStringLiteral("gone.py"); }) << K
            << QStringLiteral("metadata.annotations.traindeck.io/script")
            << QStringLiteral("could not be read");
        QTest::addRow("empty code")
            << Mutation([](TrainJob &j) { custom(j).inlineCode = QStringLiteral("  \n"); }) << K
            << QStringLiteral("metadata.annotations.traindeck.io/script-inline")
            << QStringLiteral("choose a training script");
        QTest::addRow("function name")
            << Mutation([](TrainJob &j) { custom(j).functionName = QStringLiteral("a b"); }) << K
            << QStringLiteral("metadata.annotations.traindeck.io/function")
            << QStringLiteral("not a Python function name");
        QTest::addRow("package") << Mutation([](TrainJob &j) {
            custom(j).packagesToInstall << QStringLiteral("--index-url=x");
        }) << K << QStringLiteral("metadata.annotations.traindeck.io/packages")
                                 << QStringLiteral("not a package requirement");
        QTest::addRow("index url")
            << Mutation([](TrainJob &j) { custom(j).pipIndexUrls = {QStringLiteral("ftp://x")}; })
            << K << QStringLiteral("metadata.annotations.traindeck.io/pip-index-urls")
            << QStringLiteral("not an index URL");
        QTest::addRow("container without image") << Mutation([](TrainJob &j) {
            j.runtimeRef.name = QStringLiteral("torch-distributed");
            j.trainer = CustomTrainerContainer{};
        }) << L << QString() << QString(); // the runtime has an image: valid (checked below)
        QTest::addRow("image on local") << Mutation([](TrainJob &j) {
            CustomTrainerContainer c;
            c.image = QStringLiteral("x:1");
            j.trainer = c;
        }) << L << QStringLiteral("spec.trainer.image")
                                        << QStringLiteral("local backend runs processes");
        QTest::addRow("builtin on local") << Mutation([](TrainJob &j) {
            j.runtimeRef.name = QStringLiteral("torchtune-llama3.2-1b");
            j.trainer = BuiltinTrainer{};
        }) << L << QStringLiteral("metadata.annotations.traindeck.io/trainer")
                                          << QStringLiteral("pick Docker");
        QTest::addRow("hf dataset uri") << Mutation([](TrainJob &j) {
            HuggingFaceDatasetInitializer h;
            h.storageUri = QStringLiteral("s3://x");
            j.dataset.config = h;
        }) << K << QStringLiteral("spec.initializer.dataset.storageUri")
                                        << QStringLiteral("hf://owner/dataset");
        QTest::addRow("s3 dataset uri") << Mutation([](TrainJob &j) {
            S3DatasetInitializer s;
            s.storageUri = QStringLiteral("hf://x");
            j.dataset.config = s;
        }) << K << QStringLiteral("spec.initializer.dataset.storageUri")
                                        << QStringLiteral("s3://bucket/path");
        QTest::addRow("s3 endpoint") << Mutation([](TrainJob &j) {
            S3DatasetInitializer s;
            s.storageUri = QStringLiteral("s3://b/p");
            s.endpoint = QStringLiteral("minio:9000");
            j.dataset.config = s;
        }) << K << QStringLiteral("spec.initializer.dataset.env.ENDPOINT")
                                     << QStringLiteral("not an endpoint URL");
        QTest::addRow("cache uri") << Mutation([](TrainJob &j) {
            DataCacheInitializer c;
            c.storageUri = QStringLiteral("cache://a");
            c.metadataLoc = QStringLiteral("s3://m");
            c.numDataNodes = 2;
            j.dataset.config = c;
        }) << K << QStringLiteral("spec.initializer.dataset.storageUri")
                                   << QStringLiteral("cache://SCHEMA/TABLE");
        QTest::addRow("cache metadata") << Mutation([](TrainJob &j) {
            DataCacheInitializer c;
            c.storageUri = QStringLiteral("cache://a/b");
            c.numDataNodes = 2;
            j.dataset.config = c;
        }) << K << QStringLiteral("spec.initializer.dataset.env.METADATA_LOC")
                                        << QStringLiteral("metadata location");
        QTest::addRow("cache nodes") << Mutation([](TrainJob &j) {
            DataCacheInitializer c;
            c.storageUri = QStringLiteral("cache://a/b");
            c.metadataLoc = QStringLiteral("s3://m");
            c.numDataNodes = 1;
            j.dataset.config = c;
        }) << K << QStringLiteral("spec.initializer.dataset.env.CLUSTER_SIZE")
                                     << QStringLiteral("more than one");
        QTest::addRow("cache off Kubernetes") << Mutation([](TrainJob &j) {
            DataCacheInitializer c;
            c.storageUri = QStringLiteral("cache://a/b");
            c.metadataLoc = QStringLiteral("s3://m");
            c.numDataNodes = 2;
            j.dataset.config = c;
        }) << D << QStringLiteral("spec.initializer.dataset.storageUri")
                                              << QStringLiteral("only on Kubernetes");
        // Kubernetes-only options are refused elsewhere, each by name, saying what to do.
        const QString refusal = QStringLiteral(
            "applies to Kubernetes only, and this job runs on Docker. Remove it, or run the job "
            "on a Kubernetes connection.");
        QTest::addRow("namespace on docker")
            << Mutation([](TrainJob &j) { j.namespaceName = QStringLiteral("team-a"); }) << D
            << QStringLiteral("metadata.namespace")
            << QStringLiteral("The namespace (metadata.namespace) ") + refusal;
        QTest::addRow("queue on docker")
            << Mutation([](TrainJob &j) { j.queueName = QStringLiteral("q"); }) << D
            << QStringLiteral("metadata.labels.kueue.x-k8s.io/queue-name")
            << QStringLiteral("The Kueue queue (label kueue.x-k8s.io/queue-name) ") + refusal;
        QTest::addRow("priority on docker")
            << Mutation([](TrainJob &j) { j.priorityClass = QStringLiteral("high"); }) << D
            << QStringLiteral("metadata.labels.kueue.x-k8s.io/priority-class")
            << QStringLiteral("The Kueue priority class (label kueue.x-k8s.io/priority-class) ")
                   + refusal;
        QTest::addRow("suspend on docker")
            << Mutation([](TrainJob &j) { j.suspend = true; }) << D
            << QStringLiteral("spec.suspend")
            << QStringLiteral("Create suspended (spec.suspend) ") + refusal;
        QTest::addRow("deadline on docker")
            << Mutation([](TrainJob &j) { j.activeDeadlineSeconds = 60; }) << D
            << QStringLiteral("spec.activeDeadlineSeconds")
            << QStringLiteral("The active deadline (spec.activeDeadlineSeconds) ") + refusal;
        QTest::addRow("managedBy on docker")
            << Mutation([](TrainJob &j) { j.managedBy = ManagedByTrainer; }) << D
            << QStringLiteral("spec.managedBy")
            << QStringLiteral("Managed by (spec.managedBy) ") + refusal;
        QTest::addRow("patches on docker")
            << Mutation([](TrainJob &j) {
                   j.runtimePatches = nlohmann::ordered_json::parse(R"([{"manager": "a"}])");
               })
            << D << QStringLiteral("spec.runtimePatches")
            << QStringLiteral("Runtime patches (spec.runtimePatches) ") + refusal;
        QTest::addRow("suspend on local")
            << Mutation([](TrainJob &j) { j.suspend = true; }) << BackendKind::Local
            << QStringLiteral("spec.suspend")
            << QStringLiteral("Create suspended (spec.suspend) applies to Kubernetes only, and "
                              "this job runs on local processes.");
        QTest::addRow("suspend on podman")
            << Mutation([](TrainJob &j) { j.suspend = true; }) << BackendKind::Podman
            << QStringLiteral("spec.suspend") << QStringLiteral("this job runs on Podman.");
        QTest::addRow("all on kubernetes") << Mutation([](TrainJob &j) {
            j.namespaceName = QStringLiteral("team-a");
            j.queueName = QStringLiteral("team-a-queue");
            j.priorityClass = QStringLiteral("high-priority");
            j.suspend = true;
            j.activeDeadlineSeconds = 60;
            j.managedBy = ManagedByMultiKueue;
            j.runtimePatches = nlohmann::ordered_json::parse(R"([{"manager": "a"}])");
        }) << K << QString() << QString();
        QTest::addRow("empty patch list is no option")
            << Mutation([](TrainJob &j) { j.runtimePatches = nlohmann::ordered_json::array(); })
            << D << QString() << QString();
        QTest::addRow("queue name")
            << Mutation([](TrainJob &j) { j.queueName = QStringLiteral("Team_A"); }) << K
            << QStringLiteral("metadata.labels.kueue.x-k8s.io/queue-name")
            << QStringLiteral("lowercase letters, digits");
        QTest::addRow("priority class name")
            << Mutation([](TrainJob &j) { j.priorityClass = QStringLiteral("-high"); }) << K
            << QStringLiteral("metadata.labels.kueue.x-k8s.io/priority-class")
            << QStringLiteral("must start and end");
        QTest::addRow("namespace name")
            << Mutation([](TrainJob &j) { j.namespaceName = QStringLiteral("team.a"); }) << K
            << QStringLiteral("metadata.namespace")
            << QStringLiteral("'team.a' is not a namespace name");
        QTest::addRow("hf model uri") << Mutation([](TrainJob &j) {
            HuggingFaceModelInitializer m;
            m.storageUri = QStringLiteral("hf://");
            j.model.config = m;
        }) << K << QStringLiteral("spec.initializer.model.storageUri")
                                      << QStringLiteral("hf://owner/model");
        QTest::addRow("s3 model uri") << Mutation([](TrainJob &j) {
            S3ModelInitializer m;
            m.storageUri = QStringLiteral("gs://x");
            j.model.config = m;
        }) << K << QStringLiteral("spec.initializer.model.storageUri")
                                      << QStringLiteral("s3://bucket/path");
        QTest::addRow("secret in a label") << Mutation([](TrainJob &j) {
            HuggingFaceModelInitializer m;
            m.storageUri = QStringLiteral("hf://o/m");
            m.accessToken = QStringLiteral("hf_abc123");
            j.model.config = m;
            j.labels.insert(QStringLiteral("token"), QStringLiteral("hf_abc123"));
        }) << K << QStringLiteral("metadata.labels.token")
                                           << QStringLiteral("secret ACCESS_TOKEN");
        QTest::addRow("MPI on docker") << Mutation([](TrainJob &j) {
            j.runtimeRef.name = QStringLiteral("deepspeed-distributed");
        }) << D << QStringLiteral("spec.runtimeRef.name")
                                       << QStringLiteral("only on Kubernetes");
        QTest::addRow("reserved JAX") << Mutation([](TrainJob &j) {
            j.runtimeRef.name = QStringLiteral("jax-distributed");
            custom(j).env[0].name = QStringLiteral("JAX_NUM_PROCESSES");
        }) << K << QStringLiteral("spec.trainer.env[0].name")
                                      << QStringLiteral("jax policy");
        QTest::addRow("reserved DMLC") << Mutation([](TrainJob &j) {
            j.runtimeRef.name = QStringLiteral("xgboost-distributed");
            custom(j).env[0].name = QStringLiteral("DMLC_TASK_ID");
        }) << K << QStringLiteral("spec.trainer.env[0].name")
                                       << QStringLiteral("xgboost policy");
        QTest::addRow("reserved OMPI") << Mutation([](TrainJob &j) {
            j.runtimeRef.name = QStringLiteral("deepspeed-distributed");
            custom(j).env[0].name = QStringLiteral("OMPI_MCA_foo");
        }) << K << QStringLiteral("spec.trainer.env[0].name")
                                       << QStringLiteral("mpi policy");
    }

    void rules()
    {
        QFETCH(Mutation, mutate);
        QFETCH(BackendKind, backend);
        QFETCH(QString, field);
        QFETCH(QString, message);
        TrainJob j = baseJob();
        mutate(j);
        const QList<Error> errors = validate(j, backend);
        if (field.isEmpty()) {
            QVERIFY2(errors.isEmpty(),
                     qPrintable(errors.isEmpty() ? QString() : errors.first().toString()));
            return;
        }
        QStringList all;
        bool found = false;
        for (const Error &e : errors) {
            all << e.toString();
            found = found || (e.field == field && e.message.contains(message));
        }
        QVERIFY2(found,
                 qPrintable(QStringLiteral("wanted %1: ...%2..., got:\n  %3")
                                .arg(field, message, all.join(QStringLiteral("\n  ")))));
    }
};

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
