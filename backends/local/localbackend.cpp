// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/local/localbackend.h"

#include "backends/local/localworker.h"

#include "core/codec/jobloader.h"
#include "core/files/paths.h"
#include "core/files/safefs.h"

#include <QDir>
#include <QFileInfo>

namespace TrainDeck::Local {

LocalBackend::LocalBackend(QObject *parent)
    : LocalBackend(Options{}, parent)
{}

LocalBackend::LocalBackend(Options options, QObject *parent)
    : Backend(parent)
    , m_options(std::move(options))
    , m_thread(std::make_unique<WorkerThread>(QStringLiteral("traindeck-local")))
{
    if (m_options.jobsDir.isEmpty() || m_options.venvRoot.isEmpty())
        if (auto r = Paths::makeDataDir(); !r)
            qWarning("%s", qPrintable(r.error().message));
    if (m_options.jobsDir.isEmpty())
        m_options.jobsDir = Paths::jobsDir(BackendKind::Local);
    if (m_options.venvRoot.isEmpty())
        m_options.venvRoot = Paths::venvDir();
    if (auto r = SafeFs::makeDirs(m_options.jobsDir, SafeFs::PrivateDir); !r)
        qWarning("%s", qPrintable(r.error().message));
    m_worker = new LocalWorker(this, m_options);
    m_worker->moveToThread(m_thread->thread());
    // The worker dies with the thread's event loop, in its own thread.
    connect(m_thread->thread(), &QThread::finished, m_worker, &QObject::deleteLater);
}

LocalBackend::~LocalBackend()
{
    // Joining the thread deletes the worker; running processes are left running on purpose:
    // a later TrainDeck picks them up.
    m_thread.reset();
}

QString LocalBackend::defaultPython()
{
    const QString env = qEnvironmentVariable("TRAINDECK_PYTHON");
    if (!env.isEmpty())
        return env;
    if (QFileInfo::exists(QStringLiteral("/usr/bin/python3")))
        return QStringLiteral("/usr/bin/python3");
    return QStringLiteral("python3");
}

QString LocalBackend::displayName() const
{
    return tr("Local processes");
}

void LocalBackend::start()
{
    setConnectionState(ConnectionState::Connecting);
    LocalWorker *w = m_worker;
    QMetaObject::invokeMethod(
        w, [w] { w->reattach(); }, Qt::QueuedConnection);
}

QFuture<Result<QList<Runtime>>> LocalBackend::runtimes()
{
    const QList<Runtime> list = m_options.catalog.runtimes();
    return m_thread->run<Result<QList<Runtime>>>([list] { return Result<QList<Runtime>>(list); });
}

QFuture<Result<JobPlan>> LocalBackend::plan(const TrainJob &job)
{
    LocalWorker *w = m_worker;
    return m_thread->run<Result<JobPlan>>([w, job] { return w->plan(job, 29500); });
}

QFuture<Result<QString>> LocalBackend::submit(const TrainJob &job)
{
    LocalWorker *w = m_worker;
    return m_thread->run<Result<QString>>([w, job] { return w->submit(job); });
}

QFuture<Result<QList<JobSnapshot>>> LocalBackend::jobs()
{
    LocalWorker *w = m_worker;
    return m_thread->run<Result<QList<JobSnapshot>>>(
        [w] { return Result<QList<JobSnapshot>>(w->snapshots()); });
}

QFuture<Result<JobSnapshot>> LocalBackend::job(const QString &name)
{
    LocalWorker *w = m_worker;
    return m_thread->run<Result<JobSnapshot>>([w, name] { return w->snapshot(name); });
}

QFuture<Result<bool>> LocalBackend::cancel(const QString &name)
{
    LocalWorker *w = m_worker;
    return m_thread->run<Result<bool>>([w, name] { return w->cancel(name); });
}

QFuture<Result<bool>> LocalBackend::remove(const QString &name)
{
    LocalWorker *w = m_worker;
    return m_thread->runAsync<Result<bool>>(
        [w, name](std::shared_ptr<QPromise<Result<bool>>> p) { w->remove(name, p); });
}

QString LocalBackend::logDir(const QString &job) const
{
    return QDir(m_options.jobsDir).filePath(job + QStringLiteral("/logs"));
}

Result<TrainJob> LocalBackend::submittedJob(const JobSnapshot &job) const
{
    // The name becomes part of a path: the rule first, as for every other call.
    if (auto ok = checkJobName(job.name); !ok)
        return ok.error();
    // Kept by the worker at submit, beside the job's logs.
    return JobLoader::loadKept(
        QDir(m_options.jobsDir).filePath(job.name + QStringLiteral("/trainjob.yaml")));
}

} // namespace TrainDeck::Local
