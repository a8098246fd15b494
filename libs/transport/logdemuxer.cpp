// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/transport/logdemuxer.h"

#include <QCoreApplication>

namespace TrainDeck::Transport {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(LogDemuxer)
};
} // namespace

LogDemuxer::LogDemuxer(bool tty, Sink sink)
    : m_tty(tty)
    , m_sink(std::move(sink))
{}

Result<void> LogDemuxer::feed(QByteArrayView data)
{
    if (m_tty) {
        if (!data.isEmpty()) {
            ++m_frames;
            m_sink(Stream::Stdout, data, true, true);
        }
        m_offset += data.size();
        return {};
    }
    qsizetype i = 0;
    const qsizetype n = data.size();
    while (i < n) {
        if (m_remaining == 0 && m_headerFill < 8) {
            const qsizetype take = qMin<qsizetype>(8 - m_headerFill, n - i);
            memcpy(m_header + m_headerFill, data.data() + i, size_t(take));
            m_headerFill += int(take);
            i += take;
            m_offset += take;
            if (m_headerFill < 8)
                break;
            const unsigned char s = m_header[0];
            if (s > 2 || m_header[1] != 0 || m_header[2] != 0 || m_header[3] != 0)
                return Error::make(
                    Error::Kind::Parse,
                    Tr::tr("the log stream is not in the engine's multiplexed format: bad frame "
                           "header at byte %1 (stream byte %2); was the container created with "
                           "a TTY?")
                        .arg(m_offset - 8)
                        .arg(int(s)));
            m_stream = Stream(s);
            m_length = (quint32(m_header[4]) << 24) | (quint32(m_header[5]) << 16)
                       | (quint32(m_header[6]) << 8) | quint32(m_header[7]);
            m_remaining = m_length;
            ++m_frames;
            if (m_length == 0) {
                m_headerFill = 0;
                m_sink(m_stream, QByteArrayView(), true, true);
            }
            continue;
        }
        const qsizetype take = qMin<qsizetype>(qsizetype(m_remaining), n - i);
        const bool start = m_remaining == m_length;
        m_remaining -= quint32(take);
        const bool end = m_remaining == 0;
        if (end)
            m_headerFill = 0;
        m_sink(m_stream, data.sliced(i, take), start, end);
        i += take;
        m_offset += take;
    }
    return {};
}

Result<void> LogDemuxer::finish() const
{
    if (m_tty || (m_headerFill == 0 && m_remaining == 0))
        return {};
    return Error::make(Error::Kind::Transport,
                       Tr::tr("the log stream ended inside a frame (%1 of %2 bytes missing)")
                           .arg(m_headerFill < 8 ? 8 - m_headerFill : int(m_remaining))
                           .arg(m_headerFill < 8 ? 8 : int(m_length)));
}

} // namespace TrainDeck::Transport
