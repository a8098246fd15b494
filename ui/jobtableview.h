// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QTableView>

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

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QString m_emptyTitle;
    QString m_emptyDetail;
};

} // namespace TrainDeck::Ui
