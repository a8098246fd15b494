// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerjob.h"

#include "backends/container/containeroperation.h"

namespace TrainDeck::Container {

ContainerJob::ContainerJob(QObject *parent)
    : QObject(parent)
{}

ContainerJob::~ContainerJob() = default;

bool ContainerJob::in(Phase p) const
{
    return m_phase == p || (m_phase == Phase::Removing && m_beforeRemoval == p);
}

void ContainerJob::enter(Phase p)
{
    if (m_phase == Phase::Removing && p != Phase::Removing)
        m_beforeRemoval = p;
    else
        m_phase = p;
}

void ContainerJob::leave(Phase p)
{
    if (m_phase == p)
        m_phase = Phase::Idle;
    else if (m_phase == Phase::Removing && m_beforeRemoval == p)
        m_beforeRemoval = Phase::Idle;
}

void ContainerJob::beginRemoval()
{
    if (m_phase == Phase::Removing)
        return;
    m_beforeRemoval = m_phase;
    m_phase = Phase::Removing;
}

void ContainerJob::endRemoval()
{
    if (m_phase != Phase::Removing)
        return;
    m_phase = std::exchange(m_beforeRemoval, Phase::Idle);
}

void ContainerJob::abortOperations(const QString &why)
{
    for (OperationBase *op : findChildren<OperationBase *>(Qt::FindDirectChildrenOnly))
        op->abort(why);
}

} // namespace TrainDeck::Container
