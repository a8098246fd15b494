// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/diagram/diagramlayout.h"
#include "libs/diagram/flowchart.h"

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QPainterPath>

namespace TrainDeck::Ui {

/// One flowchart edge along its Graphviz route, with arrowheads and an optional label.
class EdgeItem final : public QGraphicsItem
{
public:
    enum { Type = UserType + 2 };

    EdgeItem(const Diagram::Edge &edge,
             const Diagram::EdgeGeometry &geometry,
             const QColor &colour,
             const QColor &textColour,
             qreal width,
             const QFont &font);

    int type() const override { return Type; }
    const Diagram::EdgeGeometry &geometry() const { return m_geometry; }
    QString from() const { return m_edge.from; }
    QString to() const { return m_edge.to; }
    QPainterPath path() const { return m_path; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    /// The label box's colours, from the scene's theme.
    QColor labelFill() const;
    QColor labelStroke() const;
    void paintEnd(QPainter *painter,
                  Diagram::ArrowHead head,
                  const QPointF &tip,
                  const QPointF &base) const;

    Diagram::Edge m_edge;
    Diagram::EdgeGeometry m_geometry;
    QColor m_colour;
    QColor m_textColour;
    qreal m_width;
    QFont m_font;
    QPainterPath m_path;
    QRectF m_bounds;
};

} // namespace TrainDeck::Ui
