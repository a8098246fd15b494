// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubelogsupervisor.h"

#include "backends/kubernetes/kubeclient.h"
#include "backends/kubernetes/kubelogcursor.h"
#include "backends/kubernetes/kubelogfollower.h"
#include "core/domain/trainjob.h"
#include "core/files/safefs.h"

namespace TrainDeck::Kubernetes {

KubeLogSupervisor::KubeLogSupervisor(KubeClient *client, const QString &logDir, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_logDir(logDir)
{}

KubeLogSupervisor::~KubeLogSupervisor()
{
    stop();
    for (auto &[step, f] : m_followers)
        delete f;
}

void KubeLogSupervisor::setRetryDelays(int firstMs, int maxMs)
{
    m_firstDelayMs = firstMs;
    m_maxDelayMs = maxMs;
    for (auto &[step, f] : m_followers)
        f->setRetryDelays(firstMs, maxMs);
}

void KubeLogSupervisor::update(const PodLogTarget &target)
{
    if (m_stopped)
        return;
    auto it = m_followers.find(target.step);
    if (it == m_followers.end()) {
        // Step names come from the cluster (pod labels) and become file names.
        if (const QString why = checkRfc1035Name(target.step); !why.isEmpty()) {
            Q_EMIT problem(target.step,
                           Error::make(Error::Kind::Validation,
                                       tr("The log of step '%1' is not kept: the name cannot "
                                          "name a file (%2). Rename the runtime's step.")
                                           .arg(target.step, why)));
            return;
        }
        if (auto dir = SafeFs::makeDirs(m_logDir); !dir) {
            Q_EMIT problem(target.step, dir.error());
            return;
        }
        auto *f = new KubeLogFollower(m_client, m_logDir, target.step, this);
        f->setRetryDelays(m_firstDelayMs, m_maxDelayMs);
        f->setMaxPendingBytes(m_maxPending);
        const QString step = target.step;
        connect(
            f, &KubeLogFollower::completed, this, [this, step] { Q_EMIT stepLogComplete(step); });
        connect(f, &KubeLogFollower::problem, this, [this, step](const Error &error) {
            Q_EMIT problem(step, error);
        });
        it = m_followers.emplace(step, f).first;
    }
    it->second->update(target);
}

void KubeLogSupervisor::podGone(const QString &step)
{
    if (auto it = m_followers.find(step); it != m_followers.end())
        it->second->podGone();
}

void KubeLogSupervisor::stop()
{
    m_stopped = true;
    for (auto &[step, f] : m_followers)
        f->stop();
}

bool KubeLogSupervisor::complete(const QString &step) const
{
    const auto it = m_followers.find(step);
    return it != m_followers.end() ? it->second->isComplete() : completeOnDisk(m_logDir, step);
}

bool KubeLogSupervisor::completeOnDisk(const QString &logDir, const QString &step)
{
    if (!checkRfc1035Name(step).isEmpty())
        return false;
    return KubeLogCursor::read(logDir, step).complete;
}

} // namespace TrainDeck::Kubernetes
