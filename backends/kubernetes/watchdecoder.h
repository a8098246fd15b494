// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/watchevent.h"
#include "core/support/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

namespace TrainDeck::Kubernetes {

/// Splits a watch response body into events as its bytes arrive, however they are cut.
/// API servers write one JSON object per event followed by a newline, but the framing is
/// the JSON itself (client-go decodes the stream as a sequence of objects), so objects glued
/// together or split over many reads decode the same. Free of I/O; fuzzed.
class WatchDecoder
{
    Q_DECLARE_TR_FUNCTIONS(WatchDecoder)
public:
    /// No object on a watch stream is near this; a stream that grows one is broken.
    static constexpr qsizetype MaxEventBytes = 64 * 1024 * 1024;

    /// The events completed by `data`. After an error the stream is unusable: the decoder
    /// stays failed and says why again.
    Result<QList<WatchEvent>> feed(QByteArrayView data);
    /// Bytes of an event that has not ended yet.
    qsizetype pending() const { return m_buffer.size() - m_start; }
    /// Byte offset in the whole stream of the next unread byte, for messages.
    qint64 offset() const { return m_consumed + m_scan; }

private:
    Result<WatchEvent> decode(QByteArrayView text, qint64 at) const;

    QByteArray m_buffer;
    qsizetype m_start = 0; ///< where the current object begins in m_buffer
    qsizetype m_scan = 0;  ///< how far m_buffer has been scanned
    qint64 m_consumed = 0; ///< bytes dropped from the front of m_buffer so far
    int m_depth = 0;
    bool m_inString = false;
    bool m_escape = false;
    std::optional<Error> m_failed;
};

} // namespace TrainDeck::Kubernetes
