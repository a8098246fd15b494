// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QAction>
#include <QIcon>
#include <QKeySequence>
#include <QList>
#include <QString>
#include <QWidget>

namespace TrainDeck::Ui {

/// One keyboard shortcut as the Keyboard Shortcuts list (F1) shows it. A widget with its own
/// shortcuts (the log panes, the architecture view, the job builder) describes them in one
/// static list of these and makes its actions from that list, so F1 lists every shortcut even
/// when no such widget exists, and the list cannot drift from the keys that work.
struct KeyShortcut
{
    KeyShortcut(QString text, QList<QKeySequence> keys, QString tip, QIcon icon = {})
        : text(std::move(text))
        , keys(std::move(keys))
        , tip(std::move(tip))
        , icon(std::move(icon))
    {}

    QString text;
    QList<QKeySequence> keys;
    QString tip;
    QIcon icon;

    /// An action of `widget` with these keys in `context` (Qt::WidgetShortcut: only while
    /// `widget` has the focus; Qt::WidgetWithChildrenShortcut: or one of its children).
    QAction *addTo(QWidget *widget, Qt::ShortcutContext context) const
    {
        auto *a = new QAction(text, widget);
        a->setShortcuts(keys);
        a->setShortcutContext(context);
        a->setStatusTip(tip);
        widget->addAction(a);
        return a;
    }

    /// The shortcut of an action (its text without mnemonics).
    static KeyShortcut of(const QAction *action)
    {
        QString text = action->text();
        text.remove(QLatin1Char('&'));
        return {text,
                action->shortcuts(),
                action->statusTip().isEmpty() ? action->toolTip() : action->statusTip(),
                action->icon()};
    }

    /// The keys as the list shows them ("Ctrl+F, F3").
    QString keyText() const
    {
        QStringList parts;
        for (const QKeySequence &k : keys)
            parts << k.toString(QKeySequence::NativeText);
        return parts.join(QStringLiteral(", "));
    }
};

} // namespace TrainDeck::Ui
