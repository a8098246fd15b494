// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/placeholdercontrast.h"

#include <QApplication>
#include <QEvent>
#include <QPalette>

#include <cmath>

namespace TrainDeck::Ui {

namespace {

/// The colour as seen over `base` (placeholders are often Text at half alpha).
QColor over(const QColor &c, const QColor &base)
{
    const qreal a = c.alphaF();
    return QColor::fromRgbF(c.redF() * a + base.redF() * (1 - a),
                            c.greenF() * a + base.greenF() * (1 - a),
                            c.blueF() * a + base.blueF() * (1 - a));
}

qreal luma(const QColor &c)
{
    return 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
}

constexpr qreal MinApart = 0.15;

} // namespace

PlaceholderContrast::PlaceholderContrast(QObject *parent)
    : QObject(parent)
{}

void PlaceholderContrast::install()
{
    if (!qApp || qApp->findChild<PlaceholderContrast *>())
        return;
    auto *self = new PlaceholderContrast(qApp);
    qApp->installEventFilter(self);
    self->apply();
}

bool PlaceholderContrast::isDistinct(const QPalette &palette)
{
    for (auto group : {QPalette::Active, QPalette::Inactive}) {
        const QColor base = palette.color(group, QPalette::Base);
        const qreal hint = luma(over(palette.color(group, QPalette::PlaceholderText), base));
        const qreal text = luma(over(palette.color(group, QPalette::Text), base));
        if (std::abs(hint - text) < MinApart || std::abs(hint - luma(base)) < MinApart)
            return false;
    }
    return true;
}

QPalette PlaceholderContrast::corrected(const QPalette &palette)
{
    if (isDistinct(palette))
        return palette;
    QPalette p = palette;
    for (auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        const QColor base = p.color(group, QPalette::Base);
        const QColor text = over(p.color(group, QPalette::Text), base);
        // Halfway between the two: as far from typed text as from the background.
        p.setColor(group,
                   QPalette::PlaceholderText,
                   QColor::fromRgbF((text.redF() + base.redF()) / 2,
                                    (text.greenF() + base.greenF()) / 2,
                                    (text.blueF() + base.blueF()) / 2));
    }
    return p;
}

bool PlaceholderContrast::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange)
        apply();
    return QObject::eventFilter(watched, event);
}

void PlaceholderContrast::apply()
{
    const QPalette now = QApplication::palette();
    // Setting a distinct palette changes it again; the second pass finds nothing to do.
    if (!isDistinct(now))
        QApplication::setPalette(corrected(now));
}

} // namespace TrainDeck::Ui
