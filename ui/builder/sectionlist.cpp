// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/sectionlist.h"

#include <QPainter>

namespace TrainDeck::Ui {

namespace {

constexpr int TitleRole = Qt::UserRole + 1;

QIcon dotIcon(const QColor &colour)
{
    QPixmap pm(16, 16);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawEllipse(QRectF(4, 4, 8, 8));
    return QIcon(pm);
}

} // namespace

SectionList::SectionList(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("sections"));
    setSpacing(2);
    setUniformItemSizes(true);
    setFrameShape(QFrame::NoFrame);
    setIconSize(QSize(16, 16));
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.05);
    setFont(f);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
}

void SectionList::addSection(const QString &title)
{
    auto *item = new QListWidgetItem(title, this);
    item->setData(Qt::UserRole, count() - 1);
    item->setData(TitleRole, title);
    item->setSizeHint(QSize(0, 34));
}

void SectionList::setTitle(int row, const QString &title)
{
    if (QListWidgetItem *i = item(row)) {
        i->setData(TitleRole, title);
        i->setText(title);
    }
}

void SectionList::setProblemCount(int row, int n)
{
    QListWidgetItem *i = item(row);
    if (!i)
        return;
    const QString title = i->data(TitleRole).toString();
    i->setText(n > 0 ? tr("%1 (%2)").arg(title).arg(n) : title);
    i->setIcon(n > 0 ? dotIcon(QColor(0xd3, 0x2f, 0x2f)) : QIcon());
    i->setToolTip(n == 0 ? QString() : tr("%n problem(s) in this section", nullptr, n));
}

void SectionList::fitWidth(const QStringList &titles)
{
    int widest = 0;
    for (const QString &t : titles)
        widest = qMax(widest, fontMetrics().horizontalAdvance(t + QStringLiteral(" (99)")));
    setFixedWidth(widest + iconSize().width() + 36);
}

} // namespace TrainDeck::Ui
