// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"
#include "core/domain/trainjob.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QSplitter;
class QTabWidget;
class QTableView;
class QTreeWidget;

namespace TrainDeck {
class Backend;
}

namespace TrainDeck::Models {
class StepListModel;
}

namespace TrainDeck::Ui {

class DiagramScene;
class DiagramView;
class JobDiagramController;

/// Everything about one job: a header with its status, then its steps, events and
/// architecture view in tabs, and below them the log area ("logArea"), which holds the log
/// panes made through setLogWidgetFactory by whoever owns them.
class JobView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobView)

public:
    using LogWidgetFactory = std::function<QWidget *(const JobSnapshot &)>;

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

    QTabWidget *detailTabs() const { return m_tabs; }
    QWidget *logArea() const { return m_logArea; }
    /// What the log area shows now: the factory's widget, or the placeholder label.
    QWidget *logWidget() const { return m_logWidget; }
    QTableView *stepsView() const { return m_stepsView; }
    Models::StepListModel *steps() const { return m_steps; }
    QTreeWidget *eventsView() const { return m_events; }
    DiagramView *diagramView() const { return m_diagramView; }
    QSplitter *splitter() const { return m_splitter; }
    QString headerText() const;

Q_SIGNALS:
    /// A step was double-clicked in the table or clicked in the diagram: open its log.
    void stepActivated(const QString &step);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refreshHeader();
    void refreshEvents();
    void installLogWidget();
    void requestPlan();

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
};

} // namespace TrainDeck::Ui
