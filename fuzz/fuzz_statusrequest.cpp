// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for what a peer sends the progress API: any bytes, split anywhere, must
// parse or be refused within the limits, and a whole request must get an answer.
#include "libs/statusapi/statushandler.h"
#include "libs/statusapi/statusrequest.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace TrainDeck;
    using namespace TrainDeck::StatusApi;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    // The first byte picks where to split, so both halves of the parser's state are reached.
    const qsizetype cut = bytes.isEmpty() ? 0 : qsizetype(uint8_t(bytes[0])) % (bytes.size() + 1);
    StatusRequestParser parser;
    auto state = parser.feed(bytes.left(cut));
    if (state == StatusRequestParser::State::NeedMore)
        state = parser.feed(bytes.mid(cut));
    if (state == StatusRequestParser::State::Complete) {
        if (parser.request().body.size() > StatusRequestParser::defaultMaxBodyBytes)
            __builtin_trap();
        const auto reply = StatusHandler::handle(
            parser.request(),
            QStringLiteral("default"),
            [](const QString &, const QByteArray &token) {
                return token == "t" ? QStringLiteral("/nowhere") : QString();
            },
            [](const QString &, const TrainerStatus &s) -> Result<void> {
                (void)s.echo();
                return {};
            });
        if (reply.body.isEmpty())
            __builtin_trap();
    }
    (void)TrainerStatus::decode(bytes);
    return 0;
}
