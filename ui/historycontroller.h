// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/history/historyfilter.h"
#include "libs/history/historyrecord.h"
#include "libs/history/retentionpolicy.h"
#include "ui/history/dayview.h"
#include "ui/history/historyview.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QLabel;
class QTabWidget;
class QTimer;
class QWidget;

namespace TrainDeck::History {
class HistoryRecorder;
class HistoryStore;
} // namespace TrainDeck::History

namespace TrainDeck::Ui {

class AppController;
class MainWindow;

/// Joins the run history to the window: a HistoryRecorder records every connection's jobs into
/// the store; View ▸ Run History opens a window with the runs (HistoryView, queried in the
/// store's worker as the filters change), the day view, and tabs for comparisons and
/// timelines; a run opens in a HistoryJobDialog; Re-run submits the kept spec again on the
/// run's connection and Clone opens it in the builder (AppController). Retention (age, archive
/// size) is applied on request and every few hours, never to a run that still runs.
class HistoryController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryController)

public:
    /// Settings keys of the retention policy (0: no limit).
    static constexpr const char *MaxAgeDaysKey = "history/maxAgeDays";
    static constexpr const char *MaxArchiveMiBKey = "history/maxArchiveMiB";
    static constexpr int PruneIntervalMs = 6 * 3600 * 1000;
    /// How many metrics the list shows as columns.
    static constexpr int MetricColumns = 3;

    HistoryController(MainWindow *window, AppController *app, History::HistoryStore *store);
    ~HistoryController() override;

    History::HistoryStore *store() const { return m_store; }
    History::HistoryRecorder *recorder() const { return m_recorder; }
    /// The history window, once shown.
    QWidget *historyWindow() const { return m_historyWindow; }
    HistoryView *view() const { return m_view; }
    DayView *dayView() const { return m_day; }
    QTabWidget *tabs() const { return m_tabs; }
    /// The last problem said to the user (tests).
    QString lastProblem() const { return m_lastProblem; }

    void showHistory();
    /// Compares runs (by id): their full records are loaded, then a Compare tab opens.
    void compare(const QList<qint64> &ids);
    void showTimeline(qint64 id);
    void open(qint64 id);
    void rerun(const History::HistoryRecord &record);
    void clone(const History::HistoryRecord &record);

    History::RetentionPolicy retentionPolicy() const;
    void setRetentionPolicy(const History::RetentionPolicy &policy);
    /// Applies the retention policy now; the report comes through pruned().
    void pruneNow();

Q_SIGNALS:
    void pruned(const TrainDeck::History::PruneReport &report);
    /// A compare or timeline tab was opened (tests).
    void tabOpened(QWidget *tab);

private:
    void ensureWindow();
    void query(const History::HistoryFilter &filter);
    void queryDay(const History::HistoryFilter &filter);
    void refreshPickLists();
    /// Loads the full records of `ids` (spec, steps, events), then calls `then` with them.
    void withRecords(const QList<qint64> &ids,
                     std::function<void(const QList<History::HistoryRecord> &)> then);
    void editRetention();
    void say(const QString &message);

    MainWindow *m_window;
    AppController *m_app;
    History::HistoryStore *m_store;
    History::HistoryRecorder *m_recorder;
    QTimer *m_pruneTimer;
    QPointer<QWidget> m_historyWindow;
    QPointer<QTabWidget> m_tabs;
    QPointer<HistoryView> m_view;
    QPointer<DayView> m_day;
    QPointer<QLabel> m_status;
    QTimer *m_requery = nullptr; ///< re-asks a filtered list after runs changed; in the window
    quint64 m_queryGeneration = 0;
    QString m_lastProblem;
};

} // namespace TrainDeck::Ui
