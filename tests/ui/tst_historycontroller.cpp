// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The run history in the window, end to end with real local jobs: every job a connection
// shows is recorded; View ▸ Run History lists the runs (filtered in the store), compares two
// of them, shows a timeline; Re-run submits the kept spec again under a new name on the same
// connection, Clone opens it in the builder; a run without a kept spec says why it cannot run
// again; and the runs, their metrics and archived logs survive a restart of the store.
// Screenshots of the history window go to build/screenshots/history-window*.png.
#include "backends/local/localbackend.h"
#include "libs/history/historystore.h"
#include "models/historytablemodel.h"
#include "tests/support/awaitresult.h"
#include "tests/support/prerequisite.h"
#include "tests/support/uitestsetup.h"
#include "ui/appcontroller.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/history/compareview.h"
#include "ui/history/historyview.h"
#include "ui/history/timelineview.h"
#include "ui/historycontroller.h"
#include "ui/mainwindow.h"
#include "ui/statusbadgedelegate.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using History::HistoryFilter;
using History::HistoryRecord;
using History::HistoryStore;

namespace {

QString trainScript(double start)
{
    return QStringLiteral("for i in range(1, 6):\n"
                          "    print(f'step={i} loss={%1 / i:.3f}', flush=True)\n"
                          "print('done training')\n")
        .arg(start);
}

} // namespace

class TestHistoryController : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Local::LocalBackend> m_backend;
    std::unique_ptr<MainWindow> m_window;
    AppController *m_app = nullptr;
    std::unique_ptr<HistoryStore> m_store;
    HistoryController *m_history = nullptr;

    QString dbPath() const { return m_dir.filePath(QStringLiteral("history/history.sqlite")); }
    QString archiveRoot() const { return m_dir.filePath(QStringLiteral("history/archive")); }

    void submit(const QString &name, const QString &code)
    {
        TrainJob job;
        job.name = name;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = code;
        job.trainer = t;
        const auto submitted = await(m_backend->submit(job));
        if (!submitted.ok())
            QFAIL(qPrintable(submitted.error().message));
    }
    /// The stored record of the run `name` (full), once it has finished.
    std::optional<HistoryRecord> finished(HistoryStore *store, const QString &name)
    {
        HistoryFilter f;
        f.text = name;
        const auto runs = await(store->query(f));
        if (!runs.ok())
            return std::nullopt;
        for (const HistoryRecord &r : *runs)
            if (r.job.name == name && r.job.isFinished())
                return r;
        return std::nullopt;
    }
    int rowsShown() const { return m_history->view()->model()->rowCount(); }
    int rowOf(const QString &name) const
    {
        const auto *model = m_history->view()->model();
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->index(r, 0).data().toString() == name)
                return r;
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        TRAINDECK_REQUIRE_PYTHON3();
        // Settings, drafts and the data folder in the temporary folder, never the user's own.
        qputenv("TRAINDECK_DATA_DIR", m_dir.filePath(QStringLiteral("data")).toLocal8Bit());
        Tests::useTemporarySettings(m_dir);

        Local::LocalBackend::Options o;
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_dir.filePath(QStringLiteral("venvs"));
        m_backend = std::make_unique<Local::LocalBackend>(o);
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_app = new AppController(m_window.get());
        m_store = std::make_unique<HistoryStore>(dbPath(), archiveRoot());
        m_window->addBackend(m_backend.get());
        // Made after the backend was added: attaches to the backends already there, and to
        // those added later.
        m_history = new HistoryController(m_window.get(), m_app, m_store.get());
        m_backend->start();
    }

    void cleanupTestCase()
    {
        delete m_history;
        if (m_app && m_app->builder())
            m_app->builder()->setDraftPath(QString());
        delete m_app;
        m_window.reset();
        m_store.reset();
        m_backend.reset();
    }

    void runsAreRecordedAndListed()
    {
        submit(QStringLiteral("hist-a"), trainScript(2.0));
        submit(QStringLiteral("hist-b"), trainScript(1.0));
        QTRY_VERIFY_WITH_TIMEOUT(finished(m_store.get(), QStringLiteral("hist-a")), 120000);
        QTRY_VERIFY_WITH_TIMEOUT(finished(m_store.get(), QStringLiteral("hist-b")), 120000);

        // View ▸ Run History, as the user opens it.
        QAction *action = nullptr;
        for (QAction *a : m_window->findChildren<QAction *>())
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_H))
                action = a;
        QVERIFY2(action, "View ▸ Run History (Ctrl+H) is missing");
        action->trigger();
        QVERIFY(m_history->historyWindow());
        QVERIFY(QTest::qWaitForWindowExposed(m_history->historyWindow()));
        QTRY_COMPARE_WITH_TIMEOUT(rowsShown(), 2, 10000);
        QVERIFY(rowOf(QStringLiteral("hist-a")) >= 0);
        QVERIFY(rowOf(QStringLiteral("hist-b")) >= 0);
        QVERIFY(m_history->view()->emptyText().isEmpty());
        // Finished runs show their outcome, never the live list's "Stalled".
        QTableView *table = m_history->view()->table();
        auto *badge = qobject_cast<StatusBadgeDelegate *>(
            table->itemDelegateForColumn(Models::HistoryTableModel::StatusColumn));
        QVERIFY(badge);
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            const QModelIndex status
                = table->model()->index(r, Models::HistoryTableModel::StatusColumn);
            QVERIFY(!badge->isStalled(status));
            QCOMPARE(status.data().toString(), QStringLiteral("Complete"));
        }

        // The loss is a column of the list, with each run's last value.
        const auto *model = m_history->view()->model();
        QTRY_COMPARE_WITH_TIMEOUT(
            model->columnCount(), Models::HistoryTableModel::FixedColumnCount + 1, 5000);
        QCOMPARE(model->headerData(Models::HistoryTableModel::FixedColumnCount, Qt::Horizontal)
                     .toString(),
                 QStringLiteral("loss"));
        // The column comes with the first run that has the metric; a run listed before its
        // metrics were recorded gets its value when the store says it changed.
        QTRY_COMPARE_WITH_TIMEOUT(model
                                      ->index(rowOf(QStringLiteral("hist-b")),
                                              Models::HistoryTableModel::FixedColumnCount)
                                      .data(Models::HistoryTableModel::RawValueRole)
                                      .toDouble(),
                                  0.2,
                                  5000);

        // Its metrics and logs were kept with it.
        const auto a = finished(m_store.get(), QStringLiteral("hist-a"));
        QVERIFY(a);
        QCOMPARE(a->job.status, JobStatus::Complete);
        const auto full = await(m_store->record(a->id));
        QVERIFY(full.ok());
        QVERIFY2(full->specYaml.contains(QStringLiteral("loss={2 / i:.3f}")),
                 qPrintable(full->specYaml));
        QVERIFY(full->metric(QStringLiteral("loss")));
        QCOMPARE(full->metric(QStringLiteral("loss"))->last, 0.4);
        QCOMPARE(full->metric(QStringLiteral("loss"))->count, 5);
        QTRY_VERIFY_WITH_TIMEOUT(!await(m_store->record(a->id))->archivedLogDir.isEmpty(), 10000);

        // A filter is answered by the store: only the matching run stays listed.
        m_history->view()->searchField()->setText(QStringLiteral("hist-b"));
        QTRY_COMPARE_WITH_TIMEOUT(rowsShown(), 1, 5000);
        QCOMPARE(rowOf(QStringLiteral("hist-b")), 0);
        m_history->view()->searchField()->clear();
        QTRY_COMPARE_WITH_TIMEOUT(rowsShown(), 2, 5000);

        QTest::qWait(200);
        QVERIFY(m_history->historyWindow()->grab().save(Tests::screenshotDir()
                                                        + QStringLiteral("/history-window.png")));
    }

    void compareAndTimelineOpenTabs()
    {
        const auto a = finished(m_store.get(), QStringLiteral("hist-a"));
        const auto b = finished(m_store.get(), QStringLiteral("hist-b"));
        QVERIFY(a && b);
        QSignalSpy opened(m_history, &HistoryController::tabOpened);
        // Through the view's own action on the two selected runs.
        m_history->view()->selectIds({a->id, b->id});
        QVERIFY(m_history->view()->compareAction()->isEnabled());
        m_history->view()->compareAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 5000);
        auto *compare = qobject_cast<CompareView *>(opened.first().first().value<QWidget *>());
        QVERIFY(compare);
        QCOMPARE(compare->records().size(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(compare->isLoaded(), 10000);
        QVERIFY2(compare->metrics().contains(QStringLiteral("loss")),
                 qPrintable(compare->metrics().join(u',')));
        // The scripts differ in one line, and the diff says which.
        QVERIFY2(compare->scriptDiff().contains(QStringLiteral("loss={1 / i:.3f}")),
                 qPrintable(compare->scriptDiff()));
        QCOMPARE(m_history->tabs()->currentWidget(), compare);
        QTest::qWait(300);
        QVERIFY(m_history->historyWindow()->grab().save(
            Tests::screenshotDir() + QStringLiteral("/history-window-compare.png")));

        m_history->showTimeline(a->id);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 2, 5000);
        auto *timeline = qobject_cast<TimelineView *>(opened.last().first().value<QWidget *>());
        QVERIFY(timeline);
        QCOMPARE(timeline->record().job.name, QStringLiteral("hist-a"));
        QVERIFY(timeline->stepOrder().contains(QStringLiteral("node-0")));
        QCOMPARE(m_history->tabs()->count(), 4);

        // Closing a run's tab removes it; the list and the day view cannot be closed.
        const int before = m_history->tabs()->count();
        Q_EMIT m_history->tabs()->tabCloseRequested(0);
        QCOMPARE(m_history->tabs()->count(), before);
        Q_EMIT m_history->tabs()->tabCloseRequested(m_history->tabs()->indexOf(timeline));
        QCOMPARE(m_history->tabs()->count(), before - 1);
    }

    void rerunSubmitsTheKeptSpecAgain()
    {
        const auto a = finished(m_store.get(), QStringLiteral("hist-a"));
        QVERIFY(a);
        const QString again
            = m_window->rerunName(QStringLiteral("hist-a"), m_backend->connection());
        QVERIFY(again != QStringLiteral("hist-a"));
        m_history->view()->selectIds({a->id});
        QVERIFY(m_history->view()->rerunAction()->isEnabled());
        m_history->view()->rerunAction()->trigger();
        // It runs on the same connection, is recorded in turn, and lists in the history.
        QTRY_VERIFY_WITH_TIMEOUT(finished(m_store.get(), again), 120000);
        const auto rerun = await(m_store->record(finished(m_store.get(), again)->id));
        QVERIFY(rerun.ok());
        QCOMPARE(rerun->job.status, JobStatus::Complete);
        QCOMPARE(rerun->job.connection, m_backend->connection());
        QVERIFY(rerun->specYaml.contains(QStringLiteral("loss={2 / i:.3f}")));
        QCOMPARE(rerun->metric(QStringLiteral("loss"))->last, 0.4);
        QTRY_COMPARE_WITH_TIMEOUT(rowsShown(), 3, 5000);
    }

    void cloneOpensTheBuilder()
    {
        const auto b = finished(m_store.get(), QStringLiteral("hist-b"));
        QVERIFY(b);
        m_history->view()->selectIds({b->id});
        m_history->view()->cloneAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(m_app->builder() && m_app->builder()->isVisible(), 5000);
        m_app->builder()->setDraftPath(QString());
        const TrainJob job = m_app->builder()->job();
        QVERIFY(job.name != QStringLiteral("hist-b"));
        QVERIFY(job.name.startsWith(QStringLiteral("hist-b")));
        const auto *trainer = std::get_if<CustomTrainer>(&job.trainer);
        QVERIFY(trainer);
        QCOMPARE(trainer->inlineCode, trainScript(1.0));
        m_app->builder()->close();
    }

    void runWithoutSpecSaysWhy()
    {
        HistoryRecord found;
        found.job.name = QStringLiteral("seen-elsewhere");
        found.job.connection = m_backend->connection();
        m_history->rerun(found);
        QVERIFY2(m_history->lastProblem().contains(QStringLiteral("no spec of seen-elsewhere")),
                 qPrintable(m_history->lastProblem()));
        HistoryRecord broken = found;
        broken.specYaml = QStringLiteral("apiVersion: [unclosed");
        m_history->clone(broken);
        QVERIFY2(m_history->lastProblem().contains(QStringLiteral("cannot be read")),
                 qPrintable(m_history->lastProblem()));
    }

    void retentionIsKeptInTheSettings()
    {
        History::RetentionPolicy p;
        p.maxAgeDays = 30;
        p.maxArchiveBytes = 512LL * 1024 * 1024;
        m_history->setRetentionPolicy(p);
        QCOMPARE(m_history->retentionPolicy(), p);
        // Nothing is older than 30 days, and the archive is far below 512 MiB: nothing goes.
        QSignalSpy pruned(m_history, &HistoryController::pruned);
        m_history->pruneNow();
        QTRY_COMPARE_WITH_TIMEOUT(pruned.size(), 1, 10000);
        QCOMPARE(pruned.first().first().value<History::PruneReport>().rowsRemoved, 0);
        QCOMPARE(rowsShown(), 3);
        m_history->setRetentionPolicy({});
        QVERIFY(m_history->retentionPolicy().isUnlimited());
    }

    void runsSurviveARestart()
    {
        // The window's history goes; a new store on the same file lists the same runs.
        delete m_history;
        m_history = nullptr;
        m_store.reset();
        HistoryStore reopened(dbPath(), archiveRoot());
        QVERIFY(await(reopened.open()).ok());
        const auto runs = await(reopened.query(HistoryFilter()));
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 3);
        const auto a = finished(&reopened, QStringLiteral("hist-a"));
        QVERIFY(a);
        const auto full = await(reopened.record(a->id));
        QVERIFY(full.ok());
        QCOMPARE(full->metric(QStringLiteral("loss"))->last, 0.4);
        QVERIFY(QFile::exists(full->archivedLogDir + QStringLiteral("/node-0.log")));
    }
};

QTEST_MAIN(TestHistoryController)
#include "tst_historycontroller.moc"
