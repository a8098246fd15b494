// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QColor>
#include <QHash>
#include <QIconEngine>

namespace TrainDeck::Ui {

/// Draws one of ThemedIcon's line icons at the size and scale it is asked for, when it is
/// asked for: an icon that is never shown costs nothing, and start-up does not render every
/// action's icon at every size in advance. Disabled icons are the colour at 35% opacity.
class ThemedIconEngine final : public QIconEngine
{
public:
    ThemedIconEngine(const QString &name, const QColor &color);

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap
    scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override;
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override;
    QIconEngine *clone() const override;
    QString key() const override;
    QString iconName() override { return m_name; }

private:
    QString m_name;
    QColor m_color;
    QHash<quint64, QPixmap> m_cache; ///< by size, scale and mode
};

} // namespace TrainDeck::Ui
