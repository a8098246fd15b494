// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/history/historyfilter.h"
#include "libs/history/historyrecord.h"
#include "ui/keyshortcut.h"

#include <QList>
#include <QWidget>

class QAction;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;
class QTimer;
class QToolBar;

namespace TrainDeck::Models {
class HistoryTableModel;
}

namespace TrainDeck::Ui {

/// The run history as a table: a search field and filters (runtime, backend, status, created
/// between two days, a metric's last value between bounds) that are sent as one HistoryFilter
/// ~150 ms after the user stops typing, and the runs the owner answers with (setRecords, then
/// upsertRecord / removeRecords as the store changes). A run its backend no longer lists is
/// marked "gone from backend" and stays.
///
/// The view never reads the store itself: every action is a signal with the selected
/// record(s). Open, Re-run, Clone and Timeline work on one run (Re-run and Clone need the
/// spec it was submitted with); Compare needs two or more; Delete any number.
class HistoryView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryView)

public:
    static constexpr int FilterDelayMs = 150;

    enum ShortcutId { OpenShortcut, RemoveShortcut };
    /// The keys of the history list, as F1 lists them; the view's actions are made from these.
    static QList<KeyShortcut> shortcuts();

    explicit HistoryView(QWidget *parent = nullptr);
    ~HistoryView() override;

    void setRecords(const QList<TrainDeck::History::HistoryRecord> &records);
    void upsertRecord(const TrainDeck::History::HistoryRecord &record);
    void removeRecords(const QList<qint64> &ids);

    /// The pick lists of the runtime and metric filters.
    void setRuntimeNames(const QStringList &names);
    void setMetricNames(const QStringList &names);
    /// Metrics shown as columns (their last value); the filter's metric is shown too.
    void setMetricColumns(const QStringList &metrics);

    /// What the filter widgets say now.
    TrainDeck::History::HistoryFilter filter() const;
    /// Sets the widgets (and emits filterChanged once, after the delay).
    void setFilter(const TrainDeck::History::HistoryFilter &filter);
    void clearFilter();

    /// Delete asks before it emits removeRequested; tests turn that off.
    void setConfirmRemoval(bool confirm) { m_confirmRemoval = confirm; }

    QList<TrainDeck::History::HistoryRecord> selectedRecords() const;
    /// Selects the runs with these ids (others are deselected).
    void selectIds(const QList<qint64> &ids);

    Models::HistoryTableModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }
    QLineEdit *searchField() const { return m_search; }
    QComboBox *runtimeBox() const { return m_runtime; }
    QComboBox *backendBox() const { return m_backend; }
    QComboBox *statusBox() const { return m_status; }
    QDateEdit *fromEdit() const { return m_from; }
    QDateEdit *toEdit() const { return m_to; }
    QComboBox *metricBox() const { return m_metric; }
    QLineEdit *metricMinField() const { return m_metricMin; }
    QLineEdit *metricMaxField() const { return m_metricMax; }
    QAction *openAction() const { return m_open; }
    QAction *rerunAction() const { return m_rerun; }
    QAction *cloneAction() const { return m_clone; }
    QAction *compareAction() const { return m_compare; }
    QAction *timelineAction() const { return m_timeline; }
    QAction *removeAction() const { return m_remove; }
    /// The words shown when there are no rows ("No runs yet…", "No run matches…"); empty
    /// while rows are shown.
    QString emptyText() const;

Q_SIGNALS:
    void filterChanged(const TrainDeck::History::HistoryFilter &filter);
    void openRequested(const TrainDeck::History::HistoryRecord &record);
    void rerunRequested(const TrainDeck::History::HistoryRecord &record);
    void cloneRequested(const TrainDeck::History::HistoryRecord &record);
    void compareRequested(const QList<TrainDeck::History::HistoryRecord> &records);
    void timelineRequested(const TrainDeck::History::HistoryRecord &record);
    void removeRequested(const QList<qint64> &ids);

private:
    void scheduleFilter();
    void emitFilter();
    void updateActions();
    void updateEmptyState();
    void updateMetricColumns();
    void resort();
    void applyColumnWidths();
    void showContextMenu(const QPoint &pos);
    void requestRemoval();

    Models::HistoryTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_empty = nullptr;
    QToolBar *m_toolbar = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_runtime = nullptr;
    QComboBox *m_backend = nullptr;
    QComboBox *m_status = nullptr;
    QDateEdit *m_from = nullptr;
    QDateEdit *m_to = nullptr;
    QComboBox *m_metric = nullptr;
    QLineEdit *m_metricMin = nullptr;
    QLineEdit *m_metricMax = nullptr;
    QAction *m_open = nullptr;
    QAction *m_rerun = nullptr;
    QAction *m_clone = nullptr;
    QAction *m_compare = nullptr;
    QAction *m_timeline = nullptr;
    QAction *m_remove = nullptr;
    QTimer *m_filterTimer = nullptr;
    QStringList m_metricColumns;
    bool m_confirmRemoval = true;
    bool m_settingFilter = false;
};

} // namespace TrainDeck::Ui
