// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>

#include <optional>

namespace TrainDeck::Kubernetes {

/// One line of a pod log read with `timestamps=true`: the kubelet's RFC 3339 time (to the
/// nanosecond) and the text the container wrote.
struct KubeLogLine
{
    qint64 nanos = 0; ///< since the epoch, UTC; 0 when the line had no readable time
    QByteArray text;  ///< without the time and without the final '\n'

    /// Splits "2026-11-24T12:00:00.123456789Z text" into its time and text. A line whose
    /// first word is no RFC 3339 time is all text, with nanos 0.
    static KubeLogLine parse(QByteArrayView line);
    /// An RFC 3339 time (fraction of up to 9 digits, 'Z' or an offset) in nanoseconds since
    /// the epoch; nullopt when malformed or outside what 64-bit nanoseconds hold (1677-09-21
    /// to 2262-04-11, as Go's UnixNano).
    static std::optional<qint64> parseTime(QByteArrayView time);
    /// The second `nanos` falls in, as sinceTime asks for it (the API takes whole seconds
    /// from some clients, so a request asks from the second and skips what it has).
    static QDateTime second(qint64 nanos);

    qint64 msecs() const { return nanos / 1000000; }
};

} // namespace TrainDeck::Kubernetes
