// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/backend/backend.h"

#include "core/codec/jobloader.h"
#include "core/domain/trainjob.h"

#include <QDir>

namespace TrainDeck {

Backend::Backend(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<TrainDeck::JobSnapshot>();
    qRegisterMetaType<TrainDeck::Backend::ConnectionState>();
    qRegisterMetaType<TrainDeck::ResourceSample>();
    qRegisterMetaType<QList<TrainDeck::ResourceSample>>();
    qRegisterMetaType<TrainDeck::StepInspection>();
}

Backend::~Backend() = default;

Backend::ConnectionState Backend::connectionState() const
{
    QMutexLocker lock(&m_stateMutex);
    return m_state;
}

QString Backend::connectionReason() const
{
    QMutexLocker lock(&m_stateMutex);
    return m_reason;
}

QString Backend::connectionWarning() const
{
    QMutexLocker lock(&m_stateMutex);
    return m_warning;
}

void Backend::setConnectionWarning(const QString &warning)
{
    ConnectionState state;
    QString reason;
    {
        QMutexLocker lock(&m_stateMutex);
        if (m_warning == warning)
            return;
        m_warning = warning;
        state = m_state;
        reason = m_reason;
    }
    Q_EMIT connectionChanged(state, reason);
}

void Backend::setConnectionState(ConnectionState state, const QString &reason)
{
    {
        QMutexLocker lock(&m_stateMutex);
        if (m_state == state && m_reason == reason)
            return;
        m_state = state;
        m_reason = reason;
    }
    Q_EMIT connectionChanged(state, reason);
}

bool Backend::logsComplete(const JobSnapshot &) const
{
    return true;
}

Result<TrainJob> Backend::submittedJob(const JobSnapshot &job) const
{
    if (job.logDir.isEmpty())
        return Error::make(Error::Kind::NotFound,
                           tr("the backend reports no folder for job %1, so it kept no "
                              "TrainJob file for it")
                               .arg(job.name));
    return JobLoader::loadKept(
        QDir::cleanPath(QDir(job.logDir).filePath(QStringLiteral("../trainjob.yaml"))));
}

template<class T>
static QFuture<Result<T>> unsupported(const QString &message)
{
    return QtFuture::makeReadyFuture(Result<T>(Error::make(Error::Kind::Unsupported, message)));
}

QFuture<Result<bool>> Backend::suspend(const QString &name)
{
    return unsupported<bool>(tr("%1 cannot suspend jobs (job %2 is unchanged): only a "
                                "Kubernetes cluster can. Cancel stops a job here.")
                                 .arg(displayName(), name));
}

QFuture<Result<bool>> Backend::resume(const QString &name)
{
    return unsupported<bool>(tr("%1 cannot resume jobs (job %2 is unchanged): only a "
                                "Kubernetes cluster suspends and resumes. Re-run starts it "
                                "again here.")
                                 .arg(displayName(), name));
}

QFuture<Result<TrainJobConversion>> Backend::convertToTrainJob(const QString &name)
{
    return unsupported<TrainJobConversion>(
        tr("%1 has no jobs of older kinds to convert; %2 is already a TrainJob.")
            .arg(displayName(), name));
}

QFuture<Result<StepInspection>> Backend::inspectStep(const QString &job, const QString &step)
{
    return unsupported<StepInspection>(
        tr("%1 cannot inspect steps (step %2 of job %3): its logs and events are what it "
           "shows of them.")
            .arg(displayName(), step, job));
}

QFuture<Result<QStringList>> Backend::namespaces()
{
    return QtFuture::makeReadyFuture(Result<QStringList>(QStringList()));
}

QFuture<Result<QList<EngineImage>>> Backend::images()
{
    return unsupported<QList<EngineImage>>(
        tr("%1 keeps no images: only Docker and Podman connections have images to pick from.")
            .arg(displayName()));
}

QFuture<Result<QList<ImageCheck>>> Backend::checkImages(const TrainJob &job)
{
    return unsupported<QList<ImageCheck>>(
        tr("%1 keeps no images, so the images of %2 are not checked before it runs.")
            .arg(displayName(), job.name));
}

void Backend::watchResources(const QString &job, bool on)
{
    if (!on)
        return;
    // Queued, as a backend that measures answers from its worker thread: a caller connects
    // before or after the call and still hears it.
    QMetaObject::invokeMethod(
        this,
        [this, job] {
            Q_EMIT resourcesUnavailable(
                job, tr("%1 does not measure what jobs use.").arg(displayName()));
        },
        Qt::QueuedConnection);
}

Result<void> Backend::checkJobName(const QString &name)
{
    if (const QString problem = checkRfc1035Name(name); !problem.isEmpty())
        return Error::make(Error::Kind::Validation,
                           tr("'%1' is not a valid job name (%2); nothing was done. Job names "
                              "are lowercase letters, digits and '-', starting with a letter.")
                               .arg(name, problem));
    return {};
}

QString Backend::invalidNameReason()
{
    return QStringLiteral("InvalidName");
}

} // namespace TrainDeck
