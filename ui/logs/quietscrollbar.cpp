// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/logs/quietscrollbar.h"

#include <QStyle>
#include <QStyleOptionSlider>

namespace TrainDeck::Ui {

QuietScrollBar::QuietScrollBar(Qt::Orientation orientation, QWidget *parent)
    : QScrollBar(orientation, parent)
{}

QuietScrollBar::Look QuietScrollBar::look() const
{
    QStyleOptionSlider option;
    initStyleOption(&option);
    // The arrows' look may depend on the ends (a style may disable them there).
    return {
        style()->subControlRect(QStyle::CC_ScrollBar, &option, QStyle::SC_ScrollBarSlider, this),
        value() == minimum(),
        value() == maximum()};
}

void QuietScrollBar::sliderChange(SliderChange change)
{
    if (change == SliderOrientationChange || !m_painted) {
        QScrollBar::sliderChange(change);
        return;
    }
    // Compared once the caller is done: a refresh sets the range (the value, no longer at the
    // end, looks different for a moment) and then the value back at the end.
    if (m_comparePending)
        return;
    m_comparePending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_comparePending = false;
            if (look() != m_drawn)
                update();
        },
        Qt::QueuedConnection);
}

void QuietScrollBar::paintEvent(QPaintEvent *event)
{
    m_drawn = look();
    m_painted = true;
    QScrollBar::paintEvent(event);
}

} // namespace TrainDeck::Ui
