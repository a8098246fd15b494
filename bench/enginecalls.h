// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// What the container benchmarks do the same way: wait for an Engine API call, and read a
// container's whole log the plain way (curl to /dev/null), their common baseline.
#pragma once

#include "backends/container/engineclient.h"

#include <QCoreApplication>
#include <QProcess>

#include <functional>
#include <optional>

namespace TrainDeck::Bench {

/// Runs one asynchronous engine call to its answer, handling events meanwhile.
inline Result<nlohmann::json> call(std::function<void(Container::EngineClient::Done)> fn)
{
    std::optional<Result<nlohmann::json>> r;
    fn([&](Result<nlohmann::json> x) { r = std::move(x); });
    while (!r)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return *r;
}

/// `curl --unix-socket SOCK .../logs?stdout=1&stderr=1&timestamps=1 -o /dev/null`: the request
/// TrainDeck makes for a whole log, the same bytes. The bytes read, -1 when curl failed.
inline qint64 curlWholeLog(const QString &sock, const QString &id)
{
    QProcess p;
    p.start(QStringLiteral("curl"),
            {QStringLiteral("-s"),
             QStringLiteral("--unix-socket"),
             sock,
             QStringLiteral("-o"),
             QStringLiteral("/dev/null"),
             QStringLiteral("-w"),
             QStringLiteral("%{size_download}"),
             QStringLiteral("http://d/v1.41/containers/%1/logs?stdout=1&stderr=1&timestamps=1")
                 .arg(id)});
    p.waitForFinished(-1);
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0
               ? p.readAllStandardOutput().toLongLong()
               : -1;
}

} // namespace TrainDeck::Bench
