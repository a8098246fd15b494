// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "diagramlayout.h"
#include "flowchart.h"

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QPainterPath>

namespace TrainDeck::Diagram {

/// One flowchart edge along its Graphviz route, with arrowheads and an optional label.
class EdgeItem final : public QGraphicsItem
{
public:
    enum { Type = UserType + 2 };

    EdgeItem(const Edge &edge,
             const EdgeGeometry &geometry,
             const QColor &colour,
             const QColor &textColour,
             qreal width,
             const QFont &font);

    int type() const override { return Type; }
    const EdgeGeometry &geometry() const { return m_geometry; }
    QString from() const { return m_edge.from; }
    QString to() const { return m_edge.to; }
    QPainterPath path() const { return m_path; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintEnd(QPainter *painter, ArrowHead head, const QPointF &tip, const QPointF &base) const;

    Edge m_edge;
    EdgeGeometry m_geometry;
    QColor m_colour;
    QColor m_textColour;
    qreal m_width;
    QFont m_font;
    QPainterPath m_path;
    QRectF m_bounds;
};

} // namespace TrainDeck::Diagram
