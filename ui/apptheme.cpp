// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/apptheme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace TrainDeck::Ui {

namespace {

/// The desktop's own look, taken before the first change.
struct Original
{
    QString style;
    QPalette palette;
};

Original &original()
{
    static Original o{QApplication::style()->name(), QApplication::palette()};
    return o;
}

} // namespace

QPalette AppTheme::darkPalette()
{
    QPalette dark;
    const QColor text(0xdf, 0xe1, 0xe5);
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x30));
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
    dark.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    dark.setColor(QPalette::Text, text);
    dark.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    dark.setColor(QPalette::ButtonText, text);
    dark.setColor(QPalette::BrightText, Qt::white);
    dark.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::Link, QColor(0x6c, 0xa6, 0xf0));
    dark.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x90, 0x96));
    dark.setColor(QPalette::ToolTipBase, QColor(0x35, 0x37, 0x3b));
    dark.setColor(QPalette::ToolTipText, text);
    dark.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    dark.setColor(QPalette::Midlight, QColor(0x40, 0x42, 0x46));
    dark.setColor(QPalette::Mid, QColor(0x30, 0x32, 0x35));
    dark.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    dark.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    const QColor disabled(0x7a, 0x7d, 0x82);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(QPalette::Disabled, role, disabled);
    return dark;
}

void AppTheme::apply(Models::Preferences::Theme theme)
{
    const Original &was = original();
    using Theme = Models::Preferences::Theme;
    if (theme == Theme::System) {
        if (QApplication::style()->name() != was.style)
            QApplication::setStyle(QStyleFactory::create(was.style));
        QApplication::setPalette(was.palette);
        return;
    }
    if (QApplication::style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(theme == Theme::Dark ? darkPalette()
                                                  : QApplication::style()->standardPalette());
}

} // namespace TrainDeck::Ui
