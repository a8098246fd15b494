// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/history/historyfilter.h"
#include "libs/history/historyrecord.h"

#include <QDate>
#include <QWidget>

class QComboBox;
class QDateEdit;
class QLabel;

namespace TrainDeck::Ui {

class GanttView;

/// Every run of one connection on one day: a row per run, in the order they were created,
/// waiting (hollow) from creation to start and then a bar to the end coloured by the run's
/// status. A date picker (with previous/next day) and the connection choose the day; each
/// change is also sent as a HistoryFilter (that connection, that day) for the owner to query.
class DayView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DayView)

public:
    explicit DayView(QWidget *parent = nullptr);

    /// The runs to draw from (any connections, any days); the connections offered follow.
    void setRecords(const QList<TrainDeck::History::HistoryRecord> &records);
    void setDate(const QDate &date);
    QDate date() const;
    void setConnection(const QString &connection);
    QString connection() const;
    /// The runs shown now, in row order.
    QList<TrainDeck::History::HistoryRecord> shownRecords() const { return m_shown; }
    GanttView *gantt() const { return m_gantt; }
    QDateEdit *dateEdit() const { return m_date; }
    QComboBox *connectionBox() const { return m_connection; }

Q_SIGNALS:
    /// The day or connection changed: the runs the owner may want to load.
    void dayChanged(const TrainDeck::History::HistoryFilter &filter);
    /// A row was double-clicked.
    void timelineRequested(const TrainDeck::History::HistoryRecord &record);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void emitDay();

    QList<TrainDeck::History::HistoryRecord> m_records;
    QList<TrainDeck::History::HistoryRecord> m_shown;
    QComboBox *m_connection = nullptr;
    QDateEdit *m_date = nullptr;
    QLabel *m_summary = nullptr;
    GanttView *m_gantt = nullptr;
};

} // namespace TrainDeck::Ui
