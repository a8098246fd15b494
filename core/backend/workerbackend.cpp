// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/backend/workerbackend.h"

#include "core/backend/jobworker.h"
#include "core/codec/jobloader.h"

#include <QDir>

namespace TrainDeck {

WorkerBackend::WorkerBackend(const QString &threadName, QObject *parent)
    : Backend(parent)
    , m_thread(std::make_unique<WorkerThread>(threadName))
{}

WorkerBackend::~WorkerBackend()
{
    stopWorker();
}

void WorkerBackend::stopWorker()
{
    m_thread.reset();
    m_jobWorker = nullptr;
}

void WorkerBackend::setWorker(JobWorker *worker, const QString &jobsDir)
{
    m_jobWorker = worker;
    m_jobsDir = jobsDir;
    // Job signals cross the thread queued and are re-emitted here, in the order the worker
    // sent them.
    connect(worker, &JobWorker::jobChanged, this, &Backend::jobChanged, Qt::QueuedConnection);
    connect(worker, &JobWorker::jobRemoved, this, &Backend::jobRemoved, Qt::QueuedConnection);
    // The connection state is stored at once, in the worker thread (the setters are
    // thread-safe): a caller that waited for connected() in a blocking wait reads the state
    // and reason the worker had when it resolved the future.
    connect(
        worker,
        &JobWorker::connectionChanged,
        this,
        [this](ConnectionState state, const QString &reason) { setConnectionState(state, reason); },
        Qt::DirectConnection);
    connect(
        worker,
        &JobWorker::connectionWarningChanged,
        this,
        [this](const QString &warning) { setConnectionWarning(warning); },
        Qt::DirectConnection);
    connect(worker,
            &JobWorker::resourcesSampled,
            this,
            &Backend::resourcesSampled,
            Qt::QueuedConnection);
    connect(worker,
            &JobWorker::resourcesUnavailable,
            this,
            &Backend::resourcesUnavailable,
            Qt::QueuedConnection);
    worker->moveToThread(m_thread->thread());
    // The worker dies with the thread's event loop, in its own thread.
    connect(m_thread->thread(), &QThread::finished, worker, &QObject::deleteLater);
}

void WorkerBackend::start()
{
    JobWorker *w = m_jobWorker;
    QMetaObject::invokeMethod(
        w, [w] { w->start(); }, Qt::QueuedConnection);
}

QFuture<Result<QList<Runtime>>> WorkerBackend::runtimes()
{
    JobWorker *w = m_jobWorker;
    return m_thread->run<Result<QList<Runtime>>>(
        [w] { return Result<QList<Runtime>>(w->catalog().runtimes()); });
}

QFuture<Result<JobPlan>> WorkerBackend::plan(const TrainJob &job)
{
    JobWorker *w = m_jobWorker;
    return m_thread->run<Result<JobPlan>>([w, job] { return w->plan(job); });
}

QFuture<Result<QString>> WorkerBackend::submit(const TrainJob &job)
{
    JobWorker *w = m_jobWorker;
    return m_thread->runAsync<Result<QString>>(
        [w, job](JobWorker::NamePromise p) { w->submit(job, std::move(p)); });
}

QFuture<Result<QList<JobSnapshot>>> WorkerBackend::jobs()
{
    JobWorker *w = m_jobWorker;
    return m_thread->run<Result<QList<JobSnapshot>>>(
        [w] { return Result<QList<JobSnapshot>>(w->snapshots()); });
}

QFuture<Result<JobSnapshot>> WorkerBackend::job(const QString &name)
{
    JobWorker *w = m_jobWorker;
    return m_thread->run<Result<JobSnapshot>>([w, name] { return w->snapshot(name); });
}

QFuture<Result<bool>> WorkerBackend::cancel(const QString &name)
{
    JobWorker *w = m_jobWorker;
    return m_thread->runAsync<Result<bool>>(
        [w, name](JobWorker::BoolPromise p) { w->cancel(name, std::move(p)); });
}

QFuture<Result<bool>> WorkerBackend::remove(const QString &name)
{
    JobWorker *w = m_jobWorker;
    return m_thread->runAsync<Result<bool>>(
        [w, name](JobWorker::BoolPromise p) { w->remove(name, std::move(p)); });
}

void WorkerBackend::watchResources(const QString &job, bool on)
{
    JobWorker *w = m_jobWorker;
    QMetaObject::invokeMethod(
        w, [w, job, on] { w->watchResources(job, on); }, Qt::QueuedConnection);
}

QFuture<Result<StepInspection>> WorkerBackend::inspectStep(const QString &job, const QString &step)
{
    JobWorker *w = m_jobWorker;
    return m_thread->runAsync<Result<StepInspection>>(
        [w, job, step](JobWorker::InspectionPromise p) {
            w->inspectStep(job, step, std::move(p));
        });
}

QString WorkerBackend::logDir(const QString &job) const
{
    return QDir(m_jobsDir).filePath(job + QStringLiteral("/logs"));
}

Result<TrainJob> WorkerBackend::submittedJob(const JobSnapshot &job) const
{
    // The name becomes part of a path: the rule first, as for every other call.
    if (auto ok = checkJobName(job.name); !ok)
        return ok.error();
    return JobLoader::loadKept(
        QDir(m_jobsDir).filePath(job.name + QStringLiteral("/trainjob.yaml")));
}

} // namespace TrainDeck
