// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/jobview.h"
#include "ui/terminallauncher.h"

#include "core/backend/backend.h"
#include "libs/metrics/jobmetrics.h"
#include "models/jobtablemodel.h"
#include "models/steplistmodel.h"
#include "ui/diagram/diagramscene.h"
#include "ui/diagram/diagramview.h"
#include "ui/diagram/jobdiagramcontroller.h"
#include "ui/headerfit.h"
#include "ui/monitor/metricpatternsdialog.h"
#include "ui/monitor/monitorview.h"
#include "ui/statusbadgedelegate.h"
#include "ui/statuscolors.h"
#include "ui/stepinspectdialog.h"
#include "ui/themedicon.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QResizeEvent>
#include <QSplitter>
#include <QStackedLayout>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

using Models::JobTableModel;
using Models::StepListModel;

JobView::JobView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_badge(new QLabel(this))
    , m_subtitle(new QLabel(this))
    , m_message(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_tabs(new QTabWidget(this))
    , m_logArea(new QWidget(this))
    , m_stepsView(new QTableView(this))
    , m_steps(new StepListModel(this))
    , m_events(new QTreeWidget(this))
    , m_scene(new Ui::DiagramScene(this))
    , m_metrics(new Metrics::JobMetrics(this))
    , m_durationTick(new QTimer(this))
{
    setObjectName(QStringLiteral("jobView"));
    m_durationTick->setInterval(1000);
    connect(m_durationTick, &QTimer::timeout, this, [this] {
        // Hidden, nobody reads it: the next show or snapshot brings it up to date.
        if (isVisible())
            refreshHeader();
    });
    m_title->setObjectName(QStringLiteral("jobTitle"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_badge->setObjectName(QStringLiteral("jobStatusBadge"));
    m_subtitle->setObjectName(QStringLiteral("jobSubtitle"));
    m_subtitle->setForegroundRole(QPalette::PlaceholderText);
    m_message->setObjectName(QStringLiteral("jobMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *titleRow = new QHBoxLayout;
    titleRow->setSpacing(10);
    titleRow->addWidget(m_title);
    titleRow->addWidget(m_badge);
    titleRow->addStretch(1);

    // Steps.
    m_stepsView->setObjectName(QStringLiteral("stepsView"));
    m_stepsView->setModel(m_steps);
    m_stepsView->setItemDelegateForColumn(
        StepListModel::StateColumn,
        new StatusBadgeDelegate(StatusBadgeDelegate::Source::StepState, this));
    m_stepsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_stepsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_stepsView->verticalHeader()->hide();
    m_stepsView->setShowGrid(false);
    m_stepsView->setAlternatingRowColors(true);
    m_stepsView->setWordWrap(false);
    m_stepsView->horizontalHeader()->setHighlightSections(false);
    m_stepsView->horizontalHeader()->setStretchLastSection(false);
    m_stepsView->horizontalHeader()->setSectionResizeMode(StepListModel::MessageColumn,
                                                          QHeaderView::Stretch);
    m_stepsView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 12);
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    m_stepsView->setColumnWidth(StepListModel::NameColumn, em * 12);
    m_stepsView->setColumnWidth(StepListModel::StateColumn, em * 10);
    m_stepsView->setColumnWidth(StepListModel::ExitCodeColumn, em * 3);
    m_stepsView->setColumnWidth(StepListModel::ObjectColumn, em * 12);
    m_stepsView->setColumnWidth(StepListModel::ImageColumn, em * 12);
    m_stepsView->setColumnWidth(StepListModel::StartedColumn, em * 6);
    m_stepsView->setColumnWidth(StepListModel::FinishedColumn, em * 6);
    fitHeaderToText(m_stepsView->horizontalHeader());
    connect(m_stepsView, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        Q_EMIT stepActivated(index.data(StepListModel::StepNameRole).toString());
    });
    // What Docker Desktop, Podman Desktop and Headlamp users reach for first on a step.
    // Only where the steps table has the focus: window-wide keys belong to the main window.
    m_inspectAction = shortcuts().at(InspectShortcut).addTo(m_stepsView, Qt::WidgetShortcut);
    m_inspectAction->setText(tr("&Inspect…"));
    m_inspectAction->setObjectName(QStringLiteral("inspectStep"));
    m_inspectAction->setToolTip(
        tr("Its id, image, command, environment, mounts, ports and exit code"));
    connect(m_inspectAction, &QAction::triggered, this, [this] {
        const QModelIndex current = m_stepsView->currentIndex();
        if (current.isValid())
            inspectStep(current.data(StepListModel::StepNameRole).toString());
    });
    m_terminalAction = new QAction(tr("Open &Terminal"), this);
    m_terminalAction->setObjectName(QStringLiteral("openTerminal"));
    m_terminalAction->setToolTip(tr("A shell in this running step, in your terminal emulator"));
    connect(m_terminalAction, &QAction::triggered, this, [this] {
        const QModelIndex current = m_stepsView->currentIndex();
        if (current.isValid())
            openTerminal(current.data(StepListModel::StepNameRole).toString());
    });
    m_workspaceAction = new QAction(tr("Open Workspace &Folder"), this);
    m_workspaceAction->setObjectName(QStringLiteral("openWorkspace"));
    connect(m_workspaceAction, &QAction::triggered, this, &JobView::openWorkspace);
    m_stepsView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_stepsView, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_stepsView->indexAt(pos);
        if (index.isValid())
            m_stepsView->setCurrentIndex(index);
        const StepSnapshot *step
            = index.isValid() ? m_snapshot.step(index.data(StepListModel::StepNameRole).toString())
                              : nullptr;
        // A step that never started has nothing to inspect yet.
        m_inspectAction->setEnabled(step && !step->objectId.isEmpty() && m_backend);
        m_terminalAction->setEnabled(step && step->state == StepState::Running);
        m_workspaceAction->setEnabled(!m_snapshot.workdir.isEmpty());
        QMenu menu(this);
        menu.addAction(m_inspectAction);
        menu.addAction(m_terminalAction);
        menu.addAction(m_workspaceAction);
        menu.exec(m_stepsView->viewport()->mapToGlobal(pos));
        // Ctrl+I works on whatever step is current; inspectStep says what is missing.
        m_inspectAction->setEnabled(true);
    });
    m_tabs->addTab(m_stepsView, tr("Steps"));

    // Events.
    m_events->setObjectName(QStringLiteral("eventsView"));
    m_events->setRootIsDecorated(false);
    m_events->setAlternatingRowColors(true);
    m_events->setHeaderLabels({tr("Time"), tr("Object"), tr("Reason"), tr("Message")});
    m_events->header()->setStretchLastSection(true);
    m_events->setColumnWidth(0, em * 6);
    m_events->setColumnWidth(1, em * 10);
    m_events->setColumnWidth(2, em * 10);
    fitHeaderToText(m_events->header());
    m_tabs->addTab(m_events, tr("Events"));

    // Architecture.
    auto *arch = new QWidget(this);
    auto *stack = new QStackedLayout(arch);
    stack->setStackingMode(QStackedLayout::StackAll);
    m_diagramView = new Ui::DiagramView(m_scene, arch);
    m_diagramView->setObjectName(QStringLiteral("architectureView"));
    // The tab is wide and short; a whole-diagram fit would shrink the text to a few pixels.
    m_diagramView->setReadableZoom(0.85);
    m_diagram = new Ui::JobDiagramController(m_scene, this);
    m_diagramHint = new QLabel(arch);
    m_diagramHint->setObjectName(QStringLiteral("architectureHint"));
    m_diagramHint->setAlignment(Qt::AlignCenter);
    m_diagramHint->setWordWrap(true);
    m_diagramHint->setForegroundRole(QPalette::PlaceholderText);
    m_diagramHint->setAttribute(Qt::WA_TransparentForMouseEvents);
    stack->addWidget(m_diagramHint);
    stack->addWidget(m_diagramView);
    connect(m_diagram, &Ui::JobDiagramController::stepActivated, this, &JobView::stepActivated);
    m_tabs->addTab(arch, tr("Architecture"));

    // Monitor.
    m_monitor = new MonitorView(this);
    m_monitor->setMetrics(m_metrics);
    m_tabs->addTab(m_monitor, tr("Monitor"));
    connect(m_monitor, &MonitorView::patternsRequested, this, &JobView::editMetricPatterns);
    m_tabs->setObjectName(QStringLiteral("jobDetailTabs"));
    connect(m_tabs, &QTabWidget::currentChanged, this, &JobView::updateResourceWatch);

    // The log panes bring their own tabs (one per step and a merged one); a tab around them
    // would only repeat "Logs".
    m_logArea->setObjectName(QStringLiteral("logArea"));
    auto *logLayout = new QVBoxLayout(m_logArea);
    logLayout->setContentsMargins(0, 0, 0, 0);

    m_splitter->setObjectName(QStringLiteral("jobViewSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_tabs);
    m_splitter->addWidget(m_logArea);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    // The logs are what a running job is watched by: they get the larger share (applySplit)
    // until the user moves the handle; the user's own split is restored from the settings.
    m_splitter->setSizes({200, 300});
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_splitChosen = true; });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 6);
    layout->setSpacing(4);
    layout->addLayout(titleRow);
    layout->addWidget(m_subtitle);
    layout->addWidget(m_message);
    layout->addSpacing(4);
    layout->addWidget(m_splitter, 1);

    clear();
}

JobView::~JobView()
{
    stopResourceWatch();
}

void JobView::setJob(const JobSnapshot &snapshot, Backend *backend, std::optional<TrainJob> job)
{
    ++m_generation;
    stopResourceWatch();
    m_snapshot = snapshot;
    m_backend = backend;
    m_job = std::move(job);
    m_steps->setSnapshot(snapshot);
    refreshHeader();
    refreshEvents();
    installLogWidget();
    requestPlan();
    m_metrics->clear();
    m_metrics->setSnapshot(snapshot);
    installLogMetrics();
    updateResourceWatch();
}

void JobView::updateSnapshot(const JobSnapshot &snapshot)
{
    if (snapshot.name != m_snapshot.name || snapshot.connection != m_snapshot.connection)
        return;
    const bool eventsChanged = snapshot.events != m_snapshot.events;
    m_snapshot = snapshot;
    m_steps->setSnapshot(snapshot);
    refreshHeader();
    if (eventsChanged)
        refreshEvents();
    m_diagram->applySnapshot(snapshot);
    m_metrics->setSnapshot(snapshot);
    updateResourceWatch();
}

void JobView::clear()
{
    ++m_generation;
    stopResourceWatch();
    m_snapshot = {};
    m_backend.clear();
    m_job.reset();
    m_steps->clear();
    m_events->clear();
    m_title->setText(tr("No job selected"));
    m_badge->clear();
    m_badge->hide();
    m_subtitle->setText(tr("Select a job to see its steps, events, architecture and logs."));
    m_message->hide();
    m_diagramHint->setText(tr("The architecture of the selected job appears here."));
    m_diagramHint->show();
    m_diagramView->hide();
    installLogWidget();
    m_metrics->clear();
    installLogMetrics();
}

void JobView::setLogMetricsFactory(LogMetricsFactory factory)
{
    m_logMetricsFactory = std::move(factory);
    installLogMetrics();
}

void JobView::editMetricPatterns()
{
    if (!hasJob())
        return;
    auto *dialog
        = new MetricPatternsDialog(m_snapshot.runtimeName, Metrics::MetricPatternStore(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Saved patterns apply to the job's whole log: its training metrics are read again.
    connect(dialog, &QDialog::accepted, this, [this] {
        m_metrics->clear();
        m_metrics->setSnapshot(m_snapshot);
        installLogMetrics();
    });
    dialog->open();
}

void JobView::installLogMetrics()
{
    delete m_logMetricsSource;
    m_logMetricsSource = nullptr;
    // The log's training metrics: the window's factory makes a MetricsFollower over the job's
    // log folder and connects its parsed() to JobMetrics::addParsed.
    if (m_logMetricsFactory && hasJob()) {
        m_logMetricsSource = m_logMetricsFactory(m_snapshot, m_metrics);
        if (m_logMetricsSource)
            m_logMetricsSource->setParent(this);
    }
}

void JobView::updateResourceWatch()
{
    const bool want = hasJob() && m_backend && isVisible() && m_tabs->currentWidget() == m_monitor
                      && m_snapshot.status == JobStatus::Running;
    if (!want) {
        stopResourceWatch();
        return;
    }
    if (m_watchedBackend == m_backend && m_watchedJob == m_snapshot.name)
        return;
    stopResourceWatch();
    m_watchedBackend = m_backend;
    m_watchedJob = m_snapshot.name;
    const QString job = m_watchedJob;
    // Backends measure in their worker thread: samples arrive queued.
    m_resourcesSampled = connect(m_backend,
                                 &Backend::resourcesSampled,
                                 this,
                                 [this, job](const QString &name, const QList<ResourceSample> &s) {
                                     if (name == job)
                                         m_metrics->addResources(s);
                                 });
    m_resourcesUnavailable = connect(m_backend,
                                     &Backend::resourcesUnavailable,
                                     this,
                                     [this, job](const QString &name, const QString &reason) {
                                         if (name == job)
                                             m_metrics->setResourcesUnavailable(reason);
                                     });
    m_backend->watchResources(job, true);
}

void JobView::stopResourceWatch()
{
    disconnect(m_resourcesSampled);
    disconnect(m_resourcesUnavailable);
    if (m_watchedBackend && !m_watchedJob.isEmpty())
        m_watchedBackend->watchResources(m_watchedJob, false);
    m_watchedBackend.clear();
    m_watchedJob.clear();
}

void JobView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    applySplit();
    updateResourceWatch();
}

void JobView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    applySplit();
}

void JobView::restoreSplitState(const QByteArray &state)
{
    m_pendingSplit = state;
    applySplit();
}

void JobView::applySplit()
{
    // A splitter sized while hidden keeps its pixel sizes and gives what it gains later by
    // stretch factor, which left the logs a few lines: divide the real height instead.
    if (m_splitChosen || !isVisible())
        return;
    const QList<int> sizes = m_splitter->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    if (total <= 0)
        return;
    if (!m_pendingSplit.isEmpty()) {
        m_splitChosen = m_splitter->restoreState(m_pendingSplit);
        m_pendingSplit.clear();
        if (m_splitChosen)
            return;
    }
    const int upper = total * 2 / 5;
    m_splitter->setSizes({upper, total - upper});
}

void JobView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    updateResourceWatch();
}

void JobView::setLogWidgetFactory(LogWidgetFactory factory)
{
    m_logFactory = std::move(factory);
    installLogWidget();
}

void JobView::installLogWidget()
{
    delete m_logWidget;
    m_logWidget = nullptr;
    if (m_logFactory && hasJob())
        m_logWidget = m_logFactory(m_snapshot);
    if (!m_logWidget) {
        auto *hint = new QLabel(
            hasJob() ? tr("Logs of %1 are in %2").arg(m_snapshot.name, m_snapshot.logDir)
                     : tr("Logs of the selected job appear here."));
        hint->setObjectName(QStringLiteral("logPlaceholder"));
        hint->setAlignment(Qt::AlignCenter);
        hint->setWordWrap(true);
        hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
        hint->setForegroundRole(QPalette::PlaceholderText);
        m_logWidget = hint;
    }
    m_logWidget->setParent(m_logArea);
    m_logArea->layout()->addWidget(m_logWidget);
    m_logWidget->show();
}

void JobView::requestPlan()
{
    m_diagramView->hide();
    m_diagramHint->show();
    if (!m_job || !m_backend) {
        m_diagramHint->setText(
            tr("The architecture view needs the job's TrainJob file, which this backend did "
               "not keep."));
        return;
    }
    m_diagramHint->setText(tr("Planning %1…").arg(m_snapshot.name));
    const quint64 generation = m_generation;
    m_backend->plan(*m_job).then(this, [this, generation](const Result<JobPlan> &plan) {
        if (generation != m_generation)
            return;
        if (!plan.ok()) {
            m_diagramHint->setText(tr("Cannot draw this job: %1").arg(plan.error().message));
            return;
        }
        const Result<void> drawn = m_diagram->setPlan(*plan);
        if (!drawn.ok()) {
            m_diagramHint->setText(tr("Cannot draw this job: %1").arg(drawn.error().message));
            return;
        }
        m_diagram->applySnapshot(m_snapshot);
        m_diagramHint->hide();
        m_diagramView->show();
        m_diagramView->fitReadable();
    });
}

void JobView::openTerminal(const QString &stepName)
{
    const StepSnapshot *step = m_snapshot.step(stepName);
    if (!step) {
        Q_EMIT message(tr("%1 has no step %2.").arg(m_snapshot.name, stepName));
        return;
    }
    if (auto r = TerminalLauncher::openTerminal(m_snapshot, *step); !r)
        Q_EMIT message(r.error().message);
    else
        Q_EMIT message(tr("Opened a terminal in %1 of %2.").arg(stepName, m_snapshot.name));
}

QList<KeyShortcut> JobView::shortcuts()
{
    return {
        {tr("Inspect…"),
         {QKeySequence(Qt::CTRL | Qt::Key_I)},
         tr("Its id, image, command, environment, mounts, ports and exit code")},
    };
}

StepInspectDialog *JobView::inspectStep(const QString &stepName)
{
    if (!m_snapshot.step(stepName)) {
        Q_EMIT message(tr("%1 has no step %2.").arg(m_snapshot.name, stepName));
        return nullptr;
    }
    if (!m_backend) {
        Q_EMIT message(tr("The connection of %1 is gone; reconnect to inspect its steps.")
                           .arg(m_snapshot.name));
        return nullptr;
    }
    // Not modal: several steps side by side, and the job stays live behind them.
    auto *dialog = new StepInspectDialog(m_backend, m_snapshot.name, stepName, this);
    dialog->show();
    return dialog;
}

void JobView::openWorkspace()
{
    if (auto r = TerminalLauncher::openWorkspace(m_snapshot); !r)
        Q_EMIT message(r.error().message);
}

QString JobView::headerText() const
{
    return m_title->text() + QLatin1Char(' ') + m_badge->text() + QLatin1Char(' ')
           + m_subtitle->text();
}

void JobView::refreshHeader()
{
    const JobSnapshot &s = m_snapshot;
    m_title->setText(s.name);
    const QColor color = StatusColors::color(s, palette());
    const QColor fill = StatusColors::fill(color, palette());
    m_badge->setText(JobTableModel::statusText(s));
    // An Unknown status of a job made by an unknown tool says what could not be read.
    m_badge->setToolTip(JobTableModel::unknownStatusText(s));
    // Status colours are the one place with explicit colours; both adapt to the palette.
    // Set only when it changes: a style sheet set repolishes the badge, and this runs on every
    // snapshot of a running job.
    const QString badgeSheet
        = QStringLiteral("QLabel { color: %1; background: %2; border: 1px solid %1;"
                         " border-radius: 9px; padding: 1px 10px; }")
              .arg(color.name(), fill.name());
    if (m_badge->styleSheet() != badgeSheet)
        m_badge->setStyleSheet(badgeSheet);
    m_badge->show();

    QStringList parts;
    parts << tr("runtime %1").arg(s.runtimeName.isEmpty() ? tr("unknown") : s.runtimeName);
    parts << (m_backend ? m_backend->displayName() : enumName(s.backend));
    parts << tr("%n node(s)", nullptr, s.numNodes);
    if (s.created.isValid())
        parts << tr("created %1")
                     .arg(QLocale().toString(s.created.toLocalTime(), QLocale::ShortFormat));
    const bool ticking = s.started.isValid() && !s.finished.isValid() && !s.isFinished();
    if (s.started.isValid()) {
        const QDateTime end = s.finished.isValid() ? s.finished : QDateTime::currentDateTimeUtc();
        parts << (ticking ? tr("running for %1") : tr("ran %1"))
                     .arg(JobTableModel::formatDuration(s.started.secsTo(end)));
    }
    if (ticking != m_durationTick->isActive())
        ticking ? m_durationTick->start() : m_durationTick->stop();
    setTabText(StepsTab, s.steps.isEmpty() ? tr("Steps") : tr("Steps (%1)").arg(s.steps.size()));
    if (s.origin == JobSnapshot::Origin::KubeflowSdk)
        parts << tr("made by the Kubeflow SDK");
    else if (s.origin == JobSnapshot::Origin::Unknown)
        parts << tr("made outside TrainDeck (by an unknown tool)");
    else
        parts << tr("made by TrainDeck");
    m_subtitle->setText(parts.join(QStringLiteral(" · ")));

    QStringList message;
    if (!s.statusReason.isEmpty())
        message << s.statusReason;
    if (!s.statusMessage.isEmpty())
        message << s.statusMessage;
    // While a Docker or Podman job waits for an image, what it waits for is the pull: the
    // engine's latest progress line (backends/container/submitoperation.cpp records it as a
    // "Pulling" event of the image, and "Pulled" when it is done).
    if (const QString pull = pullProgress(s); !pull.isEmpty())
        message = QStringList{pull};
    m_message->setText(message.join(QStringLiteral(": ")));
    m_message->setVisible(!message.isEmpty());
    const QColor messageColor = s.status == JobStatus::Failed && !s.isCancelled()
                                    ? StatusColors::color(s.status, palette())
                                    : palette().color(QPalette::WindowText);
    if (m_message->palette().color(QPalette::WindowText) != messageColor) {
        QPalette p = m_message->palette();
        p.setColor(QPalette::WindowText, messageColor);
        m_message->setPalette(p);
    }
}

void JobView::setTabText(int tab, const QString &text)
{
    // QTabBar relays out the whole tab widget on every call, even with the same text, and
    // the frame it repaints around the page is drawn in spans the raster engine hands to its
    // thread pool: on each snapshot of a running job, under load, the window waited on it.
    if (m_tabs->tabText(tab) != text)
        m_tabs->setTabText(tab, text);
}

QString JobView::pullProgress(const JobSnapshot &s)
{
    if ((s.backend != BackendKind::Docker && s.backend != BackendKind::Podman) || s.isFinished()
        || s.events.isEmpty() || s.events.last().reason != QLatin1String("Pulling"))
        return {};
    const JobEvent &e = s.events.last();
    // The first event of a pull announces it and names the image; the later ones are the
    // engine's lines ("893dc561cfff: Downloading 16.43MB/48.01MB").
    if (e.message.contains(e.object))
        return tr("Pulling image %1").arg(e.object);
    return tr("Pulling image %1: %2").arg(e.object, e.message);
}

void JobView::refreshEvents()
{
    m_events->clear();
    const QColor warn = StatusColors::color(StatusColors::Tone::Warning, palette());
    for (const JobEvent &e : m_snapshot.events) {
        auto *item = new QTreeWidgetItem(m_events);
        item->setText(0,
                      e.time.isValid() ? e.time.toLocalTime().toString(QStringLiteral("HH:mm:ss"))
                                       : QString());
        item->setToolTip(0, QLocale().toString(e.time.toLocalTime()));
        item->setText(1, e.object);
        item->setText(2, e.reason);
        item->setText(3, e.message);
        item->setToolTip(3, e.message);
        if (e.warning) {
            for (int c = 0; c < 4; ++c)
                item->setForeground(c, warn);
        }
    }
    const int n = int(m_snapshot.events.size());
    setTabText(EventsTab, n > 0 ? tr("Events (%1)").arg(n) : tr("Events"));
}

void JobView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && hasJob()) {
        refreshHeader();
        refreshEvents();
    }
}

} // namespace TrainDeck::Ui
