// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/mainwindow.h"

#include "ui/firstpaint.h"

#include "core/backend/backend.h"
#include "libs/logs/lasterrorline.h"
#include "models/jobfilterproxymodel.h"
#include "models/jobprogresstracker.h"
#include "models/jobtablemodel.h"
#include "models/runtimelistmodel.h"
#include "models/stallwatcher.h"
#include "translations/translator.h"
#include "ui/aboutdialog.h"
#include "ui/apptheme.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/connectionmanager.h"
#include "ui/connectionselector.h"
#include "ui/desktopnotifier.h"
#include "ui/diagram/diagramview.h"
#include "ui/elidingstatusbar.h"
#include "ui/history/historyview.h"
#include "ui/jobactions.h"
#include "ui/jobfilterbar.h"
#include "ui/jobtableview.h"
#include "ui/jobview.h"
#include "ui/logs/logpane.h"
#include "ui/logs/logview.h"
#include "ui/placeholdercontrast.h"
#include "ui/preferencesdialog.h"
#include "ui/runtimepanel.h"
#include "ui/shortcutsdialog.h"
#include "ui/stallalertdialog.h"
#include "ui/themedicon.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QPointer>
#include <QSet>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <memory>

namespace TrainDeck::Ui {

using Models::JobFilterProxyModel;
using Models::JobTableModel;
using Models::RuntimeListModel;

namespace {

QIcon appIcon()
{
    return QIcon(QStringLiteral(":/icons/traindeck.svg"));
}

const char *const IconNames[MainWindow::ActionCount] = {"new-job",
                                                        nullptr,
                                                        "cancel",
                                                        "delete",
                                                        "rerun",
                                                        "clone",
                                                        "filter",
                                                        nullptr,
                                                        "retry",
                                                        "retry",
                                                        "shortcuts",
                                                        nullptr};

QLabel *sectionTitle(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    return label;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_jobs(new JobTableModel(this))
    , m_proxy(new JobFilterProxyModel(this))
    , m_runtimes(new RuntimeListModel(this))
    , m_selector(new ConnectionSelector(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("TrainDeck"));
    // The icon is an SVG: its first use loads Qt's SVG icon engine (about 0.3 ms), which can
    // wait until the window is on the screen (docs/startup.md).
    FirstPaint::then(this, [this] { setWindowIcon(appIcon()); });
    setAcceptDrops(true);
    PlaceholderContrast::install();
    m_proxy->setSourceModel(m_jobs);
    m_preferences = new Models::Preferences(this);
    if (m_preferences->theme() != Models::Preferences::Theme::System)
        AppTheme::apply(m_preferences->theme());
    connect(m_preferences,
            &Models::Preferences::changed,
            this,
            [this](Models::Preferences::Setting setting) { applyPreference(int(setting)); });

    createActions();
    createMenus();

    auto *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->setIconSize(QSize(18, 18));
    toolbar->addWidget(m_selector);
    toolbar->addSeparator();
    toolbar->addAction(m_actions[NewJobAction]);
    toolbar->addAction(m_actions[RerunJobAction]);
    toolbar->addAction(m_actions[CloneJobAction]);
    toolbar->addAction(m_actions[CancelJobAction]);
    toolbar->addAction(m_actions[DeleteJobAction]);
    auto *spacer = new QWidget(toolbar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolbar->addWidget(spacer);
    toolbar->addAction(m_actions[ShortcutsAction]);

    // The job view and the runtime panel are made when first needed (jobView(),
    // runtimePanel()): until then their pages hold an empty widget.
    auto *hint = new QLabel(
        tr("Select a job to see its steps, events, architecture and logs,\nor a runtime to see "
           "what it provides."),
        this);
    hint->setObjectName(QStringLiteral("detailHint"));
    hint->setAlignment(Qt::AlignCenter);
    hint->setForegroundRole(QPalette::PlaceholderText);
    m_detail = new QStackedWidget(this);
    m_detail->setObjectName(QStringLiteral("detailStack"));
    m_detail->insertWidget(HintPage, hint);
    m_detail->insertWidget(JobPage, new QWidget(m_detail));
    m_detail->insertWidget(RuntimePage, new QWidget(m_detail));

    m_contentSplitter = new QSplitter(Qt::Vertical, this);
    m_contentSplitter->setObjectName(QStringLiteral("contentSplitter"));
    m_contentSplitter->setChildrenCollapsible(false);
    m_contentSplitter->addWidget(createJobsPane());
    m_contentSplitter->addWidget(m_detail);
    // The job's detail (and its logs) is what the window is kept open for: two thirds.
    m_contentSplitter->setStretchFactor(0, 1);
    m_contentSplitter->setStretchFactor(1, 2);
    m_contentSplitter->setSizes({240, 480});

    m_mainSplitter = new QSplitter(Qt::Horizontal, this);
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_mainSplitter->addWidget(createRuntimesPane());
    m_mainSplitter->addWidget(m_contentSplitter);
    m_mainSplitter->setCollapsible(1, false);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setSizes({300, 980});
    setCentralWidget(m_mainSplitter);

    // Long messages (a failure's whole error line) end in "…" before the counters.
    setStatusBar(new ElidingStatusBar(this));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("jobSummary"));
    statusBar()->addPermanentWidget(m_summary);

    connect(m_jobs, &JobTableModel::batchApplied, this, &MainWindow::onBatchApplied);
    // The Progress column of jobs whose progress is only in their logs (a tqdm bar).
    m_progressTracker = new Models::JobProgressTracker(m_jobs, this);
    connect(m_jobs, &JobTableModel::jobFinished, this, &MainWindow::onJobFinished);
    m_stallWatcher = new Models::StallWatcher(m_jobs, this);
    connect(m_stallWatcher, &Models::StallWatcher::stalled, this, &MainWindow::onJobStalled);
    connect(m_stallWatcher,
            &Models::StallWatcher::stalledCountChanged,
            this,
            &MainWindow::refreshStalledCount);
    connect(m_proxy, &JobFilterProxyModel::filterChanged, this, &MainWindow::refreshEmptyState);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &MainWindow::refreshEmptyState);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &MainWindow::refreshEmptyState);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::refreshEmptyState);
    connect(m_table->selectionModel(),
            &QItemSelectionModel::selectionChanged,
            this,
            &MainWindow::onJobSelectionChanged);
    connect(m_table, &QAbstractItemView::clicked, this, [this] {
        if (selectedJob())
            showDetail(JobPage);
    });
    connect(m_selector, &ConnectionSelector::currentBackendChanged, this, [this] {
        refreshRuntimes();
    });
    connect(m_selector,
            &ConnectionSelector::stateChanged,
            this,
            [this](Backend *backend, Backend::ConnectionState state, const QString &reason) {
                if (backend == currentBackend() && state == Backend::ConnectionState::Connected)
                    refreshRuntimes();
                if (state == Backend::ConnectionState::Lost)
                    statusBar()->showMessage(
                        tr("%1: connection lost: %2").arg(backend->displayName(), reason), 8000);
            });
    restoreSettings();
    refreshIcons();
    refreshActions();
    refreshEmptyState();
    refreshSummary();
}

MainWindow::~MainWindow()
{
    // Destroyed while shown (the app quitting without closing it first): the splits and the
    // geometry are kept all the same; a closed window saved them when it closed.
    if (isVisible())
        saveSettings();
}

void MainWindow::createActions()
{
    const auto make = [this](ActionId id,
                             const QString &text,
                             const QList<QKeySequence> &keys,
                             const QString &tip,
                             void (MainWindow::*slot)()) {
        auto *a = new QAction(text, this);
        a->setObjectName(QStringLiteral("action%1").arg(int(id)));
        a->setShortcuts(keys);
        a->setStatusTip(tip);
        a->setToolTip(keys.isEmpty() ? tip
                                     : tr("%1 (%2)").arg(
                                         tip, keys.first().toString(QKeySequence::NativeText)));
        a->setShortcutContext(Qt::WindowShortcut);
        if (slot)
            connect(a, &QAction::triggered, this, slot);
        addAction(a);
        m_actions[id] = a;
        return a;
    };
    make(NewJobAction,
         tr("&New Job…"),
         {QKeySequence::New},
         tr("Build and submit a new job"),
         nullptr);
    connect(m_actions[NewJobAction], &QAction::triggered, this, &MainWindow::newJobRequested);
    make(ImportAction,
         tr("&Import YAML…"),
         {QKeySequence::Open},
         tr("Open a TrainJob or runtime file"),
         &MainWindow::importFile);
    // Stall alerts (models/stallwatcher.h): the selected job's own timeout, and the default.
    m_stallAlertAction = new QAction(tr("Stall &Alert…"), this);
    m_stallAlertAction->setObjectName(QStringLiteral("stallAlertAction"));
    m_stallAlertAction->setStatusTip(
        tr("Choose how long the selected job may print nothing before you are alerted"));
    connect(m_stallAlertAction, &QAction::triggered, this, &MainWindow::editJobStallAlert);
    m_stallSettingsAction = new QAction(tr("&Stall Alerts…"), this);
    m_stallSettingsAction->setObjectName(QStringLiteral("stallSettingsAction"));
    m_stallSettingsAction->setStatusTip(
        tr("Choose how long a running job may print nothing before you are alerted"));
    connect(m_stallSettingsAction, &QAction::triggered, this, &MainWindow::editStallSettings);
    // Ctrl+, everywhere: QKeySequence::Preferences is that on macOS and KDE, empty elsewhere.
    m_preferencesAction = new QAction(tr("&Preferences…"), this);
    m_preferencesAction->setObjectName(QStringLiteral("preferencesAction"));
    QList<QKeySequence> preferenceKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!preferenceKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        preferenceKeys.prepend(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m_preferencesAction->setShortcuts(preferenceKeys);
    m_preferencesAction->setShortcutContext(Qt::WindowShortcut);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    m_preferencesAction->setStatusTip(
        tr("Default connection, data folder, language, theme, notifications and engines"));
    connect(m_preferencesAction, &QAction::triggered, this, [this] { showPreferences(); });
    addAction(m_preferencesAction);
    // Re-run, Clone, Cancel and Delete are the job actions' own; the window places them.
    m_jobActions = new JobActions(m_jobs, m_selector, this);
    m_jobActions->setSelection([this] { return selectedJob(); });
    m_jobActions->setSelectedJobs([this] { return selectedJobs(); });
    const std::pair<ActionId, QAction *> jobActions[] = {
        {CancelJobAction, m_jobActions->cancelAction()},
        {DeleteJobAction, m_jobActions->deleteAction()},
        {RerunJobAction, m_jobActions->rerunAction()},
        {CloneJobAction, m_jobActions->cloneAction()},
    };
    for (const auto &[id, a] : jobActions) {
        a->setObjectName(QStringLiteral("action%1").arg(int(id)));
        m_actions[id] = a;
    }
    connect(m_jobActions, &JobActions::cloneRequested, this, &MainWindow::cloneRequested);
    connect(m_jobActions,
            &JobActions::cloneSnapshotRequested,
            this,
            &MainWindow::cloneSnapshotRequested);
    connect(m_jobActions, &JobActions::jobResubmitted, this, &MainWindow::jobResubmitted);
    connect(m_jobActions, &JobActions::resubmitting, this, &MainWindow::selectJobWhenAvailable);
    connect(m_jobActions, &JobActions::resubmitFailed, this, [this](const QString &name) {
        if (m_pendingSelection == name)
            m_pendingSelection.clear();
    });
    connect(m_jobActions, &JobActions::message, this, [this](const QString &text, int timeout) {
        statusBar()->showMessage(text, timeout);
    });
    make(FocusFilterAction,
         tr("&Filter Jobs"),
         {QKeySequence::Find},
         tr("Type to filter the jobs table"),
         nullptr);
    connect(m_actions[FocusFilterAction], &QAction::triggered, this, [this] {
        m_filterBar->textEdit()->setFocus(Qt::ShortcutFocusReason);
        m_filterBar->textEdit()->selectAll();
    });
    make(ClearFilterAction,
         tr("C&lear Filters"),
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F)},
         tr("Show every job again"),
         nullptr);
    connect(m_actions[ClearFilterAction], &QAction::triggered, this, [this] {
        m_filterBar->clearFilters();
    });
    make(RefreshRuntimesAction,
         tr("Refresh &Runtimes"),
         {QKeySequence::Refresh},
         tr("Ask the connection for its runtimes again"),
         &MainWindow::refreshRuntimes);
    make(RetryConnectionAction,
         tr("Re&connect"),
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)},
         tr("Connect the selected connection again now"),
         nullptr);
    connect(m_actions[RetryConnectionAction],
            &QAction::triggered,
            m_selector,
            &ConnectionSelector::retryNow);
    m_connectionManager = new ConnectionManager(m_selector, m_jobs, this);
    connect(m_connectionManager,
            &ConnectionManager::message,
            this,
            [this](const QString &text, int timeout) { statusBar()->showMessage(text, timeout); });
    connect(m_connectionManager,
            &ConnectionManager::backendDropped,
            this,
            [this](const QString &connection) { m_filterBar->removeBackend(connection); });
    make(ShortcutsAction,
         tr("&Keyboard Shortcuts"),
         {QKeySequence(Qt::Key_F1), QKeySequence(Qt::CTRL | Qt::Key_Slash)},
         tr("List every shortcut"),
         &MainWindow::showShortcuts);
    make(HistoryAction,
         tr("Run &History"),
         {QKeySequence(Qt::CTRL | Qt::Key_H)},
         tr("Every run TrainDeck has seen: search, compare, timelines"),
         nullptr);
    connect(m_actions[HistoryAction], &QAction::triggered, this, &MainWindow::historyRequested);
    make(QuitAction,
         tr("&Quit"),
         {QKeySequence::Quit},
         tr("Close TrainDeck; jobs keep running"),
         nullptr);
    connect(m_actions[QuitAction], &QAction::triggered, this, &QWidget::close);
    // Toolbar labels: short words; menus keep the full text.
    m_actions[NewJobAction]->setIconText(tr("New Job"));
    m_actions[ShortcutsAction]->setIconText(tr("Shortcuts"));
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_actions[NewJobAction]);
    file->addAction(m_actions[ImportAction]);
    file->addSeparator();
    file->addAction(m_actions[QuitAction]);
    QMenu *job = menuBar()->addMenu(tr("&Job"));
    job->addAction(m_actions[RerunJobAction]);
    job->addAction(m_actions[CloneJobAction]);
    job->addAction(m_jobActions->convertAction());
    job->addAction(m_actions[CancelJobAction]);
    job->addAction(m_jobActions->resumeAction());
    job->addAction(m_stallAlertAction);
    job->addSeparator();
    job->addAction(m_actions[DeleteJobAction]);
    job->addAction(m_jobActions->pruneAction());
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_actions[FocusFilterAction]);
    view->addAction(m_actions[ClearFilterAction]);
    view->addAction(m_actions[RefreshRuntimesAction]);
    view->addSeparator();
    view->addAction(m_actions[HistoryAction]);
    QMenu *connection = menuBar()->addMenu(tr("&Connection"));
    connection->addAction(m_connectionManager->switchAction());
    connection->addAction(m_actions[RetryConnectionAction]);
    connection->addSeparator();
    connection->addAction(m_connectionManager->addAction());
    connection->addAction(m_connectionManager->editAction());
    connection->addAction(m_connectionManager->removeAction());
    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(m_preferencesAction);
    settings->addSeparator();
    settings->addAction(m_stallSettingsAction);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(m_actions[ShortcutsAction]);
    help->addSeparator();
    help->addAction(AboutDialog::aboutAction(this));
    help->addAction(AboutDialog::aboutQtAction(this));
}

QWidget *MainWindow::createJobsPane()
{
    auto *pane = new QWidget(this);
    pane->setObjectName(QStringLiteral("jobsPane"));
    m_jobsTitle = sectionTitle(tr("Jobs"), pane);
    m_filterBar = new JobFilterBar(m_proxy, pane);
    m_table = new JobTableView(pane);
    m_table->setModel(m_proxy);
    m_table->applyDefaultWidths();
    m_table->sortByColumn(JobTableModel::AgeColumn, Qt::AscendingOrder);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (ActionId id : {RerunJobAction, CloneJobAction, CancelJobAction, DeleteJobAction})
        m_table->addAction(m_actions[id]);
    m_table->addAction(m_jobActions->convertAction());
    m_table->addAction(m_jobActions->resumeAction());
    m_table->addAction(m_stallAlertAction);

    auto *header = new QHBoxLayout;
    header->addWidget(m_jobsTitle);
    header->addSpacing(12);
    header->addWidget(m_filterBar, 1);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(8, 8, 8, 4);
    layout->setSpacing(6);
    layout->addLayout(header);
    layout->addWidget(m_table, 1);
    return pane;
}

QWidget *MainWindow::createRuntimesPane()
{
    auto *pane = new QWidget(this);
    pane->setObjectName(QStringLiteral("runtimesPane"));
    m_runtimeList = new QTreeView(pane);
    m_runtimeList->setObjectName(QStringLiteral("runtimesList"));
    m_runtimeList->setModel(m_runtimes);
    m_runtimeList->setRootIsDecorated(false);
    m_runtimeList->setUniformRowHeights(true);
    m_runtimeList->setAlternatingRowColors(true);
    m_runtimeList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runtimeList->setColumnHidden(RuntimeListModel::KindColumn, true);
    m_runtimeList->setColumnHidden(RuntimeListModel::ImageColumn, true);
    m_runtimeList->header()->setStretchLastSection(false);
    m_runtimeList->header()->setSectionResizeMode(RuntimeListModel::NameColumn,
                                                  QHeaderView::Stretch);
    m_runtimeList->header()->setSectionResizeMode(RuntimeListModel::FrameworkColumn,
                                                  QHeaderView::ResizeToContents);
    m_runtimeList->header()->setSectionResizeMode(RuntimeListModel::NodesColumn,
                                                  QHeaderView::ResizeToContents);
    const auto showRuntime = [this](const QModelIndex &index) {
        if (const Runtime *r = m_runtimes->runtime(index.row())) {
            runtimePanel()->setRuntime(*r);
            showDetail(RuntimePage);
        }
    };
    connect(m_runtimeList->selectionModel(),
            &QItemSelectionModel::currentRowChanged,
            this,
            showRuntime);
    connect(m_runtimeList, &QTreeView::clicked, this, showRuntime);
    connect(m_runtimeList, &QTreeView::activated, this, [this](const QModelIndex &index) {
        // An unusable runtime is greyed out and says why; it starts nothing.
        if (const Runtime *r = m_runtimes->runtime(index.row());
            r && (m_runtimes->flags(index) & Qt::ItemIsEnabled))
            Q_EMIT newJobFromRuntimeRequested(r->name);
    });
    connect(m_runtimes, &QAbstractItemModel::modelReset, this, [this] {
        if (!m_runtimePanel || m_runtimePanel->runtimeName().isEmpty())
            return;
        const int row = m_runtimes->rowOf(m_runtimePanel->runtimeName());
        if (row >= 0)
            m_runtimePanel->setRuntime(*m_runtimes->runtime(row));
    });

    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(8, 8, 0, 4);
    layout->setSpacing(6);
    auto *title = sectionTitle(tr("Runtimes"), pane);
    title->setMinimumHeight(m_selector->sizeHint().height() > 0 ? 24 : 0);
    layout->addWidget(title);
    layout->addWidget(m_runtimeList, 1);
    auto *tip = new QLabel(
        tr("Templates that jobs start from. Drop a runtime YAML here to add one."), pane);
    tip->setWordWrap(true);
    tip->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(tip);
    pane->setMinimumWidth(240);
    return pane;
}

void MainWindow::addBackend(Backend *backend)
{
    if (!backend || m_selector->backends().contains(backend))
        return;
    m_jobs->addBackend(backend);
    m_filterBar->addBackend(backend->connection(), backend->displayName());
    // An engine is "Docker" until it knows its endpoint, and its jobs carry the endpoint:
    // the backend filter follows, or filtering by it would hide every one of its jobs.
    const QPointer<Backend> guard(backend);
    auto known = std::make_shared<QString>(backend->connection());
    connect(backend, &Backend::connectionChanged, this, [this, guard, known] {
        if (!guard)
            return;
        const QString now = guard->connection();
        m_filterBar->renameBackend(*known, now, guard->displayName());
        *known = now;
    });
    m_selector->addBackend(backend);
    Q_EMIT backendAdded(backend);
    if (backend->connection() == m_lastConnection)
        m_selector->setCurrentConnection(m_lastConnection);
    if (backend == currentBackend())
        refreshRuntimes();
}

void MainWindow::setConnectionFactory(std::function<Backend *(const ConnectionChoice &)> factory)
{
    m_selector->setConnectionFactory([this, factory](const ConnectionChoice &choice) {
        Backend *made = factory ? factory(choice) : nullptr;
        addBackend(made); // nothing when the factory added it already
        return made;
    });
}

void MainWindow::addConnectionChoices(const QList<ConnectionChoice> &choices)
{
    m_selector->addChoices(choices);
    m_connectionManager->restore();
    // Also when the last one is listed first, so current already, but not made yet.
    if (!m_lastConnection.isEmpty()
        && (m_selector->currentConnection() != m_lastConnection || !currentBackend()))
        m_selector->setCurrentConnection(m_lastConnection);
}

void MainWindow::setConnectionDisposer(std::function<void(Backend *)> disposer)
{
    m_connectionManager->setDisposer(std::move(disposer));
}

QList<Backend *> MainWindow::backends() const
{
    return m_selector->backends();
}

Backend *MainWindow::currentBackend() const
{
    return m_selector->currentBackend();
}

void MainWindow::setLogWidgetFactory(std::function<QWidget *(const JobSnapshot &)> factory)
{
    m_logFactory = factory;
    if (m_jobView)
        m_jobView->setLogWidgetFactory(std::move(factory));
}

void MainWindow::setLogMetricsFactory(
    std::function<QObject *(const JobSnapshot &, Metrics::JobMetrics *)> factory)
{
    m_logMetricsFactory = factory;
    if (m_jobView)
        m_jobView->setLogMetricsFactory(std::move(factory));
}

JobView *MainWindow::jobView()
{
    if (m_jobView)
        return m_jobView;
    m_jobView = new JobView(this);
    connect(m_jobView, &JobView::message, this, [this](const QString &text) {
        statusBar()->showMessage(text, 10000);
    });
    connect(m_jobView, &JobView::stepActivated, this, [this](const QString &step) {
        Q_EMIT stepActivated(m_jobView->snapshot(), step);
    });
    if (m_logFactory)
        m_jobView->setLogWidgetFactory(m_logFactory);
    if (m_logMetricsFactory)
        m_jobView->setLogMetricsFactory(m_logMetricsFactory);
    m_jobView->restoreSplitState(m_jobViewSplit);
    m_jobViewSplit.clear();
    setDetailWidget(JobPage, m_jobView);
    return m_jobView;
}

RuntimePanel *MainWindow::runtimePanel()
{
    if (!m_runtimePanel) {
        m_runtimePanel = new RuntimePanel(this);
        setDetailWidget(RuntimePage, m_runtimePanel);
    }
    return m_runtimePanel;
}

void MainWindow::setDetailWidget(DetailPage page, QWidget *widget)
{
    // The stack keeps showing the page it shows: inserting before it or removing another
    // page would otherwise move it.
    const int current = m_detail->currentIndex();
    QWidget *placeholder = m_detail->widget(page);
    m_detail->insertWidget(page, widget);
    m_detail->removeWidget(placeholder);
    delete placeholder;
    m_detail->setCurrentIndex(current);
}

bool MainWindow::selectJob(const QString &name, const QString &connection)
{
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const QModelIndex index = m_proxy->index(r, 0);
        if (index.data(JobTableModel::JobNameRole).toString() != name)
            continue;
        if (!connection.isEmpty()
            && index.data(JobTableModel::ConnectionRole).toString() != connection)
            continue;
        m_table->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_table->scrollTo(index);
        showDetail(JobPage);
        return true;
    }
    return false;
}

void MainWindow::selectJobWhenAvailable(const QString &name)
{
    if (!selectJob(name))
        m_pendingSelection = name;
}

std::optional<JobSnapshot> MainWindow::selectedJob() const
{
    const QList<JobSnapshot> jobs = selectedJobs();
    if (jobs.isEmpty())
        return std::nullopt;
    return jobs.first();
}

QList<JobSnapshot> MainWindow::selectedJobs() const
{
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    // The current row (the one the job view shows) first, the others in table order.
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    std::sort(rows.begin(), rows.end(), [&current](const QModelIndex &a, const QModelIndex &b) {
        const bool aCurrent = a.row() == current.row();
        const bool bCurrent = b.row() == current.row();
        return aCurrent != bCurrent ? aCurrent : a.row() < b.row();
    });
    QList<JobSnapshot> out;
    for (const QModelIndex &row : rows) {
        if (const JobSnapshot *s = m_jobs->snapshot(m_proxy->mapToSource(row).row()))
            out << *s;
    }
    return out;
}

bool MainWindow::selectRuntime(const QString &name)
{
    const int row = m_runtimes->rowOf(name);
    if (row < 0)
        return false;
    m_runtimeList->setCurrentIndex(m_runtimes->index(row, 0));
    runtimePanel()->setRuntime(*m_runtimes->runtime(row));
    showDetail(RuntimePage);
    return true;
}

MainWindow::DetailPage MainWindow::detailPage() const
{
    return DetailPage(m_detail->currentIndex());
}

void MainWindow::showDetail(DetailPage page)
{
    // A page is never shown empty: its widget is made first, if it was not yet.
    if (page == JobPage)
        jobView();
    else if (page == RuntimePage)
        runtimePanel();
    m_detail->setCurrentIndex(page);
}

void MainWindow::onJobSelectionChanged()
{
    const std::optional<JobSnapshot> job = selectedJob();
    if (!job) {
        m_selectedKey.clear();
        if (m_jobView)
            m_jobView->clear();
        if (detailPage() == JobPage)
            showDetail(HintPage);
        refreshActions();
        return;
    }
    const QString key = JobTableModel::key(job->connection, job->name);
    if (key != m_selectedKey) {
        m_selectedKey = key;
        jobView()->setJob(
            *job, m_selector->backend(job->connection), m_jobActions->submittedJob(*job));
    }
    showDetail(JobPage);
    refreshActions();
}

void MainWindow::onBatchApplied()
{
    if (!m_selectedKey.isEmpty()) {
        const QString connection = m_selectedKey.section(QChar(0x1f), 0, 0);
        const QString name = m_selectedKey.section(QChar(0x1f), 1);
        if (const JobSnapshot *s = m_jobs->snapshot(connection, name))
            jobView()->updateSnapshot(*s);
    }
    if (!m_pendingSelection.isEmpty() && selectJob(m_pendingSelection))
        m_pendingSelection.clear();
    refreshActions();
    refreshEmptyState();
    refreshSummary();
}

void MainWindow::refreshActions()
{
    m_jobActions->refresh();
    m_actions[NewJobAction]->setEnabled(true);
    const auto job = selectedJob();
    m_stallAlertAction->setEnabled(job && !job->isFinished());
}

void MainWindow::refreshEmptyState()
{
    if (m_jobs->rowCount() == 0) {
        m_table->setEmptyText(tr("No jobs yet"),
                              tr("Press Ctrl+N to build one, or drop a training script, a "
                                 "TrainJob YAML or a folder with train.py here."));
    } else if (m_proxy->rowCount() == 0) {
        m_table->setEmptyText(tr("No jobs match the filter"),
                              tr("%n job(s) hidden. Press Ctrl+Shift+F to clear the filters.",
                                 nullptr,
                                 m_jobs->rowCount()));
    } else {
        m_table->setEmptyText({}, {});
    }
    const int all = m_jobs->rowCount();
    const int shown = m_proxy->rowCount();
    m_jobsTitle->setText(shown == all ? tr("Jobs (%1)").arg(all)
                                      : tr("Jobs (%1 of %2)").arg(shown).arg(all));
}

void MainWindow::refreshSummary()
{
    int running = 0;
    int failed = 0;
    int cancelled = 0;
    for (int r = 0; r < m_jobs->rowCount(); ++r) {
        const JobSnapshot *s = m_jobs->snapshot(r);
        running += s->status == JobStatus::Running ? 1 : 0;
        // A job the user cancelled is no failure to look into.
        cancelled += s->isCancelled() ? 1 : 0;
        failed += s->status == JobStatus::Failed && !s->isCancelled() ? 1 : 0;
    }
    QString text = tr("%n job(s)", nullptr, m_jobs->rowCount()) + QStringLiteral(" · ")
                   + tr("%n running", nullptr, running) + QStringLiteral(" · ")
                   + tr("%n failed", nullptr, failed);
    if (cancelled > 0)
        text += QStringLiteral(" · ") + tr("%n cancelled", nullptr, cancelled);
    if (const int stalled = m_stallWatcher ? m_stallWatcher->stalledCount() : 0)
        text += QStringLiteral(" · ") + tr("%n stalled", nullptr, stalled);
    m_summary->setText(text);
}

void MainWindow::refreshRuntimes()
{
    Backend *backend = currentBackend();
    if (!backend) {
        m_runtimes->clear();
        return;
    }
    const QPointer<Backend> guard(backend);
    backend->runtimes().then(this, [this, guard](const Result<QList<Runtime>> &result) {
        if (!guard || guard != currentBackend())
            return;
        if (!result.ok()) {
            statusBar()->showMessage(tr("Cannot list the runtimes of %1: %2")
                                         .arg(guard->displayName(), result.error().message),
                                     8000);
            return;
        }
        m_runtimes->setRuntimes(*result);
    });
}

void MainWindow::onJobFinished(const JobSnapshot &s)
{
    // The user cancelled it: said as such, never as a failure to look into.
    if (s.isCancelled()) {
        notify(Models::Preferences::Event::Completed,
               tr("Job %1 cancelled").arg(s.name),
               {},
               false,
               s.connection,
               s.name);
        return;
    }
    const bool failed = s.status == JobStatus::Failed;
    const QString title
        = failed ? tr("Job %1 failed").arg(s.name) : tr("Job %1 completed").arg(s.name);
    QString body = s.statusMessage.isEmpty() ? s.statusReason : s.statusMessage;
    if (failed) {
        // The failed step's last error line is in its log: read in the pool, then told.
        const QPointer<MainWindow> guard(this);
        QtConcurrent::run([s] {
            return failureBody(s);
        }).then(this, [this, guard, s, title, body](const QString &stepBody) {
            if (guard)
                notify(Models::Preferences::Event::Failed,
                       title,
                       stepBody.isEmpty() ? body : stepBody,
                       true,
                       s.connection,
                       s.name);
        });
        return;
    }
    if (body.isEmpty() && s.started.isValid() && s.finished.isValid())
        body = tr("Ran for %1 on %2")
                   .arg(JobTableModel::formatDuration(s.started.secsTo(s.finished)),
                        m_jobs->backendDisplayName(s.connection));
    notify(Models::Preferences::Event::Completed, title, body, failed, s.connection, s.name);
}

QString MainWindow::failureBody(const JobSnapshot &s)
{
    // The step that failed first: the others often fail because it did (a lost peer).
    const StepSnapshot *first = nullptr;
    for (const StepSnapshot &step : s.steps) {
        if (step.state != StepState::Failed)
            continue;
        const bool earlier
            = !first
              || (step.finishedAt.isValid()
                  && (!first->finishedAt.isValid() || step.finishedAt < first->finishedAt));
        if (earlier)
            first = &step;
    }
    if (!first)
        return {};
    const QString failed
        = first->exitCode ? tr("%1 failed (exit code %2)").arg(first->name).arg(*first->exitCode)
                          : tr("%1 failed").arg(first->name);
    QString why;
    if (!s.logDir.isEmpty())
        if (const auto line = Logs::LastErrorLine::findInStep(s.logDir, first->name))
            why = line->text;
    if (why.isEmpty())
        why = first->message;
    return why.isEmpty() ? failed : tr("%1: %2").arg(failed, why);
}

void MainWindow::onJobStalled(const QString &connection, const QString &name, qint64 idleSeconds)
{
    notify(Models::Preferences::Event::Stalled,
           tr("Job %1 has stalled").arg(name),
           JobTableModel::stalledText(idleSeconds),
           false,
           connection,
           name);
}

void MainWindow::refreshStalledCount()
{
    const int stalled = m_stallWatcher->stalledCount();
    // Qt 6.4 has no application badge: the count goes in the title (which taskbars show) and
    // the tray icon's tooltip when there is one.
    setWindowTitle(stalled ? tr("TrainDeck — %n stalled", nullptr, stalled) : tr("TrainDeck"));
    if (m_tray)
        m_tray->setToolTip(windowTitle());
    refreshSummary();
}

void MainWindow::editJobStallAlert()
{
    const auto job = selectedJob();
    if (!job)
        return;
    StallAlertDialog dialog(
        StallAlertDialog::Scope::Job, job->name, m_stallWatcher->defaultMinutes(), this);
    dialog.setSeconds(m_stallWatcher->jobTimeout(job->connection, job->name));
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_stallWatcher->setJobTimeout(job->connection, job->name, dialog.seconds());
}

void MainWindow::editStallSettings()
{
    StallAlertDialog dialog(
        StallAlertDialog::Scope::Global, QString(), m_stallWatcher->defaultMinutes(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_stallWatcher->setDefaultMinutes(dialog.seconds() / 60);
}

void MainWindow::notify(Models::Preferences::Event event,
                        const QString &title,
                        const QString &body,
                        bool failure,
                        const QString &connection,
                        const QString &job)
{
    m_lastNotification = body.isEmpty() ? title : tr("%1: %2").arg(title, body);
    statusBar()->showMessage(m_lastNotification, 15000);
    if (!m_preferences->notifies(event)) {
        m_lastNotificationChannel = tr("status bar only (turned off in Preferences)");
        return;
    }
    if (!m_notifier) {
        m_notifier = new DesktopNotifier(this);
        connect(m_notifier, &DesktopNotifier::activated, this, [this](const QString &key) {
            showNormal();
            raise();
            activateWindow();
            selectJob(key.section(u'\n', 1), key.section(u'\n', 0, 0));
        });
        connect(m_notifier, &DesktopNotifier::sent, this, [this](uint, const QString &) {
            m_lastNotificationChannel = tr("desktop notification");
        });
        // No notification service (a bare window manager, a remote X session): the tray.
        connect(m_notifier, &DesktopNotifier::failed, this, &MainWindow::notifyInTray);
    }
    m_notifier->notify(title, body, failure, connection + u'\n' + job);
}

PreferencesDialog *MainWindow::showPreferences()
{
    auto *dialog = findChild<PreferencesDialog *>();
    if (!dialog) {
        dialog = new PreferencesDialog(m_preferences, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QList<PreferencesDialog::Connection> connections;
        for (Backend *b : m_selector->backends())
            connections << PreferencesDialog::Connection{b->connection(), b->displayName()};
        dialog->setConnections(connections);
        dialog->setActiveJobs([this] {
            int active = 0;
            for (int row = 0; row < m_jobs->rowCount(); ++row)
                if (const JobSnapshot *s = m_jobs->snapshot(row); s && !s->isFinished())
                    ++active;
            return active;
        });
        dialog->setAddEngineAction(m_connectionManager->addAction());
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

void MainWindow::applyPreference(int setting)
{
    using Setting = Models::Preferences::Setting;
    switch (Setting(setting)) {
    case Setting::Theme:
        AppTheme::apply(m_preferences->theme());
        break;
    case Setting::Language:
        installTranslators(*QCoreApplication::instance(), m_preferences->language());
        break;
    case Setting::StallMinutes:
        if (m_stallWatcher->defaultMinutes() != m_preferences->stallMinutes())
            m_stallWatcher->setDefaultMinutes(m_preferences->stallMinutes());
        break;
    default:
        // The others are read where they are used (connections made, new jobs, pruning).
        break;
    }
}

void MainWindow::notifyInTray(const QString &title,
                              const QString &body,
                              bool failure,
                              const QString &reason)
{
    if (!trayAvailable()) {
        m_lastNotificationChannel = tr("status bar only (%1; no system tray)").arg(reason);
        return;
    }
    if (!m_tray) {
        m_tray = new QSystemTrayIcon(appIcon(), this);
        m_tray->setToolTip(windowTitle());
        connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
            showNormal();
            raise();
            activateWindow();
        });
        m_tray->show();
    }
    m_tray->showMessage(
        title, body, failure ? QSystemTrayIcon::Critical : QSystemTrayIcon::Information, 8000);
    m_lastNotificationChannel = tr("system tray");
}

bool MainWindow::trayAvailable()
{
    // Asking is a round trip to the display server. Without a notification service, every job
    // of a batch that ends at once asked it, and the window waited on a display server that
    // was itself waiting for a CPU. A tray started later is still found within the minute.
    if (!m_trayAsked.isValid() || m_trayAsked.hasExpired(60'000)) {
        m_trayAvailable
            = QSystemTrayIcon::isSystemTrayAvailable() && QSystemTrayIcon::supportsMessages();
        m_trayAsked.start();
    }
    return m_trayAvailable;
}

QString MainWindow::rerunName(const QString &name, const QString &connection) const
{
    return m_jobActions->rerunName(name, connection);
}

QList<ShortcutsDialog::Group> MainWindow::shortcutGroups() const
{
    QList<ShortcutsDialog::Group> groups;
    // Collected from the actions, so a new action with keys is listed without anyone
    // remembering to: one group per menu, then the window's actions in no menu.
    QSet<const QAction *> listed;
    for (QAction *menuAction : menuBar()->actions()) {
        QMenu *menu = menuAction->menu();
        if (!menu)
            continue;
        ShortcutsDialog::Group group{menu->title().remove(QLatin1Char('&')), {}};
        for (QAction *a : menu->actions()) {
            if (!a->shortcuts().isEmpty() && !listed.contains(a)) {
                group.shortcuts << KeyShortcut::of(a);
                listed.insert(a);
            }
        }
        if (!group.shortcuts.isEmpty())
            groups << group;
    }
    // The connection switches are in no menu: a group of their own.
    ShortcutsDialog::Group connections{tr("Connections"), {}};
    for (QAction *a : QList<QAction *>{m_connectionManager->switchAction()}
                          + m_connectionManager->switchToActions()) {
        if (!a->shortcuts().isEmpty() && !listed.contains(a)) {
            connections.shortcuts << KeyShortcut::of(a);
            listed.insert(a);
        }
    }
    if (!connections.shortcuts.isEmpty())
        groups << connections;
    ShortcutsDialog::Group rest{tr("Window"), {}};
    for (QAction *a : findChildren<QAction *>()) {
        const Qt::ShortcutContext c = a->shortcutContext();
        if (!a->shortcuts().isEmpty() && !listed.contains(a)
            && (c == Qt::WindowShortcut || c == Qt::ApplicationShortcut)) {
            rest.shortcuts << KeyShortcut::of(a);
            listed.insert(a);
        }
    }
    if (!rest.shortcuts.isEmpty())
        groups << rest;
    // The panes' and the builder's keys work only where they have the focus, and those
    // widgets may not exist yet: their own lists, which their actions are made from.
    groups << ShortcutsDialog::Group{tr("Log Panes"), LogPane::shortcuts() + LogView::shortcuts()};
    groups << ShortcutsDialog::Group{tr("Job Steps"), JobView::shortcuts()};
    groups << ShortcutsDialog::Group{tr("Architecture"), DiagramView::shortcuts()};
    groups << ShortcutsDialog::Group{tr("Job Builder"), JobBuilderDialog::shortcuts()};
    groups << ShortcutsDialog::Group{tr("Run History"), HistoryView::shortcuts()};
    return groups;
}

void MainWindow::showShortcuts()
{
    auto *dialog = new ShortcutsDialog(shortcutGroups(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::importFile()
{
    const QString path
        = QFileDialog::getOpenFileName(this,
                                       tr("Import TrainJob or Runtime"),
                                       QString(),
                                       tr("YAML files (*.yaml *.yml);;All files (*)"));
    if (!path.isEmpty())
        Q_EMIT yamlDropped(path);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!event->mimeData()->hasUrls())
        return;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile() && classifyDrop(url.toLocalFile()) != DropKind::None) {
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::dragMoveEvent(QDragMoveEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (openPaths(paths))
        event->acceptProposedAction();
}

bool MainWindow::openPaths(const QStringList &paths)
{
    bool used = false;
    for (const QString &path : DropClassifier::loadOrder(paths)) {
        switch (classifyDrop(path)) {
        case DropKind::Script:
            Q_EMIT scriptDropped(path);
            break;
        case DropKind::Yaml:
            Q_EMIT yamlDropped(path);
            break;
        case DropKind::Requirements:
            Q_EMIT requirementsDropped(path);
            break;
        case DropKind::Folder:
            Q_EMIT folderDropped(path);
            break;
        case DropKind::None:
            statusBar()->showMessage(
                tr("%1 is not a script, YAML or JSON file, requirements.txt or folder with "
                   "train.py or main.py")
                    .arg(QFileInfo(path).fileName()),
                8000);
            continue;
        }
        used = true;
    }
    return used;
}

void MainWindow::refreshIcons()
{
    for (int id = 0; id < ActionCount; ++id) {
        if (IconNames[id])
            m_actions[id]->setIcon(ThemedIcon::icon(QLatin1String(IconNames[id]), palette()));
    }
    if (m_jobActions)
        m_jobActions->convertAction()->setIcon(ThemedIcon::icon(QStringLiteral("job"), palette()));
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        refreshIcons();
}

void MainWindow::restoreSettings()
{
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(s.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_mainSplitter->restoreState(s.value(QStringLiteral("mainWindow/mainSplitter")).toByteArray());
    m_contentSplitter->restoreState(
        s.value(QStringLiteral("mainWindow/contentSplitter")).toByteArray());
    m_jobViewSplit = s.value(QStringLiteral("mainWindow/jobViewSplitter")).toByteArray();
    const QByteArray header = s.value(QStringLiteral("mainWindow/jobsHeader")).toByteArray();
    if (!header.isEmpty())
        m_table->horizontalHeader()->restoreState(header);
    // The default connection of the preferences, else the one selected when it last closed.
    m_lastConnection = m_preferences->defaultConnection();
    if (m_lastConnection.isEmpty())
        m_lastConnection = s.value(QStringLiteral("connections/last")).toString();
    m_filterBar->restore(s);
    if (!s.contains(QStringLiteral("mainWindow/geometry")))
        resize(1280, 800);
}

void MainWindow::saveSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    s.setValue(QStringLiteral("mainWindow/state"), saveState());
    s.setValue(QStringLiteral("mainWindow/mainSplitter"), m_mainSplitter->saveState());
    s.setValue(QStringLiteral("mainWindow/contentSplitter"), m_contentSplitter->saveState());
    // A job view never made leaves the split the settings had.
    if (m_jobView)
        s.setValue(QStringLiteral("mainWindow/jobViewSplitter"),
                   m_jobView->splitter()->saveState());
    s.setValue(QStringLiteral("mainWindow/jobsHeader"), m_table->horizontalHeader()->saveState());
    const QString connection = m_selector->currentConnection();
    s.setValue(QStringLiteral("connections/last"),
               connection.isEmpty() ? m_lastConnection : connection);
    m_filterBar->save(s);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

} // namespace TrainDeck::Ui
