// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerworker.h"

#include "backends/container/containerinspection.h"
#include "backends/container/containerlisting.h"
#include "backends/container/containerlogsupervisor.h"
#include "backends/container/containerspec.h"
#include "backends/container/containerstatsfollower.h"
#include "backends/container/engineconnection.h"
#include "backends/container/enginejson.h"
#include "backends/container/removeoperation.h"
#include "backends/container/startstepsoperation.h"
#include "backends/container/stopstepsoperation.h"
#include "backends/container/submitoperation.h"

#include "core/codec/jobloader.h"
#include "core/codec/trainjobcodec.h"
#include "core/domain/labels.h"
#include "core/files/safefs.h"
#include "core/pipeline/pipeline.h"
#include "core/support/jsonutil.h"
#include "libs/statusapi/statusserver.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QTimer>

#include <algorithm>
#include <optional>

// Off by default: internal diagnostics never reach users (QT_LOGGING_RULES turns them on).
Q_LOGGING_CATEGORY(lcContainer, "traindeck.container", QtCriticalMsg)

namespace TrainDeck::Container {

using Json = nlohmann::json;

ContainerWorker::ContainerWorker(ContainerBackend::Options options)
    : JobWorker(options.catalog)
    , m_options(std::move(options))
    , m_connection(new EngineConnection(m_options.engine,
                                        m_options.host,
                                        m_options.insecureSkipTlsVerify,
                                        m_options.pollMs,
                                        this))
    , m_reconciler(new ContainerReconciler(m_jobs, m_connection, m_options.workdirRoot, this))
    , m_logs(new ContainerLogSupervisor(m_jobs, m_connection, m_options.jobsDir, this))
    , m_progressTimer(new QTimer(this))
{
    m_connection->setTlsFiles(m_options.tlsCaFile, m_options.tlsCertFile, m_options.tlsKeyFile);
    m_progressTimer->setInterval(1000);
    connect(m_progressTimer, &QTimer::timeout, this, &ContainerWorker::readProgress);
    connect(m_connection,
            &EngineConnection::stateChanged,
            this,
            [this](Backend::ConnectionState state, const QString &reason) {
                m_connectionReason = reason;
                Q_EMIT connectionChanged(state, reason);
            });
    connect(m_connection,
            &EngineConnection::warningChanged,
            this,
            &JobWorker::connectionWarningChanged);
    connect(
        m_connection, &EngineConnection::endpointChanged, this, &ContainerWorker::endpointChanged);
    connect(
        m_connection, &EngineConnection::engineReplaced, m_logs, &ContainerLogSupervisor::dropAll);
    connect(m_connection, &EngineConnection::lost, m_logs, &ContainerLogSupervisor::stopAll);
    // Stats streams hold replies of the engine client: closed when it goes or is lost, opened
    // again by the listing after the reconnect.
    const auto closeStats = [this] {
        for (ContainerStatsFollower *f : std::as_const(m_stats))
            f->closeAll();
    };
    connect(m_connection, &EngineConnection::engineReplaced, this, closeStats);
    connect(m_connection, &EngineConnection::lost, this, closeStats);
    connect(m_connection, &EngineConnection::connected, this, &ContainerWorker::onConnected);
    connect(m_connection, &EngineConnection::failed, this, [this](const QString &reason) {
        for (const BoolPromise &p : std::exchange(m_connectWaiters, {}))
            resolve<bool>(p, Error::make(Error::Kind::Transport, reason));
    });
    connect(m_connection, &EngineConnection::refreshWanted, m_reconciler, [this](int delayMs) {
        m_reconciler->scheduleRefresh(delayMs);
    });
    connect(m_logs, &ContainerLogSupervisor::refreshWanted, m_reconciler, [this](int delayMs) {
        m_reconciler->scheduleRefresh(delayMs);
    });
    // A store that cannot take a log (a full disk) is said on the job, where its logs are
    // missed; the job runs on, and the lines are read again from the engine once it can.
    connect(m_logs,
            &ContainerLogSupervisor::problem,
            this,
            [this](const QString &jobName, const QString &step, const Error &error) {
                ContainerJob *job = m_jobs.value(jobName);
                if (!job)
                    return;
                job->state.addEvent(step, QStringLiteral("LogNotStored"), error.message, true);
                publish(*job);
            });

    connect(m_reconciler, &ContainerReconciler::jobListed, this, [this](ContainerJob *job) {
        advance(*job);
        m_logs->follow(*job);
        updateStats(job->state.name);
        publish(*job);
    });
    connect(m_reconciler, &ContainerReconciler::jobInspected, this, [this](ContainerJob *job) {
        advance(*job);
        updateStats(job->state.name);
        publish(*job);
    });
    connect(m_reconciler, &ContainerReconciler::jobLoaded, this, [this](ContainerJob *job) {
        publish(*job);
    });
    connect(m_reconciler,
            &ContainerReconciler::invalidJobAppeared,
            this,
            [this](const QString &name, const QString &why) {
                Q_EMIT jobChanged(invalidSnapshot(name, why));
            });
    connect(m_reconciler, &ContainerReconciler::invalidJobGone, this, &JobWorker::jobRemoved);
    connect(
        m_reconciler, &ContainerReconciler::settled, this, &ContainerWorker::resolveConnectWaiters);
}

ContainerWorker::~ContainerWorker()
{
    // Operations settle as cancelled with their jobs; then the followers go, and last the
    // connection with the engine client they all used.
    m_closing = true;
    qDeleteAll(std::exchange(m_stats, {}));
    qDeleteAll(std::exchange(m_jobs, {}));
    delete m_logs;
    delete m_reconciler;
    delete m_connection;
}

QString ContainerWorker::jobDir(const QString &name) const
{
    return QDir(m_options.jobsDir).filePath(name);
}

std::optional<Transport::Endpoint> ContainerWorker::sshEngine() const
{
    if (!m_connection->isSsh())
        return std::nullopt;
    return m_connection->client()->endpoint();
}

Error ContainerWorker::notConnected() const
{
    return Error::make(Error::Kind::Transport,
                       ContainerBackend::tr("not connected to %1: %2")
                           .arg(enumName(m_options.engine), m_connectionReason));
}

// ---------------------------------------------------------------------------------------
// Connection

void ContainerWorker::start()
{
    m_progressTimer->start();
    m_connection->connectEngine();
}

void ContainerWorker::onConnected()
{
    if (!m_historyLoaded) {
        m_historyLoaded = true;
        m_reconciler->loadHistory(m_options.jobsDir);
        // Jobs started by an earlier run still report: listen on their networks' gateways.
        if (m_options.listenOn) {
            for (ContainerJob *j : std::as_const(m_jobs)) {
                if (!j->state.progressGateway.isEmpty())
                    m_options.listenOn(j->state.progressGateway, this, [](bool) {});
            }
        }
    }
    // Reattach: the first refresh lists every job's containers and restarts log streams.
    m_reconciler->refresh();
}

void ContainerWorker::whenConnected(BoolPromise promise)
{
    if (m_connection->isConnected() && !m_reconciler->isRefreshing()
        && m_connectWaiters.isEmpty()) {
        resolve<bool>(promise, true);
        return;
    }
    m_connectWaiters.append(promise);
    m_connection->connectEngine();
}

void ContainerWorker::resolveConnectWaiters()
{
    // Callers waiting for the connection get it with every job listed and every exit
    // inspected, so a CLI's first answer is already the whole truth.
    if (!m_connection->isConnected() || !m_reconciler->isSettled())
        return;
    for (const BoolPromise &p : std::exchange(m_connectWaiters, {}))
        resolve<bool>(p, true);
}

// ---------------------------------------------------------------------------------------
// Submitting

Result<JobPlan> ContainerWorker::plan(const TrainJob &job) const
{
    const auto runtime = runtimeFor(job);
    if (!runtime)
        return runtime.error();
    PlanContext ctx = PlanContext::forBackend(m_options.engine, job.name);
    ctx.workdir = QDir(m_connection->workdirRoot(m_options.workdirRoot)).filePath(job.name);
    ctx.pullPolicy = m_options.pullPolicy;
    if (!m_options.datasetInitializerImage.isEmpty())
        ctx.datasetInitializerImage = m_options.datasetInitializerImage;
    if (!m_options.modelInitializerImage.isEmpty())
        ctx.modelInitializerImage = m_options.modelInitializerImage;
    ctx.initializerTimeoutSeconds = m_options.initializerTimeoutSeconds;
    return Pipeline::standard().plan(job, *runtime, ctx);
}

void ContainerWorker::submit(const TrainJob &spec, NamePromise promise)
{
    auto reject = [promise](Error e) {
        resolve<QString>(promise, std::move(e));
    };
    if (auto ok = Backend::checkJobName(spec.name); !ok)
        return reject(ok.error().inField(QStringLiteral("metadata.name")));
    if (!m_connection->isConnected())
        return reject(notConnected());
    if (m_jobs.contains(spec.name) || QFileInfo::exists(jobDir(spec.name))
        || QFileInfo(jobDir(spec.name)).isSymLink())
        return reject(Error::make(Error::Kind::Conflict,
                                  ContainerBackend::tr("a job named '%1' exists already; delete it "
                                                       "or pick another name")
                                      .arg(spec.name)));
    auto planned = plan(spec);
    if (!planned)
        return reject(planned.error());
    const JobPlan p = std::move(*planned);
    const QString name = p.jobName;
    // A workdir left behind (its containers removed outside TrainDeck) may hold links a
    // container planted (.traindeck/launch.sh -> ~/.bashrc): never reuse one. The workdir is
    // made new by this submission, after the image pulls, and only ever written into then.
    const QFileInfo leftover(p.workdir);
    // Over SSH the workdir is on the engine's host, which refuses a leftover itself.
    if (!m_connection->isSsh() && (leftover.exists() || leftover.isSymLink()))
        return reject(
            Error::make(Error::Kind::Conflict,
                        ContainerBackend::tr("the workdir %1 exists already, left from an earlier "
                                             "job named '%2' (its containers were removed outside "
                                             "TrainDeck?). TrainDeck writes only into a workdir it "
                                             "creates for this submission: look at what is in it, "
                                             "remove it (rm -r %1), or pick another job name.")
                            .arg(p.workdir, name))
                .inField(QStringLiteral("metadata.name")));
    // The job file as submitted, kept for clone and re-run (secrets masked).
    const QByteArray specYaml = TrainJobCodec::toKeptYaml(spec);

    // The engine may hold a job of that name that we have not listed yet (the SDK's).
    EngineClient *engine = m_connection->client();
    const QString filter = Labels::TrainJobName + QLatin1Char('=') + name;
    engineCall([engine, filter](EngineClient::Done d) {
        engine->listContainers({filter}, std::move(d));
    }).then(this, [this, p, name, promise, specYaml, engine](Result<Json> r) {
        if (!r)
            return resolve<QString>(promise, r.error());
        if (!r->empty() || m_jobs.contains(name))
            return resolve<QString>(
                promise,
                Error::make(Error::Kind::Conflict,
                            ContainerBackend::tr("the engine has containers of a job named '%1' "
                                                 "already; delete that job or pick another name")
                                .arg(name)));
        // From here on the job is listed, so the UI can show image pulls.
        ContainerJob *job = addSubmittedJob(p, specYaml);
        auto *op = new SubmitOperation(job,
                                       engine,
                                       this,
                                       {m_options.pullPolicy,
                                        m_options.jobsDir,
                                        m_connection->workdirRoot(m_options.workdirRoot),
                                        sshEngine()},
                                       [this](ContainerJob &j) { publish(j); });
        op->future().then(this, [this, name, promise](const Result<QString> &result) {
            submitted(name, result, promise);
        });
    });
}

ContainerJob *ContainerWorker::addSubmittedJob(const JobPlan &p, const QByteArray &specYaml)
{
    auto *job = new ContainerJob(this);
    job->plan = p;
    job->havePlan = true;
    job->enter(ContainerJob::Phase::Submitting);
    job->specYaml = specYaml;
    ContainerJobState &st = job->state;
    st.name = p.jobName;
    st.runtimeName = p.runtimeName;
    st.framework = p.framework;
    st.numNodes = p.numNodes;
    st.network = p.networks.isEmpty() ? QString() : p.networks.first().name;
    st.workdir = p.workdir;
    st.autoRemove = m_options.autoRemoveWorkdir;
    st.created = QDateTime::currentDateTimeUtc();
    for (const PlanStep &ps : p.steps) {
        ContainerJobState::Step s;
        s.name = ps.name;
        s.kind = ps.kind;
        s.rank = ps.rank;
        s.objectName = ps.objectName;
        s.image = ps.image;
        st.steps.append(s);
    }
    st.addEvent(p.jobName,
                QStringLiteral("Submitted"),
                ContainerBackend::tr("submitted to %1").arg(m_connection->endpoint()));
    m_jobs.insert(p.jobName, job);
    publish(*job);
    return job;
}

void ContainerWorker::submitted(const QString &name,
                                const Result<QString> &result,
                                const NamePromise &promise)
{
    if (m_closing)
        return resolve<QString>(promise, result);
    if (!result) {
        // A failure has already deleted what the submission made; a cancellation means
        // the job was deleted meanwhile.
        if (result.error().kind != Error::Kind::Cancelled)
            dropJob(name, result.error().message);
        return resolve<QString>(promise, result);
    }
    ContainerJob *submittedJob = m_jobs.value(name);
    if (!submittedJob)
        return resolve<QString>(promise, result);
    prepareProgress(*submittedJob, [this, name, promise] {
        ContainerJob *ready = m_jobs.value(name);
        if (!ready || m_closing)
            return resolve<QString>(promise, name);
        ContainerJob &job = *ready;
        job.leave(ContainerJob::Phase::Submitting);
        save(job);
        if (auto w = SafeFs::replaceFile(
                QDir(jobDir(name)).filePath(QStringLiteral("trainjob.yaml")), job.specYaml);
            !w)
            qCWarning(lcContainer) << w.error().message;
        resolve<QString>(promise, name);
        advance(job);
        publish(job);
    });
}

void ContainerWorker::prepareProgress(ContainerJob &job, std::function<void()> then)
{
    bool hasNodes = false;
    for (const PlanStep &ps : std::as_const(job.plan.steps))
        hasNodes = hasNodes || ps.kind == StepKind::Node;
    if (!m_options.progress.isValid() || !m_options.listenOn || !hasNodes || !job.havePlan)
        return then();
    const QString name = job.state.name;
    auto skip = [this, name, then](const QString &why) {
        if (ContainerJob *j = m_jobs.value(name))
            j->state.addEvent(name,
                              QStringLiteral("ProgressApiUnavailable"),
                              ContainerBackend::tr("the job cannot report progress: %1").arg(why),
                              true);
        then();
    };
    EngineClient *engine = m_connection->client();
    const QString network = job.state.network;
    engineCall([engine, network](EngineClient::Done d) {
        engine->inspectNetwork(network, std::move(d));
    }).then(this, [this, name, then, skip](Result<Json> r) {
        QString gateway;
        const Json &config
            = r ? TrainDeck::Json::member(TrainDeck::Json::member(*r, "IPAM"), "Config") : Json();
        if (config.is_array()) {
            for (const Json &c : config) {
                const QString g = EngineJson::str(c, "Gateway");
                // The IPv4 gateway: the address the host has on the job network.
                if (!g.isEmpty() && !g.contains(u':') && gateway.isEmpty())
                    gateway = g;
            }
        }
        if (gateway.isEmpty())
            return skip(ContainerBackend::tr("the job network has no IPv4 gateway"));
        m_options.listenOn(gateway, this, [this, name, gateway, then, skip](bool listening) {
            ContainerJob *j = m_jobs.value(name);
            if (!j)
                return then();
            if (!listening)
                return skip(ContainerBackend::tr("TrainDeck cannot listen on %1").arg(gateway));
            const QString secrets = QStringLiteral("/var/run/secrets/kubeflow/trainer");
            auto env = m_options.progress.prepareJob(
                jobDir(name), name, QStringLiteral("host.traindeck.internal"), secrets);
            if (!env)
                return skip(env.error().message);
            // As the controller's TrainJobStatus plugin: trainer (node) containers only, the
            // folder with ca.crt and token mounted read-only where it mounts them.
            const QString volume = QStringLiteral("kubeflow-trainer-token");
            j->plan.volumes.append({volume, QDir(jobDir(name)).filePath(QStringLiteral("status"))});
            for (PlanStep &ps : j->plan.steps) {
                if (ps.kind != StepKind::Node)
                    continue;
                for (const EnvVar &e : *env)
                    setEnv(ps.env, e.name, e.value);
                ps.mounts.append({volume, secrets, true});
            }
            j->state.progressGateway = gateway;
            then();
        });
    });
}

void ContainerWorker::readProgress()
{
    for (ContainerJob *job : std::as_const(m_jobs)) {
        const QString dir = jobDir(job->state.name);
        const QFileInfo info(QDir(dir).filePath(StatusApi::StatusServer::statusFileName()));
        const QDateTime modified = info.exists() ? info.lastModified() : QDateTime();
        if (modified == job->progressModified)
            continue;
        job->progressModified = modified;
        auto read = StatusApi::StatusServer::readStatus(dir);
        job->progress = read ? *read : StatusApi::TrainerStatus{};
        publish(*job);
    }
}

// ---------------------------------------------------------------------------------------
// Driving a job

void ContainerWorker::advance(ContainerJob &job)
{
    if (!job.havePlan || job.busy() || job.phase() == ContainerJob::Phase::Removing
        || !m_connection->isConnected())
        return;
    const JobSnapshot snap = toSnapshot(job);
    if (snap.isFinished() || job.state.cancelled) {
        // Stop what still runs once the job failed (a node exited non-zero).
        if (!job.in(ContainerJob::Phase::StoppingSteps)) {
            QStringList running;
            for (const auto &s : job.state.steps)
                if (s.state == StepState::Running || s.state == StepState::Created)
                    if (!s.containerId.isEmpty())
                        running << s.name;
            if (!running.isEmpty() && snap.status == JobStatus::Failed) {
                job.state.addEvent(job.state.name,
                                   QStringLiteral("StoppingSteps"),
                                   ContainerBackend::tr("stopping %1 after the failure")
                                       .arg(running.join(QStringLiteral(", "))));
                stopSteps(job, running);
            }
        }
        return;
    }
    QStringList initNotCreated;
    bool initsDone = true;
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    for (auto &s : job.state.steps) {
        if (s.kind == StepKind::Node)
            continue;
        if (s.containerId.isEmpty())
            initNotCreated << s.name;
        if (s.state != StepState::Succeeded)
            initsDone = false;
        // Initializer deadline.
        const PlanStep *ps = job.plan.step(s.name);
        if (ps && ps->timeoutSeconds > 0 && s.state == StepState::Running && s.started.isValid()
            && now - s.started.toSecsSinceEpoch() > ps->timeoutSeconds
            && !job.in(ContainerJob::Phase::StoppingSteps)) {
            s.message = ContainerBackend::tr("timed out after %1 s").arg(ps->timeoutSeconds);
            job.state.failure = ContainerBackend::tr("%1 timed out after %2 s")
                                    .arg(s.name)
                                    .arg(ps->timeoutSeconds);
            stopSteps(job, {s.name});
            return;
        }
    }
    if (!initNotCreated.isEmpty())
        return startSteps(job, initNotCreated);
    if (!initsDone)
        return;
    QStringList nodesNotCreated;
    for (const auto &s : job.state.steps)
        if (s.kind == StepKind::Node && s.containerId.isEmpty() && s.state != StepState::Failed)
            nodesNotCreated << s.name;
    if (!nodesNotCreated.isEmpty())
        startSteps(job, nodesNotCreated);
}

void ContainerWorker::startSteps(ContainerJob &job, const QStringList &steps)
{
    job.enter(ContainerJob::Phase::Starting);
    auto *op = new StartStepsOperation(
        &job, m_connection->client(), this, steps, [this](ContainerJob &j) { publish(j); });
    op->future().then(this, [this, guard = QPointer<ContainerJob>(&job)](const Result<bool> &r) {
        if (m_closing || !guard || (!r && r.error().kind == Error::Kind::Cancelled))
            return; // the job is gone
        ContainerJob &job = *guard;
        job.leave(ContainerJob::Phase::Starting);
        if (!r) {
            fail(job, r.error().message);
        } else if (*r) {
            save(job);
            // Every container is started: one listing now instead of those queued meanwhile.
            m_reconciler->skipQueuedRefresh();
        }
        m_reconciler->scheduleRefresh(0);
    });
}

void ContainerWorker::stopSteps(ContainerJob &job, const QStringList &steps)
{
    job.enter(ContainerJob::Phase::StoppingSteps);
    auto *op
        = new StopStepsOperation(&job, m_connection->client(), this, steps, m_options.graceSeconds);
    op->future().then(this, [this, guard = QPointer<ContainerJob>(&job)](const Result<bool> &) {
        if (m_closing)
            return;
        if (guard)
            guard->leave(ContainerJob::Phase::StoppingSteps);
        m_reconciler->scheduleRefresh(0);
    });
}

void ContainerWorker::fail(ContainerJob &job, const QString &why)
{
    job.state.failure = why;
    job.state.addEvent(job.state.name, QStringLiteral("Failed"), why, true);
    advance(job);
    publish(job);
}

void ContainerWorker::cancel(const QString &name, BoolPromise promise)
{
    if (auto ok = Backend::checkJobName(name); !ok)
        return resolve<bool>(promise, ok.error());
    ContainerJob *job = m_jobs.value(name);
    if (!job)
        return resolve<bool>(promise,
                             Error::make(Error::Kind::NotFound,
                                         ContainerBackend::tr("no job named '%1'").arg(name)));
    job->state.cancelled = true;
    job->state.addEvent(
        name, QStringLiteral("Cancelled"), ContainerBackend::tr("cancelled by the user"), true);
    save(*job);
    publish(*job);
    QStringList running;
    for (const auto &s : job->state.steps)
        if (!s.containerId.isEmpty()
            && (s.state == StepState::Running || s.state == StepState::Created))
            running << s.name;
    auto *op = new StopStepsOperation(
        job, m_connection->client(), this, running, m_options.graceSeconds);
    // Stopped, or deleted meanwhile: either way nothing of the job runs any more.
    op->future().then(this, [this, promise](const Result<bool> &) {
        resolve<bool>(promise, true);
        if (!m_closing)
            m_reconciler->scheduleRefresh(0);
    });
}

// ---------------------------------------------------------------------------------------
// Removing

void ContainerWorker::remove(const QString &name, BoolPromise promise)
{
    // Before anything else: ".." or "a/b" must never reach a path or an engine call.
    if (auto ok = Backend::checkJobName(name); !ok) {
        Error e = ok.error();
        if (m_reconciler->invalid().contains(name))
            e.message = ContainerBackend::tr("'%1' is not a valid job name (%2); TrainDeck "
                                             "leaves that job alone. Remove its containers with "
                                             "the engine's own tools if they are yours.")
                            .arg(name, m_reconciler->invalid().value(name));
        return resolve<bool>(promise, e);
    }
    if (!m_connection->isConnected())
        return resolve<bool>(promise, notConnected());
    ContainerJob *job = m_jobs.value(name);
    if (!job)
        return resolve<bool>(promise,
                             Error::make(Error::Kind::NotFound,
                                         ContainerBackend::tr("no job named '%1'").arg(name)));
    if (!addRemovalWaiter(name, std::move(promise)))
        return; // being removed: this caller gets the same answer
    job->beginRemoval();
    auto *op = new RemoveOperation(job,
                                   m_connection->client(),
                                   this,
                                   {m_options.jobsDir,
                                    m_connection->workdirRoot(m_options.workdirRoot),
                                    m_connection->isRemote(),
                                    sshEngine()},
                                   [this, name] {
                                       m_logs->stopJob(name);
                                       if (ContainerStatsFollower *f = m_stats.value(name))
                                           f->closeAll();
                                   });
    op->future().then(this, [this, name](const Result<bool> &r) { finishRemoval(name, r); });
}

void ContainerWorker::finishRemoval(const QString &name, const Result<bool> &result)
{
    if (m_closing)
        return;
    if (result) {
        dropJob(
            name,
            ContainerBackend::tr("job '%1' was deleted while it was being submitted").arg(name));
        return resolveRemovals(name, true);
    }
    if (ContainerJob *job = m_jobs.value(name)) {
        job->endRemoval();
        return resolveRemovals(name, result);
    }
    // Its submission failed meanwhile and took everything of the job with it.
    resolveRemovals(name, true);
}

void ContainerWorker::dropJob(const QString &name, const QString &why)
{
    ContainerJob *job = m_jobs.take(name);
    if (!job)
        return;
    if (ContainerStatsFollower *f = m_stats.value(name))
        f->closeAll();
    job->abortOperations(why);
    job->deleteLater();
    Q_EMIT jobRemoved(name);
}

// ---------------------------------------------------------------------------------------
// Resources

void ContainerWorker::startResources(const QString &name)
{
    auto *f = new ContainerStatsFollower(name, this);
    connect(f, &ContainerStatsFollower::sampled, this, &JobWorker::resourcesSampled);
    connect(f, &ContainerStatsFollower::unavailable, this, &JobWorker::resourcesUnavailable);
    connect(f, &ContainerStatsFollower::refreshWanted, this, [this, f, name](int delayMs) {
        QTimer::singleShot(delayMs, f, [this, name] { updateStats(name); });
    });
    m_stats.insert(name, f);
    // Before the first listing (still connecting) the job may be unknown: the listing calls
    // updateStats again.
    if (!m_connection->isConnected()) {
        Q_EMIT resourcesUnavailable(name, notConnected().message);
        return;
    }
    if (!m_jobs.contains(name) && m_reconciler->isSettled()) {
        Q_EMIT resourcesUnavailable(name, ContainerBackend::tr("no job named '%1'").arg(name));
        return;
    }
    updateStats(name);
}

void ContainerWorker::stopResources(const QString &name)
{
    delete m_stats.take(name);
}

void ContainerWorker::updateStats(const QString &name)
{
    ContainerStatsFollower *f = m_stats.value(name);
    ContainerJob *job = m_jobs.value(name);
    if (!f || !job || !m_connection->isConnected())
        return;
    f->update(*job, m_connection->client());
}

// ---------------------------------------------------------------------------------------
// Snapshots

JobSnapshot ContainerWorker::toSnapshot(const ContainerJob &job) const
{
    const ContainerJobState &st = job.state;
    JobSnapshot s;
    s.name = st.name;
    s.backend = m_options.engine;
    s.connection = m_connection->endpoint();
    s.runtimeName = st.runtimeName;
    s.framework = st.framework;
    s.numNodes = st.numNodes;
    s.created = st.created;
    s.logDir = m_logs->logDir(st.name);
    s.workdir = st.workdir;
    s.setOrigin(st.madeByTrainDeck ? JobSnapshot::Origin::TrainDeck : st.origin);
    s.events = st.events;
    for (const auto &step : st.steps) {
        StepSnapshot ss;
        ss.name = step.name;
        ss.kind = step.kind;
        ss.rank = step.rank;
        ss.state = step.state;
        ss.exitCode = step.exitCode;
        ss.message = step.message;
        ss.objectName = step.objectName;
        ss.objectId = step.containerId;
        ss.image = step.image;
        ss.startedAt = step.started;
        ss.finishedAt = step.finished;
        s.steps.append(ss);
    }
    JobStatusReport r = Pipeline::standard().status(s.observations(), false, st.cancelled);
    if (!st.failure.isEmpty() && r.status != JobStatus::Failed) {
        r.status = JobStatus::Failed;
        r.reason = QStringLiteral("Failed");
        r.message = st.failure;
    } else if (!st.failure.isEmpty() && r.message.isEmpty()) {
        r.message = st.failure;
    }
    s.status = r.status;
    s.statusReason = r.reason;
    s.statusMessage = r.message;
    s.spanFromSteps();
    job.progress.fill(s);
    return s;
}

void ContainerWorker::save(const ContainerJob &job) const
{
    if (!job.state.madeByTrainDeck && !job.havePlan)
        return; // the SDK's job: its containers are its record, we keep only its logs
    if (auto made = SafeFs::makeDirs(jobDir(job.state.name), SafeFs::PrivateDir); !made) {
        qCWarning(lcContainer) << made.error().message;
        return;
    }
    if (auto r
        = job.state.save(QDir(jobDir(job.state.name)).filePath(QStringLiteral("state.json")));
        !r)
        qCWarning(lcContainer) << r.error().toString();
}

void ContainerWorker::publish(ContainerJob &job)
{
    const JobSnapshot s = toSnapshot(job);
    if (s == job.lastEmitted)
        return;
    const bool stepsChanged
        = s.status != job.lastEmitted.status || s.steps != job.lastEmitted.steps;
    if (stepsChanged && !job.busy())
        save(job);
    JobWorker::publish(s, job.lastEmitted);
}

JobSnapshot ContainerWorker::invalidSnapshot(const QString &name, const QString &why) const
{
    JobSnapshot s;
    s.name = name;
    s.backend = m_options.engine;
    s.connection = m_connection->endpoint();
    s.setOrigin(JobSnapshot::Origin::Unknown);
    s.status = JobStatus::Unknown;
    s.statusReason = Backend::invalidNameReason();
    s.statusMessage = ContainerBackend::tr("not a valid job name, left alone: %1").arg(why);
    return s;
}

QList<JobSnapshot> ContainerWorker::snapshots() const
{
    QList<JobSnapshot> out;
    for (const ContainerJob *j : m_jobs)
        out.append(toSnapshot(*j));
    const auto &invalid = m_reconciler->invalid();
    for (auto it = invalid.cbegin(); it != invalid.cend(); ++it)
        out.append(invalidSnapshot(it.key(), it.value()));
    return byCreation(std::move(out));
}

Result<JobSnapshot> ContainerWorker::snapshot(const QString &name) const
{
    if (auto ok = Backend::checkJobName(name); !ok)
        return ok.error();
    const ContainerJob *job = m_jobs.value(name);
    if (!job)
        return Error::make(
            Error::Kind::NotFound,
            ContainerBackend::tr("no job named '%1' on %2").arg(name, enumName(m_options.engine)));
    return toSnapshot(*job);
}

// Images: the builder's picker and its check before a submission

void ContainerWorker::listImages(ImagesPromise promise)
{
    EngineClient *engine = m_connection->isConnected() ? m_connection->client() : nullptr;
    if (!engine)
        return resolve<QList<EngineImage>>(promise, notConnected());
    engine->listImages([promise](Result<Json> r) {
        if (!r)
            return resolve<QList<EngineImage>>(promise, r.error());
        resolve<QList<EngineImage>>(promise, ContainerListing::images(*r));
    });
}

void ContainerWorker::checkImages(const TrainJob &job, ImageChecksPromise promise)
{
    EngineClient *engine = m_connection->isConnected() ? m_connection->client() : nullptr;
    if (!engine)
        return resolve<QList<ImageCheck>>(promise, notConnected());
    const auto planned = plan(job);
    if (!planned)
        return resolve<QList<ImageCheck>>(promise, planned.error());
    struct Pending
    {
        QList<ImageCheck> checks;
        int left = 0;
        std::optional<Error> error;
    };
    auto pending = std::make_shared<Pending>();
    for (const QString &image : ContainerSpec::images(*planned)) {
        ImageCheck c;
        c.image = image;
        c.pullPolicy = m_options.pullPolicy;
        QStringList steps;
        for (const PlanStep &st : planned->steps)
            if (st.image == image)
                steps << st.name;
        c.steps = steps.join(QStringLiteral(", "));
        pending->checks << c;
    }
    pending->left = int(pending->checks.size());
    if (pending->left == 0)
        return resolve<QList<ImageCheck>>(promise, QList<ImageCheck>());
    for (qsizetype i = 0; i < pending->checks.size(); ++i) {
        const QString image = pending->checks.at(i).image;
        // The look-up the submission makes (SubmitOperation): the engine resolves the name.
        engine->inspectImage(image, [this, pending, promise, i](Result<Json> r) {
            if (!r && r.error().kind != Error::Kind::NotFound && !pending->error)
                pending->error = r.error();
            ImageCheck &c = pending->checks[i];
            c.present = r.ok();
            c.willPull = ContainerSpec::imageAction(m_options.pullPolicy, c.present)
                         == ContainerSpec::ImageAction::Pull;
            if (--pending->left > 0)
                return;
            if (pending->error)
                return resolve<QList<ImageCheck>>(promise, *pending->error);
            resolve<QList<ImageCheck>>(promise, pending->checks);
        });
    }
}

// ---------------------------------------------------------------------------------------
// Inspect

void ContainerWorker::inspectStep(const QString &name,
                                  const QString &stepName,
                                  InspectionPromise promise)
{
    if (auto ok = Backend::checkJobName(name); !ok)
        return resolve<StepInspection>(promise, ok.error());
    if (!m_connection->isConnected())
        return resolve<StepInspection>(promise, notConnected());
    const ContainerJob *job = m_jobs.value(name);
    if (!job)
        return resolve<StepInspection>(promise,
                                       Error::make(Error::Kind::NotFound,
                                                   ContainerBackend::tr("no job named '%1' on %2")
                                                       .arg(name, enumName(m_options.engine))));
    const ContainerJobState::Step *step = job->state.step(stepName);
    if (!step)
        return resolve<StepInspection>(
            promise,
            Error::make(Error::Kind::NotFound,
                        ContainerBackend::tr("job '%1' has no step '%2'").arg(name, stepName)));
    if (step->containerId.isEmpty())
        return resolve<StepInspection>(
            promise,
            Error::make(Error::Kind::NotFound,
                        ContainerBackend::tr("step '%1' of job '%2' has no container yet: "
                                             "inspect it once it has started.")
                            .arg(stepName, name)));
    // Which names the user marked secret: the plan while this process drives the job, else
    // the TrainJob file kept at submit (its secret-env annotation survives the masking).
    QStringList secretEnv;
    if (job->havePlan)
        secretEnv = job->plan.secretEnv;
    else if (auto kept
             = JobLoader::loadKept(QDir(jobDir(name)).filePath(QStringLiteral("trainjob.yaml"))))
        secretEnv = kept->secretEnv;
    const QString engine = m_options.engine == BackendKind::Docker ? QStringLiteral("Docker")
                                                                   : QStringLiteral("Podman");
    const QString containerId = step->containerId;
    const QString objectName = step->objectName;
    m_connection->client()->inspectContainer(
        containerId,
        [promise, name, stepName, secretEnv, engine, containerId, objectName](Result<Json> r) {
            if (!r) {
                Error e = r.error();
                if (e.httpStatus == 404) {
                    e.kind = Error::Kind::NotFound;
                    e.message = ContainerBackend::tr(
                                    "The container of step '%1' of job '%2' (%3, id %4) is gone "
                                    "from %5: it was removed, so there is nothing left to "
                                    "inspect. Its logs and events are kept.")
                                    .arg(stepName, name, objectName, containerId.left(12), engine);
                }
                return resolve<StepInspection>(promise, e);
            }
            auto parsed = ContainerInspection::parse(*r, [&secretEnv](const QString &env) {
                return isSecretEnvName(env) || secretEnv.contains(env);
            });
            if (parsed) {
                parsed->job = name;
                parsed->step = stepName;
            }
            resolve<StepInspection>(promise, std::move(parsed));
        });
}

} // namespace TrainDeck::Container
