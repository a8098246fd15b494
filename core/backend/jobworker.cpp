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

void JobWorker::watchResources(const QString &job, bool on)
{
    int &count = m_resourceWatchers[job];
    if (on) {
        if (++count == 1)
            startResources(job);
        return;
    }
    // An unwatch without a watch (a caller's mistake) must not drive the count below zero,
    // or the next watch would not start anything.
    if (count == 0) {
        m_resourceWatchers.remove(job);
        return;
    }
    if (--count == 0) {
        m_resourceWatchers.remove(job);
        stopResources(job);
    }
}

void JobWorker::startResources(const QString &job)
{
    Q_EMIT resourcesUnavailable(job, tr("This backend does not measure what jobs use."));
}

void JobWorker::stopResources(const QString &) {}

void JobWorker::inspectStep(const QString &job, const QString &step, InspectionPromise promise)
{
    resolve<StepInspection>(promise,
                            Error::make(Error::Kind::Unsupported,
                                        tr("This backend cannot inspect steps (step %1 of job "
                                           "%2).")
                                            .arg(step, job)));
}

} // namespace TrainDeck
