// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/transport/endpoint.h"
#include "libs/transport/httprequest.h"

#include <QList>
#include <QObject>

namespace TrainDeck::Transport {

class HttpConnection;
class HttpReply;

/// HTTP/1.1 client for one engine endpoint. Plain calls reuse idle keep-alive connections;
/// every stream (logs, events, stats, pull) gets a connection of its own for as long as it
/// runs. Lives in, and must only be used from, one thread (a backend's worker thread).
class HttpClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpClient)

public:
    explicit HttpClient(Endpoint endpoint, QObject *parent = nullptr);
    ~HttpClient() override;

    const Endpoint &endpoint() const { return m_endpoint; }

    /// Sends a request; the reply is owned by the caller (parent it or deleteLater it
    /// after finished()).
    HttpReply *send(const HttpRequest &request);

    int idleConnections() const { return int(m_idle.size()); }
    int openConnections() const { return m_open; }
    /// Closes idle connections (after an engine restart, say).
    void closeIdle();

private:
    Endpoint m_endpoint;
    QList<HttpConnection *> m_idle;
    int m_open = 0;
    int m_maxIdle = 4;
};

} // namespace TrainDeck::Transport
