// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QPair>
#include <QWidget>

class QTableWidget;
class QToolButton;

namespace TrainDeck::Ui {

/// Name/value rows with add and remove buttons: env variables, function arguments, a
/// column map. Rows with an empty name are left out of pairs().
class KeyValueTable : public QWidget
{
    Q_OBJECT
public:
    using Pairs = QList<QPair<QString, QString>>;

    KeyValueTable(const QString &keyHeader, const QString &valueHeader, QWidget *parent = nullptr);

    Pairs pairs() const;
    void setPairs(const Pairs &pairs);
    /// Appends a row and starts editing its name.
    void addRow(const QString &key = {}, const QString &value = {});
    void removeSelectedRows();
    QTableWidget *table() const { return m_table; }
    /// Values of rows whose name is a secret's (HF_TOKEN, ...) are shown and edited masked,
    /// and a third column "Secret" lets the user mark any other row secret as well.
    void setMaskSecretValues(bool mask);
    /// True when row `row` holds a secret: by its name, or marked by the user.
    bool isSecretRow(int row) const;
    /// Names of the rows the user marked secret whose names alone do not say so.
    QStringList markedSecrets() const;
    /// Ticks the mark of every row whose name is in `names`.
    void setMarkedSecrets(const QStringList &names);

    enum Column { KeyColumn, ValueColumn, SecretColumn };

signals:
    void changed();

private:
    void updateHeight();
    /// The Secret column's item of `row`: ticked and locked when the name says secret.
    void refreshMark(int row);

    QTableWidget *m_table = nullptr;
    QToolButton *m_add = nullptr;
    QToolButton *m_remove = nullptr;
    bool m_updating = false;
    bool m_marks = false;
};

} // namespace TrainDeck::Ui
