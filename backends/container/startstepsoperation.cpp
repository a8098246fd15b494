// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/startstepsoperation.h"

#include "backends/container/containerbackend.h"
#include "backends/container/containerspec.h"
#include "backends/container/enginejson.h"

#include <QFuture>

namespace TrainDeck::Container {

StartStepsOperation::StartStepsOperation(ContainerJob *job,
                                         EngineClient *engine,
                                         QObject *context,
                                         const QStringList &steps,
                                         Publish publish)
    : ContainerOperation<bool>(job, engine, context)
    , m_steps(steps)
    , m_publish(std::move(publish))
{
    for (const QString &s : steps)
        if (auto *st = job->state.step(s)) {
            st->state = StepState::Created;
            st->message.clear();
        }
    m_publish(*job);
    QList<QFuture<void>> creates;
    for (const QString &s : steps) {
        const PlanStep *ps = job->plan.step(s);
        const Json body = ContainerSpec::createBody(
            job->plan, *ps, job->state.networkId, job->state.progressGateway);
        const QString objectName = ps->objectName;
        EngineFuture create = call([engine, objectName, body](EngineClient::Done done) {
            engine->createContainer(objectName, body, std::move(done));
        });
        // Each answer is recorded as it comes; the starts wait for the last one.
        QPointer<OperationBase> self(this);
        creates << create.then(context, [self, this, s](Result<Json> r) {
            if (!self || isSettled())
                return;
            auto *st = m_job->state.step(s);
            if (!st)
                return;
            if (r) {
                st->containerId = EngineJson::str(*r, "Id");
                return;
            }
            st->state = StepState::Failed;
            st->message
                = ContainerBackend::tr("could not create container: %1").arg(r.error().message);
            if (m_firstError.isEmpty())
                m_firstError = ContainerBackend::tr("%1: %2").arg(s, st->message);
        });
    }
    next(QtFuture::whenAll(creates.begin(), creates.end()),
         [this](const QList<QFuture<void>> &) { created(); });
}

void StartStepsOperation::created()
{
    if (!m_firstError.isEmpty())
        return settle(Error::make(Error::Kind::Api, m_firstError));
    if (m_job->state.cancelled)
        return settle(false);
    QList<QFuture<void>> starts;
    for (const QString &s : std::as_const(m_steps)) {
        const QString id = m_job->state.step(s)->containerId;
        EngineClient *engine = m_engine;
        EngineFuture start = call(
            [engine, id](EngineClient::Done done) { engine->startContainer(id, std::move(done)); });
        QPointer<OperationBase> self(this);
        starts << start.then(m_context, [self, this, s](Result<Json> r) {
            if (!self || isSettled())
                return;
            ContainerJob &job = *m_job;
            auto *st = job.state.step(s);
            if (r && st && st->state == StepState::Created) {
                // The engine has started it: say so now; the next listing confirms it (or
                // reports that it has already exited).
                st->state = StepState::Running;
                job.containerState[s] = QStringLiteral("running");
                job.state.addEvent(
                    s,
                    QStringLiteral("Started"),
                    ContainerBackend::tr("container %1 is running").arg(st->objectName));
                m_publish(job);
            }
            if (!r) {
                if (st) {
                    st->state = StepState::Failed;
                    st->message
                        = ContainerBackend::tr("could not start: %1").arg(r.error().message);
                    job.state.addEvent(s, QStringLiteral("StartFailed"), st->message, true);
                }
                m_publish(job);
            }
        });
    }
    next(QtFuture::whenAll(starts.begin(), starts.end()),
         [this](const QList<QFuture<void>> &) { settle(true); });
}

} // namespace TrainDeck::Container
