// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/desktopnotifier.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QTimer>
#include <QVariantMap>

namespace TrainDeck::Ui {

namespace {
const QString Interface = QStringLiteral("org.freedesktop.Notifications");
} // namespace

DesktopNotifier::DesktopNotifier(QObject *parent)
    : QObject(parent)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected())
        return;
    // Signals of the server, whoever owns the name now or later.
    m_listening = bus.connect(QString(),
                              QString::fromLatin1(Path),
                              Interface,
                              QStringLiteral("ActionInvoked"),
                              this,
                              SLOT(onActionInvoked(uint, QString)))
                  && bus.connect(QString(),
                                 QString::fromLatin1(Path),
                                 Interface,
                                 QStringLiteral("NotificationClosed"),
                                 this,
                                 SLOT(onClosed(uint, uint)));
}

DesktopNotifier::~DesktopNotifier() = default;

void DesktopNotifier::notify(const QString &title,
                             const QString &body,
                             bool failure,
                             const QString &key)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        const QString reason = bus.lastError().message().isEmpty() ? tr("no D-Bus session bus")
                                                                   : bus.lastError().message();
        // Queued: the caller may still be setting itself up when it calls.
        QTimer::singleShot(0, this, [=, this] { emit failed(title, body, failure, reason); });
        return;
    }
    QDBusMessage call = QDBusMessage::createMethodCall(QString::fromLatin1(Service),
                                                       QString::fromLatin1(Path),
                                                       Interface,
                                                       QStringLiteral("Notify"));
    QVariantMap hints;
    // Urgency is a byte in the specification: 1 normal, 2 critical.
    hints.insert(QStringLiteral("urgency"), QVariant::fromValue<uchar>(failure ? 2 : 1));
    hints.insert(QStringLiteral("category"),
                 failure ? QStringLiteral("transfer.error") : QStringLiteral("transfer.complete"));
    // The installed desktop file and icon (installer/), so the desktop groups and badges it.
    hints.insert(QStringLiteral("desktop-entry"), QStringLiteral("io.traindeck.TrainDeck"));
    call << QStringLiteral("TrainDeck") << uint(0) << QStringLiteral("io.traindeck.TrainDeck")
         << title << body << QStringList{QStringLiteral("default"), tr("Show job")} << hints
         << int(-1);
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(call), this);
    connect(
        watcher, &QDBusPendingCallWatcher::finished, this, [=, this](QDBusPendingCallWatcher *w) {
            w->deleteLater();
            QDBusPendingReply<uint> reply = *w;
            if (reply.isError()) {
                emit failed(title, body, failure, reply.error().message());
                return;
            }
            m_keys.insert(reply.value(), key);
            emit sent(reply.value(), key);
        });
}

void DesktopNotifier::onActionInvoked(uint id, const QString &action)
{
    const auto it = m_keys.constFind(id);
    if (it == m_keys.cend() || action != QLatin1String("default"))
        return;
    emit activated(*it);
}

void DesktopNotifier::onClosed(uint id, uint /*reason*/)
{
    m_keys.remove(id);
}

} // namespace TrainDeck::Ui
