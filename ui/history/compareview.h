// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/history/historyrecord.h"
#include "libs/metrics/metricpattern.h"
#include "ui/history/specdiff.h"

#include <QHash>
#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QPlainTextEdit;
class QTableWidget;

namespace TrainDeck::Ui {

class MonitorChart;
class RunCurves;

/// Two or more past runs side by side: one chart per metric with one line per run (legend:
/// the run's name), aligned by training step or by seconds since each run started; a table
/// of what differed in their specs (equal fields hidden unless asked for); and a unified diff
/// of their training scripts against the first run's.
///
/// Curves are read from each run's log folder off the UI thread (RunCurves); the charts fill
/// in as each run's logs are read, and curvesLoaded() says when all were.
class CompareView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareView)

public:
    enum class Alignment { Step, Time };
    Q_ENUM(Alignment)

    explicit CompareView(QWidget *parent = nullptr);
    ~CompareView() override;

    /// The user's metric patterns, used for runs set after this call.
    void setPatterns(const QList<Metrics::MetricPattern> &patterns) { m_patterns = patterns; }
    void setRecords(const QList<TrainDeck::History::HistoryRecord> &records);
    QList<TrainDeck::History::HistoryRecord> records() const { return m_records; }

    Alignment alignment() const { return m_alignment; }
    void setAlignment(Alignment alignment);
    bool showEqualFields() const;
    void setShowEqualFields(bool show);

    bool isLoaded() const;
    /// Metrics any run reported, sorted; one chart each.
    QStringList metrics() const;
    MonitorChart *chart(const QString &metric) const { return m_charts.value(metric); }
    /// Every field of the specs, equal ones included.
    QList<SpecDiff::Row> specRows() const { return m_rows; }
    /// Field names of the rows that differ.
    QStringList differingFields() const;
    QTableWidget *diffTable() const { return m_table; }
    /// The scripts' unified diffs (each run against the first), as shown.
    QString scriptDiff() const;

Q_SIGNALS:
    void curvesLoaded();

private:
    void rebuildCharts();
    void fillTable();
    void fillScriptDiff();
    void onRunLoaded();

    QList<TrainDeck::History::HistoryRecord> m_records;
    QList<Metrics::MetricPattern> m_patterns;
    QList<RunCurves *> m_curves;
    QList<SpecDiff::Row> m_rows;
    QList<std::optional<TrainJob>> m_jobs;
    Alignment m_alignment = Alignment::Step;
    QHash<QString, MonitorChart *> m_charts;
    QComboBox *m_alignBox = nullptr;
    QCheckBox *m_showEqual = nullptr;
    QLabel *m_status = nullptr;
    QWidget *m_chartArea = nullptr;
    QGridLayout *m_chartGrid = nullptr;
    QTableWidget *m_table = nullptr;
    QPlainTextEdit *m_diff = nullptr;
};

} // namespace TrainDeck::Ui
