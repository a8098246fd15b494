// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QIcon>
#include <QPalette>

namespace TrainDeck::Ui {

/// Line icons from :/icons/<name>.svg drawn in the palette's text colour, so one set of
/// files serves light and dark palettes. The SVGs use stroke="currentColor", which Qt's SVG
/// renderer does not know; it is replaced here before rendering.
class ThemedIcon
{
public:
    static QIcon icon(const QString &name, const QPalette &palette);
    static QIcon icon(const QString &name, const QColor &color);
    static QPixmap pixmap(const QString &name, const QColor &color, int size, qreal dpr = 1.0);
};

} // namespace TrainDeck::Ui
