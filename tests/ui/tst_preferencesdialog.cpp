// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Settings ▸ Preferences… in the window: Ctrl+, opens it and F1 lists it; each setting's
// effect (the dark theme's palette at once, the German catalogue, notifications off, the stall
// timeout in the window's StallWatcher, the default connection at start, the pip index of a
// new job, the pull policy in the plan of a Docker connection made as the app makes it, the
// history's
// retention); invalid values refused with their message shown; the data folder moved from the
// dialog in a worker (the event loop measured meanwhile), cancelled half-way with nothing
// left behind, refused while a job runs and discarded when one starts during the copy.
// Screenshots of two tabs to
// <build>/screenshots/preferences-*.png (Xvfb). Settings and data in a temporary folder.
#include "app/builtinbackends.h"
#include "core/backend/backend.h"
#include "models/datafoldermove.h"
#include "models/jobtablemodel.h"
#include "models/preferences.h"
#include "models/stallwatcher.h"
#include "tests/support/fakebackend.h"
#include "tests/support/uitestsetup.h"
#include "ui/appcontroller.h"
#include "ui/apptheme.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/connectionselector.h"
#include "ui/desktopnotifier.h"
#include "ui/historycontroller.h"
#include "ui/mainwindow.h"
#include "ui/preferencesdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyle>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <memory>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using Models::Preferences;
using Testing::FakeBackend;

namespace {

qreal luma(const QColor &c)
{
    return (0.2126 * c.red() + 0.7152 * c.green() + 0.0722 * c.blue()) / 255.0;
}

void select(QComboBox *box, const QVariant &data)
{
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(data.toString()));
    box->setCurrentIndex(index);
}

JobSnapshot finishedJob(const QString &name, const QString &connection, JobStatus status)
{
    JobSnapshot s;
    s.name = name;
    s.connection = connection;
    s.status = status;
    s.runtimeName = QStringLiteral("torch-distributed");
    s.created = QDateTime::currentDateTimeUtc().addSecs(-60);
    s.started = s.created;
    s.finished = QDateTime::currentDateTimeUtc();
    return s;
}

} // namespace

class TestPreferencesDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QPalette m_systemPalette;

    template<class T>
    static T *field(QWidget *dialog, const char *name)
    {
        auto *w = dialog->findChild<T *>(QLatin1String(name));
        if (!w)
            qWarning("no field %s", name);
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        Tests::useTemporarySettings(m_dir, QStringLiteral("TrainDeckPreferencesTest"));
        qputenv("TRAINDECK_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toLocal8Bit());
        qunsetenv("TRAINDECK_LANG");
        m_systemPalette = QApplication::palette();
    }

    void init() { QSettings().clear(); }

    // Ctrl+, opens it from the window; it is in the Settings menu and F1 lists it.
    void shortcutOpensItAndF1ListsIt()
    {
        MainWindow window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QAction *action = window.preferencesAction();
        QVERIFY(action);
        QVERIFY(action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
        for (const QKeySequence &k : QKeySequence::keyBindings(QKeySequence::Preferences))
            QVERIFY(action->shortcuts().contains(k));
        QMenu *settings = nullptr;
        for (QAction *m : window.menuBar()->actions())
            if (m->menu() && m->text() == QStringLiteral("&Settings"))
                settings = m->menu();
        QVERIFY(settings);
        QCOMPARE(settings->actions().first(), action);

        QTest::keyClick(&window, Qt::Key_Comma, Qt::ControlModifier);
        PreferencesDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<PreferencesDialog *>()) && dialog->isVisible());
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Preferences"));
        QCOMPARE(dialog->tabs()->count(), 4);
        // A second Ctrl+, brings the same dialog up, not another one.
        QCOMPARE(window.showPreferences(), dialog);
        QCOMPARE(window.findChildren<PreferencesDialog *>().size(), 1);

        bool listed = false;
        for (const ShortcutsDialog::Group &g : window.shortcutGroups())
            for (const KeyShortcut &k : g.shortcuts)
                if (g.title == QStringLiteral("Settings")
                    && k.text == QStringLiteral("Preferences…")
                    && k.keys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
                    listed = true;
        QVERIFY(listed);
        dialog->close();
    }

    // Dark changes the palette of the running window at once; System gives the desktop's back.
    void darkThemeAppliesAtOnce()
    {
        MainWindow window;
        window.show();
        PreferencesDialog *dialog = window.showPreferences();
        select(field<QComboBox>(dialog, "theme"), int(Preferences::Theme::Dark));
        QVERIFY(dialog->apply());
        QCOMPARE(QApplication::palette().color(QPalette::Window),
                 AppTheme::darkPalette().color(QPalette::Window));
        QTRY_VERIFY(luma(window.palette().color(QPalette::Window)) < 0.25);
        QTRY_VERIFY(luma(dialog->palette().color(QPalette::Base)) < 0.25);
        QCOMPARE(QApplication::style()->name(), QStringLiteral("fusion"));
        QCOMPARE(window.preferences()->theme(), Preferences::Theme::Dark);

        select(field<QComboBox>(dialog, "theme"), int(Preferences::Theme::Light));
        QVERIFY(dialog->apply());
        QTRY_VERIFY(luma(window.palette().color(QPalette::Window)) > 0.6);

        select(field<QComboBox>(dialog, "theme"), int(Preferences::Theme::System));
        QVERIFY(dialog->apply());
        QCOMPARE(QApplication::palette().color(QPalette::Window),
                 m_systemPalette.color(QPalette::Window));
        dialog->close();
    }

    // Deutsch installs the German catalogue (a string it translates), English removes it.
    void germanLoadsTheGermanCatalogue()
    {
        const char *context = "TrainDeck::Ui::MainWindow";
        QCOMPARE(QCoreApplication::translate(context, "No jobs yet"),
                 QStringLiteral("No jobs yet"));
        MainWindow window;
        PreferencesDialog *dialog = window.showPreferences();
        select(field<QComboBox>(dialog, "language"), QStringLiteral("de"));
        QVERIFY(dialog->apply());
        QCOMPARE(QCoreApplication::translate(context, "No jobs yet"),
                 QStringLiteral("Noch keine Jobs"));
        QCOMPARE(qApp->findChildren<QTranslator *>(QStringLiteral("traindeckCatalogue")).size(), 1);
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"),
                 QStringLiteral("Abbrechen"));
        select(field<QComboBox>(dialog, "language"), QStringLiteral("en"));
        QVERIFY(dialog->apply());
        QCOMPARE(QCoreApplication::translate(context, "No jobs yet"),
                 QStringLiteral("No jobs yet"));
        QCOMPARE(qApp->findChildren<QTranslator *>(QStringLiteral("traindeckCatalogue")).size(), 0);
        // Qt's own strings (standard buttons) go back to English with ours.
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
        dialog->close();
    }

    // Off: the status bar says it, no desktop notification is even tried; on again: it is.
    void notificationsOffSendNothing()
    {
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        MainWindow window;
        window.addBackend(&local);
        local.start();
        PreferencesDialog *dialog = window.showPreferences();
        field<QCheckBox>(dialog, "notifyCompleted")->setChecked(false);
        field<QCheckBox>(dialog, "notifyFailed")->setChecked(true);
        QVERIFY(dialog->apply());

        Q_EMIT local.jobChanged(
            finishedJob(QStringLiteral("quiet"), local.connection(), JobStatus::Complete));
        QTRY_VERIFY(window.lastNotification().startsWith(QStringLiteral("Job quiet completed")));
        QCOMPARE(window.lastNotificationChannel(),
                 QStringLiteral("status bar only (turned off in Preferences)"));
        QVERIFY(!window.findChild<DesktopNotifier *>());

        field<QCheckBox>(dialog, "notifyCompleted")->setChecked(true);
        QVERIFY(dialog->apply());
        Q_EMIT local.jobChanged(
            finishedJob(QStringLiteral("told"), local.connection(), JobStatus::Complete));
        QTRY_VERIFY(window.lastNotification().startsWith(QStringLiteral("Job told completed")));
        QVERIFY(window.findChild<DesktopNotifier *>());
        QTRY_VERIFY(window.lastNotificationChannel()
                    != QStringLiteral("status bar only (turned off in Preferences)"));
        dialog->close();
    }

    // The window's watcher takes the new timeout at once.
    void stallTimeoutReachesTheWatcher()
    {
        MainWindow window;
        QCOMPARE(window.stallWatcher()->defaultMinutes(),
                 Models::StallWatcher::DefaultStallMinutes);
        PreferencesDialog *dialog = window.showPreferences();
        field<QSpinBox>(dialog, "stallMinutes")->setValue(4);
        QVERIFY(dialog->apply());
        QCOMPARE(window.stallWatcher()->defaultMinutes(), 4);
        field<QCheckBox>(dialog, "notifyStalled")->setChecked(false);
        QVERIFY(dialog->apply());
        QCOMPARE(window.preferences()->notifies(Preferences::Event::Stalled), false);
        dialog->close();
    }

    // The run history reads what the dialog wrote.
    void retentionReachesTheHistory()
    {
        MainWindow window;
        PreferencesDialog *dialog = window.showPreferences();
        field<QSpinBox>(dialog, "retentionDays")->setValue(21);
        field<QSpinBox>(dialog, "retentionMiB")->setValue(300);
        QVERIFY(dialog->apply());
        const QSettings s;
        QCOMPARE(s.value(QLatin1String(HistoryController::MaxAgeDaysKey)).toInt(), 21);
        QCOMPARE(s.value(QLatin1String(HistoryController::MaxArchiveMiBKey)).toInt(), 300);
        dialog->close();
    }

    // The default connection is selected at start, over the one used last.
    void defaultConnectionIsSelectedAtStart()
    {
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        FakeBackend docker(QStringLiteral("unix:///fake-docker.sock"),
                           QStringLiteral("Docker (fake)"),
                           BackendKind::Docker);
        {
            MainWindow window;
            window.addBackend(&local);
            window.addBackend(&docker);
            PreferencesDialog *dialog = window.showPreferences();
            auto *box = field<QComboBox>(dialog, "defaultConnection");
            QCOMPARE(box->count(), 3);
            QCOMPARE(box->itemText(0), QStringLiteral("The last one used"));
            select(box, docker.connection());
            QVERIFY(dialog->apply());
            QVERIFY(window.connectionSelector()->setCurrentConnection(local.connection()));
            window.saveSettings();
        }
        QCOMPARE(QSettings().value(QStringLiteral("connections/last")).toString(),
                 local.connection());
        MainWindow again;
        again.addBackend(&local);
        again.addBackend(&docker);
        QCOMPARE(again.currentBackend(), &docker);
    }

    // A new job starts with the default pip index, as the job's start (no unsaved change).
    void newJobHasTheDefaultPipIndex()
    {
        MainWindow window;
        PreferencesDialog *dialog = window.showPreferences();
        field<QLineEdit>(dialog, "pipIndex")
            ->setText(QStringLiteral("https://pypi.example.org/simple"));
        QVERIFY(dialog->apply());
        dialog->close();
        AppController controller(&window);
        window.action(MainWindow::NewJobAction)->trigger();
        QTRY_VERIFY(controller.builder() && controller.builder()->isVisible());
        const TrainJob job = controller.builder()->job();
        QVERIFY(std::holds_alternative<CustomTrainer>(job.trainer));
        QCOMPARE(std::get<CustomTrainer>(job.trainer).pipIndexUrls,
                 QStringList{QStringLiteral("https://pypi.example.org/simple")});
        QVERIFY(!controller.builder()->hasUnsavedChanges());
        controller.builder()->setCloseAnswer([] { return JobBuilderDialog::CloseChoice::Discard; });
        controller.builder()->close();
    }

    // The pull policy reaches the Docker connection made with the app's options: the
    // builder's plan for it says Always.
    void pullPolicyReachesTheBuildersPlan()
    {
        {
            MainWindow first;
            PreferencesDialog *dialog = first.showPreferences();
            select(field<QComboBox>(dialog, "pullPolicy"), QStringLiteral("Always"));
            QVERIFY(dialog->apply());
            dialog->close();
        }
        // As app/main.cpp makes the engines' backends.
        BackendOptions options;
        options.host = QStringLiteral("unix://") + m_dir.filePath(QStringLiteral("no-docker.sock"));
        Preferences().applyTo(options);
        const BackendRegistry registry = App::builtinBackends();
        auto made = registry.create(BackendKind::Docker, options);
        QVERIFY(made.ok());
        std::unique_ptr<Backend> docker = std::move(*made);
        MainWindow window;
        window.addBackend(docker.get());
        docker->start();
        TrainJob job;
        job.name = QStringLiteral("pulls-always");
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer code;
        code.inlineCode = QStringLiteral("print('hi')\n");
        job.trainer = code;
        QFuture<Result<JobPlan>> planned = docker->plan(job);
        QTRY_VERIFY_WITH_TIMEOUT(planned.isFinished(), 10000);
        const Result<JobPlan> plan = planned.result();
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error().message));
        QCOMPARE(plan->pullPolicy, QStringLiteral("Always"));
    }

    // A refused value: the dialog stays, its tab and field shown, the message says what to
    // do, and nothing of that Apply is saved.
    void invalidValuesAreShownAndNotSaved()
    {
        MainWindow window;
        window.show();
        PreferencesDialog *dialog = window.showPreferences();
        dialog->tabs()->setCurrentIndex(0);
        select(field<QComboBox>(dialog, "theme"), int(Preferences::Theme::Light));
        field<QLineEdit>(dialog, "pipIndex")->setText(QStringLiteral("pypi.example.org"));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->message(),
                 QStringLiteral("\"pypi.example.org\" is not a pip index address. Give an http or "
                                "https URL such as https://pypi.org/simple, or leave it empty "
                                "for pip's own."));
        QVERIFY(field<QLabel>(dialog, "preferencesMessage")->isVisible());
        QCOMPARE(dialog->tabs()->currentIndex(), 3);
        QCOMPARE(window.preferences()->pipIndexUrl(), QString());
        QCOMPARE(window.preferences()->theme(), Preferences::Theme::System);

        field<QLineEdit>(dialog, "pipIndex")->clear();
        field<QPlainTextEdit>(dialog, "kubeconfigs")
            ->setPlainText(QStringLiteral("/nonexistent/kube"));
        QVERIFY(!dialog->apply());
        QCOMPARE(dialog->message(),
                 QStringLiteral("The kubeconfig /nonexistent/kube does not exist or cannot be "
                                "read. Check the path and its permissions."));
        QCOMPARE(window.preferences()->kubeconfigs(), QStringList());
        dialog->tabs()->setCurrentIndex(3);
        QTest::qWait(50);
        QVERIFY(dialog->grab().save(Tests::screenshotDir()
                                    + QStringLiteral("/preferences-refused.png")));
        dialog->close();
    }

    // From the dialog: refused while a job runs (the message shown, nothing copied), done
    // when none does.
    void dataFolderMovesFromTheDialog()
    {
        const QString data = m_dir.filePath(QStringLiteral("data"));
        QDir().mkpath(data + QStringLiteral("/jobs/local/a"));
        QFile f(data + QStringLiteral("/jobs/local/a/trainjob.yaml"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("kind: TrainJob\n");
        f.close();
        QSettings().setValue(Preferences::DataFolderKey, data);
        const QString target = m_dir.filePath(QStringLiteral("moved-data"));

        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        MainWindow window;
        window.addBackend(&local);
        local.start();
        JobSnapshot running
            = finishedJob(QStringLiteral("busy"), local.connection(), JobStatus::Running);
        running.finished = {};
        Q_EMIT local.jobChanged(running);
        QTRY_VERIFY(window.jobModel()->snapshot(local.connection(), QStringLiteral("busy")));

        PreferencesDialog *dialog = window.showPreferences();
        dialog->tabs()->setCurrentIndex(1);
        QCOMPARE(field<QLabel>(dialog, "dataFolder")->text(), QDir::toNativeSeparators(data));
        field<QLineEdit>(dialog, "newDataFolder")->setText(target);
        QTest::qWait(50);
        QVERIFY(
            dialog->grab().save(Tests::screenshotDir() + QStringLiteral("/preferences-data.png")));
        field<QPushButton>(dialog, "moveDataFolder")->click();
        QCOMPARE(dialog->message(),
                 QStringLiteral("1 job(s) are running or waiting, and write into the data folder "
                                "as they run. Wait for them to finish, or cancel them, then move "
                                "the data folder."));
        QVERIFY(!QFileInfo::exists(target));

        Q_EMIT local.jobChanged(
            finishedJob(QStringLiteral("busy"), local.connection(), JobStatus::Complete));
        QTRY_VERIFY(
            window.jobModel()->snapshot(local.connection(), QStringLiteral("busy"))->isFinished());
        const QStringList files = Models::DataFolderMove::files(data);
        QVERIFY(files.contains(QStringLiteral("jobs/local/a/trainjob.yaml")));
        QSignalSpy finished(dialog, &PreferencesDialog::moveFinished);
        field<QPushButton>(dialog, "moveDataFolder")->click();
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(dialog->message(),
                 QStringLiteral("%3 file(s) copied to %1 and checked. TrainDeck uses that folder "
                                "when it starts again, and then removes the old copies from %2.")
                     .arg(target, data)
                     .arg(files.size()));
        QCOMPARE(Models::DataFolderMove::files(target), files);
        for (const QString &f : files)
            QVERIFY2(
                Models::DataFolderMove::sameBytes(QDir(data).filePath(f), QDir(target).filePath(f)),
                qPrintable(f));
        QFile copy(target + QStringLiteral("/jobs/local/a/trainjob.yaml"));
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QCOMPARE(copy.readAll(), QByteArray("kind: TrainJob\n"));
        QVERIFY(QFileInfo::exists(data + QStringLiteral("/jobs/local/a/trainjob.yaml")));
        QCOMPARE(Preferences::pendingOldDataFolder(), data);
        dialog->close();
    }

    // A large data folder: the copy runs in a worker while the event loop keeps turning, shows
    // its progress and can be cancelled half-way, which leaves nothing in the target and
    // changes no setting. A job that starts during a copy stops the switch and the copy goes.
    void dataFolderMoveRunsInAWorker()
    {
        const QString data = m_dir.filePath(QStringLiteral("large-data"));
        QDir().mkpath(data + QStringLiteral("/jobs/local/big/logs"));
        {
            // Sparse: 4 GiB to copy without 4 GiB on the disk that holds the test.
            QFile big(data + QStringLiteral("/jobs/local/big/logs/node-0.log"));
            QVERIFY(big.open(QIODevice::WriteOnly));
            QVERIFY(big.resize(qint64(4) << 30));
        }
        QSettings().setValue(Preferences::DataFolderKey, data);
        QSettings().remove(Preferences::OldDataFolderKey);
        // As app/main.cpp points it at the chosen folder; the other tests' folder afterwards.
        const QByteArray before = qgetenv("TRAINDECK_DATA_DIR");
        qputenv("TRAINDECK_DATA_DIR", data.toLocal8Bit());
        const auto restore = qScopeGuard([&] { qputenv("TRAINDECK_DATA_DIR", before); });
        const QString target = m_dir.filePath(QStringLiteral("large-moved"));

        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local processes"));
        MainWindow window;
        window.addBackend(&local);
        local.start();
        PreferencesDialog *dialog = window.showPreferences();
        dialog->tabs()->setCurrentIndex(1);
        field<QLineEdit>(dialog, "newDataFolder")->setText(target);
        QSignalSpy finished(dialog, &PreferencesDialog::moveFinished);

        QElapsedTimer gap;
        qint64 longest = 0;
        QTimer tick;
        tick.setInterval(1);
        connect(&tick, &QTimer::timeout, this, [&] { longest = std::max(longest, gap.restart()); });
        gap.start();
        tick.start();
        QElapsedTimer clicked;
        clicked.start();
        field<QPushButton>(dialog, "moveDataFolder")->click();
        QVERIFY2(clicked.elapsed() < 1000, qPrintable(QString::number(clicked.elapsed())));
        QVERIFY2(dialog->isMoving(), qPrintable(dialog->message()));
        auto *progress = field<QProgressBar>(dialog, "moveProgress");
        QVERIFY(progress->isVisible());
        QVERIFY(field<QPushButton>(dialog, "cancelMove")->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(progress->value() > 0, 20000);
        QVERIFY(QFileInfo::exists(target));
        QVERIFY(dialog->grab().save(Tests::screenshotDir()
                                    + QStringLiteral("/preferences-moving.png")));
        field<QPushButton>(dialog, "cancelMove")->click();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        tick.stop();
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(dialog->message(),
                 QStringLiteral("The move was cancelled. Nothing changed: the data stays in %1.")
                     .arg(QDir::toNativeSeparators(data)));
        QVERIFY(!QFileInfo::exists(target));
        QVERIFY(!dialog->isMoving());
        QVERIFY(!progress->isVisible());
        QCOMPARE(QSettings().value(Preferences::DataFolderKey).toString(), data);
        QVERIFY(Preferences::pendingOldDataFolder().isEmpty());
        QCOMPARE(QFileInfo(data + QStringLiteral("/jobs/local/big/logs/node-0.log")).size(),
                 qint64(4) << 30);
        // The window kept turning while gigabytes were read and written.
        QVERIFY2(longest < 1000, qPrintable(QString::number(longest)));

        // A job that starts while the copy runs: the copy is not used, and it is removed.
        QVERIFY(QFile(data + QStringLiteral("/jobs/local/big/logs/node-0.log")).resize(64 << 20));
        finished.clear();
        int active = 0;
        dialog->setActiveJobs([&active] { return active; });
        QVERIFY(dialog->moveDataFolder());
        active = 1;
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(dialog->message(),
                 QStringLiteral("A job started while the data was copied, and writes into %1. "
                                "The copy in %2 was removed and nothing changed. Move the data "
                                "folder again once no job runs.")
                     .arg(data, target));
        QTRY_VERIFY(!QFileInfo::exists(target));
        QCOMPARE(QSettings().value(Preferences::DataFolderKey).toString(), data);
        QVERIFY(Preferences::pendingOldDataFolder().isEmpty());
        dialog->close();
    }

    void screenshot()
    {
        MainWindow window;
        window.show();
        PreferencesDialog *dialog = window.showPreferences();
        dialog->adjustSize();
        for (int tab = 0; tab < dialog->tabs()->count(); ++tab) {
            dialog->tabs()->setCurrentIndex(tab);
            QTest::qWait(30);
            // Nothing cut: every label and field fits in its page.
            QWidget *page = dialog->tabs()->widget(tab);
            for (QWidget *w : page->findChildren<QWidget *>()) {
                if (!w->isVisible() || qobject_cast<QLabel *>(w) == nullptr)
                    continue;
                auto *label = static_cast<QLabel *>(w);
                // A mnemonic shows as a literal "&" unless the label has a buddy.
                if (label->text().remove(QStringLiteral("&&")).contains(u'&'))
                    QVERIFY2(label->buddy(), qPrintable(label->text()));
                if (!label->wordWrap())
                    QVERIFY2(label->width() >= label->sizeHint().width(),
                             qPrintable(label->text()));
            }
        }
        dialog->tabs()->setCurrentIndex(0);
        QTest::qWait(50);
        QVERIFY(dialog->grab().save(Tests::screenshotDir()
                                    + QStringLiteral("/preferences-general.png")));
        dialog->tabs()->setCurrentIndex(2);
        QTest::qWait(50);
        QVERIFY(dialog->grab().save(Tests::screenshotDir()
                                    + QStringLiteral("/preferences-notifications.png")));
        dialog->close();
    }
};

QTEST_MAIN(TestPreferencesDialog)
#include "tst_preferencesdialog.moc"
