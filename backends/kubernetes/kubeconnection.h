// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubeclient.h"
#include "backends/kubernetes/kubeconfig.h"

#include <QCoreApplication>
#include <QProcessEnvironment>

#include <memory>

namespace TrainDeck::Kubernetes {

/// How a command line or a settings page names a cluster: kubectl's --kubeconfig,
/// --context and --namespace, with KUBECONFIG from the environment.
struct KubeConnectionOptions
{
    QString kubeconfig;     ///< --kubeconfig; empty: KUBECONFIG, else ~/.kube/config
    QString kubeconfigList; ///< the KUBECONFIG value
    QString context;        ///< empty: the current context
    QString nameSpace;      ///< empty: the context's
    /// For the in-cluster configuration, used when no kubeconfig is named or found (as
    /// kubectl does in a pod): the environment and where the service account is mounted
    /// (empty: /var/run/secrets/kubernetes.io/serviceaccount).
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    QString serviceAccountDir;
};

/// Whether a context answers, and what it serves: what `traindeck-cli contexts` prints.
struct KubeProbe
{
    bool connected = false;
    QString serverVersion; ///< gitVersion, e.g. v1.32.4
    bool trainerServed = false;
    QStringList trainerKinds; ///< TrainJob, TrainingRuntime, ClusterTrainingRuntime…
    QString reason;           ///< why it does not connect, or what is missing
};

/// Opens the Kubernetes connection the options name, and asks a connection what it serves.
class KubeConnection
{
    Q_DECLARE_TR_FUNCTIONS(KubeConnection)
public:
    static Result<Kubeconfig> loadConfig(const KubeConnectionOptions &options);
    /// True when no kubeconfig is named or found and this runs in a pod with a service
    /// account: then the in-cluster configuration is the connection.
    static bool inCluster(const KubeConnectionOptions &options);
    /// The context resolved (or the in-cluster configuration), with the namespace override
    /// applied.
    static Result<Kubeconfig::Resolved> resolve(const KubeConnectionOptions &options);
    /// A namespace name as Kubernetes allows it (an RFC 1123 label): from a kubeconfig, the
    /// pod's files or the command line, it goes into every API path and connection name.
    static Result<void> checkNamespace(const QString &nameSpace);
    static Result<std::unique_ptr<KubeClient>> open(const KubeConnectionOptions &options);
    /// /version, then discovery of trainer.kubeflow.org/v1alpha1. `done` always gets a
    /// probe: a failure is a probe that did not connect, with the reason.
    static void probe(KubeClient *client, std::function<void(KubeProbe)> done);
};

} // namespace TrainDeck::Kubernetes
