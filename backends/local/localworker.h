// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/local/localbackend.h"
#include "backends/local/localjobstate.h"
#include "backends/local/procsampler.h"
#include "backends/local/steplogindex.h"
#include "core/backend/jobworker.h"
#include "libs/statusapi/trainerstatus.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QMap>
#include <QObject>
#include <QPromise>
#include <QSet>
#include <QTimer>

#include <map>

namespace TrainDeck::Local {

/// The local backend's state machine; lives in the backend's worker thread and is only ever
/// called there.
class LocalWorker final : public JobWorker
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalWorker)

public:
    explicit LocalWorker(LocalBackend::Options options);
    ~LocalWorker() override;

    /// Reattaches to the jobs in the data folder and starts polling.
    void start() override;
    /// The dry run, with the rendezvous port a submission would choose instead of 29500.
    Result<JobPlan> plan(const TrainJob &job) const override;
    Result<JobPlan> plan(const TrainJob &job, int masterPort) const;
    void submit(const TrainJob &job, NamePromise promise) override;
    Result<QString> submit(const TrainJob &job);
    QList<JobSnapshot> snapshots() const override;
    Result<JobSnapshot> snapshot(const QString &name) const override;
    void cancel(const QString &name, BoolPromise promise) override;
    Result<bool> cancel(const QString &name);
    void remove(const QString &name, BoolPromise promise) override;
    /// The step's process as this worker started it: pid, argv, the env TrainDeck set
    /// (secrets masked), the workspace, the exit code.
    void inspectStep(const QString &name, const QString &step, InspectionPromise promise) override;
    Result<StepInspection> inspectStep(const QString &name, const QString &step) const;

    /// How often a watched job's process groups are measured.
    static constexpr int resourceIntervalMs = 1000;

protected:
    void startResources(const QString &name) override;
    void stopResources(const QString &name) override;

private:
    struct Job
    {
        LocalJobState state;
        JobPlan plan;          ///< full plan (with secrets) while this process runs the job
        bool havePlan = false; ///< false after a restart: only the masked plan is known
        bool terminating = false;
        qint64 killDeadlineMs = 0;
        JobSnapshot lastEmitted;
        std::map<QString, StepLogIndex> logIndex; ///< per step, created when it starts
        /// The last trainerstatus.json read (the progress API's, docs/progress-api.md) and
        /// its modification time, so that polling rereads it only when it changed.
        StatusApi::TrainerStatus progress;
        QDateTime progressModified;
    };

    QString jobDir(const QString &name) const;
    void poll();
    /// Adopts job folders this worker does not know yet (made by another process) and
    /// forgets jobs whose folder is gone.
    void discoverJobs();
    /// The folder of a new job, made so that it never exists half made without saying so.
    Result<void> makeJobDir(const QString &name);
    /// Removes the folder `entry` of the jobs folder when a submit that was killed left it;
    /// true when it did.
    bool removeInterruptedSubmit(const QString &entry);
    /// Keeps the connection's warning saying which job folders did not load, and why.
    void reportUnreadable(const QSet<QString> &present);
    /// Advances one job: reaps steps, starts the next phase, stops siblings of a failed
    /// step. Returns true when something changed.
    bool advance(Job &job);
    Result<void> startStep(Job &job, const QString &stepName);
    void terminate(Job &job, const QString &why);
    JobSnapshot toSnapshot(const Job &job) const;
    void publish(Job &job);
    void save(const Job &job) const;
    void finishRemoval(const QString &name);
    void ensurePolling();
    void indexLogs(Job &job);
    /// Measures every watched job's running steps (ProcSampler) and emits the samples.
    void sampleResources();
    /// Rereads the job's trainerstatus.json when it changed; true when the progress did.
    bool readProgress(Job &job);

    LocalBackend::Options m_options;
    QHash<QString, Job> m_jobs;
    QTimer *m_timer; ///< a child, so it moves to the worker thread with us
    QElapsedTimer m_discovery;
    struct Unreadable
    {
        QDateTime modified; ///< of the state file when it did not load
        QString why;        ///< the error, with the file's path
    };
    QMap<QString, Unreadable> m_unreadable; ///< job folders whose state.json did not load
    QString m_unreadableWarning;            ///< what the connection says about them
    ProcSampler m_sampler;
    QTimer *m_resourceTimer; ///< runs while a job is watched
    QSet<QString> m_watched;
    QSet<QString> m_saidUnavailable; ///< watched jobs told that nothing runs
};

} // namespace TrainDeck::Local
