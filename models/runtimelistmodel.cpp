// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/runtimelistmodel.h"

namespace TrainDeck::Models {

RuntimeListModel::RuntimeListModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void RuntimeListModel::setRuntimes(const QList<Runtime> &runtimes)
{
    bool sameNames = runtimes.size() == m_runtimes.size();
    for (int i = 0; sameNames && i < runtimes.size(); ++i)
        sameNames = runtimes.at(i).name == m_runtimes.at(i).name;
    if (!sameNames) {
        beginResetModel();
        m_runtimes = runtimes;
        endResetModel();
        return;
    }
    m_runtimes = runtimes;
    if (!m_runtimes.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void RuntimeListModel::clear()
{
    if (m_runtimes.isEmpty())
        return;
    beginResetModel();
    m_runtimes.clear();
    endResetModel();
}

const Runtime *RuntimeListModel::runtime(int row) const
{
    return row >= 0 && row < m_runtimes.size() ? &m_runtimes.at(row) : nullptr;
}

int RuntimeListModel::rowOf(const QString &name) const
{
    for (int i = 0; i < m_runtimes.size(); ++i) {
        if (m_runtimes.at(i).name == name)
            return i;
    }
    return -1;
}

int RuntimeListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runtimes.size());
}

int RuntimeListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RuntimeListModel::display(const Runtime &r, int column) const
{
    switch (column) {
    case NameColumn:
        if (!r.unusableReason.isEmpty())
            return tr("%1 (unusable)").arg(r.name);
        return r.deprecated ? tr("%1 (deprecated)").arg(r.name) : r.name;
    case FrameworkColumn:
        return r.framework.isEmpty() ? tr("unknown") : r.framework;
    case KindColumn:
        return r.kind == RuntimeKind::ClusterTrainingRuntime ? tr("Cluster") : tr("Namespaced");
    case ImageColumn:
        return r.image;
    case NodesColumn:
        return r.numNodes;
    }
    return {};
}

QVariant RuntimeListModel::raw(const Runtime &r, int column) const
{
    switch (column) {
    case NameColumn:
        return r.name;
    case FrameworkColumn:
        return r.framework;
    case KindColumn:
        return int(r.kind);
    case ImageColumn:
        return r.image;
    case NodesColumn:
        return r.numNodes;
    }
    return {};
}

QVariant RuntimeListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Runtime &r = m_runtimes.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(r, index.column());
    case Qt::ToolTipRole:
        // Listed, not hidden: the reason is what the user (or the administrator) needs.
        if (!r.unusableReason.isEmpty())
            return tr("%1 cannot be used: %2").arg(r.name, r.unusableReason);
        if (index.column() == NameColumn)
            return tr("%1 — %2, %n node(s)", nullptr, r.numNodes)
                .arg(r.name, r.framework.isEmpty() ? tr("unknown framework") : r.framework);
        if (index.column() == ImageColumn)
            return r.image;
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == NodesColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case RawValueRole:
        return raw(r, index.column());
    case RuntimeNameRole:
        return r.name;
    case FrameworkRole:
        return r.framework;
    case DeprecatedRole:
        return r.deprecated;
    }
    return {};
}

Qt::ItemFlags RuntimeListModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    // Shown greyed: no job can be built from it.
    if (index.isValid() && index.row() < m_runtimes.size()
        && !m_runtimes.at(index.row()).unusableReason.isEmpty())
        f &= ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return f;
}

QVariant RuntimeListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Runtime");
    case FrameworkColumn:
        return tr("Framework");
    case KindColumn:
        return tr("Scope");
    case ImageColumn:
        return tr("Image");
    case NodesColumn:
        return tr("Nodes");
    }
    return {};
}

QHash<int, QByteArray> RuntimeListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(RawValueRole, "rawValue");
    names.insert(RuntimeNameRole, "runtimeName");
    names.insert(FrameworkRole, "framework");
    names.insert(DeprecatedRole, "deprecated");
    return names;
}

} // namespace TrainDeck::Models
