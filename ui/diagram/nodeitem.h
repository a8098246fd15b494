// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/diagram/flowchart.h"

#include "core/domain/enums.h"

#include <QColor>
#include <QFont>
#include <QGraphicsItem>

#include <optional>

namespace TrainDeck::Ui {

/// One flowchart node: its shape, label and, when it stands for a job step, a status colour
/// and badge. It only reflects what DiagramScene tells it; clicks go back to the scene.
class NodeItem final : public QGraphicsItem
{
public:
    enum { Type = UserType + 1 };

    struct Look
    {
        QColor fill;
        QColor stroke;
        QColor text;
        qreal penWidth = 1.5;
        bool dashed = false;
    };

    NodeItem(const Diagram::Node &node, const QRectF &rect, const Look &look, const QFont &font);

    int type() const override { return Type; }
    QString id() const { return m_id; }
    QString label() const { return m_label; }
    Diagram::NodeShape nodeShape() const { return m_shape; }
    QRectF rect() const { return m_rect; }
    std::optional<StepState> status() const { return m_status; }
    void setStatus(std::optional<StepState> state);

    QRectF boundingRect() const override;
    /// The outline, for hit tests and for edges ending on it.
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /// The outline of `shape` drawn in `rect`, with exact curves.
    static QPainterPath outline(Diagram::NodeShape shape, const QRectF &rect, qreal cornerRadius);

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    void paintBadge(QPainter *painter, StepState state) const;

    QString m_id;
    QString m_label;
    Diagram::NodeShape m_shape;
    QRectF m_rect;
    Look m_look;
    QFont m_font;
    QPainterPath m_outline;
    std::optional<StepState> m_status;
    bool m_hovered = false;
};

} // namespace TrainDeck::Ui
