// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backendregistry.h"
#include "core/backend/jobsnapshot.h"
#include "core/domain/trainjob.h"
#include "core/files/dropclassifier.h"
#include "models/preferences.h"
#include "ui/shortcutsdialog.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMainWindow>

#include <functional>
#include <optional>

class QAction;
class QLabel;
class QSplitter;
class QStackedWidget;
class QSystemTrayIcon;
class QTreeView;

namespace TrainDeck {
class Backend;
}

namespace TrainDeck::Metrics {
class JobMetrics;
}

namespace TrainDeck::Models {
class JobFilterProxyModel;
class JobProgressTracker;
class JobTableModel;
class StallWatcher;
class RuntimeListModel;
} // namespace TrainDeck::Models

namespace TrainDeck::Ui {

class DesktopNotifier;
class ConnectionManager;
class ConnectionSelector;
class JobActions;
class JobFilterBar;
class JobTableView;
class JobView;
class PreferencesDialog;
class RuntimePanel;

/// The main window: connections, runtimes, jobs and the view of one job or runtime. It only
/// shows and asks: backends are created elsewhere and handed over with addBackend(); the job
/// builder, log panes and other dialogs are plugged in through the signals and
/// setLogWidgetFactory().
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    enum ActionId {
        NewJobAction,
        ImportAction,
        CancelJobAction,
        DeleteJobAction,
        RerunJobAction,
        CloneJobAction,
        FocusFilterAction,
        ClearFilterAction,
        RefreshRuntimesAction,
        RetryConnectionAction,
        ShortcutsAction,
        HistoryAction,
        QuitAction,
        ActionCount
    };
    Q_ENUM(ActionId)

    /// What F1 lists: the window's actions with keys (per menu, then the rest) and the keys
    /// of the log panes, the architecture view and the job builder.
    QList<ShortcutsDialog::Group> shortcutGroups() const;

    /// The one set of drop rules the window and the builder share (core/files).
    using DropKind = DropClassifier::Kind;

    enum DetailPage { HintPage, JobPage, RuntimePage };
    Q_ENUM(DetailPage)

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Adds a connection to the selector, the jobs table and the backend filter. The window
    /// does not start it and does not own it.
    void addBackend(Backend *backend);
    /// How a connection choice becomes a backend (ConnectionSelector::Factory): the app makes
    /// it, keeps it and starts it; the window adds it. Set before addConnectionChoices().
    void setConnectionFactory(std::function<Backend *(const ConnectionChoice &)> factory);
    /// Offers connections whose backend is made only when picked (Kubernetes contexts); the
    /// one selected when the window last closed is picked again.
    void addConnectionChoices(const QList<ConnectionChoice> &choices);
    QList<Backend *> backends() const;
    Backend *currentBackend() const;

    /// Widgets for the log pane area of the job view (one per job shown).
    void setLogWidgetFactory(std::function<QWidget *(const JobSnapshot &)> factory);
    /// What feeds the job view's training metrics (JobView::LogMetricsFactory); kept until
    /// the job view is made.
    void setLogMetricsFactory(
        std::function<QObject *(const JobSnapshot &, Metrics::JobMetrics *)> factory);

    /// Selects the job (on `connection`, or on any) in the table; false when it is not shown.
    bool selectJob(const QString &name, const QString &connection = {});
    /// Selects the job as soon as it appears (jobs arrive after the backend connects).
    void selectJobWhenAvailable(const QString &name);
    std::optional<JobSnapshot> selectedJob() const;
    /// Every selected job (the table selects several), the current one first.
    QList<JobSnapshot> selectedJobs() const;
    bool selectRuntime(const QString &name);

    QAction *action(ActionId id) const { return m_actions[id]; }
    DetailPage detailPage() const;
    QString lastNotification() const { return m_lastNotification; }
    /// Where the last one went besides the status bar: desktop notification, tray, or why
    /// neither.
    QString lastNotificationChannel() const { return m_lastNotificationChannel; }

    Models::JobTableModel *jobModel() const { return m_jobs; }
    Models::JobProgressTracker *progressTracker() const { return m_progressTracker; }
    /// Stalled running jobs: their badge, the count in the title, the notification.
    Models::StallWatcher *stallWatcher() const { return m_stallWatcher; }
    /// Job ▸ Stall Alert… (the selected job's own timeout) and Settings ▸ Stall Alerts… (the
    /// global default).
    QAction *stallAlertAction() const { return m_stallAlertAction; }
    QAction *stallSettingsAction() const { return m_stallSettingsAction; }
    /// The user's preferences (Settings ▸ Preferences…, Ctrl+,), applied as they change.
    Models::Preferences *preferences() const { return m_preferences; }
    QAction *preferencesAction() const { return m_preferencesAction; }
    /// Opens the preferences (not modal); the dialog, for tests.
    PreferencesDialog *showPreferences();
    /// "Job x failed" + "node-0 failed (exit code 1): ValueError: bad shape": the failed
    /// step (the first to fail) and its last error line (Logs::LastErrorLine). Reads the log:
    /// call off the UI thread.
    static QString failureBody(const JobSnapshot &snapshot);
    Models::JobFilterProxyModel *jobProxy() const { return m_proxy; }
    Models::RuntimeListModel *runtimeModel() const { return m_runtimes; }
    JobTableView *jobsTable() const { return m_table; }
    /// The view of the selected job and the panel of the selected runtime, each made when
    /// first asked for (a job or runtime selected, or a caller such as a test): the job
    /// view's tabs and the Monitor tab's charts cost more than the rest of the window, and
    /// start-up does without them (docs/startup.md).
    JobView *jobView();
    RuntimePanel *runtimePanel();
    ConnectionSelector *connectionSelector() const { return m_selector; }
    /// Connection ▸ Add / Edit / Remove and the switch shortcuts.
    ConnectionManager *connectionManager() const { return m_connectionManager; }
    /// Takes back a backend the factory made once its connection is edited or removed.
    void setConnectionDisposer(std::function<void(Backend *)> disposer);
    JobFilterBar *filterBar() const { return m_filterBar; }

    /// Opens files as if they were dropped on the window (a script, YAML, requirements.txt or
    /// a folder: the builder takes them); what is none of these is said in the status bar.
    /// Returns whether any was taken. The desktop's "Open with TrainDeck" comes here.
    bool openPaths(const QStringList &paths);
    /// What a dropped path is, by DropClassifier's rules.
    static DropKind classifyDrop(const QString &path) { return DropClassifier::classify(path); }
    /// "name-r2", "name-r3", ...: the first that no job on `connection` uses.
    QString rerunName(const QString &name, const QString &connection) const;

    void saveSettings() const;

Q_SIGNALS:
    void newJobRequested();
    /// A runtime was double-clicked (or Enter pressed on it): a new job from it.
    void newJobFromRuntimeRequested(const QString &runtime);
    /// The user asked for the run history (View ▸ Run History).
    void historyRequested();
    /// A connection joined the window (addBackend), for those who follow every backend.
    void backendAdded(TrainDeck::Backend *backend);
    /// Open the builder with `job`, to run on `connection` (the job's own); `notice` says
    /// what the user must still do (such as enter secrets the kept job file could not hold),
    /// empty when nothing.
    void cloneRequested(const TrainDeck::TrainJob &job,
                        const QString &notice,
                        const QString &connection);
    /// Clone of a job whose TrainJob file the backend did not keep.
    void cloneSnapshotRequested(const TrainDeck::JobSnapshot &snapshot);
    void scriptDropped(const QString &path);
    void yamlDropped(const QString &path);
    void requirementsDropped(const QString &path);
    void folderDropped(const QString &path);
    /// The job view asks for a step's log (double-click on a step, click in the diagram).
    void stepActivated(const TrainDeck::JobSnapshot &job, const QString &step);
    /// A re-run was submitted: the backend answered with the new job's name.
    void jobResubmitted(const QString &connection, const QString &name);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    QWidget *createJobsPane();
    QWidget *createRuntimesPane();
    void restoreSettings();
    void refreshIcons();
    void refreshRuntimes();
    void refreshActions();
    void refreshEmptyState();
    void refreshSummary();
    void onJobSelectionChanged();
    void onBatchApplied();
    void onJobFinished(const JobSnapshot &snapshot);
    void onJobStalled(const QString &connection, const QString &name, qint64 idleSeconds);
    void refreshStalledCount();
    void editJobStallAlert();
    void editStallSettings();
    void applyPreference(int setting);
    void showDetail(DetailPage page);
    /// Puts the job view or runtime panel, made now, in place of its page's placeholder.
    void setDetailWidget(DetailPage page, QWidget *widget);
    void showShortcuts();
    void importFile();
    /// `event` names which of the preferences' notifications this is: when it is off, the
    /// status bar alone says it.
    void notify(Models::Preferences::Event event,
                const QString &title,
                const QString &body,
                bool failure,
                const QString &connection,
                const QString &job);
    void
    notifyInTray(const QString &title, const QString &body, bool failure, const QString &reason);
    /// Whether a system tray that shows messages is there, asked at most once a minute.
    bool trayAvailable();

    Models::JobTableModel *m_jobs = nullptr;
    Models::JobProgressTracker *m_progressTracker = nullptr;
    Models::StallWatcher *m_stallWatcher = nullptr;
    QAction *m_stallAlertAction = nullptr;
    QAction *m_stallSettingsAction = nullptr;
    Models::Preferences *m_preferences = nullptr;
    QAction *m_preferencesAction = nullptr;
    Models::JobFilterProxyModel *m_proxy = nullptr;
    Models::RuntimeListModel *m_runtimes = nullptr;
    ConnectionSelector *m_selector = nullptr;
    ConnectionManager *m_connectionManager = nullptr;
    JobFilterBar *m_filterBar = nullptr;
    JobTableView *m_table = nullptr;
    QTreeView *m_runtimeList = nullptr;
    QStackedWidget *m_detail = nullptr;
    JobView *m_jobView = nullptr;
    RuntimePanel *m_runtimePanel = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_contentSplitter = nullptr;
    QLabel *m_jobsTitle = nullptr;
    QLabel *m_summary = nullptr;
    QSystemTrayIcon *m_tray = nullptr;
    QElapsedTimer m_trayAsked; ///< since trayAvailable() last asked the display server
    bool m_trayAvailable = false;
    DesktopNotifier *m_notifier = nullptr;
    JobActions *m_jobActions = nullptr;
    QAction *m_actions[ActionCount] = {};
    QString m_selectedKey; ///< JobTableModel::key of the job in the job view
    QString m_pendingSelection;
    QString m_lastConnection; ///< from the settings, selected when that backend joins
    QString m_lastNotification;
    QString m_lastNotificationChannel;
    std::function<QWidget *(const JobSnapshot &)> m_logFactory;
    std::function<QObject *(const JobSnapshot &, Metrics::JobMetrics *)> m_logMetricsFactory;
    QByteArray m_jobViewSplit; ///< from the settings, until the job view is made
};

} // namespace TrainDeck::Ui
