// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kuberesource.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace TrainDeck::Kubernetes {

/// One of the six Training Operator v1 kinds (kubeflow.org/v1) that TrainDeck lists beside
/// TrainJobs and converts into them (docs/kubernetes.md, "Training Operator v1 jobs").
struct LegacyJobKind
{
    QString kind;              ///< PyTorchJob, TFJob, MPIJob, XGBoostJob, PaddleJob, JAXJob
    KubeResource resource;     ///< pytorchjobs.kubeflow.org ...
    QString replicaSpecsField; ///< spec.pytorchReplicaSpecs, spec.tfReplicaSpecs ...
    /// The framework in the vocabulary of the label trainer.kubeflow.org/framework (torch,
    /// jax, xgboost...), so that a v1 job and a TrainJob of one framework read the same.
    QString framework;
    /// The container the operator treats as the training one when the job names none.
    QString containerName;
    /// Every replica type the kind accepts, in the order its steps are listed.
    QStringList replicaTypes;
    /// The replica types that run the training on every node: what a TrainJob counts in
    /// numNodes. The others (PS, Evaluator, Launcher) have no TrainJob node equivalent.
    QStringList nodeReplicaTypes;

    /// kubeflow.org/v1: the apiVersion every one of them carries.
    static QString apiVersion();
    static const QList<LegacyJobKind> &all();
    /// The kind named `kind` exactly as objects spell it, nullptr for any other.
    static const LegacyJobKind *find(const QString &kind);
};

} // namespace TrainDeck::Kubernetes
