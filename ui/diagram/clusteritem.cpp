// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/diagram/clusteritem.h"

#include "libs/diagram/diagramtheme.h"
#include "ui/diagram/diagramscene.h"

#include <QPainter>

using namespace TrainDeck::Diagram;

namespace TrainDeck::Ui {

ClusterItem::ClusterItem(const QString &id,
                         const QString &title,
                         const ClusterGeometry &geometry,
                         const QFont &font)
    : m_id(id)
    , m_title(title)
    , m_geometry(geometry)
    , m_font(font)
{
    // Outer frames below inner ones, all below edges (1) and nodes (2).
    setZValue(-1 + geometry.depth * 0.01);
    setCacheMode(DeviceCoordinateCache);
}

QRectF ClusterItem::boundingRect() const
{
    return m_geometry.rect.adjusted(-1, -1, 1, 1);
}

void ClusterItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    const auto *diagram = qobject_cast<const DiagramScene *>(scene());
    const DiagramTheme &t = diagram ? diagram->theme() : DiagramTheme::standard();
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(QPen(QColor::fromString(t.clusterStroke), 1.2));
    p->setBrush(QColor::fromString(m_geometry.depth % 2 ? t.clusterFillNested : t.clusterFill));
    p->drawRoundedRect(m_geometry.rect, 10, 10);
    if (!m_title.isEmpty() && !m_geometry.titleRect.isEmpty()) {
        p->setFont(m_font);
        p->setPen(QColor::fromString(t.clusterText));
        p->drawText(
            m_geometry.titleRect.adjusted(-2, 0, 40, 0), Qt::AlignLeft | Qt::AlignVCenter, m_title);
    }
}

} // namespace TrainDeck::Ui
