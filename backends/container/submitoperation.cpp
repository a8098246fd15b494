// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/submitoperation.h"

#include "backends/container/containerbackend.h"
#include "backends/container/containerspec.h"
#include "backends/container/enginejson.h"
#include "backends/container/remoteworkdir.h"

#include "core/files/safefs.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <memory>

namespace TrainDeck::Container {

SubmitOperation::SubmitOperation(
    ContainerJob *job, EngineClient *engine, QObject *context, Options options, Publish publish)
    : ContainerOperation<QString>(job, engine, context)
    , m_options(std::move(options))
    , m_publish(std::move(publish))
    , m_images(ContainerSpec::images(job->plan))
{
    ensureNextImage();
}

void SubmitOperation::fail(Error e)
{
    // Nothing of the job is left behind: it never existed.
    (void)SafeFs::removeChild(m_options.jobsDir, m_jobName);
    if (m_madeWorkdir && m_options.sshEngine)
        (void)RemoteWorkdir::remove(*m_options.sshEngine, m_options.workdirRoot, m_jobName);
    else if (m_madeWorkdir)
        (void)SafeFs::removeChild(m_options.workdirRoot, m_jobName);
    settle(std::move(e));
}

void SubmitOperation::ensureNextImage()
{
    if (m_images.isEmpty())
        return writeWorkdir();
    const QString image = m_images.takeFirst();
    if (ContainerSpec::pullsAlways(m_options.pullPolicy))
        return pull(image);
    EngineClient *engine = m_engine;
    next(call([engine, image](EngineClient::Done d) { engine->inspectImage(image, std::move(d)); }),
         [this, image](Result<Json> r) {
             if (!r && r.error().kind != Error::Kind::NotFound)
                 return fail(r.error());
             switch (ContainerSpec::imageAction(m_options.pullPolicy, r.ok())) {
             case ContainerSpec::ImageAction::Use:
                 return ensureNextImage();
             case ContainerSpec::ImageAction::Pull:
                 return pull(image);
             case ContainerSpec::ImageAction::Refuse:
                 return fail(Error::make(
                     Error::Kind::NotFound,
                     ContainerBackend::tr("image %1 is not on %2 and the pull policy is "
                                          "Never (the engine said: %3). Build or load "
                                          "the image, or use pull policy IfNotPresent.")
                         .arg(image, m_engine->engineName(), r.error().message)));
             }
         });
}

QString SubmitOperation::pullProgressText(const Json &line)
{
    // As the docker CLI prints it ("893dc561cfff: Downloading 16.43MB/48.01MB"), without the
    // text progress bar, which a proportional font in the job view would only garble.
    const QString id = EngineJson::str(line, "id");
    QString progress = EngineJson::str(line, "progress");
    if (const qsizetype bar = progress.lastIndexOf(QLatin1Char(']')); bar >= 0)
        progress = progress.mid(bar + 1);
    QString text
        = (EngineJson::str(line, "status") + QLatin1Char(' ') + progress.trimmed()).trimmed();
    return id.isEmpty() ? text : id + QStringLiteral(": ") + text;
}

void SubmitOperation::pull(const QString &image)
{
    m_job->state.addEvent(
        image, QStringLiteral("Pulling"), ContainerBackend::tr("pulling image %1").arg(image));
    m_publish(*m_job);
    // What the engine streams, as job events: the first line of each kind ("Pulling fs
    // layer", "Downloading", "Download complete"...), others at most twice a second, and the
    // stream's last line before "Pulled", so a short pull shows its stages and a long one its
    // progress without flooding the job's events. What each engine streams: docs/engines.md,
    // "Private registry".
    struct Reported
    {
        qint64 at = 0;
        QSet<QString> statuses;
        QString pending; ///< the latest line not reported yet
    };
    auto reported = std::make_shared<Reported>();
    QPointer<OperationBase> self(this);
    EngineClient *engine = m_engine;
    auto progress = [self, this, image, reported](const Json &p) {
        if (!self || isSettled())
            return;
        const QString status = EngineJson::str(p, "status");
        if (status.isEmpty())
            return;
        const QString text = pullProgressText(p);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const bool newKind = !reported->statuses.contains(status);
        if (!newKind && now - reported->at < 500) {
            reported->pending = text;
            return;
        }
        reported->statuses.insert(status);
        reported->at = now;
        reported->pending.clear();
        m_job->state.addEvent(image, QStringLiteral("Pulling"), text);
        m_publish(*m_job);
    };
    next(call([engine, image, progress](EngineClient::Done d) {
             engine->pullImage(image, progress, std::move(d));
         }),
         [this, image, reported](Result<Json> r) {
             if (!r)
                 return fail(r.error());
             if (!reported->pending.isEmpty())
                 m_job->state.addEvent(image, QStringLiteral("Pulling"), reported->pending);
             m_job->state.addEvent(image,
                                   QStringLiteral("Pulled"),
                                   ContainerBackend::tr("image %1 pulled").arg(image));
             m_publish(*m_job);
             ensureNextImage();
         });
}

void SubmitOperation::writeRemoteWorkdir()
{
    // The engine bind-mounts paths of its own host: the same files go there, over the
    // engine's SSH connection.
    auto w = RemoteWorkdir::write(
        *m_options.sshEngine, m_options.workdirRoot, m_jobName, m_job->plan.files);
    if (!w)
        return fail(w.error());
    m_madeWorkdir = true;
    createNetwork();
}

void SubmitOperation::writeWorkdir()
{
    if (m_options.sshEngine)
        return writeRemoteWorkdir();
    // The workspace: scripts and launchers the steps run, in a folder made now (mkdir fails
    // if anything appeared there since the check in submit), files made with
    // O_CREAT|O_EXCL|O_NOFOLLOW. Shared modes (the container's user reads them), exact
    // whatever the umask: never writable by others.
    if (auto r = SafeFs::makeDirs(m_options.workdirRoot, SafeFs::SharedDir); !r)
        return fail(r.error());
    const auto workdir = SafeFs::childPath(m_options.workdirRoot, m_jobName);
    if (!workdir)
        return fail(workdir.error());
    if (auto r = SafeFs::makeNewDir(*workdir, SafeFs::SharedDir); !r) {
        Error e = r.error();
        if (e.kind == Error::Kind::Conflict)
            e.message = ContainerBackend::tr("the workdir %1 appeared while the job was being "
                                             "submitted; TrainDeck does not write into a folder "
                                             "it did not create. Remove it or pick another job "
                                             "name.")
                            .arg(*workdir);
        return fail(e);
    }
    m_madeWorkdir = true;
    for (const PlanFile &f : std::as_const(m_job->plan.files)) {
        const QString rel = QDir::cleanPath(f.path);
        if (rel.isEmpty() || QDir::isAbsolutePath(rel) || rel == QLatin1String("..")
            || rel.startsWith(QLatin1String("../")))
            return fail(Error::make(
                Error::Kind::Validation,
                ContainerBackend::tr("the plan's file %1 is not inside the workdir").arg(f.path)));
        const QString path = QDir(*workdir).filePath(rel);
        const QString parent = QFileInfo(path).absolutePath();
        Result<void> w
            = parent == *workdir ? Result<void>() : SafeFs::makeDirs(parent, SafeFs::SharedDir);
        if (w)
            w = SafeFs::writeNewFile(
                path, f.content, f.executable ? SafeFs::SharedExecutable : SafeFs::SharedFile);
        if (!w)
            return fail(w.error());
    }
    createNetwork();
}

void SubmitOperation::createNetwork()
{
    if (m_job->plan.networks.isEmpty())
        return fail(
            Error::make(Error::Kind::Validation, ContainerBackend::tr("the plan has no network")));
    const Json body = ContainerSpec::networkBody(m_job->plan.networks.first());
    EngineClient *engine = m_engine;
    next(call([engine, body](EngineClient::Done d) { engine->createNetwork(body, std::move(d)); }),
         [this](Result<Json> r) {
             if (!r) {
                 Error e = r.error();
                 if (e.kind == Error::Kind::Conflict)
                     e.message = ContainerBackend::tr("%1. Delete the old job of this name "
                                                      "first (traindeck-cli delete %2)")
                                     .arg(e.message, m_jobName);
                 // Each job has a network of its own, and an engine's default address pools
                 // hold about 30 of them (dockerd: 172.17-31.x and 192.168.x/20; podman says
                 // "could not find free subnet from subnet pools").
                 else if (e.message.contains(QLatin1String("address pool"))
                          || e.message.contains(QLatin1String("subnet pool")))
                     e.message = ContainerBackend::tr(
                                     "%1. Each job has a network of its own and the engine has "
                                     "no addresses left for another: delete finished jobs, "
                                     "remove networks no job uses (docker network prune, podman "
                                     "network prune), or give the engine more address pools "
                                     "(default-address-pools in dockerd's daemon.json, "
                                     "default_subnet_pools in podman's containers.conf)")
                                     .arg(e.message);
                 return fail(e);
             }
             ContainerJobState &st = m_job->state;
             st.networkId = EngineJson::str(*r, "Id");
             st.addEvent(st.network,
                         QStringLiteral("NetworkCreated"),
                         ContainerBackend::tr("network %1 created").arg(st.network));
             settle(m_jobName);
         });
}

} // namespace TrainDeck::Container
