// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/history/historyview.h"

#include "core/domain/backendtitle.h"
#include "models/historytablemodel.h"
#include "models/jobtablemodel.h"
#include "ui/statusbadgedelegate.h"
#include "ui/themedicon.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleValidator>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

using History::HistoryFilter;
using History::HistoryRecord;
using Models::HistoryTableModel;

static_assert(int(HistoryTableModel::StatusRole) == int(Models::JobTableModel::StatusRole),
              "StatusBadgeDelegate reads JobTableModel::StatusRole");

namespace {

/// The name column: a run its backend forgot is drawn in italics with a "gone from backend"
/// tag after its name, so it stands out without hiding.
class GoneMarkDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    static QString tag() { return HistoryView::tr("gone from backend"); }

    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        if (!index.data(HistoryTableModel::GoneRole).toBool()) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        QStyleOptionViewItem o(option);
        initStyleOption(&o, index);
        o.font.setItalic(true);
        const QString name = o.text;
        o.text.clear();
        const QWidget *w = option.widget;
        QStyle *style = w ? w->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &o, painter, w);
        const QRect r = o.rect.adjusted(4, 0, -4, 0);
        const QFontMetrics fm(o.font);
        QFont small = o.font;
        small.setItalic(false);
        small.setPointSizeF(small.pointSizeF() * 0.85);
        const QFontMetrics sfm(small);
        const int tagWidth = sfm.horizontalAdvance(tag()) + 10;
        painter->save();
        painter->setFont(o.font);
        const bool selected = o.state & QStyle::State_Selected;
        painter->setPen(o.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
        const QString elided = fm.elidedText(name, Qt::ElideRight, r.width() - tagWidth - 6);
        painter->drawText(r, Qt::AlignVCenter | Qt::AlignLeft, elided);
        QRect tagRect(r.left() + fm.horizontalAdvance(elided) + 6,
                      r.center().y() - sfm.height() / 2 - 1,
                      tagWidth,
                      sfm.height() + 2);
        painter->setRenderHint(QPainter::Antialiasing);
        QColor border = o.palette.color(QPalette::Disabled, QPalette::Text);
        painter->setPen(border);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(tagRect, 4, 4);
        painter->setFont(small);
        painter->drawText(tagRect, Qt::AlignCenter, tag());
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize s = QStyledItemDelegate::sizeHint(option, index);
        if (index.data(HistoryTableModel::GoneRole).toBool())
            s.rwidth() += option.fontMetrics.horizontalAdvance(tag()) + 24;
        return s;
    }
};

std::optional<double> parseBound(const QLineEdit *field)
{
    const QString text = field->text().trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    double v = QLocale().toDouble(text, &ok);
    if (!ok)
        v = text.toDouble(&ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

} // namespace

QList<KeyShortcut> HistoryView::shortcuts()
{
    return {
        {tr("Open"),
         {QKeySequence(Qt::Key_Return)},
         tr("Show the run's spec, plan, logs, metrics and timeline")},
        {tr("Delete from history"),
         {QKeySequence(QKeySequence::Delete)},
         tr("Forget the selected runs and their archived logs (the jobs on their backends are "
            "not touched)")},
    };
}

HistoryView::HistoryView(QWidget *parent)
    : QWidget(parent)
    , m_model(new HistoryTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filterTimer(new QTimer(this))
{
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(FilterDelayMs);
    connect(m_filterTimer, &QTimer::timeout, this, &HistoryView::emitFilter);

    // Filters: two rows, so that all of them fit 1280 px without squeezing the search field.
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search runs by name"));
    m_search->setClearButtonEnabled(true);
    m_search->addAction(ThemedIcon::icon(QStringLiteral("filter"), palette()),
                        QLineEdit::LeadingPosition);

    m_runtime = new QComboBox(this);
    m_runtime->addItem(tr("Any runtime"), QString());
    m_runtime->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_backend = new QComboBox(this);
    m_backend->addItem(tr("Any backend"));
    for (BackendKind k :
         {BackendKind::Local, BackendKind::Docker, BackendKind::Podman, BackendKind::Kubernetes})
        m_backend->addItem(backendTitle(k), QVariant::fromValue(k));

    m_status = new QComboBox(this);
    m_status->addItem(tr("Any status"));
    for (JobStatus s : {JobStatus::Created,
                        JobStatus::Running,
                        JobStatus::Complete,
                        JobStatus::Failed,
                        JobStatus::Suspended,
                        JobStatus::Unknown})
        m_status->addItem(Models::JobTableModel::statusText(s), QVariant::fromValue(s));

    // A date edit at its minimum means "no bound" and says so.
    const auto makeDate = [this](const QString &any) {
        auto *d = new QDateEdit(this);
        d->setCalendarPopup(true);
        d->setMinimumDate(QDate(2000, 1, 1));
        d->setSpecialValueText(any);
        d->setDate(d->minimumDate());
        d->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        return d;
    };
    m_from = makeDate(tr("any day"));
    m_to = makeDate(tr("any day"));

    m_metric = new QComboBox(this);
    m_metric->setEditable(true);
    m_metric->setInsertPolicy(QComboBox::NoInsert);
    m_metric->lineEdit()->setPlaceholderText(tr("metric"));
    m_metric->setMinimumContentsLength(10);
    m_metricMin = new QLineEdit(this);
    m_metricMax = new QLineEdit(this);
    for (QLineEdit *e : {m_metricMin, m_metricMax}) {
        auto *v = new QDoubleValidator(e);
        v->setNotation(QDoubleValidator::ScientificNotation);
        e->setValidator(v);
        e->setMaximumWidth(90);
    }
    m_metricMin->setPlaceholderText(tr("min"));
    m_metricMax->setPlaceholderText(tr("max"));
    m_metricMin->setToolTip(tr("Runs whose last value of the metric is at least this"));
    m_metricMax->setToolTip(tr("Runs whose last value of the metric is at most this"));

    auto *row1 = new QHBoxLayout;
    row1->addWidget(m_search, 3);
    row1->addWidget(m_runtime, 1);
    row1->addWidget(m_backend);
    row1->addWidget(m_status);
    auto *row2 = new QHBoxLayout;
    row2->addWidget(new QLabel(tr("Created from"), this));
    row2->addWidget(m_from);
    row2->addWidget(new QLabel(tr("to"), this));
    row2->addWidget(m_to);
    row2->addSpacing(16);
    row2->addWidget(new QLabel(tr("Metric"), this));
    row2->addWidget(m_metric);
    row2->addWidget(m_metricMin);
    row2->addWidget(new QLabel(QStringLiteral("–"), this));
    row2->addWidget(m_metricMax);
    row2->addStretch(1);

    connect(m_search, &QLineEdit::textChanged, this, &HistoryView::scheduleFilter);
    for (QComboBox *c : {m_runtime, m_backend, m_status})
        connect(c, &QComboBox::currentIndexChanged, this, &HistoryView::scheduleFilter);
    connect(m_metric, &QComboBox::currentTextChanged, this, &HistoryView::scheduleFilter);
    connect(m_metric, &QComboBox::currentTextChanged, this, &HistoryView::updateMetricColumns);
    for (QDateEdit *d : {m_from, m_to})
        connect(d, &QDateEdit::dateChanged, this, &HistoryView::scheduleFilter);
    for (QLineEdit *e : {m_metricMin, m_metricMax})
        connect(e, &QLineEdit::textChanged, this, &HistoryView::scheduleFilter);

    // Actions.
    m_toolbar = new QToolBar(this);
    m_toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_open = m_toolbar->addAction(ThemedIcon::icon(QStringLiteral("job"), palette()), tr("Open"));
    m_open->setToolTip(tr("Show the run's spec, plan, logs, metrics and timeline"));
    m_rerun
        = m_toolbar->addAction(ThemedIcon::icon(QStringLiteral("rerun"), palette()), tr("Re-run"));
    m_clone = m_toolbar->addAction(ThemedIcon::icon(QStringLiteral("clone"), palette()),
                                   tr("Clone into builder"));
    m_compare = m_toolbar->addAction(tr("Compare"));
    m_compare->setToolTip(tr("Overlay the metric curves of the selected runs and list what "
                             "differed in their specs (select two or more)"));
    m_timeline = m_toolbar->addAction(tr("Timeline"));
    m_timeline->setToolTip(tr("The run's steps and events over time"));
    m_toolbar->addSeparator();
    m_remove = m_toolbar->addAction(ThemedIcon::icon(QStringLiteral("delete"), palette()),
                                    tr("Delete from history"));
    m_remove->setToolTip(tr("Forget the selected runs and their archived logs (the jobs on "
                            "their backends are not touched)"));
    m_open->setShortcuts(shortcuts().at(OpenShortcut).keys);
    m_remove->setShortcuts(shortcuts().at(RemoveShortcut).keys);
    for (QAction *a : {m_open, m_remove})
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);

    connect(m_open, &QAction::triggered, this, [this] {
        const auto s = selectedRecords();
        if (s.size() == 1)
            Q_EMIT openRequested(s.first());
    });
    connect(m_rerun, &QAction::triggered, this, [this] {
        const auto s = selectedRecords();
        if (s.size() == 1)
            Q_EMIT rerunRequested(s.first());
    });
    connect(m_clone, &QAction::triggered, this, [this] {
        const auto s = selectedRecords();
        if (s.size() == 1)
            Q_EMIT cloneRequested(s.first());
    });
    connect(m_compare, &QAction::triggered, this, [this] {
        const auto s = selectedRecords();
        if (s.size() >= 2)
            Q_EMIT compareRequested(s);
    });
    connect(m_timeline, &QAction::triggered, this, [this] {
        const auto s = selectedRecords();
        if (s.size() == 1)
            Q_EMIT timelineRequested(s.first());
    });
    connect(m_remove, &QAction::triggered, this, &HistoryView::requestRemoval);

    // The table.
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(HistoryTableModel::RawValueRole);
    m_table = new QTableView(this);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(HistoryTableModel::CreatedColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->setItemDelegateForColumn(HistoryTableModel::NameColumn, new GoneMarkDelegate(m_table));
    m_table->setItemDelegateForColumn(
        HistoryTableModel::StatusColumn,
        new StatusBadgeDelegate(StatusBadgeDelegate::Source::JobStatus, m_table));
    m_table->horizontalHeader()->setDefaultSectionSize(80);
    applyColumnWidths();
    m_table->addActions({m_open, m_remove});
    connect(m_table, &QTableView::doubleClicked, this, [this] { m_open->trigger(); });
    connect(m_table, &QWidget::customContextMenuRequested, this, &HistoryView::showContextMenu);
    connect(m_table->selectionModel(),
            &QItemSelectionModel::selectionChanged,
            this,
            &HistoryView::updateActions);
    const auto refresh = [this] {
        updateEmptyState();
        updateActions();
    };
    connect(m_proxy, &QAbstractItemModel::modelReset, this, refresh);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, refresh);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &HistoryView::updateEmptyState);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, [this] {
        updateEmptyState();
        updateActions();
    });
    // A selected run that changed (finished, lost its spec) may change what can be done.
    connect(m_proxy, &QAbstractItemModel::dataChanged, this, &HistoryView::updateActions);

    m_empty = new QLabel(this);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    QFont f = m_empty->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_empty->setFont(f);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_table);
    m_stack->addWidget(m_empty);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row1);
    layout->addLayout(row2);
    layout->addWidget(m_toolbar);
    layout->addWidget(m_stack, 1);

    updateActions();
    updateEmptyState();
}

HistoryView::~HistoryView() = default;

void HistoryView::setRecords(const QList<HistoryRecord> &records)
{
    m_model->setRecords(records);
    resort();
}

void HistoryView::upsertRecord(const HistoryRecord &record)
{
    m_model->upsertRecord(record);
}

void HistoryView::removeRecords(const QList<qint64> &ids)
{
    m_model->removeRecords(ids);
}

void HistoryView::setRuntimeNames(const QStringList &names)
{
    const QString current = m_runtime->currentData().toString();
    const QSignalBlocker block(m_runtime);
    while (m_runtime->count() > 1)
        m_runtime->removeItem(1);
    for (const QString &n : names)
        m_runtime->addItem(n, n);
    const int i = m_runtime->findData(current);
    m_runtime->setCurrentIndex(i < 0 ? 0 : i);
}

void HistoryView::setMetricNames(const QStringList &names)
{
    const QString current = m_metric->currentText();
    const QSignalBlocker block(m_metric);
    m_metric->clear();
    m_metric->addItems(names);
    m_metric->setCurrentText(current);
}

void HistoryView::setMetricColumns(const QStringList &metrics)
{
    m_metricColumns = metrics;
    updateMetricColumns();
}

void HistoryView::updateMetricColumns()
{
    QStringList columns = m_metricColumns;
    const QString chosen = m_metric->currentText().trimmed();
    if (!chosen.isEmpty() && !columns.contains(chosen))
        columns.append(chosen);
    m_model->setMetricColumns(columns);
    resort();
}

void HistoryView::applyColumnWidths()
{
    // The header forgets its section sizes when the model resets or gains columns.
    const std::pair<int, int> widths[] = {{HistoryTableModel::NameColumn, 230},
                                          {HistoryTableModel::StatusColumn, 100},
                                          {HistoryTableModel::RuntimeColumn, 130},
                                          {HistoryTableModel::BackendColumn, 200},
                                          {HistoryTableModel::NodesColumn, 55},
                                          {HistoryTableModel::CreatedColumn, 140},
                                          {HistoryTableModel::DurationColumn, 80},
                                          {HistoryTableModel::FailedStepColumn, 130}};
    for (const auto &[column, width] : widths)
        m_table->horizontalHeader()->resizeSection(column, width);
}

void HistoryView::resort()
{
    applyColumnWidths();
    // A proxy loses its sort when the source's columns change: sort again as the header says.
    const QHeaderView *h = m_table->horizontalHeader();
    m_proxy->sort(h->sortIndicatorSection(), h->sortIndicatorOrder());
}

HistoryFilter HistoryView::filter() const
{
    HistoryFilter f;
    f.text = m_search->text().trimmed();
    f.runtime = m_runtime->currentData().toString();
    if (m_backend->currentIndex() > 0)
        f.backend = m_backend->currentData().value<BackendKind>();
    if (m_status->currentIndex() > 0)
        f.status = m_status->currentData().value<JobStatus>();
    if (m_from->date() != m_from->minimumDate())
        f.from = m_from->date();
    if (m_to->date() != m_to->minimumDate())
        f.to = m_to->date();
    f.metricName = m_metric->currentText().trimmed();
    if (!f.metricName.isEmpty()) {
        f.metricMin = parseBound(m_metricMin);
        f.metricMax = parseBound(m_metricMax);
    }
    return f;
}

void HistoryView::setFilter(const HistoryFilter &f)
{
    m_settingFilter = true;
    m_search->setText(f.text);
    int i = m_runtime->findData(f.runtime);
    if (i < 0 && !f.runtime.isEmpty()) {
        m_runtime->addItem(f.runtime, f.runtime);
        i = m_runtime->count() - 1;
    }
    m_runtime->setCurrentIndex(std::max(0, i));
    m_backend->setCurrentIndex(f.backend ? m_backend->findData(QVariant::fromValue(*f.backend))
                                         : 0);
    m_status->setCurrentIndex(f.status ? m_status->findData(QVariant::fromValue(*f.status)) : 0);
    m_from->setDate(f.from.isValid() ? f.from : m_from->minimumDate());
    m_to->setDate(f.to.isValid() ? f.to : m_to->minimumDate());
    m_metric->setCurrentText(f.metricName);
    m_metricMin->setText(f.metricMin ? QString::number(*f.metricMin) : QString());
    m_metricMax->setText(f.metricMax ? QString::number(*f.metricMax) : QString());
    m_settingFilter = false;
    scheduleFilter();
}

void HistoryView::clearFilter()
{
    setFilter({});
}

void HistoryView::scheduleFilter()
{
    if (m_settingFilter)
        return;
    // Restarted by each keystroke: one query once the user pauses, not one per letter.
    m_filterTimer->start();
    updateEmptyState();
}

void HistoryView::emitFilter()
{
    Q_EMIT filterChanged(filter());
}

QList<HistoryRecord> HistoryView::selectedRecords() const
{
    QList<HistoryRecord> out;
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) {
        return a.row() < b.row();
    });
    for (const QModelIndex &proxyIndex : std::as_const(rows)) {
        const HistoryRecord *r = m_model->record(m_proxy->mapToSource(proxyIndex).row());
        if (r)
            out.append(*r);
    }
    return out;
}

void HistoryView::selectIds(const QList<qint64> &ids)
{
    m_model->flush();
    QItemSelection selection;
    for (qint64 id : ids) {
        const int row = m_model->rowOf(id);
        if (row < 0)
            continue;
        const QModelIndex p = m_proxy->mapFromSource(m_model->index(row, 0));
        selection.select(p, p.siblingAtColumn(m_proxy->columnCount() - 1));
    }
    m_table->selectionModel()->select(
        selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void HistoryView::updateActions()
{
    const QList<HistoryRecord> s = selectedRecords();
    const bool one = s.size() == 1;
    const bool hasSpec = one && s.first().hasSpec();
    m_open->setEnabled(one);
    m_rerun->setEnabled(hasSpec);
    m_clone->setEnabled(hasSpec);
    const QString noSpec = tr("The run's spec was not kept (a job found on its backend), so it "
                              "cannot be run again from here");
    m_rerun->setToolTip(one && !hasSpec ? noSpec : tr("Submit the same spec again"));
    m_clone->setToolTip(one && !hasSpec ? noSpec : tr("Open a copy of the spec in the builder"));
    m_compare->setEnabled(s.size() >= 2);
    m_timeline->setEnabled(one);
    m_remove->setEnabled(!s.isEmpty());
}

QString HistoryView::emptyText() const
{
    return m_stack->currentWidget() == m_empty ? m_empty->text() : QString();
}

void HistoryView::updateEmptyState()
{
    if (m_proxy->rowCount() > 0) {
        m_stack->setCurrentWidget(m_table);
        return;
    }
    if (filter() == HistoryFilter{})
        m_empty->setText(tr("No runs yet.\nEvery job you submit or find on a backend is kept "
                            "here, with its spec, logs and metrics, even after its backend "
                            "forgets it."));
    else
        m_empty->setText(tr("No run matches these filters.\nClear the search field or widen the "
                            "filters to see more runs."));
    m_stack->setCurrentWidget(m_empty);
}

void HistoryView::showContextMenu(const QPoint &pos)
{
    if (!m_table->indexAt(pos).isValid())
        return;
    QMenu menu(this);
    menu.addActions({m_open, m_rerun, m_clone, m_compare, m_timeline});
    menu.addSeparator();
    menu.addAction(m_remove);
    menu.exec(m_table->viewport()->mapToGlobal(pos));
}

void HistoryView::requestRemoval()
{
    const QList<HistoryRecord> s = selectedRecords();
    if (s.isEmpty())
        return;
    if (m_confirmRemoval) {
        const QString question
            = s.size() == 1
                  ? tr("Delete the run “%1” from the history? Its archived logs are deleted "
                       "too; the job on its backend is not touched.")
                        .arg(s.first().job.name)
                  : tr("Delete %n runs from the history? Their archived logs are deleted too; "
                       "the jobs on their backends are not touched.",
                       nullptr,
                       int(s.size()));
        if (QMessageBox::question(this, tr("Delete from history"), question) != QMessageBox::Yes)
            return;
    }
    QList<qint64> ids;
    for (const HistoryRecord &r : s)
        ids.append(r.id);
    Q_EMIT removeRequested(ids);
}

} // namespace TrainDeck::Ui
