// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerreconciler.h"

#include "backends/container/containerbackend.h"
#include "backends/container/containerlisting.h"
#include "backends/container/engineconnection.h"
#include "backends/container/enginejson.h"

#include "core/domain/labels.h"

#include <QDir>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QSet>
#include <QTimer>

Q_DECLARE_LOGGING_CATEGORY(lcContainer)

namespace TrainDeck::Container {

using Json = nlohmann::json;
using namespace EngineJson;

ContainerReconciler::ContainerReconciler(Jobs &jobs,
                                         EngineConnection *connection,
                                         QString workdirRoot,
                                         QObject *jobOwner)
    : QObject(jobOwner)
    , m_jobs(jobs)
    , m_connection(connection)
    , m_workdirRoot(std::move(workdirRoot))
    , m_jobOwner(jobOwner)
    , m_refreshTimer(new QTimer(this))
{
    m_refreshTimer->setSingleShot(true);
    connect(m_refreshTimer, &QTimer::timeout, this, &ContainerReconciler::refresh);
}

ContainerReconciler::~ContainerReconciler() = default;

void ContainerReconciler::scheduleRefresh(int delayMs)
{
    if (!m_connection->isConnected())
        return;
    if (!m_refreshTimer->isActive() || m_refreshTimer->remainingTime() > delayMs)
        m_refreshTimer->start(delayMs);
}

void ContainerReconciler::refresh()
{
    if (!m_connection->isConnected())
        return;
    if (m_refreshing) {
        m_refreshAgain = true;
        return;
    }
    // While a job's containers are being created and started, the engine's own events
    // would make us list everything for each of them, competing with the starts for the
    // engine's locks (Podman): list once when they are all started instead.
    for (const ContainerJob *j : std::as_const(m_jobs))
        if (j->phase() == ContainerJob::Phase::Starting) {
            m_refreshAgain = true;
            return;
        }
    m_refreshing = true;
    m_connection->client()->listContainers({Labels::TrainJobName}, [this](Result<Json> r) {
        m_refreshing = false;
        if (!r) {
            if (isTransportError(r.error()))
                return m_connection->lose(r.error().message);
            qCWarning(lcContainer) << "listing containers failed:" << r.error().message;
            return;
        }
        apply(*r);
        if (isSettled())
            Q_EMIT settled();
        if (std::exchange(m_refreshAgain, false))
            scheduleRefresh(0);
    });
}

void ContainerReconciler::loadHistory(const QString &jobsDir)
{
    const QDir dir(jobsDir);
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
        if (m_jobs.contains(n))
            continue;
        auto *job = new ContainerJob(m_jobOwner);
        job->state = std::move(*st);
        m_jobs.insert(n, job);
        Q_EMIT jobLoaded(job);
    }
}

void ContainerReconciler::adopt(const QString &name, const QList<const Json *> &containers)
{
    auto *job = new ContainerJob(m_jobOwner);
    job->state = ContainerListing::adopt(name, containers, QDir(m_workdirRoot).filePath(name));
    if (!job->state.created.isValid())
        job->state.created = QDateTime::currentDateTimeUtc();
    job->state.addEvent(name,
                        QStringLiteral("Discovered"),
                        ContainerBackend::tr("found on the engine by its labels"));
    m_jobs.insert(name, job);
    readNetwork(name);
}

void ContainerReconciler::readNetwork(const QString &name)
{
    // Runtime and workdir live on the network's labels (the SDK's convention).
    m_connection->client()->inspectNetwork(
        m_jobs.value(name)->state.network, [this, name](Result<Json> r) {
            ContainerJob *job = m_jobs.value(name);
            if (!r || !job)
                return;
            const ContainerListing::Network network = ContainerListing::network(*r);
            if (!network.runtime.isEmpty())
                job->state.runtimeName = network.runtime;
            if (!network.workdir.isEmpty())
                job->state.workdir = network.workdir;
            job->state.networkId = network.id;
            Q_EMIT jobLoaded(job);
        });
}

void ContainerReconciler::inspectStep(const QString &name, const QString &stepName)
{
    const ContainerJobState::Step *step = m_jobs.value(name)->state.step(stepName);
    ++m_pendingInspects;
    m_connection->client()->inspectContainer(
        step->containerId, [this, name, stepName](Result<Json> r) {
            --m_pendingInspects;
            auto settle = qScopeGuard([this] {
                if (isSettled())
                    Q_EMIT settled();
            });
            ContainerJob *job = m_jobs.value(name);
            if (!r || !job)
                return;
            ContainerJobState::Step *s = job->state.step(stepName);
            if (!s)
                return;
            const ContainerListing::Exit exit = ContainerListing::exit(*r);
            s->started = exit.started;
            s->finished = exit.finished;
            if (exit.exited) {
                const int code = exit.code;
                const bool known = s->exitCode.has_value();
                s->exitCode = code;
                s->state = code == 0 ? StepState::Succeeded : StepState::Failed;
                const bool oom = exit.oomKilled;
                const QString &err = exit.error;
                if (code != 0)
                    s->message = oom ? ContainerBackend::tr("killed: out of memory (exit code %1)")
                                           .arg(code)
                                 : !err.isEmpty()
                                     ? err
                                     : ContainerBackend::tr("exited with code %1").arg(code);
                if (!known)
                    job->state.addEvent(
                        stepName,
                        code == 0 ? QStringLiteral("Succeeded") : QStringLiteral("Failed"),
                        code == 0 ? ContainerBackend::tr("container %1 exited with code 0")
                                        .arg(s->objectName)
                                  : s->message,
                        code != 0);
            } else {
                s->finished = {};
            }
            Q_EMIT jobInspected(job);
        });
}

void ContainerReconciler::apply(const Json &list)
{
    if (!list.is_array())
        return;
    const ContainerListing::Grouped grouped = ContainerListing::byJob(list);
    const QHash<QString, QList<const Json *>> &byJob = grouped.jobs;
    const QHash<QString, QString> &invalid = grouped.invalid;
    const QHash<QString, QString> before = std::exchange(m_invalid, invalid);
    for (auto it = invalid.cbegin(); it != invalid.cend(); ++it)
        if (!before.contains(it.key()))
            Q_EMIT invalidJobAppeared(it.key(), it.value());
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        if (!invalid.contains(it.key()))
            Q_EMIT invalidJobGone(it.key());

    for (auto it = byJob.begin(); it != byJob.end(); ++it) {
        if (!m_jobs.contains(it.key()))
            adopt(it.key(), it.value());
    }
    const QStringList names = m_jobs.keys();
    for (const QString &name : names) {
        ContainerJob *job = m_jobs.value(name);
        if (!job || job->phase() == ContainerJob::Phase::Removing)
            continue;
        const auto containers = byJob.value(name);
        QSet<QString> present;
        for (const Json *c : containers) {
            const QString stepName = label(*c, Labels::Step);
            ContainerJobState::Step *s = job->state.step(stepName);
            if (!s)
                continue;
            present.insert(stepName);
            const QString engineState = str(*c, "State");
            const QString before = job->containerState.value(stepName);
            job->containerState[stepName] = engineState;
            s->containerId = str(*c, "Id");
            s->image = str(*c, "Image");
            const bool running = engineState == QLatin1String("running")
                                 || engineState == QLatin1String("paused")
                                 || engineState == QLatin1String("restarting");
            const bool exited = isExited(engineState);
            if (running) {
                s->state = StepState::Running;
                if (before != engineState)
                    job->state.addEvent(
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
            if ((running || exited) && job->inspectedState.value(stepName) != engineState) {
                job->inspectedState[stepName] = engineState;
                inspectStep(name, stepName);
            }
        }
        // Steps whose container is gone: removed by someone else, or never created.
        for (ContainerJobState::Step &s : job->state.steps) {
            if (present.contains(s.name) || s.containerId.isEmpty())
                continue;
            if (s.state == StepState::Running || s.state == StepState::Created) {
                s.state = StepState::Unknown;
                s.message = ContainerBackend::tr("container %1 was removed outside TrainDeck")
                                .arg(s.objectName);
            }
            job->containerState.remove(s.name);
        }
        Q_EMIT jobListed(job);
    }
}

} // namespace TrainDeck::Container
