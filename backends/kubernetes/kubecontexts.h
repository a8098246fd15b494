// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubeconfig.h"
#include "core/backend/backendregistry.h"
#include "core/support/result.h"

#include <QCoreApplication>
#include <QList>
#include <QProcessEnvironment>
#include <QString>

#include <optional>

namespace TrainDeck::Kubernetes {

/// The Kubernetes connections a user may pick before any of them is opened: one per
/// kubeconfig context, plus the pod's service account when one is mounted. What
/// `traindeck-cli contexts` lists and the GUI's connection selector offers, found the same way
/// for both. Nothing here talks to a cluster or runs a plugin: it reads the kubeconfig files
/// and looks exec plugins up in PATH, so it is cheap enough for start-up.
class KubeContexts
{
    Q_DECLARE_TR_FUNCTIONS(KubeContexts)
public:
    /// One context, as far as can be told without connecting.
    struct Context
    {
        QString name; ///< the context's name, or "in-cluster"
        QString cluster;
        QString user;
        QString server;
        QString nameSpace;      ///< BackendOptions::nameSpace, else the context's, else "default"
        bool current = false;   ///< the kubeconfig's current context (in-cluster: no kubeconfig)
        bool inCluster = false; ///< the pod's service account, not a kubeconfig context
        QString execCommand;    ///< the user's exec credential plugin as written; empty: none
        /// "https://…:6443, user alice, signs in with gke-gcloud-auth-plugin".
        QString detail;
        /// Why connecting will fail, and what to do: an exec plugin not found (with the
        /// kubeconfig's installHint), or a context whose cluster or user is broken. Empty when
        /// nothing is known to be wrong.
        QString problem;
        /// Set when the context resolves; a context with a problem may still have it (a
        /// missing plugin is found only when it runs).
        std::optional<Kubeconfig::Resolved> resolved;
    };

    /// The contexts of the kubeconfig `base.kubeconfig` names (one file, which must exist, or
    /// a KUBECONFIG-style list), else of the files in the environment's KUBECONFIG, else of
    /// ~/.kube/config; then "in-cluster" when a service account is mounted (the environment's
    /// KUBERNETES_SERVICE_HOST/PORT and a token under $TRAINDECK_SERVICEACCOUNT_DIR, else
    /// InClusterConfig::defaultRoot()). The current context first, the others by name,
    /// in-cluster last unless it is the only one. Empty when there is no kubeconfig and no
    /// service account (a machine without Kubernetes); an error when a kubeconfig cannot be
    /// read or parsed, or has no contexts.
    static Result<QList<Context>> list(const BackendOptions &base, const QProcessEnvironment &env);
    /// The contexts of a kubeconfig already read, as list() gives them before the service
    /// account: the current one first, the others by name, each with its detail, resolved or
    /// with the reason why not. Reads no kubeconfig: only an exec plugin is looked up (in
    /// `env`'s PATH, or beside the kubeconfig that names it).
    static QList<Context> fromKubeconfig(const Kubeconfig &config,
                                         const BackendOptions &base,
                                         const QProcessEnvironment &env);
    /// The pod's service account as list() offers it, from what InClusterConfig::load() (or
    /// resolve()) gave; `current` when there is no kubeconfig context.
    static Context inCluster(const Result<Kubeconfig::Resolved> &resolved,
                             const BackendOptions &base,
                             bool current);

    /// list() as the connections a front end offers (BackendRegistry::Entry::choices): kind
    /// Kubernetes, connection "<context>/<namespace>", displayName "<context> (<namespace>)",
    /// options = `base` with kubeconfig, context and nameSpace set (in-cluster: context
    /// "in-cluster"). When list() fails, one notice instead: a choice with an empty
    /// connection, displayName "Kubernetes" and the error as its problem, which a front end
    /// shows but cannot open (there is no context to open).
    static QList<ConnectionChoice> choices(const BackendOptions &base,
                                           const QProcessEnvironment &env);

    /// The choice for one context of list().
    static ConnectionChoice choice(const Context &context, const BackendOptions &base);
    /// "<context>/<namespace>": Backend::connection() of a Kubernetes backend. A namespace has
    /// no '/', so the context is everything before the last one.
    static QString connection(const QString &context, const QString &nameSpace);
    static QString displayName(const QString &context, const QString &nameSpace);

private:
    static QString serviceAccountDir(const QProcessEnvironment &env);
    static QString execProblem(const Kubeconfig::User &user, const QProcessEnvironment &env);
    /// "https://…:6443, user alice, signs in with gke-gcloud-auth-plugin".
    static QString detail(const Context &context);
};

} // namespace TrainDeck::Kubernetes
