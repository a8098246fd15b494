// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/runtime.h"
#include "core/support/error.h"
#include "core/support/result.h"

#include <QCoreApplication>
#include <QList>

#include <functional>

#include <nlohmann/json.hpp>

namespace TrainDeck::Kubernetes {

class KubeClient;

/// The training runtimes a cluster offers, as the Kubeflow SDK lists them: every
/// ClusterTrainingRuntime and the TrainingRuntimes of the namespace, a namespaced one
/// hiding a cluster one of the same name; runtimes without the
/// trainer.kubeflow.org/framework label are left out with a warning.
class ClusterRuntimes
{
    Q_DECLARE_TR_FUNCTIONS(ClusterRuntimes)
public:
    struct Listing
    {
        QList<Runtime> runtimes; ///< sorted by name
        QList<Error> warnings;   ///< runtimes left out, and why
    };

    static void
    list(KubeClient *client, const QString &nameSpace, std::function<void(Result<Listing>)> done);
    /// The merge, free of I/O: `cluster` and `namespaced` are the listed objects.
    static Listing merge(const QList<nlohmann::ordered_json> &cluster,
                         const QList<nlohmann::ordered_json> &namespaced,
                         const QString &origin);
};

} // namespace TrainDeck::Kubernetes
