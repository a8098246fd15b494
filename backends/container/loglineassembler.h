// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/transport/logdemuxer.h"

#include <QByteArray>

#include <functional>
#include <optional>
#include <tuple>

namespace TrainDeck::Container {

/// An engine log timestamp: Docker sends RFC 3339 with nine fraction digits, Podman whole
/// seconds. Ordered, so a resumed stream can skip what was already stored.
struct LogTimestamp
{
    qint64 seconds = 0;
    int nanos = 0;
    /// Whether the engine wrote a fraction of a second (Docker always; Podman never).
    bool hasFraction = false;

    static std::optional<LogTimestamp> parse(QByteArrayView text);
    qint64 msecs() const { return seconds * 1000 + nanos / 1000000; }
    /// The time a line is stored with, given when it arrived (`arrivalMsecs`, ms since the
    /// epoch). The engine's time when it has a fraction. Podman's has none: a line read live
    /// arrives within its second, and the arrival time there keeps the order and spacing of
    /// the lines inside that second; a line read later (its second long gone) keeps the
    /// engine's whole second.
    qint64 storedMsecs(qint64 arrivalMsecs) const;
    QString sinceParameter() const { return QString::number(seconds); }
    auto operator<=>(const LogTimestamp &o) const
    {
        return std::tie(seconds, nanos) <=> std::tie(o.seconds, o.nanos);
    }
    bool operator==(const LogTimestamp &o) const
    {
        return seconds == o.seconds && nanos == o.nanos;
    }
};

/// Turns the demultiplexed frames of a `logs?timestamps=1` stream into whole lines, with no
/// I/O. Frames are not lines (docs/container.md, "Engine API facts"): Docker cuts a long line into
/// 16 KiB frames and Podman sends every write() as its own frame, each with its own timestamp
/// prefix. So: strip the prefix of every frame, join the payloads per stream, cut at '\n'; a line's
/// time is that of its first frame. stdout and stderr are joined separately and may interleave by
/// line, never inside one.
class LogLineAssembler
{
public:
    /// `line` includes its '\n' (absent only for a last line flushed by finish()).
    using LineSink = std::function<void(
        Transport::LogDemuxer::Stream stream, QByteArrayView line, const LogTimestamp &time)>;

    LogLineAssembler(bool timestamps, LineSink sink);

    void frame(Transport::LogDemuxer::Stream stream,
               QByteArrayView data,
               bool frameStart,
               bool frameEnd);
    /// The container has exited and its stream ended: hands out unterminated last lines.
    void finish();
    /// While the sink runs: the time of the frame that ended the line it was given, which is
    /// later than the line's own time when the engine cut the line between two seconds. What a
    /// `since` request returns is cut by frame times: it holds the tail of such a line, never
    /// its head.
    const LogTimestamp &lineEndTime(Transport::LogDemuxer::Stream stream) const
    {
        return m_streams[int(stream) % 3].frameTime;
    }
    /// The earliest second at which a line that has not ended yet began, 0 when none.
    qint64 pendingSince() const;
    /// Lines whose prefix was not a timestamp (never seen from Docker or Podman).
    qint64 badTimestamps() const { return m_badTimestamps; }

private:
    struct StreamState
    {
        Transport::LogDemuxer::Stream stream = Transport::LogDemuxer::Stream::Stdout;
        QByteArray line;
        LogTimestamp lineTime;
        bool haveLineTime = false;
        QByteArray prefix; ///< timestamp bytes of the current frame, until its space
        bool inPrefix = false;
        LogTimestamp frameTime;
    };
    void payload(StreamState &s, QByteArrayView data);

    bool m_timestamps;
    LineSink m_sink;
    StreamState m_streams[3];
    qint64 m_badTimestamps = 0;
};

} // namespace TrainDeck::Container
