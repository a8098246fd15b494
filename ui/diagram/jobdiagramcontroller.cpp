// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/diagram/jobdiagramcontroller.h"

#include "ui/diagram/diagramscene.h"

#include <QLoggingCategory>

// Off by default: internal diagnostics never reach users (QT_LOGGING_RULES turns them on).
Q_LOGGING_CATEGORY(lcDiagram, "traindeck.ui.diagram", QtCriticalMsg)

using namespace TrainDeck::Diagram;

namespace TrainDeck::Ui {

namespace {

// The summary node shows the most urgent state among the steps it hides.
StepState summaryState(const QList<StepState> &states)
{
    for (StepState s : {StepState::Failed,
                        StepState::Running,
                        StepState::Unknown,
                        StepState::Created,
                        StepState::Pending}) {
        if (states.contains(s))
            return s;
    }
    return states.isEmpty() ? StepState::Unknown : StepState::Succeeded;
}

} // namespace

JobDiagramController::JobDiagramController(DiagramScene *scene, QObject *parent)
    : QObject(parent)
    , m_scene(scene)
{
    connect(scene, &DiagramScene::nodeActivated, this, &JobDiagramController::onNodeActivated);
}

Result<void> JobDiagramController::setPlan(const JobPlan &plan)
{
    m_plan = plan;
    m_options.expandNodes = false;
    return rebuild();
}

Result<void> JobDiagramController::setExpanded(bool expanded)
{
    m_options.expandNodes = expanded;
    return rebuild();
}

Result<void> JobDiagramController::rebuild()
{
    if (!m_plan || !m_scene)
        return {};
    auto chart = DiagramGenerator::flowchart(*m_plan, m_options);
    if (!chart)
        return chart.error();
    if (auto ok = m_scene->setFlowchart(*chart); !ok)
        return ok;
    if (m_snapshot)
        applySnapshot(*m_snapshot);
    return {};
}

QString JobDiagramController::tooltipFor(const StepSnapshot &s)
{
    QStringList lines;
    lines << QStringLiteral("<b>%1</b> — %2").arg(s.name.toHtmlEscaped(), enumName(s.state));
    if (!s.objectName.isEmpty())
        lines << tr("object: %1").arg(s.objectName.toHtmlEscaped());
    if (!s.image.isEmpty())
        lines << tr("image: %1").arg(s.image.toHtmlEscaped());
    if (s.exitCode)
        lines << tr("exit code: %1").arg(*s.exitCode);
    if (!s.message.isEmpty())
        lines << s.message.toHtmlEscaped();
    lines << tr("<i>click to open the log</i>");
    return lines.join(QStringLiteral("<br>"));
}

void JobDiagramController::applySnapshot(const JobSnapshot &snapshot)
{
    m_snapshot = snapshot;
    if (!m_scene || !m_plan)
        return;
    const QStringList hidden = DiagramGenerator::collapsedSteps(*m_plan, m_options);
    QList<StepState> hiddenStates;
    for (const StepSnapshot &s : snapshot.steps) {
        if (hidden.contains(s.name)) {
            hiddenStates << s.state;
            m_scene->setNodeStatus(s.name, s.state, tooltipFor(s));
            continue;
        }
        m_scene->setNodeStatus(s.name, s.state, tooltipFor(s));
    }
    if (!hidden.isEmpty()) {
        m_scene->setNodeStatus(
            DiagramGenerator::summaryNodeId(),
            summaryState(hiddenStates),
            tr("%n more node(s); click to show them all", nullptr, int(hidden.size())));
    }
}

void JobDiagramController::onNodeActivated(const QString &nodeId)
{
    if (nodeId == DiagramGenerator::summaryNodeId()) {
        if (auto ok = setExpanded(true); !ok)
            qCWarning(lcDiagram, "architecture view: %s", qPrintable(ok.error().message));
        return;
    }
    if (m_plan && m_plan->step(nodeId))
        Q_EMIT stepActivated(nodeId);
}

} // namespace TrainDeck::Ui
