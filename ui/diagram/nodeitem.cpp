// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/diagram/nodeitem.h"

#include "libs/diagram/diagramtheme.h"
#include "libs/diagram/shapeoutline.h"
#include "ui/diagram/diagramscene.h"

#include <QCursor>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPainterPath>

using namespace TrainDeck::Diagram;

namespace TrainDeck::Ui {

namespace {

constexpr qreal kBadgeRadius = 9;

QPolygonF toPolygon(const QList<QPointF> &pts)
{
    return QPolygonF(pts);
}

} // namespace

NodeItem::NodeItem(const Node &node, const QRectF &rect, const Look &look, const QFont &font)
    : m_id(node.id)
    , m_label(node.label)
    , m_shape(node.shape)
    , m_rect(rect)
    , m_look(look)
    , m_font(font)
    , m_outline(outline(node.shape, rect, DiagramTheme::standard().cornerRadius))
{
    setAcceptHoverEvents(true);
    setCursor(QCursor(Qt::PointingHandCursor));
    // Nodes never move; caching their pixels makes panning and zooming a large job cheap.
    setCacheMode(DeviceCoordinateCache);
    setZValue(2);
}

QPainterPath NodeItem::outline(NodeShape shape, const QRectF &r, qreal radius)
{
    QPainterPath p;
    switch (shape) {
    case NodeShape::Rect:
    case NodeShape::Subroutine:
        p.addRect(r);
        break;
    case NodeShape::Rounded:
        p.addRoundedRect(r, radius, radius);
        break;
    case NodeShape::Stadium:
        p.addRoundedRect(r, r.height() / 2, r.height() / 2);
        break;
    case NodeShape::Circle:
    case NodeShape::DoubleCircle: {
        const qreal d = std::min(r.width(), r.height());
        p.addEllipse(QRectF(r.center().x() - d / 2, r.center().y() - d / 2, d, d));
        break;
    }
    case NodeShape::Cylinder: {
        const qreal cap = ShapeOutline::cylinderCap(r);
        p.moveTo(r.left(), r.top() + cap);
        p.arcTo(QRectF(r.left(), r.top(), r.width(), 2 * cap), 180, -180);
        p.lineTo(r.right(), r.bottom() - cap);
        p.arcTo(QRectF(r.left(), r.bottom() - 2 * cap, r.width(), 2 * cap), 0, -180);
        p.closeSubpath();
        break;
    }
    default:
        p.addPolygon(toPolygon(ShapeOutline::polygon(shape, r, radius)));
        p.closeSubpath();
        break;
    }
    return p;
}

void NodeItem::setStatus(std::optional<StepState> state)
{
    if (m_status == state)
        return;
    m_status = state;
    update();
}

QRectF NodeItem::boundingRect() const
{
    // Room for the pen, the soft shadow below, and the badge over the top-right corner.
    return m_rect.adjusted(-4, -kBadgeRadius - 2, kBadgeRadius + 2, 6);
}

QPainterPath NodeItem::shape() const
{
    return m_outline;
}

void NodeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QColor fill = m_look.fill;
    QColor stroke = m_look.stroke;
    QColor text = m_look.text;
    qreal width = m_look.penWidth;
    if (m_status) {
        const StatusColours c = DiagramTheme::statusColours(*m_status);
        fill = QColor::fromString(c.fill);
        stroke = QColor::fromString(c.stroke);
        text = QColor::fromString(c.text);
        width = std::max<qreal>(width, 2);
    }
    if (m_hovered)
        fill = fill.darker(104);

    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(15, 23, 42, 22));
    painter->drawPath(m_outline.translated(0, 2));

    QPen pen(stroke, m_hovered ? width + 0.8 : width);
    if (m_look.dashed)
        pen.setDashPattern({4, 3});
    pen.setJoinStyle(Qt::RoundJoin);
    painter->setPen(pen);
    painter->setBrush(fill);
    painter->drawPath(m_outline);
    painter->setBrush(Qt::NoBrush);
    if (m_shape == NodeShape::Subroutine) {
        painter->drawLine(
            QLineF(m_rect.left() + 8, m_rect.top(), m_rect.left() + 8, m_rect.bottom()));
        painter->drawLine(
            QLineF(m_rect.right() - 8, m_rect.top(), m_rect.right() - 8, m_rect.bottom()));
    } else if (m_shape == NodeShape::DoubleCircle) {
        const qreal d = std::min(m_rect.width(), m_rect.height()) - 10;
        painter->drawEllipse(
            QRectF(m_rect.center().x() - d / 2, m_rect.center().y() - d / 2, d, d));
    } else if (m_shape == NodeShape::Cylinder) {
        const qreal cap = ShapeOutline::cylinderCap(m_rect);
        painter->drawArc(
            QRectF(m_rect.left(), m_rect.top(), m_rect.width(), 2 * cap), 180 * 16, 180 * 16);
    }

    painter->setFont(m_font);
    painter->setPen(text);
    const QStringList lines = m_label.split(QLatin1Char('\n'));
    // The first line carries the name; further lines are details in a lighter weight.
    const QRectF area = ShapeOutline::labelRect(m_shape, m_rect);
    if (lines.size() == 1) {
        painter->drawText(area, Qt::AlignCenter, m_label);
    } else {
        QFont bold = m_font;
        bold.setWeight(QFont::DemiBold);
        QFont detail = m_font;
        detail.setPixelSize(std::max(9, m_font.pixelSize() - 2));
        const QFontMetricsF fmBold(bold);
        const QFontMetricsF fmDetail(detail);
        const qreal total = fmBold.height() + (lines.size() - 1) * fmDetail.height();
        qreal y = area.center().y() - total / 2;
        painter->setFont(bold);
        painter->drawText(
            QRectF(area.left(), y, area.width(), fmBold.height()), Qt::AlignCenter, lines.first());
        y += fmBold.height();
        painter->setFont(detail);
        QColor soft = text;
        soft.setAlphaF(0.75f);
        painter->setPen(soft);
        for (int i = 1; i < lines.size(); ++i) {
            painter->drawText(QRectF(area.left(), y, area.width(), fmDetail.height()),
                              Qt::AlignCenter,
                              lines.at(i));
            y += fmDetail.height();
        }
    }
    if (m_status)
        paintBadge(painter, *m_status);
}

// A small disc over the top-right corner with a drawn glyph, so the state reads without
// colour too (and without depending on the font having ✓ or ✗).
void NodeItem::paintBadge(QPainter *p, StepState state) const
{
    const StatusColours c = DiagramTheme::statusColours(state);
    const QPointF centre(m_rect.right() - 2, m_rect.top() + 2);
    p->setPen(QPen(Qt::white, 2));
    p->setBrush(QColor::fromString(c.badge));
    p->drawEllipse(centre, kBadgeRadius, kBadgeRadius);
    QPen glyph(Qt::white, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p->setPen(glyph);
    p->setBrush(Qt::NoBrush);
    const qreal s = kBadgeRadius * 0.45;
    switch (state) {
    case StepState::Succeeded: {
        QPainterPath check;
        check.moveTo(centre + QPointF(-s, 0));
        check.lineTo(centre + QPointF(-s * 0.3, s * 0.7));
        check.lineTo(centre + QPointF(s, -s * 0.7));
        p->drawPath(check);
        break;
    }
    case StepState::Failed:
        p->drawLine(centre + QPointF(-s * 0.8, -s * 0.8), centre + QPointF(s * 0.8, s * 0.8));
        p->drawLine(centre + QPointF(-s * 0.8, s * 0.8), centre + QPointF(s * 0.8, -s * 0.8));
        break;
    case StepState::Running: {
        p->setPen(Qt::NoPen);
        p->setBrush(Qt::white);
        const QPolygonF play({centre + QPointF(-s * 0.6, -s),
                              centre + QPointF(s, 0),
                              centre + QPointF(-s * 0.6, s)});
        p->drawPolygon(play);
        break;
    }
    case StepState::Pending:
    case StepState::Created:
        // A clock: waiting to start.
        p->drawLine(centre, centre + QPointF(0, -s));
        p->drawLine(centre, centre + QPointF(s * 0.8, 0));
        break;
    case StepState::Unknown: {
        QFont f = m_font;
        f.setPixelSize(int(kBadgeRadius * 1.3));
        f.setBold(true);
        p->setFont(f);
        p->drawText(QRectF(centre.x() - kBadgeRadius,
                           centre.y() - kBadgeRadius,
                           2 * kBadgeRadius,
                           2 * kBadgeRadius),
                    Qt::AlignCenter,
                    QStringLiteral("?"));
        break;
    }
    }
}

void NodeItem::hoverEnterEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = true;
    update();
}

void NodeItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = false;
    update();
}

void NodeItem::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    // Accept so that the release comes to us and the view does not start a drag.
    event->setAccepted(event->button() == Qt::LeftButton);
}

void NodeItem::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_outline.contains(event->pos()))
        if (auto *s = qobject_cast<DiagramScene *>(scene()))
            s->activateNode(m_id);
}

} // namespace TrainDeck::Ui
