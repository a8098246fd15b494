// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/containerjob.h"

#include <QHash>
#include <QObject>

#include <nlohmann/json.hpp>

class QTimer;

namespace TrainDeck::Container {

class EngineConnection;

/// Rebuilds what the container worker knows from what the engine lists: every container
/// carrying the trainjob-name label, grouped by job. Jobs nobody here submitted are adopted
/// (their steps are what their containers say), step states follow the containers', exits
/// are inspected once for their codes and times, and names that break the job-name rule
/// are kept apart, never touched. Also reads the jobs kept under <jobs>/ after a restart.
/// Lives in the worker thread; changes the jobs in place and says which through its signals.
class ContainerReconciler final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContainerReconciler)

public:
    using Jobs = QHash<QString, ContainerJob *>;

    /// New jobs are made children of `jobOwner`.
    ContainerReconciler(Jobs &jobs,
                        EngineConnection *connection,
                        QString workdirRoot,
                        QObject *jobOwner);
    ~ContainerReconciler() override;

    /// Lists again within `delayMs` (sooner wins).
    void scheduleRefresh(int delayMs = 50);
    /// Lists now, or right after the listing in flight.
    void refresh();
    /// Drops a listing queued while jobs were starting: their starter lists once they are.
    void skipQueuedRefresh() { m_refreshAgain = false; }
    bool isRefreshing() const { return m_refreshing; }
    /// No listing and no inspection in flight: what is known is the engine's whole truth.
    bool isSettled() const { return !m_refreshing && m_pendingInspects == 0; }
    /// Engine jobs whose name breaks the job-name rule: name -> why.
    const QHash<QString, QString> &invalid() const { return m_invalid; }

    /// Reads <jobsDir>/<job>/state.json of every job folder (history survives restarts).
    void loadHistory(const QString &jobsDir);

Q_SIGNALS:
    /// A listing updated the job's steps: advance it, follow its logs, publish it.
    void jobListed(TrainDeck::Container::ContainerJob *job);
    /// An inspection or a network read changed the job: advance and publish it.
    void jobInspected(TrainDeck::Container::ContainerJob *job);
    /// Read from its state file or its network's labels: publish it.
    void jobLoaded(TrainDeck::Container::ContainerJob *job);
    void invalidJobAppeared(const QString &name, const QString &why);
    void invalidJobGone(const QString &name);
    /// isSettled() became true.
    void settled();

private:
    void apply(const nlohmann::json &list);
    void adopt(const QString &name, const QList<const nlohmann::json *> &containers);
    void inspectStep(const QString &name, const QString &stepName);
    void readNetwork(const QString &name);

    Jobs &m_jobs;
    EngineConnection *m_connection;
    QString m_workdirRoot;
    QObject *m_jobOwner;
    QTimer *m_refreshTimer;
    bool m_refreshing = false;
    bool m_refreshAgain = false;
    int m_pendingInspects = 0;
    QHash<QString, QString> m_invalid;
};

} // namespace TrainDeck::Container
