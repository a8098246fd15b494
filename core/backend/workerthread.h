// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QFuture>
#include <QMetaObject>
#include <QObject>
#include <QPromise>
#include <QThread>

#include <functional>
#include <memory>

namespace TrainDeck {

/// A QThread that hosts one backend's worker objects and stops cleanly: the destructor
/// quits the event loop and waits, so a backend that is destroyed aborts its work instead of
/// leaving a thread behind (qBittorrent's unique_ptr-with-quit-and-wait pattern).
class WorkerThread final
{
    Q_DISABLE_COPY_MOVE(WorkerThread)
public:
    explicit WorkerThread(const QString &name);
    ~WorkerThread();

    /// Makes the calling thread yield to the UI thread when both want the CPU (a nice value of
    /// 5 for this thread alone: Linux keeps one per thread). Workers ingest logs and parse
    /// metrics in bursts while every core may be busy with training; the window must still
    /// get its few milliseconds at once. Nothing happens where the call is refused.
    static void lowerCurrentThread();

    QThread *thread() const { return m_thread.get(); }
    /// A QObject living in the worker thread, the context for queued calls.
    QObject *context() const { return m_context; }

    /// Runs `fn` in the worker thread; the future resolves with its result.
    template<class T>
    QFuture<T> run(std::function<T()> fn) const
    {
        auto promise = std::make_shared<QPromise<T>>();
        QFuture<T> future = promise->future();
        promise->start();
        QMetaObject::invokeMethod(
            m_context,
            [promise, fn = std::move(fn)]() mutable {
                promise->addResult(fn());
                promise->finish();
            },
            Qt::QueuedConnection);
        return future;
    }

    /// Runs `fn` in the worker thread with the promise, for work that finishes later
    /// (network replies, process exits); `fn` must eventually add a result and finish.
    template<class T>
    QFuture<T> runAsync(std::function<void(std::shared_ptr<QPromise<T>>)> fn) const
    {
        auto promise = std::make_shared<QPromise<T>>();
        QFuture<T> future = promise->future();
        promise->start();
        QMetaObject::invokeMethod(
            m_context,
            [promise, fn = std::move(fn)]() mutable { fn(promise); },
            Qt::QueuedConnection);
        return future;
    }

private:
    std::unique_ptr<QThread> m_thread;
    QObject *m_context = nullptr;
};

} // namespace TrainDeck
