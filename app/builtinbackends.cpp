// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/builtinbackends.h"

#include "backends/container/containerbackend.h"
#include "backends/container/enginediscovery.h"
#include "backends/local/localbackend.h"

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
        opts.catalog = o.catalog;
        if (!o.pullPolicy.isEmpty())
            opts.pullPolicy = o.pullPolicy;
        opts.datasetInitializerImage = o.datasetInitializerImage;
        opts.modelInitializerImage = o.modelInitializerImage;
        opts.initializerTimeoutSeconds = o.initializerTimeoutSeconds;
        opts.workdirRoot = o.workdirRoot;
        return std::make_unique<Container::ContainerBackend>(opts);
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

} // namespace

BackendRegistry builtinBackends()
{
    BackendRegistry registry;
    BackendRegistry::Entry local;
    local.kind = BackendKind::Local;
    local.create = [](const BackendOptions &o) -> std::unique_ptr<Backend> {
        Local::LocalBackend::Options opts;
        opts.catalog = o.catalog;
        return std::make_unique<Local::LocalBackend>(opts);
    };
    registry.add(std::move(local));
    registry.add(engine(BackendKind::Docker));
    registry.add(engine(BackendKind::Podman));
    return registry;
}

} // namespace TrainDeck::App
