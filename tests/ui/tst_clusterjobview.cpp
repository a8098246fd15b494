// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The desktop app on a Kubernetes cluster (the project's test API server, whose controller
// plays Trainer, JobSet and the kubelet): a running 2-node TrainJob appears in the table with
// its steps from the pods, its architecture view colours both nodes by their live status, and
// its log panes stream both nodes at once. Saves the screenshots the note and the docs use to
// <build>/screenshots/.
#include "backends/kubernetes/kubeclient.h"
#include "backends/kubernetes/kubeconfig.h"
#include "backends/kubernetes/kuberesource.h"
#include "backends/kubernetes/kubernetesbackend.h"
#include "libs/logs/logsource.h"
#include "tests/support/kubetestserver.h"
#include "tests/support/prerequisite.h"
#include "ui/appcontroller.h"
#include "ui/connectionselector.h"
#include "ui/diagram/diagramscene.h"
#include "ui/diagram/diagramview.h"
#include "ui/jobview.h"
#include "ui/logs/joblogpanes.h"
#include "ui/logs/logpane.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using json = nlohmann::ordered_json;

class TestClusterJobView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<KubeTestServer> m_server;

    template<class T>
    T await(QFuture<T> f)
    {
        QElapsedTimer t;
        t.start();
        while (!f.isFinished() && t.elapsed() < 120000)
            QTest::qWait(10);
        if (!f.isFinished())
            qFatal("a backend call did not finish within 120 s");
        return f.result();
    }

    static void save(QWidget *w, const QString &name)
    {
        const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(QDir(dir).filePath(name)));
    }

    void showTab(JobView *view, QWidget *inside)
    {
        for (int i = 0; i < view->detailTabs()->count(); ++i)
            if (view->detailTabs()->widget(i) == inside
                || view->detailTabs()->widget(i)->isAncestorOf(inside))
                view->detailTabs()->setCurrentIndex(i);
    }

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE_KUBE_TEST_SERVER();
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat,
                           QSettings::UserScope,
                           m_dir.filePath(QStringLiteral("settings")));
        m_server = std::make_unique<KubeTestServer>(m_dir.filePath(QStringLiteral("server")));
        QString error;
        // Slow ticks: the job runs long enough to be pictured running.
        QVERIFY2(m_server->start(&error, true, 400), qPrintable(error));
    }

    void cleanupTestCase() { m_server.reset(); }

    void runningClusterJobInTheWindow()
    {
        const QString kubeconfig
            = m_server->writeKubeconfig(KubeTestServer::Auth::Token, QStringLiteral("team-a"));
        {
            auto config = Kubernetes::Kubeconfig::load(kubeconfig, {});
            QVERIFY(config);
            auto resolved = config->resolve({});
            QVERIFY(resolved);
            auto client = Kubernetes::KubeClient::create(*resolved);
            QVERIFY(client);
            const json runtime = json::parse(
                R"({"apiVersion":"trainer.kubeflow.org/v1alpha1","kind":"ClusterTrainingRuntime",
      "metadata":{"name":"torch-distributed","labels":{"trainer.kubeflow.org/framework":"torch"}},
      "spec":{"mlPolicy":{"numNodes":1,"torch":{"numProcPerNode":"auto"}},
        "template":{"spec":{"replicatedJobs":[{"name":"node","replicas":1,
          "template":{"metadata":{"labels":{"trainer.kubeflow.org/trainjob-ancestor-step":"trainer"}},
            "spec":{"template":{"spec":{"containers":[{"name":"node","image":"pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime",
              "command":["torchrun","train.py"]}]}}}}}]}}}})");
            std::optional<Result<json>> made;
            (*client)->create(Kubernetes::KubeResource::clusterTrainingRuntimes(),
                              {},
                              runtime,
                              [&made](Result<json> r) { made.emplace(std::move(r)); });
            QTRY_VERIFY_WITH_TIMEOUT(made.has_value(), 30000);
            QVERIFY(*made);
        }

        MainWindow window;
        window.resize(1400, 900);
        AppController controller(&window);
        Kubernetes::KubernetesBackend::Options o;
        o.connection.kubeconfig = kubeconfig;
        o.connection.environment = QProcessEnvironment();
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        Kubernetes::KubernetesBackend cluster(o);
        window.addBackend(&cluster);
        cluster.start();
        window.show();
        QVERIFY(await(cluster.connected()));
        QTRY_VERIFY_WITH_TIMEOUT(window.currentBackend() != nullptr, 5000);

        TrainJob job;
        job.name = QStringLiteral("bert-finetune");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = QStringLiteral("pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime");
        t.command = {QStringLiteral("torchrun"), QStringLiteral("train.py")};
        t.numNodes = 2;
        job.trainer = t;
        job.annotations.insert(QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("12"));
        job.annotations.insert(QStringLiteral("traindeck.test/trainer-status"),
                               QStringLiteral("true"));
        auto name = await(cluster.submit(job));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));

        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(*name, cluster.connection()), 15000);
        JobView *view = window.jobView();
        QTRY_VERIFY_WITH_TIMEOUT(view->snapshot().status == JobStatus::Running, 30000);
        QCOMPARE(view->snapshot().backend, BackendKind::Kubernetes);
        // The architecture view, live: both nodes drawn as running.
        showTab(view, view->diagramView());
        auto *scene = qobject_cast<Ui::DiagramScene *>(view->diagramView()->scene());
        QVERIFY(scene);
        QTRY_COMPARE_WITH_TIMEOUT(
            scene->nodeStatus(QStringLiteral("node-0")).value_or(StepState::Unknown),
            StepState::Running,
            30000);
        QTRY_COMPARE_WITH_TIMEOUT(
            scene->nodeStatus(QStringLiteral("node-1")).value_or(StepState::Unknown),
            StepState::Running,
            30000);
        // The log panes stream both nodes, from their pods, at once.
        Ui::JobLogPanes *panes = controller.logPanes();
        QVERIFY(panes);
        for (const QString &step : {QStringLiteral("node-0"), QStringLiteral("node-1")})
            QTRY_VERIFY_WITH_TIMEOUT(panes->pane(step) && panes->pane(step)->source()
                                         && panes->pane(step)->source()->lineCount() >= 2,
                                     30000);
        Q_EMIT view->stepActivated(QStringLiteral("node-1"));
        QTest::qWait(1000);
        save(&window, QStringLiteral("kubernetes-job-architecture.png"));
        view->detailTabs()->setCurrentIndex(0);
        QTest::qWait(500);
        save(&window, QStringLiteral("kubernetes-job-steps.png"));
        // Cancel suspends on a cluster; Resume is offered for a suspended job, and starts it.
        auto *resume = window.findChild<QAction *>(QStringLiteral("actionResumeJob"));
        QVERIFY(resume);
        QVERIFY(!resume->isEnabled());
        QVERIFY(await(cluster.cancel(*name)));
        QTRY_COMPARE_WITH_TIMEOUT(view->snapshot().status, JobStatus::Suspended, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(resume->isEnabled(), 5000);
        resume->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(view->snapshot().status, JobStatus::Running, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!resume->isEnabled(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(view->snapshot().isFinished(), 90000);
        QCOMPARE(view->snapshot().status, JobStatus::Complete);
        (void)await(cluster.remove(*name));
    }
};

QTEST_MAIN(TestClusterJobView)
#include "tst_clusterjobview.moc"
