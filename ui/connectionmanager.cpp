// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/connectionmanager.h"

#include "ui/connectionselector.h"

#include "backends/container/remoteconnections.h"
#include "core/backend/backend.h"
#include "models/jobtablemodel.h"

#include <QAction>
#include <QComboBox>
#include <QMessageBox>
#include <QSettings>
#include <QWidget>

namespace TrainDeck::Ui {

ConnectionManager::ConnectionManager(ConnectionSelector *selector,
                                     Models::JobTableModel *jobs,
                                     QWidget *window)
    : QObject(window)
    , m_selector(selector)
    , m_jobs(jobs)
    , m_window(window)
{
    const auto make = [this](const QString &text, const QString &name, const QString &tip) {
        auto *a = new QAction(text, m_window);
        a->setObjectName(name);
        a->setStatusTip(tip);
        a->setToolTip(tip);
        a->setShortcutContext(Qt::WindowShortcut);
        m_window->addAction(a);
        return a;
    };
    m_add = make(tr("&Add Connection…"),
                 QStringLiteral("actionAddConnection"),
                 tr("Connect to a Docker or Podman engine by its socket or address"));
    connect(m_add, &QAction::triggered, this, &ConnectionManager::addConnection);
    m_edit = make(tr("&Edit Connection…"),
                  QStringLiteral("actionEditConnection"),
                  tr("Change the address or TLS files of the selected saved connection"));
    connect(m_edit, &QAction::triggered, this, &ConnectionManager::editConnection);
    m_remove = make(tr("Re&move Connection…"),
                    QStringLiteral("actionRemoveConnection"),
                    tr("Forget the selected saved connection"));
    connect(m_remove, &QAction::triggered, this, &ConnectionManager::removeConnection);
    m_switch = make(tr("&Switch Connection…"),
                    QStringLiteral("actionSwitchConnection"),
                    tr("Open the connection list"));
    m_switch->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_switch, &QAction::triggered, this, [this] {
        m_selector->comboBox()->setFocus(Qt::ShortcutFocusReason);
        m_selector->comboBox()->showPopup();
    });
    for (int n = 1; n <= 9; ++n) {
        QAction *a = make(tr("Connection %1").arg(n),
                          QStringLiteral("actionSwitchToConnection%1").arg(n),
                          tr("Switch to connection %1 of the list").arg(n));
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + n)));
        connect(a, &QAction::triggered, this, [this, n] {
            QComboBox *combo = m_selector->comboBox();
            if (n > combo->count())
                return;
            // As a pick in the list: a choice's backend is made.
            m_selector->setCurrentConnection(combo->itemData(n - 1).toString());
        });
        m_switchTo << a;
    }
    connect(
        m_selector->comboBox(), &QComboBox::currentIndexChanged, this, &ConnectionManager::refresh);
    QSettings settings;
    m_saved = ConnectionDialog::load(settings);
    refresh();
}

void ConnectionManager::setDisposer(Disposer disposer)
{
    m_disposer = std::move(disposer);
}

void ConnectionManager::restore()
{
    QList<ConnectionChoice> choices;
    for (const ConnectionDialog::Saved &s : std::as_const(m_saved))
        choices << s.choice();
    // Remote engines set up for the CLIs (Docker contexts, Podman connections over SSH):
    // offered, never connected to until picked.
    for (const auto &e : Container::RemoteConnections::discoverSystem())
        choices << e.choice();
    m_selector->addChoices(choices);
    refresh();
}

int ConnectionManager::indexOf(const QString &connection) const
{
    for (int i = 0; i < m_saved.size(); ++i) {
        if (m_saved[i].url == connection)
            return i;
    }
    return -1;
}

bool ConnectionManager::isSaved(const QString &connection) const
{
    return indexOf(connection) >= 0;
}

void ConnectionManager::refresh()
{
    const bool saved = isSaved(m_selector->currentConnection());
    m_edit->setEnabled(saved);
    m_remove->setEnabled(saved);
}

void ConnectionManager::store()
{
    QSettings settings;
    ConnectionDialog::store(settings, m_saved);
}

void ConnectionManager::drop(const QString &connection)
{
    Backend *backend = m_selector->removeConnection(connection);
    if (!backend)
        return;
    m_jobs->removeBackend(backend);
    Q_EMIT backendDropped(backend->connection());
    if (m_disposer)
        m_disposer(backend);
}

void ConnectionManager::addConnection()
{
    ConnectionDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ConnectionDialog::Saved s = dialog.saved();
    if (m_selector->comboBox()->findData(s.url) >= 0) {
        // Discovered already, or saved before: one entry per engine.
        m_selector->setCurrentConnection(s.url);
        Q_EMIT message(tr("%1 is listed already; it is selected").arg(s.url), 8000);
        return;
    }
    m_saved << s;
    store();
    m_selector->addChoices({s.choice()});
    m_selector->setCurrentConnection(s.url);
    refresh();
    Q_EMIT message(tr("Added %1").arg(s.displayName()), 8000);
}

void ConnectionManager::editConnection()
{
    const int i = indexOf(m_selector->currentConnection());
    if (i < 0)
        return;
    const ConnectionDialog::Saved old = m_saved[i];
    ConnectionDialog dialog(m_window);
    dialog.setSaved(old);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ConnectionDialog::Saved now = dialog.saved();
    if (now == old)
        return;
    if (now.url != old.url && m_selector->comboBox()->findData(now.url) >= 0) {
        Q_EMIT message(tr("Not changed: %1 is listed already").arg(now.url), 8000);
        return;
    }
    m_saved[i] = now;
    store();
    // A new backend with the new settings: the old one lets go of the engine.
    drop(old.url);
    m_selector->addChoices({now.choice()});
    m_selector->setCurrentConnection(now.url);
    refresh();
    Q_EMIT message(tr("Changed %1; connecting again").arg(now.displayName()), 8000);
}

void ConnectionManager::removeConnection()
{
    const int i = indexOf(m_selector->currentConnection());
    if (i < 0)
        return;
    const ConnectionDialog::Saved s = m_saved[i];
    const auto answer = QMessageBox::question(
        m_window,
        tr("Remove Connection"),
        tr("Remove the connection %1 (%2)? Its jobs keep running on the engine; TrainDeck no "
           "longer lists them.")
            .arg(s.displayName(), s.url),
        QMessageBox::Yes | QMessageBox::Cancel,
        QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    m_saved.removeAt(i);
    store();
    drop(s.url);
    refresh();
    Q_EMIT message(tr("Removed %1").arg(s.displayName()), 8000);
}

} // namespace TrainDeck::Ui
