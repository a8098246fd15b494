// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/containerjob.h"
#include "backends/container/engineclient.h"

#include <QCoreApplication>
#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QPromise>

#include <functional>

namespace TrainDeck::Container {

/// One Engine API call as a future: `start` makes the call with a callback that resolves
/// the future (cancelled if the client goes before it answers).
QFuture<Result<nlohmann::json>> engineCall(const std::function<void(EngineClient::Done)> &start);

/// What every operation on a container job has, whatever it resolves to: the job it works
/// on (its parent: the operation goes with the job) and the engine calls as futures.
class OperationBase : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OperationBase)

public:
    using Json = nlohmann::json;
    using EngineFuture = QFuture<Result<Json>>;

    /// Resolves the operation as cancelled with `why`; later engine answers are ignored.
    virtual void abort(const QString &why) = 0;

protected:
    /// `context` lives in the worker thread for as long as the worker does: continuations
    /// run there (QFuture::then needs a context that outlives the futures it waits for,
    /// which the operation itself may not).
    OperationBase(ContainerJob *job, EngineClient *engine, QObject *context);
    ~OperationBase() override;

    static EngineFuture call(const std::function<void(EngineClient::Done)> &start)
    {
        return engineCall(start);
    }

    ContainerJob *m_job;
    const QString m_jobName; ///< for messages after the job is gone
    EngineClient *m_engine;
    QObject *m_context;
};

/// A multi-step operation (submit, start steps, stop steps, remove) that owns its promise
/// and resolves it in one place, settle(). It is aborted, and resolves with a Cancelled
/// error, when it is destroyed or its job goes (ContainerJob::abortOperations); what the
/// engine answers after that is dropped by next().
template<class T>
class ContainerOperation : public OperationBase
{
public:
    QFuture<Result<T>> future() { return m_promise.future(); }
    bool isSettled() const { return m_settled; }

    void abort(const QString &why) override { settle(Error::make(Error::Kind::Cancelled, why)); }

protected:
    ContainerOperation(ContainerJob *job, EngineClient *engine, QObject *context)
        : OperationBase(job, engine, context)
    {
        m_promise.start();
    }
    ~ContainerOperation() override
    {
        resolve(Error::make(Error::Kind::Cancelled,
                            QCoreApplication::translate("TrainDeck::Container::ContainerBackend",
                                                        "the backend was closed before '%1' was "
                                                        "done")
                                .arg(m_jobName)));
    }

    /// The one place the operation resolves; it then deletes itself.
    void settle(Result<T> result)
    {
        if (resolve(std::move(result)))
            deleteLater();
    }

    /// Runs `step` in the worker thread with the result of `future`, unless the operation
    /// has been settled or destroyed by then.
    template<class R, class F>
    void next(QFuture<R> future, F step)
    {
        QPointer<OperationBase> self(this);
        future.then(m_context, [self, this, step = std::move(step)](R result) mutable {
            if (self && !m_settled)
                step(std::move(result));
        });
    }

private:
    bool resolve(Result<T> result)
    {
        if (m_settled)
            return false;
        m_settled = true;
        m_promise.addResult(std::move(result));
        m_promise.finish();
        return true;
    }

    QPromise<Result<T>> m_promise;
    bool m_settled = false;
};

} // namespace TrainDeck::Container
