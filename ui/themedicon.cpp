// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/themedicon.h"

#include "ui/themediconengine.h"

#include <QFile>
#include <QHash>
#include <QPainter>
#include <QSvgRenderer>

namespace TrainDeck::Ui {

namespace {

QByteArray svgSource(const QString &name)
{
    static QHash<QString, QByteArray> cache;
    auto it = cache.find(name);
    if (it == cache.end()) {
        QFile f(QStringLiteral(":/icons/%1.svg").arg(name));
        it = cache.insert(name, f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray());
    }
    return *it;
}

} // namespace

QPixmap ThemedIcon::pixmap(const QString &name, const QColor &color, int size, qreal dpr)
{
    QByteArray svg = svgSource(name);
    // Attribute form only: stroke="currentColor" becomes a colour plus its opacity.
    svg.replace("\"currentColor\"",
                "\"" + color.name(QColor::HexRgb).toLatin1() + "\" stroke-opacity=\""
                    + QByteArray::number(color.alphaF(), 'f', 2) + "\"");
    QSvgRenderer renderer(svg);
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    if (renderer.isValid()) {
        QPainter p(&pm);
        renderer.render(&p, QRectF(0, 0, size, size));
    }
    return pm;
}

QIcon ThemedIcon::icon(const QString &name, const QColor &color)
{
    // Drawn when shown, at the size shown (ThemedIconEngine), not at every size now.
    return QIcon(new ThemedIconEngine(name, color));
}

QIcon ThemedIcon::icon(const QString &name, const QPalette &palette)
{
    return icon(name, palette.color(QPalette::WindowText));
}

} // namespace TrainDeck::Ui
