// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubelogcursor.h"
#include "backends/kubernetes/kubelogtarget.h"
#include "core/support/error.h"
#include "libs/logs/logwriter.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>

namespace TrainDeck::Kubernetes {

class KubeClient;
class KubeLogStream;

/// Copies the log of one step's pod into the log store, exactly once, across broken
/// streams, restarts of the container or of TrainDeck, and a replaced pod. Its progress is a
/// KubeLogCursor beside the log. Lives in the worker thread; KubeLogSupervisor keeps one per
/// step.
///
/// Each request asks for the log with timestamps from the second of the last stored line
/// (`sinceTime`) and skips, by the cursor, what the store has. A stream that ends normally
/// is the container's end only once the pod says so (the worker's update, else a fresh GET
/// of the pod): until then the follower reads again.
class KubeLogFollower final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KubeLogFollower)

public:
    KubeLogFollower(KubeClient *client, QString logDir, QString step, QObject *parent = nullptr);
    ~KubeLogFollower() override;

    void update(const PodLogTarget &target);
    /// The pod was deleted: reading stops; a new pod for the step continues the log.
    void podGone();
    /// Stops reading for good; the cursor stays on disk.
    void stop();

    bool isComplete() const { return m_cursor.complete; }
    bool isReading() const { return m_stream != nullptr; }
    const KubeLogCursor &cursor() const { return m_cursor; }
    /// Backoff of retried requests, first and longest (tests shorten them).
    void setRetryDelays(int firstMs, int maxMs);
    /// What the store may hold in memory while its disk is full (LogWriter's bound).
    void setMaxPendingBytes(qsizetype bytes) { m_maxPending = bytes; }

Q_SIGNALS:
    /// The whole log of the terminated container is in the store.
    void completed();
    /// Something failed that a person may need to know; reading is retried.
    void problem(const TrainDeck::Error &error);

private:
    enum class Read { None, Current, Previous };

    void reconcile();
    void open(Read read);
    void closeStream();
    void onData(const QByteArray &bytes);
    void onFinished();
    void takeLine(QByteArrayView line);
    void restarted();
    void markComplete();
    void writeMarker(const QString &text);
    bool ensureWriter();
    void flush();
    void retryLater(bool refresh);
    void refresh();
    void report(const Error &error);
    /// The store's problem (a full disk), once until it takes the log again.
    void reportStore(const Error &error);

    QPointer<KubeClient> m_client;
    QString m_logDir;
    QString m_step;
    std::optional<PodLogTarget> m_target;
    KubeLogCursor m_cursor;
    KubeLogCursor m_replayFrom; ///< the cursor when the current request began
    qint64 m_seenAtLast = 0;
    qint64 m_lastLineNanos = 0;
    std::unique_ptr<Logs::LogWriter> m_out;
    KubeLogStream *m_stream = nullptr;
    Read m_reading = Read::None;
    QByteArray m_partial; ///< bytes of a line whose '\n' has not arrived
    /// The current container's stream ended normally; whether the container ended too is
    /// still to be learnt.
    bool m_endedClean = false;
    bool m_gone = false;
    bool m_stopped = false;
    bool m_refreshing = false;
    bool m_refreshAfterRetry = false;
    bool m_dirty = false;
    bool m_reported = false;
    bool m_storeReported = false; ///< the store's problem said, not taken back by a write since
    bool m_refused = false;       ///< the store refused a line of this stream: re-read from it
    int m_firstDelayMs = 250;
    qsizetype m_maxPending = 0; ///< 0: LogWriter's default
    int m_maxDelayMs = 5000;
    int m_delayMs = 250;
    QTimer m_retry;
    QTimer m_flushTimer;
};

} // namespace TrainDeck::Kubernetes
