// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/legacyjobkind.h"

namespace TrainDeck::Kubernetes {

QString LegacyJobKind::apiVersion()
{
    return QStringLiteral("kubeflow.org/v1");
}

const QList<LegacyJobKind> &LegacyJobKind::all()
{
    const auto l = [](const char *s) {
        return QString::fromLatin1(s);
    };
    // Field, container and replica type names are the operator's (its v1 API types); a
    // Master or Chief is rank 0 and counts as a node, as torchrun and TF_CONFIG treat it.
    static const QList<LegacyJobKind> kinds{
        {l("PyTorchJob"),
         KubeResource::pyTorchJobs(),
         l("pytorchReplicaSpecs"),
         l("torch"),
         l("pytorch"),
         {l("Master"), l("Worker")},
         {l("Master"), l("Worker")}},
        {l("TFJob"),
         KubeResource::tfJobs(),
         l("tfReplicaSpecs"),
         l("tensorflow"),
         l("tensorflow"),
         {l("Chief"), l("Master"), l("Worker"), l("PS"), l("Evaluator")},
         {l("Chief"), l("Master"), l("Worker")}},
        {l("MPIJob"),
         KubeResource::mpiJobs(),
         l("mpiReplicaSpecs"),
         l("mpi"),
         l("mpi"),
         {l("Launcher"), l("Worker")},
         {l("Worker")}},
        {l("XGBoostJob"),
         KubeResource::xgboostJobs(),
         l("xgbReplicaSpecs"),
         l("xgboost"),
         l("xgboost"),
         {l("Master"), l("Worker")},
         {l("Master"), l("Worker")}},
        {l("PaddleJob"),
         KubeResource::paddleJobs(),
         l("paddleReplicaSpecs"),
         l("paddle"),
         l("paddle"),
         {l("Master"), l("Worker")},
         {l("Master"), l("Worker")}},
        {l("JAXJob"),
         KubeResource::jaxJobs(),
         l("jaxReplicaSpecs"),
         l("jax"),
         l("jax"),
         {l("Worker")},
         {l("Worker")}},
    };
    return kinds;
}

const LegacyJobKind *LegacyJobKind::find(const QString &kind)
{
    for (const LegacyJobKind &k : all()) {
        if (k.kind == kind)
            return &k;
    }
    return nullptr;
}

} // namespace TrainDeck::Kubernetes
