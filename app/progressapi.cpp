// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/progressapi.h"

#include "libs/statusapi/statusserver.h"

#include <QCoreApplication>

#include <cstdio>

namespace TrainDeck::App {

StatusApi::ProgressEndpoint progressApi(const QString &jobRoot)
{
    // Owned by the application object, so it closes its sockets before the event loop goes.
    static StatusApi::StatusServer *server = nullptr;
    static bool failed = false;
    if (!server && !failed) {
        server = new StatusApi::StatusServer({}, QCoreApplication::instance());
        if (auto started = server->start(); !started) {
            failed = true;
            std::fprintf(
                stderr,
                "%s\n",
                qPrintable(QCoreApplication::translate(
                               "TrainDeck::App", "TrainDeck: jobs cannot report progress (%1)")
                               .arg(started.error().message)));
            delete server;
            server = nullptr;
        }
    }
    if (!server)
        return {};
    server->addJobRoot(jobRoot);
    return server->endpoint();
}

} // namespace TrainDeck::App
