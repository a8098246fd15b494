// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/runtime.h"

#include <QAbstractTableModel>
#include <QList>

namespace TrainDeck::Models {

/// The runtimes one connection offers, one row each. DisplayRole is text for people;
/// RawValueRole carries the value to sort on; RuntimeNameRole identifies the row.
class RuntimeListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RuntimeListModel)

public:
    enum Column { NameColumn, FrameworkColumn, KindColumn, ImageColumn, NodesColumn, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        RawValueRole = Qt::UserRole,
        RuntimeNameRole,
        FrameworkRole,
        DeprecatedRole,
    };
    Q_ENUM(Role)

    explicit RuntimeListModel(QObject *parent = nullptr);

    /// Replaces the list; rows whose runtime kept its name are updated in place so that a
    /// refresh does not lose the selection.
    void setRuntimes(const QList<Runtime> &runtimes);
    void clear();

    const QList<Runtime> &runtimes() const { return m_runtimes; }
    const Runtime *runtime(int row) const;
    /// -1 when there is no runtime of that name.
    int rowOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QVariant display(const Runtime &r, int column) const;
    QVariant raw(const Runtime &r, int column) const;

    QList<Runtime> m_runtimes;
};

} // namespace TrainDeck::Models
