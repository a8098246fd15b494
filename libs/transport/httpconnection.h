// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/transport/endpoint.h"
#include "libs/transport/httprequest.h"
#include "libs/transport/httpresponseparser.h"

#include <QObject>
#include <QPointer>

class QIODevice;
class QTimer;

namespace TrainDeck::Transport {

class HttpReply;

/// One HTTP/1.1 connection to an engine (a Unix socket, TCP/TLS or SSH), carrying one request at
/// a time. HttpClient keeps idle ones for reuse (keep-alive) and gives each stream its own.
class HttpConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpConnection)

public:
    HttpConnection(Endpoint endpoint, QObject *parent = nullptr);
    ~HttpConnection() override;

    /// Sends `request`; the answer goes to `reply`. Connects first when needed.
    void send(const HttpRequest &request, HttpReply *reply);
    /// The reply no longer wants its answer (aborted or deleted): the socket is closed.
    void abandon(HttpReply *reply);

    bool isIdle() const { return !m_reply && m_reusable; }
    bool isBroken() const { return m_broken; }

Q_SIGNALS:
    /// The request is over; `reusable` when the connection can carry another one.
    void released(bool reusable);

private:
    void connectSocket();
    void connectLocal(const QString &path);
    /// ssh://: a forwarded local socket (a remote socket path) or `docker system dial-stdio`
    /// run through the shared SSH connection (SshMaster), whose standard input and output
    /// carry this connection's bytes.
    void connectSsh();
    void onConnected();
    void onReadyRead();
    void onDisconnected();
    void onSocketError(const QString &what);
    void onTimeout();
    void fail(Error error);
    void complete();
    Error bodyTooLarge() const;
    QString describe() const;
    QString peer() const;

    Endpoint m_endpoint;
    QIODevice *m_socket = nullptr;
    bool m_connected = false;
    bool m_reusable = false;
    bool m_broken = false;
    HttpResponseParser m_parser;
    QPointer<HttpReply> m_reply;
    QByteArray m_pending; ///< the serialized request, until the socket is connected
    QTimer *m_timer = nullptr;
    bool m_timeoutForHeadersOnly = false;
    qint64 m_maxBody = 0;   ///< this reply's limit (HttpRequest::maxBodyBytes), 0: none
    qint64 m_bodyBytes = 0; ///< of this reply so far, or as its Content-Length announced
    bool m_bodyTooLarge = false;
    int m_readSize = 256 * 1024;
    QByteArray m_readBuffer;
};

} // namespace TrainDeck::Transport
