// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/builtinbackends.h"

#include "app/progressapi.h"

#include "backends/container/containerbackend.h"
#include "backends/container/enginediscovery.h"
#include "backends/kubernetes/kubeconnection.h"
#include "backends/kubernetes/kubecontexts.h"
#include "backends/kubernetes/kubernetesbackend.h"
#include "backends/local/localbackend.h"
#include "core/files/paths.h"

#include <QDir>
#include <QFileInfo>

namespace TrainDeck::App {

namespace {

BackendRegistry::Entry engine(BackendKind kind)
{
    BackendRegistry::Entry e;
    e.kind = kind;
    e.create = [kind](const BackendOptions &o) -> std::unique_ptr<Backend> {
        Container::ContainerBackend::Options opts;
        opts.engine = kind;
        opts.host = o.host;
        opts.insecureSkipTlsVerify = o.insecureSkipTlsVerify;
        opts.tlsCaFile = o.tlsCaFile;
        opts.tlsCertFile = o.tlsCertFile;
        opts.tlsKeyFile = o.tlsKeyFile;
        opts.catalog = o.catalog;
        if (!o.pullPolicy.isEmpty())
            opts.pullPolicy = o.pullPolicy;
        opts.datasetInitializerImage = o.datasetInitializerImage;
        opts.modelInitializerImage = o.modelInitializerImage;
        opts.initializerTimeoutSeconds = o.initializerTimeoutSeconds;
        opts.workdirRoot = o.workdirRoot;
        opts.progress = progressApi();
        opts.listenOn = &progressListenOn;
        auto backend = std::make_unique<Container::ContainerBackend>(opts);
        addProgressJobRoot(backend->options().jobsDir);
        return backend;
    };
    // Offered when this machine has a place where an engine may listen: a socket,
    // DOCKER_HOST, CONTAINER_HOST, a Docker context.
    e.present = [] {
        using Container::EngineDiscovery;
        return !EngineDiscovery::candidates(EngineDiscovery::Environment::system()).isEmpty();
    };
    // Made by the factory above, so the cast holds.
    e.ready = [](Backend &b) {
        return static_cast<Container::ContainerBackend &>(b).connected();
    };
    return e;
}

Kubernetes::KubeConnectionOptions kubeOptions(const BackendOptions &o)
{
    Kubernetes::KubeConnectionOptions k;
    // One file (--kubeconfig), or a list in KUBECONFIG's form (what the selector passes on).
    if (o.kubeconfig.contains(QDir::listSeparator()))
        k.kubeconfigList = o.kubeconfig;
    else
        k.kubeconfig = o.kubeconfig;
    if (k.kubeconfigList.isEmpty())
        k.kubeconfigList = qEnvironmentVariable("KUBECONFIG");
    k.context = o.context;
    k.nameSpace = o.nameSpace;
    // Where a pod's service account is mounted; set only to try the in-cluster
    // configuration outside a pod (docs/kubernetes.md).
    k.serviceAccountDir = qEnvironmentVariable("TRAINDECK_SERVICEACCOUNT_DIR");
    return k;
}

BackendRegistry::Entry kubernetes()
{
    BackendRegistry::Entry e;
    e.kind = BackendKind::Kubernetes;
    e.create = [](const BackendOptions &o) -> std::unique_ptr<Backend> {
        Kubernetes::KubernetesBackend::Options opts;
        opts.connection = kubeOptions(o);
        opts.allNamespaces = o.allNamespaces;
        return std::make_unique<Kubernetes::KubernetesBackend>(opts);
    };
    // Offered when a kubeconfig names a cluster or this runs in a pod, as kubectl finds one.
    e.present = [] {
        const BackendOptions none;
        const auto k = kubeOptions(none);
        return !qEnvironmentVariableIsEmpty("KUBECONFIG")
               || QFileInfo::exists(QDir::home().filePath(QStringLiteral(".kube/config")))
               || Kubernetes::KubeConnection::inCluster(k);
    };
    e.ready = [](Backend &b) {
        return static_cast<Kubernetes::KubernetesBackend &>(b).connected();
    };
    // One per kubeconfig context, current first: the window makes a backend only for the one
    // the user picks.
    e.choices = [](const BackendOptions &o) {
        return Kubernetes::KubeContexts::choices(o, QProcessEnvironment::systemEnvironment());
    };
    return e;
}

} // namespace

BackendRegistry builtinBackends()
{
    BackendRegistry registry;
    BackendRegistry::Entry local;
    local.kind = BackendKind::Local;
    local.create = [](const BackendOptions &o) -> std::unique_ptr<Backend> {
        Local::LocalBackend::Options opts;
        opts.catalog = o.catalog;
        opts.jobsDir = Paths::jobsDir(BackendKind::Local);
        opts.progress = progressApi();
        addProgressJobRoot(opts.jobsDir);
        return std::make_unique<Local::LocalBackend>(opts);
    };
    registry.add(std::move(local));
    registry.add(engine(BackendKind::Docker));
    registry.add(engine(BackendKind::Podman));
    registry.add(kubernetes());
    return registry;
}

} // namespace TrainDeck::App
