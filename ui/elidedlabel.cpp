// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/elidedlabel.h"

#include <QPainter>
#include <QStyle>
#include <QStyleOption>

namespace TrainDeck::Ui {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
}

void ElidedLabel::setElideMode(Qt::TextElideMode mode)
{
    m_mode = mode;
    update();
}

QString ElidedLabel::shownText() const
{
    return fontMetrics().elidedText(text(), m_mode, contentsRect().width());
}

QSize ElidedLabel::minimumSizeHint() const
{
    // Room for the ellipsis and a little of each end; the layout may give more.
    return {fontMetrics().horizontalAdvance(QStringLiteral("M…M")),
            QLabel::minimumSizeHint().height()};
}

void ElidedLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    QStyleOption option;
    option.initFrom(this);
    style()->drawItemText(&painter,
                          contentsRect(),
                          int(alignment()),
                          option.palette,
                          isEnabled(),
                          shownText(),
                          foregroundRole());
}

} // namespace TrainDeck::Ui
