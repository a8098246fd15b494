// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/suspendcommand.h"

#include "core/backend/backend.h"

namespace TrainDeck::Cli {

QString SuspendCommand::name() const
{
    return m_action == Action::Suspend ? QStringLiteral("suspend") : QStringLiteral("resume");
}

QString SuspendCommand::summary() const
{
    return m_action == Action::Suspend ? tr("suspend a cluster's job (its pods go, it stays)")
                                       : tr("resume a suspended cluster job");
}

QString SuspendCommand::usage() const
{
    return m_action == Action::Suspend
               ? tr("Usage: traindeck-cli suspend JOB --backend kubernetes [--kubeconfig FILE]\n"
                    "                             [--context NAME] [--namespace NS]\n\n"
                    "Sets the TrainJob's spec.suspend: the controller removes its pods, the job\n"
                    "and its logs stay, and resume starts it again. Only Kubernetes suspends.\n")
               : tr("Usage: traindeck-cli resume JOB --backend kubernetes [--kubeconfig FILE]\n"
                    "                            [--context NAME] [--namespace NS]\n\n"
                    "Clears the TrainJob's spec.suspend: the controller makes its pods again.\n");
}

void SuspendCommand::addOptions(CliParser &parser) const
{
    parser.addConnectionOptions();
}

int SuspendCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (o.positional().size() != 1) {
        err << tr("%1 needs a job name").arg(name()) << '\n' << usage();
        return ExitUsage;
    }
    int rc = ExitOk;
    auto backend = connectBackend(o, err, &rc);
    if (!backend)
        return rc;
    const QString job = o.positional().first();
    auto r = await(m_action == Action::Suspend ? backend->suspend(job) : backend->resume(job));
    if (!r) {
        err << r.error().message << '\n';
        switch (r.error().kind) {
        case Error::Kind::NotFound:
        case Error::Kind::Validation:
            return ExitInvalid;
        case Error::Kind::Unsupported:
            return ExitUsage;
        default:
            return ExitError;
        }
    }
    out << (m_action == Action::Suspend ? tr("%1 suspended") : tr("%1 resumed")).arg(job) << '\n';
    return ExitOk;
}

} // namespace TrainDeck::Cli
