// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/history/historyjobdialog.h"

#include "models/historytablemodel.h"
#include "models/jobtablemodel.h"
#include "ui/history/runcurves.h"
#include "ui/history/timelineview.h"
#include "ui/logs/joblogpanes.h"
#include "ui/monitor/monitorchart.h"
#include "ui/text/codehighlighter.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QGridLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

using History::HistoryRecord;
using Models::HistoryTableModel;
using Models::JobTableModel;

namespace {

QPlainTextEdit *codeView(const QString &text, CodeHighlighter::Language language, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    CodeHighlighter::install(edit, language);
    edit->setPlainText(text);
    return edit;
}

QLabel *messageLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace

HistoryJobDialog::HistoryJobDialog(const HistoryRecord &record,
                                   const QList<Metrics::MetricPattern> &patterns,
                                   QWidget *parent)
    : QDialog(parent)
    , m_record(record)
{
    const JobSnapshot &job = record.job;
    setWindowTitle(tr("%1 — run history").arg(job.name));

    auto *summary = new QLabel(this);
    summary->setTextFormat(Qt::PlainText);
    summary->setWordWrap(true);
    QStringList parts{JobTableModel::statusText(job.status),
                      HistoryTableModel::backendText(job),
                      job.runtimeName,
                      tr("%n node(s)", nullptr, job.numNodes)};
    if (job.created.isValid())
        parts << tr("created %1")
                     .arg(QLocale().toString(job.created.toLocalTime(), QLocale::ShortFormat));
    const qint64 d = HistoryTableModel::durationSeconds(record);
    if (d >= 0)
        parts << tr("ran %1").arg(JobTableModel::formatDuration(d));
    if (!record.failedStep.isEmpty())
        parts << tr("%1 failed").arg(record.failedStep);
    if (record.goneFromBackend)
        parts << tr("gone from its backend");
    QString text = parts.join(QStringLiteral(" · "));
    if (!record.lastErrorLine.isEmpty())
        text += u'\n' + record.lastErrorLine;
    summary->setText(text);

    m_tabs = new QTabWidget(this);
    if (record.specYaml.isEmpty()) {
        m_spec = codeView(QString(), CodeHighlighter::Yaml, this);
        m_spec->setPlaceholderText(tr("The spec was not kept: the job was found on its backend, "
                                      "not submitted from TrainDeck."));
    } else {
        m_spec = codeView(record.specYaml, CodeHighlighter::Yaml, this);
    }
    m_tabs->addTab(m_spec, tr("Spec"));

    QString plan = record.planJson;
    const QJsonDocument planDoc = QJsonDocument::fromJson(plan.toUtf8());
    if (!planDoc.isNull())
        plan = QString::fromUtf8(planDoc.toJson(QJsonDocument::Indented));
    m_plan = codeView(plan, CodeHighlighter::Json, this);
    m_plan->setPlaceholderText(tr("No plan was kept for this run."));
    m_tabs->addTab(m_plan, tr("Plan"));

    const QString logDir = record.logDir();
    if (!logDir.isEmpty() && QDir(logDir).exists()) {
        m_logs = new JobLogPanes(logDir, this);
        m_tabs->addTab(m_logs, tr("Logs"));
    } else {
        m_logsMessage = messageLabel(tr("Logs were not archived: the run's log folder is gone "
                                        "and the history kept no copy of it."),
                                     this);
        m_tabs->addTab(m_logsMessage, tr("Logs"));
    }

    m_tabs->addTab(makeMetricsPage(patterns), tr("Metrics"));

    m_timeline = new TimelineView(this);
    m_timeline->setRecord(record);
    m_tabs->addTab(m_timeline, tr("Timeline"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_rerun = buttons->addButton(tr("Re-run"), QDialogButtonBox::ActionRole);
    m_clone = buttons->addButton(tr("Clone into builder"), QDialogButtonBox::ActionRole);
    const bool hasSpec = !record.specYaml.isEmpty();
    m_rerun->setEnabled(hasSpec);
    m_clone->setEnabled(hasSpec);
    if (!hasSpec) {
        const QString why = tr("The run's spec was not kept, so it cannot be run again from here");
        m_rerun->setToolTip(why);
        m_clone->setToolTip(why);
    }
    connect(m_rerun, &QPushButton::clicked, this, [this] { Q_EMIT rerunRequested(m_record); });
    connect(m_clone, &QPushButton::clicked, this, [this] { Q_EMIT cloneRequested(m_record); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(1100, 750);
}

HistoryJobDialog::~HistoryJobDialog() = default;

QString HistoryJobDialog::logsMessage() const
{
    return m_logsMessage ? m_logsMessage->text() : QString();
}

QWidget *HistoryJobDialog::makeMetricsPage(const QList<Metrics::MetricPattern> &patterns)
{
    auto *page = new QWidget(this);
    m_metricTable = new QTableWidget(int(m_record.metrics.size()), 5, page);
    m_metricTable->setHorizontalHeaderLabels(
        {tr("Metric"), tr("Last"), tr("Min"), tr("Max"), tr("Samples")});
    m_metricTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_metricTable->verticalHeader()->hide();
    m_metricTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    for (int r = 0; r < m_record.metrics.size(); ++r) {
        const History::MetricSummary &m = m_record.metrics.at(r);
        const QStringList cells{m.name,
                                HistoryTableModel::formatValue(m.last),
                                HistoryTableModel::formatValue(m.min),
                                HistoryTableModel::formatValue(m.max),
                                QLocale().toString(m.count)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_metricTable->setItem(r, c, item);
        }
    }
    m_metricTable->setMaximumHeight(m_metricTable->horizontalHeader()->sizeHint().height()
                                    + 28 * std::max(1, int(m_record.metrics.size())) + 4);

    m_chartArea = new QWidget(page);
    new QGridLayout(m_chartArea);
    auto *scroll = new QScrollArea(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_chartArea);
    m_curvesMessage = messageLabel(tr("Reading the run's logs…"), page);

    auto *layout = new QVBoxLayout(page);
    if (m_record.metrics.isEmpty())
        m_metricTable->hide();
    layout->addWidget(m_metricTable);
    layout->addWidget(m_curvesMessage);
    layout->addWidget(scroll, 1);

    m_curves = new RunCurves(m_record, patterns, this);
    connect(m_curves, &RunCurves::loaded, this, &HistoryJobDialog::showCurves);
    m_curves->start();
    return page;
}

bool HistoryJobDialog::curvesLoaded() const
{
    return m_curves && m_curves->isLoaded();
}

void HistoryJobDialog::showCurves()
{
    auto *grid = static_cast<QGridLayout *>(m_chartArea->layout());
    const QStringList names = m_curves->metricNames();
    if (!m_curves->problem().isEmpty())
        m_curvesMessage->setText(m_curves->problem());
    else if (names.isEmpty())
        m_curvesMessage->setText(tr("No metric was found in the run's logs."));
    else
        m_curvesMessage->hide();
    int i = 0;
    for (const QString &metric : names) {
        auto *chart = MonitorChart::create(metric, m_chartArea);
        chart->widget()->setMinimumHeight(240);
        const QPointer<RunCurves> curves(m_curves);
        MonitorChart::Line line;
        line.name = m_record.job.name;
        line.node = m_record.job.name;
        // By step when the run's lines carry one, else by seconds since the start.
        const bool byStep = m_curves->byStep(metric) != nullptr;
        line.source = [curves, metric, byStep]() -> const Metrics::MetricSeries * {
            if (!curves)
                return nullptr;
            return byStep ? curves->byStep(metric) : curves->bySeconds(metric);
        };
        chart->setLines({line},
                        MonitorChart::XAxisKind::Step,
                        byStep ? tr("step") : tr("seconds since start"),
                        metric);
        chart->refresh();
        m_charts.insert(metric, chart);
        grid->addWidget(chart->widget(), i / 2, i % 2);
        ++i;
    }
    Q_EMIT metricsLoaded();
}

} // namespace TrainDeck::Ui
