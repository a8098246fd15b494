// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/containerreconciler.h"

#include <QHash>
#include <QObject>

#include <map>

namespace TrainDeck::Container {

class ContainerLogFollower;
class EngineConnection;

/// Keeps one ContainerLogFollower per step that has run and whose log is not complete in
/// the store yet: starts them as containers start, tells poll-mode followers about exits,
/// retries a stream that broke, and confirms a clean end with an inspect (an exit, or an
/// engine restart that closed the stream). Lives in the worker thread.
class ContainerLogSupervisor final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContainerLogSupervisor)

public:
    ContainerLogSupervisor(const ContainerReconciler::Jobs &jobs,
                           EngineConnection *connection,
                           QString jobsDir,
                           QObject *parent = nullptr);
    ~ContainerLogSupervisor() override;

    /// Starts or nudges the followers of `job`'s steps.
    void follow(const ContainerJob &job);
    /// Stops the job's followers (it is being deleted).
    void stopJob(const QString &jobName);
    /// Stops every follower; they start afresh from what the store has (a lost connection).
    void stopAll();
    /// Deletes every follower at once: the engine client they hold is going.
    void dropAll();
    QString logDir(const QString &jobName) const;

Q_SIGNALS:
    /// A stream ended cleanly but the container still runs: list again within `delayMs`.
    void refreshWanted(int delayMs);
    /// A step's log store cannot take its log (ContainerLogFollower::problem()).
    void problem(const QString &jobName, const QString &step, const TrainDeck::Error &error);

private:
    void onEnded(const QString &jobName, const QString &step, bool clean);

    const ContainerReconciler::Jobs &m_jobs;
    EngineConnection *m_connection;
    QString m_jobsDir;
    std::map<QString, ContainerLogFollower *> m_followers; ///< "job/step"
    QHash<QString, qint64> m_retryAt;                      ///< "job/step" -> msecs
};

} // namespace TrainDeck::Container
