// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/clicommand.h"

#include "app/builtinbackends.h"
#include "core/backend/backend.h"

namespace TrainDeck::Cli {

std::unique_ptr<Backend>
CliCommand::connectBackend(const CliParser &args, QTextStream &err, int *exitCode)
{
    const BackendRegistry registry = App::builtinBackends();
    const auto kind
        = registry.parseBuiltKind(args.value(QStringLiteral("backend"), QStringLiteral("local")));
    if (!kind) {
        err << kind.error().message << '\n';
        *exitCode = kind.error().kind == Error::Kind::Validation ? ExitUsage : ExitError;
        return nullptr;
    }
    const bool kubernetes = *kind == BackendKind::Kubernetes;
    for (const char *option : {"kubeconfig", "context", "namespace", "all-namespaces"}) {
        if (!kubernetes && args.has(QLatin1String(option))) {
            err << tr("--%1 goes with --backend kubernetes").arg(QLatin1String(option)) << '\n';
            *exitCode = ExitUsage;
            return nullptr;
        }
    }
    if (kubernetes && args.has(QStringLiteral("host"))) {
        err << tr("--host names a Docker or Podman engine; a cluster is named with "
                  "--kubeconfig, --context and --namespace")
            << '\n';
        *exitCode = ExitUsage;
        return nullptr;
    }
    auto made = registry.create(*kind, args.backendOptions(err));
    if (!made) {
        err << made.error().message << '\n';
        *exitCode = ExitError;
        return nullptr;
    }
    std::unique_ptr<Backend> backend = std::move(*made);
    backend->start();
    // Commands act on jobs: wait until the backend answered and its jobs are listed.
    if (auto up = await(registry.ready(*backend)); !up) {
        err << up.error().message << '\n';
        *exitCode = ExitError;
        return nullptr;
    } else if (kubernetes && !*up) {
        // A cluster that cannot be reached (or refuses us) is no place to act on jobs.
        err << backend->connectionReason() << '\n';
        *exitCode = ExitError;
        return nullptr;
    }
    // No TLS, or TLS without checks: said on every run, before any job is sent.
    if (const QString w = backend->connectionWarning(); !w.isEmpty())
        err << tr("warning: %1").arg(w) << '\n';
    return backend;
}

} // namespace TrainDeck::Cli
