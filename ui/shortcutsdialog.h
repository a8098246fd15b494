// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

class QAction;
class QLineEdit;
class QTreeWidget;

namespace TrainDeck::Ui {

/// Every action of the window with its shortcuts, grouped by menu, with a search field.
class ShortcutsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShortcutsDialog)

public:
    struct Group
    {
        QString title;
        QList<QAction *> actions;
    };

    explicit ShortcutsDialog(const QList<Group> &groups, QWidget *parent = nullptr);

    /// Rows shown after filtering (group rows excluded): tests.
    int visibleShortcutCount() const;
    QTreeWidget *tree() const { return m_tree; }

private:
    void filter(const QString &text);

    QLineEdit *m_search = nullptr;
    QTreeWidget *m_tree = nullptr;
};

} // namespace TrainDeck::Ui
