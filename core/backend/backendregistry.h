// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/catalog/runtimecatalog.h"
#include "core/domain/enums.h"
#include "core/support/result.h"

#include <QCoreApplication>
#include <QFuture>
#include <QList>

#include <functional>
#include <memory>

namespace TrainDeck {

class Backend;

/// What a backend is made with: one set of fields for every kind, each kind reading those
/// that concern it, so that a front end fills them from its command line without knowing
/// which backend classes exist.
struct BackendOptions
{
    /// The runtimes the backend offers and plans with.
    RuntimeCatalog catalog = RuntimeCatalog::bundled();
    /// Docker, Podman: the engine's address (unix://, tcp://, ssh://); empty: discover it.
    QString host;
    /// Docker, Podman: TLS without checking the engine's certificate, only when the user
    /// asks by name; the connection then carries a warning.
    bool insecureSkipTlsVerify = false;
    /// Docker, Podman over TLS: the CA that signed the engine's certificate, and the client
    /// certificate and key it accepts (PEM files). Empty: DOCKER_CERT_PATH's ca.pem,
    /// cert.pem and key.pem.
    QString tlsCaFile;
    QString tlsCertFile;
    QString tlsKeyFile;
    /// Docker, Podman: IfNotPresent, Always or Never; empty: the backend's default.
    QString pullPolicy;
    /// Docker, Podman: the initializer images; empty: Kubeflow's.
    QString datasetInitializerImage;
    QString modelInitializerImage;
    /// Docker, Podman: an initializer running longer fails.
    int initializerTimeoutSeconds = 600;
    /// Docker, Podman: where job workdirs are made; empty: the SDK's default.
    QString workdirRoot;
    /// Kubernetes: the kubeconfig file(s) (a KUBECONFIG-style list); empty: $KUBECONFIG,
    /// then ~/.kube/config, then the in-cluster service account.
    QString kubeconfig;
    /// Kubernetes: the context; empty: the kubeconfig's current context.
    QString context;
    /// Kubernetes: the namespace; empty: the context's, else "default".
    QString nameSpace;
    /// Kubernetes: list jobs of every namespace (read only: submit still goes to nameSpace).
    bool allNamespaces = false;
};

/// One connection a front end may offer before any backend for it exists: for Kubernetes,
/// one per kubeconfig context. Choosing it makes the backend with `options`.
struct ConnectionChoice
{
    BackendKind kind = BackendKind::Local;
    QString connection;   ///< what Backend::connection() of the backend made from it returns
    QString displayName;  ///< "kind-dev (team-a)"
    QString nameSpace;    ///< Kubernetes: the context's namespace
    bool current = false; ///< the kubeconfig's current context
    /// Why choosing it will fail, and what to do (an exec plugin not installed, with its
    /// install hint); empty when nothing is known to be wrong.
    QString problem;
    /// A note to show beside it (e.g. "signs in with gke-gcloud-auth-plugin").
    QString detail;
    BackendOptions options;
};

/// The one place that knows the kinds of backend, how a front end names them and how each
/// is made. The core knows no backend class (the backends link the core, not the other way
/// round): the kinds built into a program are registered with add() by that program's
/// wiring (app/builtinbackends.cpp for traindeck and traindeck-cli), tests register their
/// own. Not thread-safe: filled once at start-up, then only read.
class BackendRegistry
{
    Q_DECLARE_TR_FUNCTIONS(BackendRegistry)

public:
    /// Makes a backend of the entry's kind, not started.
    using Factory = std::function<std::unique_ptr<Backend>(const BackendOptions &)>;

    struct Entry
    {
        BackendKind kind = BackendKind::Local;
        Factory create;
        /// Whether this machine may run one (a socket or an environment variable names an
        /// engine); the GUI offers only those. Unset: always.
        std::function<bool()> present;
        /// Resolves once a started backend has answered for the first time (either way), so
        /// that a command acting on its jobs sees them. Unset: at once.
        std::function<QFuture<Result<bool>>(Backend &)> ready;
        /// The connections of this kind a front end may offer (Kubernetes: the kubeconfig's
        /// contexts, current first). Unset: one, made with the front end's own options.
        std::function<QList<ConnectionChoice>(const BackendOptions &)> choices;
    };

    /// Registers a kind; a kind registered again replaces the earlier entry.
    void add(Entry entry);
    bool has(BackendKind kind) const;
    /// The kinds registered, in the order they were added.
    QList<BackendKind> kinds() const;
    /// The registered kinds whose presence check passes, in order.
    QList<BackendKind> presentKinds() const;

    /// Every kind TrainDeck knows, built into this program or not.
    static QList<BackendKind> knownKinds();
    /// The name a command line uses: local, docker, podman, kubernetes.
    static QString kindName(BackendKind kind);
    /// A backend named on a command line (--backend), for what needs only its kind (plan,
    /// validate, diagram): any kind TrainDeck knows, in any case, "k8s" for kubernetes.
    /// A Validation error naming the text and the choices otherwise.
    static Result<BackendKind> parseKind(const QString &text);
    /// A backend named on a command line for what must make one: a Validation error for a
    /// name TrainDeck does not know (listing the registered ones), Unsupported for a kind
    /// this program was built without.
    Result<BackendKind> parseBuiltKind(const QString &text) const;

    /// Makes a backend of `kind` with `options`, not started; Unsupported when this program
    /// was built without that kind.
    Result<std::unique_ptr<Backend>> create(BackendKind kind, const BackendOptions &options) const;
    /// See Entry::choices; empty when the kind has none or is not built.
    QList<ConnectionChoice> choices(BackendKind kind, const BackendOptions &options) const;
    /// See Entry::ready; call after Backend::start().
    QFuture<Result<bool>> ready(Backend &backend) const;

private:
    const Entry *find(BackendKind kind) const;
    static Error notBuilt(BackendKind kind);

    QList<Entry> m_entries;
};

} // namespace TrainDeck
