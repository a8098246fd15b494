// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>

#include <utility>

namespace TrainDeck::StatusApi {

/// One HTTP/1.1 request as the progress API sees it.
struct StatusRequest
{
    QByteArray method;
    QByteArray target; ///< the request target as sent (origin form: a path)
    QList<std::pair<QByteArray, QByteArray>> headers; ///< names lower-cased, values trimmed
    QByteArray body;

    /// The first header of that (lower-case) name, or a null QByteArray.
    QByteArray header(const QByteArray &lowerName) const;
};

/// An incremental, I/O-free HTTP/1.1 request parser: feed it bytes as they arrive, in any
/// split, and it says when one request is whole or why the bytes cannot be one. Limits bound
/// what a peer can make TrainDeck hold: the request line and headers together at most
/// `maxHeaderBytes`, the body at most `maxBodyBytes` (the controller's 64 KiB; a larger
/// Content-Length is refused before the body is read). Bodies come with Content-Length or
/// chunked transfer coding, as Go's server takes them.
class StatusRequestParser
{
    Q_GADGET
public:
    enum class State {
        NeedMore,      ///< feed more bytes
        Complete,      ///< request() is whole; bytes after it stay in remainder()
        BadRequest,    ///< malformed: answer 400 and close
        HeadersTooBig, ///< answer 431 and close
        BodyTooLarge,  ///< answer 413 (the controller's Status) and close
    };
    Q_ENUM(State)

    static constexpr int defaultMaxHeaderBytes = 16 * 1024;
    static constexpr int defaultMaxBodyBytes = 1 << 16;

    explicit StatusRequestParser(int maxHeaderBytes = defaultMaxHeaderBytes,
                                 int maxBodyBytes = defaultMaxBodyBytes);

    State feed(const QByteArray &bytes);
    State state() const { return m_state; }
    const StatusRequest &request() const { return m_request; }
    /// Bytes after a Complete request (a pipelined next request).
    QByteArray remainder() const { return m_buffer; }
    /// The body came chunked: the controller refuses an oversized chunked body while decoding
    /// it (422), a Content-Length beyond the limit before reading (413).
    bool chunked() const { return m_chunked; }

private:
    State parseHead();
    State parseBody();

    int m_maxHeaderBytes;
    int m_maxBodyBytes;
    State m_state = State::NeedMore;
    QByteArray m_buffer;
    StatusRequest m_request;
    bool m_haveHead = false;
    bool m_chunked = false;
    qint64 m_contentLength = 0;
};

} // namespace TrainDeck::StatusApi
