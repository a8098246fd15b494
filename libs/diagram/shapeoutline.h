// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/diagram/flowchart.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace TrainDeck::Diagram {

struct DiagramTheme;

/// The geometry of each node shape, without Qt Gui: how large a node must be for its label,
/// and its outline as a polygon (curves flattened finely enough that the difference from the
/// drawn curve is below half a point). Edges are clipped against these outlines, so every
/// renderer that draws the same shape sees its edges end exactly on it.
class ShapeOutline final
{
public:
    /// Node size for a label whose text measures `text`.
    static QSizeF nodeSize(NodeShape shape, const QSizeF &text, const DiagramTheme &theme);
    static QList<QPointF> polygon(NodeShape shape, const QRectF &rect, double cornerRadius);
    /// Even-odd point-in-polygon test.
    static bool contains(const QList<QPointF> &polygon, const QPointF &p);
    /// Horizontal inset of slanted and pointed sides, shared with the painters.
    static double slant(NodeShape shape, const QRectF &rect);
    /// Height of a cylinder's top and bottom ellipse halves.
    static double cylinderCap(const QRectF &rect);
    /// The rectangle a label may use inside the shape.
    static QRectF labelRect(NodeShape shape, const QRectF &rect);
};

} // namespace TrainDeck::Diagram
