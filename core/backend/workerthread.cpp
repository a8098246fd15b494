// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/backend/workerthread.h"

#include <cerrno>
#include <sys/resource.h>
#include <unistd.h>

namespace TrainDeck {

WorkerThread::WorkerThread(const QString &name)
    : m_thread(std::make_unique<QThread>())
{
    m_thread->setObjectName(name);
    m_context = new QObject;
    m_context->moveToThread(m_thread.get());
    QObject::connect(m_thread.get(), &QThread::finished, m_context, &QObject::deleteLater);
    // Without a context: runs in the new thread, before its first event.
    QObject::connect(m_thread.get(), &QThread::started, [] { lowerCurrentThread(); });
    m_thread->start();
}

void WorkerThread::lowerCurrentThread()
{
    // Per thread on Linux (the tid as the "process"); only ever lowers, so never refused
    // unprivileged. Processes a worker starts inherit it; the local backend sets its steps'
    // own value (LocalBackend::Options::niceness).
    constexpr int WorkerNice = 5;
    const id_t tid = id_t(gettid());
    errno = 0;
    const int now = getpriority(PRIO_PROCESS, tid);
    if (errno == 0 && now < WorkerNice)
        (void)setpriority(PRIO_PROCESS, tid, WorkerNice);
}

WorkerThread::~WorkerThread()
{
    m_thread->quit();
    m_thread->wait();
}

} // namespace TrainDeck
