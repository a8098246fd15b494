// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Inspect a step from the desktop app on a real Docker job: the Steps table's context menu
// offers Inspect…, which opens the inspect window with the engine's container id (copyable),
// the exact image, the env with a secret masked, the workspace mount and exit code 0; a
// container removed behind TrainDeck's back then gives a clear error on Refresh. Saves
// <build>/screenshots/inspect-step.png. Needs the engines of scripts/test.
#include "backends/container/containerbackend.h"
#include "backends/container/engineclient.h"
#include "models/steplistmodel.h"
#include "tests/support/awaitresult.h"
#include "tests/support/prerequisite.h"
#include "ui/jobview.h"
#include "ui/stepinspectdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace TrainDeck;
using namespace TrainDeck::Ui;

class TestStepInspect : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

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

    void inspectFromContextMenu()
    {
        Container::ContainerBackend::Options o;
        o.engine = BackendKind::Docker;
        o.host = qEnvironmentVariable("TRAINDECK_TEST_DOCKER_HOST");
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.workdirRoot = m_dir.filePath(QStringLiteral("work"));
        Container::ContainerBackend docker(o);
        JobSnapshot last;
        connect(&docker, &Backend::jobChanged, this, [&last](const JobSnapshot &s) {
            if (s.name == QLatin1String("gui-inspect"))
                last = s;
        });
        docker.start();
        QVERIFY(await(docker.connected()));

        TrainJob job;
        job.name = QStringLiteral("gui-inspect");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = qEnvironmentVariable("TRAINDECK_TEST_IMAGE");
        t.command = {QStringLiteral("python3"),
                     QStringLiteral("-c"),
                     QStringLiteral("print('training done')")};
        t.numNodes = 1;
        t.env = {{QStringLiteral("LEARNING_RATE"), QStringLiteral("0.001"), {}},
                 {QStringLiteral("HF_TOKEN"), QStringLiteral("hf_verysecret42"), {}}};
        job.trainer = t;
        (void)await(docker.remove(job.name));
        auto name = await(docker.submit(job), 180000);
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QTRY_VERIFY_WITH_TIMEOUT(last.isFinished(), 120000);
        QCOMPARE(last.status, JobStatus::Complete);
        const StepSnapshot *node = last.step(QStringLiteral("node-0"));
        QVERIFY(node);

        JobView view;
        view.resize(1100, 700);
        view.setJob(last, &docker, std::nullopt);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTableView *steps = view.stepsView();
        QModelIndex row;
        for (int r = 0; r < steps->model()->rowCount(); ++r) {
            const QModelIndex i = steps->model()->index(r, 0);
            if (i.data(Models::StepListModel::StepNameRole).toString() == QLatin1String("node-0"))
                row = i;
        }
        QVERIFY(row.isValid());

        // The context menu, as a right click opens it: Inspect… is there, enabled, beside the
        // terminal and the workspace; chosen with the keyboard.
        QStringList menuActions;
        bool inspectEnabled = false;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            poll.stop();
            QAction *inspect = nullptr;
            for (QAction *a : menu->actions()) {
                menuActions << a->objectName();
                if (a->objectName() == QLatin1String("inspectStep"))
                    inspect = a;
            }
            if (!inspect) {
                menu->close();
                return;
            }
            inspectEnabled = inspect->isEnabled();
            menu->setActiveAction(inspect);
            QTest::keyClick(menu, Qt::Key_Return);
        });
        poll.start();
        Q_EMIT steps->customContextMenuRequested(steps->visualRect(row).center());
        QCOMPARE(menuActions,
                 (QStringList{QStringLiteral("inspectStep"),
                              QStringLiteral("openTerminal"),
                              QStringLiteral("openWorkspace")}));
        QVERIFY(inspectEnabled);
        auto *dialog = view.findChild<StepInspectDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->step(), QStringLiteral("node-0"));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading() && dialog->inspection(), 30000);

        // The engine's id, in full, copyable.
        Container::EngineClient client(*Transport::Endpoint::parse(o.host));
        std::optional<Result<nlohmann::json>> engineView;
        client.inspectContainer(node->objectName,
                                [&](Result<nlohmann::json> r) { engineView = std::move(r); });
        QTRY_VERIFY_WITH_TIMEOUT(engineView.has_value(), 30000);
        QVERIFY(*engineView);
        const QString engineId = QString::fromStdString((**engineView)["Id"].get<std::string>());
        QCOMPARE(dialog->idEdit()->text(), engineId);
        QVERIFY(dialog->idEdit()->isReadOnly());
        QApplication::clipboard()->clear();
        QTest::mouseClick(dialog->copyButton(), Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), engineId);
        QCOMPARE(dialog->imageEdit()->text(), qEnvironmentVariable("TRAINDECK_TEST_IMAGE"));
        QCOMPARE(dialog->commandEdit()->text(),
                 QStringLiteral("python3 -c 'print('\\''training done'\\'')'"));
        QCOMPARE(dialog->exitCodeLabel()->text(), QStringLiteral("0"));
        QCOMPARE(dialog->restartsLabel()->text(), QStringLiteral("0"));

        QTableWidget *env = dialog->envTable();
        QHash<QString, QString> shown;
        for (int r = 0; r < env->rowCount(); ++r)
            shown.insert(env->item(r, 0)->text(), env->item(r, 1)->text());
        QCOMPARE(shown.value(QStringLiteral("LEARNING_RATE")), QStringLiteral("0.001"));
        QCOMPARE(shown.value(QStringLiteral("HF_TOKEN")),
                 QStringLiteral("******** (secret, masked)"));
        for (auto it = shown.cbegin(); it != shown.cend(); ++it)
            QVERIFY2(!it.value().contains(QStringLiteral("hf_verysecret42")), qPrintable(it.key()));
        bool workspace = false;
        for (int r = 0; r < dialog->mountsTable()->rowCount(); ++r)
            if (dialog->mountsTable()->item(r, 1)->text() == QLatin1String("/workspace"))
                workspace
                    = dialog->mountsTable()->item(r, 2)->text() == QLatin1String("read-write");
        QVERIFY(workspace);

        QTest::qWait(300);
        save(dialog, QStringLiteral("inspect-step.png"));

        // The same from the keyboard: Ctrl+I on the step that has the focus opens a second
        // window beside the first, for that step.
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        steps->setFocus(Qt::OtherFocusReason);
        steps->setCurrentIndex(row);
        QTRY_VERIFY(steps->hasFocus());
        QCOMPARE(view.findChildren<StepInspectDialog *>().size(), 1);
        QTest::keyClick(steps, Qt::Key_I, Qt::ControlModifier);
        const QList<StepInspectDialog *> both = view.findChildren<StepInspectDialog *>();
        QCOMPARE(both.size(), 2);
        StepInspectDialog *byKey = both.at(0) == dialog ? both.at(1) : both.at(0);
        QCOMPARE(byKey->step(), QStringLiteral("node-0"));
        QTRY_VERIFY_WITH_TIMEOUT(!byKey->isLoading() && byKey->inspection(), 30000);
        QCOMPARE(byKey->idEdit()->text(), engineId);
        byKey->close();
        delete byKey;

        // The container removed behind TrainDeck's back: Refresh says it is gone.
        std::optional<Result<nlohmann::json>> removed;
        client.removeContainer(
            engineId, true, [&](Result<nlohmann::json> r) { removed = std::move(r); });
        QTRY_VERIFY_WITH_TIMEOUT(removed.has_value(), 30000);
        QVERIFY(*removed);
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("inspectRefresh")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading() && !dialog->inspection(), 30000);
        QVERIFY(dialog->statusLabel()->isVisible());
        QVERIFY(!dialog->idEdit()->isVisible());
        QCOMPARE(dialog->statusLabel()->text(),
                 QStringLiteral("Cannot inspect step node-0 of job gui-inspect: The container "
                                "of step 'node-0' of job 'gui-inspect' (%1, id %2) is gone from "
                                "Docker: it was removed, so there is nothing left to inspect. "
                                "Its logs and events are kept.")
                     .arg(node->objectName, engineId.left(12)));
        save(dialog, QStringLiteral("inspect-step-gone.png"));
        dialog->close();
        (void)await(docker.remove(*name));
    }
};

QTEST_MAIN(TestStepInspect)
#include "tst_stepinspect.moc"
