// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerlogsupervisor.h"

#include "backends/container/containerlogfollower.h"
#include "backends/container/engineconnection.h"
#include "backends/container/enginejson.h"
#include "core/support/jsonutil.h"

#include <QDateTime>
#include <QDir>

namespace TrainDeck::Container {

using Json = nlohmann::json;

ContainerLogSupervisor::ContainerLogSupervisor(const ContainerReconciler::Jobs &jobs,
                                               EngineConnection *connection,
                                               QString jobsDir,
                                               QObject *parent)
    : QObject(parent)
    , m_jobs(jobs)
    , m_connection(connection)
    , m_jobsDir(std::move(jobsDir))
{}

ContainerLogSupervisor::~ContainerLogSupervisor()
{
    dropAll();
}

QString ContainerLogSupervisor::logDir(const QString &jobName) const
{
    return QDir(QDir(m_jobsDir).filePath(jobName)).filePath(QStringLiteral("logs"));
}

void ContainerLogSupervisor::follow(const ContainerJob &job)
{
    EngineClient *engine = m_connection->client();
    const QString dir = logDir(job.state.name);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const auto &s : job.state.steps) {
        if (s.containerId.isEmpty())
            continue;
        const QString engineState = job.containerState.value(s.name);
        if (engineState.isEmpty() || engineState == QLatin1String("created"))
            continue;
        const QString key = job.state.name + QLatin1Char('/') + s.name;
        const bool exited = EngineJson::isExited(engineState);
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
        if (m_retryAt.value(key) > now)
            continue;
        ContainerLogFollower *f = nullptr;
        if (it == m_followers.end()) {
            f = new ContainerLogFollower(
                engine, s.containerId, dir, s.name, engine->identity().podman, this);
            const QString jobName = job.state.name;
            const QString step = s.name;
            connect(f,
                    &ContainerLogFollower::ended,
                    this,
                    [this, jobName, step](bool clean, const QString &) {
                        onEnded(jobName, step, clean);
                    });
            connect(
                f, &ContainerLogFollower::problem, this, [this, jobName, step](const Error &error) {
                    Q_EMIT problem(jobName, step, error);
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

void ContainerLogSupervisor::onEnded(const QString &jobName, const QString &step, bool clean)
{
    const QString key = jobName + QLatin1Char('/') + step;
    auto it = m_followers.find(key);
    const ContainerJob *job = m_jobs.value(jobName);
    if (it == m_followers.end() || !job)
        return;
    ContainerLogFollower *f = it->second;
    const auto *st = job->state.step(step);
    if (!clean || !st) {
        m_retryAt[key] = QDateTime::currentMSecsSinceEpoch() + 1000;
        return;
    }
    // A clean end: the container exited, or the engine closed the stream (a restart).
    m_connection->client()->inspectContainer(st->containerId, [this, key, f](Result<Json> r) {
        auto it = m_followers.find(key);
        if (it == m_followers.end() || it->second != f)
            return;
        const QString state
            = r ? EngineJson::str(TrainDeck::Json::member(*r, "State"), "Status") : QString();
        if (r && EngineJson::isExited(state)) {
            f->finishAfterExit();
            return;
        }
        m_retryAt[key] = QDateTime::currentMSecsSinceEpoch() + 500;
        Q_EMIT refreshWanted(500);
    });
}

void ContainerLogSupervisor::stopJob(const QString &jobName)
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

void ContainerLogSupervisor::stopAll()
{
    for (auto &[key, f] : m_followers) {
        f->stop();
        f->deleteLater();
    }
    m_followers.clear();
}

void ContainerLogSupervisor::dropAll()
{
    for (auto &[key, f] : m_followers)
        delete f;
    m_followers.clear();
}

} // namespace TrainDeck::Container
