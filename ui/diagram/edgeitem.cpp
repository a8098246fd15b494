// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/diagram/edgeitem.h"

#include "libs/diagram/diagramtheme.h"
#include "libs/diagram/edgeclipper.h"
#include "ui/diagram/diagramscene.h"

#include <QPainter>
#include <QPainterPathStroker>

using namespace TrainDeck::Diagram;

namespace TrainDeck::Ui {

EdgeItem::EdgeItem(const Edge &edge,
                   const EdgeGeometry &geometry,
                   const QColor &colour,
                   const QColor &textColour,
                   qreal width,
                   const QFont &font)
    : m_edge(edge)
    , m_geometry(geometry)
    , m_colour(colour)
    , m_textColour(textColour)
    , m_width(width)
    , m_font(font)
{
    const QList<QPointF> &c = geometry.curve;
    if (!c.isEmpty()) {
        m_path.moveTo(c.first());
        for (int i = 1; i + 2 < c.size(); i += 3)
            m_path.cubicTo(c.at(i), c.at(i + 1), c.at(i + 2));
    }
    QRectF b = m_path.boundingRect();
    b |= QRectF(geometry.tailTip, QSizeF(1, 1));
    b |= QRectF(geometry.headTip, QSizeF(1, 1));
    if (geometry.labelRect)
        b |= geometry.labelRect->adjusted(-6, -3, 6, 3);
    m_bounds = b.adjusted(-8, -8, 8, 8);
    setZValue(1);
    setVisible(edge.stroke != EdgeStroke::Invisible);
}

QRectF EdgeItem::boundingRect() const
{
    return m_bounds;
}

QPainterPath EdgeItem::shape() const
{
    QPainterPathStroker s;
    s.setWidth(8);
    return s.createStroke(m_path);
}

QColor EdgeItem::labelFill() const
{
    const auto *diagram = qobject_cast<const DiagramScene *>(scene());
    return QColor::fromString(diagram ? diagram->theme().edgeLabelFill
                                      : DiagramTheme::standard().edgeLabelFill);
}

QColor EdgeItem::labelStroke() const
{
    const auto *diagram = qobject_cast<const DiagramScene *>(scene());
    return QColor::fromString(diagram ? diagram->theme().clusterStroke
                                      : DiagramTheme::standard().clusterStroke);
}

void EdgeItem::paintEnd(QPainter *p, ArrowHead head, const QPointF &tip, const QPointF &base) const
{
    const DiagramTheme &t = DiagramTheme::standard();
    switch (head) {
    case ArrowHead::None:
        return;
    case ArrowHead::Arrow: {
        p->setPen(QPen(m_colour, 1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->setBrush(m_colour);
        p->drawPolygon(QPolygonF(EdgeClipper::arrowHead(base, tip, t.arrowWidth)));
        return;
    }
    case ArrowHead::Circle:
        p->setPen(QPen(m_colour, m_width));
        p->setBrush(labelFill());
        p->drawEllipse((tip + base) / 2, 3.5, 3.5);
        return;
    case ArrowHead::Cross: {
        const QLineF axis(base, tip);
        const QLineF u = axis.length() > 0 ? axis.unitVector() : QLineF(0, 0, 1, 0);
        const QPointF d = u.p2() - u.p1();
        const QPointF c = tip - d * 5;
        const QPointF a(d.x() * 4 - d.y() * 4, d.y() * 4 + d.x() * 4);
        const QPointF b(d.x() * 4 + d.y() * 4, d.y() * 4 - d.x() * 4);
        p->setPen(QPen(m_colour, 2, Qt::SolidLine, Qt::RoundCap));
        p->drawLine(c - a, c + a);
        p->drawLine(c - b, c + b);
        return;
    }
    }
}

void EdgeItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    QPen pen(m_colour, m_width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    if (m_edge.stroke == EdgeStroke::Dotted)
        pen.setDashPattern({3, 3});
    p->setPen(pen);
    p->setBrush(Qt::NoBrush);
    p->drawPath(m_path);
    const QList<QPointF> &c = m_geometry.curve;
    if (c.size() >= 2) {
        paintEnd(p,
                 m_edge.headHead,
                 m_geometry.headTip,
                 c.constLast() == m_geometry.headTip ? c.at(c.size() - 2) : c.constLast());
        paintEnd(p,
                 m_edge.tailHead,
                 m_geometry.tailTip,
                 c.constFirst() == m_geometry.tailTip ? c.at(1) : c.constFirst());
    }
    if (m_geometry.labelRect) {
        const QRectF r = m_geometry.labelRect->adjusted(-5, -2, 5, 2);
        p->setPen(QPen(labelStroke(), 1));
        QColor fill = labelFill();
        fill.setAlpha(235);
        p->setBrush(fill);
        p->drawRoundedRect(r, 5, 5);
        p->setPen(m_textColour);
        p->setFont(m_font);
        p->drawText(r, Qt::AlignCenter, m_edge.label);
    }
}

} // namespace TrainDeck::Ui
