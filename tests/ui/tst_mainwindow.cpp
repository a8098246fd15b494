// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The main window end to end: a real local backend runs a tiny Python job that the
// window follows to Complete; filters, drops, job view, actions and settings; screenshots of
// the window and of a job view are saved to <build>/screenshots.
#include "backends/local/localbackend.h"
#include "libs/logs/logsource.h"
#include "models/jobfilterproxymodel.h"
#include "models/jobtablemodel.h"
#include "models/runtimelistmodel.h"
#include "models/steplistmodel.h"
#include "tests/support/prerequisite.h"
#include "tests/support/secretscan.h"
#include "ui/appcontroller.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/builder/secretvaluedelegate.h"
#include "ui/connectionselector.h"
#include "ui/diagram/diagramview.h"
#include "ui/jobfilterbar.h"
#include "ui/jobtableview.h"
#include "ui/jobview.h"
#include "ui/logs/joblogpanes.h"
#include "ui/logs/logpane.h"
#include "ui/mainwindow.h"
#include "ui/runtimepanel.h"
#include "ui/shortcutsdialog.h"
#include "ui/statuscolors.h"
#include "ui/text/codehighlighter.h"

#include "tests/support/fakebackend.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cerrno>
#include <csignal>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using Models::JobTableModel;
using Models::StepListModel;

namespace {

template<class T>
T await(QFuture<T> f)
{
    while (!f.isFinished())
        QTest::qWait(10);
    return f.result();
}

QString screenshotDir()
{
    const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    return dir;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Local::LocalBackend> m_backend;
    std::unique_ptr<MainWindow> m_window;
    const QString m_jobName = QStringLiteral("hello-ui");

    QModelIndex proxyIndexOf(const QString &name) const
    {
        const auto *proxy = m_window->jobProxy();
        for (int r = 0; r < proxy->rowCount(); ++r) {
            if (proxy->index(r, 0).data().toString() == name)
                return proxy->index(r, 0);
        }
        return {};
    }

    JobStatus statusInTable(const QString &name) const
    {
        const QModelIndex i = proxyIndexOf(name);
        return i.isValid() ? i.data(JobTableModel::StatusRole).value<JobStatus>()
                           : JobStatus::Unknown;
    }

    static QWidget *realLogPanes(const JobSnapshot &s) { return new Ui::JobLogPanes(s.logDir); }

    void drop(const QList<QUrl> &urls, bool *accepted)
    {
        QMimeData mime;
        mime.setUrls(urls);
        const QPoint pos = m_window->rect().center();
        QDragEnterEvent enter(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &enter);
        *accepted = enter.isAccepted();
        if (!*accepted)
            return;
        QDropEvent dropEvent(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &dropEvent);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        TRAINDECK_REQUIRE_PYTHON3();
        // Settings go to the temporary folder, never to the user's own.
        QSettings::setPath(QSettings::NativeFormat,
                           QSettings::UserScope,
                           m_dir.filePath(QStringLiteral("config")));
        QSettings::setPath(
            QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("config")));
        QCoreApplication::setOrganizationName(QStringLiteral("TrainDeckTest"));
        QCoreApplication::setApplicationName(QStringLiteral("TrainDeckTest"));

        Local::LocalBackend::Options o;
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_dir.filePath(QStringLiteral("venvs"));
        m_backend = std::make_unique<Local::LocalBackend>(o);
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        m_window->show();
        // The window is up before the backend is even added: nothing in it waits.
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->addBackend(m_backend.get());
        m_backend->start();
        // The log panes the app puts in the job view (AppController does the same).
        m_window->setLogWidgetFactory(realLogPanes);
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_backend.reset();
    }

    void showsLocalConnectionAndRuntimes()
    {
        QCOMPARE(m_window->backends().size(), 1);
        QCOMPARE(m_window->currentBackend(), m_backend.get());
        QTRY_COMPARE(m_window->connectionSelector()->stateLine(), QStringLiteral("Connected"));
        QTRY_VERIFY(m_window->runtimeModel()->rowCount() >= 3);
        // Empty state before any job.
        QCOMPARE(m_window->jobsTable()->emptyTitle(), QStringLiteral("No jobs yet"));
        QCOMPARE(m_window->detailPage(), MainWindow::HintPage);

        QVERIFY(m_window->selectRuntime(QStringLiteral("torch-distributed")));
        QCOMPARE(m_window->detailPage(), MainWindow::RuntimePage);
        RuntimePanel *panel = m_window->runtimePanel();
        QCOMPARE(panel->fieldText(QStringLiteral("framework")), QStringLiteral("torch"));
        QCOMPARE(panel->fieldText(QStringLiteral("nodes")), QStringLiteral("1"));
        QVERIFY(panel->fieldText(QStringLiteral("policy")).startsWith(QStringLiteral("Torch")));
        QVERIFY(panel->yamlView()->toPlainText().contains(
            QStringLiteral("kind: ClusterTrainingRuntime")));
        QVERIFY(m_window->grab().save(screenshotDir() + QStringLiteral("/mainwindow-runtime.png")));
    }

    void localJobReachesCompleteInTable()
    {
        TrainJob job;
        job.name = m_jobName;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = QStringLiteral("print('hello from the main window test', flush=True)\n");
        job.trainer = t;
        const auto submitted = await(m_backend->submit(job));
        QVERIFY2(submitted.ok(), submitted.ok() ? "" : qPrintable(submitted.error().toString()));
        QTRY_VERIFY(proxyIndexOf(m_jobName).isValid());
        QTRY_COMPARE_WITH_TIMEOUT(statusInTable(m_jobName), JobStatus::Complete, 120000);
        const QModelIndex row = proxyIndexOf(m_jobName);
        QCOMPARE(row.siblingAtColumn(JobTableModel::StatusColumn).data().toString(),
                 QStringLiteral("Complete"));
        QCOMPARE(row.siblingAtColumn(JobTableModel::RuntimeColumn).data().toString(),
                 QStringLiteral("torch-distributed"));
        QCOMPARE(row.siblingAtColumn(JobTableModel::BackendColumn).data().toString(),
                 m_backend->displayName());
        QCOMPARE(m_window->jobsTable()->emptyTitle(), QString());
        // The status bar says so (and the tray too, where there is one).
        QTRY_VERIFY(m_window->lastNotification().contains(QStringLiteral("completed")));
        QVERIFY(m_window->lastNotification().contains(m_jobName));
    }

    void selectingShowsSteps()
    {
        QVERIFY(m_window->selectJob(m_jobName));
        QCOMPARE(m_window->detailPage(), MainWindow::JobPage);
        JobView *view = m_window->jobView();
        QCOMPARE(view->snapshot().name, m_jobName);
        QVERIFY(view->headerText().contains(QStringLiteral("Complete")));
        StepListModel *steps = view->steps();
        QTRY_VERIFY(steps->rowCount() >= 1);
        const int node = steps->rowOf(QStringLiteral("node-0"));
        QVERIFY(node >= 0);
        QCOMPARE(steps->index(node, StepListModel::StateColumn).data().toString(),
                 QStringLiteral("Succeeded"));
        QCOMPARE(steps->index(node, StepListModel::ExitCodeColumn).data().toString(),
                 QStringLiteral("0"));
        // The log area holds the job's panes, with the node's output in its own pane.
        QVERIFY(view->logArea());
        auto *panes = qobject_cast<Ui::JobLogPanes *>(view->logWidget());
        QVERIFY(panes);
        QCOMPARE(panes->parentWidget(), view->logArea());
        QTRY_VERIFY(panes->pane(QStringLiteral("node-0")));
        QVERIFY(panes->openStep(QStringLiteral("node-0")));
        const auto paneHas = [panes](const QByteArray &text) {
            Logs::LogSource *src = panes->pane(QStringLiteral("node-0"))->source();
            src->refresh();
            for (qint64 i = 0; i < src->lineCount(); ++i) {
                if (src->line(i).toByteArray().contains(text))
                    return true;
            }
            return false;
        };
        QTRY_VERIFY(paneHas("hello from the main window test"));
        // Actions follow the selection: a finished job cannot be cancelled.
        QVERIFY(!m_window->action(MainWindow::CancelJobAction)->isEnabled());
        QVERIFY(m_window->action(MainWindow::RerunJobAction)->isEnabled());
        QVERIFY(m_window->action(MainWindow::DeleteJobAction)->isEnabled());

        QTest::qWait(200);
        QVERIFY(m_window->grab().save(screenshotDir() + QStringLiteral("/mainwindow.png")));
        QVERIFY(view->grab().save(screenshotDir() + QStringLiteral("/jobview.png")));
        // The architecture tab draws the planned job.
        view->detailTabs()->setCurrentIndex(2);
        QTRY_VERIFY_WITH_TIMEOUT(view->diagramView()->isVisible(), 20000);
        QTest::qWait(200);
        QVERIFY(
            m_window->grab().save(screenshotDir() + QStringLiteral("/jobview-architecture.png")));
        view->detailTabs()->setCurrentIndex(0);
    }

    void logFactoryFillsLogTabs()
    {
        QList<QString> asked;
        m_window->setLogWidgetFactory([&asked](const JobSnapshot &s) {
            asked << s.name;
            auto *w = new QLabel(QStringLiteral("logs of ") + s.name);
            w->setObjectName(QStringLiteral("fakeLogPanes"));
            return w;
        });
        QCOMPARE(asked, QList<QString>{m_jobName});
        JobView *view = m_window->jobView();
        QCOMPARE(view->logWidget()->objectName(), QStringLiteral("fakeLogPanes"));
        QCOMPARE(view->logWidget()->parentWidget(), view->logArea());
        // Without a factory the area says where the logs are, and nothing is left behind.
        m_window->setLogWidgetFactory({});
        QCOMPARE(view->logWidget()->objectName(), QStringLiteral("logPlaceholder"));
        QVERIFY(qobject_cast<QLabel *>(view->logWidget())->text().contains(m_jobName));
        QCOMPARE(
            view->logArea()->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly).size(),
            1);
        m_window->setLogWidgetFactory(realLogPanes);
    }

    // The backend filter's combo asks for the width of a backend's name that comes after the
    // window has painted, as every backend does.
    void filterBarBackendComboFitsLongNames()
    {
        JobFilterBar *bar = m_window->filterBar();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QComboBox *combo = bar->backendCombo();
        const QString longName = QStringLiteral("Podman — a rather long connection name on a build "
                                                "host");
        bar->addBackend(QStringLiteral("ssh://build-host/podman"), longName);
        const int textWidth = combo->fontMetrics().horizontalAdvance(longName);
        QTRY_VERIFY2(combo->sizeHint().width() > textWidth,
                     qPrintable(QStringLiteral("combo %1 px for a name of %2 px")
                                    .arg(combo->sizeHint().width())
                                    .arg(textWidth)));
        bar->removeBackend(QStringLiteral("ssh://build-host/podman"));
    }

    void filterBarHidesAndShows()
    {
        JobFilterBar *bar = m_window->filterBar();
        auto *proxy = m_window->jobProxy();
        QCOMPARE(proxy->rowCount(), 1);
        bar->setStatusChoice(JobFilterBar::Failed);
        QCOMPARE(proxy->rowCount(), 0);
        QCOMPARE(m_window->jobsTable()->emptyTitle(), QStringLiteral("No jobs match the filter"));
        QVERIFY(!m_window->selectJob(m_jobName));
        bar->setStatusChoice(JobFilterBar::Complete);
        QCOMPARE(proxy->rowCount(), 1);
        // Typing in the filter field (focused with Ctrl+F).
        m_window->activateWindow();
        m_window->action(MainWindow::FocusFilterAction)->trigger();
        QTest::keyClicks(bar->textEdit(), QStringLiteral("no-such-job"));
        QCOMPARE(proxy->filterText(), QStringLiteral("no-such-job"));
        QCOMPARE(proxy->rowCount(), 0);
        bar->textEdit()->clear();
        QTest::keyClicks(bar->textEdit(), QStringLiteral("HELLO"));
        QCOMPARE(proxy->rowCount(), 1);
        bar->setBackend(QStringLiteral("local"));
        QCOMPARE(proxy->rowCount(), 1);

        // Filters survive a restart.
        m_window->saveSettings();
        QSettings s;
        QCOMPARE(s.value(QStringLiteral("filters/status")).toInt(), int(JobFilterBar::Complete));
        QCOMPARE(s.value(QStringLiteral("filters/text")).toString(), QStringLiteral("HELLO"));
        QCOMPARE(s.value(QStringLiteral("connections/last")).toString(), QStringLiteral("local"));
        {
            MainWindow second;
            QCOMPARE(second.filterBar()->statusChoice(), JobFilterBar::Complete);
            QCOMPARE(second.jobProxy()->filterText(), QStringLiteral("HELLO"));
        }
        m_window->action(MainWindow::ClearFilterAction)->trigger();
        QCOMPARE(proxy->rowCount(), 1);
        QVERIFY(!proxy->isFiltering());
    }

    void dropsEmitTheirSignals()
    {
        const QString script = m_dir.filePath(QStringLiteral("drops/train_mnist.py"));
        writeFile(script, "print('hi')\n");
        const QString yaml = m_dir.filePath(QStringLiteral("drops/job.yaml"));
        writeFile(yaml, "kind: TrainJob\n");
        const QString requirements = m_dir.filePath(QStringLiteral("drops/requirements.txt"));
        writeFile(requirements, "torch\n");
        const QString folder = m_dir.filePath(QStringLiteral("project"));
        writeFile(folder + QStringLiteral("/train.py"), "print('x')\n");
        const QString other = m_dir.filePath(QStringLiteral("drops/notes.md"));
        writeFile(other, "# notes\n");

        QSignalSpy scripts(m_window.get(), &MainWindow::scriptDropped);
        QSignalSpy yamls(m_window.get(), &MainWindow::yamlDropped);
        QSignalSpy reqs(m_window.get(), &MainWindow::requirementsDropped);
        QSignalSpy folders(m_window.get(), &MainWindow::folderDropped);
        bool accepted = false;
        drop({QUrl::fromLocalFile(script)}, &accepted);
        QVERIFY(accepted);
        QCOMPARE(scripts.size(), 1);
        QCOMPARE(scripts.first().first().toString(), script);
        drop({QUrl::fromLocalFile(yaml),
              QUrl::fromLocalFile(requirements),
              QUrl::fromLocalFile(folder)},
             &accepted);
        QVERIFY(accepted);
        QCOMPARE(yamls.size(), 1);
        QCOMPARE(reqs.size(), 1);
        QCOMPARE(folders.size(), 1);
        QCOMPARE(folders.first().first().toString(), folder);
        // Something we cannot use is refused at the door.
        drop({QUrl::fromLocalFile(other),
              QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("drops")))},
             &accepted);
        QVERIFY(!accepted);
        QCOMPARE(scripts.size(), 1);
        QCOMPARE(MainWindow::classifyDrop(m_dir.filePath(QStringLiteral("drops"))),
                 MainWindow::DropKind::None);

        // Files given to the program (the desktop file's %F) take the same way.
        QVERIFY(m_window->openPaths({requirements, script}));
        QCOMPARE(scripts.size(), 2);
        QCOMPARE(scripts.last().first().toString(), script);
        QCOMPARE(reqs.size(), 2);
        QVERIFY(!m_window->openPaths({other}));
        QCOMPARE(scripts.size(), 2);
        QCOMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("notes.md is not a script, YAML or JSON file, requirements.txt "
                                "or folder with train.py or main.py"));
    }

    void actionsAndShortcuts()
    {
        QVERIFY(m_window->selectJob(m_jobName));
        QSignalSpy newJob(m_window.get(), &MainWindow::newJobRequested);
        m_window->activateWindow();
        // Shortcuts go to the active window; on X that takes a round trip to the server.
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(newJob.size(), 1);

        // Clone rebuilds the TrainJob from the file the local backend kept.
        QSignalSpy clone(m_window.get(), &MainWindow::cloneRequested);
        m_window->action(MainWindow::CloneJobAction)->trigger();
        QCOMPARE(clone.size(), 1);
        const TrainJob cloned = clone.first().first().value<TrainJob>();
        QCOMPARE(cloned.runtimeRef.name, QStringLiteral("torch-distributed"));
        QVERIFY(std::holds_alternative<CustomTrainer>(cloned.trainer));
        QVERIFY(std::get<CustomTrainer>(cloned.trainer)
                    .inlineCode.contains(QStringLiteral("hello from")));

        QCOMPARE(m_window->rerunName(m_jobName, QStringLiteral("local")),
                 m_jobName + QStringLiteral("-r2"));
        QCOMPARE(m_window->rerunName(m_jobName + QStringLiteral("-r7"), QStringLiteral("local")),
                 m_jobName + QStringLiteral("-r2"));

        // Re-run submits a copy under a new name, which runs and gets selected.
        QSignalSpy resubmitted(m_window.get(), &MainWindow::jobResubmitted);
        m_window->action(MainWindow::RerunJobAction)->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(resubmitted.size(), 1, 30000);
        const QString rerun = m_jobName + QStringLiteral("-r2");
        QCOMPARE(resubmitted.first().at(1).toString(), rerun);
        QTRY_COMPARE_WITH_TIMEOUT(statusInTable(rerun), JobStatus::Complete, 120000);
        QTRY_COMPARE(m_window->selectedJob().value_or(JobSnapshot{}).name, rerun);

        // F1 lists the shortcuts.
        QTest::keyClick(m_window.get(), Qt::Key_F1);
        ShortcutsDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<ShortcutsDialog *>()));
        QVERIFY(dialog->visibleShortcutCount() >= 10);
        QVERIFY(dialog->grab().save(screenshotDir() + QStringLiteral("/shortcuts.png")));
        dialog->close();
    }

    void followsDarkPalette()
    {
        QVERIFY(m_window->selectJob(m_jobName));
        const QPalette light = QApplication::palette();
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
        dark.setColor(QPalette::WindowText, QColor(0xdf, 0xe1, 0xe5));
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
        dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
        dark.setColor(QPalette::Text, QColor(0xdf, 0xe1, 0xe5));
        dark.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
        dark.setColor(QPalette::ButtonText, QColor(0xdf, 0xe1, 0xe5));
        dark.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
        dark.setColor(QPalette::HighlightedText, Qt::white);
        dark.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x8f, 0x94));
        dark.setColor(QPalette::ToolTipBase, QColor(0x35, 0x37, 0x3b));
        dark.setColor(QPalette::ToolTipText, QColor(0xdf, 0xe1, 0xe5));
        dark.setColor(QPalette::Disabled, QPalette::Text, QColor(0x6f, 0x73, 0x7a));
        dark.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x6f, 0x73, 0x7a));
        dark.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x6f, 0x73, 0x7a));
        const QColor lightBadge = StatusColors::color(JobStatus::Complete, m_window->palette());
        QApplication::setPalette(dark);
        QTest::qWait(100);
        QVERIFY(StatusColors::isDark(m_window->palette()));
        const QColor darkBadge = StatusColors::color(JobStatus::Complete, m_window->palette());
        QVERIFY(darkBadge.lightness() > lightBadge.lightness());
        // The runtime YAML recoloured itself for the dark background.
        QVERIFY(m_window->runtimePanel()->highlighter()->isDark());
        QVERIFY(m_window->grab().save(screenshotDir() + QStringLiteral("/mainwindow-dark.png")));
        QApplication::setPalette(light);
        QTest::qWait(50);
        QVERIFY(!m_window->runtimePanel()->highlighter()->isDark());
    }

    // Cancel and Delete as a user does them: the toolbar actions on a selected running job,
    // the confirmation answered, and the backend's processes and files really gone.
    void cancelAndDeleteFromTheWindow()
    {
        const QString name = QStringLiteral("ui-long");
        TrainJob job;
        job.name = name;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = QStringLiteral("import time\nprint('long job started', flush=True)\n"
                                      "time.sleep(600)\n");
        job.trainer = t;
        const auto submitted = await(m_backend->submit(job));
        QVERIFY2(submitted.ok(), submitted.ok() ? "" : qPrintable(submitted.error().toString()));
        QTRY_COMPARE_WITH_TIMEOUT(statusInTable(name), JobStatus::Running, 60000);
        const QString jobDir = QFileInfo(m_backend->logDir(name)).absolutePath();
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                QFile f(QDir(m_backend->logDir(name)).filePath(QStringLiteral("node-0.log")));
                return f.open(QIODevice::ReadOnly) && f.readAll().contains("long job started");
            }(),
            60000);

        QVERIFY(m_window->selectJob(name));
        QAction *cancel = m_window->action(MainWindow::CancelJobAction);
        QVERIFY(cancel->isEnabled());
        const qint64 group = m_window->selectedJob()->steps.value(0).objectId.toLongLong();
        QVERIFY(group > 0);
        QVERIFY(::kill(pid_t(-group), 0) == 0);
        // Cancel asks first, naming the job, and the default answer keeps it running.
        const auto answerCancel = [](const char *buttonName, QString *asked, QString *fallback) {
            QTimer::singleShot(0, [buttonName, asked, fallback] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box)
                    return;
                *asked = box->text();
                *fallback = box->defaultButton() ? box->defaultButton()->objectName() : QString();
                auto *button = box->findChild<QPushButton *>(QLatin1String(buttonName));
                if (button)
                    button->click();
            });
        };
        QString asked;
        QString defaultButton;
        answerCancel("keepRunningButton", &asked, &defaultButton);
        cancel->trigger();
        QCOMPARE(asked, QStringLiteral("Cancel %1? It stops now; its logs are kept.").arg(name));
        QCOMPARE(defaultButton, QStringLiteral("keepRunningButton"));
        QTest::qWait(1500);
        QCOMPARE(statusInTable(name), JobStatus::Running);
        QVERIFY(::kill(pid_t(-group), 0) == 0);
        QVERIFY(cancel->isEnabled());

        asked.clear();
        answerCancel("cancelJobButton", &asked, &defaultButton);
        cancel->trigger();
        QVERIFY2(asked.contains(name), qPrintable(asked));
        QTRY_COMPARE_WITH_TIMEOUT(statusInTable(name), JobStatus::Failed, 15000);
        QCOMPARE(m_window->selectedJob()->statusReason, QStringLiteral("Cancelled"));
        QTRY_VERIFY(!cancel->isEnabled());
        // The step's process group is gone, not just marked.
        QTRY_VERIFY_WITH_TIMEOUT(::kill(pid_t(-group), 0) == -1 && errno == ESRCH, 10000);
        QTRY_VERIFY(m_window->lastNotification().contains(name));

        // Delete asks first; "Cancel" keeps everything.
        const auto answer = [](QMessageBox::StandardButton button, QString *asked) {
            QTimer::singleShot(0, [button, asked] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box)
                    return;
                *asked = box->text();
                box->button(button)->click();
            });
        };
        asked.clear();
        answer(QMessageBox::Cancel, &asked);
        m_window->action(MainWindow::DeleteJobAction)->trigger();
        QVERIFY2(asked.contains(name), qPrintable(asked));
        QTest::qWait(300);
        QVERIFY(proxyIndexOf(name).isValid());
        QVERIFY(QFileInfo::exists(jobDir));

        asked.clear();
        answer(QMessageBox::Yes, &asked);
        m_window->action(MainWindow::DeleteJobAction)->trigger();
        QVERIFY2(asked.contains(name), qPrintable(asked));
        QTRY_VERIFY_WITH_TIMEOUT(!proxyIndexOf(name).isValid(), 15000);
        QTRY_VERIFY(!QFileInfo::exists(jobDir));
        QVERIFY(m_window->selectedJob().value_or(JobSnapshot{}).name != name);
    }

    // The whole way a user goes: drop a script on the window, the builder opens with it, fill
    // the form with keys (a secret env variable among them, masked as it is typed), Submit,
    // and the job runs on the local backend to Complete in the table. The secret reaches the
    // process and no file in the settings or data folders.
    void droppedScriptBuiltSubmittedAndComplete()
    {
        const QString secret = QStringLiteral("wandb_SECRET_from_the_builder_0042");
        const QString script = m_dir.filePath(QStringLiteral("drop/ui_train.py"));
        writeFile(script,
                  "import os\n"
                  "key = os.environ['WANDB_API_KEY']\n"
                  "print('KEY_OK=%s' % (key.startswith('wandb_') and key.endswith('0042')), "
                  "flush=True)\n");
        AppController controller(m_window.get());
        bool accepted = false;
        drop({QUrl::fromLocalFile(script)}, &accepted);
        QVERIFY(accepted);
        QTRY_VERIFY(controller.builder() && controller.builder()->isVisible());
        JobBuilderDialog *builder = controller.builder();
        QVERIFY(QTest::qWaitForWindowExposed(builder));
        auto *name = builder->findChild<QLineEdit *>(QStringLiteral("name"));
        QVERIFY(name);
        // The script is read in a worker; the form shows it once it was applied.
        QTRY_VERIFY_WITH_TIMEOUT(!builder->isLoadingFiles(), 10000);
        QCOMPARE(name->text(), QStringLiteral("ui-train"));
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("ui-built"));
        QCOMPARE(name->text(), QStringLiteral("ui-built"));

        builder->showSection(JobBuilderDialog::Section::Resources);
        auto *env = builder->findChild<QWidget *>(QStringLiteral("env"));
        QVERIFY(env);
        auto *table = env->findChild<QTableWidget *>();
        QTest::mouseClick(env->findChild<QWidget *>(QStringLiteral("addRow")), Qt::LeftButton);
        // The new row's name editor, not the Name field typed in before (under load the
        // editor opens a moment after the click).
        QTRY_VERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget())
                    && table->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("WANDB_API_KEY"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        // The value's editor knows the name is a secret's.
        QTRY_COMPARE(table->currentColumn(), 1);
        auto *valueEditor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(valueEditor);
        QCOMPARE(valueEditor->echoMode(), QLineEdit::Password);
        QTest::keyClicks(valueEditor, secret);
        QTest::keyClick(valueEditor, Qt::Key_Return);
        QTRY_COMPARE(table->item(0, 1) ? table->item(0, 1)->text() : QString(), secret);
        // Shown as dots, not even its length.
        auto *delegate = qobject_cast<SecretValueDelegate *>(table->itemDelegateForColumn(1));
        QVERIFY(delegate);
        QStyleOptionViewItem option;
        delegate->initStyleOption(&option, table->model()->index(0, 1));
        QCOMPARE(option.text, SecretValueDelegate::maskText());
        QVERIFY(builder->grab().save(screenshotDir() + QStringLiteral("/builder-env-secret.png")));

        auto *submit = builder->findChild<QPushButton *>(QStringLiteral("submitButton"));
        QTRY_VERIFY(submit->isEnabled());
        QSignalSpy submitted(&controller, &AppController::submitted);
        QTest::mouseClick(submit, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(submitted.count(), 1, 30000);
        QCOMPARE(submitted.at(0).at(1).toString(), QStringLiteral("ui-built"));
        QTRY_VERIFY(proxyIndexOf(QStringLiteral("ui-built")).isValid());
        QTRY_COMPARE_WITH_TIMEOUT(
            statusInTable(QStringLiteral("ui-built")), JobStatus::Complete, 120000);
        const QByteArray log = [&] {
            QFile f(QDir(m_backend->logDir(QStringLiteral("ui-built")))
                        .filePath(QStringLiteral("node-0.log")));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY2(log.contains("KEY_OK=True"), log.constData());

        // Settings are written on close; then nothing under the settings or data folders
        // holds the secret.
        QSettings().sync();
        for (const char *folder : {"config", "jobs"}) {
            const SecretScan scan
                = SecretScan::folder(m_dir.filePath(QString::fromLatin1(folder)), {secret});
            QVERIFY2(scan.filesRead >= 1, folder);
            QVERIFY2(scan.leaks.isEmpty(), qPrintable(scan.leaks.join(u'\n')));
        }

        // Re-run: the kept file masked the secret, so the job is not sent again with the
        // mask as its key; the builder opens, says which secret to enter, and has it empty.
        QVERIFY(m_window->selectJob(QStringLiteral("ui-built")));
        QSignalSpy rerunAsClone(m_window.get(), &MainWindow::cloneRequested);
        QSignalSpy resubmitted(m_window.get(), &MainWindow::jobResubmitted);
        m_window->action(MainWindow::RerunJobAction)->trigger();
        QCOMPARE(rerunAsClone.size(), 1);
        QCOMPARE(resubmitted.size(), 0);
        const QString notice = rerunAsClone.first().at(1).toString();
        QVERIFY2(notice.contains(QStringLiteral("WANDB_API_KEY")), qPrintable(notice));
        QTRY_VERIFY(controller.builder() && controller.builder()->isVisible());
        JobBuilderDialog *again = controller.builder();
        QCOMPARE(again->notice(), notice);
        QCOMPARE(again->findChild<QLineEdit *>(QStringLiteral("name"))->text(),
                 QStringLiteral("ui-built-r2"));
        const TrainJob rerun = again->job();
        const EnvList &rerunEnv = std::get<CustomTrainer>(rerun.trainer).env;
        QCOMPARE(rerunEnv.size(), 1);
        QCOMPARE(rerunEnv.first().name, QStringLiteral("WANDB_API_KEY"));
        QVERIFY(rerunEnv.first().value.isEmpty());
        again->close();
        m_window->setLogWidgetFactory({});
    }

    // The builder's "Runs on" is where the job goes, whatever the main
    // window selects meanwhile; Clone and a Re-run that needs secrets start on the job's own
    // connection. Last: the fake connections stay in the window's lists.
    void builderSubmitsWhereItSays()
    {
        using Testing::FakeBackend;
        auto docker = std::make_unique<FakeBackend>(QStringLiteral("unix:///fake-docker.sock"),
                                                    QStringLiteral("Docker (fake)"),
                                                    BackendKind::Docker);
        auto podman = std::make_unique<FakeBackend>(QStringLiteral("unix:///fake-podman.sock"),
                                                    QStringLiteral("Podman (fake)"),
                                                    BackendKind::Podman);
        docker->acceptSubmits = true;
        podman->acceptSubmits = true;
        m_window->addBackend(docker.get());
        m_window->addBackend(podman.get());
        docker->start();
        podman->start();
        ConnectionSelector *selector = m_window->connectionSelector();
        QVERIFY(selector->setCurrentConnection(podman->connection()));

        AppController controller(m_window.get());
        m_window->action(MainWindow::NewJobAction)->trigger();
        QTRY_VERIFY(controller.builder() && controller.builder()->isVisible());
        JobBuilderDialog *builder = controller.builder();
        auto *runsOn = builder->findChild<QComboBox *>(QStringLiteral("runsOn"));
        QVERIFY(runsOn);
        QCOMPARE(runsOn->count(), 3);
        QCOMPARE(builder->targetBackend(), podman.get());
        QCOMPARE(runsOn->currentText(), QStringLiteral("Podman (fake)"));

        // The window switches to Local: the builder still says Podman, and means it.
        QVERIFY(selector->setCurrentConnection(m_backend->connection()));
        QCOMPARE(m_window->currentBackend(), m_backend.get());
        QCOMPARE(builder->targetBackend(), podman.get());
        auto *submit = builder->findChild<QPushButton *>(QStringLiteral("submitButton"));
        QCOMPARE(submit->text(), QStringLiteral("&Submit to Podman"));
        builder->showSection(JobBuilderDialog::Section::General);
        QTest::qWait(50);
        QVERIFY(builder->grab().save(screenshotDir() + QStringLiteral("/builder-runs-on.png")));
        TrainJob job;
        job.name = QStringLiteral("goes-to-podman");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer code;
        code.inlineCode = QStringLiteral("print('hi')\n");
        job.trainer = code;
        builder->setJob(job);
        QTRY_VERIFY(submit->isEnabled());
        QSignalSpy submitted(&controller, &AppController::submitted);
        QTest::mouseClick(submit, Qt::LeftButton);
        QTRY_COMPARE(submitted.size(), 1);
        QCOMPARE(submitted.first().at(0).toString(), podman->connection());
        QCOMPARE(podman->submitted.size(), 1);
        QCOMPARE(podman->submitted.first().name, QStringLiteral("goes-to-podman"));
        QVERIFY(docker->submitted.isEmpty());
        QVERIFY(!m_window->jobModel()->snapshot(m_backend->connection(),
                                                QStringLiteral("goes-to-podman")));

        // A Docker job, selected while Podman is the window's connection.
        const QString jobDir = m_dir.filePath(QStringLiteral("fake-docker/dock-job"));
        writeFile(QDir(jobDir).filePath(QStringLiteral("trainjob.yaml")),
                  "apiVersion: trainer.kubeflow.org/v1alpha1\n"
                  "kind: TrainJob\n"
                  "metadata: {name: dock-job}\n"
                  "spec:\n"
                  "  runtimeRef: {name: torch-distributed}\n"
                  "  trainer:\n"
                  "    image: python:3.11\n"
                  "    command: [python3, -c, print(1)]\n"
                  "    env:\n"
                  "    - {name: HF_TOKEN, value: '********'}\n");
        QDir().mkpath(QDir(jobDir).filePath(QStringLiteral("logs")));
        JobSnapshot s;
        s.name = QStringLiteral("dock-job");
        s.connection = docker->connection();
        s.backend = BackendKind::Docker;
        s.status = JobStatus::Complete;
        s.runtimeName = QStringLiteral("torch-distributed");
        s.logDir = QDir(jobDir).filePath(QStringLiteral("logs"));
        s.created = QDateTime::currentDateTimeUtc();
        // All jobs so far are TrainDeck's: no "Made by" column taking the name's room.
        QTRY_VERIFY(m_window->jobsTable()->isColumnHidden(JobTableModel::MadeByColumn));
        Q_EMIT docker->jobChanged(s);
        // One made by the Kubeflow SDK: the column says who made each job.
        JobSnapshot sdk = s;
        sdk.name = QStringLiteral("sdk-job");
        sdk.setOrigin(JobSnapshot::Origin::KubeflowSdk);
        Q_EMIT docker->jobChanged(sdk);
        QTRY_VERIFY(!m_window->jobsTable()->isColumnHidden(JobTableModel::MadeByColumn));
        QTRY_VERIFY_WITH_TIMEOUT(
            m_window->selectJob(QStringLiteral("dock-job"), docker->connection()), 15000);
        QVERIFY(selector->setCurrentConnection(podman->connection()));

        // Clone: the builder (still open on Podman from before) switches to Docker.
        QTRY_VERIFY(!controller.builder() || !controller.builder()->isVisible());
        m_window->action(MainWindow::CloneJobAction)->trigger();
        QTRY_VERIFY(controller.builder() && controller.builder()->isVisible());
        builder = controller.builder();
        QCOMPARE(builder->targetBackend(), docker.get());
        submit = builder->findChild<QPushButton *>(QStringLiteral("submitButton"));
        QCOMPARE(submit->text(), QStringLiteral("&Submit to Docker"));
        builder->setTargetBackend(podman.get());

        // Re-run that must ask for the token again: the builder offers Docker, not Podman.
        QVERIFY(m_window->selectJob(QStringLiteral("dock-job"), docker->connection()));
        m_window->action(MainWindow::RerunJobAction)->trigger();
        QTRY_VERIFY(controller.builder() && controller.builder()->isVisible());
        builder = controller.builder();
        QCOMPARE(builder->targetBackend(), docker.get());
        QCOMPARE(builder->findChild<QPushButton *>(QStringLiteral("submitButton"))->text(),
                 QStringLiteral("&Submit to Docker"));
        QCOMPARE(builder->job().name, QStringLiteral("dock-job-r2"));
        builder->close();
        QVERIFY(selector->setCurrentConnection(m_backend->connection()));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
