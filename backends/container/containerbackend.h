// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/workerbackend.h"
#include "core/catalog/runtimecatalog.h"
#include "libs/statusapi/progressendpoint.h"

#include <functional>
#include <memory>

namespace TrainDeck::Container {

class ContainerWorker;

/// Runs jobs as containers on a Docker or Podman engine through its Engine API, with the
/// Kubeflow SDK's conventions (docs/kubeflow.md): a network <job>-net, containers
/// <job>-<step>, the workdir ~/.kubeflow/trainer/containers/<job> at /workspace, and the
/// trainer.kubeflow.org/* labels, so jobs made by the Python SDK show up here and ours there.
///
/// The engine is the truth: jobs are found by label, status comes from container states,
/// and a restarted TrainDeck (or a restarted engine) picks every job up again. What only we
/// know (the plan's step list, cancellation, logs of removed containers) is kept under
/// <jobs>/<job>/.
class ContainerBackend final : public WorkerBackend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContainerBackend)

public:
    struct Options
    {
        BackendKind engine = BackendKind::Docker; ///< Docker or Podman
        QString host; ///< explicit engine URL; empty: discover (EngineDiscovery)
        /// TLS without checking the engine's certificate: only when the user asks by name
        /// (--insecure-skip-tls-verify); the connection then carries a warning.
        bool insecureSkipTlsVerify = false;
        /// PEM files for TLS (a saved connection's); empty: DOCKER_CERT_PATH's.
        QString tlsCaFile;
        QString tlsCertFile;
        QString tlsKeyFile;
        QString jobsDir;     ///< default: Paths::jobsDir(engine)
        QString workdirRoot; ///< default: ~/.kubeflow/trainer/containers
        QString pullPolicy = QStringLiteral("IfNotPresent");
        QString datasetInitializerImage;
        QString modelInitializerImage;
        int initializerTimeoutSeconds = 600;
        int graceSeconds = 5; ///< SIGTERM to SIGKILL when stopping
        bool autoRemoveWorkdir = true;
        int pollMs = 1000; ///< safety net; the events stream triggers refreshes at once
        RuntimeCatalog catalog = RuntimeCatalog::bundled();
        /// The process's progress API (docs/progress-api.md): node containers get the
        /// controller's variables, its CA and their token when it is valid.
        StatusApi::ProgressEndpoint progress;
        /// Makes the progress API listen on a job network's gateway address too; called in
        /// the worker thread, `done` is called back in `context`'s thread with the outcome.
        std::function<void(
            const QString &address, QObject *context, std::function<void(bool)> done)>
            listenOn;
    };

    explicit ContainerBackend(Options options, QObject *parent = nullptr);
    ~ContainerBackend() override;

    BackendKind kind() const override { return m_options.engine; }
    QString connection() const override;
    QString displayName() const override;

    bool logsComplete(const JobSnapshot &job) const override;
    QFuture<Result<QList<EngineImage>>> images() override;
    QFuture<Result<QList<ImageCheck>>> checkImages(const TrainJob &job) override;

    const Options &options() const { return m_options; }
    /// Resolves once the first connection attempt has ended (either way).
    QFuture<Result<bool>> connected();

private:
    void setEndpoint(const QString &url, const QString &engineName);

    Options m_options;
    mutable QMutex m_endpointMutex;
    QString m_endpoint;
    QString m_engineName;
    ContainerWorker *m_worker = nullptr; ///< lives in m_thread
};

} // namespace TrainDeck::Container
