// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/monitor/monitorview.h"

#include "ui/monitor/monitorchart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

using Metrics::JobMetrics;
using Metrics::MetricSeries;

namespace {

constexpr double MiB = 1.0 / (1024 * 1024);
constexpr double KiB = 1.0 / 1024;

} // namespace

MonitorView::MonitorView(QWidget *parent)
    : QWidget(parent)
    , m_refreshTimer(new QTimer(this))
    , m_progress(new QProgressBar(this))
    , m_eta(new QLabel(this))
    , m_resourceState(new QLabel(this))
    , m_gpus(new QLabel(this))
    , m_metricBox(new QComboBox(this))
    , m_mean(new QCheckBox(tr("Mean of nodes"), this))
    , m_log(new QCheckBox(tr("Log scale"), this))
    , m_resetZoom(new QPushButton(tr("Reset zoom"), this))
    , m_exportPng(new QPushButton(tr("Export PNG…"), this))
    , m_exportCsv(new QPushButton(tr("Export CSV…"), this))
    , m_patterns(new QPushButton(tr("Patterns…"), this))
    , m_training(MonitorChart::create(tr("Training"), this))
    , m_cpu(MonitorChart::create(tr("CPU"), this))
    , m_memory(MonitorChart::create(tr("Memory"), this))
    , m_network(MonitorChart::create(tr("Network"), this))
    , m_block(MonitorChart::create(tr("Block I/O"), this))
{
    setObjectName(QStringLiteral("monitorView"));
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(RefreshIntervalMs);
    connect(m_refreshTimer, &QTimer::timeout, this, &MonitorView::refresh);

    m_progress->setObjectName(QStringLiteral("monitorProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true);
    m_eta->setObjectName(QStringLiteral("monitorEta"));
    m_resourceState->setObjectName(QStringLiteral("monitorResourceState"));
    m_resourceState->setWordWrap(true);
    m_resourceState->setForegroundRole(QPalette::PlaceholderText);
    m_gpus->setObjectName(QStringLiteral("monitorGpus"));

    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(new QLabel(tr("Progress"), this));
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_eta);

    m_metricBox->setObjectName(QStringLiteral("monitorMetric"));
    m_metricBox->setMinimumContentsLength(14);
    m_metricBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_mean->setObjectName(QStringLiteral("monitorMean"));
    m_mean->setToolTip(tr("One line: the mean of the nodes' values at each step"));
    m_log->setObjectName(QStringLiteral("monitorLogScale"));
    m_log->setToolTip(tr("Logarithmic y axis; values at or below zero are not drawn"));
    m_resetZoom->setToolTip(tr("Show everything and follow new values (Home)"));
    auto *tools = new QHBoxLayout;
    tools->addWidget(new QLabel(tr("Metric"), this));
    tools->addWidget(m_metricBox);
    tools->addWidget(m_mean);
    tools->addWidget(m_log);
    tools->addStretch(1);
    tools->addWidget(m_resetZoom);
    tools->addWidget(m_exportPng);
    tools->addWidget(m_exportCsv);
    tools->addWidget(m_patterns);

    m_training->widget()->setObjectName(QStringLiteral("trainingChart"));
    m_training->setEmptyText(tr("no training metrics in the logs yet"));
    m_cpu->widget()->setObjectName(QStringLiteral("cpuChart"));
    m_memory->widget()->setObjectName(QStringLiteral("memoryChart"));
    m_network->widget()->setObjectName(QStringLiteral("networkChart"));
    m_block->widget()->setObjectName(QStringLiteral("blockChart"));
    // Four charts share the lower half: legends beside them leave the plots their height.
    for (MonitorChart *c : {m_cpu, m_memory, m_network, m_block})
        c->setLegendAlignment(Qt::AlignRight);

    auto *resources = new QWidget(this);
    auto *grid = new QGridLayout(resources);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(4);
    grid->addWidget(m_cpu->widget(), 0, 0);
    grid->addWidget(m_memory->widget(), 0, 1);
    grid->addWidget(m_network->widget(), 1, 0);
    grid->addWidget(m_block->widget(), 1, 1);

    auto *resourceHeader = new QHBoxLayout;
    resourceHeader->addWidget(m_resourceState, 1);
    resourceHeader->addWidget(m_gpus);

    auto *resourceBox = new QWidget(this);
    auto *resourceLayout = new QVBoxLayout(resourceBox);
    resourceLayout->setContentsMargins(0, 0, 0, 0);
    resourceLayout->addLayout(resourceHeader);
    resourceLayout->addWidget(resources, 1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_training->widget());
    splitter->addWidget(resourceBox);
    splitter->setStretchFactor(0, 5);
    splitter->setStretchFactor(1, 4);
    // The training curves are what the tab is opened for: the larger share at first.
    splitter->setSizes({560, 440});

    // The tools and five charts need more room than the job view's upper half has in a small
    // window; they scroll there instead of making that half (and the window) larger than the
    // logs below it can spare.
    auto *content = new QWidget(this);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(6, 6, 6, 6);
    contentLayout->addLayout(progressRow);
    contentLayout->addLayout(tools);
    contentLayout->addWidget(splitter, 1);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("monitorScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll, 1);

    connect(m_metricBox, &QComboBox::currentTextChanged, this, [this] { rebuildTraining(); });
    connect(m_mean, &QCheckBox::toggled, this, [this] { rebuildTraining(); });
    connect(m_log, &QCheckBox::toggled, m_training->widget(), [this](bool on) {
        m_training->setLogScale(on);
    });
    connect(m_resetZoom, &QPushButton::clicked, this, [this] {
        for (MonitorChart *c : {m_training, m_cpu, m_memory, m_network, m_block})
            c->resetZoom();
    });
    connect(m_exportPng, &QPushButton::clicked, this, &MonitorView::askExportPng);
    connect(m_exportCsv, &QPushButton::clicked, this, &MonitorView::askExportCsv);
    m_patterns->setObjectName(QStringLiteral("monitorPatterns"));
    m_patterns->setToolTip(tr("Teach TrainDeck the metric lines of this job's runtime "
                              "(regular expressions)"));
    connect(m_patterns, &QPushButton::clicked, this, &MonitorView::patternsRequested);

    setMetrics(nullptr);
}

MonitorView::~MonitorView() = default;

void MonitorView::setMetrics(JobMetrics *metrics)
{
    if (m_metrics)
        disconnect(m_metrics, nullptr, this, nullptr);
    m_metrics = metrics;
    m_trainingLines.clear();
    m_resourceNodes.clear();
    m_metricBox->blockSignals(true);
    m_metricBox->clear();
    m_metricBox->blockSignals(false);
    if (m_metrics)
        connect(m_metrics, &JobMetrics::changed, this, &MonitorView::onChanged);
    m_dirty
        = JobMetrics::TrainingChanged | JobMetrics::ProgressChanged | JobMetrics::ResourcesChanged;
    rebuildTraining();
    rebuildResources();
    refreshNow();
}

void MonitorView::onChanged(JobMetrics::Changes changes)
{
    m_dirty |= changes;
    // Not restarted by later changes: a steady stream redraws every interval, never more.
    if (!m_refreshTimer->isActive())
        m_refreshTimer->start();
}

void MonitorView::refreshNow()
{
    m_refreshTimer->stop();
    refresh();
}

void MonitorView::refresh()
{
    // A hidden tab draws nothing; showEvent catches up.
    if (!isVisible() && m_refreshes > 0)
        return;
    const JobMetrics::Changes dirty = std::exchange(m_dirty, {});
    ++m_refreshes;
    if (dirty & JobMetrics::TrainingChanged) {
        refreshMetricList();
        m_training->refresh();
    }
    if (dirty & JobMetrics::ProgressChanged)
        refreshProgress();
    if (dirty & JobMetrics::ResourcesChanged) {
        const QStringList nodes = m_metrics ? m_metrics->resourceNodes() : QStringList{};
        if (nodes != m_resourceNodes)
            rebuildResources();
        for (MonitorChart *c : {m_cpu, m_memory, m_network, m_block})
            c->refresh();
        refreshResourceState();
    }
}

void MonitorView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        m_refreshTimer->start(0);
}

void MonitorView::refreshMetricList()
{
    const QStringList names = m_metrics ? m_metrics->metricNames() : QStringList{};
    QStringList have;
    for (int i = 0; i < m_metricBox->count(); ++i)
        have.append(m_metricBox->itemText(i));
    if (names == have) {
        // New nodes may have reported the metric shown.
        const QString metric = m_metricBox->currentText();
        const QStringList lines = m_metrics ? m_metrics->nodes(metric) : QStringList{};
        if (!m_mean->isChecked() && lines != m_trainingLines)
            rebuildTraining();
        return;
    }
    const QString current = m_metricBox->currentText();
    m_metricBox->blockSignals(true);
    m_metricBox->clear();
    m_metricBox->addItems(names);
    int index = int(names.indexOf(current));
    if (index < 0)
        index = int(names.indexOf(QStringLiteral("loss")));
    m_metricBox->setCurrentIndex(index < 0 && !names.isEmpty() ? 0 : index);
    m_metricBox->blockSignals(false);
    rebuildTraining();
}

void MonitorView::rebuildTraining()
{
    const QString metric = m_metricBox->currentText();
    QList<MonitorChart::Line> lines;
    MonitorChart::XAxisKind xKind = MonitorChart::XAxisKind::Step;
    const QPointer<JobMetrics> model = m_metrics;
    if (m_metrics && !metric.isEmpty()) {
        if (m_mean->isChecked()) {
            lines.append({tr("mean"), tr("mean"), [model, metric]() -> const MetricSeries * {
                              return model ? model->meanSeries(metric) : nullptr;
                          }});
            if (m_metrics->meanXKind(metric) == JobMetrics::XKind::WallTime)
                xKind = MonitorChart::XAxisKind::Time;
            m_trainingLines = {tr("mean")};
        } else {
            m_trainingLines = m_metrics->nodes(metric);
            for (const QString &node : std::as_const(m_trainingLines)) {
                lines.append({node, node, [model, node, metric]() -> const MetricSeries * {
                                  return model ? model->series(node, metric) : nullptr;
                              }});
            }
            if (!m_trainingLines.isEmpty()
                && m_metrics->xKind(m_trainingLines.first(), metric) == JobMetrics::XKind::WallTime)
                xKind = MonitorChart::XAxisKind::Time;
        }
    } else {
        m_trainingLines.clear();
    }
    m_training->setTitle(metric.isEmpty() ? tr("Training") : metric);
    m_training->setLines(lines,
                         xKind,
                         xKind == MonitorChart::XAxisKind::Time ? tr("time") : tr("step"),
                         metric.isEmpty() ? tr("value") : metric);
}

void MonitorView::rebuildResources()
{
    m_resourceNodes = m_metrics ? m_metrics->resourceNodes() : QStringList{};
    const QPointer<JobMetrics> model = m_metrics;
    const auto source = [model](const QString &node, JobMetrics::Resource r) {
        return [model, node, r]() -> const MetricSeries * {
            return model ? model->resourceSeries(node, r) : nullptr;
        };
    };
    QList<MonitorChart::Line> cpu, memory, network, block;
    for (const QString &node : std::as_const(m_resourceNodes)) {
        cpu.append({node, node, source(node, JobMetrics::CpuPercent)});
        memory.append({node, node, source(node, JobMetrics::MemoryBytes), MiB});
        network.append({tr("%1 in").arg(node), node, source(node, JobMetrics::NetworkRxRate), KiB});
        network.append(
            {tr("%1 out").arg(node), node, source(node, JobMetrics::NetworkTxRate), KiB});
        block.append({tr("%1 read").arg(node), node, source(node, JobMetrics::BlockReadRate), KiB});
        block.append(
            {tr("%1 write").arg(node), node, source(node, JobMetrics::BlockWriteRate), KiB});
    }
    const auto time = MonitorChart::XAxisKind::Time;
    m_cpu->setLines(cpu, time, tr("time"), tr("CPU"), tr("%"));
    m_memory->setLines(memory, time, tr("time"), tr("memory"), tr("MiB"));
    m_network->setLines(network, time, tr("time"), tr("network"), tr("KiB/s"));
    m_block->setLines(block, time, tr("time"), tr("block I/O"), tr("KiB/s"));
    refreshResourceState();
}

void MonitorView::refreshProgress()
{
    const JobMetrics::JobProgress p = m_metrics ? m_metrics->progress() : JobMetrics::JobProgress{};
    if (!p.isKnown()) {
        m_progress->setValue(0);
        m_progress->setFormat(tr("not reported"));
        m_eta->setText(
            tr("The job reports no progress (progress API or a progress bar in its log)."));
        return;
    }
    m_progress->setValue(int(std::clamp(p.percent, 0.0, 100.0) * 10));
    m_progress->setFormat(tr("%1 %").arg(QString::number(p.percent, 'f', p.percent < 10 ? 1 : 0)));
    const QString from = p.source == JobMetrics::ProgressSource::ProgressApi
                             ? tr("from the progress API")
                             : tr("from the log");
    m_eta->setText(p.remainingSeconds >= 0 ? tr("%1 · %2").arg(etaText(p.remainingSeconds), from)
                                           : from);
}

QString MonitorView::progressText() const
{
    return m_progress->format() + QStringLiteral(" · ") + m_eta->text();
}

void MonitorView::refreshResourceState()
{
    const QString reason = m_metrics ? m_metrics->resourcesUnavailableReason() : QString();
    if (!reason.isEmpty())
        m_resourceState->setText(tr("Resource metrics unavailable: %1").arg(reason));
    else if (m_resourceNodes.isEmpty())
        m_resourceState->setText(tr("Resource metrics appear while the job runs."));
    else
        m_resourceState->clear();
    m_resourceState->setVisible(!m_resourceState->text().isEmpty());
    for (MonitorChart *c : {m_cpu, m_memory, m_network, m_block})
        c->setEmptyText(reason.isEmpty() ? tr("no samples yet") : reason);

    QStringList gpus;
    for (const QString &node : std::as_const(m_resourceNodes)) {
        const int n = m_metrics->gpus(node);
        if (n > 0)
            gpus << tr("%1: %n GPU(s)", nullptr, n).arg(node);
    }
    m_gpus->setText(gpus.isEmpty()
                        ? (m_resourceNodes.isEmpty() ? QString() : tr("no GPUs requested"))
                        : tr("Requested: %1").arg(gpus.join(QStringLiteral(", "))));
}

QString MonitorView::resourceStateText() const
{
    return m_resourceState->text();
}

QString MonitorView::gpuText() const
{
    return m_gpus->text();
}

void MonitorView::setMetric(const QString &metric)
{
    refreshMetricList();
    m_metricBox->setCurrentText(metric);
}

QString MonitorView::metric() const
{
    return m_metricBox->currentText();
}

void MonitorView::setShowMean(bool mean)
{
    m_mean->setChecked(mean);
}

bool MonitorView::showMean() const
{
    return m_mean->isChecked();
}

void MonitorView::setLogScale(bool on)
{
    m_log->setChecked(on);
}

bool MonitorView::logScale() const
{
    return m_log->isChecked();
}

QString MonitorView::etaText(qint64 seconds)
{
    if (seconds < 60)
        return tr("%1 s left").arg(std::max<qint64>(seconds, 0));
    const qint64 minutes = (seconds + 30) / 60;
    if (minutes < 60)
        return tr("%1 min left").arg(minutes);
    return tr("%1 h %2 min left").arg(minutes / 60).arg(minutes % 60);
}

Result<void> MonitorView::exportPng(const QString &path)
{
    return m_training->exportPng(path);
}

Result<void> MonitorView::exportCsv(const QString &path) const
{
    return m_training->exportCsv(path);
}

void MonitorView::askExportPng()
{
    const QString path = QFileDialog::getSaveFileName(this,
                                                      tr("Export chart as PNG"),
                                                      metric() + QStringLiteral(".png"),
                                                      tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    const Result<void> done = exportPng(path);
    if (!done.ok())
        QMessageBox::warning(this, tr("Export chart"), done.error().message);
}

void MonitorView::askExportCsv()
{
    const QString path = QFileDialog::getSaveFileName(this,
                                                      tr("Export chart as CSV"),
                                                      metric() + QStringLiteral(".csv"),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const Result<void> done = exportCsv(path);
    if (!done.ok())
        QMessageBox::warning(this, tr("Export chart"), done.error().message);
}

} // namespace TrainDeck::Ui
