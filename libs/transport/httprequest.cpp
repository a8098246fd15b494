// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/transport/httprequest.h"

namespace TrainDeck::Transport {

QByteArray HttpRequest::serialize(const QByteArray &hostHeader) const
{
    QByteArray out;
    out.reserve(256 + body.size());
    out += method + ' ' + target + " HTTP/1.1\r\nHost: " + hostHeader + "\r\n";
    bool userAgent = false;
    for (const auto &h : headers) {
        userAgent = userAgent || h.first.compare("User-Agent", Qt::CaseInsensitive) == 0;
        out += h.first + ": " + h.second + "\r\n";
    }
    if (!userAgent)
        out += "User-Agent: TrainDeck\r\n";
    if (!body.isEmpty() || method == "POST" || method == "PUT") {
        if (!body.isEmpty())
            out += "Content-Type: " + contentType + "\r\n";
        out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    }
    out += "\r\n";
    out += body;
    return out;
}

} // namespace TrainDeck::Transport
