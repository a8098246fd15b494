// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/transport/httpresponseparser.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace TrainDeck::Transport {

class HttpConnection;

/// One request's answer, owned by whoever sent it (delete it or call deleteLater when done;
/// deleting an unfinished reply aborts it). Lives in the thread of the HttpClient.
class HttpReply final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpReply)

public:
    using BodySink = std::function<void(QByteArrayView data)>;

    explicit HttpReply(bool stream, QObject *parent = nullptr);
    ~HttpReply() override;

    /// Streams: receives body bytes as they arrive (set it before returning to the event
    /// loop). Without a sink a stream's bytes are collected like a plain call's.
    void setBodySink(BodySink sink) { m_sink = std::move(sink); }

    bool isFinished() const { return m_finished; }
    bool isStream() const { return m_stream; }
    /// Transport failure, timeout or abort; an HTTP error status is not an error here.
    const std::optional<Error> &error() const { return m_error; }
    int status() const { return m_status; }
    const HeaderList &headers() const { return m_headers; }
    QByteArray header(QByteArrayView name) const;
    QByteArray body() const { return m_body; }
    qint64 bytesReceived() const { return m_received; }

    /// Stops the request: the connection is closed (never reused) and finished() follows
    /// with a Cancelled error unless it had finished already.
    void abort();

Q_SIGNALS:
    void headersReceived();
    void finished();

private:
    friend class HttpConnection;
    void deliverHeaders(int status, const HeaderList &headers);
    void deliverBody(QByteArrayView data);
    void deliverFinished(std::optional<Error> error);

    bool m_stream;
    BodySink m_sink;
    bool m_finished = false;
    bool m_headersSeen = false;
    std::optional<Error> m_error;
    int m_status = 0;
    HeaderList m_headers;
    QByteArray m_body;
    qint64 m_received = 0;
    QPointer<HttpConnection> m_connection;
};

} // namespace TrainDeck::Transport
