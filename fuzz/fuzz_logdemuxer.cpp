// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for a container's log stream: Docker's multiplexed frames (LogDemuxer) and
// the lines made of them (LogLineAssembler), as ContainerLogFollower runs them. Any bytes, fed
// whole and in pieces, must give the frames a plain reading of the format gives (or fail at
// the same byte, with a message), and the same lines; every line but a last one ends with its
// only '\n', and without timestamps the lines hold exactly the payload bytes.
//
// Input: the first byte picks the piece size (low 6 bits + 1), timestamps (bit 6) and a TTY
// container (bit 7); the rest is the stream.
#include "backends/container/loglineassembler.h"
#include "fuzz/fuzzcheck.h"
#include "libs/transport/logdemuxer.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

using namespace TrainDeck;
using Container::LogLineAssembler;
using Container::LogTimestamp;
using Transport::LogDemuxer;

struct Frame
{
    int stream = 1;
    QByteArray payload;
    bool ended = false;
    bool operator==(const Frame &) const = default;
};

struct Line
{
    int stream = 1;
    QByteArray text;
    qint64 seconds = 0;
    int nanos = 0;
    bool operator==(const Line &) const = default;
};

struct Seen
{
    QList<Frame> frames;
    QList<Line> lines;
    QByteArray payload[3]; ///< every payload byte per stream, in order
    std::optional<QString> feedError;
    std::optional<QString> finishError;
    qint64 framesSeen = 0;
    qint64 badTimestamps = 0;
    bool operator==(const Seen &) const = default;
};

/// The format as docs/container.md describes it, read in one go.
struct Reference
{
    QList<Frame> frames; ///< what a sink sees: a frame cut before its payload is not there
    qint64 headers = 0;
    qsizetype badHeaderAt = -1; ///< where a header is not one of ours
    bool endsInside = false;    ///< the bytes end inside a header or a payload
};

Reference reference(QByteArrayView bytes)
{
    Reference out;
    qsizetype at = 0;
    while (bytes.size() - at >= 8) {
        const auto *h = reinterpret_cast<const unsigned char *>(bytes.data() + at);
        if (h[0] > 2 || h[1] || h[2] || h[3]) {
            out.badHeaderAt = at;
            return out;
        }
        const quint64 length
            = (quint64(h[4]) << 24) | (quint64(h[5]) << 16) | (quint64(h[6]) << 8) | quint64(h[7]);
        at += 8;
        ++out.headers;
        const qsizetype take = qsizetype(qMin<quint64>(length, quint64(bytes.size() - at)));
        if (take > 0 || length == 0)
            out.frames.append(
                {int(h[0]), bytes.sliced(at, take).toByteArray(), quint64(take) == length});
        out.endsInside = quint64(take) < length;
        at += take;
    }
    out.endsInside = out.endsInside || at < bytes.size();
    return out;
}

Seen run(QByteArrayView bytes, qsizetype piece, bool tty, bool timestamps)
{
    Seen seen;
    LogLineAssembler lines(
        timestamps,
        [&seen](LogDemuxer::Stream stream, QByteArrayView line, const LogTimestamp &time) {
            seen.lines.append({int(stream), line.toByteArray(), time.seconds, time.nanos});
        });
    bool open = false;
    LogDemuxer demuxer(tty,
                       [&](LogDemuxer::Stream stream, QByteArrayView data, bool start, bool end) {
                           CHECK(int(stream) >= 0 && int(stream) <= 2);
                           // Pieces of one frame come in order: a start, then its rest.
                           CHECK(start != open);
                           if (start)
                               seen.frames.append({int(stream), {}, false});
                           CHECK(seen.frames.last().stream == int(stream));
                           seen.frames.last().payload.append(data);
                           seen.frames.last().ended = end;
                           seen.payload[int(stream)].append(data);
                           open = !end;
                           lines.frame(stream, data, start, end);
                       });
    for (qsizetype at = 0; at < bytes.size();) {
        const qsizetype n = qMin(piece, bytes.size() - at);
        const auto r = demuxer.feed(bytes.sliced(at, n));
        if (!r) {
            CHECK(r.error().kind == Error::Kind::Parse && !r.error().message.isEmpty());
            seen.feedError = r.error().message;
            break;
        }
        at += n;
    }
    if (!seen.feedError) {
        const auto r = demuxer.finish();
        if (!r) {
            CHECK(r.error().kind == Error::Kind::Transport && !r.error().message.isEmpty());
            seen.finishError = r.error().message;
        }
    }
    const qsizetype before = seen.lines.size();
    for (qsizetype i = 0; i < before; ++i) {
        const QByteArray &t = seen.lines[i].text;
        CHECK(t.endsWith('\n') && t.indexOf('\n') == t.size() - 1);
    }
    lines.finish();
    // What finish() hands out is the last, unterminated line of a stream.
    for (qsizetype i = before; i < seen.lines.size(); ++i)
        CHECK(!seen.lines[i].text.isEmpty() && !seen.lines[i].text.contains('\n'));
    CHECK(lines.pendingSince() == 0);
    seen.framesSeen = demuxer.framesSeen();
    seen.badTimestamps = lines.badTimestamps();
    return seen;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const bool tty = (data[0] & 0x80) != 0;
    // A TTY stream's frames are whatever one read brought, with no timestamp at their start,
    // so its lines are read without timestamps (the app follows no TTY container with them).
    const bool timestamps = !tty && (data[0] & 0x40) != 0;
    const qsizetype piece = (data[0] & 0x3f) + 1;
    // An exact-size copy so that AddressSanitizer sees any read past the end.
    const QByteArray bytes(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));

    const Seen whole = run(bytes, bytes.size() + 1, tty, timestamps);
    const Seen pieces = run(bytes, piece, tty, timestamps);
    // Frames are cut differently by the pieces; what they carry is not.
    for (int s = 0; s < 3; ++s)
        CHECK(whole.payload[s] == pieces.payload[s]);
    CHECK(whole.lines == pieces.lines && whole.feedError == pieces.feedError);
    CHECK(whole.finishError == pieces.finishError);
    // A TTY stream has no frames of its own: each read is one.
    CHECK(tty || whole.framesSeen == pieces.framesSeen);
    CHECK(whole.badTimestamps == pieces.badTimestamps);

    if (tty) {
        CHECK(!whole.feedError && !whole.finishError && whole.payload[1] == bytes);
    } else {
        const Reference ref = reference(bytes);
        CHECK(whole.frames == ref.frames && whole.framesSeen == ref.headers);
        CHECK(whole.feedError.has_value() == (ref.badHeaderAt >= 0));
        // The message says where: the byte offset of the bad header.
        if (whole.feedError)
            CHECK(whole.feedError->contains(QString::number(ref.badHeaderAt)));
        else
            CHECK(whole.finishError.has_value() == ref.endsInside);
    }
    if (!timestamps) {
        // Without timestamps nothing is taken out: the lines are the payload, per stream.
        QByteArray joined[3];
        for (const Line &l : whole.lines)
            joined[l.stream] += l.text;
        for (int s = 0; s < 3; ++s)
            CHECK(joined[s] == whole.payload[s]);
    }
    return 0;
}
