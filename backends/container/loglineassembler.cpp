// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/loglineassembler.h"

#include <QDateTime>

namespace TrainDeck::Container {

std::optional<LogTimestamp> LogTimestamp::parse(QByteArrayView text)
{
    // 2026-11-22T08:07:00.668953000Z or 2026-11-22T08:06:25Z (also +hh:mm offsets).
    if (text.size() < 20 || text[4] != '-' || text[10] != 'T')
        return std::nullopt;
    QByteArrayView base = text.first(19);
    QByteArrayView rest = text.sliced(19);
    int nanos = 0;
    const bool hasFraction = !rest.isEmpty() && rest[0] == '.';
    if (hasFraction) {
        qsizetype i = 1;
        int digits = 0;
        while (i < rest.size() && rest[i] >= '0' && rest[i] <= '9') {
            if (digits < 9) {
                nanos = nanos * 10 + (rest[i] - '0');
                ++digits;
            }
            ++i;
        }
        if (digits == 0)
            return std::nullopt;
        for (; digits < 9; ++digits)
            nanos *= 10;
        rest = rest.sliced(i);
    }
    const QDateTime dt
        = QDateTime::fromString(QString::fromLatin1(base) + QString::fromLatin1(rest), Qt::ISODate);
    if (!dt.isValid())
        return std::nullopt;
    return LogTimestamp{dt.toSecsSinceEpoch(), nanos, hasFraction};
}

qint64 LogTimestamp::storedMsecs(qint64 arrivalMsecs) const
{
    const qint64 engine = msecs();
    if (hasFraction || arrivalMsecs < engine || arrivalMsecs >= engine + 1000)
        return engine;
    return arrivalMsecs;
}

LogLineAssembler::LogLineAssembler(bool timestamps, LineSink sink)
    : m_timestamps(timestamps)
    , m_sink(std::move(sink))
{
    for (int i = 0; i < 3; ++i)
        m_streams[i].stream = Transport::LogDemuxer::Stream(i);
}

namespace {
/// Longer than any engine's timestamp ("2026-11-29T03:45:00.123456789+05:30" is 35 bytes).
constexpr qsizetype MaxTimestampBytes = 64;
} // namespace

void LogLineAssembler::frame(Transport::LogDemuxer::Stream stream,
                             QByteArrayView data,
                             bool frameStart,
                             bool frameEnd)
{
    Q_UNUSED(frameEnd)
    StreamState &s = m_streams[int(stream) % 3];
    if (frameStart && m_timestamps) {
        s.inPrefix = true;
        s.prefix.clear();
    }
    if (s.inPrefix) {
        const qsizetype space = data.indexOf(' ');
        if (space < 0) {
            s.prefix.append(data);
            if (s.prefix.size() > MaxTimestampBytes) {
                // Not a timestamp after all: keep the bytes as text.
                ++m_badTimestamps;
                s.inPrefix = false;
                const QByteArray text = std::exchange(s.prefix, {});
                payload(s, text);
            }
            return;
        }
        s.prefix.append(data.first(space));
        s.inPrefix = false;
        // The same bound as above, however the frame was cut: a word longer than any
        // engine's timestamp is text whether its space came in this read or a later one.
        if (auto t
            = s.prefix.size() <= MaxTimestampBytes ? LogTimestamp::parse(s.prefix) : std::nullopt) {
            s.frameTime = *t;
        } else {
            ++m_badTimestamps;
            const QByteArray text = s.prefix + ' ';
            s.prefix.clear();
            payload(s, text);
        }
        s.prefix.clear();
        data = data.sliced(space + 1);
    }
    payload(s, data);
}

void LogLineAssembler::payload(StreamState &s, QByteArrayView data)
{
    while (!data.isEmpty()) {
        if (!s.haveLineTime) {
            s.lineTime = s.frameTime;
            s.haveLineTime = true;
        }
        const qsizetype nl = data.indexOf('\n');
        if (nl < 0) {
            s.line.append(data);
            return;
        }
        if (s.line.isEmpty()) {
            // The common case, a whole line in one frame: no copy.
            m_sink(s.stream, data.first(nl + 1), s.lineTime);
        } else {
            s.line.append(data.first(nl + 1));
            m_sink(s.stream, s.line, s.lineTime);
            s.line.clear();
        }
        s.haveLineTime = false;
        data = data.sliced(nl + 1);
    }
}

qint64 LogLineAssembler::pendingSince() const
{
    qint64 out = 0;
    for (const StreamState &s : m_streams)
        if (s.haveLineTime && !s.line.isEmpty() && (out == 0 || s.lineTime.seconds < out))
            out = s.lineTime.seconds;
    return out;
}

void LogLineAssembler::finish()
{
    for (StreamState &s : m_streams) {
        if (!s.line.isEmpty())
            m_sink(s.stream, s.line, s.lineTime);
        const auto stream = s.stream;
        s = StreamState();
        s.stream = stream;
    }
}

} // namespace TrainDeck::Container
