// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/logscommand.h"

#include "app/cli/jobwaiter.h"
#include "core/backend/backend.h"

namespace TrainDeck::Cli {

QString LogsCommand::summary() const
{
    return tr("print or follow the logs of a job");
}

QString LogsCommand::usage() const
{
    return tr(
        "Usage: traindeck-cli logs JOB [--step STEP] [--follow] [--timestamps] [--backend B]\n"
        "                            [--host URL]\n\n"
        "Prints the job's logs: every step prefixed `[step] `, or only STEP\n"
        "(node-0, node-1, dataset-initializer, model-initializer) without a prefix.\n"
        "With --follow, keeps printing until the job ends. --timestamps puts the time each\n"
        "line arrived (UTC) before it.\n");
}

void LogsCommand::addOptions(CliParser &parser) const
{
    parser.addConnectionOptions();
    parser.addFlags({QStringLiteral("follow"), QStringLiteral("timestamps")});
    parser.addValues({QStringLiteral("step")});
}

int LogsCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (o.positional().size() != 1) {
        err << tr("logs needs a job name") << '\n' << usage();
        return ExitUsage;
    }
    int rc = ExitOk;
    auto backend = connectBackend(o, err, &rc);
    if (!backend)
        return rc;
    const QString name = o.positional().first();
    auto snap = await(backend->job(name));
    if (!snap) {
        err << snap.error().message << '\n';
        return ExitInvalid;
    }
    QStringList steps;
    for (const StepSnapshot &s : snap->steps)
        steps << s.name;
    const QString only = o.value(QStringLiteral("step"));
    if (!only.isEmpty()) {
        if (!steps.contains(only)) {
            err << tr("job %1 has no step '%2'; its steps are: %3")
                       .arg(name, only, steps.join(QStringLiteral(", ")))
                << '\n';
            return ExitInvalid;
        }
        steps = {only};
    }
    LogFollower follower(
        backend->logDir(name), steps, only.isEmpty(), o.has(QStringLiteral("timestamps")));
    // A finished job's logs may still be on their way into the store (a cluster's pods are
    // read by this process's backend now): the waiter lets them settle, bounded.
    if (!o.has(QStringLiteral("follow")) && !snap->isFinished()) {
        follower.pump(out, true);
        return ExitOk;
    }
    JobWaiter::wait(*backend, name, {JobStatus::Complete, JobStatus::Failed}, 0, &follower, out);
    return ExitOk;
}

} // namespace TrainDeck::Cli
