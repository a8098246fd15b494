// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/keyshortcut.h"

#include <QDialog>

class QAction;
class QLineEdit;
class QTreeWidget;

namespace TrainDeck::Ui {

/// Every shortcut of the window, its log panes, architecture view and job builder, grouped,
/// with a search field. Groups come from the actions themselves (KeyShortcut::of) or from the
/// lists the widgets make their actions from (LogPane::shortcuts() and the like).
class ShortcutsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShortcutsDialog)

public:
    struct Group
    {
        QString title;
        QList<KeyShortcut> shortcuts;
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
