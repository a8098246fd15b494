// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

namespace TrainDeck::Kubernetes {

/// A kind of object the API serves, and where: the REST paths of the Kubernetes API
/// conventions (/api/v1 for the core group, /apis/GROUP/VERSION otherwise).
struct KubeResource
{
    QString group; ///< empty: the core group
    QString version;
    QString plural;
    QString kind;
    bool namespaced = true;

    static KubeResource trainJobs();
    static KubeResource trainingRuntimes();
    static KubeResource clusterTrainingRuntimes();
    static KubeResource pods();
    /// metrics.k8s.io/v1beta1 PodMetrics, served by metrics-server when it is installed.
    static KubeResource podMetrics();
    static KubeResource events();
    static KubeResource configMaps();
    static KubeResource namespaces();
    /// The Training Operator v1 kinds (kubeflow.org/v1), listed beside TrainJobs
    /// (LegacyJobKind says which is which).
    static KubeResource pyTorchJobs();
    static KubeResource tfJobs();
    static KubeResource mpiJobs();
    static KubeResource xgboostJobs();
    static KubeResource paddleJobs();
    static KubeResource jaxJobs();

    /// apiVersion as objects carry it: v1, trainer.kubeflow.org/v1alpha1.
    QString apiVersion() const;
    /// The group-version prefix: /api/v1 or /apis/GROUP/VERSION.
    QByteArray groupVersionPath() const;
    /// The collection (`name` empty) or one object, in `nameSpace` when namespaced (all
    /// namespaces when it is empty), with an optional subresource (status, log).
    QByteArray
    path(const QString &nameSpace, const QString &name = {}, const QString &subresource = {}) const;
    /// trainjobs.trainer.kubeflow.org, pods: the name kubectl and error messages use.
    QString qualifiedName() const;

    friend bool operator==(const KubeResource &, const KubeResource &) = default;
};

} // namespace TrainDeck::Kubernetes
