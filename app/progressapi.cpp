// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/progressapi.h"

#include "libs/statusapi/statusserver.h"

#include <QCoreApplication>
#include <QPointer>

#include <cstdio>

namespace TrainDeck::App {

namespace {

// Owned by the application object, so it closes its sockets before the event loop goes.
StatusApi::StatusServer *s_server = nullptr;
bool s_failed = false;

} // namespace

StatusApi::ProgressEndpoint progressApi()
{
    if (!s_server && !s_failed && QCoreApplication::instance()) {
        s_server = new StatusApi::StatusServer({}, QCoreApplication::instance());
        if (auto started = s_server->start(); !started) {
            s_failed = true;
            std::fprintf(
                stderr,
                "%s\n",
                qPrintable(QCoreApplication::translate(
                               "TrainDeck::App", "TrainDeck: jobs cannot report progress (%1)")
                               .arg(started.error().message)));
            delete s_server;
            s_server = nullptr;
        }
    }
    return s_server ? s_server->endpoint() : StatusApi::ProgressEndpoint{};
}

void addProgressJobRoot(const QString &jobRoot)
{
    if (s_server && !jobRoot.isEmpty())
        s_server->addJobRoot(jobRoot);
}

void progressListenOn(const QString &address, QObject *context, std::function<void(bool)> done)
{
    QPointer<QObject> ctx(context);
    auto answer = [ctx, done](bool ok) {
        if (ctx)
            QMetaObject::invokeMethod(
                ctx, [done, ok] { done(ok); }, Qt::QueuedConnection);
    };
    if (!s_server)
        return answer(false);
    QMetaObject::invokeMethod(
        s_server,
        [address, answer] {
            const auto listened = s_server->listenOn(QHostAddress(address));
            answer(listened.ok());
        },
        Qt::QueuedConnection);
}

} // namespace TrainDeck::App
