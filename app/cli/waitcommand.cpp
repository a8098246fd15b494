// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/waitcommand.h"

#include "app/cli/jobwaiter.h"
#include "core/backend/backend.h"

namespace TrainDeck::Cli {

QString WaitCommand::summary() const
{
    return tr("wait until a job reaches a status");
}

QString WaitCommand::usage() const
{
    return tr("Usage: traindeck-cli wait JOB [--status S[,S...]] [--timeout SEC] [--backend B]\n\n"
              "Waits until the job's status is one of S (default Complete; any of Created,\n"
              "Running, Complete, Failed, Suspended). Exit status 0 when reached; 1 when the\n"
              "job failed instead, or the timeout (default 600 s) passed.\n");
}

void WaitCommand::addOptions(CliParser &parser) const
{
    parser.addConnectionOptions();
    parser.addValues({QStringLiteral("status"), QStringLiteral("timeout")});
}

int WaitCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (o.positional().size() != 1) {
        err << tr("wait needs a job name") << '\n' << usage();
        return ExitUsage;
    }
    QSet<JobStatus> statuses;
    for (const QString &s : o.value(QStringLiteral("status"), QStringLiteral("Complete"))
                                .split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto st = jobStatusFromString(s.trimmed());
        if (!st) {
            err << tr("unknown status '%1'; use Created, Running, Complete, Failed or Suspended")
                       .arg(s)
                << '\n';
            return ExitUsage;
        }
        statuses.insert(*st);
    }
    bool ok = false;
    const int timeout = o.value(QStringLiteral("timeout"), QStringLiteral("600")).toInt(&ok);
    if (!ok || timeout <= 0) {
        err << tr("--timeout takes a positive number of seconds") << '\n';
        return ExitUsage;
    }
    int rc = ExitOk;
    auto backend = connectBackend(o, err, &rc);
    if (!backend)
        return rc;
    const QString name = o.positional().first();
    const auto r = JobWaiter::wait(*backend, name, statuses, timeout, nullptr, out);
    switch (r.outcome) {
    case JobWaiter::Outcome::Reached:
        out << tr("%1: %2").arg(name, enumName(r.last.status)) << '\n';
        return ExitOk;
    case JobWaiter::Outcome::Failed:
        err << tr("%1: Failed: %2").arg(name, r.last.statusMessage) << '\n';
        return ExitInvalid;
    case JobWaiter::Outcome::TimedOut:
        err << tr("%1: still %2 after %3 s").arg(name, enumName(r.last.status)).arg(timeout)
            << '\n';
        return ExitInvalid;
    case JobWaiter::Outcome::Removed:
        err << tr("%1 was deleted").arg(name) << '\n';
        return ExitInvalid;
    case JobWaiter::Outcome::NotFound:
        err << r.error << '\n';
        return ExitInvalid;
    }
    return ExitError;
}

} // namespace TrainDeck::Cli
