// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kuberesource.h"

#include <QUrl>

namespace TrainDeck::Kubernetes {

namespace {
const QString kTrainer = QStringLiteral("trainer.kubeflow.org");
const QString kTrainerVersion = QStringLiteral("v1alpha1");
const QString kTrainingOperator = QStringLiteral("kubeflow.org");

KubeResource trainingOperatorV1(const char *plural, const char *kind)
{
    return {kTrainingOperator,
            QStringLiteral("v1"),
            QString::fromLatin1(plural),
            QString::fromLatin1(kind),
            true};
}

QByteArray segment(const QString &s)
{
    return QUrl::toPercentEncoding(s);
}
} // namespace

KubeResource KubeResource::trainJobs()
{
    return {
        kTrainer, kTrainerVersion, QStringLiteral("trainjobs"), QStringLiteral("TrainJob"), true};
}

KubeResource KubeResource::trainingRuntimes()
{
    return {kTrainer,
            kTrainerVersion,
            QStringLiteral("trainingruntimes"),
            QStringLiteral("TrainingRuntime"),
            true};
}

KubeResource KubeResource::clusterTrainingRuntimes()
{
    return {kTrainer,
            kTrainerVersion,
            QStringLiteral("clustertrainingruntimes"),
            QStringLiteral("ClusterTrainingRuntime"),
            false};
}

KubeResource KubeResource::pods()
{
    return {{}, QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("Pod"), true};
}

KubeResource KubeResource::podMetrics()
{
    return {QStringLiteral("metrics.k8s.io"),
            QStringLiteral("v1beta1"),
            QStringLiteral("pods"),
            QStringLiteral("PodMetrics"),
            true};
}

KubeResource KubeResource::events()
{
    return {{}, QStringLiteral("v1"), QStringLiteral("events"), QStringLiteral("Event"), true};
}

KubeResource KubeResource::configMaps()
{
    return {
        {}, QStringLiteral("v1"), QStringLiteral("configmaps"), QStringLiteral("ConfigMap"), true};
}

KubeResource KubeResource::namespaces()
{
    return {
        {}, QStringLiteral("v1"), QStringLiteral("namespaces"), QStringLiteral("Namespace"), false};
}

KubeResource KubeResource::pyTorchJobs()
{
    return trainingOperatorV1("pytorchjobs", "PyTorchJob");
}

KubeResource KubeResource::tfJobs()
{
    return trainingOperatorV1("tfjobs", "TFJob");
}

KubeResource KubeResource::mpiJobs()
{
    return trainingOperatorV1("mpijobs", "MPIJob");
}

KubeResource KubeResource::xgboostJobs()
{
    return trainingOperatorV1("xgboostjobs", "XGBoostJob");
}

KubeResource KubeResource::paddleJobs()
{
    return trainingOperatorV1("paddlejobs", "PaddleJob");
}

KubeResource KubeResource::jaxJobs()
{
    return trainingOperatorV1("jaxjobs", "JAXJob");
}

QString KubeResource::apiVersion() const
{
    return group.isEmpty() ? version : group + QLatin1Char('/') + version;
}

QByteArray KubeResource::groupVersionPath() const
{
    return group.isEmpty() ? "/api/" + segment(version)
                           : "/apis/" + segment(group) + '/' + segment(version);
}

QByteArray
KubeResource::path(const QString &nameSpace, const QString &name, const QString &subresource) const
{
    QByteArray p = groupVersionPath();
    if (namespaced && !nameSpace.isEmpty())
        p += "/namespaces/" + segment(nameSpace);
    p += '/' + segment(plural);
    if (!name.isEmpty())
        p += '/' + segment(name);
    if (!subresource.isEmpty())
        p += '/' + segment(subresource);
    return p;
}

QString KubeResource::qualifiedName() const
{
    return group.isEmpty() ? plural : plural + QLatin1Char('.') + group;
}

} // namespace TrainDeck::Kubernetes
