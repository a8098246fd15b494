// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The window used all day from the keyboard and at any size, with a real local job shown:
// Tab leaves the jobs table, F1 lists every shortcut (the window's, the log panes', the
// architecture view's and the builder's), the logs get the larger share, the splits and the
// geometry come back after a restart, and 1024x640 leaves nothing squeezed or clipped.
#include "backends/local/localbackend.h"
#include "models/jobfilterproxymodel.h"
#include "models/jobtablemodel.h"
#include "tests/support/prerequisite.h"
#include "tests/support/uitestsetup.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/diagram/diagramview.h"
#include "ui/history/historyview.h"
#include "ui/jobtableview.h"
#include "ui/jobview.h"
#include "ui/logs/joblogpanes.h"
#include "ui/logs/logpane.h"
#include "ui/logs/logview.h"
#include "ui/mainwindow.h"
#include "ui/shortcutsdialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QHeaderView>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QTreeWidget>

#include <memory>

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

QWidget *realLogPanes(const JobSnapshot &s)
{
    return new Ui::JobLogPanes(s.logDir);
}

/// Every (action text without mnemonics, keys) with keys among `root`'s actions and
/// QShortcuts.
QSet<std::pair<QString, QString>> keyedObjects(const QObject *root)
{
    QSet<std::pair<QString, QString>> out;
    for (const QAction *a : root->findChildren<QAction *>()) {
        if (!a->shortcuts().isEmpty())
            out.insert({KeyShortcut::of(a).text, KeyShortcut::of(a).keyText()});
    }
    for (const QShortcut *s : root->findChildren<QShortcut *>()) {
        if (!s->key().isEmpty())
            out.insert({s->objectName(), s->key().toString(QKeySequence::NativeText)});
    }
    return out;
}

} // namespace

class TestKeyboardLayout : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Local::LocalBackend> m_backend;
    std::unique_ptr<MainWindow> m_window;
    Local::LocalBackend::Options m_options;
    const QString m_jobName = QStringLiteral("keyboard-layout");

    bool hasRow(const QString &name) const
    {
        const auto *proxy = m_window->jobProxy();
        for (int r = 0; r < proxy->rowCount(); ++r) {
            if (proxy->index(r, 0).data().toString() == name)
                return proxy->index(r, JobTableModel::StatusColumn)
                           .data(JobTableModel::StatusRole)
                           .value<JobStatus>()
                       == JobStatus::Complete;
        }
        return false;
    }

    /// A new window and backend, as a restart makes them; the backend finds the job again.
    void makeWindow(QSize size, bool freshBackend = true)
    {
        m_window.reset();
        if (freshBackend)
            m_backend = std::make_unique<Local::LocalBackend>(m_options);
        m_window = std::make_unique<MainWindow>();
        if (size.isValid())
            m_window->resize(size);
        m_window->setLogWidgetFactory(realLogPanes);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->addBackend(m_backend.get());
        // As the app does: the window hears the jobs the backend finds when it starts.
        if (freshBackend)
            m_backend->start();
        QTRY_VERIFY_WITH_TIMEOUT(hasRow(m_jobName), 60000);
        QVERIFY(m_window->selectJob(m_jobName));
        QCOMPARE(m_window->detailPage(), MainWindow::JobPage);
        m_window->jobView()->detailTabs()->setCurrentIndex(0);
        QTRY_VERIFY(qobject_cast<JobLogPanes *>(m_window->jobView()->logWidget()));
        QTest::qWait(50);
    }

    QList<int> splitterSizes(const char *name) const
    {
        auto *s = m_window->findChild<QSplitter *>(QLatin1String(name));
        return s ? s->sizes() : QList<int>{};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        TRAINDECK_REQUIRE_PYTHON3();
        Tests::useTemporarySettings(m_dir, QStringLiteral("TrainDeckLayoutTest"));

        m_options.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        m_options.venvRoot = m_dir.filePath(QStringLiteral("venvs"));
        m_backend = std::make_unique<Local::LocalBackend>(m_options);
        m_backend->start();
        TrainJob job;
        job.name = m_jobName;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = QStringLiteral("for i in range(200):\n    print('line', i, flush=True)\n");
        job.trainer = t;
        const auto submitted = await(m_backend->submit(job));
        QVERIFY2(submitted.ok(), submitted.ok() ? "" : qPrintable(submitted.error().toString()));
        makeWindow({1280, 800}, false);
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_backend.reset();
    }

    void tabLeavesJobTable()
    {
        JobTableView *table = m_window->jobsTable();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        table->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(table->hasFocus());
        const QModelIndex current = table->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(current.column(), 0);

        QTest::keyClick(table, Qt::Key_Tab);
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QVERIFY2(focus != table && !table->isAncestorOf(focus),
                 qPrintable(QStringLiteral("Tab kept the focus in the table (%1)")
                                .arg(QLatin1String(focus->metaObject()->className()))));
        // The cell did not move either: the table swallowed nothing.
        QCOMPARE(table->currentIndex(), current);
        // Shift+Tab comes back.
        QTest::keyClick(focus, Qt::Key_Backtab);
        QTRY_VERIFY(table->hasFocus());
    }

    void f1ListsEveryShortcut()
    {
        // Every key bound anywhere a user can be: the window with a job's log panes and
        // architecture view in it, and a builder.
        JobView *view = m_window->jobView();
        QVERIFY(view->findChild<LogPane *>());
        QVERIFY(view->findChild<LogView *>());
        QVERIFY(view->findChild<DiagramView *>());
        JobBuilderDialog builder(m_window.get());
        QSet<std::pair<QString, QString>> bound = keyedObjects(m_window.get());
        bound.unite(keyedObjects(&builder));
        // The history window's keys: it is made by the history controller, its list by the view.
        HistoryView history;
        const QSet<std::pair<QString, QString>> historyKeys = keyedObjects(&history);
        QVERIFY(historyKeys.contains({QStringLiteral("Open"), QStringLiteral("Return")}));
        QVERIFY(
            historyKeys.contains({QStringLiteral("Delete from history"), QStringLiteral("Del")}));
        bound.unite(historyKeys);
        // Presence of each kind before the comparison means something.
        QVERIFY(bound.contains({QStringLiteral("Find in Log"), QStringLiteral("Ctrl+F")}));
        QVERIFY(bound.contains({QStringLiteral("Zoom In"), QStringLiteral("+, =")}));
        QVERIFY(bound.contains(
            {QStringLiteral("Submit Job"), QStringLiteral("Ctrl+Return, Ctrl+Enter")}));
        QVERIFY(
            bound.contains({QStringLiteral("Keyboard Shortcuts"), QStringLiteral("F1, Ctrl+/")}));
        QVERIFY(bound.size() >= 20);

        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTest::keyClick(m_window.get(), Qt::Key_F1);
        ShortcutsDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<ShortcutsDialog *>()));
        QSet<std::pair<QString, QString>> listed;
        QStringList groups;
        for (int g = 0; g < dialog->tree()->topLevelItemCount(); ++g) {
            const QTreeWidgetItem *group = dialog->tree()->topLevelItem(g);
            groups << group->text(0);
            for (int i = 0; i < group->childCount(); ++i)
                listed.insert({group->child(i)->text(0), group->child(i)->text(1)});
        }
        for (const auto &[text, keys] : std::as_const(bound))
            QVERIFY2(listed.contains({text, keys}),
                     qPrintable(QStringLiteral("F1 does not list %1 (%2)").arg(text, keys)));
        for (const char *g :
             {"Log Panes", "Architecture", "Job Builder", "Run History", "Job Steps"})
            QVERIFY2(groups.contains(QLatin1String(g)), g);
        dialog->close();
        QTRY_VERIFY(!m_window->findChild<ShortcutsDialog *>());
    }

    void diagramKeysWorkFromTheList()
    {
        // The architecture view's keys come from DiagramView::shortcuts(): pressing them
        // zooms, so the listed keys are the working ones.
        DiagramView *diagram = m_window->jobView()->diagramView();
        const qreal before = diagram->zoom();
        QTest::keyClick(diagram, Qt::Key_Plus, Qt::ShiftModifier);
        QVERIFY(diagram->zoom() > before);
        QTest::keyClick(diagram, Qt::Key_0);
        QCOMPARE(diagram->zoom(), 1.0);
    }

    void logsGetTheSpaceByDefault()
    {
        QCOMPARE(m_window->size(), QSize(1280, 800));
        // The runtimes list may have taken the detail area when it refreshed.
        QVERIFY(m_window->selectJob(m_jobName));
        QCOMPARE(m_window->detailPage(), MainWindow::JobPage);
        JobView *view = m_window->jobView();
        const int logs = view->logArea()->height();
        const int steps = view->stepsView()->height();
        QVERIFY2(logs > steps,
                 qPrintable(QStringLiteral("logs %1 px, steps %2 px").arg(logs).arg(steps)));
        // And the log view itself shows a real page of lines, not 4 to 9.
        const auto shownLog = [view]() -> LogView * {
            for (LogView *v : view->logArea()->findChildren<LogView *>()) {
                if (v->isVisible())
                    return v;
            }
            return nullptr;
        };
        QTRY_VERIFY(shownLog());
        LogView *log = shownLog();
        QVERIFY2(log->viewport()->height() >= 12 * log->fontMetrics().lineSpacing(),
                 qPrintable(QString::number(log->viewport()->height())));
    }

    void splittersAndGeometryComeBack()
    {
        auto *jobSplit = m_window->findChild<QSplitter *>(QStringLiteral("jobViewSplitter"));
        auto *content = m_window->findChild<QSplitter *>(QStringLiteral("contentSplitter"));
        auto *main = m_window->findChild<QSplitter *>(QStringLiteral("mainSplitter"));
        QVERIFY(jobSplit && content && main);
        const int jobTotal = jobSplit->sizes().at(0) + jobSplit->sizes().at(1);
        jobSplit->setSizes({jobTotal / 2 + 37, jobTotal - jobTotal / 2 - 37});
        const int contentTotal = content->sizes().at(0) + content->sizes().at(1);
        content->setSizes({contentTotal / 3 + 11, contentTotal - contentTotal / 3 - 11});
        const int mainTotal = main->sizes().at(0) + main->sizes().at(1);
        main->setSizes({250, mainTotal - 250});
        m_window->resize(1200, 760);
        QTest::qWait(50);
        const QList<int> jobSizes = jobSplit->sizes();
        const QList<int> contentSizes = content->sizes();
        const QList<int> mainSizes = main->sizes();
        const QSize size = m_window->size();

        // Destroyed while shown, as when the session ends.
        m_window.reset();
        makeWindow(QSize());
        QCOMPARE(m_window->size(), size);
        QCOMPARE(splitterSizes("mainSplitter"), mainSizes);
        QCOMPARE(splitterSizes("contentSplitter"), contentSizes);
        QCOMPARE(splitterSizes("jobViewSplitter"), jobSizes);

        // Closed, then made again: the same.
        m_window->close();
        m_window.reset();
        makeWindow(QSize());
        QCOMPARE(m_window->size(), size);
        QCOMPARE(splitterSizes("jobViewSplitter"), jobSizes);
        QSettings().clear();
        m_window.reset();
        makeWindow({1280, 800});
    }

    void smallWindowFits()
    {
        m_window->resize(1024, 640);
        QTest::qWait(100);
        QCOMPARE(m_window->size(), QSize(1024, 640));
        QVERIFY(m_window->minimumSizeHint().height() <= 640);
        QVERIFY(m_window->minimumSizeHint().width() <= 1024);
        for (QWidget *w : m_window->findChildren<QWidget *>()) {
            if (!w->isVisibleTo(m_window.get()) || w->isWindow())
                continue;
            QVERIFY2(
                w->width() > 0 && w->height() > 0,
                qPrintable(QStringLiteral("%1 \"%2\" is %3x%4")
                               .arg(QLatin1String(w->metaObject()->className()), w->objectName())
                               .arg(w->width())
                               .arg(w->height())));
        }
        // The toolbar shows every item itself: nothing pushed behind its extension button,
        // each at least as large as it asks to be.
        auto *toolbar = m_window->findChild<QToolBar *>(QStringLiteral("mainToolbar"));
        QVERIFY(toolbar);
        auto *extension
            = toolbar->findChild<QAbstractButton *>(QStringLiteral("qt_toolbar_ext_button"));
        QVERIFY(!extension || !extension->isVisible());
        for (QAction *a : toolbar->actions()) {
            if (!a->isVisible() || a->isSeparator())
                continue;
            QWidget *w = toolbar->widgetForAction(a);
            QVERIFY(w);
            QVERIFY2(w->isVisible(), qPrintable(a->text()));
            QVERIFY2(toolbar->rect().contains(w->geometry()), qPrintable(a->text()));
        }
        // The key widgets get at least what they need.
        const QStringList keyWidgets = {QStringLiteral("connectionSelector"),
                                        QStringLiteral("jobFilterBar"),
                                        QStringLiteral("jobsTable"),
                                        QStringLiteral("jobDetailTabs"),
                                        QStringLiteral("logArea"),
                                        QStringLiteral("jobTitle")};
        for (const QString &name : keyWidgets) {
            auto *w = m_window->findChild<QWidget *>(name);
            QVERIFY2(w, qPrintable(name));
            QVERIFY2(w->isVisible(), qPrintable(name));
            const QSize need = w->minimumSizeHint().expandedTo(w->minimumSize());
            QVERIFY2(w->width() >= need.width() && w->height() >= need.height(),
                     qPrintable(QStringLiteral("%1 is %2x%3, needs %4x%5")
                                    .arg(name)
                                    .arg(w->width())
                                    .arg(w->height())
                                    .arg(need.width())
                                    .arg(need.height())));
        }
        // The filter bar's fields fit: none is narrower than its own hint.
        auto *filter = m_window->findChild<QWidget *>(QStringLiteral("jobFilterBar"));
        for (QWidget *w : filter->findChildren<QWidget *>()) {
            if (!w->isVisible() || w->parentWidget() != filter)
                continue;
            QVERIFY2(w->width() >= w->minimumSizeHint().width(),
                     qPrintable(QStringLiteral("%1 in the filter bar is %2 wide, needs %3")
                                    .arg(QLatin1String(w->metaObject()->className()))
                                    .arg(w->width())
                                    .arg(w->minimumSizeHint().width())));
        }
        // The logs still get the larger share.
        JobView *view = m_window->jobView();
        QVERIFY(view->logArea()->height() > view->stepsView()->height());
    }
};

QTEST_MAIN(TestKeyboardLayout)
#include "tst_keyboardlayout.moc"
