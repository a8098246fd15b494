// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QString>

#include <optional>

/// The vocabulary of the Kubeflow Trainer job model shared by every layer.
namespace TrainDeck {
Q_NAMESPACE

/// TrainJob status as the Kubeflow SDK reports it, plus Suspended (a controller condition the
/// SDK hides).
enum class JobStatus { Created, Running, Complete, Failed, Suspended, Unknown };
Q_ENUM_NS(JobStatus)

/// What one step (an initializer or a node) is doing. Pending: waiting for its dependencies.
enum class StepState { Pending, Created, Running, Succeeded, Failed, Unknown };
Q_ENUM_NS(StepState)

enum class StepKind { DatasetInitializer, ModelInitializer, Node };
Q_ENUM_NS(StepKind)

enum class RuntimeKind { ClusterTrainingRuntime, TrainingRuntime };
Q_ENUM_NS(RuntimeKind)

/// Which ML policy block a runtime's spec.mlPolicy carries. Plain: none of them.
enum class MLPolicyKind { Plain, Torch, Mpi, Jax, XGBoost, Flux };
Q_ENUM_NS(MLPolicyKind)

enum class TrainerKind { CustomTrainer, CustomTrainerContainer, BuiltinTrainer };
Q_ENUM_NS(TrainerKind)

enum class BackendKind { Local, Docker, Podman, Kubernetes };
Q_ENUM_NS(BackendKind)

enum class InitializerKind { None, HuggingFace, S3, DataCache };
Q_ENUM_NS(InitializerKind)

/// TorchTune's dtype setting (bf16, fp32); Unset leaves the recipe's default.
enum class TorchTuneDataType { Unset, BF16, FP32 };
Q_ENUM_NS(TorchTuneDataType)

QString enumName(JobStatus s);
QString enumName(StepState s);
QString enumName(RuntimeKind k);
QString enumName(MLPolicyKind k);
QString enumName(TrainerKind k);
QString enumName(BackendKind k);
QString enumName(InitializerKind k);
/// Named enumName, not toString: QTest finds a toString by ADL and would call ours.
/// Step name for the initializer kinds; node steps are named by nodeStepName().
QString stepName(StepKind kind);
QString nodeStepName(int rank);

std::optional<JobStatus> jobStatusFromString(const QString &s);
std::optional<StepState> stepStateFromString(const QString &s);
std::optional<RuntimeKind> runtimeKindFromString(const QString &s);
/// Accepts local, docker, podman, kubernetes (and k8s), case-insensitive.
std::optional<BackendKind> backendKindFromString(const QString &s);

} // namespace TrainDeck
