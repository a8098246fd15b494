// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QByteArrayView>

#include <functional>

namespace TrainDeck::Transport {

/// Splits a container log stream into its frames, with no I/O. Non-TTY containers send
/// Docker's multiplexed format (8-byte header: stream byte 0/1/2, three zero bytes, payload
/// length as a big-endian u32, then the payload); TTY containers send raw bytes, which come
/// out as stdout frames of whatever size arrived. Frames may arrive split anywhere; a
/// payload is handed out in pieces as its bytes arrive (a 1 MB line never sits whole in here
/// twice), with `frameEnd` set on the last piece.
class LogDemuxer
{
public:
    enum class Stream { Stdin = 0, Stdout = 1, Stderr = 2 };

    using Sink
        = std::function<void(Stream stream, QByteArrayView data, bool frameStart, bool frameEnd)>;

    LogDemuxer(bool tty, Sink sink);

    /// Feeds bytes; an error means the stream is not in the multiplexed format (an engine
    /// that sent something else), and names what was found.
    Result<void> feed(QByteArrayView data);
    /// The stream ended: an error when it stopped inside a frame.
    Result<void> finish() const;

    qint64 framesSeen() const { return m_frames; }

private:
    bool m_tty;
    Sink m_sink;
    unsigned char m_header[8] = {};
    int m_headerFill = 0;
    quint32 m_remaining = 0; ///< payload bytes still due in the current frame
    quint32 m_length = 0;
    Stream m_stream = Stream::Stdout;
    qint64 m_frames = 0;
    qint64 m_offset = 0; ///< bytes consumed, for error messages
};

} // namespace TrainDeck::Transport
