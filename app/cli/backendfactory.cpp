// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/backendfactory.h"

#include "app/cli/clicommand.h"
#include "backends/container/containerbackend.h"
#include "backends/local/localbackend.h"

namespace TrainDeck::Cli {

std::unique_ptr<Backend> makeBackend(const CliOptions &o, QTextStream &err, int *exitCode)
{
    const QString name = o.value(QStringLiteral("backend"), QStringLiteral("local"));
    const auto kind = backendKindFromString(name);
    if (!kind) {
        err << CliCommand::tr("unknown backend '%1'; use local, docker or podman").arg(name)
            << '\n';
        *exitCode = ExitUsage;
        return nullptr;
    }
    std::unique_ptr<Backend> backend;
    switch (*kind) {
    case BackendKind::Local: {
        Local::LocalBackend::Options opts;
        opts.catalog = o.catalog(err);
        backend = std::make_unique<Local::LocalBackend>(opts);
        break;
    }
    case BackendKind::Docker:
    case BackendKind::Podman: {
        Container::ContainerBackend::Options opts;
        opts.engine = *kind;
        opts.host = o.value(QStringLiteral("host"));
        opts.insecureSkipTlsVerify = o.has(QStringLiteral("insecure-skip-tls-verify"));
        opts.catalog = o.catalog(err);
        opts.pullPolicy = o.value(QStringLiteral("pull-policy"), opts.pullPolicy);
        opts.datasetInitializerImage = o.value(QStringLiteral("dataset-initializer-image"));
        opts.modelInitializerImage = o.value(QStringLiteral("model-initializer-image"));
        opts.initializerTimeoutSeconds
            = o.value(QStringLiteral("initializer-timeout"), QStringLiteral("600")).toInt();
        opts.workdirRoot = qEnvironmentVariable("TRAINDECK_CONTAINER_WORKDIR");
        auto *container = new Container::ContainerBackend(opts);
        backend.reset(container);
        container->start();
        // Commands act on jobs: wait until the engine answered and its jobs are listed.
        auto up = await(container->connected());
        if (!up) {
            err << up.error().message << '\n';
            *exitCode = ExitError;
            return nullptr;
        }
        // No TLS, or TLS without checks: said on every run, before any job is sent.
        if (const QString w = container->connectionWarning(); !w.isEmpty())
            err << CliCommand::tr("warning: %1").arg(w) << '\n';
        return backend;
    }
    case BackendKind::Kubernetes:
        err << CliCommand::tr("the %1 backend is not available in this build of traindeck-cli")
                   .arg(enumName(*kind))
            << '\n';
        *exitCode = ExitError;
        return nullptr;
    }
    backend->start();
    return backend;
}

} // namespace TrainDeck::Cli
