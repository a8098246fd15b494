// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerbackend.h"

#include "backends/container/containerlogfollower.h"
#include "backends/container/containerworker.h"

#include "core/codec/jobloader.h"
#include "core/files/paths.h"
#include "core/files/safefs.h"

#include <QDir>

namespace TrainDeck::Container {

ContainerBackend::ContainerBackend(Options options, QObject *parent)
    : Backend(parent)
    , m_options(std::move(options))
    , m_thread(std::make_unique<WorkerThread>(
          QStringLiteral("traindeck-%1").arg(enumName(m_options.engine))))
{
    if (m_options.jobsDir.isEmpty())
        if (auto r = Paths::makeDataDir(); !r)
            qWarning("%s", qPrintable(r.error().message));
    if (m_options.jobsDir.isEmpty())
        m_options.jobsDir = Paths::jobsDir(m_options.engine,
                                           m_options.host.isEmpty() ? QString() : m_options.host);
    if (m_options.workdirRoot.isEmpty())
        m_options.workdirRoot = qEnvironmentVariable("TRAINDECK_CONTAINER_WORKDIR");
    if (m_options.workdirRoot.isEmpty())
        m_options.workdirRoot = Paths::kubeflowContainersDir();
    if (auto r = SafeFs::makeDirs(m_options.jobsDir, SafeFs::PrivateDir); !r)
        qWarning("%s", qPrintable(r.error().message));
    m_endpoint = m_options.host;
    m_worker = new ContainerWorker(this, m_options);
    m_worker->moveToThread(m_thread->thread());
    connect(m_thread->thread(), &QThread::finished, m_worker, &QObject::deleteLater);
}

ContainerBackend::~ContainerBackend()
{
    // Joining the thread deletes the worker; containers keep running on purpose.
    m_thread.reset();
}

QString ContainerBackend::connection() const
{
    QMutexLocker lock(&m_endpointMutex);
    return m_endpoint.isEmpty() ? enumName(m_options.engine) : m_endpoint;
}

QString ContainerBackend::displayName() const
{
    QMutexLocker lock(&m_endpointMutex);
    const QString engine = m_options.engine == BackendKind::Podman ? tr("Podman") : tr("Docker");
    return m_endpoint.isEmpty() ? engine : tr("%1 (%2)").arg(engine, m_endpoint);
}

void ContainerBackend::setEndpoint(const QString &url, const QString &engineName)
{
    QMutexLocker lock(&m_endpointMutex);
    m_endpoint = url;
    m_engineName = engineName;
}

void ContainerBackend::start()
{
    ContainerWorker *w = m_worker;
    QMetaObject::invokeMethod(
        w, [w] { w->connectEngine(); }, Qt::QueuedConnection);
}

QFuture<Result<bool>> ContainerBackend::connected()
{
    ContainerWorker *w = m_worker;
    return m_thread->runAsync<Result<bool>>(
        [w](std::shared_ptr<QPromise<Result<bool>>> p) { w->whenConnected(p); });
}

QFuture<Result<QList<Runtime>>> ContainerBackend::runtimes()
{
    const QList<Runtime> list = m_options.catalog.runtimes();
    return m_thread->run<Result<QList<Runtime>>>([list] { return Result<QList<Runtime>>(list); });
}

QFuture<Result<JobPlan>> ContainerBackend::plan(const TrainJob &job)
{
    ContainerWorker *w = m_worker;
    return m_thread->run<Result<JobPlan>>([w, job] { return w->plan(job); });
}

QFuture<Result<QString>> ContainerBackend::submit(const TrainJob &job)
{
    ContainerWorker *w = m_worker;
    return m_thread->runAsync<Result<QString>>(
        [w, job](std::shared_ptr<QPromise<Result<QString>>> p) { w->submit(job, p); });
}

QFuture<Result<QList<JobSnapshot>>> ContainerBackend::jobs()
{
    ContainerWorker *w = m_worker;
    return m_thread->run<Result<QList<JobSnapshot>>>(
        [w] { return Result<QList<JobSnapshot>>(w->snapshots()); });
}

QFuture<Result<JobSnapshot>> ContainerBackend::job(const QString &name)
{
    ContainerWorker *w = m_worker;
    return m_thread->run<Result<JobSnapshot>>([w, name] { return w->snapshot(name); });
}

QFuture<Result<bool>> ContainerBackend::cancel(const QString &name)
{
    ContainerWorker *w = m_worker;
    return m_thread->runAsync<Result<bool>>(
        [w, name](std::shared_ptr<QPromise<Result<bool>>> p) { w->cancel(name, p); });
}

QFuture<Result<bool>> ContainerBackend::remove(const QString &name)
{
    ContainerWorker *w = m_worker;
    return m_thread->runAsync<Result<bool>>(
        [w, name](std::shared_ptr<QPromise<Result<bool>>> p) { w->remove(name, p); });
}

QString ContainerBackend::logDir(const QString &job) const
{
    return QDir(m_options.jobsDir).filePath(job + QStringLiteral("/logs"));
}

Result<TrainJob> ContainerBackend::submittedJob(const JobSnapshot &job) const
{
    // The name becomes part of a path: the rule first, as for every other call.
    if (auto ok = checkJobName(job.name); !ok)
        return ok.error();
    // Kept by the worker at submit, beside the job's logs.
    return JobLoader::loadKept(
        QDir(m_options.jobsDir).filePath(job.name + QStringLiteral("/trainjob.yaml")));
}

bool ContainerBackend::logsComplete(const JobSnapshot &job) const
{
    const QString dir = logDir(job.name);
    for (const StepSnapshot &s : job.steps) {
        const bool ran = s.state == StepState::Succeeded || s.state == StepState::Failed;
        if (ran && !s.objectId.isEmpty() && !ContainerLogFollower::readCursor(dir, s.name).complete)
            return false;
    }
    return true;
}

} // namespace TrainDeck::Container
