// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/steplistmodel.h"

#include <QLocale>

namespace TrainDeck::Models {

static_assert(int(StepListModel::CancelledRole) == int(Qt::UserRole + 32),
              "StatusBadgeDelegate reads one CancelledRole from the job, step and history models");

StepListModel::StepListModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void StepListModel::setSnapshot(const JobSnapshot &snapshot)
{
    const QList<StepSnapshot> &steps = snapshot.steps;
    bool sameJob = snapshot.name == m_job && snapshot.connection == m_connection;
    // Rows are kept only while the steps already shown stay where they are; a backend that
    // reorders or drops steps gets a reset, which views survive fine.
    bool prefix = sameJob && steps.size() >= m_steps.size();
    for (int i = 0; prefix && i < m_steps.size(); ++i)
        prefix = steps.at(i).name == m_steps.at(i).name;
    if (!prefix) {
        beginResetModel();
        m_job = snapshot.name;
        m_connection = snapshot.connection;
        m_steps = steps;
        m_cancelled = snapshot.isCancelled();
        endResetModel();
        return;
    }
    if (snapshot.isCancelled() != m_cancelled) {
        m_cancelled = snapshot.isCancelled();
        if (!m_steps.isEmpty())
            Q_EMIT dataChanged(index(0, StateColumn), index(int(m_steps.size()) - 1, StateColumn));
    }
    int first = -1;
    int last = -1;
    for (int i = 0; i < m_steps.size(); ++i) {
        if (m_steps.at(i) == steps.at(i))
            continue;
        m_steps[i] = steps.at(i);
        if (first < 0)
            first = i;
        last = i;
    }
    if (first >= 0)
        Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
    if (steps.size() > m_steps.size()) {
        beginInsertRows({}, int(m_steps.size()), int(steps.size()) - 1);
        m_steps.append(steps.mid(m_steps.size()));
        endInsertRows();
    }
}

void StepListModel::clear()
{
    beginResetModel();
    m_job.clear();
    m_connection.clear();
    m_steps.clear();
    m_cancelled = false;
    endResetModel();
}

int StepListModel::rowOf(const QString &stepName) const
{
    for (int i = 0; i < m_steps.size(); ++i) {
        if (m_steps.at(i).name == stepName)
            return i;
    }
    return -1;
}

QString StepListModel::stateText(StepState state)
{
    switch (state) {
    case StepState::Pending:
        return tr("Pending");
    case StepState::Created:
        return tr("Created");
    case StepState::Running:
        return tr("Running");
    case StepState::Succeeded:
        return tr("Succeeded");
    case StepState::Failed:
        return tr("Failed");
    case StepState::Unknown:
        break;
    }
    return tr("Unknown");
}

int StepListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

int StepListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool StepListModel::stoppedByCancel(const StepSnapshot &step) const
{
    // 128 + n: killed by signal n (the local backend's processes, a stopped container).
    return m_cancelled && step.state == StepState::Failed
           && (!step.exitCode || *step.exitCode > 128 || *step.exitCode < 0);
}

QVariant StepListModel::display(const StepSnapshot &s, int column) const
{
    const auto time = [](const QDateTime &t) -> QVariant {
        return t.isValid() ? t.toLocalTime().toString(QStringLiteral("HH:mm:ss")) : QString();
    };
    switch (column) {
    case NameColumn:
        return s.name;
    case StateColumn:
        return stoppedByCancel(s) ? tr("Cancelled") : stateText(s.state);
    case ExitCodeColumn:
        return s.exitCode ? QString::number(*s.exitCode) : QString();
    case MessageColumn:
        return s.message;
    case ObjectColumn:
        return s.objectName;
    case ImageColumn:
        return s.image;
    case StartedColumn:
        return time(s.startedAt);
    case FinishedColumn:
        return time(s.finishedAt);
    }
    return {};
}

QVariant StepListModel::raw(const StepSnapshot &s, int column) const
{
    switch (column) {
    case StateColumn:
        return int(s.state);
    case ExitCodeColumn:
        return s.exitCode ? QVariant(*s.exitCode) : QVariant();
    case StartedColumn:
        return s.startedAt;
    case FinishedColumn:
        return s.finishedAt;
    default:
        return display(s, column);
    }
}

QVariant StepListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const StepSnapshot &s = m_steps.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(s, index.column());
    case Qt::ToolTipRole: {
        if (index.column() == MessageColumn || index.column() == ImageColumn
            || index.column() == ObjectColumn)
            return display(s, index.column());
        if (s.startedAt.isValid() && (index.column() == StartedColumn))
            return QLocale().toString(s.startedAt.toLocalTime());
        if (s.finishedAt.isValid() && (index.column() == FinishedColumn))
            return QLocale().toString(s.finishedAt.toLocalTime());
        return {};
    }
    case RawValueRole:
        return raw(s, index.column());
    case StateRole:
        return QVariant::fromValue(s.state);
    case StepNameRole:
        return s.name;
    case StepKindRole:
        return QVariant::fromValue(s.kind);
    case CancelledRole:
        return stoppedByCancel(s);
    }
    return {};
}

QVariant StepListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Step");
    case StateColumn:
        return tr("State");
    case ExitCodeColumn:
        return tr("Exit");
    case MessageColumn:
        return tr("Message");
    case ObjectColumn:
        return tr("Object");
    case ImageColumn:
        return tr("Image");
    case StartedColumn:
        return tr("Started");
    case FinishedColumn:
        return tr("Finished");
    }
    return {};
}

} // namespace TrainDeck::Models
