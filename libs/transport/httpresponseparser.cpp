// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/transport/httpresponseparser.h"

#include <QCoreApplication>

#include <http_parser.h>

namespace TrainDeck::Transport {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(HttpResponseParser)
};
} // namespace

struct HttpResponseParser::Private
{
    http_parser parser{};
    http_parser_settings settings{};
    Callbacks callbacks;
    HeaderList headers;
    QByteArray field;
    QByteArray value;
    bool inValue = false;
    bool headRequest = false;
    bool headersDone = false;
    bool complete = false;
    bool keepAlive = false;
    bool started = false;
    bool invalidStatus = false;

    void flushHeader()
    {
        if (!field.isEmpty())
            headers.append({field, value.trimmed()});
        field.clear();
        value.clear();
        inValue = false;
    }

    static Private *self(http_parser *p) { return static_cast<Private *>(p->data); }
};

HttpResponseParser::HttpResponseParser(Callbacks callbacks)
    : d(std::make_unique<Private>())
{
    d->callbacks = std::move(callbacks);
    http_parser_settings_init(&d->settings);
    d->settings.on_message_begin = [](http_parser *p) {
        Private::self(p)->started = true;
        return 0;
    };
    d->settings.on_header_field = [](http_parser *p, const char *at, size_t len) {
        Private *d = Private::self(p);
        if (d->inValue)
            d->flushHeader();
        d->field.append(at, qsizetype(len));
        return 0;
    };
    d->settings.on_header_value = [](http_parser *p, const char *at, size_t len) {
        Private *d = Private::self(p);
        d->inValue = true;
        d->value.append(at, qsizetype(len));
        return 0;
    };
    d->settings.on_headers_complete = [](http_parser *p) {
        Private *d = Private::self(p);
        // libhttp-parser takes one to three digits for the status; HTTP has exactly three,
        // and "HTTP/1.1 2" is no answer a caller can judge (fuzz_httpresponse).
        if (p->status_code < 100) {
            d->invalidStatus = true;
            return -1;
        }
        d->flushHeader();
        d->headersDone = true;
        if (d->callbacks.headers)
            d->callbacks.headers(int(p->status_code), d->headers);
        // 1: no body follows (a HEAD response carries Content-Length but no bytes).
        return d->headRequest ? 1 : 0;
    };
    d->settings.on_body = [](http_parser *p, const char *at, size_t len) {
        Private *d = Private::self(p);
        if (d->callbacks.body)
            d->callbacks.body(QByteArrayView(at, qsizetype(len)));
        return 0;
    };
    d->settings.on_message_complete = [](http_parser *p) {
        Private *d = Private::self(p);
        d->complete = true;
        d->keepAlive = http_should_keep_alive(p) != 0;
        if (d->callbacks.complete)
            d->callbacks.complete();
        // Stop here: bytes after the message belong to no request of ours.
        http_parser_pause(p, 1);
        return 0;
    };
    reset();
}

HttpResponseParser::~HttpResponseParser() = default;

void HttpResponseParser::reset(bool headRequest)
{
    http_parser_init(&d->parser, HTTP_RESPONSE);
    d->parser.data = d.get();
    d->headers.clear();
    d->field.clear();
    d->value.clear();
    d->inValue = false;
    d->headRequest = headRequest;
    d->headersDone = false;
    d->complete = false;
    d->keepAlive = false;
    d->started = false;
    d->invalidStatus = false;
}

Result<void> HttpResponseParser::feed(QByteArrayView data)
{
    // http_parser takes zero bytes to mean EOF; that is finish()'s job.
    if (data.isEmpty())
        return {};
    if (d->complete) {
        if (data.isEmpty())
            return {};
        return Error::make(Error::Kind::Parse,
                           Tr::tr("the server sent %n unexpected byte(s) after a complete response",
                                  nullptr,
                                  int(data.size())));
    }
    const size_t n
        = http_parser_execute(&d->parser, &d->settings, data.data(), size_t(data.size()));
    auto err = HTTP_PARSER_ERRNO(&d->parser);
    if (err == HPE_CB_headers_complete && d->invalidStatus)
        err = HPE_INVALID_STATUS;
    if (err == HPE_PAUSED) {
        // Completed; anything left over in this buffer is a protocol violation. `n` counts
        // exactly the bytes of the response (the pause comes with its last byte), so one byte
        // more is one too many, as it is when it arrives in the next read (fuzz_httpresponse).
        if (n < size_t(data.size()) && !d->complete)
            return Error::make(Error::Kind::Parse, Tr::tr("the HTTP parser stopped early"));
        if (n < size_t(data.size()))
            return Error::make(Error::Kind::Parse,
                               Tr::tr("the server sent bytes after a complete response"));
        return {};
    }
    if (err != HPE_OK)
        return Error::make(Error::Kind::Parse,
                           Tr::tr("malformed HTTP response from the engine: %1 (%2)")
                               .arg(QString::fromLatin1(http_errno_description(err)),
                                    QString::fromLatin1(http_errno_name(err))));
    return {};
}

Result<void> HttpResponseParser::finish()
{
    if (d->complete)
        return {};
    if (!d->started)
        return Error::make(Error::Kind::Transport,
                           Tr::tr("the engine closed the connection without answering"));
    http_parser_execute(&d->parser, &d->settings, nullptr, 0);
    const auto err = HTTP_PARSER_ERRNO(&d->parser);
    if (d->complete)
        return {};
    return Error::make(Error::Kind::Transport,
                       Tr::tr("the engine closed the connection in the middle of a response%1")
                           .arg(err != HPE_OK && err != HPE_PAUSED ? QStringLiteral(" (%1)").arg(
                                    QString::fromLatin1(http_errno_description(err)))
                                                                   : QString()));
}

bool HttpResponseParser::headersDone() const
{
    return d->headersDone;
}

bool HttpResponseParser::complete() const
{
    return d->complete;
}

bool HttpResponseParser::keepAlive() const
{
    return d->keepAlive;
}

int HttpResponseParser::status() const
{
    return int(d->parser.status_code);
}

QByteArray HttpResponseParser::header(const HeaderList &headers, QByteArrayView name)
{
    for (const auto &h : headers)
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return {};
}

} // namespace TrainDeck::Transport
