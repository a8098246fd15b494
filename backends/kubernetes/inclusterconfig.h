// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubeconfig.h"
#include "core/support/result.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>

#include <optional>

namespace TrainDeck::Kubernetes {

/// The configuration of a program running in a pod, as client-go's InClusterConfig builds it:
/// the API server at https://$KUBERNETES_SERVICE_HOST:$KUBERNETES_SERVICE_PORT (an IPv6 host in
/// brackets), the service account's token file (a tokenFile, re-read by KubeCredentials since
/// the kubelet rotates it), its ca.crt, and the namespace from $POD_NAMESPACE, else the
/// namespace file, else "default" (clientcmd's in-cluster namespace rule).
///
/// When the client uses it: like kubectl's deferred loading, only when the kubeconfig search
/// found nothing usable (no --kubeconfig, KUBECONFIG naming no file that exists, no
/// ~/.kube/config, or files without clusters and contexts) and detected() holds. An explicit
/// --kubeconfig or a kubeconfig with contexts always wins.
class InClusterConfig
{
    Q_DECLARE_TR_FUNCTIONS(InClusterConfig)
public:
    /// Where the kubelet mounts the service account.
    static QString defaultRoot();
    /// The name given to the context, cluster and user of the result.
    static QString name();

    /// Both service variables set and a token file present (client-go's Possible()).
    static bool detected(const QProcessEnvironment &environment,
                         const QString &root = defaultRoot());
    /// The resolved configuration, or an error naming the variable or file that is missing.
    /// Unlike client-go, which only logs a missing ca.crt and then trusts the system's
    /// authorities, a missing ca.crt is an error: no public authority signs a cluster's API
    /// server, so the connection would fail later with a less clear message.
    static Result<Kubeconfig::Resolved> load(const QProcessEnvironment &environment,
                                             const QString &root = defaultRoot());
    /// What load() makes of what it read, without touching the disk: the service variables
    /// and POD_NAMESPACE of `environment`, the bytes of the token file, whether ca.crt is a
    /// file, and the bytes of the namespace file (empty when there is none or it cannot be
    /// read). `root` only names the files. The same errors as load() but the unreadable token.
    static Result<Kubeconfig::Resolved> resolve(const QProcessEnvironment &environment,
                                                const QString &root,
                                                const QByteArray &token,
                                                bool caExists,
                                                const QByteArray &namespaceFile);

private:
    /// The error for missing service variables; nullopt when both are set.
    static std::optional<Error> notInAPod(const QProcessEnvironment &environment);
};

} // namespace TrainDeck::Kubernetes
