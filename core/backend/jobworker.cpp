// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/backend/jobworker.h"

namespace TrainDeck {

JobWorker::JobWorker(RuntimeCatalog catalog, QObject *parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
{}

// Callers still waiting for a removal see their futures cancelled, as QPromise does.
JobWorker::~JobWorker() = default;

bool JobWorker::publish(const JobSnapshot &snapshot, JobSnapshot &lastEmitted)
{
    if (snapshot == lastEmitted)
        return false;
    lastEmitted = snapshot;
    Q_EMIT jobChanged(snapshot);
    return true;
}

QList<JobSnapshot> JobWorker::byCreation(QList<JobSnapshot> list)
{
    std::sort(list.begin(), list.end(), [](const JobSnapshot &a, const JobSnapshot &b) {
        return a.created < b.created;
    });
    return list;
}

bool JobWorker::addRemovalWaiter(const QString &name, BoolPromise promise)
{
    const bool first = !m_removals.contains(name);
    m_removals[name].append(std::move(promise));
    return first;
}

void JobWorker::resolveRemovals(const QString &name, const Result<bool> &result)
{
    for (const BoolPromise &p : m_removals.take(name))
        resolve<bool>(p, result);
}

} // namespace TrainDeck
