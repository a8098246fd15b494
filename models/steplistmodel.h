// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"

#include <QAbstractTableModel>

namespace TrainDeck::Models {

/// The steps of one job (initializers, then nodes) as a table. A new snapshot of the same job
/// updates rows in place, so the selected step stays selected while the job runs.
class StepListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepListModel)

public:
    enum Column {
        NameColumn,
        StateColumn,
        ExitCodeColumn,
        MessageColumn,
        ObjectColumn,
        ImageColumn,
        StartedColumn,
        FinishedColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        RawValueRole = Qt::UserRole,
        StateRole, ///< StepState
        StepNameRole,
        StepKindRole, ///< StepKind
        /// bool: stopped by the job's cancel (stoppedByCancel); the same role number as
        /// JobTableModel's, so StatusBadgeDelegate paints it in the Cancelled colour
        CancelledRole = Qt::UserRole + 32
    };
    Q_ENUM(Role)

    explicit StepListModel(QObject *parent = nullptr);

    /// Shows `snapshot`'s steps; a snapshot of another job resets the model.
    void setSnapshot(const JobSnapshot &snapshot);
    void clear();
    const QString &jobName() const { return m_job; }
    const QString &connection() const { return m_connection; }
    const QList<StepSnapshot> &steps() const { return m_steps; }
    int rowOf(const QString &stepName) const;

    static QString stateText(StepState state);
    /// A step of a cancelled job that the cancel killed (a signal, or no exit code at all)
    /// reads Cancelled rather than Failed; one that failed on its own (an exit code of its
    /// own) still reads Failed.
    bool stoppedByCancel(const StepSnapshot &step) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const StepSnapshot &s, int column) const;
    QVariant raw(const StepSnapshot &s, int column) const;

    QString m_job;
    QString m_connection;
    QList<StepSnapshot> m_steps;
    bool m_cancelled = false; ///< the job's JobSnapshot::isCancelled()
};

} // namespace TrainDeck::Models
