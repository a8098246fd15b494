// SPDX-License-Identifier: Apache-2.0
#include "plancommand.h"

#include "clioptions.h"
#include "codec/document.h"
#include "jobplanner.h"

namespace TrainDeck::Cli {

QString PlanCommand::summary() const
{
    return tr("show what a backend would create for a TrainJob (dry run)");
}

QString PlanCommand::usage() const
{
    return tr("Usage: traindeck-cli plan FILE --backend local|docker|podman|kubernetes [--json]\n"
              "                          [--runtimes PATH]... [--reveal-secrets]\n\n"
              "Runs validation and the build phase of the job pipeline and prints the job plan:\n"
              "networks, volumes and the ordered steps with image, command, env, mounts and\n"
              "labels. Nothing is created. Secret values are masked unless --reveal-secrets.\n\n"
              "Exit status: 0 with a plan, 1 when the job is not valid, 2 on bad usage.\n");
}

int PlanCommand::run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const CliOptions o(args,
                       {QStringLiteral("json"), QStringLiteral("reveal-secrets")},
                       {QStringLiteral("backend"), QStringLiteral("runtimes")});
    if (!o.ok() || o.positional().size() != 1) {
        err << (o.ok() ? tr("plan needs exactly one TrainJob file") : o.error()) << '\n' << usage();
        return ExitUsage;
    }
    const auto backend
        = backendKindFromString(o.value(QStringLiteral("backend"), QStringLiteral("local")));
    if (!backend) {
        err << tr("unknown backend '%1'; use local, docker, podman or kubernetes")
                   .arg(o.value(QStringLiteral("backend")))
            << '\n';
        return ExitUsage;
    }
    const QString file = o.positional().first();
    const auto plan = planJobFile(file, *backend, o, err);
    if (!plan)
        return ExitInvalid;
    if (o.has(QStringLiteral("json")))
        out << QString::fromUtf8(
            Document::toJson(plan->toJson(o.has(QStringLiteral("reveal-secrets")))));
    else
        out << plan->toText();
    return ExitOk;
}

} // namespace TrainDeck::Cli
