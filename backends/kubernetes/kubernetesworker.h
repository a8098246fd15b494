// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubeconnection.h"

#include "core/backend/jobworker.h"

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <memory>

namespace TrainDeck::Kubernetes {

class KubeClient;
class KubeWatch;
struct WatchEvent;

/// The Kubernetes backend's work, in its worker thread: one KubeClient, watches of the
/// namespace's TrainJobs, their pods and the events (never polling), the snapshots made from
/// them, and the calls that create, suspend, resume and delete TrainJobs.
class KubernetesWorker final : public JobWorker
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KubernetesWorker)

public:
    struct Options
    {
        KubeConnectionOptions connection;
        bool allNamespaces = false;
        QString jobsDir;      ///< <jobsDir>/<job>/{trainjob.yaml,logs/}
        QString connectionId; ///< Backend::connection() of the backend
        /// Where Kubeflow Trainer says its version (ConfigMap kubeflow-trainer-public).
        QString systemNamespace = QStringLiteral("kubeflow-system");
    };
    using RuntimesPromise = std::shared_ptr<QPromise<Result<QList<Runtime>>>>;
    using ConversionPromise = std::shared_ptr<QPromise<Result<TrainJobConversion>>>;
    using NamesPromise = std::shared_ptr<QPromise<Result<QStringList>>>;

    explicit KubernetesWorker(Options options, QObject *parent = nullptr);
    ~KubernetesWorker() override;

    void start() override;
    Result<JobPlan> plan(const TrainJob &job) const override;
    void submit(const TrainJob &job, NamePromise promise) override;
    QList<JobSnapshot> snapshots() const override;
    Result<JobSnapshot> snapshot(const QString &name) const override;
    /// On a cluster, cancel suspends: the pods go, the TrainJob and its logs stay.
    void cancel(const QString &name, BoolPromise promise) override;
    void remove(const QString &name, BoolPromise promise) override;
    /// GET of the step's pod (KubePodInspection): its container, env, mounts, restarts.
    void inspectStep(const QString &name, const QString &step, InspectionPromise promise) override;

    void runtimes(RuntimesPromise promise);
    void setSuspended(const QString &name, bool suspend, BoolPromise promise);
    void convert(const QString &name, ConversionPromise promise);
    void namespaces(NamesPromise promise);
    /// Resolves once the first connection attempt has ended (either way).
    void whenConnected(BoolPromise promise);

    /// The namespace jobs are submitted to.
    QString nameSpace() const { return m_nameSpace; }

    /// How often a watched job's PodMetrics are read (Headlamp's interval; metrics-server
    /// itself scrapes every 15 s by default).
    static constexpr int resourceIntervalMs = 10000;

protected:
    void startResources(const QString &name) override;
    void stopResources(const QString &name) override;

private:
    struct Job;

    void connectToCluster();
    void connected(bool trainerServed, const QString &serverVersion);
    void failed(const Error &error);
    void fetchTrainerVersion(std::function<void(QString)> done);
    void startWatches();
    void stopWatches();
    void onTrainJob(const WatchEvent &event);
    void onPod(const WatchEvent &event);
    void onEvent(const WatchEvent &event);
    /// Training Operator v1 jobs, when the cluster serves kubeflow.org/v1.
    void startLegacyWatches();
    void onLegacyJob(const WatchEvent &event);
    void onLegacyPod(const WatchEvent &event);
    void rebuildLegacy(const QString &key);
    /// Tells the job's log supervisor of its current pods (step, pod); `container` empty:
    /// the step's own (node, dataset-initializer, ...).
    void followLogs(Job &job,
                    const QString &logDir,
                    const QList<std::pair<QString, nlohmann::ordered_json>> &pods,
                    const QString &container);
    void onWatchProblem(const Error &error);
    void onWatchSynced();
    void watchesHealthy();
    void watchesLost();
    void markDirty(const QString &key);
    void flush();
    void rebuild(const QString &key);
    void refreshRuntimes(std::function<void(Result<QList<Runtime>>)> done);
    void resolveConnectedWaiters(bool ok);
    /// Checks that metrics.k8s.io is served, then reads the PodMetrics of every running pod
    /// of every watched job.
    void pollResources();
    void pollJobResources(const QString &name);
    /// Says `reason` for `name` unless it was the last thing said for it.
    void resourcesUnavailableOnce(const QString &name, const QString &reason);
    /// The job named `name` (or "namespace/name"), or an error naming what is missing.
    Result<Job *> find(const QString &name) const;
    QString key(const QString &nameSpace, const QString &name) const;
    QString jobDir(const QString &name) const;
    QString watchNamespace() const;
    Error notConnected() const;

    Options m_options;
    QString m_nameSpace;
    std::unique_ptr<KubeClient> m_client;
    QList<QPointer<KubeWatch>> m_watches;
    KubeWatch *m_trainJobWatch = nullptr;
    KubeWatch *m_podWatch = nullptr;
    KubeWatch *m_eventWatch = nullptr;
    int m_unsynced = 0;
    bool m_connected = false;
    bool m_trainerServed = false;
    bool m_attempted = false;
    QString m_statusLine; ///< "Kubernetes v1.32.4 · Kubeflow Trainer v2.3.0"
    QList<BoolPromise> m_connectedWaiters;
    QTimer *m_problemGrace = nullptr;
    Error m_lastProblem;

    QHash<QString, Job *> m_jobs; ///< by namespace/name
    /// Training Operator v1 jobs by namespace/name, their pods by namespace/job and uid.
    QHash<QString, Job *> m_legacy;
    QHash<QString, QHash<QString, nlohmann::ordered_json>> m_legacyPods;
    QSet<QString> m_legacyDirty;
    /// Pods and events by namespace/job, kept from the watches until their job is listed.
    QHash<QString, QHash<QString, nlohmann::ordered_json>> m_pods;
    QHash<QString, QHash<QString, nlohmann::ordered_json>> m_events; ///< by namespace, uid
    QSet<QString> m_dirty;
    QTimer *m_flushTimer = nullptr;
    QList<Runtime> m_runtimes;
    QTimer *m_resourceTimer = nullptr;
    QSet<QString> m_watched;                   ///< jobs whose resources are watched
    QHash<QString, QString> m_saidUnavailable; ///< job -> the reason it was last given
    bool m_discoveringMetrics = false;
};

} // namespace TrainDeck::Kubernetes
