// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/statusapi/trainerstatus.h"

#include "backends/container/containerjobstate.h"

#include "core/pipeline/jobplan.h"

#include <QHash>
#include <QObject>

namespace TrainDeck::Container {

/// One job the container worker knows, in the worker thread. Its operations (submit,
/// start steps, stop steps, remove) are its children: when the job goes, they go, and
/// each resolves its future as cancelled.
class ContainerJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ContainerJob)

public:
    /// What the worker is doing to the job. Exactly one at a time, except that a removal
    /// may begin during another phase: that phase is then kept aside and comes back if the
    /// removal fails (the engine refused).
    enum class Phase {
        Idle,          ///< nothing in flight: the job's containers are watched
        Submitting,    ///< images pulled, workdir written, network created
        Starting,      ///< containers being created and started
        StoppingSteps, ///< stopping what still runs after a failure or a deadline
        Removing,      ///< containers, network and folders being deleted
    };
    Q_ENUM(Phase)

    explicit ContainerJob(QObject *parent = nullptr);
    ~ContainerJob() override;

    ContainerJobState state;
    JobPlan plan;          ///< full plan while this process runs the job
    QByteArray specYaml;   ///< the submitted TrainJob, secrets masked
    bool havePlan = false; ///< false after a restart: the job is watched, not driven
    QHash<QString, QString> containerState; ///< step -> engine state (created, running, exited)
    QHash<QString, QString> inspectedState; ///< step -> engine state at the last inspect
    JobSnapshot lastEmitted;
    /// The last trainerstatus.json read (docs/progress-api.md) and its modification time.
    StatusApi::TrainerStatus progress;
    QDateTime progressModified;

    Phase phase() const { return m_phase; }
    /// In `p`, or in `p` kept aside by a removal.
    bool in(Phase p) const;
    /// An orchestration step is in flight: its state file waits until it is done.
    bool busy() const { return in(Phase::Submitting) || in(Phase::Starting); }
    void enter(Phase p);
    /// Back to Idle if the job is in `p` (a removal keeps Removing).
    void leave(Phase p);
    void beginRemoval();
    /// The removal failed: the job is back in the phase it was in.
    void endRemoval();

    /// Aborts every operation still running on this job (they resolve as cancelled).
    void abortOperations(const QString &why);

private:
    Phase m_phase = Phase::Idle;
    Phase m_beforeRemoval = Phase::Idle;
};

} // namespace TrainDeck::Container
