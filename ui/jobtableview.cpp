// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/jobtableview.h"

#include "models/jobtablemodel.h"
#include "ui/headerfit.h"
#include "ui/progressdelegate.h"
#include "ui/statusbadgedelegate.h"
#include "ui/themedicon.h"

#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QTimer>
#include <algorithm>

namespace TrainDeck::Ui {

using Models::JobTableModel;

JobTableView::JobTableView(QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("jobsTable"));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several at once for Delete, Cancel and Re-run (JobActions); the job view shows the
    // current one.
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSortingEnabled(true);
    setShowGrid(false);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Rows are read-only and chosen with the arrow keys: Tab moves on to the job view, as in
    // every other list of the window, instead of walking the cells.
    setTabKeyNavigation(false);
    setTextElideMode(Qt::ElideRight);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 14);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setSectionsMovable(true);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    horizontalHeader()->setStretchLastSection(false);
    setItemDelegateForColumn(JobTableModel::StatusColumn,
                             new StatusBadgeDelegate(StatusBadgeDelegate::Source::JobStatus, this));
    setItemDelegateForColumn(JobTableModel::ProgressColumn, new ProgressDelegate(this));
}

void JobTableView::setModel(QAbstractItemModel *model)
{
    if (QAbstractItemModel *old = this->model())
        disconnect(old, nullptr, this, nullptr);
    QTableView::setModel(model);
    if (!m_madeByCheck) {
        m_madeByCheck = new QTimer(this);
        m_madeByCheck->setSingleShot(true);
        m_madeByCheck->setInterval(0);
        connect(m_madeByCheck, &QTimer::timeout, this, &JobTableView::updateMadeByColumn);
    }
    if (!model)
        return;
    const auto check = [this] {
        m_madeByCheck->start();
    };
    connect(model, &QAbstractItemModel::rowsInserted, this, check);
    connect(model, &QAbstractItemModel::rowsRemoved, this, check);
    connect(model, &QAbstractItemModel::modelReset, this, check);
    connect(model, &QAbstractItemModel::layoutChanged, this, check);
    connect(model,
            &QAbstractItemModel::dataChanged,
            this,
            [this](const QModelIndex &from, const QModelIndex &to) {
                if (from.column() <= JobTableModel::MadeByColumn
                    && to.column() >= JobTableModel::MadeByColumn)
                    m_madeByCheck->start();
            });
    updateMadeByColumn();
}

void JobTableView::updateMadeByColumn()
{
    const QAbstractItemModel *m = model();
    if (!m || m->columnCount() <= JobTableModel::MadeByColumn)
        return;
    const QString ours = JobTableModel::originText(JobSnapshot::Origin::TrainDeck);
    bool foreign = false;
    for (int r = 0; r < m->rowCount() && !foreign; ++r)
        foreign
            = m->index(r, JobTableModel::MadeByColumn).data(JobTableModel::RawValueRole) != ours;
    setColumnHidden(JobTableModel::MadeByColumn, !foreign);
}

void JobTableView::applyDefaultWidths()
{
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    horizontalHeader()->setSectionResizeMode(JobTableModel::NameColumn, QHeaderView::Stretch);
    // Narrow enough that the stretched Name column keeps a readable width at 1024 px.
    setColumnWidth(JobTableModel::RuntimeColumn, em * 11);
    setColumnWidth(JobTableModel::BackendColumn, em * 10);
    // Wide enough for the widest status badge in the language shown (German "Abgeschlossen"
    // is wider than "Complete"): the badge's dot and padding take about 40 px besides the text.
    int status = em * 9;
    for (JobStatus s : {JobStatus::Created,
                        JobStatus::Running,
                        JobStatus::Complete,
                        JobStatus::Failed,
                        JobStatus::Suspended,
                        JobStatus::Unknown})
        status
            = std::max(status, fontMetrics().horizontalAdvance(JobTableModel::statusText(s)) + 40);
    setColumnWidth(JobTableModel::StatusColumn, status);
    setColumnWidth(JobTableModel::NodesColumn, em * 4);
    setColumnWidth(JobTableModel::AgeColumn, em * 6);
    setColumnWidth(JobTableModel::DurationColumn, em * 6);
    setColumnWidth(JobTableModel::ProgressColumn, em * 7);
    setColumnWidth(JobTableModel::MadeByColumn, em * 8);
    fitHeaderToText(horizontalHeader());
}

void JobTableView::setEmptyText(const QString &title, const QString &detail)
{
    m_emptyTitle = title;
    m_emptyDetail = detail;
    viewport()->update();
}

void JobTableView::paintEvent(QPaintEvent *event)
{
    QTableView::paintEvent(event);
    if (!model() || model()->rowCount() > 0 || m_emptyTitle.isEmpty())
        return;
    QPainter p(viewport());
    const QRect r = viewport()->rect();
    const QColor fg = palette().color(QPalette::PlaceholderText);
    const int icon = 48;
    const QPixmap pm = ThemedIcon::pixmap(QStringLiteral("drop"), fg, icon, devicePixelRatioF());
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    titleFont.setBold(true);
    const int titleH = QFontMetrics(titleFont).height();
    const int detailH = fontMetrics().height() * 2;
    const int total = icon + 10 + titleH + 6 + detailH;
    int y = r.center().y() - total / 2;
    p.drawPixmap(r.center().x() - icon / 2, y, pm);
    y += icon + 10;
    p.setPen(palette().color(QPalette::WindowText));
    p.setFont(titleFont);
    p.drawText(QRect(r.left() + 20, y, r.width() - 40, titleH), Qt::AlignCenter, m_emptyTitle);
    y += titleH + 6;
    p.setPen(fg);
    p.setFont(font());
    p.drawText(QRect(r.left() + 20, y, r.width() - 40, detailH),
               Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
               m_emptyDetail);
}

void JobTableView::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        viewport()->update();
}

} // namespace TrainDeck::Ui
