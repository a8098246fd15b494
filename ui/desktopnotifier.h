// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QObject>
#include <QString>

namespace TrainDeck::Ui {

/// Desktop notifications through the freedesktop.org notification service on the session
/// bus, which GNOME, KDE, Xfce and the rest show whether or not they have a tray. Calls are
/// asynchronous; a notification the user clicks comes back through activated() with the key
/// it was sent with. When no service answers, failed() hands the notification back so the
/// caller can show it another way.
class DesktopNotifier : public QObject
{
    Q_OBJECT
public:
    static constexpr const char *Service = "org.freedesktop.Notifications";
    static constexpr const char *Path = "/org/freedesktop/Notifications";

    explicit DesktopNotifier(QObject *parent = nullptr);
    ~DesktopNotifier() override;

    /// `failure` raises the urgency to critical. `key` names what a click should show.
    void notify(const QString &title, const QString &body, bool failure, const QString &key);

signals:
    /// The server took it and numbered it `id`.
    void sent(uint id, const QString &key);
    /// The user clicked the notification (its default action).
    void activated(const QString &key);
    /// No notification service answered: `reason` says why.
    void failed(const QString &title, const QString &body, bool failure, const QString &reason);

private slots:
    void onActionInvoked(uint id, const QString &action);
    void onClosed(uint id, uint reason);

private:
    QHash<uint, QString> m_keys; ///< shown notifications and what a click on each shows
    bool m_listening = false;
};

} // namespace TrainDeck::Ui
