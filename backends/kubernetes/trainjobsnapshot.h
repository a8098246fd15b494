// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>

#include <nlohmann/json.hpp>

namespace TrainDeck::Kubernetes {

/// What TrainDeck shows of a cluster's TrainJob, made from what the watches hold: the
/// TrainJob object, its pods and the namespace's events. Free of I/O.
///
/// Steps come from the pods' JobSet labels (replicatedjob-name, job-completion-index), as the
/// SDK names them (dataset-initializer, model-initializer, node-R; MPI runtimes that run the
/// launcher as a node shift the other nodes by one). A pod the Job controller made again for
/// the same step replaces the old one (the newest wins) instead of adding a step. The status
/// is StatusPlugin's reading of the controller's conditions and the pods.
class TrainJobSnapshot
{
    Q_DECLARE_TR_FUNCTIONS(TrainJobSnapshot)

public:
    using json = nlohmann::ordered_json;

    struct Input
    {
        json trainJob;
        QList<json> pods;   ///< the job's pods (selected by the JobSet name label)
        QList<json> events; ///< events of the namespace; those of other objects are skipped
        QString connection;
        QString logDir;
        QString framework; ///< the runtime's, when known
        /// The runtime's node count, for a TrainJob that does not say spec.trainer.numNodes.
        int runtimeNumNodes = 1;
    };

    static JobSnapshot build(const Input &input);

    /// The step a pod runs, from its JobSet labels; empty when it runs none we know.
    static QString stepName(const json &pod);
    /// One pod as a step: state, exit code, why it waits or failed, times.
    static StepSnapshot step(const json &pod);
    /// The pods of `pods` that are the current ones of their steps, by step name.
    static QHash<QString, json> currentPods(const QList<json> &pods);
    /// Whether a Kubernetes event concerns the TrainJob `job`: the TrainJob, its JobSet, its
    /// Jobs (<job>-<replicatedJob>-<index>) or one of `podNames`.
    static bool concerns(const json &event, const QString &job, const QSet<QString> &podNames);
    static JobEvent event(const json &event);
    /// The container that runs the step of `pod` (node, dataset-initializer, ...).
    static QString containerName(const json &pod);
};

} // namespace TrainDeck::Kubernetes
