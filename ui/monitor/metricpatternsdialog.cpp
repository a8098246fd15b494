// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/monitor/metricpatternsdialog.h"

#include "libs/metrics/metriclineparser.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <charconv>

namespace TrainDeck::Ui {

using namespace TrainDeck::Metrics;

namespace {

QString number(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return QString::fromLatin1(buf, int(r.ptr - buf));
}

} // namespace

MetricPatternsDialog::MetricPatternsDialog(QString runtime,
                                           MetricPatternStore store,
                                           QWidget *parent)
    : QDialog(parent)
    , m_runtime(std::move(runtime))
    , m_store(std::move(store))
{
    setWindowTitle(tr("Metric patterns for %1").arg(m_runtime));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("Each pattern is a regular expression with a group (?<value>...) around the number, "
           "an optional group (?<step>...), and a metric name or a group (?<name>...)."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("patternTable"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Regular expression")});
    m_table->horizontalHeader()->setSectionResizeMode(RegexColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->setVisible(false);
    layout->addWidget(m_table);

    auto *rowButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add"), this);
    add->setObjectName(QStringLiteral("addPattern"));
    auto *remove = new QPushButton(tr("Remove"), this);
    remove->setObjectName(QStringLiteral("removePattern"));
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addStretch();
    layout->addLayout(rowButtons);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: palette(highlight);"));
    layout->addWidget(m_problem);

    layout->addWidget(new QLabel(tr("Sample log line:"), this));
    m_sample = new QLineEdit(this);
    m_sample->setObjectName(QStringLiteral("sampleLine"));
    m_sample->setPlaceholderText(tr("paste a line of the job's log"));
    layout->addWidget(m_sample);
    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("preview"));
    m_preview->setTextFormat(Qt::PlainText);
    layout->addWidget(m_preview);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &MetricPatternsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, [this] {
        m_table->setCurrentCell(addRow(), NameColumn);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
        revalidate();
    });
    connect(m_table, &QTableWidget::itemChanged, this, &MetricPatternsDialog::revalidate);
    connect(m_sample, &QLineEdit::textChanged, this, &MetricPatternsDialog::updatePreview);

    const auto saved = m_store.patterns(m_runtime);
    if (!saved) {
        m_storeReadable = false;
        m_problemText = saved.error().message;
    } else {
        const QSignalBlocker block(m_table);
        for (const MetricPattern &p : *saved)
            addRow(p.name(), p.pattern());
    }
    revalidate();
    resize(720, 420);
}

int MetricPatternsDialog::addRow(const QString &name, const QString &regex)
{
    const int row = m_table->rowCount();
    {
        const QSignalBlocker block(m_table);
        m_table->insertRow(row);
        m_table->setItem(row, NameColumn, new QTableWidgetItem(name));
        m_table->setItem(row, RegexColumn, new QTableWidgetItem(regex));
    }
    revalidate();
    return row;
}

void MetricPatternsDialog::setRow(int row, const QString &name, const QString &regex)
{
    {
        const QSignalBlocker block(m_table);
        m_table->item(row, NameColumn)->setText(name);
        m_table->item(row, RegexColumn)->setText(regex);
    }
    revalidate();
}

void MetricPatternsDialog::revalidate()
{
    if (!m_storeReadable) {
        m_problem->setText(m_problemText);
        m_buttons->button(QDialogButtonBox::Save)->setEnabled(false);
        updatePreview();
        return;
    }
    const QSignalBlocker block(m_table);
    QList<MetricPattern> valid;
    QString firstProblem;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        QTableWidgetItem *name = m_table->item(row, NameColumn);
        QTableWidgetItem *regex = m_table->item(row, RegexColumn);
        const QString n = name ? name->text() : QString();
        const QString r = regex ? regex->text() : QString();
        QString why;
        if (!n.trimmed().isEmpty() || !r.trimmed().isEmpty()) {
            auto p = MetricPattern::create(n, r);
            if (p)
                valid.append(*p);
            else
                why = p.error().message;
        }
        for (QTableWidgetItem *item : {name, regex}) {
            if (!item)
                continue;
            item->setToolTip(why);
            item->setBackground(why.isEmpty() ? QBrush() : QBrush(QColor(255, 220, 220)));
        }
        if (!why.isEmpty() && firstProblem.isEmpty())
            firstProblem = tr("row %1: %2").arg(row + 1).arg(why);
    }
    m_problemText = firstProblem;
    m_valid = firstProblem.isEmpty() ? valid : QList<MetricPattern>();
    m_problem->setText(m_problemText);
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(canSave());
    updatePreview();
}

void MetricPatternsDialog::updatePreview()
{
    const QString line = m_sample->text();
    if (line.isEmpty()) {
        m_preview->clear();
        return;
    }
    MetricLineParser parser(m_valid);
    const QByteArray bytes = line.toUtf8();
    const MetricLineParser::Parsed parsed = parser.parse(bytes, {}, 0);
    QStringList out;
    for (const MetricSample &s : parsed.samples) {
        out << (s.step >= 0 ? tr("%1 = %2 (step %3)").arg(s.name, number(s.value)).arg(s.step)
                            : tr("%1 = %2").arg(s.name, number(s.value)));
    }
    if (parsed.progress)
        out << tr("progress %1%").arg(number(parsed.progress->percent));
    m_preview->setText(out.isEmpty() ? tr("nothing is read from this line")
                                     : out.join(QLatin1Char('\n')));
}

QString MetricPatternsDialog::problem() const
{
    return m_problemText;
}

QString MetricPatternsDialog::preview() const
{
    return m_preview->text();
}

bool MetricPatternsDialog::canSave() const
{
    return m_storeReadable && m_problemText.isEmpty();
}

void MetricPatternsDialog::setSampleLine(const QString &line)
{
    m_sample->setText(line);
}

void MetricPatternsDialog::accept()
{
    if (!canSave())
        return;
    if (auto r = m_store.setPatterns(m_runtime, m_valid); !r) {
        m_problemText = r.error().message;
        m_problem->setText(m_problemText);
        return;
    }
    QDialog::accept();
}

} // namespace TrainDeck::Ui
