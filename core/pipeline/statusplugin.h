// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"
#include "core/pipeline/plugin.h"

#include <QCoreApplication>

namespace TrainDeck {

/// Derives a job's status from its steps, in this order:
///
/// | condition                                        | status    |
/// |--------------------------------------------------|-----------|
/// | the job was cancelled                            | Failed    |
/// | any step Failed                                  | Failed    |
/// | suspended                                        | Suspended |
/// | no steps                                         | Created   |
/// | every step Succeeded                             | Complete  |
/// | any step Running                                 | Running   |
/// | some Succeeded, the rest Pending/Created         | Running   |
/// | every step Pending or Created                    | Created   |
/// | otherwise (some Unknown, none running)           | Unknown   |
///
/// Unlike the SDK it never calls a job Complete while a step is Unknown (sdk#562) or leaves
/// a finished local job Created (sdk#315), and a failure names the step and its exit code.
class StatusPlugin final : public TrainJobStatusPlugin
{
    Q_DECLARE_TR_FUNCTIONS(StatusPlugin)
public:
    QString name() const override { return QStringLiteral("TrainJobStatus"); }
    JobStatusReport
    status(const QList<StepObservation> &steps, bool suspended, bool cancelled) const override;

    /// A cluster's TrainJob (docs/kubeflow.md, "Status of a cluster's TrainJob"): the controller's
    /// conditions decide when present (Failed, Complete, Suspended=True), otherwise the pods do.
    /// Unlike the SDK, a resumed job (Suspended=False, reason Resumed) is not stuck at Created
    /// (sdk#803), and a job whose initializers or nodes run is Running before any condition
    /// appears.
    JobStatusReport status(const TrainJobStatusData &cluster,
                           const QList<StepObservation> &pods,
                           int numNodes) const;
};

} // namespace TrainDeck
