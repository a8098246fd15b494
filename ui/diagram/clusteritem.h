// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/diagram/diagramlayout.h"

#include <QFont>
#include <QGraphicsItem>

namespace TrainDeck::Ui {

/// A subgraph's frame and title, behind its nodes.
class ClusterItem final : public QGraphicsItem
{
public:
    enum { Type = UserType + 3 };

    ClusterItem(const QString &id,
                const QString &title,
                const Diagram::ClusterGeometry &geometry,
                const QFont &font);

    int type() const override { return Type; }
    QString id() const { return m_id; }
    QRectF rect() const { return m_geometry.rect; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString m_id;
    QString m_title;
    Diagram::ClusterGeometry m_geometry;
    QFont m_font;
};

} // namespace TrainDeck::Ui
