// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/transport/httpreply.h"

#include "libs/transport/httpconnection.h"

#include <QCoreApplication>

namespace TrainDeck::Transport {

HttpReply::HttpReply(bool stream, QObject *parent)
    : QObject(parent)
    , m_stream(stream)
{}

HttpReply::~HttpReply()
{
    if (!m_finished && m_connection)
        m_connection->abandon(this);
}

QByteArray HttpReply::header(QByteArrayView name) const
{
    return HttpResponseParser::header(m_headers, name);
}

void HttpReply::abort()
{
    if (m_finished)
        return;
    if (m_connection)
        m_connection->abandon(this);
    m_connection = nullptr;
    deliverFinished(
        Error::make(Error::Kind::Cancelled,
                    QCoreApplication::translate("HttpReply", "the request was cancelled")));
}

void HttpReply::deliverHeaders(int status, const HeaderList &headers)
{
    m_status = status;
    m_headers = headers;
    m_headersSeen = true;
    Q_EMIT headersReceived();
}

void HttpReply::deliverBody(QByteArrayView data)
{
    m_received += data.size();
    if (m_stream && m_sink)
        m_sink(data);
    else
        m_body.append(data);
}

void HttpReply::deliverFinished(std::optional<Error> error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = std::move(error);
    m_connection = nullptr;
    Q_EMIT finished();
}

} // namespace TrainDeck::Transport
