// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/shortcutsdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

ShortcutsDialog::ShortcutsDialog(const QList<Group> &groups, QWidget *parent)
    : QDialog(parent)
    , m_search(new QLineEdit(this))
    , m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_search->setPlaceholderText(tr("Search actions"));
    m_search->setClearButtonEnabled(true);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Action"), tr("Shortcut")});
    m_tree->setRootIsDecorated(false);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setColumnWidth(
        1, fontMetrics().horizontalAdvance(QStringLiteral("Ctrl+Shift+Delete")) + 24);

    for (const Group &g : groups) {
        auto *group = new QTreeWidgetItem(m_tree, {g.title});
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFirstColumnSpanned(true);
        group->setFlags(Qt::ItemIsEnabled);
        for (const KeyShortcut &k : g.shortcuts) {
            if (k.keys.isEmpty())
                continue;
            auto *item = new QTreeWidgetItem(group, {k.text, k.keyText()});
            item->setIcon(0, k.icon);
            item->setToolTip(0, k.tip);
        }
    }
    m_tree->expandAll();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_search, &QLineEdit::textChanged, this, &ShortcutsDialog::filter);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(520, 520);
}

void ShortcutsDialog::filter(const QString &text)
{
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        int shown = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const bool match = text.isEmpty() || item->text(0).contains(text, Qt::CaseInsensitive)
                               || item->text(1).contains(text, Qt::CaseInsensitive);
            item->setHidden(!match);
            shown += match ? 1 : 0;
        }
        group->setHidden(shown == 0);
    }
}

int ShortcutsDialog::visibleShortcutCount() const
{
    int n = 0;
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = m_tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i)
            n += group->child(i)->isHidden() ? 0 : 1;
    }
    return n;
}

} // namespace TrainDeck::Ui
