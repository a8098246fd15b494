// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerworker.h"

#include "backends/container/containerlogfollower.h"
#include "backends/container/loglineassembler.h"
#include "libs/transport/httpreply.h"

#include "core/codec/trainjobcodec.h"
#include "core/domain/labels.h"
#include "core/domain/trainjob.h"
#include "core/files/paths.h"
#include "core/files/safefs.h"
#include "core/pipeline/pipeline.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QTimer>

#include <cmath>

// Off by default: internal diagnostics never reach users (QT_LOGGING_RULES turns them on).
Q_LOGGING_CATEGORY(lcContainer, "traindeck.container", QtCriticalMsg)

namespace TrainDeck::Container {

using Json = nlohmann::json;

namespace {

QString qs(const Json &j, const char *key)
{
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}

QString label(const Json &container, const QString &key)
{
    auto it = container.find("Labels");
    if (it == container.end() || !it->is_object())
        return {};
    auto l = it->find(key.toStdString());
    return l != it->end() && l->is_string() ? QString::fromStdString(l->get<std::string>())
                                            : QString();
}

StepKind kindOfStep(const QString &step)
{
    if (step == QLatin1String("dataset-initializer"))
        return StepKind::DatasetInitializer;
    if (step == QLatin1String("model-initializer"))
        return StepKind::ModelInitializer;
    return StepKind::Node;
}

int rankOfStep(const QString &step)
{
    static const QRegularExpression re(QStringLiteral("^node-(\\d+)$"));
    const auto m = re.match(step);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QDateTime engineTime(const QString &s)
{
    // RFC 3339 with up to nine fraction digits, which QDateTime's ISO parser refuses.
    if (s.isEmpty() || s.startsWith(QLatin1String("0001-")))
        return {};
    const auto t = LogTimestamp::parse(s.toLatin1());
    return t ? QDateTime::fromMSecsSinceEpoch(t->msecs(), Qt::UTC) : QDateTime();
}

/// Kubernetes quantities to the engine's units: cpu in nano-CPUs, memory in bytes.
std::optional<double> quantity(const QString &q)
{
    static const QRegularExpression re(
        QStringLiteral("^([0-9]+(?:\\.[0-9]+)?)(m|k|K|M|G|T|Ki|Mi|Gi|Ti)?$"));
    const auto m = re.match(q.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    double v = m.captured(1).toDouble();
    const QString s = m.captured(2);
    static const QHash<QString, double> f{{QStringLiteral("m"), 1e-3},
                                          {QStringLiteral("k"), 1e3},
                                          {QStringLiteral("K"), 1e3},
                                          {QStringLiteral("M"), 1e6},
                                          {QStringLiteral("G"), 1e9},
                                          {QStringLiteral("T"), 1e12},
                                          {QStringLiteral("Ki"), 1024.0},
                                          {QStringLiteral("Mi"), 1024.0 * 1024},
                                          {QStringLiteral("Gi"), 1024.0 * 1024 * 1024},
                                          {QStringLiteral("Ti"), 1024.0 * 1024 * 1024 * 1024}};
    if (!s.isEmpty())
        v *= f.value(s, 1.0);
    return v;
}

/// Joins N asynchronous results: `done` runs once, after the last one.
struct Countdown
{
    int left;
    std::function<void()> done;
    void tick()
    {
        if (--left == 0 && done)
            done();
    }
};

bool isTransportError(const Error &e)
{
    return e.kind == Error::Kind::Transport || e.kind == Error::Kind::Timeout;
}

} // namespace

ContainerWorker::ContainerWorker(ContainerBackend *backend, ContainerBackend::Options options)
    : m_backend(backend)
    , m_options(std::move(options))
    , m_pollTimer(new QTimer(this))
    , m_refreshTimer(new QTimer(this))
    , m_retryTimer(new QTimer(this))
{
    m_pollTimer->setInterval(m_options.pollMs);
    connect(m_pollTimer, &QTimer::timeout, this, [this] { scheduleRefresh(0); });
    m_refreshTimer->setSingleShot(true);
    connect(m_refreshTimer, &QTimer::timeout, this, &ContainerWorker::refresh);
    m_retryTimer->setSingleShot(true);
    connect(m_retryTimer, &QTimer::timeout, this, &ContainerWorker::connectEngine);
}

ContainerWorker::~ContainerWorker()
{
    for (auto &[key, f] : m_followers)
        delete f;
    m_followers.clear();
    if (m_events)
        m_events->abort();
}

QString ContainerWorker::jobDir(const QString &name) const
{
    return QDir(m_options.jobsDir).filePath(name);
}

QString ContainerWorker::logDir(const QString &name) const
{
    return QDir(jobDir(name)).filePath(QStringLiteral("logs"));
}

// ---------------------------------------------------------------------------------------
// Connection

void ContainerWorker::connectEngine()
{
    if (m_connecting || m_connected)
        return;
    m_connecting = true;
    m_retryTimer->stop();
    m_backend->setConnectionState(Backend::ConnectionState::Connecting);
    auto env = EngineDiscovery::Environment::system(m_options.host);
    env.insecureSkipTlsVerify = m_options.insecureSkipTlsVerify;
    m_candidates = EngineDiscovery::candidates(env);
    m_tried.clear();
    if (m_candidates.isEmpty()) {
        m_tried = EngineDiscovery::consideredPaths(env);
        return tryCandidate(0);
    }
    tryCandidate(0);
}

void ContainerWorker::tryCandidate(int index)
{
    const QString want = m_options.engine == BackendKind::Podman ? QStringLiteral("Podman")
                                                                 : QStringLiteral("Docker");
    if (index >= m_candidates.size()) {
        m_connecting = false;
        const bool tls = std::any_of(m_candidates.cbegin(),
                                     m_candidates.cend(),
                                     [](const EngineCandidate &c) { return c.tls; });
        QString reason
            = ContainerBackend::tr("no %1 engine answered. Tried: %2. Start %1 (or its API "
                                   "service: podman system service), or set the engine address "
                                   "(DOCKER_HOST / CONTAINER_HOST, or --host).")
                  .arg(want,
                       m_tried.isEmpty() ? ContainerBackend::tr("nothing (no socket found)")
                                         : m_tried.join(QStringLiteral("; ")));
        if (tls)
            reason += u' '
                      + ContainerBackend::tr("For an engine with TLS, DOCKER_CERT_PATH (now %1) "
                                             "must hold the ca.pem that signed the engine's "
                                             "certificate, and the cert.pem and key.pem it "
                                             "accepts.")
                            .arg(m_candidates.first().certDir);
        if (const QString v = qEnvironmentVariable("DOCKER_TLS_VERIFY");
            tls
            && (v == QLatin1String("0")
                || v.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0))
            reason += u' '
                      + ContainerBackend::tr("DOCKER_TLS_VERIFY=%1 still means \"verify\", as "
                                             "for the docker CLI; connecting without checking "
                                             "the certificate takes --insecure-skip-tls-verify, "
                                             "and lets a man in the middle read your jobs.")
                            .arg(v);
        m_backend->setConnectionState(Backend::ConnectionState::Lost, reason);
        for (const BoolPromise &p : std::exchange(m_connectWaiters, {})) {
            p->addResult(Error::make(Error::Kind::Transport, reason));
            p->finish();
        }
        m_retryTimer->start(m_backoffMs);
        m_backoffMs = qMin(m_backoffMs * 2, 15000);
        return;
    }
    const EngineCandidate c = m_candidates[index];
    auto ep = Transport::Endpoint::parse(c.url);
    if (!ep) {
        m_tried << QStringLiteral("%1 (%2): %3").arg(c.url, c.source, ep.error().message);
        return tryCandidate(index + 1);
    }
    ep->tls = ep->tls || c.tls;
    ep->tlsVerify = c.tlsVerify;
    ep->certDir = c.certDir;
    // The same engine again (a reconnect): keep its client, which log followers and
    // pending calls still hold.
    const bool reuse = m_engine && m_engine->endpoint() == *ep;
    auto *client = reuse ? m_engine : new EngineClient(*ep, this);
    client->ping([this, client, c, index, want](Result<EngineIdentity> id) {
        if (!id) {
            m_tried << QStringLiteral("%1 (%2): %3").arg(c.url, c.source, id.error().message);
            if (client != m_engine)
                client->deleteLater();
            return tryCandidate(index + 1);
        }
        const bool wantPodman = m_options.engine == BackendKind::Podman;
        if (id->podman != wantPodman) {
            m_tried << ContainerBackend::tr("%1 (%2) is %3, not %4")
                           .arg(c.url, c.source, client->engineName(), want);
            if (client != m_engine)
                client->deleteLater();
            return tryCandidate(index + 1);
        }
        if (m_engine && m_engine != client) {
            // Another engine: nothing may keep using the old client.
            for (auto &[key, f] : m_followers)
                delete f;
            m_followers.clear();
            m_engine->deleteLater();
        }
        m_engine = client;
        onConnected();
    });
}

void ContainerWorker::onConnected()
{
    m_connecting = false;
    m_connected = true;
    m_backoffMs = 1000;
    const auto &id = m_engine->identity();
    m_backend->setEndpoint(m_engine->endpoint().toString(), m_engine->engineName());
    // Before the state: whoever sees "connected" sees the warning with it.
    m_backend->setConnectionWarning(m_engine->endpoint().securityWarning());
    m_backend->setConnectionState(Backend::ConnectionState::Connected,
                                  ContainerBackend::tr("%1 at %2 (API %3)")
                                      .arg(id.server.isEmpty() ? m_engine->engineName() : id.server,
                                           m_engine->endpoint().toString(),
                                           id.apiVersion));
    if (!m_historyLoaded) {
        m_historyLoaded = true;
        loadHistory();
    }
    subscribeEvents();
    m_pollTimer->start();
    // Reattach: the first refresh lists every job's containers and restarts log streams.
    refresh();
}

void ContainerWorker::whenConnected(BoolPromise promise)
{
    if (m_connected && !m_refreshing && m_connectWaiters.isEmpty()) {
        promise->addResult(true);
        promise->finish();
        return;
    }
    m_connectWaiters.append(promise);
    connectEngine();
}

void ContainerWorker::resolveConnectWaiters()
{
    // Callers waiting for the connection get it with every job listed and every exit
    // inspected, so a CLI's first answer is already the whole truth.
    if (!m_connected || m_refreshing || m_pendingInspects > 0)
        return;
    for (const BoolPromise &p : std::exchange(m_connectWaiters, {})) {
        p->addResult(true);
        p->finish();
    }
}

void ContainerWorker::connectionLost(const QString &reason)
{
    if (!m_connected)
        return;
    m_connected = false;
    m_pollTimer->stop();
    if (m_events) {
        m_events->disconnect(this);
        m_events->abort();
    }
    // Followers start afresh after the reconnect, from what the store has.
    for (auto &[key, f] : m_followers) {
        f->stop();
        f->deleteLater();
    }
    m_followers.clear();
    if (m_engine)
        m_engine->resetConnections();
    m_backend->setConnectionState(
        Backend::ConnectionState::Lost,
        ContainerBackend::tr("lost the connection to %1: %2. Retrying.")
            .arg(m_engine ? m_engine->endpoint().toString() : QString(), reason));
    m_retryTimer->start(m_backoffMs);
    m_backoffMs = qMin(m_backoffMs * 2, 15000);
}

void ContainerWorker::subscribeEvents()
{
    Json filters = {{"type", {"container"}}, {"label", {Labels::TrainJobName.toStdString()}}};
    m_events = m_engine->events(
        filters,
        [this](const Json &) { scheduleRefresh(30); },
        [this](Result<Json> r) {
            m_events = nullptr;
            if (!m_connected)
                return;
            // The stream never ends on its own: the engine went away or restarted.
            qCInfo(lcContainer) << "events stream ended" << (r ? QString() : r.error().message);
            scheduleRefresh(0);
            QTimer::singleShot(500, this, [this] {
                if (m_connected && !m_events)
                    subscribeEvents();
            });
        });
}

void ContainerWorker::scheduleRefresh(int delayMs)
{
    if (!m_connected)
        return;
    if (!m_refreshTimer->isActive() || m_refreshTimer->remainingTime() > delayMs)
        m_refreshTimer->start(delayMs);
}

void ContainerWorker::refresh()
{
    if (!m_connected)
        return;
    if (m_refreshing) {
        m_refreshAgain = true;
        return;
    }
    // While a job's containers are being created and started, the engine's own events
    // would make us list everything for each of them, competing with the starts for the
    // engine's locks (Podman): list once when they are all started instead.
    for (const Job &j : std::as_const(m_jobs))
        if (j.starting && !j.removing) {
            m_refreshAgain = true;
            return;
        }
    m_refreshing = true;
    m_engine->listContainers({Labels::TrainJobName}, [this](Result<Json> r) {
        m_refreshing = false;
        if (!r) {
            if (isTransportError(r.error()))
                return connectionLost(r.error().message);
            qCWarning(lcContainer) << "listing containers failed:" << r.error().message;
            return;
        }
        applyContainers(*r);
        resolveConnectWaiters();
        if (std::exchange(m_refreshAgain, false))
            scheduleRefresh(0);
    });
}

void ContainerWorker::loadHistory()
{
    const QDir dir(m_options.jobsDir);
    for (const QString &n : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (!Backend::checkJobName(n) || QFileInfo(dir.filePath(n)).isSymLink()) {
            qCWarning(lcContainer) << "skipping folder" << n << ": not a valid job name";
            continue;
        }
        auto st = ContainerJobState::load(dir.filePath(n + QStringLiteral("/state.json")));
        if (!st) {
            qCWarning(lcContainer) << "skipping job" << n << ":" << st.error().toString();
            continue;
        }
        if (st->name != n) {
            qCWarning(lcContainer) << "skipping job" << n << ": its state names" << st->name;
            continue;
        }
        Job job;
        job.state = std::move(*st);
        m_jobs.insert(n, std::move(job));
        publish(m_jobs[n]);
    }
}

// ---------------------------------------------------------------------------------------
// Observing

ContainerWorker::Job &ContainerWorker::adopt(const QString &name, const Json &containers)
{
    // A job we did not start (the Python SDK's, or ours from a lost state file): its steps
    // are what its containers say.
    Job job;
    job.state.name = name;
    job.state.madeByTrainDeck = false;
    job.state.network = name + QStringLiteral("-net");
    job.state.workdir = QDir(m_options.workdirRoot).filePath(name);
    qint64 created = 0;
    for (const Json &c : containers) {
        if (label(c, Labels::TrainJobName) != name)
            continue;
        if (!label(c, Labels::ManagedBy).isEmpty())
            job.state.madeByTrainDeck = true;
        const QString step = label(c, Labels::Step);
        // A step name becomes a log file name: only names that pass the job-name rule.
        if (step.isEmpty() || job.state.step(step) || !checkRfc1035Name(step).isEmpty())
            continue;
        ContainerJobState::Step s;
        s.name = step;
        s.kind = kindOfStep(step);
        s.rank = rankOfStep(step);
        const auto names = c.value("Names", Json::array());
        s.objectName = names.empty() ? QString()
                                     : QString::fromStdString(names[0].get<std::string>()).mid(1);
        s.image = qs(c, "Image");
        job.state.steps.append(s);
        if (s.kind == StepKind::Node)
            ++job.state.numNodes;
        const qint64 t = c.value("Created", qint64(0));
        if (created == 0 || (t > 0 && t < created))
            created = t;
    }
    std::sort(job.state.steps.begin(), job.state.steps.end(), [](const auto &a, const auto &b) {
        if (a.kind != b.kind)
            return int(a.kind) < int(b.kind);
        return a.rank < b.rank;
    });
    job.state.created = created > 0 ? QDateTime::fromSecsSinceEpoch(created, Qt::UTC)
                                    : QDateTime::currentDateTimeUtc();
    job.state.addEvent(name,
                       QStringLiteral("Discovered"),
                       ContainerBackend::tr("found on the engine by its labels"));
    m_jobs.insert(name, std::move(job));
    Job &j = m_jobs[name];
    // Runtime and workdir live on the network's labels (the SDK's convention).
    m_engine->inspectNetwork(j.state.network, [this, name](Result<Json> r) {
        if (!r || !m_jobs.contains(name))
            return;
        Job &job = m_jobs[name];
        const Json &labels = r->value("Labels", Json::object());
        const Json fake = {{"Labels", labels}};
        const QString rt = label(fake, Labels::RuntimeName);
        const QString wd = label(fake, Labels::Workdir);
        if (!rt.isEmpty())
            job.state.runtimeName = rt;
        if (!wd.isEmpty())
            job.state.workdir = wd;
        job.state.networkId = qs(*r, "Id");
        publish(job);
    });
    return j;
}

void ContainerWorker::inspectStep(const QString &name, const QString &stepName)
{
    const ContainerJobState::Step *step = m_jobs[name].state.step(stepName);
    ++m_pendingInspects;
    m_engine->inspectContainer(step->containerId, [this, name, stepName](Result<Json> r) {
        --m_pendingInspects;
        auto settle = qScopeGuard([this] { resolveConnectWaiters(); });
        if (!r || !m_jobs.contains(name))
            return;
        Job &job = m_jobs[name];
        ContainerJobState::Step *s = job.state.step(stepName);
        if (!s)
            return;
        const Json st = r->value("State", Json::object());
        s->started = engineTime(qs(st, "StartedAt"));
        s->finished = engineTime(qs(st, "FinishedAt"));
        const QString status = qs(st, "Status");
        if (status == QLatin1String("exited") || status == QLatin1String("dead")) {
            const int code = st.value("ExitCode", 0);
            const bool known = s->exitCode.has_value();
            s->exitCode = code;
            s->state = code == 0 ? StepState::Succeeded : StepState::Failed;
            const bool oom = st.value("OOMKilled", false);
            const QString err = qs(st, "Error");
            if (code != 0)
                s->message
                    = oom ? ContainerBackend::tr("killed: out of memory (exit code %1)").arg(code)
                      : !err.isEmpty() ? err
                                       : ContainerBackend::tr("exited with code %1").arg(code);
            if (!known)
                job.state.addEvent(
                    stepName,
                    code == 0 ? QStringLiteral("Succeeded") : QStringLiteral("Failed"),
                    code == 0
                        ? ContainerBackend::tr("container %1 exited with code 0").arg(s->objectName)
                        : s->message,
                    code != 0);
        } else {
            s->finished = {};
        }
        advance(job);
        publish(job);
    });
}

void ContainerWorker::applyContainers(const Json &list)
{
    if (!list.is_array())
        return;
    QHash<QString, QList<const Json *>> byJob;
    for (const Json &c : list)
        byJob[label(c, Labels::TrainJobName)].append(&c);
    byJob.remove(QString());

    // Names that break the job-name rule are listed as such and left alone: they never
    // become a path or an engine call (issue 14: a label "..", "a/b").
    QHash<QString, QString> invalid;
    for (auto it = byJob.begin(); it != byJob.end();) {
        if (const QString why = checkRfc1035Name(it.key()); !why.isEmpty()) {
            invalid.insert(it.key(), why);
            it = byJob.erase(it);
        } else {
            ++it;
        }
    }
    for (auto it = invalid.cbegin(); it != invalid.cend(); ++it)
        if (!m_invalid.contains(it.key()))
            Q_EMIT m_backend->jobChanged(invalidSnapshot(it.key(), it.value()));
    const QStringList goneInvalid = m_invalid.keys();
    for (const QString &n : goneInvalid)
        if (!invalid.contains(n))
            Q_EMIT m_backend->jobRemoved(n);
    m_invalid = invalid;

    for (auto it = byJob.begin(); it != byJob.end(); ++it) {
        if (!m_jobs.contains(it.key())) {
            Json arr = Json::array();
            for (const Json *c : it.value())
                arr.push_back(*c);
            adopt(it.key(), arr);
        }
    }
    const QStringList names = m_jobs.keys();
    for (const QString &name : names) {
        Job &job = m_jobs[name];
        if (job.removing)
            continue;
        const auto containers = byJob.value(name);
        QSet<QString> present;
        for (const Json *c : containers) {
            const QString stepName = label(*c, Labels::Step);
            ContainerJobState::Step *s = job.state.step(stepName);
            if (!s)
                continue;
            present.insert(stepName);
            const QString engineState = qs(*c, "State");
            const QString before = job.containerState.value(stepName);
            job.containerState[stepName] = engineState;
            s->containerId = qs(*c, "Id");
            s->image = qs(*c, "Image");
            const bool running = engineState == QLatin1String("running")
                                 || engineState == QLatin1String("paused")
                                 || engineState == QLatin1String("restarting");
            const bool exited
                = engineState == QLatin1String("exited") || engineState == QLatin1String("dead");
            if (running) {
                s->state = StepState::Running;
                if (before != engineState)
                    job.state.addEvent(
                        stepName,
                        QStringLiteral("Started"),
                        ContainerBackend::tr("container %1 is running").arg(s->objectName));
            } else if (engineState == QLatin1String("created")) {
                // A start that failed leaves the container "created" with an error (Docker)
                // or nothing at all (Podman): the step's message already says so then.
                if (s->state != StepState::Failed)
                    s->state = StepState::Created;
            } else if (!exited) {
                s->state = StepState::Unknown;
            }
            // Once per state change: the times, and for an exit the exact code and the OOM
            // flag. An exited step keeps its previous state until then, so a snapshot never
            // says Complete without the times and codes that go with it.
            if ((running || exited) && job.inspectedState.value(stepName) != engineState) {
                job.inspectedState[stepName] = engineState;
                inspectStep(name, stepName);
            }
        }
        // Steps whose container is gone: removed by someone else, or never created.
        for (ContainerJobState::Step &s : job.state.steps) {
            if (present.contains(s.name) || s.containerId.isEmpty())
                continue;
            if (s.state == StepState::Running || s.state == StepState::Created) {
                s.state = StepState::Unknown;
                s.message = ContainerBackend::tr("container %1 was removed outside TrainDeck")
                                .arg(s.objectName);
            }
            job.containerState.remove(s.name);
        }
        advance(job);
        followLogs(job);
        publish(job);
    }
}

// ---------------------------------------------------------------------------------------
// Driving a job

Result<JobPlan> ContainerWorker::plan(const TrainJob &job) const
{
    const auto runtime = m_options.catalog.runtimeFor(job);
    if (!runtime)
        return runtime.error();
    PlanContext ctx = PlanContext::forBackend(m_options.engine, job.name);
    ctx.workdir = QDir(m_options.workdirRoot).filePath(job.name);
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
        promise->addResult(std::move(e));
        promise->finish();
    };
    if (auto ok = Backend::checkJobName(spec.name); !ok)
        return reject(ok.error().inField(QStringLiteral("metadata.name")));
    if (!m_connected)
        return reject(
            Error::make(Error::Kind::Transport,
                        ContainerBackend::tr("not connected to %1: %2")
                            .arg(enumName(m_options.engine), m_backend->connectionReason())));
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
    if (leftover.exists() || leftover.isSymLink())
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
    m_engine->listContainers(
        {Labels::TrainJobName + QLatin1Char('=') + name},
        [this, p, name, reject, promise, specYaml](Result<Json> r) {
            if (!r)
                return reject(r.error());
            if (!r->empty() || m_jobs.contains(name))
                return reject(
                    Error::make(Error::Kind::Conflict,
                                ContainerBackend::tr("the engine has containers of a job "
                                                     "named '%1' already; delete that job "
                                                     "or pick another name")
                                    .arg(name)));
            // From here on the job is listed, so the UI can show image pulls.
            Job job;
            job.plan = p;
            job.havePlan = true;
            job.busy = true;
            job.specYaml = specYaml;
            ContainerJobState &st = job.state;
            st.name = name;
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
            st.addEvent(
                name,
                QStringLiteral("Submitted"),
                ContainerBackend::tr("submitted to %1").arg(m_engine->endpoint().toString()));
            m_jobs.insert(name, std::move(job));
            publish(m_jobs[name]);

            QStringList images;
            for (const PlanStep &ps : p.steps)
                if (!images.contains(ps.image))
                    images << ps.image;
            ensureImages(name, images, [this, name, reject, promise](Result<void> ok) {
                if (!m_jobs.contains(name))
                    return reject(
                        Error::make(Error::Kind::Cancelled,
                                    ContainerBackend::tr("job '%1' was deleted while it was "
                                                         "being submitted")
                                        .arg(name)));
                auto madeWorkdir = std::make_shared<bool>(false);
                auto forget = [this, name, reject, madeWorkdir](Error e) {
                    // Nothing of the job is left behind: it never existed.
                    m_jobs.remove(name);
                    (void)SafeFs::removeChild(m_options.jobsDir, name);
                    if (*madeWorkdir)
                        (void)SafeFs::removeChild(m_options.workdirRoot, name);
                    Q_EMIT m_backend->jobRemoved(name);
                    reject(std::move(e));
                };
                if (!ok)
                    return forget(ok.error());
                Job &job = m_jobs[name];
                // The workspace: scripts and launchers the steps run, in a folder made now
                // (mkdir fails if anything appeared there since the check in submit), files
                // made with O_CREAT|O_EXCL|O_NOFOLLOW. Shared modes (the container's user
                // reads them), exact whatever the umask: never writable by others.
                if (auto r = SafeFs::makeDirs(m_options.workdirRoot, SafeFs::SharedDir); !r)
                    return forget(r.error());
                const auto workdir = SafeFs::childPath(m_options.workdirRoot, name);
                if (!workdir)
                    return forget(workdir.error());
                if (auto r = SafeFs::makeNewDir(*workdir, SafeFs::SharedDir); !r) {
                    Error e = r.error();
                    if (e.kind == Error::Kind::Conflict)
                        e.message = ContainerBackend::tr(
                                        "the workdir %1 appeared while the job was being "
                                        "submitted; TrainDeck does not write into a folder it "
                                        "did not create. Remove it or pick another job name.")
                                        .arg(*workdir);
                    return forget(e);
                }
                *madeWorkdir = true;
                for (const PlanFile &f : job.plan.files) {
                    const QString rel = QDir::cleanPath(f.path);
                    if (rel.isEmpty() || QDir::isAbsolutePath(rel) || rel == QLatin1String("..")
                        || rel.startsWith(QLatin1String("../")))
                        return forget(Error::make(
                            Error::Kind::Validation,
                            ContainerBackend::tr("the plan's file %1 is not inside the workdir")
                                .arg(f.path)));
                    const QString path = QDir(*workdir).filePath(rel);
                    const QString parent = QFileInfo(path).absolutePath();
                    Result<void> w = parent == *workdir
                                         ? Result<void>()
                                         : SafeFs::makeDirs(parent, SafeFs::SharedDir);
                    if (w)
                        w = SafeFs::writeNewFile(path,
                                                 f.content,
                                                 f.executable ? SafeFs::SharedExecutable
                                                              : SafeFs::SharedFile);
                    if (!w)
                        return forget(w.error());
                }
                if (job.plan.networks.isEmpty())
                    return forget(Error::make(Error::Kind::Validation,
                                              ContainerBackend::tr("the plan has no network")));
                const PlanNetwork net = job.plan.networks.first();
                QMap<QString, QString> labels = net.labels;
                labels.insert(Labels::ManagedBy, QStringLiteral("traindeck"));
                m_engine->createNetwork(
                    net.name, labels, [this, name, forget, promise](Result<Json> r) {
                        if (!m_jobs.contains(name))
                            return;
                        if (!r) {
                            Error e = r.error();
                            if (e.kind == Error::Kind::Conflict)
                                e.message
                                    = ContainerBackend::tr("%1. Delete the old job of this name "
                                                           "first (traindeck-cli delete %2)")
                                          .arg(e.message, name);
                            return forget(e);
                        }
                        Job &job = m_jobs[name];
                        job.state.networkId = qs(*r, "Id");
                        job.state.addEvent(
                            job.state.network,
                            QStringLiteral("NetworkCreated"),
                            ContainerBackend::tr("network %1 created").arg(job.state.network));
                        job.busy = false;
                        save(job);
                        if (auto w = SafeFs::replaceFile(
                                QDir(jobDir(name)).filePath(QStringLiteral("trainjob.yaml")),
                                job.specYaml);
                            !w)
                            qCWarning(lcContainer) << w.error().message;
                        promise->addResult(name);
                        promise->finish();
                        advance(job);
                        publish(job);
                    });
            });
        });
}

void ContainerWorker::ensureImages(const QString &jobName,
                                   QStringList images,
                                   std::function<void(Result<void>)> done)
{
    if (images.isEmpty())
        return done({});
    const QString image = images.takeFirst();
    const QString policy = m_options.pullPolicy;
    auto next = [this, jobName, images, done]() {
        ensureImages(jobName, images, done);
    };
    auto pull = [this, jobName, image, next, done]() {
        if (Job *job = m_jobs.contains(jobName) ? &m_jobs[jobName] : nullptr) {
            job->state.addEvent(image,
                                QStringLiteral("Pulling"),
                                ContainerBackend::tr("pulling image %1").arg(image));
            publish(*job);
        }
        auto lastReport = std::make_shared<qint64>(0);
        m_engine->pullImage(
            image,
            [this, jobName, image, lastReport](const Json &p) {
                // Progress as job events, at most a few per second.
                const qint64 now = QDateTime::currentMSecsSinceEpoch();
                if (now - *lastReport < 500 || !m_jobs.contains(jobName))
                    return;
                *lastReport = now;
                const QString status = qs(p, "status");
                const QString progress = qs(p, "progress");
                if (status.isEmpty())
                    return;
                Job &job = m_jobs[jobName];
                job.state.addEvent(image,
                                   QStringLiteral("Pulling"),
                                   (status + QLatin1Char(' ') + progress).trimmed());
                publish(job);
            },
            [this, jobName, image, next, done](Result<Json> r) {
                if (!r)
                    return done(r.error());
                if (m_jobs.contains(jobName)) {
                    m_jobs[jobName].state.addEvent(
                        image,
                        QStringLiteral("Pulled"),
                        ContainerBackend::tr("image %1 pulled").arg(image));
                    publish(m_jobs[jobName]);
                }
                next();
            });
    };
    if (policy.compare(QLatin1String("Always"), Qt::CaseInsensitive) == 0)
        return pull();
    m_engine->inspectImage(image, [this, image, policy, pull, next, done](Result<Json> r) {
        if (r)
            return next();
        if (r.error().kind != Error::Kind::NotFound)
            return done(r.error());
        if (policy.compare(QLatin1String("Never"), Qt::CaseInsensitive) == 0)
            return done(
                Error::make(Error::Kind::NotFound,
                            ContainerBackend::tr("image %1 is not on %2 and the pull policy is "
                                                 "Never (the engine said: %3). Build or load "
                                                 "the image, or use pull policy IfNotPresent.")
                                .arg(image, m_engine->engineName(), r.error().message)));
        pull();
    });
}

Json ContainerWorker::containerBody(const Job &job, const PlanStep &step) const
{
    Json env = Json::array();
    for (const EnvVar &e : step.env)
        if (!e.isReference())
            env.push_back((e.name + QLatin1Char('=') + e.value).toStdString());
    Json labels = Json::object();
    for (auto it = step.labels.begin(); it != step.labels.end(); ++it)
        labels[it.key().toStdString()] = it.value().toStdString();
    // The SDK's convention: network-id holds the engine's id of the job network.
    if (!job.state.networkId.isEmpty())
        labels[Labels::NetworkId.toStdString()] = job.state.networkId.toStdString();
    labels[Labels::ManagedBy.toStdString()] = "traindeck";
    Json body = {{"Image", step.image.toStdString()}, {"Env", env}, {"Labels", labels}};
    auto toArray = [](const QStringList &l) {
        Json a = Json::array();
        for (const QString &s : l)
            a.push_back(s.toStdString());
        return a;
    };
    // Kubernetes semantics: command replaces the image's entrypoint, args its cmd.
    if (!step.command.isEmpty()) {
        body["Entrypoint"] = toArray(step.command);
        body["Cmd"] = toArray(step.args);
    } else if (!step.args.isEmpty()) {
        body["Cmd"] = toArray(step.args);
    }
    if (!step.workingDir.isEmpty())
        body["WorkingDir"] = step.workingDir.toStdString();
    if (!step.hostname.isEmpty() && step.hostname.size() <= 63)
        body["Hostname"] = step.hostname.toStdString();
    Json host = Json::object();
    Json binds = Json::array();
    for (const PlanMount &m : step.mounts) {
        QString hostPath;
        for (const PlanVolume &v : job.plan.volumes)
            if (v.name == m.volume)
                hostPath = v.hostPath;
        if (!hostPath.isEmpty())
            binds.push_back((hostPath + QLatin1Char(':') + m.path
                             + (m.readOnly ? QStringLiteral(":ro") : QString()))
                                .toStdString());
    }
    host["Binds"] = binds;
    if (auto cpu = quantity(step.resources.value(QStringLiteral("cpu"))))
        host["NanoCpus"] = qint64(std::llround(*cpu * 1e9));
    if (auto mem = quantity(step.resources.value(QStringLiteral("memory"))))
        host["Memory"] = qint64(std::llround(*mem));
    const QString gpu = step.resources.value(
        QStringLiteral("gpu"), step.resources.value(QStringLiteral("nvidia.com/gpu")));
    if (!gpu.isEmpty() && gpu != QLatin1String("0"))
        host["DeviceRequests"]
            = Json::array({{{"Driver", "nvidia"},
                            {"Count", gpu.toInt()},
                            {"Capabilities", Json::array({Json::array({"gpu"})})}}});
    if (!step.network.isEmpty()) {
        host["NetworkMode"] = step.network.toStdString();
        body["NetworkingConfig"]
            = {{"EndpointsConfig",
                {{step.network.toStdString(),
                  {{"Aliases", Json::array({step.objectName.toStdString()})}}}}}};
    }
    body["HostConfig"] = host;
    return body;
}

void ContainerWorker::createAndStart(const QString &jobName, const QStringList &steps)
{
    Job &job = m_jobs[jobName];
    job.busy = true;
    job.starting = true;
    for (const QString &s : steps)
        if (auto *st = job.state.step(s)) {
            st->state = StepState::Created;
            st->message.clear();
        }
    publish(job);
    // Create them all, then start them all: every node exists (and resolves by name) before
    // any of them tries to reach the master.
    auto created = std::make_shared<Countdown>(Countdown{int(steps.size()), {}});
    auto firstError = std::make_shared<QString>();
    created->done = [this, jobName, steps, firstError]() {
        if (!m_jobs.contains(jobName))
            return;
        Job &job = m_jobs[jobName];
        if (!firstError->isEmpty() || job.state.cancelled) {
            job.busy = false;
            job.starting = false;
            if (!firstError->isEmpty())
                fail(job, *firstError);
            return scheduleRefresh(0);
        }
        auto started = std::make_shared<Countdown>(Countdown{int(steps.size()), {}});
        started->done = [this, jobName]() {
            if (!m_jobs.contains(jobName))
                return;
            m_jobs[jobName].busy = false;
            m_jobs[jobName].starting = false;
            save(m_jobs[jobName]);
            m_refreshAgain = false;
            scheduleRefresh(0);
        };
        for (const QString &s : steps) {
            const QString id = job.state.step(s)->containerId;
            m_engine->startContainer(id, [this, jobName, s, started](Result<Json> r) {
                if (r && m_jobs.contains(jobName)) {
                    // The engine has started it: say so now; the next listing confirms it
                    // (or reports that it has already exited).
                    Job &job = m_jobs[jobName];
                    if (auto *st = job.state.step(s); st && st->state == StepState::Created) {
                        st->state = StepState::Running;
                        job.containerState[s] = QStringLiteral("running");
                        job.state.addEvent(
                            s,
                            QStringLiteral("Started"),
                            ContainerBackend::tr("container %1 is running").arg(st->objectName));
                        publish(job);
                    }
                }
                if (!r && m_jobs.contains(jobName)) {
                    Job &job = m_jobs[jobName];
                    if (auto *st = job.state.step(s)) {
                        st->state = StepState::Failed;
                        st->message
                            = ContainerBackend::tr("could not start: %1").arg(r.error().message);
                        job.state.addEvent(s, QStringLiteral("StartFailed"), st->message, true);
                    }
                    publish(job);
                }
                started->tick();
            });
        }
    };
    for (const QString &s : steps) {
        const PlanStep *ps = job.plan.step(s);
        const Json body = containerBody(job, *ps);
        m_engine->createContainer(
            ps->objectName, body, [this, jobName, s, created, firstError](Result<Json> r) {
                if (m_jobs.contains(jobName)) {
                    Job &job = m_jobs[jobName];
                    if (auto *st = job.state.step(s)) {
                        if (r) {
                            st->containerId = qs(*r, "Id");
                        } else {
                            st->state = StepState::Failed;
                            st->message = ContainerBackend::tr("could not create container: %1")
                                              .arg(r.error().message);
                            if (firstError->isEmpty())
                                *firstError = ContainerBackend::tr("%1: %2").arg(s, st->message);
                        }
                    }
                }
                created->tick();
            });
    }
}

void ContainerWorker::advance(Job &job)
{
    if (!job.havePlan || job.busy || job.removing || !m_connected)
        return;
    const JobSnapshot snap = toSnapshot(job);
    if (snap.isFinished() || job.state.cancelled) {
        // Stop what still runs once the job failed (a node exited non-zero).
        if (!job.stoppingOthers) {
            QStringList running;
            for (const auto &s : job.state.steps)
                if (s.state == StepState::Running || s.state == StepState::Created)
                    if (!s.containerId.isEmpty())
                        running << s.name;
            if (!running.isEmpty() && snap.status == JobStatus::Failed) {
                job.stoppingOthers = true;
                job.state.addEvent(job.state.name,
                                   QStringLiteral("StoppingSteps"),
                                   ContainerBackend::tr("stopping %1 after the failure")
                                       .arg(running.join(QStringLiteral(", "))));
                const QString name = job.state.name;
                stopSteps(name, running, [this, name] {
                    if (m_jobs.contains(name))
                        m_jobs[name].stoppingOthers = false;
                    scheduleRefresh(0);
                });
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
            && now - s.started.toSecsSinceEpoch() > ps->timeoutSeconds && !job.stoppingOthers) {
            s.message = ContainerBackend::tr("timed out after %1 s").arg(ps->timeoutSeconds);
            job.state.failure = ContainerBackend::tr("%1 timed out after %2 s")
                                    .arg(s.name)
                                    .arg(ps->timeoutSeconds);
            job.stoppingOthers = true;
            const QString name = job.state.name;
            stopSteps(name, {s.name}, [this, name] {
                if (m_jobs.contains(name))
                    m_jobs[name].stoppingOthers = false;
                scheduleRefresh(0);
            });
            return;
        }
    }
    if (!initNotCreated.isEmpty())
        return createAndStart(job.state.name, initNotCreated);
    if (!initsDone)
        return;
    QStringList nodesNotCreated;
    for (const auto &s : job.state.steps)
        if (s.kind == StepKind::Node && s.containerId.isEmpty() && s.state != StepState::Failed)
            nodesNotCreated << s.name;
    if (!nodesNotCreated.isEmpty())
        createAndStart(job.state.name, nodesNotCreated);
}

void ContainerWorker::stopSteps(const QString &jobName,
                                const QStringList &steps,
                                std::function<void()> done)
{
    if (!m_jobs.contains(jobName) || steps.isEmpty())
        return done();
    Job &job = m_jobs[jobName];
    auto left = std::make_shared<Countdown>(Countdown{int(steps.size()), done});
    for (const QString &s : steps) {
        const auto *st = job.state.step(s);
        if (!st || st->containerId.isEmpty()) {
            left->tick();
            continue;
        }
        m_engine->stopContainer(
            st->containerId, m_options.graceSeconds, [left](Result<Json>) { left->tick(); });
    }
}

void ContainerWorker::fail(Job &job, const QString &why)
{
    job.state.failure = why;
    job.state.addEvent(job.state.name, QStringLiteral("Failed"), why, true);
    advance(job);
    publish(job);
}

void ContainerWorker::cancel(const QString &name, BoolPromise promise)
{
    if (auto ok = Backend::checkJobName(name); !ok) {
        promise->addResult(ok.error());
        promise->finish();
        return;
    }
    if (!m_jobs.contains(name)) {
        promise->addResult(Error::make(Error::Kind::NotFound,
                                       ContainerBackend::tr("no job named '%1'").arg(name)));
        promise->finish();
        return;
    }
    Job &job = m_jobs[name];
    job.state.cancelled = true;
    job.state.addEvent(
        name, QStringLiteral("Cancelled"), ContainerBackend::tr("cancelled by the user"), true);
    save(job);
    publish(job);
    QStringList running;
    for (const auto &s : job.state.steps)
        if (!s.containerId.isEmpty()
            && (s.state == StepState::Running || s.state == StepState::Created))
            running << s.name;
    stopSteps(name, running, [this, promise] {
        promise->addResult(true);
        promise->finish();
        scheduleRefresh(0);
    });
}

bool ContainerWorker::engineIsRemote() const
{
    // Over TCP the engine's paths are on its own machine, even when that is this one: a
    // host path TrainDeck would delete here may mean nothing, or something else, there.
    return m_engine && m_engine->endpoint().kind != Transport::Endpoint::Kind::Unix;
}

Result<void> ContainerWorker::checkRemovable(const Job &job) const
{
    const QString name = job.state.name;
    if (auto ok = SafeFs::checkRemovableChild(m_options.jobsDir, name); !ok)
        return ok;
    if (!job.state.autoRemove || engineIsRemote())
        return {};
    // The only workdir TrainDeck deletes: canonical(root)/<name>. A workdir recorded
    // elsewhere (the network's trainer.kubeflow.org/workdir label, which anyone with access to
    // the engine can set) is refused, compared as clean paths with the separator.
    const QString recorded = job.state.workdir;
    if (!recorded.isEmpty()) {
        const QString clean = QDir::cleanPath(QFileInfo(recorded).absoluteFilePath());
        const QString asGiven = QDir::cleanPath(QFileInfo(m_options.workdirRoot).absoluteFilePath())
                                + QLatin1Char('/') + name;
        const auto canonical = SafeFs::childPath(m_options.workdirRoot, name);
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
    return SafeFs::checkRemovableChild(m_options.workdirRoot, name);
}

void ContainerWorker::remove(const QString &name, BoolPromise promise)
{
    // Before anything else: ".." or "a/b" must never reach a path or an engine call.
    if (auto ok = Backend::checkJobName(name); !ok) {
        Error e = ok.error();
        if (m_invalid.contains(name))
            e.message = ContainerBackend::tr("'%1' is not a valid job name (%2); TrainDeck "
                                             "leaves that job alone. Remove its containers with "
                                             "the engine's own tools if they are yours.")
                            .arg(name, m_invalid.value(name));
        promise->addResult(e);
        promise->finish();
        return;
    }
    if (!m_connected) {
        promise->addResult(
            Error::make(Error::Kind::Transport,
                        ContainerBackend::tr("not connected to %1: %2")
                            .arg(enumName(m_options.engine), m_backend->connectionReason())));
        promise->finish();
        return;
    }
    if (!m_jobs.contains(name)) {
        promise->addResult(Error::make(Error::Kind::NotFound,
                                       ContainerBackend::tr("no job named '%1'").arg(name)));
        promise->finish();
        return;
    }
    Job &job = m_jobs[name];
    job.pendingRemovals.append(promise);
    if (job.removing)
        return;
    job.removing = true;
    // The network's labels as they are now (the listing may not have read them yet, or
    // they changed): a workdir label naming another folder is refused below, before the
    // first deletion, so that nothing is half deleted.
    const QString network
        = job.state.network.isEmpty() ? name + QStringLiteral("-net") : job.state.network;
    m_engine->inspectNetwork(network, [this, name](Result<Json> r) {
        if (!m_jobs.contains(name))
            return;
        Job &job = m_jobs[name];
        if (r) {
            const QString wd
                = label(Json{{"Labels", r->value("Labels", Json::object())}}, Labels::Workdir);
            if (!wd.isEmpty())
                job.state.workdir = wd;
        } else if (r.error().kind != Error::Kind::NotFound) {
            return finishRemoval(name, r.error());
        }
        if (auto ok = checkRemovable(job); !ok)
            return finishRemoval(name, ok.error());
        removeEverything(name);
    });
}

void ContainerWorker::removeEverything(const QString &name)
{
    stopFollowers(name);
    // Every container of the job by label (also ones we never knew of), then the network:
    // Podman refuses to remove a network while any container is attached.
    m_engine->listContainers(
        {Labels::TrainJobName + QLatin1Char('=') + name}, [this, name](Result<Json> r) {
            if (!r)
                return finishRemoval(name, r.error());
            auto left = std::make_shared<Countdown>(Countdown{int(r->size()) + 1, {}});
            auto firstError = std::make_shared<std::optional<Error>>();
            left->done = [this, name, firstError] {
                if (*firstError)
                    return finishRemoval(name, **firstError);
                const QString net = m_jobs[name].state.network.isEmpty()
                                        ? name + QStringLiteral("-net")
                                        : m_jobs[name].state.network;
                m_engine->removeNetwork(net, [this, name](Result<Json> r) {
                    if (!r && r.error().kind != Error::Kind::NotFound)
                        return finishRemoval(name, r.error());
                    Job &job = m_jobs[name];
                    // Only canonical(root)/<name>, never a link: SafeFs checks again on the
                    // handles it deletes through.
                    // A refusal (a link appeared since the check) fails the delete; files the
                    // container made as another user that we may not delete do not keep the
                    // job listed forever: they stay, with a warning, as they always did.
                    if (job.state.autoRemove && !engineIsRemote()) {
                        auto w = SafeFs::removeChild(m_options.workdirRoot, name);
                        if (!w && w.error().kind == Error::Kind::Validation)
                            return finishRemoval(name, w.error());
                        if (!w)
                            qCWarning(lcContainer) << w.error().message;
                    }
                    if (auto d = SafeFs::removeChild(m_options.jobsDir, name); !d)
                        return finishRemoval(name, d.error());
                    finishRemoval(name, true);
                });
            };
            for (const Json &c : *r) {
                m_engine->removeContainer(qs(c, "Id"), true, [left, firstError](Result<Json> rr) {
                    if (!rr && rr.error().kind != Error::Kind::NotFound && !*firstError)
                        *firstError = rr.error();
                    left->tick();
                });
            }
            left->tick();
        });
}

void ContainerWorker::finishRemoval(const QString &name, Result<bool> result)
{
    if (!m_jobs.contains(name))
        return;
    const QList<BoolPromise> waiters = std::exchange(m_jobs[name].pendingRemovals, {});
    if (result) {
        m_jobs.remove(name);
        Q_EMIT m_backend->jobRemoved(name);
    } else {
        m_jobs[name].removing = false;
    }
    for (const BoolPromise &p : waiters) {
        p->addResult(result);
        p->finish();
    }
}

// ---------------------------------------------------------------------------------------
// Logs

void ContainerWorker::followLogs(Job &job)
{
    const QString dir = logDir(job.state.name);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const auto &s : job.state.steps) {
        if (s.containerId.isEmpty())
            continue;
        const QString engineState = job.containerState.value(s.name);
        if (engineState.isEmpty() || engineState == QLatin1String("created"))
            continue;
        const QString key = job.state.name + QLatin1Char('/') + s.name;
        const bool exited
            = engineState == QLatin1String("exited") || engineState == QLatin1String("dead");
        auto it = m_followers.find(key);
        if (it != m_followers.end() && it->second->pollMode() && exited) {
            // Reading by polls: the exit is the cue for the last read.
            it->second->finishAfterExit();
            continue;
        }
        if (it != m_followers.end() && it->second->isRunning())
            continue;
        if (ContainerLogFollower::readCursor(dir, s.name).complete)
            continue;
        if (m_followerRetryAt.value(key) > now)
            continue;
        ContainerLogFollower *f = nullptr;
        if (it == m_followers.end()) {
            f = new ContainerLogFollower(
                m_engine, s.containerId, dir, s.name, m_engine->identity().podman, this);
            const QString jobName = job.state.name;
            const QString step = s.name;
            connect(f,
                    &ContainerLogFollower::ended,
                    this,
                    [this, jobName, step](bool clean, const QString &) {
                        onLogEnded(jobName, step, clean);
                    });
            connect(f, &ContainerLogFollower::completed, this, [this, key, f] {
                auto it = m_followers.find(key);
                if (it != m_followers.end() && it->second == f)
                    m_followers.erase(it);
                f->deleteLater();
            });
            m_followers[key] = f;
        } else {
            f = it->second;
        }
        f->start();
        if (f->pollMode() && exited)
            f->finishAfterExit();
    }
}

void ContainerWorker::onLogEnded(const QString &jobName, const QString &step, bool clean)
{
    const QString key = jobName + QLatin1Char('/') + step;
    auto it = m_followers.find(key);
    if (it == m_followers.end() || !m_jobs.contains(jobName))
        return;
    ContainerLogFollower *f = it->second;
    const auto *st = m_jobs[jobName].state.step(step);
    if (!clean || !st) {
        m_followerRetryAt[key] = QDateTime::currentMSecsSinceEpoch() + 1000;
        return;
    }
    // A clean end: the container exited, or the engine closed the stream (a restart).
    m_engine->inspectContainer(st->containerId, [this, key, f](Result<Json> r) {
        auto it = m_followers.find(key);
        if (it == m_followers.end() || it->second != f)
            return;
        const QString state = r ? qs(r->value("State", Json::object()), "Status") : QString();
        if (r && (state == QLatin1String("exited") || state == QLatin1String("dead"))) {
            f->finishAfterExit();
            return;
        }
        m_followerRetryAt[key] = QDateTime::currentMSecsSinceEpoch() + 500;
        scheduleRefresh(500);
    });
}

void ContainerWorker::stopFollowers(const QString &jobName)
{
    const QString prefix = jobName + QLatin1Char('/');
    for (auto it = m_followers.begin(); it != m_followers.end();) {
        if (it->first.startsWith(prefix)) {
            it->second->stop();
            it->second->deleteLater();
            it = m_followers.erase(it);
        } else {
            ++it;
        }
    }
}

// ---------------------------------------------------------------------------------------
// Snapshots

JobSnapshot ContainerWorker::toSnapshot(const Job &job) const
{
    const ContainerJobState &st = job.state;
    JobSnapshot s;
    s.name = st.name;
    s.backend = m_options.engine;
    s.connection = m_engine ? m_engine->endpoint().toString() : m_options.host;
    s.runtimeName = st.runtimeName;
    s.framework = st.framework;
    s.numNodes = st.numNodes;
    s.created = st.created;
    s.logDir = logDir(st.name);
    s.workdir = st.workdir;
    s.madeByTrainDeck = st.madeByTrainDeck;
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
    return s;
}

void ContainerWorker::save(const Job &job) const
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

void ContainerWorker::publish(Job &job)
{
    const JobSnapshot s = toSnapshot(job);
    if (s == job.lastEmitted)
        return;
    const bool stepsChanged
        = s.status != job.lastEmitted.status || s.steps != job.lastEmitted.steps;
    job.lastEmitted = s;
    if (stepsChanged && !job.busy)
        save(job);
    Q_EMIT m_backend->jobChanged(s);
}

JobSnapshot ContainerWorker::invalidSnapshot(const QString &name, const QString &why) const
{
    JobSnapshot s;
    s.name = name;
    s.backend = m_options.engine;
    s.connection = m_engine ? m_engine->endpoint().toString() : m_options.host;
    s.madeByTrainDeck = false;
    s.status = JobStatus::Unknown;
    s.statusReason = Backend::invalidNameReason();
    s.statusMessage = ContainerBackend::tr("not a valid job name, left alone: %1").arg(why);
    return s;
}

QList<JobSnapshot> ContainerWorker::snapshots() const
{
    QList<JobSnapshot> out;
    for (const Job &j : m_jobs)
        out.append(toSnapshot(j));
    for (auto it = m_invalid.cbegin(); it != m_invalid.cend(); ++it)
        out.append(invalidSnapshot(it.key(), it.value()));
    std::sort(out.begin(), out.end(), [](const JobSnapshot &a, const JobSnapshot &b) {
        return a.created < b.created;
    });
    return out;
}

Result<JobSnapshot> ContainerWorker::snapshot(const QString &name) const
{
    if (auto ok = Backend::checkJobName(name); !ok)
        return ok.error();
    auto it = m_jobs.find(name);
    if (it == m_jobs.end())
        return Error::make(
            Error::Kind::NotFound,
            ContainerBackend::tr("no job named '%1' on %2").arg(name, enumName(m_options.engine)));
    return toSnapshot(*it);
}

} // namespace TrainDeck::Container
