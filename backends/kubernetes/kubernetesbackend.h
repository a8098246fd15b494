// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubeconnection.h"

#include "core/backend/workerbackend.h"

namespace TrainDeck::Kubernetes {

class KubernetesWorker;

/// TrainJobs on a Kubernetes cluster with Kubeflow Trainer, through one kubeconfig context
/// and namespace (docs/kubernetes.md). The cluster is the truth: jobs, steps (pods) and
/// events come from watches, so jobs made by kubectl or the Python SDK show up, and a
/// restarted TrainDeck finds every job again. What only TrainDeck keeps (the job file as
/// submitted, the logs it streamed) lives under <jobs>/<job>/.
class KubernetesBackend final : public WorkerBackend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KubernetesBackend)

public:
    struct Options
    {
        KubeConnectionOptions connection;
        /// List the jobs of every namespace (read only: nothing is submitted).
        bool allNamespaces = false;
        QString jobsDir; ///< default: Paths::jobsDir(Kubernetes, connection())
    };

    explicit KubernetesBackend(Options options, QObject *parent = nullptr);
    ~KubernetesBackend() override;

    BackendKind kind() const override { return BackendKind::Kubernetes; }
    /// "<context>/<namespace>" ("in-cluster/<namespace>"); "kubernetes" when the kubeconfig
    /// cannot be read (the connection state says why).
    QString connection() const override { return m_connection; }
    QString displayName() const override { return m_displayName; }

    QFuture<Result<QList<Runtime>>> runtimes() override;
    bool canSuspend() const override { return true; }
    /// Every step that ran has its whole pod log in the store (KubeLogSupervisor's marks).
    bool logsComplete(const JobSnapshot &job) const override;
    QFuture<Result<bool>> suspend(const QString &name) override;
    QFuture<Result<bool>> resume(const QString &name) override;
    QFuture<Result<TrainJobConversion>> convertToTrainJob(const QString &name) override;
    QFuture<Result<QStringList>> namespaces() override;

    /// Resolves once the first connection attempt has ended (either way).
    QFuture<Result<bool>> connected();
    /// The namespace jobs are submitted to.
    QString nameSpace() const { return m_nameSpace; }

private:
    Options m_options;
    QString m_connection;
    QString m_displayName;
    QString m_nameSpace;
    KubernetesWorker *m_worker = nullptr; ///< lives in m_thread
};

} // namespace TrainDeck::Kubernetes
