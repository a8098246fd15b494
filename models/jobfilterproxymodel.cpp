// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/jobfilterproxymodel.h"

#include "models/jobtablemodel.h"

namespace TrainDeck::Models {

JobFilterProxyModel::JobFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(JobTableModel::RawValueRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

void JobFilterProxyModel::setFilterText(const QString &text)
{
    const QString t = text.trimmed();
    if (t == m_text)
        return;
    m_text = t;
    refilter();
}

void JobFilterProxyModel::setStatusFilter(const QList<JobStatus> &statuses, bool cancelled)
{
    if (statuses == m_statuses && cancelled == m_cancelled)
        return;
    m_statuses = statuses;
    m_cancelled = cancelled;
    refilter();
}

void JobFilterProxyModel::setRuntimeFilter(const QString &runtime)
{
    if (runtime == m_runtime)
        return;
    m_runtime = runtime;
    refilter();
}

void JobFilterProxyModel::setBackendFilter(const QString &connection)
{
    if (connection == m_connection)
        return;
    m_connection = connection;
    refilter();
}

bool JobFilterProxyModel::isFiltering() const
{
    return !m_text.isEmpty() || !m_statuses.isEmpty() || m_cancelled || !m_runtime.isEmpty()
           || !m_connection.isEmpty();
}

void JobFilterProxyModel::refilter()
{
    invalidateRowsFilter();
    Q_EMIT filterChanged();
}

bool JobFilterProxyModel::statusAccepted(JobStatus status, bool cancelled) const
{
    if (m_statuses.isEmpty() && !m_cancelled)
        return true;
    return cancelled ? m_cancelled : m_statuses.contains(status);
}

bool JobFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *src = sourceModel();
    if (!src)
        return true;
    // Fast path: read the snapshot itself instead of boxing every field in a QVariant.
    if (const auto *jobs = qobject_cast<const JobTableModel *>(src)) {
        const JobSnapshot *s = jobs->snapshot(sourceRow);
        if (!s)
            return false;
        if (!statusAccepted(s->status, s->isCancelled()))
            return false;
        if (!m_runtime.isEmpty() && s->runtimeName != m_runtime)
            return false;
        if (!m_connection.isEmpty() && s->connection != m_connection)
            return false;
        return m_text.isEmpty() || s->name.contains(m_text, Qt::CaseInsensitive)
               || s->runtimeName.contains(m_text, Qt::CaseInsensitive);
    }
    const QModelIndex idx = src->index(sourceRow, 0, sourceParent);
    if (!statusAccepted(idx.data(JobTableModel::StatusRole).value<JobStatus>(),
                        idx.data(JobTableModel::CancelledRole).toBool()))
        return false;
    const QString runtime = idx.data(JobTableModel::RuntimeNameRole).toString();
    if (!m_runtime.isEmpty() && runtime != m_runtime)
        return false;
    if (!m_connection.isEmpty()
        && idx.data(JobTableModel::ConnectionRole).toString() != m_connection)
        return false;
    return m_text.isEmpty()
           || idx.data(JobTableModel::JobNameRole).toString().contains(m_text, Qt::CaseInsensitive)
           || runtime.contains(m_text, Qt::CaseInsensitive);
}

bool JobFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    if (l.userType() == QMetaType::QString && r.userType() == QMetaType::QString) {
        const int c = QString::compare(l.toString(), r.toString(), Qt::CaseInsensitive);
        if (c != 0)
            return c < 0;
    } else {
        const auto order = QVariant::compare(l, r);
        if (order != QPartialOrdering::Equivalent && order != QPartialOrdering::Unordered)
            return order == QPartialOrdering::Less;
    }
    // Ties break on the name so that the order is stable across refreshes.
    const QString ln = left.data(JobTableModel::JobNameRole).toString();
    const QString rn = right.data(JobTableModel::JobNameRole).toString();
    if (ln != rn)
        return ln < rn;
    return left.row() < right.row();
}

} // namespace TrainDeck::Models
