// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/backend/workerthread.h"

namespace TrainDeck {

WorkerThread::WorkerThread(const QString &name)
    : m_thread(std::make_unique<QThread>())
{
    m_thread->setObjectName(name);
    m_context = new QObject;
    m_context->moveToThread(m_thread.get());
    QObject::connect(m_thread.get(), &QThread::finished, m_context, &QObject::deleteLater);
    m_thread->start();
}

WorkerThread::~WorkerThread()
{
    m_thread->quit();
    m_thread->wait();
}

} // namespace TrainDeck
