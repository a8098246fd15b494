// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"

#include <QList>
#include <QSortFilterProxyModel>

namespace TrainDeck::Models {

/// Filters and sorts a JobTableModel: free text over name and runtime, a set of statuses,
/// one runtime, one backend connection. Sorting compares JobTableModel::RawValueRole, so
/// "Nodes" sorts 2 < 10 and "Age" by seconds rather than by the text shown.
class JobFilterProxyModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobFilterProxyModel)

public:
    explicit JobFilterProxyModel(QObject *parent = nullptr);

    QString filterText() const { return m_text; }
    /// Case-insensitive substring of the job name or runtime name; empty matches all.
    void setFilterText(const QString &text);

    QList<JobStatus> statusFilter() const { return m_statuses; }
    bool cancelledFilter() const { return m_cancelled; }
    /// Jobs with one of these statuses, and cancelled jobs when `cancelled`; empty and false
    /// match all. A cancelled job (JobSnapshot::isCancelled) is not Failed here, though its
    /// status is: Failed lists the failures alone.
    void setStatusFilter(const QList<JobStatus> &statuses, bool cancelled = false);

    QString runtimeFilter() const { return m_runtime; }
    void setRuntimeFilter(const QString &runtime);

    /// A Backend::connection(); empty matches all.
    QString backendFilter() const { return m_connection; }
    void setBackendFilter(const QString &connection);

    bool isFiltering() const;

Q_SIGNALS:
    void filterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void refilter();
    bool statusAccepted(JobStatus status, bool cancelled) const;

    QString m_text;
    QList<JobStatus> m_statuses;
    bool m_cancelled = false;
    QString m_runtime;
    QString m_connection;
};

} // namespace TrainDeck::Models
