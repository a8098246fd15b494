// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStyledItemDelegate>

namespace TrainDeck::Ui {

/// The value column of an env table: a value whose variable name says it is a secret
/// (HF_TOKEN, WANDB_API_KEY, ...), or that the user marked secret, is shown as dots of a fixed
/// length, so neither it nor its length is on screen, and is edited in a password field.
class SecretValueDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    /// `nameColumn` holds the variable names of the rows; `markColumn`, when not -1, a check
    /// box by which the user marks any row secret.
    explicit SecretValueDelegate(int nameColumn, QObject *parent = nullptr, int markColumn = -1);

    static QString maskText();
    bool isSecretRow(const QModelIndex &index) const;

    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
    QWidget *createEditor(QWidget *parent,
                          const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;

private:
    int m_nameColumn;
    int m_markColumn;
};

} // namespace TrainDeck::Ui
