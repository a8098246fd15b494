// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/diagram/diagramgenerator.h"

#include "core/backend/jobsnapshot.h"
#include "core/pipeline/jobplan.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace TrainDeck::Ui {

class DiagramScene;

/// Keeps a DiagramScene in step with one job: draws the chart generated from its JobPlan,
/// colours step nodes from each JobSnapshot, expands the collapsed node list when its summary
/// node is clicked, and turns clicks on step nodes into stepActivated() (open the log pane).
class JobDiagramController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobDiagramController)

public:
    explicit JobDiagramController(DiagramScene *scene, QObject *parent = nullptr);

    Result<void> setPlan(const JobPlan &plan);
    void applySnapshot(const JobSnapshot &snapshot);
    bool isExpanded() const { return m_options.expandNodes; }
    Result<void> setExpanded(bool expanded);

    /// Tooltip text for a step: its object, image, state and exit code.
    static QString tooltipFor(const StepSnapshot &step);

Q_SIGNALS:
    void stepActivated(const QString &stepName);

private:
    Result<void> rebuild();
    void onNodeActivated(const QString &nodeId);

    QPointer<DiagramScene> m_scene;
    std::optional<JobPlan> m_plan;
    std::optional<JobSnapshot> m_snapshot;
    Diagram::DiagramGenerator::Options m_options;
};

} // namespace TrainDeck::Ui
