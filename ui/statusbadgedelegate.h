// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStyledItemDelegate>

namespace TrainDeck::Ui {

/// Draws a status cell as a rounded, tinted badge with a dot: job status from
/// JobTableModel::StatusRole (or "Stalled" for a running job JobTableModel::StalledRole marks),
/// or step state from StepListModel::StateRole.
class StatusBadgeDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusBadgeDelegate)

public:
    enum class Source { JobStatus, StepState };

    explicit StatusBadgeDelegate(Source source, QObject *parent = nullptr);

    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    /// What a stalled running job's badge says (JobTableModel::StalledRole), in the warning
    /// colour, instead of its status.
    static QString stalledText();
    /// Whether `index` is drawn as "Stalled": only where the model says so (a model without
    /// JobTableModel::StalledRole, like the run history's, has no stalled jobs).
    bool isStalled(const QModelIndex &index) const;

private:
    QColor colorFor(const QModelIndex &index, const QPalette &palette) const;
    Source m_source;
};

} // namespace TrainDeck::Ui
