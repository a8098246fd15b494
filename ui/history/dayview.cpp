// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/history/dayview.h"

#include "models/historytablemodel.h"
#include "models/jobtablemodel.h"
#include "ui/history/ganttview.h"
#include "ui/statuscolors.h"

#include <QComboBox>
#include <QDateEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace TrainDeck::Ui {

using History::HistoryFilter;
using History::HistoryRecord;
using Models::HistoryTableModel;
using Models::JobTableModel;

DayView::DayView(QWidget *parent)
    : QWidget(parent)
    , m_connection(new QComboBox(this))
    , m_date(new QDateEdit(QDate::currentDate(), this))
    , m_summary(new QLabel(this))
    , m_gantt(new GanttView(this))
{
    m_connection->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    auto *previous = new QToolButton(this);
    previous->setArrowType(Qt::LeftArrow);
    previous->setToolTip(tr("The day before"));
    auto *next = new QToolButton(this);
    next->setArrowType(Qt::RightArrow);
    next->setToolTip(tr("The day after"));
    connect(previous, &QToolButton::clicked, this, [this] { setDate(date().addDays(-1)); });
    connect(next, &QToolButton::clicked, this, [this] { setDate(date().addDays(1)); });
    connect(m_date, &QDateEdit::dateChanged, this, [this] {
        refresh();
        emitDay();
    });
    connect(m_connection, &QComboBox::currentIndexChanged, this, [this] {
        refresh();
        emitDay();
    });
    m_summary->setForegroundRole(QPalette::PlaceholderText);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Connection"), this));
    bar->addWidget(m_connection);
    bar->addSpacing(12);
    bar->addWidget(previous);
    bar->addWidget(m_date);
    bar->addWidget(next);
    bar->addSpacing(12);
    bar->addWidget(m_summary, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_gantt, 1);
    m_gantt->setEventLaneVisible(false);
    m_gantt->viewport()->installEventFilter(this);
    refresh();
}

void DayView::setRecords(const QList<HistoryRecord> &records)
{
    m_records = records;
    QStringList connections;
    for (const HistoryRecord &r : records) {
        if (!connections.contains(r.job.connection))
            connections << r.job.connection;
    }
    connections.sort();
    const QString current = connection();
    {
        const QSignalBlocker block(m_connection);
        m_connection->clear();
        for (const QString &c : std::as_const(connections))
            m_connection->addItem(c.isEmpty() ? tr("(no connection)") : c, c);
        const int i = m_connection->findData(current);
        m_connection->setCurrentIndex(i < 0 ? 0 : i);
    }
    refresh();
}

void DayView::setDate(const QDate &date)
{
    m_date->setDate(date);
}

QDate DayView::date() const
{
    return m_date->date();
}

void DayView::setConnection(const QString &connection)
{
    const int i = m_connection->findData(connection);
    if (i >= 0)
        m_connection->setCurrentIndex(i);
}

QString DayView::connection() const
{
    return m_connection->currentData().toString();
}

void DayView::emitDay()
{
    HistoryFilter f;
    f.connection = connection();
    f.from = date();
    f.to = date();
    Q_EMIT dayChanged(f);
}

void DayView::refresh()
{
    const QString conn = connection();
    const QDate day = date();
    m_shown.clear();
    for (const HistoryRecord &r : std::as_const(m_records)) {
        if (r.job.connection == conn && r.job.created.isValid()
            && r.job.created.toLocalTime().date() == day)
            m_shown.append(r);
    }
    std::stable_sort(
        m_shown.begin(), m_shown.end(), [](const HistoryRecord &a, const HistoryRecord &b) {
            return a.job.created < b.job.created;
        });
    const QPalette pal = palette();
    QList<GanttView::Row> rows;
    int failed = 0;
    for (const HistoryRecord &r : std::as_const(m_shown)) {
        const JobSnapshot &j = r.job;
        failed += j.status == JobStatus::Failed;
        GanttView::Row row;
        row.label = j.name;
        const qint64 d = HistoryTableModel::durationSeconds(r);
        row.detail = JobTableModel::statusText(j.status);
        if (d >= 0)
            row.detail += tr(" · %1").arg(JobTableModel::formatDuration(d));
        if (!r.failedStep.isEmpty())
            row.detail += tr(" · %1 failed").arg(r.failedStep);
        const QColor color = StatusColors::color(j.status, pal);
        const QDateTime end = j.finished.isValid() ? j.finished : r.lastSeen;
        const QString when
            = QLocale().toString(j.created.toLocalTime(), QStringLiteral("HH:mm:ss"));
        if (j.started.isValid() && j.created < j.started)
            row.segments.append({j.created,
                                 j.started,
                                 color,
                                 tr("%1: created %2, waiting").arg(j.name, when),
                                 true});
        if (j.started.isValid())
            row.segments.append({j.started,
                                 end.isValid() ? end : j.started,
                                 color,
                                 tr("%1: %2\ncreated %3, ran %4")
                                     .arg(j.name,
                                          JobTableModel::statusText(j.status),
                                          when,
                                          d >= 0 ? JobTableModel::formatDuration(d) : tr("—")),
                                 false});
        else
            row.segments.append(
                {j.created, j.created, color, tr("%1: never started").arg(j.name), true});
        rows.append(row);
    }
    m_gantt->setEmptyText(conn.isEmpty() && m_records.isEmpty()
                              ? tr("No runs in the history yet")
                              : tr("No run on %1 that day").arg(conn));
    m_gantt->setRows(rows);
    m_summary->setText(rows.isEmpty() ? QString()
                       : failed ? tr("%n run(s), %1 failed", nullptr, int(rows.size())).arg(failed)
                                : tr("%n run(s)", nullptr, int(rows.size())));
}

bool DayView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_gantt->viewport() && event->type() == QEvent::MouseButtonDblClick) {
        const int y = static_cast<QMouseEvent *>(event)->position().toPoint().y();
        const int row = (y - GanttView::AxisHeight - m_gantt->laneHeight()
                         + m_gantt->verticalScrollBar()->value())
                        / GanttView::RowHeight;
        if (y > GanttView::AxisHeight + m_gantt->laneHeight() && row >= 0 && row < m_shown.size())
            Q_EMIT timelineRequested(m_shown.at(row));
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace TrainDeck::Ui
