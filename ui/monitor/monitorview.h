// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/metrics/jobmetrics.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;

namespace TrainDeck::Ui {

class MonitorChart;

/// The Monitor tab of one job: its progress with ETA (the progress API's when it reports,
/// else the log's), its training curves (one line per node or their mean, a metric picker, an
/// optional log scale), and per-node resource charts (CPU, memory, network and block I/O)
/// with the GPUs the plan requested. Everything is drawn from a JobMetrics
/// (docs/monitor-tab.md).
///
/// Redraws are throttled: the model's changes are collected and the visible charts refresh
/// at most every RefreshIntervalMs; a hidden view refreshes when it is shown again.
class MonitorView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitorView)

public:
    static constexpr int RefreshIntervalMs = 100; ///< at most 10 redraws a second

    explicit MonitorView(QWidget *parent = nullptr);
    ~MonitorView() override;

    /// The model to draw (not owned); nullptr shows nothing.
    void setMetrics(Metrics::JobMetrics *metrics);
    Metrics::JobMetrics *metrics() const { return m_metrics; }

    /// Redraws now whatever changed (tests, and the first show).
    void refreshNow();

    void setMetric(const QString &metric);
    QString metric() const;
    void setShowMean(bool mean);
    bool showMean() const;
    void setLogScale(bool on);
    bool logScale() const;

    MonitorChart *trainingChart() const { return m_training; }
    MonitorChart *cpuChart() const { return m_cpu; }
    MonitorChart *memoryChart() const { return m_memory; }
    MonitorChart *networkChart() const { return m_network; }
    MonitorChart *blockChart() const { return m_block; }
    QProgressBar *progressBar() const { return m_progress; }
    QString progressText() const;
    QString resourceStateText() const;
    QString gpuText() const;
    int refreshCount() const { return m_refreshes; }

    /// The training chart as shown, as a PNG; its points as CSV (what the buttons save).
    Result<void> exportPng(const QString &path);
    Result<void> exportCsv(const QString &path) const;

    QPushButton *patternsButton() const { return m_patterns; }

    /// "2 min left", "1 h 5 min left", "45 s left".
    static QString etaText(qint64 seconds);

Q_SIGNALS:
    /// The user wants to edit the metric patterns of the job's runtime.
    void patternsRequested();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void onChanged(Metrics::JobMetrics::Changes changes);
    void refresh();
    void refreshMetricList();
    void rebuildTraining();
    void rebuildResources();
    void refreshProgress();
    void refreshResourceState();
    void askExportPng();
    void askExportCsv();

    QPointer<Metrics::JobMetrics> m_metrics;
    Metrics::JobMetrics::Changes m_dirty;
    QStringList m_trainingLines; ///< what the training chart was built for
    QStringList m_resourceNodes;
    int m_refreshes = 0;

    QTimer *m_refreshTimer = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_eta = nullptr;
    QLabel *m_resourceState = nullptr;
    QLabel *m_gpus = nullptr;
    QComboBox *m_metricBox = nullptr;
    QCheckBox *m_mean = nullptr;
    QCheckBox *m_log = nullptr;
    QPushButton *m_resetZoom = nullptr;
    QPushButton *m_exportPng = nullptr;
    QPushButton *m_exportCsv = nullptr;
    QPushButton *m_patterns = nullptr;
    MonitorChart *m_training = nullptr;
    MonitorChart *m_cpu = nullptr;
    MonitorChart *m_memory = nullptr;
    MonitorChart *m_network = nullptr;
    MonitorChart *m_block = nullptr;
};

} // namespace TrainDeck::Ui
