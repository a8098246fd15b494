// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"
#include "core/pipeline/plugin.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace TrainDeck {

/// One step as a backend sees it now.
struct StepSnapshot
{
    QString name; ///< dataset-initializer, model-initializer, node-0 ...
    StepKind kind = StepKind::Node;
    int rank = -1;
    StepState state = StepState::Unknown;
    std::optional<int> exitCode;
    QString message;    ///< why it failed, or what it waits for
    QString objectName; ///< container, process label or pod name
    QString objectId;   ///< container id, pid, pod uid
    QString image;
    QDateTime startedAt;
    QDateTime finishedAt;

    friend bool operator==(const StepSnapshot &, const StepSnapshot &) = default;
};

/// Something that happened to a job (engine events, status changes, Kubernetes events).
struct JobEvent
{
    QDateTime time;
    QString object; ///< the step or object it concerns
    QString reason;
    QString message;
    bool warning = false;

    /// The form the backends keep in their state files.
    nlohmann::ordered_json toJson() const;
    static JobEvent fromJson(const nlohmann::ordered_json &o);

    friend bool operator==(const JobEvent &, const JobEvent &) = default;
};

/// What the UI and the CLI know of a job at one moment: pushed by a backend whenever it
/// changes (jobChanged), never polled by the views.
struct JobSnapshot
{
    Q_GADGET
public:
    /// Who made the job, as its backend can tell: TrainDeck (its own label or kept file), the
    /// Kubeflow Python SDK (its container backend's labels without TrainDeck's), or Unknown
    /// (a TrainJob another tool applied, an object missing the labels either side sets).
    enum class Origin { TrainDeck, KubeflowSdk, Unknown };
    Q_ENUM(Origin)

    QString name;
    BackendKind backend = BackendKind::Local;
    QString connection; ///< which engine or cluster (a socket, a context name)
    QString nameSpace;  ///< Kubernetes: the job's namespace; empty elsewhere
    /// The object's kind: TrainJob, or a Training Operator v1 kind (PyTorchJob, TFJob, ...)
    /// listed beside TrainJobs, which Backend::convertToTrainJob turns into a TrainJob.
    QString kind = QStringLiteral("TrainJob");
    QString runtimeName;
    QString framework;
    JobStatus status = JobStatus::Unknown;
    QString statusReason;
    QString statusMessage;
    int numNodes = 0;
    QDateTime created;
    QDateTime started;
    QDateTime finished;
    QList<StepSnapshot> steps;
    QList<JobEvent> events;
    /// status.trainerStatus, when the training code reports it (Trainer 2.2+, feature gate
    /// TrainJobStatus): -1 when not reported.
    int progressPercent = -1;
    int remainingSeconds = -1;
    QList<std::pair<QString, QString>> metrics; ///< name, value as reported
    QDateTime progressUpdated;
    QString logDir;              ///< the LogStore folder of this job
    QString workdir;             ///< the host folder that plays /workspace, when there is one
    bool madeByTrainDeck = true; ///< false for jobs started by the Python SDK
    /// Who made it; TrainDeck exactly when madeByTrainDeck (setOrigin keeps the two together).
    Origin origin = Origin::TrainDeck;

    const StepSnapshot *step(const QString &stepName) const;
    bool isFinished() const { return status == JobStatus::Complete || status == JobStatus::Failed; }
    /// Kubeflow has no Cancelled status, so a cancelled job stays Failed with reason
    /// Cancelled (what the SDK and kubectl read); everything the user sees tells the two apart
    /// through this: a cancelled job reads Cancelled, in a neutral colour, never a failure.
    bool isCancelled() const;
    /// "TrainDeck", "KubeflowSdk", "Unknown": the form state and history files keep.
    static QString originName(Origin o);
    /// The Origin named `name`; Unknown for anything else.
    static Origin originFromName(const QString &name);
    /// Sets origin and madeByTrainDeck together.
    void setOrigin(Origin o)
    {
        origin = o;
        madeByTrainDeck = o == Origin::TrainDeck;
    }
    /// The statusReason of a cancelled job.
    static QString cancelledReason() { return QStringLiteral("Cancelled"); }
    nlohmann::ordered_json toJson() const;
    /// What the status plugin judges: one observation per step.
    QList<StepObservation> observations() const;
    /// started: the earliest step start; finished, when unset, the job finished and no step
    /// still running: the latest step end (call after setting the status).
    void spanFromSteps();

    friend bool operator==(const JobSnapshot &, const JobSnapshot &) = default;
};

} // namespace TrainDeck

Q_DECLARE_METATYPE(TrainDeck::JobSnapshot)
