// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>
#include <optional>

namespace TrainDeck::Diagram {

/// Which text a TextMeasure is asked about; each may use its own font.
enum class TextRole { NodeLabel, EdgeLabel, ClusterTitle };

/// Size of a (possibly multi-line) text in the units the caller draws in.
using TextMeasure = std::function<QSizeF(const QString &text, TextRole role)>;

/// Where an edge runs: a piecewise cubic Bézier (start, then control, control, end per
/// piece), already clipped to the node outlines and shortened for its arrowheads.
struct EdgeGeometry
{
    QList<QPointF> curve;
    QPointF tailTip; ///< where the edge meets its tail's outline
    QPointF headTip; ///< where the edge meets its head's outline
    std::optional<QRectF> labelRect;
};

struct ClusterGeometry
{
    QRectF rect;
    QRectF titleRect;
    int depth = 0; ///< 0 for top-level subgraphs
};

/// The result of GraphvizLayout: every rectangle in one coordinate system with y pointing
/// down and the drawing's top-left corner at `bounds.topLeft()`.
struct DiagramLayout
{
    QRectF bounds;
    QHash<QString, QRectF> nodes;             ///< by node id
    QList<EdgeGeometry> edges;                ///< in Flowchart::edges order
    QHash<QString, ClusterGeometry> clusters; ///< by subgraph id
};

} // namespace TrainDeck::Diagram
