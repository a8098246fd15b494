// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/containerbackend.h"
#include "backends/container/containerreconciler.h"
#include "libs/transport/endpoint.h"

#include "core/backend/jobworker.h"

#include <QTimer>

#include <functional>

namespace TrainDeck::Container {

class ContainerLogSupervisor;
class ContainerStatsFollower;
class EngineConnection;

/// The container backend's worker: takes the Backend calls in the worker thread and drives
/// each job through its phases (submit, initializers, nodes, stop after a failure,
/// remove). The engine link is EngineConnection's, what the engine lists is read by
/// ContainerReconciler, logs are followed by ContainerLogSupervisor, each multi-step engine
/// conversation is an operation on its job (SubmitOperation, StartStepsOperation,
/// StopStepsOperation, RemoveOperation) and every request body is ContainerSpec's.
class ContainerWorker final : public JobWorker
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContainerWorker)

public:
    explicit ContainerWorker(ContainerBackend::Options options);
    ~ContainerWorker() override;

    /// Connects in the background (EngineConnection), then lists and reattaches.
    void start() override;
    /// Resolves once connected with every job listed and every exit inspected, or when a
    /// connection attempt failed.
    void whenConnected(BoolPromise promise);
    Result<JobPlan> plan(const TrainJob &job) const override;
    void submit(const TrainJob &job, NamePromise promise) override;
    QList<JobSnapshot> snapshots() const override;
    Result<JobSnapshot> snapshot(const QString &name) const override;
    void cancel(const QString &name, BoolPromise promise) override;
    void remove(const QString &name, BoolPromise promise) override;
    using ImagesPromise = std::shared_ptr<QPromise<Result<QList<EngineImage>>>>;
    using ImageChecksPromise = std::shared_ptr<QPromise<Result<QList<ImageCheck>>>>;
    /// The engine's tagged images, newest first (Backend::images).
    void listImages(ImagesPromise promise);
    /// Plans `job` and looks each of its images up as a submission would (Backend::checkImages).
    void checkImages(const TrainJob &job, ImageChecksPromise promise);
    /// GET /containers/{id}/json of the step's container (ContainerInspection).
    void inspectStep(const QString &name, const QString &step, InspectionPromise promise) override;

protected:
    /// One ContainerStatsFollower per watched job: the engine's stats streams.
    void startResources(const QString &name) override;
    void stopResources(const QString &name) override;

Q_SIGNALS:
    /// The engine that answered: its address and name (Docker or Podman).
    void endpointChanged(const QString &url, const QString &engineName);

private:
    void onConnected();
    void resolveConnectWaiters();
    Error notConnected() const;
    /// The engine's address when it is reached over SSH (its workdirs are on its host).
    std::optional<Transport::Endpoint> sshEngine() const;
    QString jobDir(const QString &name) const;

    ContainerJob *addSubmittedJob(const JobPlan &plan, const QByteArray &specYaml);
    void submitted(const QString &name, const Result<QString> &result, const NamePromise &promise);
    /// Starts what is due next: initializers, then nodes; stops what still runs after a
    /// failure or a deadline.
    void advance(ContainerJob &job);
    void startSteps(ContainerJob &job, const QStringList &steps);
    void stopSteps(ContainerJob &job, const QStringList &steps);
    void fail(ContainerJob &job, const QString &why);
    void finishRemoval(const QString &name, const Result<bool> &result);
    /// Forgets a job: its operations are aborted, views are told it is gone.
    void dropJob(const QString &name, const QString &why);

    /// Opens and closes the watched job's stats streams after what the engine listed.
    void updateStats(const QString &name);

    void publish(ContainerJob &job);
    /// The progress API for a just submitted job: the network's gateway, the server listening
    /// there, the token and CA in the job's folder, the variables and the read-only mount in
    /// its node steps; then `then` (also when the job gets none of it, with an event).
    void prepareProgress(ContainerJob &job, std::function<void()> then);
    /// Rereads every job's trainerstatus.json that changed and publishes those jobs.
    void readProgress();
    void save(const ContainerJob &job) const;
    JobSnapshot toSnapshot(const ContainerJob &job) const;
    JobSnapshot invalidSnapshot(const QString &name, const QString &why) const;

    ContainerBackend::Options m_options;
    ContainerReconciler::Jobs m_jobs; ///< children of this worker
    EngineConnection *m_connection;
    ContainerReconciler *m_reconciler;
    ContainerLogSupervisor *m_logs;
    QHash<QString, ContainerStatsFollower *> m_stats; ///< watched jobs, children of this worker
    QList<BoolPromise> m_connectWaiters;
    QString m_connectionReason;
    bool m_historyLoaded = false;
    bool m_closing = false;  ///< in the destructor: operations settle, nothing reacts
    QTimer *m_progressTimer; ///< a child: checks trainerstatus.json files each second
};

} // namespace TrainDeck::Container
