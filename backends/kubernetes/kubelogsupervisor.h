// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubelogtarget.h"
#include "core/support/error.h"

#include <QObject>
#include <QPointer>

#include <map>

namespace TrainDeck::Kubernetes {

class KubeClient;
class KubeLogFollower;

/// Copies the pod logs of one job's steps into its log folder (`<step>.log` and `.idx`
/// through Logs::LogWriter, `<step>.kcursor` for progress), every step at once, each from the
/// moment its container has started, without losing or repeating a line across broken
/// streams, container restarts, replaced pods and TrainDeck restarts (docs/kubernetes.md,
/// "Logs"). The worker calls update() on every pod change; a pod that has not started gets
/// no request (the API answers 400 until it has). Lives in the worker thread and never
/// blocks.
class KubeLogSupervisor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KubeLogSupervisor)

public:
    KubeLogSupervisor(KubeClient *client, const QString &logDir, QObject *parent = nullptr);
    ~KubeLogSupervisor() override;

    /// The pod of `target.step` as it is now. Cheap and idempotent. A step name that is not
    /// an RFC 1035 label is refused (problem()): it names files.
    void update(const PodLogTarget &target);
    /// The pod of `step` was deleted (job deleted or suspended): its stream stops. A new pod
    /// for the step continues the log after a "replaced" marker.
    void podGone(const QString &step);
    /// Stops every stream (shutdown); the cursors stay on disk. Later calls do nothing.
    void stop();
    /// The whole log of the step's terminated container is in the store.
    bool complete(const QString &step) const;
    /// complete() from the marker file alone: callable from any thread, no supervisor needed.
    static bool completeOnDisk(const QString &logDir, const QString &step);
    /// Backoff of retried requests, first and longest (tests shorten them).
    void setRetryDelays(int firstMs, int maxMs);
    /// Each step's store keeps at most this much in memory while its disk is full.
    void setMaxPendingBytes(qsizetype bytes) { m_maxPending = bytes; }
    QString logDir() const { return m_logDir; }

Q_SIGNALS:
    /// Once each time a step's container log becomes complete.
    void stepLogComplete(const QString &step);
    /// Something a person may need to know; the supervisor keeps trying where it can.
    void problem(const QString &step, const TrainDeck::Error &error);

private:
    QPointer<KubeClient> m_client;
    QString m_logDir;
    std::map<QString, KubeLogFollower *> m_followers;
    bool m_stopped = false;
    int m_firstDelayMs = 250;
    qsizetype m_maxPending = 0;
    int m_maxDelayMs = 5000;
};

} // namespace TrainDeck::Kubernetes
