// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"
#include "core/support/result.h"

#include <nlohmann/json.hpp>

namespace TrainDeck::Container {

/// What the container backend remembers of a job in <jobs>/<job>/state.json: enough to list
/// it with its last known status after its containers are gone (history), and to know which
/// steps it has. Secrets are never written: no env, no plan values, only names and images.
struct ContainerJobState
{
    struct Step
    {
        QString name;
        StepKind kind = StepKind::Node;
        int rank = -1;
        QString objectName; ///< container name
        QString containerId;
        QString image;
        StepState state = StepState::Pending;
        std::optional<int> exitCode;
        QString message;
        QDateTime started;
        QDateTime finished;
    };

    QString name;
    QString runtimeName;
    QString framework;
    int numNodes = 0;
    QString network;
    QString networkId;
    /// The job network's gateway, where the progress API listens for this job's containers
    /// (host.traindeck.internal in them); empty when the job has no progress API.
    QString progressGateway;
    QString workdir;
    bool autoRemove = true;
    bool madeByTrainDeck = true;
    /// Who made it when not TrainDeck: the SDK when its containers carry every label the
    /// SDK's container backend sets (ContainerReconciler::adopt), else Unknown.
    JobSnapshot::Origin origin = JobSnapshot::Origin::TrainDeck;
    QDateTime created;
    bool cancelled = false;
    QString failure; ///< a job-level failure that no step carries (an orchestration error)
    QList<Step> steps;
    QList<JobEvent> events;

    Step *step(const QString &stepName);
    const Step *step(const QString &stepName) const;
    void addEvent(const QString &object,
                  const QString &reason,
                  const QString &message,
                  bool warning = false);

    nlohmann::ordered_json toJson() const;
    static Result<ContainerJobState> fromJson(const nlohmann::ordered_json &j);
    Result<void> save(const QString &path) const;
    static Result<ContainerJobState> load(const QString &path);
};

} // namespace TrainDeck::Container
