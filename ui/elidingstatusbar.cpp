// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/elidingstatusbar.h"

#include <QPaintEvent>
#include <QPainter>
#include <QSizeGrip>
#include <QStyleOption>

#include <algorithm>

namespace TrainDeck::Ui {

namespace {

/// The widgets visible beside a temporary message: QStatusBar hides its normal widgets while
/// one shows, so these are the permanent ones (and the size grip).
QList<QWidget *> visibleChildren(const QStatusBar *bar)
{
    QList<QWidget *> out;
    for (QWidget *w : bar->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly))
        if (w->isVisible() && !w->isWindow())
            out << w;
    return out;
}

} // namespace

ElidingStatusBar::ElidingStatusBar(QWidget *parent)
    : QStatusBar(parent)
{
    connect(this, &QStatusBar::messageChanged, this, [this](const QString &message) {
        setToolTip(message);
    });
}

QRect ElidingStatusBar::messageRect() const
{
    const bool rtl = layoutDirection() == Qt::RightToLeft;
    int left = 6;
    int right = width() - 12;
    for (const QWidget *w : visibleChildren(this)) {
        if (rtl)
            left = std::max(left, w->geometry().right() + 1 + 4);
        else
            right = std::min(right, w->x() - 4);
    }
    return QRect(left, 0, std::max(0, right - left), height());
}

QString ElidingStatusBar::shownMessage() const
{
    const QString message = currentMessage();
    if (message.isEmpty())
        return {};
    // One line: a message with line breaks shows its first.
    const QString line = message.section(QLatin1Char('\n'), 0, 0);
    return fontMetrics().elidedText(line, Qt::ElideRight, messageRect().width());
}

void ElidingStatusBar::paintEvent(QPaintEvent *event)
{
    if (currentMessage().isEmpty())
        return QStatusBar::paintEvent(event);
    // What QStatusBar draws with a message up: the panel, a frame around each visible
    // permanent widget, the message; here the message fits in front of the widgets.
    QPainter p(this);
    QStyleOption panel;
    panel.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &panel, &p, this);
    for (QWidget *w : visibleChildren(this)) {
        if (qobject_cast<QSizeGrip *>(w))
            continue;
        const QRect frame = w->geometry().adjusted(-2, -1, 2, 1);
        if (!event->rect().intersects(frame))
            continue;
        QStyleOption opt;
        opt.rect = frame;
        opt.palette = palette();
        opt.state = QStyle::State_None;
        style()->drawPrimitive(QStyle::PE_FrameStatusBarItem, &opt, &p, w);
    }
    const QRect r = messageRect();
    p.setClipRect(r);
    p.setPen(palette().windowText().color());
    p.drawText(r, Qt::AlignLeading | Qt::AlignVCenter | Qt::TextSingleLine, shownMessage());
}

} // namespace TrainDeck::Ui
