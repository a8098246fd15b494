// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for the HTTP/1.1 response parser that reads every engine answer: any bytes,
// fed whole and fed in pieces, must give the same status, headers, body and end, or fail
// with a message in both; a body never comes before the headers nor after the end, a HEAD
// answer has none, a Content-Length answer has exactly that many bytes, and the parser read
// again after reset() says the same.
//
// Input: the first byte picks the piece size (low 7 bits + 1) and a HEAD request (high bit);
// the rest is what the engine sent.
#include "fuzz/fuzzcheck.h"
#include "libs/transport/httpresponseparser.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

using namespace TrainDeck;
using namespace TrainDeck::Transport;

struct Seen
{
    int status = -1;
    HeaderList headers;
    QByteArray body;
    int headerCalls = 0;
    int completeCalls = 0;
    bool bodyBeforeHeaders = false;
    bool bodyAfterComplete = false;
    bool failed = false;
    bool complete = false;
    bool keepAlive = false;
};

/// The callbacks write to whichever Seen `*target` points at, so that one parser can be
/// reset and read again.
HttpResponseParser::Callbacks callbacks(Seen **target)
{
    HttpResponseParser::Callbacks c;
    c.headers = [target](int status, const HeaderList &headers) {
        ++(*target)->headerCalls;
        (*target)->status = status;
        (*target)->headers = headers;
    };
    c.body = [target](QByteArrayView data) {
        Seen &seen = **target;
        seen.bodyBeforeHeaders = seen.bodyBeforeHeaders || seen.headerCalls == 0;
        seen.bodyAfterComplete = seen.bodyAfterComplete || seen.completeCalls > 0;
        seen.body.append(data);
    };
    c.complete = [target] {
        ++(*target)->completeCalls;
    };
    return c;
}

/// Feeds `bytes` in pieces of `piece` (all at once when 0), then the end of the stream.
Seen run(
    HttpResponseParser &parser, Seen **target, QByteArrayView bytes, qsizetype piece, bool head)
{
    Seen seen;
    *target = &seen;
    parser.reset(head);
    for (qsizetype at = 0; at < bytes.size() && !seen.failed;) {
        const qsizetype n = piece == 0 ? bytes.size() : qMin(piece, bytes.size() - at);
        const auto r = parser.feed(bytes.sliced(at, n));
        if (!r) {
            CHECK(r.error().kind == Error::Kind::Parse && !r.error().message.isEmpty());
            seen.failed = true;
        }
        at += n;
    }
    if (!seen.failed) {
        const auto r = parser.finish();
        if (!r) {
            CHECK(r.error().kind == Error::Kind::Transport && !r.error().message.isEmpty());
            CHECK(!parser.complete());
        } else {
            CHECK(parser.complete());
        }
    }
    seen.complete = parser.complete();
    seen.keepAlive = parser.keepAlive();
    CHECK(parser.complete() == (seen.completeCalls == 1));
    CHECK(seen.headerCalls <= 1 && seen.completeCalls <= 1);
    CHECK(parser.headersDone() == (seen.headerCalls == 1));
    CHECK(!parser.complete() || parser.headersDone());
    CHECK(!seen.bodyBeforeHeaders && !seen.bodyAfterComplete);
    CHECK(!head || seen.body.isEmpty());
    *target = nullptr;
    return seen;
}

bool same(const Seen &a, const Seen &b)
{
    return a.status == b.status && a.headers == b.headers && a.body == b.body
           && a.failed == b.failed && a.complete == b.complete && a.keepAlive == b.keepAlive;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const bool head = (data[0] & 0x80) != 0;
    const qsizetype piece = (data[0] & 0x7f) + 1;
    // An exact-size copy so that AddressSanitizer sees any read past the end.
    const QByteArray bytes(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));

    Seen *target = nullptr;
    HttpResponseParser parser(callbacks(&target));
    const Seen whole = run(parser, &target, bytes, 0, head);
    // The same parser after reset(), now in pieces: how the bytes were cut must not matter.
    const Seen pieces = run(parser, &target, bytes, piece, head);
    CHECK(same(whole, pieces));
    // And once more, to see that reset() leaves nothing of the last response behind.
    CHECK(same(run(parser, &target, bytes, piece, head), pieces));

    if (whole.complete) {
        CHECK(whole.status >= 100 && whole.status <= 999);
        // A plain Content-Length answer carries exactly that many bytes.
        int lengths = 0;
        for (const auto &h : whole.headers)
            lengths += h.first.compare("Content-Length", Qt::CaseInsensitive) == 0 ? 1 : 0;
        bool ok = false;
        const qlonglong n
            = HttpResponseParser::header(whole.headers, "Content-Length").toLongLong(&ok);
        if (!head && ok && lengths == 1 && whole.status >= 200 && whole.status != 204
            && whole.status != 304
            && HttpResponseParser::header(whole.headers, "Transfer-Encoding").isEmpty())
            CHECK(whole.body.size() == n);
    }
    return 0;
}
