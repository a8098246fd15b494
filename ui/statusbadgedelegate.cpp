// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/statusbadgedelegate.h"

#include "models/jobtablemodel.h"
#include "models/steplistmodel.h"
#include "ui/statuscolors.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

namespace TrainDeck::Ui {

StatusBadgeDelegate::StatusBadgeDelegate(Source source, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_source(source)
{}

QString StatusBadgeDelegate::stalledText()
{
    return tr("Stalled");
}

bool StatusBadgeDelegate::isStalled(const QModelIndex &index) const
{
    if (m_source != Source::JobStatus)
        return false;
    const QVariant idle = index.data(Models::JobTableModel::StalledRole);
    return idle.isValid() && idle.toLongLong() >= 0;
}

QColor StatusBadgeDelegate::colorFor(const QModelIndex &index, const QPalette &palette) const
{
    // JobTableModel, HistoryTableModel and StepListModel answer CancelledRole (one number).
    if (index.data(Models::JobTableModel::CancelledRole).toBool())
        return StatusColors::color(StatusColors::Tone::Cancelled, palette);
    if (m_source == Source::JobStatus)
        return StatusColors::color(
            index.data(Models::JobTableModel::StatusRole).value<TrainDeck::JobStatus>(), palette);
    return StatusColors::color(
        index.data(Models::StepListModel::StateRole).value<TrainDeck::StepState>(), palette);
}

void StatusBadgeDelegate::paint(QPainter *painter,
                                const QStyleOptionViewItem &option,
                                const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    // A running job that has gone quiet (models/stallwatcher.h) is marked in its badge, in the
    // warning colour; the cell's tooltip says for how long and what its status is.
    const bool stalled = isStalled(index);
    const QString text = stalled ? stalledText() : opt.text;
    opt.text.clear();
    // The row background, selection and focus as the style draws them.
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const QColor color = stalled ? StatusColors::color(StatusColors::Tone::Warning, opt.palette)
                                 : colorFor(index, opt.palette);
    const QFontMetrics fm(opt.font);
    const int pad = 8;
    const int dot = 7;
    const int h = std::min(opt.rect.height() - 6, fm.height() + 4);
    const int w = pad + dot + 6 + fm.horizontalAdvance(text) + pad;
    const QRect badge(opt.rect.left() + 4, opt.rect.center().y() - h / 2 + 1, w, h);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    path.addRoundedRect(QRectF(badge).adjusted(0.5, 0.5, -0.5, -0.5), h / 2.0, h / 2.0);
    painter->fillPath(path, StatusColors::fill(color, opt.palette));
    painter->setPen(QPen(color, 1));
    painter->drawPath(path);
    painter->setPen(Qt::NoPen);
    painter->setBrush(color);
    painter->drawEllipse(
        QRectF(badge.left() + pad, badge.center().y() - dot / 2.0 + 0.5, dot, dot));
    painter->setPen(opt.palette.color(QPalette::Text));
    painter->setFont(opt.font);
    painter->drawText(
        badge.adjusted(pad + dot + 6, 0, -pad, 0), Qt::AlignVCenter | Qt::AlignLeft, text);
    painter->restore();
}

QSize StatusBadgeDelegate::sizeHint(const QStyleOptionViewItem &option,
                                    const QModelIndex &index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.setWidth(s.width() + 36);
    if (isStalled(index)) {
        const QFontMetrics fm(option.font);
        const int wider
            = fm.horizontalAdvance(stalledText()) - fm.horizontalAdvance(index.data().toString());
        s.setWidth(s.width() + qMax(0, wider));
    }
    s.setHeight(std::max(s.height(), QFontMetrics(option.font).height() + 10));
    return s;
}

} // namespace TrainDeck::Ui
