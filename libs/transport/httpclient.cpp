// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/transport/httpclient.h"

#include "libs/transport/httpconnection.h"
#include "libs/transport/httpreply.h"
#include "libs/transport/transportlogging.h"

#include <QElapsedTimer>

namespace TrainDeck::Transport {

HttpClient::HttpClient(Endpoint endpoint, QObject *parent)
    : QObject(parent)
    , m_endpoint(std::move(endpoint))
{}

HttpClient::~HttpClient() = default;

HttpReply *HttpClient::send(const HttpRequest &request)
{
    auto *reply = new HttpReply(request.stream);
    HttpConnection *conn = nullptr;
    while (!m_idle.isEmpty() && !conn) {
        conn = m_idle.takeLast();
        if (conn->isBroken() || !conn->isIdle()) {
            conn->deleteLater();
            --m_open;
            conn = nullptr;
        }
    }
    if (!conn) {
        conn = new HttpConnection(m_endpoint, this);
        ++m_open;
        connect(conn, &HttpConnection::released, this, [this, conn](bool reusable) {
            if (reusable && !conn->isBroken() && m_idle.size() < m_maxIdle) {
                if (!m_idle.contains(conn))
                    m_idle.append(conn);
                return;
            }
            m_idle.removeAll(conn);
            --m_open;
            conn->deleteLater();
        });
    }
    if (lcTransport().isDebugEnabled()) {
        qCDebug(lcTransport).noquote()
            << request.method << request.target << "->" << m_endpoint.toString();
        QElapsedTimer timer;
        timer.start();
        connect(reply,
                &HttpReply::finished,
                reply,
                [reply, timer, method = request.method, target = request.target] {
                    if (reply->error())
                        qCDebug(lcTransport).noquote()
                            << method << target << "failed after" << timer.elapsed()
                            << "ms:" << reply->error()->message;
                    else
                        qCDebug(lcTransport).noquote()
                            << method << target << reply->status() << reply->bytesReceived()
                            << "bytes in" << timer.elapsed() << "ms";
                });
    }
    conn->send(request, reply);
    return reply;
}

void HttpClient::closeIdle()
{
    for (HttpConnection *c : std::exchange(m_idle, {})) {
        --m_open;
        c->deleteLater();
    }
}

} // namespace TrainDeck::Transport
