// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace TrainDeck::Kubernetes {

/// How a Training Operator v1 job (PyTorchJob, TFJob, MPIJob, XGBoostJob, PaddleJob, JAXJob;
/// LegacyJobKind) reads as a JobSnapshot beside TrainJobs. Free of I/O: the worker lists the
/// object, its pods (podSelector) and its events, and hands them here.
class LegacyJob
{
    Q_DECLARE_TR_FUNCTIONS(LegacyJob)
public:
    /// The operator's pod labels (training.kubeflow.org/*).
    static inline const QString JobNameLabel = QStringLiteral("training.kubeflow.org/job-name");
    static inline const QString ReplicaTypeLabel
        = QStringLiteral("training.kubeflow.org/replica-type");
    static inline const QString ReplicaIndexLabel
        = QStringLiteral("training.kubeflow.org/replica-index");

    /// The label selector of the pods the operator made for `job` (one namespace): list
    /// them in the job's namespace; snapshot() drops pods another kind's job of the same
    /// name owns.
    static QString podSelector(const QString &job);

    /// The job as TrainDeck shows it. `object` is the v1 object as the API serves it, `pods`
    /// those podSelector found, `events` those about the job and its pods.
    ///
    /// Status: the last condition with status True among Created, Running, Restarting,
    /// Succeeded, Failed and Suspended (Restarting reads Running; its reason says so), with
    /// its reason and message; Created when there is none yet. One step per replica
    /// (`master-0`, `worker-1`: replica type in lower case and index): of pods that share a
    /// replica, the newest by creationTimestamp is the step, as the operator re-creates a
    /// failed pod under the same labels.
    static JobSnapshot snapshot(const nlohmann::ordered_json &object,
                                const QList<nlohmann::ordered_json> &pods,
                                const QList<JobEvent> &events,
                                const QString &connection);
};

} // namespace TrainDeck::Kubernetes
