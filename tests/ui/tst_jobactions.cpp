// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Job actions on several jobs at once, in the window with real local jobs: three selected
// and deleted after one question listing them; Job ▸ Prune Finished Jobs… deleting the
// finished jobs created before the picked date and never the running one.
#include "backends/local/localbackend.h"
#include "models/jobfilterproxymodel.h"
#include "models/jobtablemodel.h"
#include "tests/support/prerequisite.h"
#include "ui/jobactions.h"
#include "ui/jobtableview.h"
#include "ui/mainwindow.h"
#include "ui/prunejobsdialog.h"

#include <QApplication>
#include <QDateTimeEdit>
#include <QDir>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using Models::JobTableModel;

namespace {

template<class T>
T await(QFuture<T> f)
{
    while (!f.isFinished())
        QTest::qWait(10);
    return f.result();
}

} // namespace

class TestJobActions : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Local::LocalBackend> m_backend;
    std::unique_ptr<MainWindow> m_window;

    void submit(const QString &name, const QString &code)
    {
        TrainJob job;
        job.name = name;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = code;
        job.trainer = t;
        const auto submitted = await(m_backend->submit(job));
        QVERIFY2(submitted.ok(), submitted.ok() ? "" : qPrintable(submitted.error().toString()));
    }

    JobStatus status(const QString &name) const
    {
        const JobSnapshot *s = m_window->jobModel()->snapshot(m_backend->connection(), name);
        return s ? s->status : JobStatus::Unknown;
    }

    bool listed(const QString &name) const
    {
        return m_window->jobModel()->rowOf(m_backend->connection(), name) >= 0;
    }

    /// Adds the job's row to the table's selection, as Ctrl+click does.
    void addToSelection(const QString &name)
    {
        const auto *proxy = m_window->jobProxy();
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const QModelIndex index = proxy->index(r, 0);
            if (index.data(JobTableModel::JobNameRole).toString() == name) {
                m_window->jobsTable()->selectionModel()->select(
                    index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
                return;
            }
        }
        QFAIL(qPrintable(QStringLiteral("%1 is not in the table").arg(name)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        TRAINDECK_REQUIRE_PYTHON3();
        QSettings::setPath(QSettings::NativeFormat,
                           QSettings::UserScope,
                           m_dir.filePath(QStringLiteral("config")));
        QCoreApplication::setOrganizationName(QStringLiteral("TrainDeckTest"));
        QCoreApplication::setApplicationName(QStringLiteral("TrainDeckJobActions"));
        Local::LocalBackend::Options o;
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_dir.filePath(QStringLiteral("venvs"));
        m_backend = std::make_unique<Local::LocalBackend>(o);
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        m_window->show();
        m_window->addBackend(m_backend.get());
        m_backend->start();
        QTRY_COMPARE(m_window->currentBackend(), m_backend.get());
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_backend.reset();
    }

    void threeSelectedAreDeletedAfterOneQuestion()
    {
        const QStringList names{
            QStringLiteral("multi-a"), QStringLiteral("multi-b"), QStringLiteral("multi-c")};
        for (const QString &name : names)
            submit(name, QStringLiteral("print('done', flush=True)\n"));
        for (const QString &name : names)
            QTRY_COMPARE_WITH_TIMEOUT(status(name), JobStatus::Complete, 120000);
        QVERIFY(m_window->selectJob(names[0]));
        addToSelection(names[1]);
        addToSelection(names[2]);
        QCOMPARE(m_window->selectedJobs().size(), 3);
        // Several selected: the actions for many are on, those for one job are off.
        QVERIFY(m_window->action(MainWindow::DeleteJobAction)->isEnabled());
        QVERIFY(m_window->action(MainWindow::RerunJobAction)->isEnabled());
        QVERIFY(!m_window->action(MainWindow::CloneJobAction)->isEnabled());
        // All finished: nothing to cancel.
        QVERIFY(!m_window->action(MainWindow::CancelJobAction)->isEnabled());

        QString asked;
        int questions = 0;
        auto *timer = new QTimer(this);
        timer->setInterval(20);
        connect(timer, &QTimer::timeout, this, [&asked, &questions] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || !box->button(QMessageBox::Yes))
                return;
            ++questions;
            asked = box->text();
            box->button(QMessageBox::Yes)->click();
        });
        timer->start();
        m_window->action(MainWindow::DeleteJobAction)->trigger();
        QCOMPARE(asked,
                 QStringLiteral("Delete these 3 jobs with their files and logs?\n"
                                "• multi-a\n• multi-b\n• multi-c"));
        for (const QString &name : names)
            QTRY_VERIFY_WITH_TIMEOUT(!listed(name), 15000);
        timer->stop();
        delete timer;
        QCOMPARE(questions, 1);
        // The backend agrees, and the status bar says how each went.
        for (const QString &name : names)
            QVERIFY(!await(m_backend->job(name)).ok());
        QTRY_COMPARE(m_window->statusBar()->currentMessage(),
                     QStringLiteral("Deleted multi-a; Deleted multi-b; Deleted multi-c"));
    }

    void pruneDeletesOnlyFinishedJobsBeforeTheDate()
    {
        submit(QStringLiteral("prune-ok"), QStringLiteral("print('ok', flush=True)\n"));
        submit(QStringLiteral("prune-failed"), QStringLiteral("raise SystemExit(3)\n"));
        submit(QStringLiteral("prune-running"),
               QStringLiteral("import time\nprint('up', flush=True)\ntime.sleep(600)\n"));
        QTRY_COMPARE_WITH_TIMEOUT(status(QStringLiteral("prune-ok")), JobStatus::Complete, 120000);
        QTRY_COMPARE_WITH_TIMEOUT(
            status(QStringLiteral("prune-failed")), JobStatus::Failed, 120000);
        QTRY_COMPARE_WITH_TIMEOUT(
            status(QStringLiteral("prune-running")), JobStatus::Running, 120000);

        QAction *prune = m_window->findChild<QAction *>(QStringLiteral("actionPruneJobs"));
        QVERIFY(prune);
        QVERIFY(prune->isEnabled());
        // First an early date: nothing is old enough, and Delete is off; Cancel keeps all.
        QString summary;
        bool deleteEnabled = true;
        QTimer::singleShot(0, this, [&summary, &deleteEnabled] {
            auto *dialog = qobject_cast<PruneJobsDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->dateEdit()->setDateTime(QDateTime::currentDateTime().addDays(-1));
            summary = dialog->summaryLabel()->text();
            deleteEnabled = dialog->deleteButton()->isEnabled();
            dialog->reject();
        });
        prune->trigger();
        QCOMPARE(summary, QStringLiteral("No finished job was created before this date."));
        QVERIFY(!deleteEnabled);

        // A date after all three: the two finished go, the running one stays.
        QStringList offered;
        QTimer::singleShot(0, this, [&summary, &offered] {
            auto *dialog = qobject_cast<PruneJobsDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->dateEdit()->setDateTime(QDateTime::currentDateTime().addSecs(3600));
            summary = dialog->summaryLabel()->text();
            for (const JobSnapshot &j : dialog->candidates())
                offered << j.name;
            QTest::mouseClick(dialog->deleteButton(), Qt::LeftButton);
        });
        prune->trigger();
        QCOMPARE(summary, QStringLiteral("2 finished job(s) will be deleted:"));
        QCOMPARE(offered,
                 (QStringList{QStringLiteral("prune-ok"), QStringLiteral("prune-failed")}));
        QTRY_VERIFY_WITH_TIMEOUT(!listed(QStringLiteral("prune-ok")), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(!listed(QStringLiteral("prune-failed")), 15000);
        QVERIFY(!await(m_backend->job(QStringLiteral("prune-ok"))).ok());
        QVERIFY(!await(m_backend->job(QStringLiteral("prune-failed"))).ok());
        QTest::qWait(500);
        QCOMPARE(status(QStringLiteral("prune-running")), JobStatus::Running);
        QVERIFY(await(m_backend->job(QStringLiteral("prune-running"))).ok());
        (void)await(m_backend->remove(QStringLiteral("prune-running")));
    }
};

QTEST_MAIN(TestJobActions)
#include "tst_jobactions.moc"
