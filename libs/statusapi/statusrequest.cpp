// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/statusapi/statusrequest.h"

namespace TrainDeck::StatusApi {

namespace {

bool isTokenChar(char c)
{
    // RFC 9110 tchar
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    return QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

bool isToken(const QByteArray &s)
{
    if (s.isEmpty())
        return false;
    for (char c : s) {
        if (!isTokenChar(c))
            return false;
    }
    return true;
}

bool hasControl(const QByteArray &s)
{
    for (char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\t') || u == 0x7f)
            return true;
    }
    return false;
}

} // namespace

QByteArray StatusRequest::header(const QByteArray &lowerName) const
{
    for (const auto &[name, value] : headers) {
        if (name == lowerName)
            return value;
    }
    return {};
}

StatusRequestParser::StatusRequestParser(int maxHeaderBytes, int maxBodyBytes)
    : m_maxHeaderBytes(maxHeaderBytes)
    , m_maxBodyBytes(maxBodyBytes)
{}

StatusRequestParser::State StatusRequestParser::feed(const QByteArray &bytes)
{
    if (m_state == State::Complete)
        m_buffer.append(bytes); // the next request's
    if (m_state != State::NeedMore)
        return m_state;
    m_buffer.append(bytes);
    if (!m_haveHead) {
        m_state = parseHead();
        if (m_state != State::NeedMore || !m_haveHead)
            return m_state;
    }
    m_state = parseBody();
    return m_state;
}

StatusRequestParser::State StatusRequestParser::parseHead()
{
    const qsizetype end = m_buffer.indexOf("\r\n\r\n");
    if (end < 0)
        return m_buffer.size() > m_maxHeaderBytes ? State::HeadersTooBig : State::NeedMore;
    if (end + 4 > m_maxHeaderBytes)
        return State::HeadersTooBig;
    const QList<QByteArray> lines = m_buffer.left(end).split('\n');
    m_buffer.remove(0, end + 4);
    QList<QByteArray> clean;
    for (const QByteArray &l : lines) {
        if (!l.endsWith('\r') && &l != &lines.last())
            return State::BadRequest; // a bare LF inside the head
        clean << (l.endsWith('\r') ? l.chopped(1) : l);
    }
    const QList<QByteArray> start = clean.first().split(' ');
    if (start.size() != 3 || !isToken(start[0]) || start[1].isEmpty() || hasControl(start[1])
        || (start[2] != "HTTP/1.1" && start[2] != "HTTP/1.0"))
        return State::BadRequest;
    m_request.method = start[0];
    m_request.target = start[1];
    for (qsizetype i = 1; i < clean.size(); ++i) {
        const QByteArray &l = clean[i];
        const qsizetype colon = l.indexOf(':');
        if (colon <= 0)
            return State::BadRequest;
        const QByteArray name = l.left(colon);
        if (!isToken(name)) // also refuses whitespace before the colon (RFC 9112 §5.1)
            return State::BadRequest;
        const QByteArray value = l.mid(colon + 1).trimmed();
        if (hasControl(value))
            return State::BadRequest;
        m_request.headers.append({name.toLower(), value});
    }
    int lengths = 0;
    QByteArray length;
    QByteArray coding;
    for (const auto &[name, value] : m_request.headers) {
        if (name == "content-length") {
            if (lengths++ && value != length)
                return State::BadRequest;
            length = value;
        } else if (name == "transfer-encoding") {
            if (!coding.isEmpty())
                return State::BadRequest;
            coding = value.toLower();
        }
    }
    if (!coding.isEmpty()) {
        // Go accepts only "chunked", and never together with Content-Length.
        if (coding != "chunked" || lengths)
            return State::BadRequest;
        m_chunked = true;
    } else if (lengths) {
        if (length.isEmpty() || length.size() > 18)
            return State::BadRequest;
        for (char c : length) {
            if (c < '0' || c > '9')
                return State::BadRequest;
        }
        m_contentLength = length.toLongLong();
        if (m_contentLength > m_maxBodyBytes)
            return State::BodyTooLarge;
    }
    m_haveHead = true;
    return State::NeedMore;
}

StatusRequestParser::State StatusRequestParser::parseBody()
{
    if (!m_chunked) {
        if (m_buffer.size() < m_contentLength)
            return State::NeedMore;
        m_request.body = m_buffer.left(m_contentLength);
        m_buffer.remove(0, m_contentLength);
        return State::Complete;
    }
    // chunk = size [;ext] CRLF data CRLF ... 0 CRLF [trailers] CRLF
    for (;;) {
        const qsizetype eol = m_buffer.indexOf("\r\n");
        if (eol < 0)
            return m_buffer.size() > 1024 ? State::BadRequest : State::NeedMore;
        QByteArray sizeText = m_buffer.left(eol);
        if (const qsizetype semi = sizeText.indexOf(';'); semi >= 0)
            sizeText.truncate(semi);
        sizeText = sizeText.trimmed();
        if (sizeText.isEmpty() || sizeText.size() > 8)
            return State::BadRequest;
        bool ok = false;
        const qint64 size = sizeText.toLongLong(&ok, 16);
        if (!ok || size < 0)
            return State::BadRequest;
        if (size == 0) {
            // trailers end with an empty line
            const qsizetype end = m_buffer.indexOf("\r\n\r\n", eol);
            if (end == eol) {
                m_buffer.remove(0, eol + 4);
                return State::Complete;
            }
            if (end < 0)
                return m_buffer.size() > m_maxHeaderBytes ? State::HeadersTooBig : State::NeedMore;
            m_buffer.remove(0, end + 4);
            return State::Complete;
        }
        if (m_request.body.size() + size > m_maxBodyBytes)
            return State::BodyTooLarge;
        if (m_buffer.size() < eol + 2 + size + 2)
            return State::NeedMore;
        if (m_buffer.mid(eol + 2 + size, 2) != "\r\n")
            return State::BadRequest;
        m_request.body.append(m_buffer.mid(eol + 2, size));
        m_buffer.remove(0, eol + 2 + size + 2);
    }
}

} // namespace TrainDeck::StatusApi
