// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/diagram/diagramtheme.h"

#include "core/support/result.h"
#include "libs/diagram/diagramlayout.h"
#include "libs/diagram/flowchart.h"

#include "core/domain/enums.h"

#include <QFont>
#include <QGraphicsScene>
#include <QHash>
#include <QImage>

#include <optional>

namespace TrainDeck::Ui {

class ClusterItem;
class EdgeItem;
class NodeItem;

/// The architecture view's scene: a Flowchart laid out by Graphviz and drawn as items. It
/// holds no job state of its own; a controller (JobDiagramController) pushes step states in
/// with setNodeStatus() and reacts to nodeActivated().
class DiagramScene final : public QGraphicsScene
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DiagramScene)

public:
    explicit DiagramScene(QObject *parent = nullptr);
    ~DiagramScene() override;

    /// Lays `chart` out and rebuilds every item. Node states of ids that still exist are kept.
    Result<void> setFlowchart(const Diagram::Flowchart &chart);
    /// Draws with colours from `palette`: the standard light look on a light palette, the
    /// palette's own base, text and highlight on a dark one (a dark desktop theme), so the
    /// diagram is not a white block in a dark window. Status colours stay as they are: their
    /// dark text on pastel fills reads on either.
    void applyPalette(const QPalette &palette);
    /// The colours items draw with now (DiagramTheme::standard() unless a dark palette).
    const Diagram::DiagramTheme &theme() const { return m_theme; }
    bool isDark() const { return m_dark; }
    const Diagram::Flowchart &flowchart() const { return m_chart; }
    const Diagram::DiagramLayout &layout() const { return m_layout; }

    /// Colours node `nodeId` for `state` and sets its tooltip (plain or rich text). Unknown
    /// ids are remembered and applied if a later chart has them.
    void setNodeStatus(const QString &nodeId, StepState state, const QString &tooltip = {});
    void clearNodeStatus(const QString &nodeId);
    std::optional<StepState> nodeStatus(const QString &nodeId) const;
    /// Where the live part of the diagram is: the bounds of the nodes that carry a status
    /// (the job's steps), or a null rectangle when none does.
    QRectF statusNodesRect() const;

    NodeItem *nodeItem(const QString &id) const { return m_nodeItems.value(id); }
    ClusterItem *clusterItem(const QString &id) const { return m_clusterItems.value(id); }
    const QList<EdgeItem *> &edgeItems() const { return m_edgeItems; }

    /// The whole diagram on white at `scale` device pixels per point.
    QImage renderImage(qreal scale = 2.0);
    Result<void> exportPng(const QString &path, qreal scale = 2.0);
    Result<void> exportSvg(const QString &path);
    QString toMermaid() const;

    QFont nodeFont() const { return m_nodeFont; }
    /// Called by NodeItem on a click.
    void activateNode(const QString &nodeId);

Q_SIGNALS:
    void nodeActivated(const QString &nodeId);
    /// After setFlowchart() rebuilt the items.
    void diagramChanged();

private:
    QSizeF measure(const QString &text, Diagram::TextRole role) const;

    Diagram::Flowchart m_chart;
    Diagram::DiagramLayout m_layout;
    Diagram::DiagramTheme m_theme;
    bool m_dark = false;
    QFont m_nodeFont;
    QFont m_edgeFont;
    QFont m_titleFont;
    QHash<QString, NodeItem *> m_nodeItems;
    QHash<QString, ClusterItem *> m_clusterItems;
    QList<EdgeItem *> m_edgeItems;
    struct Status
    {
        StepState state;
        QString tooltip;
    };
    QHash<QString, Status> m_status;
};

} // namespace TrainDeck::Ui
