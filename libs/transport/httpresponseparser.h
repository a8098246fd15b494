// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>

#include <functional>
#include <memory>

namespace TrainDeck::Transport {

using HeaderList = QList<QPair<QByteArray, QByteArray>>;

/// Incremental HTTP/1.1 response parser: bytes in, callbacks out, no I/O. Wraps
/// libhttp-parser (Debian's libhttp-parser 2.9), which handles chunked transfer, content
/// length, bodies read to EOF and keep-alive for us; we only collect headers and pass body
/// bytes through as they arrive, so a log stream of gigabytes is never held in memory.
///
/// Why libhttp-parser and not Boost.Beast: it is a small C push parser with exactly this
/// shape (feed any split of bytes, get callbacks), it needs no Boost headers in every
/// translation unit, and Debian keeps patching it for security although upstream moved on
/// to llhttp (which Debian 12 does not ship as a library).
class HttpResponseParser
{
public:
    struct Callbacks
    {
        /// Status and headers are complete. Header names keep their case; look them up
        /// case-insensitively with header().
        std::function<void(int status, const HeaderList &headers)> headers;
        /// A piece of the (de-chunked) body.
        std::function<void(QByteArrayView data)> body;
        /// The response is complete; the connection may be reused when keepAlive().
        std::function<void()> complete;
    };

    explicit HttpResponseParser(Callbacks callbacks);
    ~HttpResponseParser();
    HttpResponseParser(const HttpResponseParser &) = delete;
    HttpResponseParser &operator=(const HttpResponseParser &) = delete;

    /// Prepares for the next response. `headRequest`: the response has no body whatever
    /// its headers say.
    void reset(bool headRequest = false);
    /// Feeds received bytes. An error says what was malformed.
    Result<void> feed(QByteArrayView data);
    /// The peer closed the connection: completes a body that runs to EOF, or fails when a
    /// response was cut short.
    Result<void> finish();

    bool headersDone() const;
    bool complete() const;
    bool keepAlive() const;
    int status() const;

    static QByteArray header(const HeaderList &headers, QByteArrayView name);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace TrainDeck::Transport
