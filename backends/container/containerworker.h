// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/containerbackend.h"
#include "backends/container/containerjobstate.h"
#include "backends/container/engineclient.h"
#include "backends/container/enginediscovery.h"

#include "libs/transport/httpreply.h"
#include <QHash>

#include <QObject>
#include <QPointer>
#include <QPromise>

#include <map>
#include <memory>

class QTimer;

namespace TrainDeck::Container {

class ContainerLogFollower;

/// The container backend's state machine; lives in the backend's worker thread and is only
/// ever called there. Every engine call is asynchronous, so nothing here blocks.
class ContainerWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContainerWorker)

public:
    using BoolPromise = std::shared_ptr<QPromise<Result<bool>>>;
    using NamePromise = std::shared_ptr<QPromise<Result<QString>>>;

    ContainerWorker(ContainerBackend *backend, ContainerBackend::Options options);
    ~ContainerWorker() override;

    void connectEngine();
    void whenConnected(BoolPromise promise);
    Result<JobPlan> plan(const TrainJob &job) const;
    void submit(const TrainJob &job, NamePromise promise);
    QList<JobSnapshot> snapshots() const;
    Result<JobSnapshot> snapshot(const QString &name) const;
    void cancel(const QString &name, BoolPromise promise);
    void remove(const QString &name, BoolPromise promise);

private:
    struct Job
    {
        ContainerJobState state;
        JobPlan plan;          ///< full plan while this process runs the job
        QByteArray specYaml;   ///< the submitted TrainJob, secrets masked
        bool havePlan = false; ///< false after a restart: the job is watched, not driven
        bool busy = false;     ///< an orchestration step is in flight
        bool starting = false; ///< its containers are being created and started
        bool stoppingOthers = false;
        bool removing = false;
        QHash<QString, QString> containerState; ///< step -> engine state (created, running, exited)
        QHash<QString, QString> inspectedState; ///< step -> engine state at the last inspect
        JobSnapshot lastEmitted;
        QList<BoolPromise> pendingRemovals;
    };

    // Connection
    void tryCandidate(int index);
    void onConnected();
    void connectionLost(const QString &reason);
    void resolveConnectWaiters();
    void subscribeEvents();
    void scheduleRefresh(int delayMs = 50);
    void refresh();
    void loadHistory();

    // Jobs
    QString jobDir(const QString &name) const;
    QString logDir(const QString &name) const;
    void applyContainers(const nlohmann::json &list);
    void inspectStep(const QString &name, const QString &stepName);
    Job &adopt(const QString &name, const nlohmann::json &containers);
    void advance(Job &job);
    void createAndStart(const QString &jobName, const QStringList &steps);
    nlohmann::json containerBody(const Job &job, const PlanStep &step) const;
    void ensureImages(const QString &jobName,
                      QStringList images,
                      std::function<void(Result<void>)> done);
    void stopSteps(const QString &jobName, const QStringList &steps, std::function<void()> done);
    void fail(Job &job, const QString &why);
    void publish(Job &job);
    void save(const Job &job) const;
    JobSnapshot toSnapshot(const Job &job) const;
    void removeEverything(const QString &name);
    void finishRemoval(const QString &name, Result<bool> result);
    /// Why TrainDeck may delete this job's folders, checked before anything is deleted: the
    /// workdir is canonical(root)/<name> and nothing else, never a folder a label names.
    Result<void> checkRemovable(const Job &job) const;
    /// True when the engine is reached over TCP: its paths are on another machine.
    bool engineIsRemote() const;
    JobSnapshot invalidSnapshot(const QString &name, const QString &why) const;

    // Logs
    void followLogs(Job &job);
    void onLogEnded(const QString &jobName, const QString &step, bool clean);
    void stopFollowers(const QString &jobName);

    ContainerBackend *m_backend;
    ContainerBackend::Options m_options;
    EngineClient *m_engine = nullptr;
    QList<EngineCandidate> m_candidates;
    QStringList m_tried;
    bool m_connected = false;
    bool m_connecting = false;
    bool m_historyLoaded = false;
    int m_backoffMs = 1000;
    QList<BoolPromise> m_connectWaiters;
    QPointer<Transport::HttpReply> m_events;
    QTimer *m_pollTimer;
    QTimer *m_refreshTimer;
    QTimer *m_retryTimer;
    bool m_refreshing = false;
    bool m_refreshAgain = false;
    int m_pendingInspects = 0;
    QHash<QString, Job> m_jobs;
    /// Engine jobs whose name breaks the job-name rule: listed, never adopted or touched.
    QHash<QString, QString> m_invalid;                     ///< name -> why
    std::map<QString, ContainerLogFollower *> m_followers; ///< "job/step"
    QHash<QString, qint64> m_followerRetryAt;              ///< "job/step" -> msecs
};

} // namespace TrainDeck::Container
