// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/historytablemodel.h"

#include "core/domain/backendtitle.h"
#include "models/jobtablemodel.h"
#include "models/rowranges.h"

#include <QLocale>
#include <QTimer>

#include <algorithm>

namespace TrainDeck::Models {

static_assert(int(HistoryTableModel::CancelledRole) == int(JobTableModel::CancelledRole),
              "StatusBadgeDelegate reads one CancelledRole from both models");

using History::HistoryRecord;

HistoryTableModel::HistoryTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_batchTimer(new QTimer(this))
{
    m_batchTimer->setSingleShot(true);
    m_batchTimer->setInterval(DefaultBatchIntervalMs);
    connect(m_batchTimer, &QTimer::timeout, this, &HistoryTableModel::flush);
}

HistoryTableModel::~HistoryTableModel() = default;

void HistoryTableModel::setRecords(const QList<HistoryRecord> &records)
{
    m_batchTimer->stop();
    m_pending.clear();
    m_pendingOfId.clear();
    beginResetModel();
    m_rows = records;
    m_rowOfId.clear();
    reindex(0);
    endResetModel();
}

void HistoryTableModel::upsertRecord(const HistoryRecord &record)
{
    if (record.id < 0)
        return;
    const auto it = m_pendingOfId.constFind(record.id);
    if (it != m_pendingOfId.cend()) {
        m_pending[*it].record = record;
    } else {
        m_pendingOfId.insert(record.id, int(m_pending.size()));
        m_pending.append({record.id, record});
    }
    scheduleFlush();
}

void HistoryTableModel::removeRecords(const QList<qint64> &ids)
{
    for (qint64 id : ids) {
        const auto it = m_pendingOfId.constFind(id);
        if (it != m_pendingOfId.cend()) {
            m_pending[*it].record.reset();
        } else {
            m_pendingOfId.insert(id, int(m_pending.size()));
            m_pending.append({id, std::nullopt});
        }
    }
    if (!ids.isEmpty())
        scheduleFlush();
}

void HistoryTableModel::scheduleFlush()
{
    // Not restarted by later arrivals: a steady stream is still shown every interval.
    if (!m_batchTimer->isActive())
        m_batchTimer->start();
}

int HistoryTableModel::batchInterval() const
{
    return m_batchTimer->interval();
}

void HistoryTableModel::setBatchInterval(int ms)
{
    m_batchTimer->setInterval(std::max(0, ms));
}

void HistoryTableModel::reindex(int fromRow)
{
    for (int i = fromRow; i < m_rows.size(); ++i)
        m_rowOfId.insert(m_rows.at(i).id, i);
}

void HistoryTableModel::flush()
{
    m_batchTimer->stop();
    if (m_pending.isEmpty())
        return;
    QList<Pending> pending = std::exchange(m_pending, {});
    m_pendingOfId.clear();

    QList<int> removedRows;
    for (const Pending &p : std::as_const(pending)) {
        if (!p.record) {
            const int row = m_rowOfId.value(p.id, -1);
            if (row >= 0)
                removedRows.append(row);
        }
    }
    const auto removedRanges = rowRanges(removedRows);
    for (auto it = removedRanges.crbegin(); it != removedRanges.crend(); ++it) {
        beginRemoveRows({}, it->first, it->second);
        for (int r = it->first; r <= it->second; ++r)
            m_rowOfId.remove(m_rows.at(r).id);
        m_rows.remove(it->first, it->second - it->first + 1);
        endRemoveRows();
    }
    if (!removedRanges.isEmpty())
        reindex(removedRanges.first().first);

    QList<int> changedRows;
    QList<HistoryRecord> inserted;
    for (Pending &p : pending) {
        if (!p.record)
            continue;
        const int row = m_rowOfId.value(p.id, -1);
        if (row < 0) {
            inserted.append(std::move(*p.record));
            continue;
        }
        if (m_rows.at(row) == *p.record)
            continue;
        m_rows[row] = std::move(*p.record);
        changedRows.append(row);
    }
    const int last = columnCount() - 1;
    for (const auto &[first, lastRow] : rowRanges(changedRows))
        Q_EMIT dataChanged(index(first, 0), index(lastRow, last));

    const int insertedCount = int(inserted.size());
    if (insertedCount > 0) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + insertedCount - 1);
        m_rows.append(std::move(inserted));
        reindex(first);
        endInsertRows();
    }
    Q_EMIT batchApplied(int(changedRows.size()), insertedCount, int(removedRows.size()));
}

void HistoryTableModel::setMetricColumns(const QStringList &metrics)
{
    if (metrics == m_metrics)
        return;
    const int oldCount = int(m_metrics.size());
    if (oldCount > 0) {
        beginRemoveColumns({}, FixedColumnCount, FixedColumnCount + oldCount - 1);
        m_metrics.clear();
        endRemoveColumns();
    }
    if (!metrics.isEmpty()) {
        beginInsertColumns({}, FixedColumnCount, FixedColumnCount + int(metrics.size()) - 1);
        m_metrics = metrics;
        endInsertColumns();
    }
}

const HistoryRecord *HistoryTableModel::record(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

const HistoryRecord *HistoryTableModel::recordById(qint64 id) const
{
    return record(rowOf(id));
}

int HistoryTableModel::rowOf(qint64 id) const
{
    return m_rowOfId.value(id, -1);
}

QString HistoryTableModel::backendText(const JobSnapshot &job)
{
    const QString kind = backendTitle(job.backend);
    // The local backend's connection is "local": saying it again adds nothing.
    if (job.connection.isEmpty()
        || job.connection.compare(enumName(job.backend), Qt::CaseInsensitive) == 0)
        return kind;
    return tr("%1 · %2").arg(kind, job.connection);
}

qint64 HistoryTableModel::durationSeconds(const HistoryRecord &record)
{
    const JobSnapshot &j = record.job;
    if (!j.started.isValid())
        return -1;
    const QDateTime end = j.finished.isValid() ? j.finished : record.lastSeen;
    return end.isValid() ? std::max<qint64>(0, j.started.secsTo(end)) : -1;
}

QString HistoryTableModel::formatValue(double value)
{
    return QLocale().toString(value, 'g', 5);
}

int HistoryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int HistoryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FixedColumnCount + int(m_metrics.size());
}

QVariant HistoryTableModel::display(const HistoryRecord &r, int column) const
{
    const JobSnapshot &j = r.job;
    switch (column) {
    case NameColumn:
        return j.name;
    case StatusColumn:
        return JobTableModel::statusText(j);
    case RuntimeColumn:
        return j.runtimeName;
    case BackendColumn:
        return backendText(j);
    case NodesColumn:
        return j.numNodes;
    case CreatedColumn:
        return j.created.isValid()
                   ? QLocale().toString(j.created.toLocalTime(), QStringLiteral("d MMM yyyy HH:mm"))
                   : QStringLiteral("—");
    case DurationColumn: {
        const qint64 d = durationSeconds(r);
        return d < 0 ? QStringLiteral("—") : JobTableModel::formatDuration(d);
    }
    case FailedStepColumn:
        return r.failedStep;
    default:
        break;
    }
    const int m = column - FixedColumnCount;
    if (m < 0 || m >= m_metrics.size())
        return {};
    const History::MetricSummary *s = r.metric(m_metrics.at(m));
    return s ? formatValue(s->last) : QStringLiteral("—");
}

QVariant HistoryTableModel::raw(const HistoryRecord &r, int column) const
{
    const JobSnapshot &j = r.job;
    switch (column) {
    case NameColumn:
        return j.name;
    case StatusColumn:
        return int(j.status);
    case RuntimeColumn:
        return j.runtimeName;
    case BackendColumn:
        return backendText(j);
    case NodesColumn:
        return j.numNodes;
    case CreatedColumn:
        return j.created.isValid() ? QVariant(j.created.toMSecsSinceEpoch()) : QVariant();
    case DurationColumn: {
        const qint64 d = durationSeconds(r);
        return d < 0 ? QVariant() : QVariant(d);
    }
    case FailedStepColumn:
        return r.failedStep;
    default:
        break;
    }
    const int m = column - FixedColumnCount;
    if (m < 0 || m >= m_metrics.size())
        return {};
    const History::MetricSummary *s = r.metric(m_metrics.at(m));
    // Missing sorts last: QSortFilterProxyModel puts invalid values after valid ones.
    return s ? QVariant(s->last) : QVariant();
}

QVariant HistoryTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const HistoryRecord &r = m_rows.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(r, column);
    case Qt::ToolTipRole:
        if (column == NameColumn && r.goneFromBackend)
            return tr("%1 — gone from its backend; the history keeps it").arg(r.job.name);
        if (column == StatusColumn) {
            QStringList parts{JobTableModel::statusText(r.job)};
            if (!r.job.statusReason.isEmpty())
                parts << r.job.statusReason;
            if (!r.job.statusMessage.isEmpty())
                parts << r.job.statusMessage;
            return parts.join(QStringLiteral(" — "));
        }
        if (column == FailedStepColumn && !r.lastErrorLine.isEmpty())
            return r.lastErrorLine;
        if (column >= FixedColumnCount && column - FixedColumnCount < m_metrics.size()) {
            const History::MetricSummary *s = r.metric(m_metrics.at(column - FixedColumnCount));
            if (s)
                return tr("last %1 · min %2 · max %3 · %n sample(s)", nullptr, int(s->count))
                    .arg(formatValue(s->last), formatValue(s->min), formatValue(s->max));
        }
        return {};
    case Qt::TextAlignmentRole:
        if (column == NodesColumn || column == DurationColumn || column >= FixedColumnCount)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case RawValueRole:
        return raw(r, column);
    case RecordIdRole:
        return r.id;
    case StatusRole:
        return QVariant::fromValue(r.job.status);
    case GoneRole:
        return r.goneFromBackend;
    case CancelledRole:
        return r.job.isCancelled();
    case MetricNameRole:
        return column >= FixedColumnCount ? m_metrics.value(column - FixedColumnCount) : QString();
    }
    return {};
}

QVariant HistoryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == MetricNameRole)
        return section >= FixedColumnCount ? m_metrics.value(section - FixedColumnCount)
                                           : QString();
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case StatusColumn:
        return tr("Status");
    case RuntimeColumn:
        return tr("Runtime");
    case BackendColumn:
        return tr("Backend");
    case NodesColumn:
        return tr("Nodes");
    case CreatedColumn:
        return tr("Created");
    case DurationColumn:
        return tr("Duration");
    case FailedStepColumn:
        return tr("Failed step");
    default:
        break;
    }
    const int m = section - FixedColumnCount;
    return m >= 0 && m < m_metrics.size() ? m_metrics.at(m) : QVariant();
}

QHash<int, QByteArray> HistoryTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(RawValueRole, "rawValue");
    names.insert(RecordIdRole, "recordId");
    names.insert(StatusRole, "status");
    names.insert(GoneRole, "gone");
    names.insert(MetricNameRole, "metricName");
    return names;
}

} // namespace TrainDeck::Models
