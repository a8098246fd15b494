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
    /// Values of rows whose name is a secret's (HF_TOKEN, ...) are shown and edited masked.
    void setMaskSecretValues(bool mask);

signals:
    void changed();

private:
    void updateHeight();

    QTableWidget *m_table = nullptr;
    QToolButton *m_add = nullptr;
    QToolButton *m_remove = nullptr;
    bool m_updating = false;
};

} // namespace TrainDeck::Ui
