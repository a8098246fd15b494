// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backend.h"
#include "core/backend/workerthread.h"

#include <memory>

namespace TrainDeck {

class JobWorker;

/// A Backend whose work is done by a JobWorker in a WorkerThread: the part of the local and
/// container backends (and of any later one) that is the same. It forwards every call of
/// the Backend interface into the worker thread and re-emits the worker's job signals,
/// which reach it queued across the thread.
class WorkerBackend : public Backend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkerBackend)

public:
    ~WorkerBackend() override;

    void start() override;
    QFuture<Result<QList<Runtime>>> runtimes() override;
    QFuture<Result<JobPlan>> plan(const TrainJob &job) override;
    QFuture<Result<QString>> submit(const TrainJob &job) override;
    QFuture<Result<QList<JobSnapshot>>> jobs() override;
    QFuture<Result<JobSnapshot>> job(const QString &name) override;
    QFuture<Result<bool>> cancel(const QString &name) override;
    QFuture<Result<bool>> remove(const QString &name) override;
    /// Counted and done in the worker thread (JobWorker::watchResources); returns at once.
    void watchResources(const QString &job, bool on) override;
    /// Done by the worker (JobWorker::inspectStep) in its thread.
    QFuture<Result<StepInspection>> inspectStep(const QString &job, const QString &step) override;
    /// <jobsDir>/<job>/logs.
    QString logDir(const QString &job) const override;
    /// <jobsDir>/<job>/trainjob.yaml, which the worker keeps at submit.
    Result<TrainJob> submittedJob(const JobSnapshot &job) const override;

protected:
    WorkerBackend(const QString &threadName, QObject *parent);
    /// Moves `worker` into the thread (which deletes it when it ends) and connects its
    /// signals. `jobsDir` is where every job keeps its folder.
    void setWorker(JobWorker *worker, const QString &jobsDir);
    /// Ends the thread, which deletes the worker: jobs keep running on purpose. Subclasses
    /// call it first in their destructor, before their own members go.
    void stopWorker();

    std::unique_ptr<WorkerThread> m_thread;

private:
    JobWorker *m_jobWorker = nullptr; ///< lives in m_thread
    QString m_jobsDir;
};

} // namespace TrainDeck
