// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The desktop app on a real Docker engine (issues #5, #6, #7): a running 2-node job appears in
// the table, its architecture view colours the nodes by their live status, its log panes
// stream both nodes, and activating a step opens that step's pane. Saves the screenshots the
// docs use to <build>/screenshots/. Needs the engines of scripts/test.
#include "backends/container/containerbackend.h"
#include "libs/logs/logsource.h"
#include "tests/support/prerequisite.h"
#include "ui/appcontroller.h"
#include "ui/diagram/diagramscene.h"
#include "ui/diagram/diagramview.h"
#include "ui/jobview.h"
#include "ui/logs/joblogpanes.h"
#include "ui/logs/logpane.h"
#include "ui/mainwindow.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestContainerJobView : public QObject
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

    static void save(QWidget *w, const QString &name)
    {
        const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(QDir(dir).filePath(name)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE(!qEnvironmentVariableIsEmpty("TRAINDECK_TEST_DOCKER_HOST"),
                          QStringLiteral("the Docker engine (TRAINDECK_TEST_DOCKER_HOST)"),
                          QStringLiteral("run through scripts/test, which starts dockerd and "
                                         "podman (scripts/engines/start)"));
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat,
                           QSettings::UserScope,
                           m_dir.filePath(QStringLiteral("settings")));
    }

    void runningDockerJobInTheWindow()
    {
        MainWindow window;
        window.resize(1400, 900);
        AppController controller(&window);
        Container::ContainerBackend::Options o;
        o.engine = BackendKind::Docker;
        o.host = qEnvironmentVariable("TRAINDECK_TEST_DOCKER_HOST");
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.workdirRoot = m_dir.filePath(QStringLiteral("work"));
        Container::ContainerBackend docker(o);
        window.addBackend(&docker);
        docker.start();
        window.show();
        QVERIFY(await(docker.connected()));
        QTRY_VERIFY_WITH_TIMEOUT(window.currentBackend() != nullptr, 5000);

        TrainJob job;
        job.name = QStringLiteral("gui-ddp");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = qEnvironmentVariable("TRAINDECK_TEST_IMAGE");
        t.command = {QStringLiteral("python3"),
                     QStringLiteral("-u"),
                     QStringLiteral("-c"),
                     QStringLiteral("import os, time\nr = os.environ['PET_NODE_RANK']\n"
                                    "for i in range(60):\n    print(f'INFO node {r} step {i} loss "
                                    "{1.0 / (i + 1):.4f}', flush=True)\n"
                                    "    time.sleep(0.5)\n")};
        t.numNodes = 2;
        job.trainer = t;
        (void)await(docker.remove(job.name));
        auto name = await(docker.submit(job));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));

        QTRY_VERIFY_WITH_TIMEOUT(window.selectJob(*name, docker.connection()), 15000);
        JobView *view = window.jobView();
        QTRY_VERIFY_WITH_TIMEOUT(view->snapshot().status == JobStatus::Running, 30000);
        // The architecture view, live: both nodes drawn as running.
        view->detailTabs()->setCurrentIndex(view->detailTabs()->count() - 1);
        for (int i = 0; i < view->detailTabs()->count(); ++i)
            if (view->detailTabs()->widget(i)->isAncestorOf(view->diagramView())
                || view->detailTabs()->widget(i) == view->diagramView())
                view->detailTabs()->setCurrentIndex(i);
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
        // The log panes stream both nodes.
        Ui::JobLogPanes *panes = controller.logPanes();
        QVERIFY(panes);
        QTRY_VERIFY_WITH_TIMEOUT(panes->steps().contains(QStringLiteral("node-1")), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(
            panes->pane(QStringLiteral("node-1")) && panes->pane(QStringLiteral("node-1"))->source()
                && panes->pane(QStringLiteral("node-1"))->source()->lineCount() >= 4,
            20000);
        // A step activated (diagram click, steps double-click) opens its pane.
        Q_EMIT view->stepActivated(QStringLiteral("node-1"));
        QTRY_COMPARE_WITH_TIMEOUT(panes->tabs()->currentWidget(),
                                  static_cast<QWidget *>(panes->pane(QStringLiteral("node-1"))),
                                  5000);
        QTest::qWait(1200);
        save(&window, QStringLiteral("docker-job-architecture.png"));
        (void)await(docker.remove(*name));
    }
};

QTEST_MAIN(TestContainerJobView)
#include "tst_containerjobview.moc"
