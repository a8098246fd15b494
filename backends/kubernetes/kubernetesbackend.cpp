// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubernetesbackend.h"

#include "backends/kubernetes/kubelogsupervisor.h"
#include "backends/kubernetes/kubernetesworker.h"

#include "core/files/paths.h"
#include "core/files/safefs.h"

namespace TrainDeck::Kubernetes {

KubernetesBackend::KubernetesBackend(Options options, QObject *parent)
    : WorkerBackend(QStringLiteral("traindeck-kubernetes"), parent)
    , m_options(std::move(options))
{
    // The identity is known before any I/O with the cluster: reading the kubeconfig is a
    // small local file (credentials and exec plugins wait for start()).
    if (auto resolved = KubeConnection::resolve(m_options.connection)) {
        m_nameSpace
            = resolved->nameSpace.isEmpty() ? QStringLiteral("default") : resolved->nameSpace;
        const QString context = resolved->context.name.isEmpty() ? QStringLiteral("in-cluster")
                                                                 : resolved->context.name;
        const QString ns = m_options.allNamespaces ? QStringLiteral("*") : m_nameSpace;
        m_connection = context + QLatin1Char('/') + ns;
        m_displayName = m_options.allNamespaces ? tr("%1 (all namespaces)").arg(context)
                                                : tr("%1 (%2)").arg(context, m_nameSpace);
    } else {
        m_connection = QStringLiteral("kubernetes");
        m_displayName = tr("Kubernetes");
    }
    if (m_options.jobsDir.isEmpty()) {
        if (auto r = Paths::makeDataDir(); !r)
            qWarning("%s", qPrintable(r.error().message));
        m_options.jobsDir = Paths::jobsDir(BackendKind::Kubernetes, m_connection);
    }
    if (auto r = SafeFs::makeDirs(m_options.jobsDir, SafeFs::PrivateDir); !r)
        qWarning("%s", qPrintable(r.error().message));
    KubernetesWorker::Options wo;
    wo.connection = m_options.connection;
    wo.allNamespaces = m_options.allNamespaces;
    wo.jobsDir = m_options.jobsDir;
    wo.connectionId = m_connection;
    m_worker = new KubernetesWorker(wo);
    setWorker(m_worker, m_options.jobsDir);
}

KubernetesBackend::~KubernetesBackend()
{
    // Joining the thread deletes the worker; the jobs run on in the cluster.
    stopWorker();
}

bool KubernetesBackend::logsComplete(const JobSnapshot &job) const
{
    const QString dir = logDir(job.name);
    for (const StepSnapshot &s : job.steps) {
        const bool ran = s.state == StepState::Succeeded || s.state == StepState::Failed;
        if (ran && !s.objectId.isEmpty() && !KubeLogSupervisor::completeOnDisk(dir, s.name))
            return false;
    }
    return true;
}

QFuture<Result<QList<Runtime>>> KubernetesBackend::runtimes()
{
    KubernetesWorker *w = m_worker;
    return m_thread->runAsync<Result<QList<Runtime>>>(
        [w](KubernetesWorker::RuntimesPromise p) { w->runtimes(std::move(p)); });
}

QFuture<Result<bool>> KubernetesBackend::suspend(const QString &name)
{
    KubernetesWorker *w = m_worker;
    return m_thread->runAsync<Result<bool>>(
        [w, name](JobWorker::BoolPromise p) { w->setSuspended(name, true, std::move(p)); });
}

QFuture<Result<bool>> KubernetesBackend::resume(const QString &name)
{
    KubernetesWorker *w = m_worker;
    return m_thread->runAsync<Result<bool>>(
        [w, name](JobWorker::BoolPromise p) { w->setSuspended(name, false, std::move(p)); });
}

QFuture<Result<TrainJobConversion>> KubernetesBackend::convertToTrainJob(const QString &name)
{
    KubernetesWorker *w = m_worker;
    return m_thread->runAsync<Result<TrainJobConversion>>(
        [w, name](KubernetesWorker::ConversionPromise p) { w->convert(name, std::move(p)); });
}

QFuture<Result<QStringList>> KubernetesBackend::namespaces()
{
    KubernetesWorker *w = m_worker;
    return m_thread->runAsync<Result<QStringList>>(
        [w](KubernetesWorker::NamesPromise p) { w->namespaces(std::move(p)); });
}

QFuture<Result<bool>> KubernetesBackend::connected()
{
    KubernetesWorker *w = m_worker;
    return m_thread->runAsync<Result<bool>>(
        [w](JobWorker::BoolPromise p) { w->whenConnected(std::move(p)); });
}

} // namespace TrainDeck::Kubernetes
