// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/transport/httpresponseparser.h"

#include <QByteArray>

namespace TrainDeck::Transport {

struct HttpRequest
{
    QByteArray method = "GET";
    QByteArray target; ///< path and query, already percent-encoded
    HeaderList headers;
    QByteArray body;
    QByteArray contentType = "application/json";
    /// Whole request for plain calls; for streams only until the headers arrive. 0: none.
    int timeoutMs = 30000;
    /// A stream (logs, events, stats, pull progress): the body goes to the reply's sink as
    /// it arrives instead of being collected.
    bool stream = false;
    /// The most a plain call's body may hold (streams are not collected, so not bounded): an
    /// answer larger than this ends in an error instead of filling the memory. 0: no limit.
    qint64 maxBodyBytes = DefaultMaxBodyBytes;
    static constexpr qint64 DefaultMaxBodyBytes = 64 * 1024 * 1024;

    QByteArray serialize(const QByteArray &hostHeader) const;
};

} // namespace TrainDeck::Transport
