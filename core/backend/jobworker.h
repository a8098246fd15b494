// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backend.h"
#include "core/catalog/runtimecatalog.h"

#include <QHash>
#include <QObject>
#include <QPromise>

#include <memory>

namespace TrainDeck {

/// The part of a backend that lives in its worker thread and does its I/O (LocalWorker,
/// ContainerWorker, later a Kubernetes worker). It is only ever called in that thread and
/// reports through its own signals, which WorkerBackend connects across the thread. What
/// every worker does alike lives here once: the runtime lookup, the deduplication of what it
/// publishes, and the callers waiting for a job's removal.
class JobWorker : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobWorker)

public:
    using BoolPromise = std::shared_ptr<QPromise<Result<bool>>>;
    using NamePromise = std::shared_ptr<QPromise<Result<QString>>>;
    using InspectionPromise = std::shared_ptr<QPromise<Result<StepInspection>>>;

    explicit JobWorker(RuntimeCatalog catalog, QObject *parent = nullptr);
    ~JobWorker() override;

    /// Backend::start in the worker thread.
    virtual void start() = 0;
    virtual Result<JobPlan> plan(const TrainJob &job) const = 0;
    virtual void submit(const TrainJob &job, NamePromise promise) = 0;
    virtual QList<JobSnapshot> snapshots() const = 0;
    virtual Result<JobSnapshot> snapshot(const QString &name) const = 0;
    virtual void cancel(const QString &name, BoolPromise promise) = 0;
    virtual void remove(const QString &name, BoolPromise promise) = 0;
    /// Backend::inspectStep in the worker thread. The default says the backend cannot.
    virtual void inspectStep(const QString &job, const QString &step, InspectionPromise promise);
    /// Backend::watchResources in the worker thread: counts the watchers of `job` and calls
    /// startResources when the first comes and stopResources when the last goes.
    void watchResources(const QString &job, bool on);
    /// How many callers watch `job`'s resources now.
    int resourceWatchers(const QString &job) const { return m_resourceWatchers.value(job); }

    const RuntimeCatalog &catalog() const { return m_catalog; }

    template<class T>
    static void resolve(const std::shared_ptr<QPromise<Result<T>>> &promise, Result<T> result)
    {
        promise->addResult(std::move(result));
        promise->finish();
    }

Q_SIGNALS:
    void jobChanged(const TrainDeck::JobSnapshot &snapshot);
    void jobRemoved(const QString &name);
    /// Backend::setConnectionState, reported from the worker thread.
    void connectionChanged(TrainDeck::Backend::ConnectionState state, const QString &reason);
    void connectionWarningChanged(const QString &warning);
    /// Backend::resourcesSampled and Backend::resourcesUnavailable, from the worker thread.
    void resourcesSampled(const QString &job, const QList<TrainDeck::ResourceSample> &samples);
    void resourcesUnavailable(const QString &job, const QString &reason);

protected:
    /// The first watcher of `job` came: begin measuring. The default measures nothing and
    /// says so.
    virtual void startResources(const QString &job);
    /// The last watcher of `job` went: stop measuring (no samples after this returns).
    virtual void stopResources(const QString &job);

    Result<Runtime> runtimeFor(const TrainJob &job) const { return m_catalog.runtimeFor(job); }
    /// For a worker whose runtimes live where the jobs run (a cluster): the latest listing.
    void setCatalog(RuntimeCatalog catalog) { m_catalog = std::move(catalog); }
    /// Emits jobChanged unless `snapshot` equals what was last emitted for its job; returns
    /// whether it emitted.
    bool publish(const JobSnapshot &snapshot, JobSnapshot &lastEmitted);
    /// Oldest first, the order every backend lists jobs in.
    static QList<JobSnapshot> byCreation(QList<JobSnapshot> list);

    /// Queues a caller of remove(name); returns true for the first one, which starts the
    /// removal (later callers wait for the same outcome).
    bool addRemovalWaiter(const QString &name, BoolPromise promise);
    bool removalPending(const QString &name) const { return m_removals.contains(name); }
    /// Answers every caller waiting for the removal of `name`.
    void resolveRemovals(const QString &name, const Result<bool> &result);

private:
    RuntimeCatalog m_catalog;
    QHash<QString, QList<BoolPromise>> m_removals;
    QHash<QString, int> m_resourceWatchers;
};

} // namespace TrainDeck
