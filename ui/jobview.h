// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"
#include "core/domain/trainjob.h"
#include "ui/keyshortcut.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class QAction;
class QLabel;
class QSplitter;
class QTabWidget;
class QTimer;
class QTableView;
class QTreeWidget;

namespace TrainDeck {
class Backend;
}

namespace TrainDeck::Models {
class StepListModel;
}

namespace TrainDeck::Metrics {
class JobMetrics;
}

namespace TrainDeck::Ui {

class DiagramScene;
class DiagramView;
class JobDiagramController;
class MonitorView;
class StepInspectDialog;

/// Everything about one job: a header with its status, then its steps, events, architecture
/// view and Monitor tab, and below them the log area ("logArea"), which holds the log panes
/// made through setLogWidgetFactory by whoever owns them.
///
/// The Monitor tab draws the job's JobMetrics: snapshots feed its progress; while the tab shows
/// a running job, the backend is asked to measure the job's resources (watchResources) and its
/// samples feed the charts; the log's training metrics come from the object that
/// setLogMetricsFactory makes per job.
class JobView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobView)

public:
    /// The keys of the Steps table's actions, which they are made from (listed by F1).
    enum ShortcutId { InspectShortcut };
    static QList<KeyShortcut> shortcuts();

    using LogWidgetFactory = std::function<QWidget *(const JobSnapshot &)>;
    /// Makes what feeds the log's training metrics into `metrics` for the job shown (a
    /// MetricsFollower over snapshot.logDir connected to JobMetrics::addParsed, started);
    /// owned by the view, deleted when another job is shown. May return nullptr.
    using LogMetricsFactory
        = std::function<QObject *(const JobSnapshot &snapshot, Metrics::JobMetrics *metrics)>;

    explicit JobView(QWidget *parent = nullptr);
    ~JobView() override;

    /// Shows another job. `backend` plans it for the architecture view; `job` is its TrainJob
    /// when the backend kept the file (without it the architecture tab says so).
    void setJob(const JobSnapshot &snapshot, Backend *backend, std::optional<TrainJob> job);
    /// A newer snapshot of the job shown.
    void updateSnapshot(const JobSnapshot &snapshot);
    void clear();
    bool hasJob() const { return !m_snapshot.name.isEmpty(); }
    const JobSnapshot &snapshot() const { return m_snapshot; }

    /// Called once per job shown; its widget fills logArea() and is deleted when another job
    /// is shown. Without a factory the area says where the job's logs are.
    void setLogWidgetFactory(LogWidgetFactory factory);
    /// Where the log's training metrics come from (see LogMetricsFactory).
    void setLogMetricsFactory(LogMetricsFactory factory);

    QTabWidget *detailTabs() const { return m_tabs; }
    QWidget *logArea() const { return m_logArea; }
    /// What the log area shows now: the factory's widget, or the placeholder label.
    QWidget *logWidget() const { return m_logWidget; }
    QTableView *stepsView() const { return m_stepsView; }
    Models::StepListModel *steps() const { return m_steps; }
    QTreeWidget *eventsView() const { return m_events; }
    DiagramView *diagramView() const { return m_diagramView; }
    QSplitter *splitter() const { return m_splitter; }
    /// The split the user left (QSplitter::saveState), applied once the view has its real
    /// height; until then, and without one, the logs get three fifths.
    void restoreSplitState(const QByteArray &state);
    QString headerText() const;
    MonitorView *monitorView() const { return m_monitor; }
    /// The metrics of the job shown (cleared when another job is shown).
    Metrics::JobMetrics *jobMetrics() const { return m_metrics; }
    /// Whether the view asked its backend to measure the job's resources now.
    bool isWatchingResources() const { return !m_watchedJob.isEmpty(); }

    /// A shell in `step` (running) in the user's terminal emulator (TerminalLauncher); what
    /// went wrong comes as message().
    void openTerminal(const QString &step);
    /// The job's workspace in the file manager.
    void openWorkspace();
    /// Opens the inspect window of `step` (StepInspectDialog), which asks the backend;
    /// returns it (nullptr without a backend or step, with a message()).
    StepInspectDialog *inspectStep(const QString &step);
    QAction *inspectAction() const { return m_inspectAction; }
    QAction *terminalAction() const { return m_terminalAction; }
    QAction *workspaceAction() const { return m_workspaceAction; }
    /// The header's message while a Docker or Podman job pulls an image: the engine's latest
    /// progress line; empty when no pull is under way.
    static QString pullProgress(const JobSnapshot &s);

Q_SIGNALS:
    /// A step was double-clicked in the table or clicked in the diagram: open its log.
    void stepActivated(const QString &step);
    /// Something for the status bar.
    void message(const QString &text);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    enum Tab { StepsTab, EventsTab };
    /// Sets a tab's text when it differs from what it shows.
    void setTabText(int tab, const QString &text);
    /// The restored or default split, once the splitter has a real height to divide.
    void applySplit();
    void refreshHeader();
    void refreshEvents();
    void installLogWidget();
    void requestPlan();
    /// Opens the metric pattern editor for the job's runtime; saving reads the log again.
    void editMetricPatterns();
    void installLogMetrics();
    /// Starts or stops watchResources after what the view shows now.
    void updateResourceWatch();
    void stopResourceWatch();

    JobSnapshot m_snapshot;
    QPointer<Backend> m_backend;
    std::optional<TrainJob> m_job;
    quint64 m_generation = 0; ///< drops plans that arrive for a job no longer shown
    LogWidgetFactory m_logFactory;

    QLabel *m_title = nullptr;
    QLabel *m_badge = nullptr;
    QLabel *m_subtitle = nullptr;
    QLabel *m_message = nullptr;
    QSplitter *m_splitter = nullptr;
    QByteArray m_pendingSplit;  ///< the user's split, applied by applySplit()
    bool m_splitChosen = false; ///< the user's split is in place: leave it alone
    QTabWidget *m_tabs = nullptr;
    QWidget *m_logArea = nullptr;
    QTableView *m_stepsView = nullptr;
    Models::StepListModel *m_steps = nullptr;
    QTreeWidget *m_events = nullptr;
    DiagramScene *m_scene = nullptr;
    DiagramView *m_diagramView = nullptr;
    JobDiagramController *m_diagram = nullptr;
    QLabel *m_diagramHint = nullptr;
    QWidget *m_logWidget = nullptr;
    Metrics::JobMetrics *m_metrics = nullptr;
    QAction *m_inspectAction = nullptr;
    QAction *m_terminalAction = nullptr;
    QAction *m_workspaceAction = nullptr;
    QTimer *m_durationTick = nullptr; ///< the running job's duration ticks while shown
    MonitorView *m_monitor = nullptr;
    LogMetricsFactory m_logMetricsFactory;
    QObject *m_logMetricsSource = nullptr;
    QPointer<Backend> m_watchedBackend;
    QString m_watchedJob;
    QMetaObject::Connection m_resourcesSampled;
    QMetaObject::Connection m_resourcesUnavailable;
};

} // namespace TrainDeck::Ui
