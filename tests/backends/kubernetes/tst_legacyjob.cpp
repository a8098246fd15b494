// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Training Operator v1 jobs as snapshots: kinds and their resources, the pod selector, the
// status from every condition path, and steps from pods, a re-created pod replacing its step.
#include "backends/kubernetes/legacyjob.h"
#include "backends/kubernetes/legacyjobkind.h"
#include "core/codec/document.h"

#include <QFile>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;
using Json = nlohmann::ordered_json;
Q_DECLARE_METATYPE(QList<nlohmann::ordered_json>)

namespace {

const QString DataDir
    = QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/backends/kubernetes/data/legacy/");

QList<Json> readAll(const QString &file)
{
    QFile f(DataDir + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    auto docs = Document::parseAll(f.readAll(), f.fileName(), Document::Origin::Own);
    if (!docs.ok())
        qFatal("%s", qPrintable(docs.error().toString()));
    QList<Json> out;
    for (const Document &d : *docs)
        out.append(d.json());
    return out;
}

Json read(const QString &file)
{
    return readAll(file).constFirst();
}

QDateTime at(const char *iso)
{
    return QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate);
}

Json condition(const char *type, const char *status, const char *reason, const char *time)
{
    return Json{{"type", type},
                {"status", status},
                {"reason", reason},
                {"message", std::string(reason) + " message"},
                {"lastTransitionTime", time}};
}

} // namespace

class TestLegacyJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kinds()
    {
        QStringList names, plurals, frameworks, containers;
        for (const LegacyJobKind &k : LegacyJobKind::all()) {
            names.append(k.kind);
            plurals.append(k.resource.plural);
            frameworks.append(k.framework);
            containers.append(k.containerName);
            QCOMPARE(k.resource.apiVersion(), QStringLiteral("kubeflow.org/v1"));
            QCOMPARE(k.resource.kind, k.kind);
            QVERIFY(k.resource.namespaced);
            for (const QString &t : k.nodeReplicaTypes)
                QVERIFY2(k.replicaTypes.contains(t), qPrintable(k.kind + QLatin1Char(' ') + t));
        }
        QCOMPARE(
            names,
            QStringList({"PyTorchJob", "TFJob", "MPIJob", "XGBoostJob", "PaddleJob", "JAXJob"}));
        QCOMPARE(plurals,
                 QStringList(
                     {"pytorchjobs", "tfjobs", "mpijobs", "xgboostjobs", "paddlejobs", "jaxjobs"}));
        QCOMPARE(frameworks,
                 QStringList({"torch", "tensorflow", "mpi", "xgboost", "paddle", "jax"}));
        QCOMPARE(containers,
                 QStringList({"pytorch", "tensorflow", "mpi", "xgboost", "paddle", "jax"}));
        QCOMPARE(LegacyJobKind::find(QStringLiteral("TFJob"))->replicaTypes,
                 QStringList({"Chief", "Master", "Worker", "PS", "Evaluator"}));
        QCOMPARE(LegacyJobKind::find(QStringLiteral("MPIJob"))->nodeReplicaTypes,
                 QStringList({"Worker"}));
        QCOMPARE(LegacyJobKind::find(QStringLiteral("XGBoostJob"))->replicaSpecsField,
                 QStringLiteral("xgbReplicaSpecs"));
        QCOMPARE(LegacyJobKind::find(QStringLiteral("TrainJob")), nullptr);
        QCOMPARE(LegacyJobKind::find(QStringLiteral("pytorchjob")), nullptr);
        QCOMPARE(KubeResource::pyTorchJobs().path(QStringLiteral("team-a"), QStringLiteral("j")),
                 QByteArray("/apis/kubeflow.org/v1/namespaces/team-a/pytorchjobs/j"));
        QCOMPARE(KubeResource::jaxJobs().qualifiedName(), QStringLiteral("jaxjobs.kubeflow.org"));
    }

    void podSelector()
    {
        QCOMPARE(LegacyJob::podSelector(QStringLiteral("pytorch-simple")),
                 QStringLiteral("training.kubeflow.org/job-name=pytorch-simple"));
    }

    void runningJobWithARecreatedPod()
    {
        const Json object = read(QStringLiteral("pytorch-mnist.yaml"));
        const QList<Json> pods = readAll(QStringLiteral("pytorch-mnist-pods.yaml"));
        QCOMPARE(pods.size(), 5);
        const QList<JobEvent> events{{at("2026-11-20T09:00:00Z"),
                                      QStringLiteral("PyTorchJob/pytorch-simple"),
                                      QStringLiteral("SuccessfulCreatePod"),
                                      QStringLiteral("Created pod: pytorch-simple-master-0"),
                                      false}};
        const JobSnapshot s = LegacyJob::snapshot(object, pods, events, QStringLiteral("prod"));
        QCOMPARE(s.name, QStringLiteral("pytorch-simple"));
        QCOMPARE(s.kind, QStringLiteral("PyTorchJob"));
        QCOMPARE(s.nameSpace, QStringLiteral("team-a"));
        QCOMPARE(s.backend, BackendKind::Kubernetes);
        QCOMPARE(s.connection, QStringLiteral("prod"));
        QCOMPARE(s.runtimeName, QString());
        QCOMPARE(s.framework, QStringLiteral("torch"));
        QCOMPARE(s.status, JobStatus::Running);
        QCOMPARE(s.statusReason, QStringLiteral("PyTorchJobRunning"));
        QCOMPARE(s.statusMessage, QStringLiteral("PyTorchJob team-a/pytorch-simple is running."));
        QCOMPARE(s.numNodes, 3);
        QCOMPARE(s.created, at("2026-11-20T09:00:00Z"));
        QCOMPARE(s.started, at("2026-11-20T09:00:02Z"));
        QVERIFY(!s.finished.isValid());
        QCOMPARE(s.madeByTrainDeck, false);
        QCOMPARE(s.origin, JobSnapshot::Origin::Unknown);
        QCOMPARE(s.events, events);

        // One step per replica, listed Master first; the TFJob's pod of the same name is not
        // this job's, and worker-1 is the re-created pod, not the OOMKilled one.
        QStringList names;
        for (const StepSnapshot &st : s.steps)
            names.append(st.name);
        QCOMPARE(names, QStringList({"master-0", "worker-0", "worker-1"}));
        const QString image
            = QStringLiteral("docker.io/kubeflowkatib/pytorch-mnist:v1beta1-45c5727");

        StepSnapshot master;
        master.name = QStringLiteral("master-0");
        master.kind = StepKind::Node;
        master.rank = 0;
        master.state = StepState::Running;
        master.objectName = QStringLiteral("pytorch-simple-master-0");
        master.objectId = QStringLiteral("9e1c0000-0000-4000-8000-000000000001");
        master.image = image;
        master.startedAt = at("2026-11-20T09:00:30Z");
        QCOMPARE(s.steps.at(0), master);

        StepSnapshot worker0;
        worker0.name = QStringLiteral("worker-0");
        worker0.kind = StepKind::Node;
        worker0.rank = 1;
        worker0.state = StepState::Created;
        worker0.message
            = QStringLiteral("ImagePullBackOff: Back-off pulling image "
                             "\"docker.io/kubeflowkatib/pytorch-mnist:v1beta1-45c5727\"");
        worker0.objectName = QStringLiteral("pytorch-simple-worker-0");
        worker0.objectId = QStringLiteral("9e1c0000-0000-4000-8000-000000000010");
        worker0.image = image;
        QCOMPARE(s.steps.at(1), worker0);

        StepSnapshot worker1;
        worker1.name = QStringLiteral("worker-1");
        worker1.kind = StepKind::Node;
        worker1.rank = 2;
        worker1.state = StepState::Running;
        worker1.objectName = QStringLiteral("pytorch-simple-worker-1");
        worker1.objectId = QStringLiteral("9e1c0000-0000-4000-8000-000000000012");
        worker1.image = image;
        worker1.startedAt = at("2026-11-20T09:05:10Z");
        QCOMPARE(s.steps.at(2), worker1);

        // The newest pod wins whatever order the API lists them in.
        QList<Json> reversed(pods.crbegin(), pods.crend());
        QCOMPARE(LegacyJob::snapshot(object, reversed, events, QStringLiteral("prod")).steps,
                 s.steps);
    }

    void failedPodStep()
    {
        // Only the pod that was OOMKilled: the step is that pod, failed, with its exit code.
        const Json object = read(QStringLiteral("pytorch-mnist.yaml"));
        const QList<Json> pods = readAll(QStringLiteral("pytorch-mnist-pods.yaml"));
        const JobSnapshot s = LegacyJob::snapshot(object, {pods.at(3)}, {}, QStringLiteral("prod"));
        QCOMPARE(s.steps.size(), 1);
        const StepSnapshot &st = s.steps.constFirst();
        QCOMPARE(st.name, QStringLiteral("worker-1"));
        QCOMPARE(st.rank, 2);
        QCOMPARE(st.state, StepState::Failed);
        QCOMPARE(st.exitCode, std::optional<int>(137));
        QCOMPARE(st.message, QStringLiteral("OOMKilled"));
        QCOMPARE(st.objectId, QStringLiteral("9e1c0000-0000-4000-8000-000000000011"));
        QCOMPARE(st.startedAt, at("2026-11-20T09:00:31Z"));
        QCOMPARE(st.finishedAt, at("2026-11-20T09:04:50Z"));
    }

    void statusFromConditions_data()
    {
        QTest::addColumn<QList<Json>>("conditions");
        QTest::addColumn<bool>("completionTime");
        QTest::addColumn<JobStatus>("status");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QDateTime>("finished");
        const Json created
            = condition("Created", "True", "PyTorchJobCreated", "2026-11-20T09:00:00Z");
        const Json running
            = condition("Running", "True", "PyTorchJobRunning", "2026-11-20T09:01:00Z");
        const Json runningFalse
            = condition("Running", "False", "PyTorchJobRunning", "2026-11-20T09:01:00Z");
        QTest::newRow("none") << QList<Json>{} << false << JobStatus::Created << QString()
                              << QDateTime();
        QTest::newRow("created") << QList<Json>{created} << false << JobStatus::Created
                                 << QStringLiteral("PyTorchJobCreated") << QDateTime();
        QTest::newRow("running") << QList<Json>{created, running} << false << JobStatus::Running
                                 << QStringLiteral("PyTorchJobRunning") << QDateTime();
        QTest::newRow("restarting")
            << QList<Json>{created,
                           runningFalse,
                           condition("Restarting",
                                     "True",
                                     "PyTorchJobRestarting",
                                     "2026-11-20T09:02:00Z")}
            << false << JobStatus::Running << QStringLiteral("PyTorchJobRestarting") << QDateTime();
        QTest::newRow("succeeded")
            << QList<Json>{created,
                           runningFalse,
                           condition(
                               "Succeeded", "True", "PyTorchJobSucceeded", "2026-11-20T09:30:00Z")}
            << true << JobStatus::Complete << QStringLiteral("PyTorchJobSucceeded")
            << at("2026-11-20T09:29:59Z");
        QTest::newRow("failed without completionTime")
            << QList<Json>{created,
                           runningFalse,
                           condition("Failed", "True", "PyTorchJobFailed", "2026-11-20T09:20:00Z")}
            << false << JobStatus::Failed << QStringLiteral("PyTorchJobFailed")
            << at("2026-11-20T09:20:00Z");
        QTest::newRow("suspended")
            << QList<Json>{created,
                           runningFalse,
                           condition(
                               "Suspended", "True", "PyTorchJobSuspended", "2026-11-20T09:03:00Z")}
            << false << JobStatus::Suspended << QStringLiteral("PyTorchJobSuspended")
            << QDateTime();
        // Resumed: Suspended turned False, Running True again later in the list.
        QTest::newRow("resumed") << QList<Json>{created,
                                                condition("Suspended",
                                                          "False",
                                                          "PyTorchJobResumed",
                                                          "2026-11-20T09:04:00Z"),
                                                running}
                                 << false << JobStatus::Running
                                 << QStringLiteral("PyTorchJobRunning") << QDateTime();
        QTest::newRow("other condition types are not the status")
            << QList<Json>{created,
                           running,
                           condition("JobSetReady", "True", "Other", "2026-11-20T09:05:00Z")}
            << false << JobStatus::Running << QStringLiteral("PyTorchJobRunning") << QDateTime();
    }

    void statusFromConditions()
    {
        QFETCH(QList<Json>, conditions);
        QFETCH(bool, completionTime);
        QFETCH(JobStatus, status);
        QFETCH(QString, reason);
        QFETCH(QDateTime, finished);
        Json object = read(QStringLiteral("pytorch-mnist.yaml"));
        object["status"]["conditions"] = Json::array();
        for (const Json &c : conditions)
            object["status"]["conditions"].push_back(c);
        if (completionTime)
            object["status"]["completionTime"] = "2026-11-20T09:29:59Z";
        const JobSnapshot s = LegacyJob::snapshot(object, {}, {}, QStringLiteral("prod"));
        QCOMPARE(s.status, status);
        QCOMPARE(s.statusReason, reason);
        QCOMPARE(s.statusMessage,
                 reason.isEmpty() ? QString() : reason + QStringLiteral(" message"));
        QCOMPARE(s.finished, finished);
    }

    void replicaTypesOfATFJob()
    {
        const Json object = read(QStringLiteral("tfjob-dist.yaml"));
        auto pod = [](const char *type, int index) {
            return Json{{"metadata",
                         {{"name", std::string("dist-mnist-") + type + "-" + std::to_string(index)},
                          {"creationTimestamp", "2026-11-20T09:00:01Z"},
                          {"labels",
                           {{"training.kubeflow.org/job-name", "dist-mnist"},
                            {"training.kubeflow.org/replica-type", type},
                            {"training.kubeflow.org/replica-index", std::to_string(index)}}}}},
                        {"status", {{"phase", "Succeeded"}}}};
        };
        const JobSnapshot s = LegacyJob::snapshot(object,
                                                  {pod("ps", 1),
                                                   pod("worker", 1),
                                                   pod("evaluator", 0),
                                                   pod("chief", 0),
                                                   pod("ps", 0),
                                                   pod("worker", 0)},
                                                  {},
                                                  QStringLiteral("prod"));
        QCOMPARE(s.numNodes, 6);
        QCOMPARE(s.framework, QStringLiteral("tensorflow"));
        QStringList names;
        QList<int> ranks;
        for (const StepSnapshot &st : s.steps) {
            names.append(st.name);
            ranks.append(st.rank);
            QCOMPARE(st.state, StepState::Succeeded);
        }
        QCOMPARE(names,
                 QStringList({"chief-0", "worker-0", "worker-1", "ps-0", "ps-1", "evaluator-0"}));
        QCOMPARE(ranks, QList<int>({0, 1, 2, -1, -1, -1}));
    }
};

QTEST_GUILESS_MAIN(TestLegacyJob)
#include "tst_legacyjob.moc"
