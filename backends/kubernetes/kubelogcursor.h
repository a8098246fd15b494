// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace TrainDeck::Kubernetes {

/// How far one step's pod log has been copied into the log store: `<step>.kcursor` beside
/// `<step>.log`, JSON, replaced atomically. The container it belongs to (pod uid and restart
/// count), the kubelet time of the last line stored and how many stored lines carry exactly
/// that time, and whether the log is complete. A request from the last second on skips,
/// by these, the lines the store has.
struct KubeLogCursor
{
    QString podUid;
    QString pod;
    int restartCount = 0;
    qint64 lastNanos = 0; ///< 0: nothing stored from this container yet
    qint64 atLast = 0;    ///< stored lines whose time is exactly lastNanos
    bool complete = false;

    static QString path(const QString &logDir, const QString &step);
    /// The cursor on disk; an empty one when there is none or it cannot be read.
    static KubeLogCursor read(const QString &logDir, const QString &step);
    Result<void> write(const QString &logDir, const QString &step) const;

    QByteArray toJson() const;
    static std::optional<KubeLogCursor> fromJson(const QByteArray &bytes);

    /// A line of time `nanos` has been stored.
    void advance(qint64 nanos);
    /// Whether the store has the line of time `nanos` that a replay from lastNanos's second
    /// meets now; `seenAtLast` counts the replay's lines at exactly lastNanos (start at 0).
    bool stores(qint64 nanos, qint64 &seenAtLast) const;
    /// The container changed: nothing of the new one is stored.
    void startContainer(const QString &uid, const QString &podName, int restarts);

    bool operator==(const KubeLogCursor &) const = default;
};

} // namespace TrainDeck::Kubernetes
