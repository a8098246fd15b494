// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStyledItemDelegate>

namespace TrainDeck::Ui {

/// Draws the jobs table's Progress cell as its text over a thin bar along the cell's bottom,
/// filled to JobTableModel::ProgressRole percent; a job without progress shows the text only.
class ProgressDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProgressDelegate)

public:
    explicit ProgressDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
};

} // namespace TrainDeck::Ui
