// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The Kubernetes backend against the project's test API server (tests/support/kubeapiserver,
// whose simulated controller plays Trainer, JobSet, Job and kubelet): a 2-node job from
// submission to Complete with its steps and events, initializers as steps, a failing node,
// suspend at creation and resume, cancel (suspend) and delete, reattach after a restart of
// TrainDeck, a watch broken mid-job, the runtimes with an unusable one, the Trainer version,
// and the plan preview agreeing with the object created.
#include "backends/container/containerbackend.h"
#include "backends/kubernetes/kubeclient.h"
#include "backends/kubernetes/kubeconfig.h"
#include "backends/kubernetes/kuberesource.h"
#include "backends/kubernetes/kubernetesbackend.h"
#include "backends/local/localbackend.h"
#include "core/catalog/runtimecatalog.h"
#include "core/codec/document.h"
#include "core/codec/jobloader.h"
#include "core/codec/trainjobcodec.h"
#include "tests/support/awaitresult.h"
#include "tests/support/clirun.h"
#include "tests/support/kubecall.h"
#include "tests/support/kubetestserver.h"
#include "tests/support/prerequisite.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;
using json = nlohmann::ordered_json;

namespace {

/// A ClusterTrainingRuntime of our own with both initializers ahead of the nodes, as the
/// upstream runtimes with initializers have them.
json runtimeWithInitializers()
{
    auto container = [](const char *name) {
        return json{{"name", name}, {"image", "ghcr.io/kubeflow/trainer/dataset-initializer"}};
    };
    auto rjob = [](const char *name, json containers, json dependsOn, const char *ancestor) {
        json j{{"name", name},
               {"replicas", 1},
               {"template",
                {{"metadata",
                  {{"labels", {{"trainer.kubeflow.org/trainjob-ancestor-step", ancestor}}}}},
                 {"spec", {{"template", {{"spec", {{"containers", containers}}}}}}}}}};
        if (!dependsOn.is_null())
            j["dependsOn"] = dependsOn;
        return j;
    };
    json node{{"name", "node"},
              {"image", "pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime"},
              {"command", json::array({"torchrun", "train.py"})}};
    json runtime{
        {"apiVersion", "trainer.kubeflow.org/v1alpha1"},
        {"kind", "ClusterTrainingRuntime"},
        {"metadata",
         {{"name", "torch-with-init"}, {"labels", {{"trainer.kubeflow.org/framework", "torch"}}}}},
        {"spec",
         {{"mlPolicy", {{"numNodes", 1}, {"torch", {{"numProcPerNode", "auto"}}}}},
          {"template",
           {{"spec",
             {{"replicatedJobs",
               json::array(
                   {rjob("dataset-initializer",
                         json::array({container("dataset-initializer")}),
                         nullptr,
                         "dataset-initializer"),
                    rjob("model-initializer",
                         json::array({container("model-initializer")}),
                         nullptr,
                         "model-initializer"),
                    rjob("node",
                         json::array({node}),
                         json::array({{{"name", "dataset-initializer"}, {"status", "Complete"}},
                                      {{"name", "model-initializer"}, {"status", "Complete"}}}),
                         "trainer")})}}}}}}}};
    return runtime;
}

json torchRuntime()
{
    json r = runtimeWithInitializers();
    r["metadata"]["name"] = "torch-distributed";
    auto &jobs = r["spec"]["template"]["spec"]["replicatedJobs"];
    jobs = json::array({jobs[2]});
    jobs[0].erase("dependsOn");
    return r;
}

TrainJob containerJob(const QString &name,
                      int nodes,
                      const QString &runtime = QStringLiteral("torch-distributed"))
{
    TrainJob job;
    job.name = name;
    job.runtimeRef.name = runtime;
    CustomTrainerContainer t;
    t.image = QStringLiteral("pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime");
    t.command = {QStringLiteral("torchrun"), QStringLiteral("train.py")};
    t.numNodes = nodes;
    job.trainer = t;
    return job;
}

QStringList stepNames(const JobSnapshot &s)
{
    QStringList out;
    for (const StepSnapshot &st : s.steps)
        out << st.name;
    return out;
}

} // namespace

class TestKubernetesBackend : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<KubeTestServer> m_server;
    QTemporaryDir m_dir;
    QString m_kubeconfig;
    std::unique_ptr<KubeClient> m_client; ///< the test's own view of the cluster
    QHash<QString, JobSnapshot> m_last;
    QHash<QString, QList<JobSnapshot>> m_history;
    QStringList m_removed;

    std::unique_ptr<KubernetesBackend> makeBackend(const QString &nameSpace
                                                   = QStringLiteral("default"))
    {
        KubernetesBackend::Options o;
        o.connection.kubeconfig = m_server->writeKubeconfig(KubeTestServer::Auth::Token, nameSpace);
        o.connection.environment = QProcessEnvironment();
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs-") + nameSpace);
        auto b = std::make_unique<KubernetesBackend>(o);
        connect(b.get(), &Backend::jobChanged, this, [this](const JobSnapshot &s) {
            m_last[s.name] = s;
            m_history[s.name] << s;
        });
        connect(b.get(), &Backend::jobRemoved, this, [this](const QString &n) {
            m_removed << n;
            m_last.remove(n);
        });
        b->start();
        auto up = await(b->connected(), 60000);
        if (!up || !*up)
            qWarning() << "not connected:" << b->connectionReason();
        return b;
    }

    static QString log(const Backend &b, const QString &job, const QString &step)
    {
        QFile f(QDir(b.logDir(job)).filePath(step + QStringLiteral(".log")));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

    bool waitFor(const QString &job,
                 const std::function<bool(const JobSnapshot &)> &pred,
                 int timeoutMs = 60000)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < timeoutMs) {
            if (m_last.contains(job) && pred(m_last.value(job)))
                return true;
            QTest::qWait(20);
        }
        return false;
    }

    bool waitStatus(const QString &job, JobStatus status, int timeoutMs = 60000)
    {
        return waitFor(
            job, [status](const JobSnapshot &s) { return s.status == status; }, timeoutMs);
    }

    void createClusterObject(const KubeResource &resource, const QString &ns, const json &object)
    {
        auto made
            = kubeCall<json>([&](auto done) { m_client->create(resource, ns, object, done); });
        if (!made && made.error().httpStatus != 409)
            qFatal("creating a test object failed: %s", qPrintable(made.error().message));
    }

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE_KUBE_TEST_SERVER();
        QVERIFY(m_dir.isValid());
        m_server = std::make_unique<KubeTestServer>(m_dir.filePath(QStringLiteral("server")));
        QString error;
        QVERIFY2(m_server->start(&error, true, 50), qPrintable(error));
        m_kubeconfig = m_server->writeKubeconfig(KubeTestServer::Auth::Token);
        auto config = Kubeconfig::load(m_kubeconfig, {});
        QVERIFY(config);
        auto resolved = config->resolve({});
        QVERIFY(resolved);
        auto client = KubeClient::create(*resolved);
        QVERIFY(client);
        m_client = std::move(*client);
        createClusterObject(KubeResource::clusterTrainingRuntimes(), {}, torchRuntime());
        createClusterObject(KubeResource::clusterTrainingRuntimes(), {}, runtimeWithInitializers());
    }

    void cleanupTestCase() { m_server.reset(); }

    void connectsAndListsRuntimes()
    {
        // A runtime without the framework label is listed as unusable, with the reason.
        json unlabelled = torchRuntime();
        unlabelled["metadata"]["name"] = "no-label";
        unlabelled["metadata"].erase("labels");
        createClusterObject(KubeResource::clusterTrainingRuntimes(), {}, unlabelled);
        json version{{"apiVersion", "v1"},
                     {"kind", "ConfigMap"},
                     {"metadata", {{"name", "kubeflow-trainer-public"}}},
                     {"data", {{"kubeflow_trainer_version", "v2.3.0"}}}};
        createClusterObject(KubeResource::configMaps(), QStringLiteral("kubeflow-system"), version);

        auto b = makeBackend();
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        QCOMPARE(b->connection(), QStringLiteral("test/default"));
        QCOMPARE(b->displayName(), QStringLiteral("test (default)"));
        QCOMPARE(
            b->connectionReason(),
            QStringLiteral("Kubernetes v1.32.4 · Kubeflow Trainer v2.3.0 · namespace default"));
        auto runtimes = await(b->runtimes());
        QVERIFY2(runtimes, qPrintable(runtimes ? QString() : runtimes.error().message));
        QStringList names;
        for (const Runtime &r : *runtimes)
            names << r.name
                         + (r.unusableReason.isEmpty() ? QString() : QStringLiteral(" (unusable)"));
        QCOMPARE(names,
                 QStringList({QStringLiteral("no-label (unusable)"),
                              QStringLiteral("torch-distributed"),
                              QStringLiteral("torch-with-init")}));
        // An unusable runtime is not planned with.
        auto planned = await(
            b->plan(containerJob(QStringLiteral("unplannable"), 1, QStringLiteral("no-label"))));
        QVERIFY(!planned);
        QCOMPARE(planned.error().kind, Error::Kind::NotFound);
        auto gone = kubeCall<json>([&](auto done) {
            m_client->remove(
                KubeResource::clusterTrainingRuntimes(), {}, QStringLiteral("no-label"), done);
        });
        QVERIFY(gone);
    }

    void twoNodeJobEndToEnd()
    {
        auto b = makeBackend();
        const TrainJob job = containerJob(QStringLiteral("two-nodes"), 2);
        auto plan = await(b->plan(job));
        QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().message));
        auto name = await(b->submit(job));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QCOMPARE(*name, QStringLiteral("two-nodes"));

        // The created object is the plan's, field for field, with the CRD's defaults added.
        auto created = kubeCall<json>([&](auto done) {
            m_client->get(KubeResource::trainJobs(), QStringLiteral("default"), *name, done);
        });
        QVERIFY(created);
        json spec = (*created)["spec"];
        QCOMPARE(QString::fromStdString(spec["trainer"].dump()),
                 QString::fromStdString(plan->trainJobObject["spec"]["trainer"].dump()));
        QCOMPARE(QString::fromStdString((*created)["metadata"]["name"].get<std::string>()),
                 QStringLiteral("two-nodes"));

        QVERIFY(waitStatus(*name, JobStatus::Complete));
        const JobSnapshot s = m_last.value(*name);
        QCOMPARE(stepNames(s), QStringList({QStringLiteral("node-0"), QStringLiteral("node-1")}));
        for (const StepSnapshot &st : s.steps) {
            QCOMPARE(st.state, StepState::Succeeded);
            QCOMPARE(st.exitCode, std::optional<int>(0));
            QVERIFY(st.objectName.startsWith(QStringLiteral("two-nodes-node-0-")));
        }
        QCOMPARE(s.statusReason, QStringLiteral("AllJobsCompleted"));
        QCOMPARE(s.backend, BackendKind::Kubernetes);
        QCOMPARE(s.nameSpace, QStringLiteral("default"));
        QCOMPARE(s.connection, QStringLiteral("test/default"));
        QCOMPARE(s.framework, QStringLiteral("torch"));
        QCOMPARE(s.numNodes, 2);
        QVERIFY(s.madeByTrainDeck);
        QCOMPARE(s.origin, JobSnapshot::Origin::TrainDeck);
        QVERIFY(s.started.isValid());
        QVERIFY(s.finished.isValid());
        // Pods' and Jobs' events, each once.
        QSet<QString> reasons;
        QSet<QString> seen;
        for (const JobEvent &e : s.events) {
            reasons << e.reason;
            const QString id = e.time.toString(Qt::ISODateWithMs) + e.object + e.reason + e.message;
            QVERIFY2(!seen.contains(id), qPrintable(id));
            seen << id;
        }
        QVERIFY2(reasons.contains(QStringLiteral("Started")),
                 qPrintable(QStringList(reasons.values()).join(u',')));
        QVERIFY(reasons.contains(QStringLiteral("SuccessfulCreate")));
        // Both nodes' logs, whole, in the store.
        QTRY_VERIFY_WITH_TIMEOUT(b->logsComplete(m_last.value(*name)), 30000);
        for (int rank : {0, 1})
            QCOMPARE(log(*b, *name, QStringLiteral("node-%1").arg(rank)),
                     QStringLiteral("Starting training on node %1 of 2 (PET_NNODES=2)\n"
                                    "Epoch 1/3: loss=0.6931\nEpoch 2/3: loss=0.4512\n"
                                    "Epoch 3/3: loss=0.2874\nTraining complete\n")
                         .arg(rank));
        // Running came before Complete: the job was never reported Complete early.
        bool running = false;
        for (const JobSnapshot &h : m_history.value(*name)) {
            if (h.status == JobStatus::Running)
                running = true;
            if (h.status == JobStatus::Complete)
                break;
        }
        QVERIFY(running);
        // The job file was kept for re-run and clone.
        auto kept = b->submittedJob(s);
        QVERIFY2(kept, qPrintable(kept ? QString() : kept.error().message));
        QCOMPARE(kept->name, QStringLiteral("two-nodes"));

        // A second job of that name is refused, naming the namespace.
        auto again = await(b->submit(job));
        QVERIFY(!again);
        QCOMPARE(again.error().kind, Error::Kind::Conflict);
    }

    void initializersAreSteps()
    {
        auto b = makeBackend();
        TrainJob job
            = containerJob(QStringLiteral("with-init"), 1, QStringLiteral("torch-with-init"));
        HuggingFaceDatasetInitializer dataset;
        dataset.storageUri = QStringLiteral("hf://tatsu-lab/alpaca");
        job.dataset.config = dataset;
        HuggingFaceModelInitializer model;
        model.storageUri = QStringLiteral("hf://Qwen/Qwen2.5-0.5B");
        job.model.config = model;
        auto name = await(b->submit(job));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        // The job's status and its pods come by separate watches: under load (a sanitizer
        // build) the job is Complete a moment before its last pod is seen to end.
        QVERIFY(waitFor(*name, [](const JobSnapshot &s) {
            return s.status == JobStatus::Complete && s.steps.size() == 3
                   && std::all_of(s.steps.cbegin(), s.steps.cend(), [](const StepSnapshot &st) {
                          return st.state == StepState::Succeeded;
                      });
        }));
        const JobSnapshot s = m_last.value(*name);
        QCOMPARE(stepNames(s),
                 QStringList({QStringLiteral("dataset-initializer"),
                              QStringLiteral("model-initializer"),
                              QStringLiteral("node-0")}));
        QCOMPARE(s.steps[0].kind, StepKind::DatasetInitializer);
        QCOMPARE(s.steps[1].kind, StepKind::ModelInitializer);
        for (const StepSnapshot &st : s.steps)
            QCOMPARE(st.state, StepState::Succeeded);
        // The nodes started after both initializers ended.
        QVERIFY(s.steps[2].startedAt >= s.steps[0].finishedAt);
    }

    void failingNodeIsNamed()
    {
        auto b = makeBackend();
        TrainJob job = containerJob(QStringLiteral("fails"), 2);
        job.annotations.insert(QStringLiteral("traindeck.test/fail-step"),
                               QStringLiteral("node-1"));
        auto name = await(b->submit(job));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QVERIFY(waitStatus(*name, JobStatus::Failed));
        const JobSnapshot s = m_last.value(*name);
        QCOMPARE(s.statusReason, QStringLiteral("FailedJobs"));
        QCOMPARE(s.statusMessage,
                 QStringLiteral("jobset failed due to one or more job failures; step node-1 failed "
                                "with exit code 1"));
        const StepSnapshot *failed = s.step(QStringLiteral("node-1"));
        QVERIFY(failed);
        QCOMPARE(failed->state, StepState::Failed);
        QCOMPARE(failed->exitCode, std::optional<int>(1));
        QCOMPARE(failed->message, QStringLiteral("exited with code 1"));
    }

    void suspendedAtCreationThenResumed()
    {
        auto b = makeBackend();
        TrainJob job = containerJob(QStringLiteral("suspended"), 2);
        job.suspend = true;
        auto name = await(b->submit(job));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QVERIFY(waitStatus(*name, JobStatus::Suspended));
        JobSnapshot s = m_last.value(*name);
        QCOMPARE(s.statusMessage, QStringLiteral("TrainJob is suspended"));
        QCOMPARE(stepNames(s), QStringList({QStringLiteral("node-0"), QStringLiteral("node-1")}));
        QCOMPARE(s.steps[0].message, QStringLiteral("suspended: no pod"));
        QTest::qWait(500);
        QCOMPARE(m_last.value(*name).status, JobStatus::Suspended); // no pod came

        auto resumed = await(b->resume(*name));
        QVERIFY2(resumed, qPrintable(resumed ? QString() : resumed.error().message));
        // Resumed is Running once pods run, never Created (the SDK's sdk#803).
        QVERIFY(waitStatus(*name, JobStatus::Running));
        QVERIFY(waitStatus(*name, JobStatus::Complete));
        bool createdAfterResume = false;
        bool sawResume = false;
        for (const JobSnapshot &h : m_history.value(*name)) {
            if (h.status == JobStatus::Running)
                sawResume = true;
            if (sawResume && h.status == JobStatus::Created)
                createdAfterResume = true;
        }
        QVERIFY(!createdAfterResume);
    }

    void cancelSuspendsAndDeleteRemoves()
    {
        auto b = makeBackend();
        TrainJob job = containerJob(QStringLiteral("cancelled"), 1);
        job.annotations.insert(QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("40"));
        auto name = await(b->submit(job));
        QVERIFY(name);
        QVERIFY(waitStatus(*name, JobStatus::Running));
        auto cancelled = await(b->cancel(*name));
        QVERIFY2(cancelled, qPrintable(cancelled ? QString() : cancelled.error().message));
        QVERIFY(waitStatus(*name, JobStatus::Suspended));
        const QString folder = QFileInfo(b->logDir(*name)).absolutePath();
        QVERIFY(QFileInfo::exists(folder + QStringLiteral("/trainjob.yaml")));

        auto removed = await(b->remove(*name));
        QVERIFY2(removed, qPrintable(removed ? QString() : removed.error().message));
        QElapsedTimer t;
        t.start();
        while (!m_removed.contains(*name) && t.elapsed() < 30000)
            QTest::qWait(20);
        QVERIFY(m_removed.contains(*name));
        QVERIFY(!QFileInfo::exists(folder));
        auto listed = await(b->jobs());
        QVERIFY(listed);
        for (const JobSnapshot &s : *listed)
            QVERIFY(s.name != *name);
        // Suspending what is gone says so.
        auto again = await(b->suspend(*name));
        QVERIFY(!again);
        QCOMPARE(again.error().kind, Error::Kind::NotFound);
    }

    void resourceMetricsFromTheMetricsServer()
    {
        // The server starts without a metrics server, as a fresh cluster does.
        QVERIFY(m_server->control("POST", "/_test/metrics?installed=false"));
        auto b = makeBackend();
        TrainJob job = containerJob(QStringLiteral("metered"), 2);
        std::get<CustomTrainerContainer>(job.trainer)
            .resourcesPerNode.insert(QStringLiteral("gpu"), QStringLiteral("1"));
        // 2000 ticks of 50 ms: the pods run for the whole test.
        job.annotations.insert(QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("2000"));
        auto name = await(b->submit(job));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        const auto cleanup = qScopeGuard([&] {
            m_server->control("POST", "/_test/metrics?installed=false");
            [[maybe_unused]] auto r = await(b->remove(*name));
        });
        QVERIFY(waitStatus(*name, JobStatus::Running));
        QVERIFY(waitFor(*name, [](const JobSnapshot &s) {
            return s.steps.size() == 2 && s.steps[0].state == StepState::Running
                   && s.steps[1].state == StepState::Running;
        }));
        QList<ResourceSample> samples;
        QStringList unavailable;
        connect(b.get(),
                &Backend::resourcesSampled,
                this,
                [&](const QString &j, const QList<ResourceSample> &s) {
                    if (j == *name)
                        samples += s;
                });
        connect(b.get(),
                &Backend::resourcesUnavailable,
                this,
                [&](const QString &j, const QString &why) {
                    if (j == *name)
                        unavailable << why;
                });
        b->watchResources(*name, true);
        QTRY_COMPARE_WITH_TIMEOUT(unavailable.size(), 1, 20000);
        QVERIFY2(unavailable.constFirst().startsWith(
                     QStringLiteral("The cluster has no metrics server")),
                 qPrintable(unavailable.constFirst()));
        QVERIFY(samples.isEmpty());

        // Installed meanwhile: the next round (10 s) finds it.
        QVERIFY(m_server->control("POST", "/_test/metrics?installed=true"));
        const auto stepsSampled = [&] {
            QSet<QString> steps;
            for (const ResourceSample &s : std::as_const(samples))
                steps << s.step;
            return steps;
        };
        QTRY_COMPARE_WITH_TIMEOUT(
            stepsSampled(),
            QSet<QString>({QStringLiteral("node-0"), QStringLiteral("node-1")}),
            25000);
        for (const ResourceSample &s : std::as_const(samples)) {
            // 250m of one container: a quarter of a core; 64Mi.
            QCOMPARE(s.cpuPercent, 25.0);
            QCOMPARE(s.memoryBytes, qint64(64) << 20);
            QCOMPARE(s.memoryLimitBytes, qint64(-1));
            QCOMPARE(s.networkRxBytes, qint64(-1));
            QCOMPARE(s.blockReadBytes, qint64(-1));
            QCOMPARE(s.gpus, 1);
            QVERIFY(qAbs(s.msecs - QDateTime::currentMSecsSinceEpoch()) < 30000);
        }
        QCOMPARE(unavailable.size(), 1);

        // Unwatched: no more rounds.
        b->watchResources(*name, false);
        QTest::qWait(500);
        const qsizetype stopped = samples.size();
        QTest::qWait(11000);
        QCOMPARE(samples.size(), stopped);

        QVERIFY(m_server->control("POST", "/_test/metrics?installed=false"));
        QVERIFY(await(b->cancel(*name)));
    }

    void reattachAfterRestart()
    {
        QString name;
        {
            auto b = makeBackend();
            TrainJob job = containerJob(QStringLiteral("reattached"), 2);
            job.annotations.insert(QStringLiteral("traindeck.test/run-ticks"),
                                   QStringLiteral("10"));
            auto submitted = await(b->submit(job));
            QVERIFY(submitted);
            name = *submitted;
            QVERIFY(waitStatus(name, JobStatus::Running));
        } // TrainDeck quits while the job runs
        m_last.remove(name);
        auto b = makeBackend();
        auto listed = await(b->job(name));
        QVERIFY2(listed, qPrintable(listed ? QString() : listed.error().message));
        QVERIFY(listed->madeByTrainDeck);
        QCOMPARE(listed->origin, JobSnapshot::Origin::TrainDeck);
        QVERIFY(waitStatus(name, JobStatus::Complete));
    }

    void watchBrokenMidJob()
    {
        auto b = makeBackend();
        TrainJob job = containerJob(QStringLiteral("dropped"), 2);
        job.annotations.insert(QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("6"));
        auto name = await(b->submit(job));
        QVERIFY(name);
        QVERIFY(waitStatus(*name, JobStatus::Running));
        QVERIFY(m_server->control("POST", "/_test/drop-watches"));
        QVERIFY(waitStatus(*name, JobStatus::Complete, 90000));
        // No event twice, though the watches started again.
        QSet<QString> seen;
        for (const JobEvent &e : m_last.value(*name).events) {
            const QString id = e.time.toString(Qt::ISODateWithMs) + e.object + e.reason + e.message;
            QVERIFY2(!seen.contains(id), qPrintable(id));
            seen << id;
        }
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
    }

    void namespacesAndOtherUsers()
    {
        auto b = makeBackend(QStringLiteral("team-a"));
        QCOMPARE(b->connection(), QStringLiteral("test/team-a"));
        auto ns = await(b->namespaces());
        QVERIFY2(ns, qPrintable(ns ? QString() : ns.error().message));
        QVERIFY(ns->contains(QStringLiteral("team-a")));
        QVERIFY(ns->contains(QStringLiteral("default")));
        // Jobs of another namespace are not this connection's.
        auto listed = await(b->jobs());
        QVERIFY(listed);
        for (const JobSnapshot &s : *listed)
            QCOMPARE(s.nameSpace, QStringLiteral("team-a"));
        // A job that names another namespace is refused before anything is sent.
        TrainJob job = containerJob(QStringLiteral("elsewhere"), 1);
        job.namespaceName = QStringLiteral("default");
        auto refused = await(b->submit(job));
        QVERIFY(!refused);
        QCOMPARE(refused.error().field, QStringLiteral("metadata.namespace"));
    }

    void activeDeadlineExceeded()
    {
        auto b = makeBackend();
        TrainJob job = containerJob(QStringLiteral("deadline"), 1);
        job.activeDeadlineSeconds = 1;
        job.annotations.insert(QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("200"));
        auto name = await(b->submit(job));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QVERIFY(waitStatus(*name, JobStatus::Failed));
        const JobSnapshot s = m_last.value(*name);
        QCOMPARE(s.statusReason, QStringLiteral("DeadlineExceeded"));
        QCOMPARE(s.statusMessage, QStringLiteral("TrainJob exceeded its active deadline"));
    }

    void pendingPodsThenRun()
    {
        auto b = makeBackend();
        TrainJob job = containerJob(QStringLiteral("pending"), 2);
        job.annotations.insert(QStringLiteral("traindeck.test/pending-ticks"),
                               QStringLiteral("20"));
        auto name = await(b->submit(job));
        QVERIFY(name);
        // Unschedulable pods are steps that wait, with the scheduler's reason.
        QVERIFY(waitFor(*name, [](const JobSnapshot &s) {
            const StepSnapshot *n = s.step(QStringLiteral("node-0"));
            return n && !n->objectName.isEmpty() && n->state == StepState::Pending
                   && n->message.startsWith(
                       QStringLiteral("Unschedulable: 0/1 nodes are available"));
        }));
        QCOMPARE(m_last.value(*name).status, JobStatus::Created);
        // The scheduler's warning is among the job's events.
        QVERIFY(waitFor(*name, [](const JobSnapshot &s) {
            for (const JobEvent &e : s.events)
                if (e.reason == QLatin1String("FailedScheduling") && e.warning
                    && e.object.startsWith(QStringLiteral("Pod/pending-node-0-")))
                    return true;
            return false;
        }));
        QVERIFY(waitStatus(*name, JobStatus::Complete));
        // The logs waited for the pods, then streamed: nothing was lost to the wait.
        QTRY_VERIFY_WITH_TIMEOUT(b->logsComplete(m_last.value(*name)), 30000);
        QVERIFY(log(*b, *name, QStringLiteral("node-1"))
                    .endsWith(QStringLiteral("Training complete\n")));
        QVERIFY(log(*b, *name, QStringLiteral("node-1"))
                    .startsWith(QStringLiteral("Starting training on node 1 of 2")));
    }

    /// Inspect a step: the GET of its pod, read for its node container.
    void inspectsPod()
    {
        auto b = makeBackend();
        TrainJob job = containerJob(QStringLiteral("inspect-pod"), 1);
        auto &t = std::get<CustomTrainerContainer>(job.trainer);
        t.env = {{QStringLiteral("PLAIN_SETTING"), QStringLiteral("hello"), {}},
                 {QStringLiteral("HF_TOKEN"), QStringLiteral("hf_s3cr3t"), {}},
                 {QStringLiteral("MY_MARKED"), QStringLiteral("m4rked"), {}}};
        job.secretEnv = {QStringLiteral("MY_MARKED")};
        auto name = await(b->submit(job));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QVERIFY(waitStatus(*name, JobStatus::Complete));
        const StepSnapshot node = *m_last.value(*name).step(QStringLiteral("node-0"));
        auto pod = kubeCall<json>([&](auto done) {
            m_client->get(KubeResource::pods(), QStringLiteral("default"), node.objectName, done);
        });
        QVERIFY(pod);

        auto r = await(b->inspectStep(*name, QStringLiteral("node-0")));
        QVERIFY2(r, qPrintable(r ? QString() : r.error().message));
        QCOMPARE(r->idKind, QStringLiteral("pod"));
        QCOMPARE(r->id, QString::fromStdString((*pod)["metadata"]["uid"].get<std::string>()));
        QCOMPARE(r->name, node.objectName);
        QCOMPARE(r->image, QStringLiteral("pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime"));
        QCOMPARE(r->command, (QStringList{QStringLiteral("torchrun"), QStringLiteral("train.py")}));
        QCOMPARE(r->envVar(QStringLiteral("PLAIN_SETTING"))->value, QStringLiteral("hello"));
        QVERIFY(!r->envVar(QStringLiteral("PLAIN_SETTING"))->secret);
        QCOMPARE(r->envVar(QStringLiteral("HF_TOKEN"))->value, StepInspection::Masked);
        QVERIFY(r->envVar(QStringLiteral("HF_TOKEN"))->secret);
        QCOMPARE(r->envVar(QStringLiteral("MY_MARKED"))->value, StepInspection::Masked);
        QVERIFY(r->envVar(QStringLiteral("MY_MARKED"))->secret);
        QVERIFY(r->envVar(QStringLiteral("PET_NODE_RANK")));
        QCOMPARE(
            r->envVar(QStringLiteral("PET_NODE_RANK"))->value,
            QStringLiteral("from field "
                           "metadata.annotations['batch.kubernetes.io/job-completion-index']"));
        QCOMPARE(r->ports.size(), 1);
        QCOMPARE(r->ports[0].port, 29500);
        QCOMPARE(r->ports[0].protocol, QStringLiteral("tcp"));
        QCOMPARE(r->state, QStringLiteral("Terminated"));
        QCOMPARE(r->exitCode, std::optional<int>(0));
        QCOMPARE(r->restartCount, 0);

        // The pod deleted: NotFound, saying so.
        auto gone = kubeCall<json>([&](auto done) {
            m_client->remove(
                KubeResource::pods(), QStringLiteral("default"), node.objectName, done);
        });
        QVERIFY(gone);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                auto again = await(b->inspectStep(*name, QStringLiteral("node-0")));
                return !again && again.error().kind == Error::Kind::NotFound;
            }(),
            20000);
        auto again = await(b->inspectStep(*name, QStringLiteral("node-0")));
        // Which one depends on whether the watch told of the deletion before the GET.
        const QStringList expected{
            QStringLiteral("The pod of step 'node-0' of TrainJob 'inspect-pod' (%1 in namespace "
                           "default) is gone: it was deleted, so there is nothing left to "
                           "inspect. Its logs and events are kept.")
                .arg(node.objectName),
            QStringLiteral("step 'node-0' of TrainJob 'inspect-pod' has no pod now: it is not "
                           "scheduled yet, or its pod was deleted. Its logs and events are "
                           "kept.")};
        QVERIFY2(expected.contains(again.error().message), qPrintable(again.error().message));
    }

    void recreatedPodReplacesItsStep()
    {
        auto b = makeBackend();
        TrainJob job = containerJob(QStringLiteral("recreated"), 2);
        job.annotations.insert(QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("8"));
        auto name = await(b->submit(job));
        QVERIFY(name);
        QVERIFY(waitFor(*name, [](const JobSnapshot &s) {
            const StepSnapshot *n = s.step(QStringLiteral("node-1"));
            return n && n->state == StepState::Running;
        }));
        const QString first = m_last.value(*name).step(QStringLiteral("node-1"))->objectName;
        auto gone = kubeCall<json>([&](auto done) {
            m_client->remove(KubeResource::pods(), QStringLiteral("default"), first, done);
        });
        QVERIFY(gone);
        QVERIFY(waitFor(*name, [first](const JobSnapshot &s) {
            const StepSnapshot *n = s.step(QStringLiteral("node-1"));
            return n && !n->objectName.isEmpty() && n->objectName != first;
        }));
        QVERIFY(waitStatus(*name, JobStatus::Complete));
        // Still two steps: the new pod took the old one's place.
        QCOMPARE(stepNames(m_last.value(*name)),
                 QStringList({QStringLiteral("node-0"), QStringLiteral("node-1")}));
    }

    void trainerProgress()
    {
        auto b = makeBackend();
        TrainJob job = containerJob(QStringLiteral("progress"), 1);
        job.annotations.insert(QStringLiteral("traindeck.test/trainer-status"),
                               QStringLiteral("true"));
        auto name = await(b->submit(job));
        QVERIFY(name);
        QVERIFY(waitFor(*name, [](const JobSnapshot &s) { return s.progressPercent == 33; }));
        QCOMPARE(m_last.value(*name).remainingSeconds, 120);
        QVERIFY(waitStatus(*name, JobStatus::Complete));
        const JobSnapshot s = m_last.value(*name);
        QCOMPARE(s.progressPercent, 100);
        QCOMPARE(s.remainingSeconds, 0);
        QVERIFY(s.progressUpdated.isValid());
        QVERIFY(
            s.metrics.contains(std::make_pair(QStringLiteral("loss"), QStringLiteral("0.2874"))));
    }

    void forbiddenNamespaceSaysWhy()
    {
        QVERIFY(m_server->control("POST", "/_test/namespaces/locked"));
        QVERIFY(m_server->control("POST", "/_test/deny?user=traindeck-test&namespace=locked"));
        auto b = makeBackend(QStringLiteral("locked"));
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Lost);
        QVERIFY2(b->connectionReason().contains(
                     QStringLiteral("User \"traindeck-test\" cannot list resource")),
                 qPrintable(b->connectionReason()));
        QVERIFY(b->connectionReason().contains(QStringLiteral("in the namespace \"locked\"")));
        QVERIFY(m_server->control("POST",
                                  "/_test/deny?user=traindeck-test&namespace=locked&clear=true"));
        // Allowed again: the backend gets in by itself (the watches retry).
        QElapsedTimer t;
        t.start();
        while (b->connectionState() != Backend::ConnectionState::Connected && t.elapsed() < 60000)
            QTest::qWait(50);
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
    }

    void trainerNotInstalled()
    {
        QVERIFY(m_server->control("POST", "/_test/trainer?installed=false"));
        auto b = makeBackend();
        QVERIFY(m_server->control("POST", "/_test/trainer?installed=true"));
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        QVERIFY2(b->connectionReason().contains(
                     QStringLiteral("Kubeflow Trainer is not installed on this cluster")),
                 qPrintable(b->connectionReason()));
        auto refused = await(b->submit(containerJob(QStringLiteral("no-trainer"), 1)));
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Unsupported);
        auto runtimes = await(b->runtimes());
        QVERIFY(!runtimes);
        QVERIFY(runtimes.error().message.contains(QStringLiteral("not installed")));
    }

    void legacyPyTorchJobListedAndConverted()
    {
        const QString file = QStringLiteral(
            TRAINDECK_SOURCE_DIR "/tests/backends/kubernetes/data/legacy/pytorch-mnist.yaml");
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        auto doc = Document::parse(f.readAll(), file);
        QVERIFY(doc);
        json object = doc->json();
        object.erase("status");
        object["metadata"] = json{{"name", "mnist-v1"}};
        createClusterObject(KubeResource::pyTorchJobs(), QStringLiteral("default"), object);
        auto b = makeBackend();
        QVERIFY(waitFor(QStringLiteral("mnist-v1"), [](const JobSnapshot &s) {
            return s.status == JobStatus::Complete && s.steps.size() == 3;
        }));
        const JobSnapshot s = m_last.value(QStringLiteral("mnist-v1"));
        QCOMPARE(s.kind, QStringLiteral("PyTorchJob"));
        QCOMPARE(s.numNodes, 3);
        QCOMPARE(stepNames(s),
                 QStringList({QStringLiteral("master-0"),
                              QStringLiteral("worker-0"),
                              QStringLiteral("worker-1")}));
        QVERIFY(!s.events.isEmpty());
        auto converted = await(b->convertToTrainJob(QStringLiteral("mnist-v1")));
        QVERIFY2(converted, qPrintable(converted ? QString() : converted.error().message));
        QCOMPARE(converted->job.name, QStringLiteral("mnist-v1"));
        QCOMPARE(converted->job.runtimeRef.name, QStringLiteral("torch-distributed"));
        QCOMPARE(std::get<CustomTrainerContainer>(converted->job.trainer).numNodes,
                 std::optional<int>(3));
        QVERIFY(!converted->notCarried.isEmpty());
        // A TrainJob is not converted.
        auto refused = await(b->convertToTrainJob(QStringLiteral("two-nodes")));
        QVERIFY(!refused);
        auto removed = await(b->remove(QStringLiteral("mnist-v1")));
        QVERIFY2(removed, qPrintable(removed ? QString() : removed.error().message));
        QElapsedTimer t;
        t.start();
        while (!m_removed.contains(QStringLiteral("mnist-v1")) && t.elapsed() < 30000)
            QTest::qWait(20);
        QVERIFY(m_removed.contains(QStringLiteral("mnist-v1")));
    }

    void cliDrivesTheCluster()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QHash<QString, QString> env{
            {QStringLiteral("HOME"), home.path()},
            {QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data"))},
            {QStringLiteral("KUBECONFIG"), QString()}};
        const QString kubeconfig = m_server->writeKubeconfig(KubeTestServer::Auth::Token);
        const QStringList cluster{QStringLiteral("--backend"),
                                  QStringLiteral("kubernetes"),
                                  QStringLiteral("--kubeconfig"),
                                  kubeconfig};
        TrainJob job = containerJob(QStringLiteral("from-cli"), 2);
        // Running for 60 ticks (50 ms each, slower under load), so that it is still running when
        // `suspend` comes: under ThreadSanitizer each CLI run takes seconds, and 6 ticks had ended
        // the job before it ("there is nothing to suspend").
        job.annotations.insert(QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("60"));
        const QString file = home.filePath(QStringLiteral("job.yaml"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(TrainJobCodec::toYaml(job));
        f.close();
        auto cli = [&](QStringList args) {
            return CliRun::run(args << cluster, env, 120000);
        };

        CliRun r = cli({QStringLiteral("train"), file});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        QCOMPARE(r.out.trimmed(), QStringLiteral("from-cli"));
        r = cli({QStringLiteral("wait"),
                 QStringLiteral("from-cli"),
                 QStringLiteral("--status"),
                 QStringLiteral("Running")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        r = cli({QStringLiteral("suspend"), QStringLiteral("from-cli")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        QCOMPARE(r.out.trimmed(), QStringLiteral("from-cli suspended"));
        r = cli({QStringLiteral("wait"),
                 QStringLiteral("from-cli"),
                 QStringLiteral("--status"),
                 QStringLiteral("Suspended")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        r = cli({QStringLiteral("jobs"), QStringLiteral("--json")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        const json listed = json::parse(r.out.toStdString());
        bool found = false;
        for (const json &j : listed)
            if (j["name"] == "from-cli") {
                found = true;
                QCOMPARE(QString::fromStdString(j["status"].get<std::string>()),
                         QStringLiteral("Suspended"));
                QCOMPARE(QString::fromStdString(j["namespace"].get<std::string>()),
                         QStringLiteral("default"));
            }
        QVERIFY(found);
        r = cli({QStringLiteral("resume"), QStringLiteral("from-cli")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        r = cli({QStringLiteral("wait"),
                 QStringLiteral("from-cli"),
                 QStringLiteral("--timeout"),
                 QStringLiteral("90")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));

        // Every node's log, from the pods, in the store of this new process.
        r = cli({QStringLiteral("logs"), QStringLiteral("from-cli")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        for (int rank : {0, 1})
            QVERIFY2(
                r.out.contains(QStringLiteral("[node-%1] Starting training on node %1 of 2 "
                                              "(PET_NNODES=2)\n[node-%1] Epoch 1/3")
                                   .arg(rank))
                    && r.out.contains(QStringLiteral("[node-%1] Training complete\n").arg(rank)),
                qPrintable(r.out));

        // Every namespace, with the namespace in its own column.
        r = cli({QStringLiteral("jobs"), QStringLiteral("--all-namespaces")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("NAMESPACE        NAME ")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(
                     QStringLiteral("\ndefault +from-cli +torch-distributed +Complete +2 "))),
                 qPrintable(r.out));

        r = cli({QStringLiteral("delete"), QStringLiteral("from-cli")});
        QVERIFY2(r.exited(0), qPrintable(r.ended() + r.err));
        r = cli({QStringLiteral("suspend"), QStringLiteral("from-cli")});
        QVERIFY2(r.exited(1), qPrintable(r.ended() + r.err));
        QVERIFY2(
            r.err.contains(QStringLiteral("no TrainJob named 'from-cli' in namespace default")),
            qPrintable(r.err));

        // Cluster options go with a cluster; suspending is for clusters only.
        r = CliRun::run(
            {QStringLiteral("jobs"), QStringLiteral("--namespace"), QStringLiteral("x")},
            env,
            60000);
        QVERIFY2(r.exited(2), qPrintable(r.ended() + r.err));
        QCOMPARE(r.err.trimmed(), QStringLiteral("--namespace goes with --backend kubernetes"));
        r = CliRun::run({QStringLiteral("suspend"), QStringLiteral("some-job")}, env, 60000);
        QVERIFY2(r.exited(2), qPrintable(r.ended() + r.err));
        QVERIFY2(r.err.contains(QStringLiteral("only a Kubernetes cluster can")),
                 qPrintable(r.err));
    }

    void samePlanOnEveryBackend()
    {
        // The same job file on this machine, on Docker and on the cluster, with the same
        // runtime (TrainDeck's bundled torch-distributed, installed on the cluster too).
        auto job = JobLoader::loadFile(
            QStringLiteral(TRAINDECK_SOURCE_DIR "/resources/examples/demo-job.yaml"));
        QVERIFY2(job, qPrintable(job ? QString() : job.error().toString()));
        job->name = QStringLiteral("same-plan");
        const auto bundled = RuntimeCatalog::bundled().find(QStringLiteral("torch-distributed"));
        QVERIFY(bundled);
        auto removed = kubeCall<json>([&](auto done) {
            m_client->remove(KubeResource::clusterTrainingRuntimes(),
                             {},
                             QStringLiteral("torch-distributed"),
                             done);
        });
        QVERIFY(removed);
        json doc = bundled->document;
        doc["metadata"]
            = json{{"name", "torch-distributed"}, {"labels", doc["metadata"]["labels"]}};
        createClusterObject(KubeResource::clusterTrainingRuntimes(), {}, doc);

        Local::LocalBackend::Options lo;
        lo.jobsDir = m_dir.filePath(QStringLiteral("local-jobs"));
        Local::LocalBackend local(lo);
        Container::ContainerBackend::Options co;
        co.engine = BackendKind::Docker;
        co.host = QStringLiteral("unix:///nonexistent/docker.sock"); // planning reaches no engine
        co.jobsDir = m_dir.filePath(QStringLiteral("docker-jobs"));
        co.workdirRoot = m_dir.filePath(QStringLiteral("docker-work"));
        Container::ContainerBackend docker(co);
        auto cluster = makeBackend();

        auto onLocal = await(local.plan(*job));
        auto onDocker = await(docker.plan(*job));
        auto onCluster = await(cluster->plan(*job));
        QVERIFY2(onLocal, qPrintable(onLocal ? QString() : onLocal.error().message));
        QVERIFY2(onDocker, qPrintable(onDocker ? QString() : onDocker.error().message));
        QVERIFY2(onCluster, qPrintable(onCluster ? QString() : onCluster.error().message));
        // What the job is: identical everywhere. How each place realizes it (object names,
        // images, mounts, the launcher command, the master address) is the backend's own.
        auto shape = [](const JobPlan &p) {
            QStringList out{p.jobName,
                            p.runtimeName,
                            p.framework,
                            enumName(p.policy),
                            enumName(p.trainerKind),
                            QString::number(p.numNodes),
                            QString::number(p.numProcPerNode)};
            for (const PlanStep &st : p.steps) {
                QStringList env;
                for (const EnvVar &e : st.env)
                    if (e.name == QLatin1String("DEMO_LEARNING_RATE")
                        || e.name == QLatin1String("PET_NNODES")
                        || e.name == QLatin1String("PET_NODE_RANK"))
                        env << e.name + QLatin1Char('=') + e.value;
                env.sort();
                out << QStringLiteral("%1 %2 rank %3 args [%4] depends [%5] env [%6]")
                           .arg(st.name, stepName(st.kind))
                           .arg(st.rank)
                           .arg(st.args.join(u' '), st.dependsOn.join(u' '), env.join(u' '));
            }
            return out;
        };
        QCOMPARE(shape(*onDocker), shape(*onLocal));
        QCOMPARE(shape(*onCluster), shape(*onLocal));
        QCOMPARE(shape(*onLocal).size(), 9);
        // And the cluster runs what it planned.
        auto name = await(cluster->submit(*job));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QVERIFY(waitStatus(*name, JobStatus::Complete));
        QCOMPARE(stepNames(m_last.value(*name)),
                 QStringList({QStringLiteral("node-0"), QStringLiteral("node-1")}));
    }

    void notConnectedSaysWhy()
    {
        KubernetesBackend::Options o;
        o.connection.kubeconfig = m_dir.filePath(QStringLiteral("missing-kubeconfig"));
        o.connection.environment = QProcessEnvironment();
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs-missing"));
        KubernetesBackend b(o);
        QCOMPARE(b.connection(), QStringLiteral("kubernetes"));
        b.start();
        auto up = await(b.connected());
        QVERIFY(up);
        QVERIFY(!*up);
        QCOMPARE(b.connectionState(), Backend::ConnectionState::Lost);
        QVERIFY2(b.connectionReason().contains(o.connection.kubeconfig),
                 qPrintable(b.connectionReason()));
        auto refused = await(b.submit(containerJob(QStringLiteral("nowhere"), 1)));
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Transport);
    }
};

QTEST_GUILESS_MAIN(TestKubernetesBackend)
#include "tst_kubernetesbackend.moc"
