// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/progressapi.h"

#include "libs/statusapi/statusserver.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>

#include <cstdio>

namespace TrainDeck::App {

namespace {

// The server has a thread of its own: traindeck-cli waits for backend calls without an event
// loop (waitForFinished), and a job must still be answered, and a container backend's
// request to listen on a new gateway served, meanwhile. Neither is ever deleted: the thread
// runs until the process ends.
QThread *s_thread = nullptr;
StatusApi::StatusServer *s_server = nullptr;
StatusApi::ProgressEndpoint s_endpoint;
bool s_tried = false;

} // namespace

StatusApi::ProgressEndpoint progressApi()
{
    if (s_tried || !QCoreApplication::instance())
        return s_endpoint;
    s_tried = true;
    auto *thread = new QThread;
    thread->setObjectName(QStringLiteral("traindeck-progress-api"));
    thread->start();
    auto *server = new StatusApi::StatusServer({});
    server->moveToThread(thread);
    Result<void> started;
    QMetaObject::invokeMethod(
        server, [&] { started = server->start(); }, Qt::BlockingQueuedConnection);
    if (!started) {
        std::fprintf(stderr,
                     "%s\n",
                     qPrintable(QCoreApplication::translate("TrainDeck::App",
                                                            "TrainDeck: jobs cannot report "
                                                            "progress (%1)")
                                    .arg(started.error().message)));
        QMetaObject::invokeMethod(
            server, [server] { delete server; }, Qt::BlockingQueuedConnection);
        thread->quit();
        thread->wait();
        delete thread;
        return s_endpoint;
    }
    s_thread = thread;
    s_server = server;
    s_endpoint = server->endpoint();
    return s_endpoint;
}

void addProgressJobRoot(const QString &jobRoot)
{
    if (!s_server || jobRoot.isEmpty())
        return;
    StatusApi::StatusServer *server = s_server;
    QMetaObject::invokeMethod(
        server, [server, jobRoot] { server->addJobRoot(jobRoot); }, Qt::BlockingQueuedConnection);
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
    StatusApi::StatusServer *server = s_server;
    QMetaObject::invokeMethod(
        server,
        [server, address, answer] { answer(server->listenOn(QHostAddress(address)).ok()); },
        Qt::QueuedConnection);
}

} // namespace TrainDeck::App
