// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/stopstepsoperation.h"

#include <QFuture>

namespace TrainDeck::Container {

StopStepsOperation::StopStepsOperation(ContainerJob *job,
                                       EngineClient *engine,
                                       QObject *context,
                                       const QStringList &steps,
                                       int graceSeconds)
    : ContainerOperation<bool>(job, engine, context)
{
    QList<EngineFuture> stops;
    for (const QString &s : steps) {
        const auto *st = job->state.step(s);
        if (!st || st->containerId.isEmpty())
            continue;
        const QString id = st->containerId;
        stops << call([engine, id, graceSeconds](EngineClient::Done done) {
            engine->stopContainer(id, graceSeconds, std::move(done));
        });
    }
    if (stops.isEmpty()) {
        settle(true);
        return;
    }
    next(QtFuture::whenAll(stops.begin(), stops.end()),
         [this](const QList<EngineFuture> &) { settle(true); });
}

} // namespace TrainDeck::Container
