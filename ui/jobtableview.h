// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QTableView>

class QTimer;

namespace TrainDeck::Ui {

/// The jobs table: status badges, widths that suit the columns, and a hint in the empty
/// viewport (no jobs yet, or none matching the filter) instead of a blank white area.
class JobTableView final : public QTableView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobTableView)

public:
    explicit JobTableView(QWidget *parent = nullptr);

    void setEmptyText(const QString &title, const QString &detail);
    QString emptyTitle() const { return m_emptyTitle; }
    /// Column widths from the font; called once the model is set.
    void applyDefaultWidths();
    void setModel(QAbstractItemModel *model) override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// "Made by" earns its width only when a listed job is not TrainDeck's (found on an
    /// engine, made by the Kubeflow SDK or someone else): then it is shown, else hidden.
    void updateMadeByColumn();

    QString m_emptyTitle;
    QString m_emptyDetail;
    QTimer *m_madeByCheck = nullptr; ///< coalesces the model's changes into one look
};

} // namespace TrainDeck::Ui
