// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/progressdelegate.h"

#include "models/jobtablemodel.h"

#include <QPainter>

#include <algorithm>

namespace TrainDeck::Ui {

ProgressDelegate::ProgressDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{}

void ProgressDelegate::paint(QPainter *painter,
                             const QStyleOptionViewItem &option,
                             const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    const double percent = index.data(Models::JobTableModel::ProgressRole).toDouble();
    if (percent < 0)
        return;
    // A thin bar keeps the text readable on any palette, selected or not.
    const QRect cell = option.rect.adjusted(6, 0, -6, -3);
    const int h = 3;
    const QRect track(cell.left(), cell.bottom() - h + 1, cell.width(), h);
    QColor trackColor = option.palette.color(QPalette::Text);
    trackColor.setAlphaF(0.15);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(trackColor);
    painter->drawRoundedRect(track, 1.5, 1.5);
    QRect fill = track;
    fill.setWidth(int(track.width() * std::clamp(percent, 0.0, 100.0) / 100.0));
    painter->setBrush(option.palette.color(QPalette::Highlight));
    if (option.state & QStyle::State_Selected)
        painter->setBrush(option.palette.color(QPalette::HighlightedText));
    painter->drawRoundedRect(fill, 1.5, 1.5);
    painter->restore();
}

} // namespace TrainDeck::Ui
