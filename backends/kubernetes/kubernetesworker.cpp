// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubernetesworker.h"

#include "backends/kubernetes/clusterruntimes.h"
#include "backends/kubernetes/kubeclient.h"
#include "backends/kubernetes/kubejson.h"
#include "backends/kubernetes/kubelogsupervisor.h"
#include "backends/kubernetes/kubelogtarget.h"
#include "backends/kubernetes/kubepodinspection.h"
#include "backends/kubernetes/kubepodmetrics.h"
#include "backends/kubernetes/kuberesource.h"
#include "backends/kubernetes/kubewatch.h"
#include "backends/kubernetes/legacyjob.h"
#include "backends/kubernetes/legacyjobconverter.h"
#include "backends/kubernetes/legacyjobkind.h"
#include "backends/kubernetes/trainjobsnapshot.h"
#include "backends/kubernetes/watchevent.h"

#include "core/backend/plannedgpus.h"
#include "core/codec/trainjobcodec.h"
#include "core/files/safefs.h"
#include "core/pipeline/pipeline.h"
#include "core/support/jsonutil.h"

#include <QDir>
#include <QFileInfo>

namespace TrainDeck::Kubernetes {

using json = nlohmann::ordered_json;

namespace {

const char JobSetNameLabel[] = "jobset.sigs.k8s.io/jobset-name";

QString metaString(const json &object, const char *key)
{
    return object.is_object() && object.contains("metadata") ? Json::string(object["metadata"], key)
                                                             : QString();
}

QString podJob(const json &pod)
{
    if (!pod.is_object() || !pod.contains("metadata") || !pod["metadata"].is_object()
        || !pod["metadata"].contains("labels"))
        return {};
    return Json::string(pod["metadata"]["labels"], JobSetNameLabel);
}

} // namespace

struct KubernetesWorker::Job
{
    json object;
    JobSnapshot lastEmitted;
    JobSnapshot snapshot;
    bool kept = false; ///< we keep a trainjob.yaml for it: TrainDeck submitted it
    /// Streams every step's pod log into the job's log folder, each from when its container
    /// starts; none for a job whose name cannot be a folder, or when listing every namespace.
    std::unique_ptr<KubeLogSupervisor> logs;
    QSet<QString> stepsWithPods;      ///< whose pods the supervisor was told of
    QHash<QString, json> currentPods; ///< step -> its current pod, for the resource metrics
    /// What TrainDeck itself has to say of the job (its log store failing), not the cluster.
    QList<JobEvent> ownEvents;
};

void KubernetesWorker::followLogs(Job &job,
                                  const QString &logDir,
                                  const QList<std::pair<QString, json>> &pods,
                                  const QString &container)
{
    if (logDir.isEmpty() || !m_client)
        return;
    if (!job.logs) {
        job.logs = std::make_unique<KubeLogSupervisor>(m_client.get(), logDir);
        // A store that cannot take a step's log (a full disk) is said on the job; the lines
        // are read again from the cluster once it can. The supervisor lives in the job.
        Job *owner = &job;
        connect(job.logs.get(),
                &KubeLogSupervisor::problem,
                this,
                [this, owner](const QString &step, const Error &error) {
                    JobEvent e{QDateTime::currentDateTimeUtc(),
                               step,
                               QStringLiteral("LogNotStored"),
                               error.message,
                               true};
                    owner->ownEvents.append(e);
                    owner->snapshot.events.append(e);
                    publish(owner->snapshot, owner->lastEmitted);
                });
    }
    QSet<QString> now;
    for (const auto &[step, pod] : pods) {
        now.insert(step);
        job.logs->update(PodLogTarget::fromPod(
            pod, step, container.isEmpty() ? TrainJobSnapshot::containerName(pod) : container));
    }
    // A step whose pod went (suspended, deleted): what was read stays in the store.
    for (const QString &gone : job.stepsWithPods - now)
        job.logs->podGone(gone);
    job.stepsWithPods = now;
}

KubernetesWorker::KubernetesWorker(Options options, QObject *parent)
    : JobWorker(RuntimeCatalog(), parent)
    , m_options(std::move(options))
{
    // Children, so that they move into the worker thread with the worker.
    m_flushTimer = new QTimer(this);
    m_flushTimer->setSingleShot(true);
    m_flushTimer->setInterval(0);
    connect(m_flushTimer, &QTimer::timeout, this, &KubernetesWorker::flush);
    m_problemGrace = new QTimer(this);
    m_problemGrace->setSingleShot(true);
    m_problemGrace->setInterval(8000);
    connect(m_problemGrace, &QTimer::timeout, this, &KubernetesWorker::watchesLost);
}

KubernetesWorker::~KubernetesWorker()
{
    stopWatches();
    qDeleteAll(m_jobs);
    qDeleteAll(m_legacy);
}

QString KubernetesWorker::watchNamespace() const
{
    return m_options.allNamespaces ? QString() : m_nameSpace;
}

QString KubernetesWorker::key(const QString &nameSpace, const QString &name) const
{
    return nameSpace + QLatin1Char('/') + name;
}

QString KubernetesWorker::jobDir(const QString &name) const
{
    return QDir(m_options.jobsDir).filePath(name);
}

Error KubernetesWorker::notConnected() const
{
    return Error::make(Error::Kind::Transport,
                       m_statusLine.isEmpty()
                           ? tr("not connected to the cluster yet; wait for the connection "
                                "or check the context")
                           : tr("not connected to the cluster: %1").arg(m_statusLine));
}

// ---------------------------------------------------------------------------------------
// Connecting

void KubernetesWorker::start()
{
    connectToCluster();
}

void KubernetesWorker::connectToCluster()
{
    stopWatches();
    m_client.reset();
    m_connected = false;
    Q_EMIT connectionChanged(Backend::ConnectionState::Connecting, {});
    auto client = KubeConnection::open(m_options.connection);
    if (!client)
        return failed(client.error());
    m_client = std::move(*client);
    m_nameSpace = m_client->defaultNamespace();
    if (m_nameSpace.isEmpty())
        m_nameSpace = QStringLiteral("default");
    Q_EMIT connectionWarningChanged(m_client->connectionWarning());
    KubeConnection::probe(m_client.get(), [this, guard = QPointer(this)](KubeProbe probe) {
        if (!guard)
            return;
        if (!probe.connected) {
            Error e = Error::make(Error::Kind::Transport, probe.reason);
            return failed(e);
        }
        connected(probe.trainerServed, probe.serverVersion);
    });
}

void KubernetesWorker::failed(const Error &error)
{
    m_connected = false;
    // With the file and field it concerns, when it is about a kubeconfig.
    m_statusLine = error.toString();
    Q_EMIT connectionChanged(Backend::ConnectionState::Lost, m_statusLine);
    resolveConnectedWaiters(false);
}

void KubernetesWorker::resolveConnectedWaiters(bool ok)
{
    m_attempted = true;
    const auto waiters = std::exchange(m_connectedWaiters, {});
    for (const BoolPromise &p : waiters)
        resolve<bool>(p, ok);
}

void KubernetesWorker::whenConnected(BoolPromise promise)
{
    if (m_attempted)
        return resolve<bool>(promise, m_connected);
    m_connectedWaiters.append(std::move(promise));
}

void KubernetesWorker::connected(bool trainerServed, const QString &serverVersion)
{
    m_trainerServed = trainerServed;
    if (!trainerServed) {
        // Connected, but there is nothing to run jobs with: say so where the state is shown.
        m_connected = true;
        m_statusLine = tr("Kubernetes %1 · Kubeflow Trainer is not installed on this cluster "
                          "(it does not serve trainer.kubeflow.org/v1alpha1): install Kubeflow "
                          "Trainer, or choose a context whose cluster has it")
                           .arg(serverVersion);
        Q_EMIT connectionChanged(Backend::ConnectionState::Connected, m_statusLine);
        return resolveConnectedWaiters(true);
    }
    fetchTrainerVersion([this, serverVersion](const QString &trainer) {
        m_statusLine
            = tr("Kubernetes %1 · Kubeflow Trainer %2 · namespace %3")
                  .arg(serverVersion, trainer, m_options.allNamespaces ? tr("(all)") : m_nameSpace);
        refreshRuntimes([](const Result<QList<Runtime>> &) {});
        startWatches();
    });
}

void KubernetesWorker::fetchTrainerVersion(std::function<void(QString)> done)
{
    // What the SDK's verify_backend reads; a cluster may keep it from ordinary users, and an
    // older Trainer has none: then the version is unknown, which is no reason to refuse work.
    QString system
        = m_options.connection.environment.value(QStringLiteral("KUBEFLOW_SYSTEM_NAMESPACE"));
    if (system.isEmpty())
        system = m_options.systemNamespace;
    m_client->get(KubeResource::configMaps(),
                  system,
                  QStringLiteral("kubeflow-trainer-public"),
                  [done, system](Result<json> r) {
                      QString version;
                      if (r && (*r).contains("data") && (*r)["data"].is_object())
                          version = Json::string((*r)["data"], "kubeflow_trainer_version");
                      if (version.isEmpty())
                          version = r ? tr("(version not stated)")
                                      : tr("(version unknown: %1/kubeflow-trainer-public: %2)")
                                            .arg(system,
                                                 r.error().httpStatus == 404
                                                     ? tr("no such ConfigMap")
                                                     : r.error().message.section(u'\n', 0, 0));
                      done(version);
                  });
}

void KubernetesWorker::startWatches()
{
    stopWatches();
    const QString ns = watchNamespace();
    auto add = [this, ns](KubeResource resource, KubeWatch::Options o) {
        auto *w = new KubeWatch(m_client.get(), std::move(resource), ns, o, this);
        connect(w, &KubeWatch::problem, this, &KubernetesWorker::onWatchProblem);
        connect(w, &KubeWatch::synced, this, &KubernetesWorker::onWatchSynced);
        connect(w, &KubeWatch::streaming, this, &KubernetesWorker::watchesHealthy);
        m_watches.append(w);
        return w;
    };
    m_unsynced = 3;
    m_trainJobWatch = add(KubeResource::trainJobs(), {});
    connect(m_trainJobWatch, &KubeWatch::changed, this, &KubernetesWorker::onTrainJob);
    KubeWatch::Options pods;
    pods.labelSelector = QLatin1String(JobSetNameLabel);
    m_podWatch = add(KubeResource::pods(), pods);
    connect(m_podWatch, &KubeWatch::changed, this, &KubernetesWorker::onPod);
    m_eventWatch = add(KubeResource::events(), {});
    connect(m_eventWatch, &KubeWatch::changed, this, &KubernetesWorker::onEvent);
    for (const auto &w : std::as_const(m_watches))
        w->start();
    startLegacyWatches();
}

void KubernetesWorker::startLegacyWatches()
{
    // Many clusters still run the Training Operator: its jobs are listed beside TrainJobs
    // when the cluster serves them, and ignored quietly when it does not.
    m_client->resources(
        LegacyJobKind::apiVersion(),
        [this, guard = QPointer(this)](Result<QList<KubeApiResource>> served) {
            if (!guard || !served || !m_client)
                return;
            const QString ns = watchNamespace();
            bool any = false;
            for (const LegacyJobKind &kind : LegacyJobKind::all()) {
                bool found = false;
                for (const KubeApiResource &r : *served)
                    found = found || r.name == kind.resource.plural;
                if (!found)
                    continue;
                any = true;
                auto *w = new KubeWatch(m_client.get(), kind.resource, ns, {}, this);
                connect(w, &KubeWatch::changed, this, &KubernetesWorker::onLegacyJob);
                m_watches.append(w);
                w->start();
            }
            if (!any)
                return;
            KubeWatch::Options pods;
            pods.labelSelector = LegacyJob::JobNameLabel;
            auto *w = new KubeWatch(m_client.get(), KubeResource::pods(), ns, pods, this);
            connect(w, &KubeWatch::changed, this, &KubernetesWorker::onLegacyPod);
            m_watches.append(w);
            w->start();
        });
}

void KubernetesWorker::onLegacyJob(const WatchEvent &event)
{
    const QString k = key(metaString(event.object, "namespace"), metaString(event.object, "name"));
    if (event.type == WatchEvent::Type::Deleted) {
        if (Job *job = m_legacy.take(k)) {
            delete job;
            Q_EMIT jobRemoved(m_options.allNamespaces ? k : metaString(event.object, "name"));
        }
        return;
    }
    Job *&job = m_legacy[k];
    if (!job)
        job = new Job;
    job->object = event.object;
    m_legacyDirty.insert(k);
    if (!m_flushTimer->isActive())
        m_flushTimer->start();
}

void KubernetesWorker::onLegacyPod(const WatchEvent &event)
{
    const QString ns = metaString(event.object, "namespace");
    const QString uid = metaString(event.object, "uid");
    const json &labels = Json::member(Json::member(event.object, "metadata"), "labels");
    const QString job
        = labels.is_object() ? Json::string(labels, "training.kubeflow.org/job-name") : QString();
    if (job.isEmpty() || uid.isEmpty())
        return;
    const QString k = key(ns, job);
    if (event.type == WatchEvent::Type::Deleted)
        m_legacyPods[k].remove(uid);
    else
        m_legacyPods[k].insert(uid, event.object);
    if (m_legacyPods[k].isEmpty())
        m_legacyPods.remove(k);
    m_legacyDirty.insert(k);
    if (!m_flushTimer->isActive())
        m_flushTimer->start();
}

void KubernetesWorker::rebuildLegacy(const QString &k)
{
    Job *job = m_legacy.value(k);
    if (!job)
        return;
    const QString ns = metaString(job->object, "namespace");
    const QString name = metaString(job->object, "name");
    const QString kind = Json::string(job->object, "kind");
    const QList<json> pods = m_legacyPods.value(k).values();
    QSet<QString> podNames;
    for (const json &pod : pods)
        podNames.insert(metaString(pod, "name"));
    QList<JobEvent> events;
    for (const json &e : m_events.value(ns)) {
        const json &involved = Json::member(e, "involvedObject");
        const QString objectKind = Json::string(involved, "kind");
        const QString objectName = Json::string(involved, "name");
        if ((objectKind == kind && objectName == name)
            || (objectKind == QLatin1String("Pod") && podNames.contains(objectName)))
            events.append(TrainJobSnapshot::event(e));
    }
    std::stable_sort(events.begin(), events.end(), [](const JobEvent &a, const JobEvent &b) {
        return a.time < b.time;
    });
    JobSnapshot snap = LegacyJob::snapshot(job->object, pods, events, m_options.connectionId);
    snap.events += job->ownEvents;
    if (Backend::checkJobName(name) && !m_options.allNamespaces)
        snap.logDir = QDir(jobDir(name)).filePath(QStringLiteral("logs"));
    job->snapshot = snap;
    QList<std::pair<QString, json>> current;
    for (const StepSnapshot &st : std::as_const(snap.steps))
        for (const json &pod : pods)
            if (!st.objectName.isEmpty() && metaString(pod, "name") == st.objectName)
                current.append({st.name, pod});
    const LegacyJobKind *legacyKind = LegacyJobKind::find(kind);
    followLogs(*job, snap.logDir, current, legacyKind ? legacyKind->containerName : QString());
    publish(snap, job->lastEmitted);
}

void KubernetesWorker::stopWatches()
{
    for (const auto &w : std::as_const(m_watches))
        delete w.data();
    m_watches.clear();
    m_trainJobWatch = m_podWatch = m_eventWatch = nullptr;
}

void KubernetesWorker::onWatchSynced()
{
    // The state is Connected once every watch has listed, and again once they run after a
    // problem.
    if (m_unsynced > 0)
        --m_unsynced;
    // What was listed is a snapshot before anyone hears of the connection: a command that
    // waited for it asks for a job at once.
    flush();
    if (m_unsynced == 0)
        watchesHealthy();
}

void KubernetesWorker::watchesHealthy()
{
    m_problemGrace->stop();
    if (m_unsynced > 0)
        return;
    const bool first = !m_attempted;
    if (!m_connected || first) {
        m_connected = true;
        Q_EMIT connectionChanged(Backend::ConnectionState::Connected, m_statusLine);
    }
    if (first)
        resolveConnectedWaiters(true);
}

void KubernetesWorker::onWatchProblem(const Error &error)
{
    // The watch goes on trying by itself, with backoff. A dropped stream or a server that
    // restarts is back within moments: only a problem that lasts is shown as a lost
    // connection. Refusals (401, 403) say something a person must act on, at once: they
    // name the user, the verb and the namespace.
    if (error.httpStatus == 410)
        return;
    m_lastProblem = error;
    const bool refused = error.httpStatus == 401 || error.httpStatus == 403;
    if (refused || !m_attempted)
        return watchesLost();
    if (!m_problemGrace->isActive())
        m_problemGrace->start();
}

void KubernetesWorker::watchesLost()
{
    m_problemGrace->stop();
    m_connected = false;
    Q_EMIT connectionChanged(Backend::ConnectionState::Lost, m_lastProblem.message);
    if (!m_attempted)
        resolveConnectedWaiters(false);
}

// ---------------------------------------------------------------------------------------
// Watch events

void KubernetesWorker::onTrainJob(const WatchEvent &event)
{
    const QString ns = metaString(event.object, "namespace");
    const QString name = metaString(event.object, "name");
    const QString k = key(ns, name);
    if (event.type == WatchEvent::Type::Deleted) {
        if (Job *job = m_jobs.take(k)) {
            delete job;
            m_dirty.remove(k);
            Q_EMIT jobRemoved(m_options.allNamespaces ? k : name);
        }
        return;
    }
    Job *&job = m_jobs[k];
    if (!job) {
        job = new Job;
        // A job we submitted keeps its file; a job made by kubectl or the SDK has none.
        job->kept = !m_options.allNamespaces && ns == m_nameSpace
                    && QFileInfo::exists(jobDir(name) + QStringLiteral("/trainjob.yaml"));
    }
    job->object = event.object;
    markDirty(k);
}

void KubernetesWorker::onPod(const WatchEvent &event)
{
    const QString ns = metaString(event.object, "namespace");
    const QString job = podJob(event.object);
    const QString uid = metaString(event.object, "uid");
    if (job.isEmpty() || uid.isEmpty())
        return;
    const QString k = key(ns, job);
    if (event.type == WatchEvent::Type::Deleted)
        m_pods[k].remove(uid);
    else
        m_pods[k].insert(uid, event.object);
    if (m_pods[k].isEmpty())
        m_pods.remove(k);
    markDirty(k);
}

void KubernetesWorker::onEvent(const WatchEvent &event)
{
    const QString ns = metaString(event.object, "namespace");
    const QString uid = metaString(event.object, "uid");
    if (uid.isEmpty())
        return;
    if (event.type == WatchEvent::Type::Deleted) {
        m_events[ns].remove(uid); // events expire after an hour; what we showed stays shown
        return;
    }
    m_events[ns].insert(uid, event.object);
    // Which job it concerns is decided when the job is rebuilt; the involved object's name
    // starts with the job's for every kind we keep.
    const QString involved = event.object.contains("involvedObject")
                                 ? Json::string(event.object["involvedObject"], "name")
                                 : QString();
    for (auto it = m_jobs.cbegin(); it != m_jobs.cend(); ++it) {
        const QString name = metaString(it.value()->object, "name");
        if (metaString(it.value()->object, "namespace") == ns
            && (involved == name || involved.startsWith(name + QLatin1Char('-'))))
            markDirty(it.key());
    }
    for (auto it = m_legacy.cbegin(); it != m_legacy.cend(); ++it) {
        const QString name = metaString(it.value()->object, "name");
        if (metaString(it.value()->object, "namespace") == ns
            && (involved == name || involved.startsWith(name + QLatin1Char('-'))))
            m_legacyDirty.insert(it.key());
    }
}

void KubernetesWorker::markDirty(const QString &key)
{
    m_dirty.insert(key);
    // Coalesced: a burst of watch events (a list of 200 pods) makes one snapshot per job.
    if (!m_flushTimer->isActive())
        m_flushTimer->start();
}

void KubernetesWorker::flush()
{
    const QSet<QString> dirty = std::exchange(m_dirty, {});
    for (const QString &k : dirty)
        rebuild(k);
    const QSet<QString> legacy = std::exchange(m_legacyDirty, {});
    for (const QString &k : legacy)
        rebuildLegacy(k);
}

void KubernetesWorker::rebuild(const QString &k)
{
    Job *job = m_jobs.value(k);
    if (!job)
        return;
    const QString ns = metaString(job->object, "namespace");
    const QString name = metaString(job->object, "name");
    TrainJobSnapshot::Input in;
    in.trainJob = job->object;
    in.pods = m_pods.value(k).values();
    // Oldest first, so that a re-created pod is the later one whatever the hash order.
    std::sort(in.pods.begin(), in.pods.end(), [](const json &a, const json &b) {
        return metaString(a, "creationTimestamp") < metaString(b, "creationTimestamp");
    });
    in.events = m_events.value(ns).values();
    in.connection = m_options.connectionId;
    const bool valid = bool(Backend::checkJobName(name));
    in.logDir = valid && !m_options.allNamespaces
                    ? QDir(jobDir(name)).filePath(QStringLiteral("logs"))
                    : QString();
    const QString runtime
        = in.trainJob.contains("spec") && in.trainJob["spec"].contains("runtimeRef")
              ? Json::string(in.trainJob["spec"]["runtimeRef"], "name")
              : QString();
    for (const Runtime &r : std::as_const(m_runtimes)) {
        if (r.name == runtime) {
            in.framework = r.framework;
            in.runtimeNumNodes = r.numNodes;
        }
    }
    JobSnapshot snap = TrainJobSnapshot::build(in);
    snap.events += job->ownEvents;
    snap.setOrigin(job->kept ? JobSnapshot::Origin::TrainDeck : JobSnapshot::Origin::Unknown);
    if (!valid) {
        snap.statusReason = Backend::invalidNameReason();
        snap.statusMessage = tr("the cluster lists a TrainJob named '%1', which is not a valid "
                                "job name; TrainDeck shows it and leaves it alone")
                                 .arg(name);
    }
    if (m_options.allNamespaces)
        snap.name = name;
    job->snapshot = snap;
    QList<std::pair<QString, json>> current;
    const QHash<QString, json> pods = TrainJobSnapshot::currentPods(in.pods);
    for (auto it = pods.cbegin(); it != pods.cend(); ++it)
        current.append({it.key(), it.value()});
    job->currentPods = pods;
    followLogs(*job, in.logDir, current, {});
    publish(snap, job->lastEmitted);
}

// ---------------------------------------------------------------------------------------
// Resources

void KubernetesWorker::startResources(const QString &name)
{
    m_watched.insert(name);
    m_saidUnavailable.remove(name);
    if (!m_resourceTimer) {
        m_resourceTimer = new QTimer(this);
        m_resourceTimer->setInterval(resourceIntervalMs);
        connect(m_resourceTimer, &QTimer::timeout, this, &KubernetesWorker::pollResources);
    }
    if (!m_resourceTimer->isActive())
        m_resourceTimer->start();
    pollResources();
}

void KubernetesWorker::stopResources(const QString &name)
{
    m_watched.remove(name);
    m_saidUnavailable.remove(name);
    if (m_watched.isEmpty() && m_resourceTimer)
        m_resourceTimer->stop();
}

void KubernetesWorker::resourcesUnavailableOnce(const QString &name, const QString &reason)
{
    if (m_saidUnavailable.value(name) == reason)
        return;
    m_saidUnavailable.insert(name, reason);
    Q_EMIT resourcesUnavailable(name, reason);
}

void KubernetesWorker::pollResources()
{
    if (m_watched.isEmpty() || m_discoveringMetrics)
        return;
    if (!m_connected || !m_client) {
        for (const QString &name : std::as_const(m_watched))
            resourcesUnavailableOnce(name, notConnected().message);
        return;
    }
    // Asked on every round: a metrics server installed (or gone) meanwhile is noticed.
    m_discoveringMetrics = true;
    const KubeResource metrics = KubeResource::podMetrics();
    m_client->resources(metrics.apiVersion(), [this](Result<QList<KubeApiResource>> r) {
        m_discoveringMetrics = false;
        bool pods = false;
        if (r)
            for (const KubeApiResource &res : std::as_const(*r))
                pods = pods || res.name == QLatin1String("pods");
        if (!pods) {
            const QString why = r ? tr("metrics.k8s.io/v1beta1 serves no pods") : r.error().message;
            for (const QString &name : std::as_const(m_watched))
                resourcesUnavailableOnce(name,
                                         tr("The cluster has no metrics server, so what pods "
                                            "use cannot be shown (%1). Install metrics-server "
                                            "(kubectl top needs it too).")
                                             .arg(why));
            return;
        }
        for (const QString &name : QStringList(m_watched.cbegin(), m_watched.cend()))
            pollJobResources(name);
    });
}

void KubernetesWorker::pollJobResources(const QString &name)
{
    auto job = find(name);
    if (!job)
        return resourcesUnavailableOnce(name, job.error().message);
    bool running = false;
    for (auto it = (*job)->currentPods.cbegin(); it != (*job)->currentPods.cend(); ++it) {
        const json &pod = it.value();
        if (KubeJson::text(pod, {"status", "phase"}) != QLatin1String("Running"))
            continue;
        running = true;
        // The GPUs the pod asks for: its containers' limits (requests where no limit).
        int gpus = 0;
        for (const json &c : KubeJson::arrayAt(KubeJson::objectAt(pod, "spec"), "containers")) {
            const json &res = KubeJson::objectAt(c, "resources");
            ResourceMap asked;
            for (const char *part : {"requests", "limits"})
                for (const auto &e : KubeJson::objectAt(res, part).items())
                    asked.insert(QString::fromStdString(e.key()), KubeJson::text(e.value()));
            gpus += PlannedGpus::of(asked);
        }
        const QString step = it.key();
        m_client->get(KubeResource::podMetrics(),
                      KubeJson::text(pod, {"metadata", "namespace"}),
                      KubeJson::text(pod, {"metadata", "name"}),
                      [this, name, step, gpus](Result<json> r) {
                          if (!m_watched.contains(name))
                              return;
                          // A pod metrics-server has not scraped yet is a 404: next round.
                          // A refusal (RBAC without pods.metrics.k8s.io) is the user's to fix.
                          if (!r) {
                              if (r.error().httpStatus == 403)
                                  resourcesUnavailableOnce(name, r.error().message);
                              return;
                          }
                          auto s = KubePodMetrics::sample(*r);
                          if (!s)
                              return;
                          s->step = step;
                          s->gpus = gpus;
                          m_saidUnavailable.remove(name);
                          Q_EMIT resourcesSampled(name, {*s});
                      });
    }
    if (!running)
        resourcesUnavailableOnce(name,
                                 tr("No pod of job '%1' is running, so there is nothing to "
                                    "measure; samples start when one runs.")
                                     .arg(name));
}

// ---------------------------------------------------------------------------------------
// Queries

QList<JobSnapshot> KubernetesWorker::snapshots() const
{
    QList<JobSnapshot> out;
    for (const Job *j : m_jobs)
        out.append(j->snapshot.name.isEmpty() ? j->lastEmitted : j->snapshot);
    for (const Job *j : m_legacy)
        out.append(j->snapshot);
    return byCreation(out);
}

Result<KubernetesWorker::Job *> KubernetesWorker::find(const QString &name) const
{
    if (Job *j = m_jobs.value(name.contains(QLatin1Char('/')) ? name : key(m_nameSpace, name)))
        return j;
    if (m_options.allNamespaces && !name.contains(QLatin1Char('/'))) {
        QList<Job *> found;
        for (auto it = m_jobs.cbegin(); it != m_jobs.cend(); ++it)
            if (it.key().section(u'/', 1) == name)
                found << it.value();
        if (found.size() == 1)
            return found.first();
        if (found.size() > 1)
            return Error::make(Error::Kind::Validation,
                               tr("several namespaces have a TrainJob named '%1'; name it as "
                                  "namespace/name")
                                   .arg(name));
    }
    return Error::make(
        Error::Kind::NotFound,
        m_connected
            ? tr("no TrainJob named '%1' in namespace %2")
                  .arg(name, m_options.allNamespaces ? tr("(any)") : m_nameSpace)
            : tr("no TrainJob named '%1' is known yet: %2").arg(name, notConnected().message));
}

void KubernetesWorker::inspectStep(const QString &name,
                                   const QString &stepName,
                                   InspectionPromise promise)
{
    if (!m_connected)
        return resolve<StepInspection>(promise, notConnected());
    auto job = find(name);
    if (!job)
        return resolve<StepInspection>(promise, job.error());
    const JobSnapshot &s = (*job)->snapshot;
    const StepSnapshot *step = s.step(stepName);
    if (!step)
        return resolve<StepInspection>(
            promise,
            Error::make(Error::Kind::NotFound,
                        tr("TrainJob '%1' has no step '%2'").arg(name, stepName)));
    if (step->objectName.isEmpty())
        return resolve<StepInspection>(
            promise,
            Error::make(
                Error::Kind::NotFound,
                tr("step '%1' of TrainJob '%2' has no pod now: it is not scheduled yet, or its "
                   "pod was deleted. Its logs and events are kept.")
                    .arg(stepName, name)));
    // Names the user marked secret travel with the TrainJob, in its secret-env annotation.
    QStringList secretEnv;
    const QString marked
        = KubeJson::text((*job)->object, {"metadata", "annotations", "traindeck.io/secret-env"});
    const auto list = json::parse(marked.toStdString(), nullptr, false);
    if (list.is_array())
        for (const json &n : list)
            if (n.is_string())
                secretEnv << QString::fromStdString(n.get<std::string>());
    const QString pod = step->objectName;
    const QString container = TrainDeck::stepName(step->kind);
    const QString nameSpace = s.nameSpace;
    m_client->get(KubeResource::pods(),
                  nameSpace,
                  pod,
                  [promise, name, stepName, pod, nameSpace, container, secretEnv](Result<json> r) {
                      if (!r) {
                          Error e = r.error();
                          if (e.httpStatus == 404) {
                              e.kind = Error::Kind::NotFound;
                              e.message
                                  = tr("The pod of step '%1' of TrainJob '%2' (%3 in namespace %4) "
                                       "is gone: it was deleted, so there is nothing left to "
                                       "inspect. Its logs and events are kept.")
                                        .arg(stepName, name, pod, nameSpace);
                          }
                          return resolve<StepInspection>(promise, e);
                      }
                      auto parsed
                          = KubePodInspection::parse(*r, container, [&](const QString &env) {
                                return isSecretEnvName(env) || secretEnv.contains(env);
                            });
                      if (parsed) {
                          parsed->job = name;
                          parsed->step = stepName;
                      }
                      resolve<StepInspection>(promise, std::move(parsed));
                  });
}

Result<JobSnapshot> KubernetesWorker::snapshot(const QString &name) const
{
    if (const Job *legacy
        = m_legacy.value(name.contains(QLatin1Char('/')) ? name : key(m_nameSpace, name));
        legacy && !m_jobs.contains(name.contains(QLatin1Char('/')) ? name : key(m_nameSpace, name)))
        return legacy->snapshot;
    auto job = find(name);
    if (!job)
        return job.error();
    if (!(*job)->snapshot.name.isEmpty())
        return (*job)->snapshot;
    return Error::make(Error::Kind::NotFound, tr("TrainJob '%1' is still being read").arg(name));
}

// ---------------------------------------------------------------------------------------
// Runtimes and plans

void KubernetesWorker::refreshRuntimes(std::function<void(Result<QList<Runtime>>)> done)
{
    if (!m_client)
        return done(notConnected());
    if (!m_trainerServed && m_connected)
        return done(Error::make(Error::Kind::Unsupported, m_statusLine));
    ClusterRuntimes::list(m_client.get(),
                          m_nameSpace,
                          [this, guard = QPointer(this), done](Result<ClusterRuntimes::Listing> r) {
                              if (!guard)
                                  return;
                              if (!r)
                                  return done(r.error());
                              m_runtimes = r->runtimes;
                              RuntimeCatalog catalog;
                              for (const Runtime &rt : std::as_const(m_runtimes))
                                  if (rt.unusableReason.isEmpty())
                                      catalog.add(rt);
                              setCatalog(std::move(catalog));
                              // Jobs read before the runtimes learn their framework now.
                              for (auto it = m_jobs.cbegin(); it != m_jobs.cend(); ++it)
                                  markDirty(it.key());
                              done(m_runtimes);
                          });
}

void KubernetesWorker::runtimes(RuntimesPromise promise)
{
    refreshRuntimes([promise](Result<QList<Runtime>> r) { resolve(promise, std::move(r)); });
}

Result<JobPlan> KubernetesWorker::plan(const TrainJob &job) const
{
    const auto runtime = runtimeFor(job);
    if (!runtime)
        return runtime.error();
    PlanContext ctx = PlanContext::forBackend(BackendKind::Kubernetes, job.name);
    ctx.kubernetesNamespace = m_nameSpace.isEmpty() ? QStringLiteral("default") : m_nameSpace;
    return Pipeline::standard().plan(job, *runtime, ctx);
}

// ---------------------------------------------------------------------------------------
// Submitting and acting on jobs

void KubernetesWorker::submit(const TrainJob &spec, NamePromise promise)
{
    auto reject = [promise](Error e) {
        resolve<QString>(promise, std::move(e));
    };
    if (auto ok = Backend::checkJobName(spec.name); !ok)
        return reject(ok.error().inField(QStringLiteral("metadata.name")));
    if (!m_client || !m_connected)
        return reject(notConnected());
    if (!m_trainerServed)
        return reject(Error::make(Error::Kind::Unsupported, m_statusLine));
    if (m_options.allNamespaces)
        return reject(Error::make(Error::Kind::Unsupported,
                                  tr("this connection lists every namespace and submits to none; "
                                     "choose a namespace to submit %1")
                                      .arg(spec.name)));
    // The runtimes as the cluster has them now: a runtime added a moment ago is found, one
    // removed is not planned with.
    refreshRuntimes([this, spec, promise, reject](Result<QList<Runtime>> listed) {
        if (!listed)
            return reject(listed.error());
        auto planned = plan(spec);
        if (!planned)
            return reject(planned.error());
        const JobPlan p = std::move(*planned);
        if (p.namespaceName != m_nameSpace)
            return reject(
                Error::make(Error::Kind::Validation,
                            tr("the job names namespace %1, but this connection works in %2; "
                               "pick the connection of namespace %1, or clear the job's "
                               "namespace")
                                .arg(p.namespaceName, m_nameSpace))
                    .inField(QStringLiteral("metadata.namespace")));
        if (m_jobs.contains(key(p.namespaceName, p.jobName)))
            return reject(Error::make(Error::Kind::Conflict,
                                      tr("a TrainJob named '%1' exists already in namespace %2; "
                                         "delete it or pick another name")
                                          .arg(p.jobName, p.namespaceName)));
        // The folder of an earlier job of that name (deleted on the cluster since) goes: its
        // logs are not this job's.
        if (QFileInfo(jobDir(p.jobName)).exists())
            if (auto r = SafeFs::removeChild(m_options.jobsDir, p.jobName); !r)
                return reject(r.error());
        if (auto r = SafeFs::makeDirs(jobDir(p.jobName), SafeFs::PrivateDir); !r)
            return reject(r.error());
        const QString kept = jobDir(p.jobName) + QStringLiteral("/trainjob.yaml");
        if (auto r
            = SafeFs::writeNewFile(kept, TrainJobCodec::toKeptYaml(spec), SafeFs::PrivateFile);
            !r)
            return reject(r.error());
        const QString name = p.jobName;
        m_client->create(KubeResource::trainJobs(),
                         p.namespaceName,
                         p.trainJobObject,
                         [this, guard = QPointer(this), name, promise](Result<json> created) {
                             if (!guard)
                                 return;
                             if (!created) {
                                 // Nothing was made: the kept file would claim a job.
                                 (void)SafeFs::removeChild(m_options.jobsDir, name);
                                 return resolve<QString>(promise, created.error());
                             }
                             resolve<QString>(promise, name);
                         });
    });
}

void KubernetesWorker::setSuspended(const QString &name, bool suspend, BoolPromise promise)
{
    auto job = find(name);
    if (!job)
        return resolve<bool>(promise, job.error());
    if (!m_client)
        return resolve<bool>(promise, notConnected());
    const json &o = (*job)->object;
    const QString ns = metaString(o, "namespace");
    const QString jobName = metaString(o, "name");
    const JobSnapshot &snap = (*job)->snapshot;
    if (snap.isFinished())
        return resolve<bool>(
            promise,
            Error::make(
                Error::Kind::Validation,
                tr("TrainJob %1 has finished (%2); there is nothing to %3")
                    .arg(jobName, enumName(snap.status), suspend ? tr("suspend") : tr("resume"))));
    m_client->mergePatch(KubeResource::trainJobs(),
                         ns,
                         jobName,
                         json{{"spec", {{"suspend", suspend}}}},
                         [promise](Result<json> r) {
                             if (!r)
                                 return resolve<bool>(promise, r.error());
                             resolve<bool>(promise, true);
                         });
}

void KubernetesWorker::cancel(const QString &name, BoolPromise promise)
{
    setSuspended(name, true, std::move(promise));
}

void KubernetesWorker::remove(const QString &name, BoolPromise promise)
{
    const QString k = name.contains(QLatin1Char('/')) ? name : key(m_nameSpace, name);
    if (const Job *legacy = m_legacy.value(k); legacy && !m_jobs.contains(k) && m_client) {
        // A Training Operator job: deleted as kubectl would; its pods go with it.
        const LegacyJobKind *kind = LegacyJobKind::find(Json::string(legacy->object, "kind"));
        const QString jobName = metaString(legacy->object, "name");
        if (!kind || !Backend::checkJobName(jobName))
            return resolve<bool>(promise,
                                 Error::make(Error::Kind::Validation,
                                             tr("TrainDeck does not delete %1: it cannot tell "
                                                "what it is")
                                                 .arg(name)));
        m_client->remove(kind->resource,
                         metaString(legacy->object, "namespace"),
                         jobName,
                         [promise](Result<json> r) {
                             if (!r && r.error().httpStatus != 404)
                                 return resolve<bool>(promise, r.error());
                             resolve<bool>(promise, true);
                         });
        return;
    }
    auto job = find(name);
    if (!job)
        return resolve<bool>(promise, job.error());
    if (!m_client)
        return resolve<bool>(promise, notConnected());
    const QString ns = metaString((*job)->object, "namespace");
    const QString jobName = metaString((*job)->object, "name");
    if (auto ok = Backend::checkJobName(jobName); !ok)
        return resolve<bool>(promise, ok.error());
    if (!addRemovalWaiter(jobName, promise))
        return;
    m_client->remove(KubeResource::trainJobs(),
                     ns,
                     jobName,
                     [this, guard = QPointer(this), jobName, ns](Result<json> r) {
                         if (!guard)
                             return;
                         if (!r && r.error().httpStatus != 404)
                             return resolveRemovals(jobName, r.error());
                         // Our folder for it (kept file, logs) goes with it; only ours. The
                         // streams into it stop first.
                         if (Job *j = m_jobs.value(key(ns, jobName)))
                             j->logs.reset();
                         if (!m_options.allNamespaces && ns == m_nameSpace)
                             if (auto gone = SafeFs::removeChild(m_options.jobsDir, jobName); !gone)
                                 return resolveRemovals(jobName, gone.error());
                         resolveRemovals(jobName, true);
                     });
}

void KubernetesWorker::convert(const QString &name, ConversionPromise promise)
{
    const QString k = name.contains(QLatin1Char('/')) ? name : key(m_nameSpace, name);
    const Job *job = m_legacy.value(k);
    if (!job)
        return resolve<TrainJobConversion>(
            promise,
            Error::make(m_jobs.contains(k) ? Error::Kind::Unsupported : Error::Kind::NotFound,
                        m_jobs.contains(k)
                            ? tr("%1 is a TrainJob already: clone it instead").arg(name)
                            : tr("no Training Operator job named '%1' in namespace %2")
                                  .arg(name, m_nameSpace)));
    // The runtimes as the cluster has them now decide which one the job is written for.
    const json object = job->object;
    refreshRuntimes([this, object, promise](Result<QList<Runtime>> listed) {
        if (!listed)
            return resolve<TrainJobConversion>(promise, listed.error());
        resolve(promise, LegacyJobConverter::convert(object, m_runtimes));
    });
}

void KubernetesWorker::namespaces(NamesPromise promise)
{
    if (!m_client)
        return resolve<QStringList>(promise, notConnected());
    m_client->list(KubeResource::namespaces(), {}, {}, [promise](Result<KubeClient::ObjectList> r) {
        if (!r)
            return resolve<QStringList>(promise, r.error());
        QStringList names;
        for (const json &o : r->items)
            names << metaString(o, "name");
        names.sort();
        resolve<QStringList>(promise, names);
    });
}

} // namespace TrainDeck::Kubernetes
