// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerstatsfollower.h"

#include "backends/container/containerjob.h"
#include "backends/container/containerstats.h"
#include "backends/container/engineclient.h"
#include "core/backend/plannedgpus.h"
#include "libs/transport/httpreply.h"

#include <QDateTime>
#include <QTimer>

namespace TrainDeck::Container {

ContainerStatsFollower::ContainerStatsFollower(QString jobName, QObject *parent)
    : QObject(parent)
    , m_job(std::move(jobName))
{}

ContainerStatsFollower::~ContainerStatsFollower()
{
    closeAll();
}

void ContainerStatsFollower::closeAll()
{
    // Taken out first: the aborts below call onEnded, which then finds nothing to do.
    const auto streams = std::exchange(m_streams, {});
    for (const auto &[step, s] : streams)
        if (QPointer<Transport::HttpReply> r = s.reply)
            r->abort();
}

QStringList ContainerStatsFollower::streaming() const
{
    QStringList out;
    for (const auto &[step, s] : m_streams)
        if (s.reply)
            out << step;
    return out;
}

void ContainerStatsFollower::update(const ContainerJob &job, EngineClient *engine)
{
    if (job.havePlan)
        m_gpus = PlannedGpus::perStep(job.plan);
    QHash<QString, QString> running; // step -> container id
    for (const auto &s : job.state.steps)
        if (!s.containerId.isEmpty()
            && job.containerState.value(s.name) == QLatin1String("running"))
            running.insert(s.name, s.containerId);
    // Steps that stopped, and steps whose container was replaced (a restarted step).
    for (auto it = m_streams.begin(); it != m_streams.end();) {
        if (running.value(it->first) == it->second.containerId) {
            ++it;
            continue;
        }
        abortLater(it->second.reply);
        it = m_streams.erase(it);
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (auto it = running.cbegin(); it != running.cend(); ++it) {
        auto s = m_streams.find(it.key());
        if (s == m_streams.end() || (!s->second.reply && s->second.retryAt <= now))
            open(it.key(), it.value(), engine);
    }
    if (running.isEmpty() && !m_saidUnavailable) {
        m_saidUnavailable = true;
        Q_EMIT unavailable(m_job,
                           tr("No container of job '%1' is running, so there is nothing to "
                              "measure; samples start when one runs.")
                               .arg(m_job));
    } else if (!running.isEmpty()) {
        m_saidUnavailable = false;
    }
}

void ContainerStatsFollower::open(const QString &step,
                                  const QString &containerId,
                                  EngineClient *engine)
{
    if (!engine)
        return;
    Stream &s = m_streams[step];
    abortLater(s.reply);
    s.containerId = containerId;
    s.retryAt = 0;
    QPointer<ContainerStatsFollower> self(this);
    auto replyHolder = std::make_shared<QPointer<Transport::HttpReply>>();
    s.reply = engine->stats(
        containerId,
        true,
        [self, step](const nlohmann::json &object) {
            if (self)
                self->onSample(step, object);
        },
        [self, step, replyHolder](const Result<nlohmann::json> &) {
            if (self)
                self->onEnded(step, *replyHolder);
        });
    *replyHolder = s.reply;
}

void ContainerStatsFollower::onSample(const QString &step, const nlohmann::json &object)
{
    auto it = m_streams.find(step);
    if (it == m_streams.end() || !it->second.reply)
        return;
    std::optional<ResourceSample> sample = ContainerStats::fromObject(object);
    if (!sample) {
        // Docker keeps sending zeroed objects for a stopped container: end the stream here.
        onEnded(step, it->second.reply);
        return;
    }
    sample->step = step;
    sample->gpus = m_gpus.value(step);
    Q_EMIT sampled(m_job, {*sample});
}

void ContainerStatsFollower::onEnded(const QString &step, Transport::HttpReply *reply)
{
    auto it = m_streams.find(step);
    // A stream already replaced or closed ends late: nothing to do.
    if (it == m_streams.end() || !it->second.reply || it->second.reply != reply)
        return;
    abortLater(std::exchange(it->second.reply, nullptr));
    it->second.retryAt = QDateTime::currentMSecsSinceEpoch() + retryMsecs;
    // The container may have stopped (the engine's events will say so) or the stream broke
    // while it runs: the next update decides, after a pause that keeps a stopped Podman
    // container (which answers at once with an empty body) from being asked in a loop.
    Q_EMIT refreshWanted(retryMsecs);
}

void ContainerStatsFollower::abortLater(QPointer<Transport::HttpReply> reply)
{
    if (!reply)
        return;
    QTimer::singleShot(0, reply, [reply] {
        if (reply)
            reply->abort();
    });
}

} // namespace TrainDeck::Container
