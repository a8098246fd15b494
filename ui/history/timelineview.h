// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/history/historyrecord.h"

#include <QWidget>

class QLabel;

namespace TrainDeck::Ui {

class GanttView;

/// One run over time: a row for the job and one per step (initializers, then nodes by rank),
/// each waiting (hollow) from the job's creation to the step's start, then a bar to its end
/// coloured by how it ended (ui/statuscolors.h); the job's events as markers on their own
/// lane, their reason and message as tooltips.
class TimelineView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TimelineView)

public:
    explicit TimelineView(QWidget *parent = nullptr);

    void setRecord(const TrainDeck::History::HistoryRecord &record);
    const TrainDeck::History::HistoryRecord &record() const { return m_record; }
    GanttView *gantt() const { return m_gantt; }
    /// The steps in the order their rows are drawn (after the job's own row).
    QStringList stepOrder() const;

private:
    TrainDeck::History::HistoryRecord m_record;
    QLabel *m_title = nullptr;
    GanttView *m_gantt = nullptr;
};

} // namespace TrainDeck::Ui
