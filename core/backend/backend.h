// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/engineimage.h"
#include "core/backend/imagecheck.h"
#include "core/backend/jobsnapshot.h"
#include "core/backend/resourcesample.h"
#include "core/backend/stepinspection.h"
#include "core/backend/trainjobconversion.h"
#include "core/domain/runtime.h"
#include "core/domain/trainjob.h"
#include "core/pipeline/jobplan.h"
#include "core/support/result.h"

#include <QFuture>
#include <QMutex>
#include <QObject>

namespace TrainDeck {

/// One connection to where jobs run: this machine's processes, a Docker or Podman engine,
/// or (later) a Kubernetes context.
///
/// Threading: a backend owns all I/O for its connection and does it in its own worker thread
/// (a QThread it owns). Every method below may be called from any thread, returns at once,
/// and delivers its answer through the QFuture (resolved in the worker thread: use
/// QFuture::then with a context object, or a QFutureWatcher, to come back to yours). Pushed
/// state arrives through the signals, which are emitted in the worker thread and therefore
/// reach objects in other threads queued. Nothing here ever blocks the caller.
///
/// Logs: while a job runs, the backend streams every step's output into the LogStore folder
/// logDir(job) (one file per step, see libs/logs); views read the store.
class Backend : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Backend)

public:
    enum class ConnectionState { Offline, Connecting, Connected, Lost };
    Q_ENUM(ConnectionState)

    explicit Backend(QObject *parent = nullptr);
    ~Backend() override;

    virtual BackendKind kind() const = 0;
    /// Stable identity of the connection: "local", "unix:///run/docker.sock", a context name.
    virtual QString connection() const = 0;
    /// What the connection selector shows.
    virtual QString displayName() const = 0;

    ConnectionState connectionState() const;
    QString connectionReason() const;
    /// A standing concern about how this connection is made, such as an engine reached
    /// without TLS or with certificate checks turned off; empty when there is none. The
    /// connection selector shows it on its state line and traindeck-cli on stderr.
    QString connectionWarning() const;

    /// Connects in the background, reattaches to existing jobs (pushing a jobChanged for
    /// each) and starts watching. Safe to call again after a loss to retry.
    virtual void start() = 0;

    virtual QFuture<Result<QList<Runtime>>> runtimes() = 0;
    /// Dry run: the plan this backend would realize for `job`.
    virtual QFuture<Result<JobPlan>> plan(const TrainJob &job) = 0;
    /// Validates, plans and starts the job; resolves to its name once it is created (not
    /// finished). Progress arrives as jobChanged.
    virtual QFuture<Result<QString>> submit(const TrainJob &job) = 0;
    virtual QFuture<Result<QList<JobSnapshot>>> jobs() = 0;
    virtual QFuture<Result<JobSnapshot>> job(const QString &name) = 0;
    /// Stops a running job (its status becomes Failed, reason Cancelled); keeps its logs.
    virtual QFuture<Result<bool>> cancel(const QString &name) = 0;
    /// Stops the job if needed and removes everything it created, logs included.
    virtual QFuture<Result<bool>> remove(const QString &name) = 0;
    /// Whether jobs here can be suspended and resumed (Kubernetes: spec.suspend).
    virtual bool canSuspend() const { return false; }
    /// Suspends a job: its pods go, the job and its logs stay, resume() starts it again.
    /// Unsupported where canSuspend() is false.
    virtual QFuture<Result<bool>> suspend(const QString &name);
    virtual QFuture<Result<bool>> resume(const QString &name);
    /// A job of an older kind the backend lists beside TrainJobs (JobSnapshot::kind, such as
    /// a Training Operator v1 PyTorchJob) written as the equivalent TrainJob, with what could
    /// not be carried over. Unsupported where there are none.
    virtual QFuture<Result<TrainJobConversion>> convertToTrainJob(const QString &name);
    /// The namespaces the user may pick from (Kubernetes); empty elsewhere.
    virtual QFuture<Result<QStringList>> namespaces();
    /// The images on the engine, for the builder's image picker. Unsupported on a backend
    /// without an image store of its own (local processes; a cluster's nodes pull their own).
    virtual QFuture<Result<QList<EngineImage>>> images();
    /// What submitting `job` would do about each image its plan names: present, pulled by
    /// the pull policy, or missing for good. Unsupported where images() is.
    virtual QFuture<Result<QList<ImageCheck>>> checkImages(const TrainJob &job);
    /// Starts (`on`) or stops measuring what `job`'s steps use (CPU, memory, network, block
    /// I/O): samples arrive as resourcesSampled while at least one caller watches (calls are
    /// counted per job), and resourcesUnavailable says why none can (no metrics server, a
    /// finished job). The default says this backend measures nothing.
    virtual void watchResources(const QString &job, bool on);
    /// What runs `step` of `job` now, as its runner describes it (a container inspect, the
    /// step's process, a pod): id, image, command, env with secrets masked, mounts, ports,
    /// exit code and restarts. NotFound when the step never started or what ran it is gone;
    /// the default says this backend cannot inspect steps.
    virtual QFuture<Result<StepInspection>> inspectStep(const QString &job, const QString &step);
    /// The LogStore folder of a job; valid before the job has written anything.
    virtual QString logDir(const QString &job) const = 0;
    /// True once every step of `job` that ran has its whole log in the store. Backends
    /// whose steps write the store directly are always complete; engines stream logs in
    /// after the fact, so a finished job's last lines may still be on their way. Cheap:
    /// reads small marker files, callable from any thread.
    virtual bool logsComplete(const JobSnapshot &job) const;
    /// The job as it was submitted, from the TrainJob file the backend kept for `job` (with
    /// its script and runtime, secrets masked: see docs/security.md), for Re-run and Clone.
    /// NotFound when the backend kept none. Reads one small file: callable from any thread.
    /// The default reads `trainjob.yaml` beside the snapshot's log folder, the layout
    /// backends with a job folder use (`<job folder>/logs`, `<job folder>/trainjob.yaml`);
    /// a backend that knows where it keeps jobs says so itself.
    virtual Result<TrainJob> submittedJob(const JobSnapshot &job) const;

    /// The name rule of submitted jobs (RFC 1035 label, checkRfc1035Name), applied by every
    /// backend to every name it is given or finds before any file-system or engine call:
    /// a name like "..", "." or "a/b" must never become part of a path (docs/security.md).
    static Result<void> checkJobName(const QString &name);
    /// JobSnapshot::statusReason of a job an engine lists under a name that breaks that rule:
    /// shown, never touched.
    static QString invalidNameReason();

Q_SIGNALS:
    void jobChanged(const TrainDeck::JobSnapshot &snapshot);
    void jobRemoved(const QString &name);
    void connectionChanged(TrainDeck::Backend::ConnectionState state, const QString &reason);
    /// New measurements of `job`'s steps, in time order (see watchResources).
    void resourcesSampled(const QString &job, const QList<TrainDeck::ResourceSample> &samples);
    /// `job`'s steps cannot be measured now, and why, in words for the user.
    void resourcesUnavailable(const QString &job, const QString &reason);

protected:
    /// Thread-safe; emits connectionChanged when the state or reason changes.
    void setConnectionState(ConnectionState state, const QString &reason = {});
    /// Thread-safe; emits connectionChanged (state and reason unchanged) when it changes, so
    /// that views showing the state show the warning too.
    void setConnectionWarning(const QString &warning);

private:
    mutable QMutex m_stateMutex;
    ConnectionState m_state = ConnectionState::Offline;
    QString m_reason;
    QString m_warning;
};

} // namespace TrainDeck
