// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"
#include "core/domain/envvar.h"
#include "core/domain/trainer.h"

#include <QMap>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace TrainDeck {

/// spec.mlPolicy of a runtime.
struct MLPolicy
{
    MLPolicyKind kind = MLPolicyKind::Plain;
    int numNodes = 1;
    QString numProcPerNode; ///< mpi/flux: an integer as text; empty when not given
    QString mpiImplementation;
    QString sshAuthMountPath;
    bool runLauncherAsNode = false;
};

/// What the pipeline needs to know of one replicatedJob of the runtime's JobSet template.
struct ReplicatedJob
{
    QString name;         ///< node, launcher, dataset-initializer, model-initializer
    QString ancestorStep; ///< label trainer.kubeflow.org/trainjob-ancestor-step, if any
    int replicas = 1;
    QString containerName;
    QString image;
    QStringList command;
    QStringList args;
    EnvList env;
    ResourceMap resources;    ///< limits (falling back to requests) of the main container
    QStringList dependsOn;    ///< names of replicatedJobs this one waits for
    QStringList volumeMounts; ///< mount paths of the main container
};

/// A ClusterTrainingRuntime or TrainingRuntime (SDK Runtime + RuntimeTrainer).
struct Runtime
{
    QString name;
    QString namespaceName; ///< TrainingRuntime only
    RuntimeKind kind = RuntimeKind::ClusterTrainingRuntime;
    QString framework;                                    ///< label trainer.kubeflow.org/framework
    TrainerKind trainerType = TrainerKind::CustomTrainer; ///< BuiltinTrainer for torchtune
    QString image;                                        ///< the node container's image
    QStringList command;                                  ///< the node container's command
    int numNodes = 1;
    QString device = QStringLiteral("Unknown");
    QString deviceCount = QStringLiteral("Unknown");
    MLPolicy mlPolicy;
    bool hasPodGroupPolicy = false;
    bool deprecated = false; ///< label trainer.kubeflow.org/support: deprecated
    /// Why jobs cannot use it (a cluster runtime without the framework label, or one
    /// TrainDeck cannot read); empty for a usable runtime. Listed, never hidden.
    QString unusableReason;
    QString pretrainedModel; ///< model-initializer STORAGE_URI of builtin runtimes
    QList<ReplicatedJob> replicatedJobs;
    QMap<QString, QString> labels;

    QString sourceFile;              ///< where it was loaded from (":/runtimes/..." for ours)
    nlohmann::ordered_json document; ///< the whole object, for round trips and the YAML view

    const ReplicatedJob *replicatedJob(const QString &name) const;
    /// The replicatedJob that runs the training (ancestor `trainer`, else `node`).
    const ReplicatedJob *trainerJob() const;
};

} // namespace TrainDeck
