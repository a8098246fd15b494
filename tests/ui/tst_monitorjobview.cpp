// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The Monitor tab of a running 2-node job on the real Docker and Podman engines, wired as the app
// wires it (the window's controller, the process's progress API from app/progressapi): each node's
// loss curve parsed from its log, each node's CPU and memory from the engine's stats stream,
// the progress node 0 reports through Kubeflow's progress API (as the SDK's
// update_trainjob_status does) in the tab and in the jobs table. Saves
// <build>/screenshots/monitor-running-job-{docker,podman}.png. Needs the engines of scripts/test.
#include "app/progressapi.h"
#include "backends/container/containerbackend.h"
#include "libs/metrics/jobmetrics.h"
#include "libs/metrics/metricseries.h"
#include "models/jobtablemodel.h"
#include "tests/support/prerequisite.h"
#include "tests/support/progressclient.h"
#include "ui/appcontroller.h"
#include "ui/jobview.h"
#include "ui/mainwindow.h"
#include "ui/monitor/monitorview.h"

#include <QDir>
#include <QFile>
#include <QProgressBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using Metrics::JobMetrics;

class TestMonitorJobView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    template<class T>
    T await(QFuture<T> f)
    {
        while (!f.isFinished())
            QTest::qWait(10);
        return f.result();
    }

    static qint64 points(const JobMetrics *m, const QString &node, const QString &metric)
    {
        const Metrics::MetricSeries *s = m->series(node, metric);
        return s ? s->pointCount() : 0;
    }

    static qint64 resourcePoints(const JobMetrics *m, const QString &node, JobMetrics::Resource r)
    {
        const Metrics::MetricSeries *s = m->resourceSeries(node, r);
        return s ? s->pointCount() : 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE(
            !qEnvironmentVariableIsEmpty("TRAINDECK_TEST_DOCKER_HOST")
                && !qEnvironmentVariableIsEmpty("TRAINDECK_TEST_PODMAN_HOST"),
            QStringLiteral(
                "the container engines (TRAINDECK_TEST_DOCKER_HOST, TRAINDECK_TEST_PODMAN_HOST)"),
            QStringLiteral("run through scripts/test, which starts dockerd and "
                           "podman (scripts/engines/start)"));
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat,
                           QSettings::UserScope,
                           m_dir.filePath(QStringLiteral("settings")));
    }

    void runningJobInTheMonitorTab_data()
    {
        QTest::addColumn<BackendKind>("engine");
        QTest::newRow("docker") << BackendKind::Docker;
        QTest::newRow("podman") << BackendKind::Podman;
    }

    void runningJobInTheMonitorTab()
    {
        QFETCH(BackendKind, engine);
        const bool docker = engine == BackendKind::Docker;
        MainWindow window;
        window.resize(1500, 1000);
        AppController controller(&window);
        Container::ContainerBackend::Options o;
        o.engine = engine;
        o.host = qEnvironmentVariable(docker ? "TRAINDECK_TEST_DOCKER_HOST"
                                             : "TRAINDECK_TEST_PODMAN_HOST");
        const QString tag = QLatin1String(QTest::currentDataTag());
        o.jobsDir = m_dir.filePath(tag + QStringLiteral("/jobs"));
        o.workdirRoot = m_dir.filePath(tag + QStringLiteral("/work"));
        // As app/builtinbackends.cpp makes it: the process's progress API.
        o.progress = App::progressApi();
        QVERIFY2(o.progress.isValid(), "the progress API did not start");
        o.listenOn = App::progressListenOn;
        App::addProgressJobRoot(o.jobsDir);
        Container::ContainerBackend backend(o);
        window.addBackend(&backend);
        backend.start();
        window.show();
        QVERIFY(await(backend.connected()));
        QTRY_VERIFY_WITH_TIMEOUT(window.currentBackend() != nullptr, 5000);

        TrainJob job;
        job.name = QStringLiteral("gui-monitor-") + tag;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = qEnvironmentVariable("TRAINDECK_TEST_IMAGE");
        t.command = {QStringLiteral("python3"),
                     QStringLiteral("-u"),
                     QStringLiteral("-c"),
                     QString::fromUtf8(Test::monitorTrainScript())};
        t.numNodes = 2;
        job.trainer = t;
        (void)await(backend.remove(job.name));
        auto name = await(backend.submit(job));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));

        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(*name, backend.connection()), 15000);
        JobView *view = window.jobView();
        QTRY_VERIFY_WITH_TIMEOUT(view->snapshot().status == JobStatus::Running, 30000);
        view->detailTabs()->setCurrentWidget(view->monitorView());
        const JobMetrics *m = view->monitorView()->metrics();
        QVERIFY(m);

        // Each node's loss curve, parsed from its log as the lines arrive.
        for (const QString &node : {QStringLiteral("node-0"), QStringLiteral("node-1")})
            QTRY_VERIFY_WITH_TIMEOUT(points(m, node, QStringLiteral("loss")) >= 12, 60000);
        QCOMPARE(m->xKind(QStringLiteral("node-1"), QStringLiteral("loss")),
                 JobMetrics::XKind::Step);
        const Metrics::MetricSeries *loss1
            = m->series(QStringLiteral("node-1"), QStringLiteral("loss"));
        QVERIFY(loss1->isExact());
        QCOMPARE(loss1->firstX(), 1.0);
        // step=1 loss = 2.5 / 1.08 + 0.03 on node 1, as printed to 4 places.
        QCOMPARE(loss1->buckets().first().minY, 2.3448);

        // Each node's CPU and memory from the engine's stats stream (dockerd: every second,
        // podman: every 5 s): the busy loop shows.
        for (const QString &node : {QStringLiteral("node-0"), QStringLiteral("node-1")}) {
            QTRY_VERIFY_WITH_TIMEOUT(resourcePoints(m, node, JobMetrics::CpuPercent) >= 2, 30000);
            QTRY_VERIFY_WITH_TIMEOUT(resourcePoints(m, node, JobMetrics::MemoryBytes) >= 2, 30000);
            const auto cpu = m->resourceSeries(node, JobMetrics::CpuPercent)->yRange();
            QVERIFY2(cpu.second > 20,
                     qPrintable(QStringLiteral("%1 CPU at most %2 %").arg(node).arg(cpu.second)));
            QVERIFY(m->resourceSeries(node, JobMetrics::MemoryBytes)->yRange().second > 0);
        }
        QVERIFY(m->resourcesUnavailableReason().isEmpty());

        // Node 0's progress API reports win over the log, in the tab and in the jobs table.
        QTRY_COMPARE_WITH_TIMEOUT(
            m->progress().source, JobMetrics::ProgressSource::ProgressApi, 30000);
        QVERIFY(m->progress().percent >= 5 && m->progress().percent <= 100);
        QTRY_VERIFY_WITH_TIMEOUT(points(m, JobMetrics::apiNode(), QStringLiteral("accuracy")) >= 1,
                                 10000);
        QVERIFY(view->monitorView()->progressBar()->value() >= 5);
        Models::JobTableModel *table = window.jobModel();
        const int row = table->rowOf(backend.connection(), *name);
        QVERIFY(row >= 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            table->data(table->index(row, Models::JobTableModel::ProgressColumn))
                .toString()
                .contains(u'%'),
            10000);

        // The curve beside each node's CPU and memory, as a user sees it.
        view->monitorView()->setMetric(QStringLiteral("loss"));
        QTest::qWait(2500);
        view->monitorView()->refreshNow();
        const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(window.grab().save(
            QDir(dir).filePath(QStringLiteral("monitor-running-job-%1.png").arg(tag))));
        (void)await(backend.remove(*name));
    }
};

QTEST_MAIN(TestMonitorJobView)
#include "tst_monitorjobview.moc"
