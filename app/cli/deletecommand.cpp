// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/deletecommand.h"

#include "core/backend/backend.h"

namespace TrainDeck::Cli {

QString DeleteCommand::summary() const
{
    return tr("stop a job and remove all it created");
}

QString DeleteCommand::usage() const
{
    return tr("Usage: traindeck-cli delete JOB [--backend B] [--host URL]\n\n"
              "Stops the job's steps (SIGTERM, then SIGKILL after a grace period, or the\n"
              "engine's stop) and removes its processes or containers, network, workspace and\n"
              "logs.\n");
}

void DeleteCommand::addOptions(CliParser &parser) const
{
    parser.addConnectionOptions();
}

int DeleteCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (o.positional().size() != 1) {
        err << tr("delete needs a job name") << '\n' << usage();
        return ExitUsage;
    }
    int rc = ExitOk;
    auto backend = connectBackend(o, err, &rc);
    if (!backend)
        return rc;
    const QString name = o.positional().first();
    auto r = await(backend->remove(name));
    if (!r) {
        err << r.error().message << '\n';
        return r.error().kind == Error::Kind::NotFound ? ExitInvalid : ExitError;
    }
    out << tr("%1 deleted").arg(name) << '\n';
    return ExitOk;
}

} // namespace TrainDeck::Cli
