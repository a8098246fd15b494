// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/history/timelineview.h"

#include "models/historytablemodel.h"
#include "models/jobtablemodel.h"
#include "models/steplistmodel.h"
#include "ui/history/ganttview.h"
#include "ui/statuscolors.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

namespace TrainDeck::Ui {

using History::HistoryRecord;
using Models::HistoryTableModel;
using Models::JobTableModel;

namespace {

QList<StepSnapshot> orderedSteps(const JobSnapshot &job)
{
    QList<StepSnapshot> steps = job.steps;
    // Initializers run first; nodes by rank.
    std::stable_sort(steps.begin(), steps.end(), [](const StepSnapshot &a, const StepSnapshot &b) {
        const int ka = a.kind == StepKind::Node ? 2 : int(a.kind);
        const int kb = b.kind == StepKind::Node ? 2 : int(b.kind);
        if (ka != kb)
            return ka < kb;
        return a.rank < b.rank;
    });
    return steps;
}

QString timeText(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QStringLiteral("HH:mm:ss.zzz"))
                       : TimelineView::tr("—");
}

} // namespace

TimelineView::TimelineView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_gantt(new GanttView(this))
{
    m_title->setTextFormat(Qt::PlainText);
    QFont f = m_title->font();
    f.setBold(true);
    m_title->setFont(f);
    m_gantt->setEmptyText(tr("The run has no steps to show"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_gantt, 1);
}

QStringList TimelineView::stepOrder() const
{
    QStringList out;
    for (const StepSnapshot &s : orderedSteps(m_record.job))
        out << s.name;
    return out;
}

void TimelineView::setRecord(const HistoryRecord &record)
{
    m_record = record;
    const JobSnapshot &job = record.job;
    const QPalette pal = palette();
    // What an unfinished bar runs to: the last time the run was seen.
    const QDateTime end = job.finished.isValid() ? job.finished : record.lastSeen;
    const qint64 total = HistoryTableModel::durationSeconds(record);
    m_title->setText(tr("%1 — %2, %3 node(s)%4")
                         .arg(job.name,
                              JobTableModel::statusText(job.status),
                              QString::number(job.numNodes),
                              total >= 0 ? tr(", ran %1").arg(JobTableModel::formatDuration(total))
                                         : QString()));

    QList<GanttView::Row> rows;
    GanttView::Row jobRow;
    jobRow.label = job.name;
    jobRow.detail = JobTableModel::statusText(job.status);
    const QColor jobColor = StatusColors::color(job.status, pal);
    if (job.created.isValid() && job.started.isValid())
        jobRow.segments.append(
            {job.created,
             job.started,
             jobColor,
             tr("Created %1, waiting until %2").arg(timeText(job.created), timeText(job.started)),
             true});
    if (job.started.isValid())
        jobRow.segments.append({job.started,
                                end,
                                jobColor,
                                tr("%1: started %2, ended %3")
                                    .arg(JobTableModel::statusText(job.status),
                                         timeText(job.started),
                                         timeText(job.finished)),
                                false});
    rows.append(jobRow);

    for (const StepSnapshot &s : orderedSteps(job)) {
        GanttView::Row row;
        row.label = s.name;
        const QColor color = StatusColors::color(s.state, pal);
        QString detail = Models::StepListModel::stateText(s.state);
        if (s.startedAt.isValid() && s.finishedAt.isValid())
            detail
                += tr(" · %1").arg(JobTableModel::formatDuration(s.startedAt.secsTo(s.finishedAt)));
        if (s.exitCode)
            detail += tr(" · exit %1").arg(*s.exitCode);
        row.detail = detail;
        if (job.created.isValid() && s.startedAt.isValid() && job.created < s.startedAt)
            row.segments.append({job.created,
                                 s.startedAt,
                                 color,
                                 tr("%1 waited from %2 to %3")
                                     .arg(s.name, timeText(job.created), timeText(s.startedAt)),
                                 true});
        if (s.startedAt.isValid()) {
            QString tip = tr("%1: %2\nstarted %3\nended %4")
                              .arg(s.name,
                                   Models::StepListModel::stateText(s.state),
                                   timeText(s.startedAt),
                                   timeText(s.finishedAt));
            if (!s.message.isEmpty())
                tip += u'\n' + s.message;
            row.segments.append(
                {s.startedAt, s.finishedAt.isValid() ? s.finishedAt : end, color, tip, false});
        }
        rows.append(row);
    }

    QList<GanttView::Marker> markers;
    for (const JobEvent &e : job.events) {
        if (!e.time.isValid())
            continue;
        QString tip = timeText(e.time);
        if (!e.object.isEmpty())
            tip += tr(" — %1").arg(e.object);
        if (!e.reason.isEmpty())
            tip += tr(" — %1").arg(e.reason);
        if (!e.message.isEmpty())
            tip += u'\n' + e.message;
        markers.append(
            {e.time,
             tip,
             StatusColors::color(e.warning ? StatusColors::Tone::Warning : StatusColors::Tone::Busy,
                                 pal)});
    }
    m_gantt->setRows(rows);
    m_gantt->setMarkers(markers);
}

} // namespace TrainDeck::Ui
