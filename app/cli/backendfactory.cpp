// SPDX-License-Identifier: Apache-2.0
#include "backendfactory.h"

#include "clicommand.h"
#include "localbackend.h"

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
    case BackendKind::Podman:
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
