// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/themediconengine.h"

#include "ui/themedicon.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace TrainDeck::Ui {

ThemedIconEngine::ThemedIconEngine(const QString &name, const QColor &color)
    : m_name(name)
    , m_color(color)
{}

void ThemedIconEngine::paint(QPainter *painter,
                             const QRect &rect,
                             QIcon::Mode mode,
                             QIcon::State state)
{
    const qreal scale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const int side = std::min(rect.width(), rect.height());
    const QPixmap pm = scaledPixmap(QSize(side, side), mode, state, scale);
    const QRect target(
        rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2, side, side);
    painter->drawPixmap(target, pm);
}

QSize ThemedIconEngine::actualSize(const QSize &size, QIcon::Mode, QIcon::State)
{
    // Square line icons: the largest square that fits.
    const int side = std::min(size.width(), size.height());
    return {side, side};
}

QPixmap ThemedIconEngine::pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    return scaledPixmap(size, mode, state, 1.0);
}

QPixmap
ThemedIconEngine::scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State, qreal scale)
{
    const int side = std::max(1, std::min(size.width(), size.height()));
    const int scaled = int(std::lround(scale * 100));
    const quint64 key = (quint64(side) << 32) | (quint64(scaled) << 8) | quint64(mode);
    auto it = m_cache.constFind(key);
    if (it != m_cache.cend())
        return *it;
    QColor color = m_color;
    if (mode == QIcon::Disabled)
        color.setAlphaF(0.35f);
    const QPixmap pm = ThemedIcon::pixmap(m_name, color, side, scale);
    m_cache.insert(key, pm);
    return pm;
}

QList<QSize> ThemedIconEngine::availableSizes(QIcon::Mode, QIcon::State)
{
    // Any size is drawn sharp; these are the ones the toolkit asks for most.
    return {
        QSize(16, 16), QSize(22, 22), QSize(24, 24), QSize(32, 32), QSize(48, 48), QSize(64, 64)};
}

QIconEngine *ThemedIconEngine::clone() const
{
    return new ThemedIconEngine(m_name, m_color);
}

QString ThemedIconEngine::key() const
{
    return QStringLiteral("TrainDeck::ThemedIconEngine");
}

} // namespace TrainDeck::Ui
