// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/removeoperation.h"

#include "backends/container/containerbackend.h"
#include "backends/container/enginejson.h"
#include "backends/container/remoteworkdir.h"

#include "core/domain/labels.h"
#include "core/files/safefs.h"

#include <QDir>
#include <QFileInfo>
#include <QFuture>
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcContainer)

namespace TrainDeck::Container {

RemoveOperation::RemoveOperation(ContainerJob *job,
                                 EngineClient *engine,
                                 QObject *context,
                                 Options options,
                                 std::function<void()> stopLogs)
    : ContainerOperation<bool>(job, engine, context)
    , m_options(std::move(options))
    , m_stopLogs(std::move(stopLogs))
{
    // The network's labels as they are now (the listing may not have read them yet, or
    // they changed): a workdir label naming another folder is refused below, before the
    // first deletion, so that nothing is half deleted.
    const QString net = network();
    next(call([engine, net](EngineClient::Done d) { engine->inspectNetwork(net, std::move(d)); }),
         [this](Result<Json> r) {
             if (r) {
                 const QString wd = EngineJson::label(
                     Json{{"Labels", r->value("Labels", Json::object())}}, Labels::Workdir);
                 if (!wd.isEmpty())
                     m_job->state.workdir = wd;
             } else if (r.error().kind != Error::Kind::NotFound) {
                 return settle(r.error());
             }
             if (auto ok = checkRemovable(m_job->state, m_options); !ok)
                 return settle(ok.error());
             removeContainers();
         });
}

QString RemoveOperation::network() const
{
    return m_job->state.network.isEmpty() ? m_jobName + QStringLiteral("-net")
                                          : m_job->state.network;
}

Result<void> RemoveOperation::checkRemovable(const ContainerJobState &job, const Options &options)
{
    const QString name = job.name;
    if (auto ok = SafeFs::checkRemovableChild(options.jobsDir, name); !ok)
        return ok;
    if (job.autoRemove && options.sshEngine) {
        // On the SSH host only <root>/<name>, as there: a label naming anything else is
        // refused before the first deletion. The host checks the rest (RemoteWorkdir).
        if (auto ok = Backend::checkJobName(name); !ok)
            return ok;
        const QString expected = QDir::cleanPath(options.workdirRoot + QLatin1Char('/') + name);
        if (!job.workdir.isEmpty() && QDir::cleanPath(job.workdir) != expected)
            return Error::make(
                Error::Kind::Validation,
                ContainerBackend::tr("job '%1' names its workdir %2 (label %3 on its network), "
                                     "but TrainDeck deletes a job's workdir only at %4 on the "
                                     "engine's host; nothing was deleted.")
                    .arg(name, job.workdir, Labels::Workdir, expected));
        return {};
    }
    if (!job.autoRemove || options.engineIsRemote)
        return {};
    // The only workdir TrainDeck deletes: canonical(root)/<name>. A workdir recorded
    // elsewhere (the network's trainer.kubeflow.org/workdir label, which anyone with access to
    // the engine can set) is refused, compared as clean paths with the separator.
    const QString recorded = job.workdir;
    if (!recorded.isEmpty()) {
        const QString clean = QDir::cleanPath(QFileInfo(recorded).absoluteFilePath());
        const QString asGiven = QDir::cleanPath(QFileInfo(options.workdirRoot).absoluteFilePath())
                                + QLatin1Char('/') + name;
        const auto canonical = SafeFs::childPath(options.workdirRoot, name);
        if (clean != asGiven && (!canonical || clean != *canonical))
            return Error::make(
                Error::Kind::Validation,
                ContainerBackend::tr("job '%1' names its workdir %2 (label %3 on its network), "
                                     "but TrainDeck deletes a job's workdir only at %4; nothing "
                                     "was deleted. If the folder is yours, remove it and the "
                                     "job's containers and network with the engine's own tools "
                                     "(docker rm -f, docker network rm).")
                    .arg(name, recorded, Labels::Workdir, canonical ? *canonical : asGiven));
    }
    return SafeFs::checkRemovableChild(options.workdirRoot, name);
}

void RemoveOperation::removeContainers()
{
    m_stopLogs();
    // Every container of the job by label (also ones we never knew of), then the network:
    // Podman refuses to remove a network while any container is attached.
    EngineClient *engine = m_engine;
    const QString filter = Labels::TrainJobName + QLatin1Char('=') + m_jobName;
    next(call([engine, filter](EngineClient::Done d) {
             engine->listContainers({filter}, std::move(d));
         }),
         [this, engine](Result<Json> r) {
             if (!r)
                 return settle(r.error());
             QList<EngineFuture> removals;
             for (const Json &c : *r) {
                 const QString id = EngineJson::str(c, "Id");
                 removals << call([engine, id](EngineClient::Done d) {
                     engine->removeContainer(id, true, std::move(d));
                 });
             }
             next(QtFuture::whenAll(removals.begin(), removals.end()),
                  [this](const QList<EngineFuture> &done) {
                      for (const EngineFuture &f : done) {
                          const Result<Json> rr
                              = f.isCanceled() ? Result<Json>(Json()) : f.result();
                          if (!rr && rr.error().kind != Error::Kind::NotFound)
                              return settle(rr.error());
                      }
                      removeNetwork();
                  });
         });
}

void RemoveOperation::removeNetwork()
{
    EngineClient *engine = m_engine;
    const QString net = network();
    next(call([engine, net](EngineClient::Done d) { engine->removeNetwork(net, std::move(d)); }),
         [this](Result<Json> r) {
             if (!r && r.error().kind != Error::Kind::NotFound)
                 return settle(r.error());
             // Only canonical(root)/<name>, never a link: SafeFs checks again on the
             // handles it deletes through. A refusal (a link appeared since the check) fails
             // the delete; files the container made as another user that we may not delete
             // do not keep the job listed forever: they stay, with a warning, as they always
             // did.
             if (m_job->state.autoRemove && m_options.sshEngine) {
                 auto w = RemoteWorkdir::remove(
                     *m_options.sshEngine, m_options.workdirRoot, m_jobName);
                 if (!w && w.error().kind == Error::Kind::Validation)
                     return settle(w.error());
                 if (!w)
                     qCWarning(lcContainer) << w.error().message;
             } else if (m_job->state.autoRemove && !m_options.engineIsRemote) {
                 auto w = SafeFs::removeChild(m_options.workdirRoot, m_jobName);
                 if (!w && w.error().kind == Error::Kind::Validation)
                     return settle(w.error());
                 if (!w)
                     qCWarning(lcContainer) << w.error().message;
             }
             if (auto d = SafeFs::removeChild(m_options.jobsDir, m_jobName); !d)
                 return settle(d.error());
             settle(true);
         });
}

} // namespace TrainDeck::Container
