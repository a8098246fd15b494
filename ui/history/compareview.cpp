// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/history/compareview.h"

#include "ui/history/linediff.h"
#include "ui/history/runcurves.h"
#include "ui/monitor/monitorchart.h"
#include "ui/statuscolors.h"
#include "ui/text/monospacefont.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSplitter>
#include <QSyntaxHighlighter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

using History::HistoryRecord;

namespace {

/// Colours a unified diff: additions, removals and hunk headers.
class DiffHighlighter final : public QSyntaxHighlighter
{
public:
    DiffHighlighter(QTextDocument *document, const QPalette &palette)
        : QSyntaxHighlighter(document)
    {
        m_added.setForeground(StatusColors::color(StatusColors::Tone::Good, palette));
        m_added.setBackground(
            StatusColors::fill(StatusColors::color(StatusColors::Tone::Good, palette), palette));
        m_removed.setForeground(StatusColors::color(StatusColors::Tone::Bad, palette));
        m_removed.setBackground(
            StatusColors::fill(StatusColors::color(StatusColors::Tone::Bad, palette), palette));
        m_hunk.setForeground(StatusColors::color(StatusColors::Tone::Busy, palette));
        m_file.setFontWeight(QFont::Bold);
    }

protected:
    void highlightBlock(const QString &text) override
    {
        if (text.startsWith(QLatin1String("+++")) || text.startsWith(QLatin1String("---")))
            setFormat(0, int(text.size()), m_file);
        else if (text.startsWith(u'+'))
            setFormat(0, int(text.size()), m_added);
        else if (text.startsWith(u'-'))
            setFormat(0, int(text.size()), m_removed);
        else if (text.startsWith(QLatin1String("@@")))
            setFormat(0, int(text.size()), m_hunk);
    }

private:
    QTextCharFormat m_added;
    QTextCharFormat m_removed;
    QTextCharFormat m_hunk;
    QTextCharFormat m_file;
};

} // namespace

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
{
    m_alignBox = new QComboBox(this);
    m_alignBox->addItem(tr("Align by step"), QVariant::fromValue(Alignment::Step));
    m_alignBox->addItem(tr("Align by time since start"), QVariant::fromValue(Alignment::Time));
    connect(m_alignBox, &QComboBox::currentIndexChanged, this, [this](int i) {
        setAlignment(m_alignBox->itemData(i).value<Alignment>());
    });
    m_status = new QLabel(this);
    m_status->setForegroundRole(QPalette::PlaceholderText);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Curves:"), this));
    bar->addWidget(m_alignBox);
    bar->addSpacing(12);
    bar->addWidget(m_status, 1);

    m_chartArea = new QWidget(this);
    m_chartGrid = new QGridLayout(m_chartArea);
    m_chartGrid->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_chartArea);

    m_table = new QTableWidget(this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_showEqual = new QCheckBox(tr("Show equal fields"), this);
    connect(m_showEqual, &QCheckBox::toggled, this, &CompareView::fillTable);
    auto *specPage = new QWidget(this);
    auto *specLayout = new QVBoxLayout(specPage);
    specLayout->setContentsMargins(0, 4, 0, 0);
    specLayout->addWidget(m_showEqual);
    specLayout->addWidget(m_table, 1);

    m_diff = new QPlainTextEdit(this);
    m_diff->setReadOnly(true);
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    MonospaceFont::apply(m_diff);
    new DiffHighlighter(m_diff->document(), palette());

    auto *diffPage = new QWidget(this);
    auto *diffLayout = new QVBoxLayout(diffPage);
    diffLayout->setContentsMargins(0, 4, 0, 0);
    auto *diffTitle = new QLabel(tr("Training script, each run against the first"), this);
    diffTitle->setMinimumHeight(m_showEqual->sizeHint().height());
    diffLayout->addWidget(diffTitle);
    diffLayout->addWidget(m_diff, 1);

    // Fields and script side by side: both answer "what did I change?".
    auto *bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(specPage);
    bottom->addWidget(diffPage);
    bottom->setStretchFactor(0, 1);
    bottom->setStretchFactor(1, 1);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(scroll);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({480, 300});

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(split, 1);
}

CompareView::~CompareView() = default;

void CompareView::setRecords(const QList<HistoryRecord> &records)
{
    m_records = records;
    qDeleteAll(m_curves);
    m_curves.clear();
    m_jobs.clear();
    for (const HistoryRecord &r : records) {
        auto job = SpecDiff::parse(r.specYaml);
        m_jobs.append(job.ok() ? std::optional<TrainJob>(*job) : std::nullopt);
    }
    m_rows = SpecDiff::rows(m_jobs);
    fillTable();
    fillScriptDiff();
    for (const HistoryRecord &r : records) {
        auto *curves = new RunCurves(r, m_patterns, this);
        connect(curves, &RunCurves::loaded, this, &CompareView::onRunLoaded);
        m_curves.append(curves);
    }
    rebuildCharts();
    for (RunCurves *c : std::as_const(m_curves))
        c->start();
}

void CompareView::onRunLoaded()
{
    rebuildCharts();
    if (isLoaded())
        Q_EMIT curvesLoaded();
}

bool CompareView::isLoaded() const
{
    return std::all_of(
        m_curves.cbegin(), m_curves.cend(), [](const RunCurves *c) { return c->isLoaded(); });
}

QStringList CompareView::metrics() const
{
    QStringList names;
    for (const RunCurves *c : m_curves) {
        for (const QString &m : c->metricNames()) {
            if (!names.contains(m))
                names << m;
        }
    }
    names.sort();
    return names;
}

void CompareView::setAlignment(Alignment alignment)
{
    if (alignment == m_alignment)
        return;
    m_alignment = alignment;
    {
        const QSignalBlocker block(m_alignBox);
        m_alignBox->setCurrentIndex(m_alignBox->findData(QVariant::fromValue(alignment)));
    }
    rebuildCharts();
}

void CompareView::rebuildCharts()
{
    const QStringList names = metrics();
    // Charts of metrics no run has any more go; the rest are reused (zoom kept).
    for (auto it = m_charts.begin(); it != m_charts.end();) {
        if (!names.contains(it.key())) {
            delete it.value();
            it = m_charts.erase(it);
        } else {
            ++it;
        }
    }
    QStringList problems;
    int loaded = 0;
    for (const RunCurves *c : std::as_const(m_curves)) {
        loaded += c->isLoaded();
        if (!c->problem().isEmpty())
            problems << tr("%1: %2").arg(c->record().job.name, c->problem());
    }
    if (loaded < m_curves.size())
        m_status->setText(
            tr("Reading the logs of %n run(s)…", nullptr, int(m_curves.size() - loaded)));
    else if (!problems.isEmpty())
        m_status->setText(problems.join(QStringLiteral(" · ")));
    else if (names.isEmpty())
        m_status->setText(tr("No metric was found in these runs' logs"));
    else
        m_status->clear();

    const bool byStep = m_alignment == Alignment::Step;
    int index = 0;
    for (const QString &metric : names) {
        MonitorChart *chart = m_charts.value(metric);
        if (!chart) {
            chart = MonitorChart::create(metric, m_chartArea);
            chart->widget()->setMinimumHeight(220);
            m_charts.insert(metric, chart);
        }
        QList<MonitorChart::Line> lines;
        for (const RunCurves *c : std::as_const(m_curves)) {
            if (!c->isLoaded())
                continue;
            const QPointer<const RunCurves> guard(c);
            MonitorChart::Line line;
            line.name = c->record().job.name;
            line.node = c->record().job.name;
            line.source = [guard, metric, byStep]() -> const Metrics::MetricSeries * {
                if (!guard)
                    return nullptr;
                return byStep ? guard->byStep(metric) : guard->bySeconds(metric);
            };
            if (line.source())
                lines.append(line);
        }
        chart->setEmptyText(byStep ? tr("No run reported %1 with a step").arg(metric)
                                   : tr("No run reported %1").arg(metric));
        chart->setLines(lines,
                        MonitorChart::XAxisKind::Step,
                        byStep ? tr("step") : tr("seconds since start"),
                        metric);
        chart->refresh();
        m_chartGrid->addWidget(chart->widget(), index / 2, index % 2);
        ++index;
    }
}

bool CompareView::showEqualFields() const
{
    return m_showEqual->isChecked();
}

void CompareView::setShowEqualFields(bool show)
{
    m_showEqual->setChecked(show);
}

QStringList CompareView::differingFields() const
{
    QStringList out;
    for (const SpecDiff::Row &r : m_rows) {
        if (r.differs)
            out << r.field;
    }
    return out;
}

void CompareView::fillTable()
{
    m_table->clear();
    m_table->setColumnCount(int(m_records.size()));
    QStringList headers;
    for (const HistoryRecord &r : std::as_const(m_records))
        headers << r.job.name;
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(m_rows.size()));
    const QColor changed = StatusColors::fill(
        StatusColors::color(StatusColors::Tone::Warning, palette()), palette());
    QStringList fields;
    for (int row = 0; row < m_rows.size(); ++row) {
        const SpecDiff::Row &r = m_rows.at(row);
        fields << r.field;
        for (int col = 0; col < r.values.size(); ++col) {
            auto *item = new QTableWidgetItem(r.values.at(col));
            item->setToolTip(r.values.at(col));
            if (r.differs) {
                item->setBackground(changed);
                QFont f = item->font();
                f.setBold(col > 0 && r.values.at(col) != r.values.first());
                item->setFont(f);
            }
            m_table->setItem(row, col, item);
        }
        m_table->setRowHidden(row, !r.differs && !m_showEqual->isChecked());
    }
    m_table->setVerticalHeaderLabels(fields);
}

void CompareView::fillScriptDiff()
{
    QString text;
    if (m_jobs.isEmpty() || !m_jobs.first()) {
        text = tr("The first run's spec was not kept: there is no script to compare with.");
    } else {
        const QString base = SpecDiff::script(*m_jobs.first());
        for (int i = 1; i < m_jobs.size(); ++i) {
            const QString nameA = m_records.first().job.name;
            const QString nameB = m_records.at(i).job.name;
            if (!m_jobs.at(i)) {
                text += tr("%1: the spec was not kept\n\n").arg(nameB);
                continue;
            }
            const QString diff
                = LineDiff::unified(base, SpecDiff::script(*m_jobs.at(i)), nameA, nameB);
            text += diff.isEmpty() ? tr("%1 and %2 ran the same script\n\n").arg(nameA, nameB)
                                   : diff + u'\n';
        }
    }
    m_diff->setPlainText(text);
}

QString CompareView::scriptDiff() const
{
    return m_diff->toPlainText();
}

} // namespace TrainDeck::Ui
