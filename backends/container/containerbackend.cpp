// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerbackend.h"

#include "backends/container/containerlogfollower.h"
#include "backends/container/containerworker.h"

#include "core/files/paths.h"
#include "core/files/safefs.h"

#include <QDir>

namespace TrainDeck::Container {

ContainerBackend::ContainerBackend(Options options, QObject *parent)
    : WorkerBackend(QStringLiteral("traindeck-%1").arg(enumName(options.engine)), parent)
    , m_options(std::move(options))
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
    m_worker = new ContainerWorker(m_options);
    // Stored at once, in the worker thread, like the connection state: connection() is
    // read right after connected() resolves.
    connect(
        m_worker,
        &ContainerWorker::endpointChanged,
        this,
        [this](const QString &url, const QString &engineName) { setEndpoint(url, engineName); },
        Qt::DirectConnection);
    setWorker(m_worker, m_options.jobsDir);
}

ContainerBackend::~ContainerBackend()
{
    // Joining the thread deletes the worker; containers keep running on purpose.
    stopWorker();
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

QFuture<Result<bool>> ContainerBackend::connected()
{
    ContainerWorker *w = m_worker;
    return m_thread->runAsync<Result<bool>>(
        [w](std::shared_ptr<QPromise<Result<bool>>> p) { w->whenConnected(p); });
}

QFuture<Result<QList<EngineImage>>> ContainerBackend::images()
{
    ContainerWorker *w = m_worker;
    return m_thread->runAsync<Result<QList<EngineImage>>>(
        [w](ContainerWorker::ImagesPromise p) { w->listImages(std::move(p)); });
}

QFuture<Result<QList<ImageCheck>>> ContainerBackend::checkImages(const TrainJob &job)
{
    ContainerWorker *w = m_worker;
    return m_thread->runAsync<Result<QList<ImageCheck>>>(
        [w, job](ContainerWorker::ImageChecksPromise p) { w->checkImages(job, std::move(p)); });
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
