// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containeroperation.h"

#include <memory>

namespace TrainDeck::Container {

OperationBase::OperationBase(ContainerJob *job, EngineClient *engine, QObject *context)
    : QObject(job)
    , m_job(job)
    , m_jobName(job->state.name)
    , m_engine(engine)
    , m_context(context)
{}

OperationBase::~OperationBase() = default;

QFuture<Result<nlohmann::json>> engineCall(const std::function<void(EngineClient::Done)> &start)
{
    using Json = nlohmann::json;
    auto promise = std::make_shared<QPromise<Result<Json>>>();
    QFuture<Result<Json>> future = promise->future();
    promise->start();
    start([promise](Result<Json> r) {
        promise->addResult(std::move(r));
        promise->finish();
    });
    return future;
}

} // namespace TrainDeck::Container
