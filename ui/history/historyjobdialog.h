// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/history/historyrecord.h"
#include "libs/metrics/metricpattern.h"

#include <QDialog>
#include <QHash>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace TrainDeck::Ui {

class JobLogPanes;
class MonitorChart;
class RunCurves;
class TimelineView;

/// One past run: its spec as submitted (read-only YAML), its plan, its logs (the archived
/// folder, else the backend's; "Logs were not archived" when neither exists), its metrics
/// (the history's summary and the curves read again from the logs) and its timeline. Re-run
/// and Clone are signals for the owner, who has the backends and the builder.
class HistoryJobDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryJobDialog)

public:
    explicit HistoryJobDialog(const TrainDeck::History::HistoryRecord &record,
                              const QList<Metrics::MetricPattern> &patterns = {},
                              QWidget *parent = nullptr);
    ~HistoryJobDialog() override;

    const TrainDeck::History::HistoryRecord &record() const { return m_record; }
    QTabWidget *tabs() const { return m_tabs; }
    QPlainTextEdit *specView() const { return m_spec; }
    QPlainTextEdit *planView() const { return m_plan; }
    /// nullptr when the logs were not archived (logsMessage() says so).
    JobLogPanes *logPanes() const { return m_logs; }
    QString logsMessage() const;
    QTableWidget *metricTable() const { return m_metricTable; }
    MonitorChart *chart(const QString &metric) const { return m_charts.value(metric); }
    bool curvesLoaded() const;
    TimelineView *timeline() const { return m_timeline; }
    QPushButton *rerunButton() const { return m_rerun; }
    QPushButton *cloneButton() const { return m_clone; }

Q_SIGNALS:
    void rerunRequested(const TrainDeck::History::HistoryRecord &record);
    void cloneRequested(const TrainDeck::History::HistoryRecord &record);
    /// The curves were read from the logs (or there were none to read).
    void metricsLoaded();

private:
    QWidget *makeMetricsPage(const QList<Metrics::MetricPattern> &patterns);
    void showCurves();

    TrainDeck::History::HistoryRecord m_record;
    QTabWidget *m_tabs = nullptr;
    QPlainTextEdit *m_spec = nullptr;
    QPlainTextEdit *m_plan = nullptr;
    JobLogPanes *m_logs = nullptr;
    QLabel *m_logsMessage = nullptr;
    QTableWidget *m_metricTable = nullptr;
    QWidget *m_chartArea = nullptr;
    QLabel *m_curvesMessage = nullptr;
    RunCurves *m_curves = nullptr;
    QHash<QString, MonitorChart *> m_charts;
    TimelineView *m_timeline = nullptr;
    QPushButton *m_rerun = nullptr;
    QPushButton *m_clone = nullptr;
};

} // namespace TrainDeck::Ui
