// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Training Operator v1 jobs converted to TrainJobs: for each kind, the TrainJob YAML equals a
// reviewed reference file byte for byte and what was not carried is said, sentence by
// sentence; the runtime is chosen among Kubeflow Trainer's own runtimes (read in place from
// the shared folder) by framework; bad input is a Validation error naming what is wrong.
// Refresh the references with TRAINDECK_UPDATE_GOLDEN=1 (scripts/update-golden) and review
// the diff.
#include "backends/kubernetes/legacyjobconverter.h"
#include "core/codec/document.h"
#include "core/codec/runtimecodec.h"
#include "core/codec/trainjobcodec.h"
#include "tests/support/prerequisite.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;
using Json = nlohmann::ordered_json;

namespace {

const QString DataDir
    = QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/backends/kubernetes/data/legacy/");

Json read(const QString &file)
{
    QFile f(DataDir + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    auto doc = Document::parse(f.readAll(), f.fileName(), Document::Origin::Own);
    if (!doc.ok())
        qFatal("%s", qPrintable(doc.error().toString()));
    return doc->json();
}

/// Kubeflow Trainer's default runtimes, as a cluster with Trainer v2 offers them.
QList<Runtime> upstreamRuntimes()
{
    QList<Runtime> out;
    const QDir dir(QStringLiteral(TRAINDECK_SHARED_DIR "/kubeflow/runtimes"));
    for (const QString &name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(f.fileName()));
        auto doc = Document::parse(f.readAll(), f.fileName(), Document::Origin::Own);
        if (!doc.ok())
            qFatal("%s", qPrintable(doc.error().toString()));
        auto rt = RuntimeCodec::decode(*doc);
        if (!rt.ok())
            qFatal("%s", qPrintable(rt.error().toString()));
        out.append(*rt);
    }
    return out;
}

Runtime runtimeNamed(const QString &name, const QString &framework)
{
    Runtime r;
    r.name = name;
    r.framework = framework;
    return r;
}

void compareGolden(const QByteArray &actual, const QString &reference)
{
    if (qEnvironmentVariableIsSet("TRAINDECK_UPDATE_GOLDEN")) {
        QVERIFY2(!Prerequisite::strict(),
                 "TRAINDECK_UPDATE_GOLDEN is set under scripts/test; unset it (only "
                 "scripts/update-golden sets it)");
        QFile f(reference);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(actual);
        return;
    }
    QFile f(reference);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(reference + QStringLiteral(" is missing")));
    QCOMPARE(QString::fromUtf8(actual), QString::fromUtf8(f.readAll()));
}

} // namespace

class TestLegacyJobConverter : public QObject
{
    Q_OBJECT

private:
    QList<Runtime> m_runtimes;

private Q_SLOTS:
    void initTestCase()
    {
        m_runtimes = upstreamRuntimes();
        QVERIFY2(m_runtimes.size() >= 8, "the upstream runtimes in ../shared/kubeflow/runtimes");
    }

    void converts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("notCarried");
        const QString patches = QStringLiteral(
            "TrainDeck's TrainJob has no runtimePatches yet, through which a TrainJob would add "
            "them");
        QTest::newRow("PyTorchJob: Master 1 + Worker 2")
            << QStringLiteral("pytorch-mnist")
            << QStringList{
                   QStringLiteral("Container settings of pytorch (imagePullPolicy) were not "
                                  "carried: the runtime's container settings apply."),
                   QStringLiteral("restartPolicy (OnFailure of Master and Worker) was not carried: "
                                  "the runtime decides how failed nodes restart."),
               };
        QTest::newRow("PyTorchJob with everything v1 offers")
            << QStringLiteral("pytorch-full")
            << QStringList{
                   QStringLiteral("The name bert.finetune-2 is not a valid TrainJob name (the "
                                  "character '.' is not allowed; use lowercase letters, digits and "
                                  "'-'), so the TrainJob is named bert-finetune-2."),
                   QStringLiteral("The Worker replicas' container differs from the Master's in "
                                  "args; the TrainJob runs the Master's on every node."),
                   QStringLiteral("Requests below the limits (memory 48Gi) were not carried: a "
                                  "TrainJob asks for its limits as both."),
                   QStringLiteral("envFrom of container pytorch (configMapRef bert-settings) was "
                                  "not carried: name those variables one by one in the builder."),
                   QStringLiteral("Container settings of pytorch (ports) were not carried: the "
                                  "runtime's container settings apply."),
                   QStringLiteral("Volumes (data, dshm) were not carried: ") + patches
                       + QStringLiteral("."),
                   QStringLiteral(
                       "Volume mounts of container pytorch (/data, /dev/shm) were not carried: ")
                       + patches + QStringLiteral("."),
                   QStringLiteral("Pod placement (nodeSelector, tolerations) was not carried: ")
                       + patches + QStringLiteral("."),
                   QStringLiteral(
                       "Containers beside pytorch (metrics-exporter) were not carried: a TrainJob "
                       "runs one trainer container; sidecars belong in the runtime."),
                   QStringLiteral("Init containers (fetch-data) were not carried: they belong in "
                                  "the runtime."),
                   QStringLiteral("Pod settings (serviceAccountName) were not carried: ") + patches
                       + QStringLiteral("."),
                   QStringLiteral(
                       "Pod labels and annotations (sidecar.istio.io/inject) were not carried: ")
                       + patches + QStringLiteral("."),
                   QStringLiteral("restartPolicy (ExitCode of Master, OnFailure of Worker) was not "
                                  "carried: the runtime decides how failed nodes restart."),
                   QStringLiteral("runPolicy.cleanPodPolicy Running was not carried: the pods of a "
                                  "TrainJob are its JobSet's, removed with the TrainJob."),
                   QStringLiteral("runPolicy.backoffLimit 3 was not carried: retries are the "
                                  "runtime's failure policy."),
                   QStringLiteral("runPolicy.ttlSecondsAfterFinished 600 was not carried: a "
                                  "TrainJob stays until it is deleted."),
                   QStringLiteral("runPolicy.schedulingPolicy was not carried: gang scheduling is "
                                  "the runtime's podGroupPolicy."),
                   QStringLiteral("elasticPolicy was not carried: a TrainJob runs a fixed number "
                                  "of nodes (3)."),
               };
        QTest::newRow("TFJob: Chief, Worker, PS, Evaluator")
            << QStringLiteral("tfjob-dist")
            << QStringList{
                   QStringLiteral(
                       "Kubeflow Trainer v2 has no TensorFlow runtime, so the TrainJob's runtime "
                       "is left empty: pick or create a TrainingRuntime for it before submitting."),
                   QStringLiteral(
                       "Replica type PS (2 replica(s)) has no TrainJob equivalent and was "
                       "left out: every node of a TrainJob runs the trainer."),
                   QStringLiteral(
                       "Replica type Evaluator (1 replica(s)) has no TrainJob equivalent "
                       "and was left out: every node of a TrainJob runs the trainer."),
                   QStringLiteral("restartPolicy (Never of Chief and Worker) was not carried: the "
                                  "runtime decides how failed nodes restart."),
                   QStringLiteral("runPolicy.cleanPodPolicy None was not carried: the pods of a "
                                  "TrainJob are its JobSet's, removed with the TrainJob."),
                   QStringLiteral(
                       "spec.successPolicy was not carried: a TrainJob has no such setting."),
               };
        QTest::newRow("MPIJob: Launcher + Worker")
            << QStringLiteral("mpijob-benchmarks")
            << QStringList{
                   QStringLiteral("An MPIJob has no Trainer v2 kind of its own: the TrainJob runs "
                                  "the Launcher's command on deepspeed-distributed, an MPI runtime "
                                  "whose launcher and nodes must be able to run image "
                                  "mpioperator/tensorflow-benchmarks:latest."),
                   QStringLiteral(
                       "deepspeed-distributed runs its launcher as one of the 2 nodes, "
                       "so 1 worker pod(s) run(s) beside it where the MPIJob had 2 Workers."),
                   QStringLiteral("runPolicy.cleanPodPolicy Running was not carried: the pods of a "
                                  "TrainJob are its JobSet's, removed with the TrainJob."),
               };
        QTest::newRow("XGBoostJob")
            << QStringLiteral("xgboostjob-iris")
            << QStringList{
                   QStringLiteral("restartPolicy (ExitCode of Worker, Never of Master) was not "
                                  "carried: the runtime decides how failed nodes restart."),
               };
        QTest::newRow("JAXJob")
            << QStringLiteral("jaxjob-simple")
            << QStringList{
                   QStringLiteral("Container settings of jax (imagePullPolicy) were not carried: "
                                  "the runtime's container settings apply."),
                   QStringLiteral("restartPolicy (OnFailure of Worker) was not carried: the "
                                  "runtime decides how failed nodes restart."),
               };
        QTest::newRow("PaddleJob")
            << QStringLiteral("paddlejob-resnet")
            << QStringList{
                   QStringLiteral(
                       "Kubeflow Trainer v2 has no PaddlePaddle runtime, so the TrainJob's runtime "
                       "is left empty: pick or create a TrainingRuntime for it before submitting."),
                   QStringLiteral("restartPolicy (OnFailure of Worker) was not carried: the "
                                  "runtime decides how failed nodes restart."),
               };
    }

    void converts()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, notCarried);
        auto r = LegacyJobConverter::convert(read(file + QStringLiteral(".yaml")), m_runtimes);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().toString()));
        compareGolden(TrainJobCodec::toYaml(r->job),
                      DataDir + file + QStringLiteral(".trainjob.yaml"));
        if (r->notCarried != notCarried)
            qWarning().noquote() << r->notCarried.join(QLatin1Char('\n'));
        QCOMPARE(r->notCarried, notCarried);
        // The reference is a TrainJob TrainDeck reads back as the same job.
        auto doc = Document::parse(TrainJobCodec::toYaml(r->job), file, Document::Origin::Own);
        QVERIFY(doc.ok());
        auto back = TrainJobCodec::decode(*doc);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().toString()));
        QCOMPARE(TrainJobCodec::toYaml(*back), TrainJobCodec::toYaml(r->job));
    }

    void runtimeByFramework()
    {
        const Json torchJob = read(QStringLiteral("pytorch-mnist.yaml"));
        // No torch-distributed: another torch runtime, said so; torchtune is not torch.
        Runtime own = runtimeNamed(QStringLiteral("torch-cuda12"), QStringLiteral("torch"));
        own.kind = RuntimeKind::TrainingRuntime;
        own.namespaceName = QStringLiteral("team-a");
        Runtime elsewhere
            = runtimeNamed(QStringLiteral("torch-other-team"), QStringLiteral("torch"));
        elsewhere.kind = RuntimeKind::TrainingRuntime;
        elsewhere.namespaceName = QStringLiteral("team-b");
        const QList<Runtime> offered{
            runtimeNamed(QStringLiteral("torchtune-llama3.2-1b"), QStringLiteral("torchtune")),
            elsewhere,
            own};
        auto r = LegacyJobConverter::convert(torchJob, offered);
        QVERIFY(r.ok());
        QCOMPARE(r->job.runtimeRef.name, QStringLiteral("torch-cuda12"));
        QCOMPARE(r->job.runtimeRef.kind, QStringLiteral("TrainingRuntime"));
        QCOMPARE(r->notCarried.constFirst(),
                 QStringLiteral("The cluster offers no torch-distributed, so the TrainJob uses "
                                "torch-cuda12, a runtime with framework torch."));

        // None at all: the runtime is left empty and the first sentence says why.
        r = LegacyJobConverter::convert(torchJob, {offered.at(0), elsewhere});
        QVERIFY(r.ok());
        QCOMPARE(r->job.runtimeRef.name, QString());
        QCOMPARE(r->notCarried.constFirst(),
                 QStringLiteral("The cluster offers no runtime with framework torch "
                                "(torch-distributed), so the TrainJob's runtime is left empty: "
                                "pick one before submitting."));

        // An MPIJob takes an MPI runtime: mlx-distributed when deepspeed-distributed is gone.
        QList<Runtime> noDeepSpeed;
        for (const Runtime &rt : m_runtimes) {
            if (rt.name != QLatin1String("deepspeed-distributed"))
                noDeepSpeed.append(rt);
        }
        r = LegacyJobConverter::convert(read(QStringLiteral("mpijob-benchmarks.yaml")),
                                        noDeepSpeed);
        QVERIFY(r.ok());
        QCOMPARE(r->job.runtimeRef.name, QStringLiteral("mlx-distributed"));
        QList<Runtime> noMpi;
        for (const Runtime &rt : noDeepSpeed) {
            if (rt.name != QLatin1String("mlx-distributed"))
                noMpi.append(rt);
        }
        r = LegacyJobConverter::convert(read(QStringLiteral("mpijob-benchmarks.yaml")), noMpi);
        QVERIFY(r.ok());
        QCOMPARE(r->job.runtimeRef.name, QString());
        QCOMPARE(r->notCarried.constFirst(),
                 QStringLiteral("The cluster offers no MPI runtime (deepspeed-distributed, "
                                "mlx-distributed), so the TrainJob's runtime is left empty: pick "
                                "one before submitting."));
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        const QByteArray container = R"({"containers":[{"name":"pytorch","image":"img:1"}]})";
        QTest::newRow("not an object")
            << QByteArray(R"(["PyTorchJob"])") << QString()
            << QStringLiteral("A Training Operator job must be an object with apiVersion, kind, "
                              "metadata and spec; this is array.");
        QTest::newRow("a TrainJob")
            << QByteArray(R"({"apiVersion":"trainer.kubeflow.org/v1alpha1","kind":"TrainJob"})")
            << QStringLiteral("kind")
            << QStringLiteral("Kind 'TrainJob' is not a Training Operator v1 job; only "
                              "PyTorchJob, TFJob, MPIJob, XGBoostJob, PaddleJob, JAXJob can be "
                              "converted to a TrainJob.");
        QTest::newRow("the MPI operator's v2beta1")
            << QByteArray(R"({"apiVersion":"kubeflow.org/v2beta1","kind":"MPIJob"})")
            << QStringLiteral("apiVersion")
            << QStringLiteral("MPIJob has apiVersion 'kubeflow.org/v2beta1'; only MPIJob of "
                              "kubeflow.org/v1 (the Training Operator v1) can be converted to a "
                              "TrainJob.");
        QTest::newRow("no replica specs") << QByteArray(
            R"({"apiVersion":"kubeflow.org/v1","kind":"PyTorchJob","metadata":{"name":"j"},"spec":{}})")
                                          << QStringLiteral("spec.pytorchReplicaSpecs")
                                          << QStringLiteral("PyTorchJob j has no replica specs: "
                                                            "spec.pytorchReplicaSpecs is "
                                                            "missing or empty.");
        QTest::newRow("unknown replica type")
            << (R"({"apiVersion":"kubeflow.org/v1","kind":"PyTorchJob","metadata":{"name":"j"},"spec":{"pytorchReplicaSpecs":{"Chief":{"template":{"spec":)"
                + container + "}}}}}")
            << QStringLiteral("spec.pytorchReplicaSpecs.Chief")
            << QStringLiteral("PyTorchJob has no replica type 'Chief'; it knows Master, Worker.");
        QTest::newRow("only parameter servers")
            << (R"({"apiVersion":"kubeflow.org/v1","kind":"TFJob","metadata":{"name":"j"},"spec":{"tfReplicaSpecs":{"PS":{"template":{"spec":)"
                + container + "}}}}}")
            << QStringLiteral("spec.tfReplicaSpecs")
            << QStringLiteral("TFJob j has no replica that trains (Chief, Master, Worker): a "
                              "TrainJob needs at least one node.");
        QTest::newRow("MPIJob without launcher")
            << (R"({"apiVersion":"kubeflow.org/v1","kind":"MPIJob","metadata":{"name":"j"},"spec":{"mpiReplicaSpecs":{"Worker":{"template":{"spec":)"
                + container + "}}}}}")
            << QStringLiteral("spec.mpiReplicaSpecs.Launcher")
            << QStringLiteral("MPIJob j has no Launcher replica, whose command the TrainJob "
                              "would run: add spec.mpiReplicaSpecs.Launcher.");
        QTest::newRow("no container") << QByteArray(
            R"({"apiVersion":"kubeflow.org/v1","kind":"JAXJob","metadata":{"name":"j"},"spec":{"jaxReplicaSpecs":{"Worker":{"replicas":2,"template":{"spec":{"containers":[]}}}}}})")
                                      << QStringLiteral(
                                             "spec.jaxReplicaSpecs.Worker.template.spec.containers")
                                      << QStringLiteral("JAXJob j has no container to run: "
                                                        "spec.jaxReplicaSpecs.Worker.template.spec."
                                                        "containers is empty.");
        QTest::newRow("no image") << QByteArray(
            R"({"apiVersion":"kubeflow.org/v1","kind":"XGBoostJob","metadata":{"name":"j"},"spec":{"xgbReplicaSpecs":{"Master":{"template":{"spec":{"containers":[{"name":"xgboost"}]}}}}}})")
                                  << QStringLiteral(
                                         "spec.xgbReplicaSpecs.Master.template.spec.containers")
                                  << QStringLiteral("Container xgboost of Master has no image; a "
                                                    "TrainJob's trainer "
                                                    "needs one.");
    }

    void badInput()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QFETCH(QString, message);
        const auto r = LegacyJobConverter::convert(Json::parse(json.toStdString()), m_runtimes);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Validation);
        QCOMPARE(r.error().message, message);
        QCOMPARE(r.error().field, field);
    }
};

QTEST_GUILESS_MAIN(TestLegacyJobConverter)
#include "tst_legacyjobconverter.moc"
