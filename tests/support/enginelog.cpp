// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/enginelog.h"

#include "backends/container/engineclient.h"

#include <QElapsedTimer>
#include <QTest>

#include <optional>

namespace TrainDeck::Tests {

Result<QByteArray> engineStdout(Container::EngineClient &client, const QString &container)
{
    QByteArray out;
    std::optional<Error> failed;
    bool done = false;
    Container::EngineClient::LogOptions o;
    o.follow = false;
    o.timestamps = false;
    client.logs(
        container,
        o,
        [&out](Transport::LogDemuxer::Stream s, QByteArrayView d, bool, bool) {
            if (s == Transport::LogDemuxer::Stream::Stdout)
                out.append(d);
        },
        [&](Result<nlohmann::json> r) {
            if (!r)
                failed = r.error();
            done = true;
        });
    QElapsedTimer t;
    t.start();
    while (!done && t.elapsed() < 120000)
        QTest::qWait(5);
    if (!done)
        return Error::make(
            Error::Kind::Timeout,
            QStringLiteral("the engine's log of %1 did not end within 120 s").arg(container));
    if (failed)
        return *failed;
    return out;
}

} // namespace TrainDeck::Tests
