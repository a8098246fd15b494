// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/connectiondialog.h"

#include <QObject>

#include <functional>

class QAction;
class QWidget;

namespace TrainDeck {
class Backend;
}

namespace TrainDeck::Models {
class JobTableModel;
}

namespace TrainDeck::Ui {

class ConnectionSelector;

/// The Connection menu beyond discovery: engines the user adds by hand (ConnectionDialog),
/// edits and removes, kept in QSettings and offered in the connection list as choices whose
/// backend the window's factory makes; and the keys that switch connection (Ctrl+Shift+C opens
/// the list, Ctrl+1…9 pick the first nine). Discovered connections are never edited or
/// removed. See docs/connections.md.
class ConnectionManager final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectionManager)

public:
    /// Gives a backend the selector let go of back to its owner (the app's factory made it).
    using Disposer = std::function<void(Backend *)>;

    /// `window` holds the actions (window-wide shortcuts) and parents the dialogs.
    ConnectionManager(ConnectionSelector *selector, Models::JobTableModel *jobs, QWidget *window);

    void setDisposer(Disposer disposer);
    /// Offers the saved connections (after the window's factory is set).
    void restore();
    QList<ConnectionDialog::Saved> saved() const { return m_saved; }
    /// Whether `connection` is one the user saved (not discovered).
    bool isSaved(const QString &connection) const;

    QAction *addAction() const { return m_add; }
    QAction *editAction() const { return m_edit; }
    QAction *removeAction() const { return m_remove; }
    QAction *switchAction() const { return m_switch; }
    /// Ctrl+1 … Ctrl+9: the n-th connection of the list.
    QList<QAction *> switchToActions() const { return m_switchTo; }

    void addConnection();
    void editConnection();
    void removeConnection();
    /// Enables Edit and Remove for the current connection.
    void refresh();

Q_SIGNALS:
    /// Outcome for the status bar; `timeout` in milliseconds.
    void message(const QString &text, int timeout);
    /// A backend was let go of (removed or replaced by an edit); `connection` is the one its
    /// jobs carried, so lists keyed by it (the backend filter) drop it too.
    void backendDropped(const QString &connection);

private:
    int indexOf(const QString &connection) const;
    void store();
    void drop(const QString &connection);

    ConnectionSelector *m_selector;
    Models::JobTableModel *m_jobs;
    QWidget *m_window;
    Disposer m_disposer;
    QList<ConnectionDialog::Saved> m_saved;
    QAction *m_add = nullptr;
    QAction *m_edit = nullptr;
    QAction *m_remove = nullptr;
    QAction *m_switch = nullptr;
    QList<QAction *> m_switchTo;
};

} // namespace TrainDeck::Ui
