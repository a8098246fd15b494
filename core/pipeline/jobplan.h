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

struct PlanNetwork
{
    QString name;
    QMap<QString, QString> labels;
};

/// A host folder shared by steps (the job's workspace).
struct PlanVolume
{
    QString name;
    QString hostPath;
};

struct PlanMount
{
    QString volume; ///< PlanVolume::name
    QString path;   ///< where the step sees it (/workspace in containers)
    bool readOnly = false;
};

/// A file the backend writes before it starts the steps (scripts, hostfiles). `path` is
/// relative to the job's folder.
struct PlanFile
{
    QString path;
    QByteArray content;
    bool executable = false;
};

/// One unit of work: an initializer or a node, as a container, a process or a pod.
struct PlanStep
{
    QString name; ///< dataset-initializer, model-initializer, node-0 ...
    StepKind kind = StepKind::Node;
    int rank = -1;       ///< node rank, -1 for initializers
    QString objectName;  ///< container name, or process label (<job>-node-0)
    QString image;       ///< empty for local processes
    QStringList command; ///< argv; for local processes the program is command[0]
    QStringList args;
    EnvList env;
    QList<PlanMount> mounts;
    QMap<QString, QString> labels;
    QStringList dependsOn; ///< step names that must succeed first
    ResourceMap resources;
    QString workingDir;
    QString network;
    QString hostname;
    QList<int> ports;
    int timeoutSeconds = 0; ///< 0: none (initializers get one from the context)
};

/// What a backend will create for a job: the pipeline's output, the dry-run preview, and
/// what the architecture view draws. Backend-neutral: containers, processes and pods all
/// come from this.
struct JobPlan
{
    QString jobName;
    QString namespaceName;
    QString runtimeName;
    QString framework;
    BackendKind backend = BackendKind::Local;
    MLPolicyKind policy = MLPolicyKind::Plain;
    TrainerKind trainerKind = TrainerKind::CustomTrainer;
    int numNodes = 1;
    int numProcPerNode = 1;
    QString masterAddress;
    int masterPort = 0;
    QString workdir;        ///< host folder that plays /workspace
    bool gangStart = false; ///< create every node before starting any (pod-group policy)
    QString pullPolicy;     ///< IfNotPresent, Always, Never (container backends)

    QList<PlanNetwork> networks;
    QList<PlanVolume> volumes;
    QList<PlanFile> files;
    QList<PlanStep> steps;
    /// Kubernetes: the TrainJob object to submit (the controller builds the pods).
    nlohmann::ordered_json trainJobObject;
    /// Env names the user marked secret (TrainJob::secretEnv), masked like those whose
    /// names say they are secret.
    QStringList secretEnv;
    QStringList warnings;

    const PlanStep *step(const QString &name) const;
    QList<const PlanStep *> nodeSteps() const;
    QList<const PlanStep *> initializerSteps() const;

    /// Stable JSON for `traindeck-cli plan --json`, golden files and the preview. Secret
    /// values are masked unless `revealSecrets`.
    nlohmann::ordered_json toJson(bool revealSecrets = false) const;
    /// A human-readable text rendering for `traindeck-cli plan`.
    QString toText() const;
};

} // namespace TrainDeck
