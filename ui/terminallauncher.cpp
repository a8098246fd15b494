// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/terminallauncher.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QUrl>

namespace TrainDeck::Ui {

namespace {

/// A shell inside a container: bash when the image has one, else the POSIX sh every image has.
const QStringList containerShell{QStringLiteral("sh"),
                                 QStringLiteral("-c"),
                                 QStringLiteral("command -v bash >/dev/null 2>&1 && exec bash "
                                                "|| exec sh")};

QString findProgram(const QString &name, const QProcessEnvironment &env)
{
    const QStringList path = env.value(QStringLiteral("PATH")).split(u':', Qt::SkipEmptyParts);
    return QStandardPaths::findExecutable(name, path);
}

} // namespace

Result<TerminalLauncher::Command> TerminalLauncher::shellIn(const JobSnapshot &job,
                                                            const StepSnapshot &step,
                                                            const QProcessEnvironment &env)
{
    if (step.state != StepState::Running)
        return Error::make(Error::Kind::Validation,
                           tr("%1 of %2 is not running (%3): a terminal opens only in a running "
                              "step.")
                               .arg(step.name, job.name, enumName(step.state)));
    Command c;
    switch (job.backend) {
    case BackendKind::Local: {
        if (job.workdir.isEmpty() || !QFileInfo(job.workdir).isDir())
            return Error::make(Error::Kind::NotFound,
                               tr("%1 has no workspace folder on this machine to open a shell "
                                  "in.")
                                   .arg(job.name));
        QString shell = env.value(QStringLiteral("SHELL"));
        if (shell.isEmpty() || !QFileInfo(shell).isExecutable())
            shell = QStringLiteral("/bin/sh");
        c.program = shell;
        c.workingDirectory = job.workdir;
        return c;
    }
    case BackendKind::Docker:
    case BackendKind::Podman: {
        if (step.objectId.isEmpty())
            return Error::make(Error::Kind::NotFound,
                               tr("%1 of %2 has no container yet.").arg(step.name, job.name));
        const bool docker = job.backend == BackendKind::Docker;
        const QString client = docker ? QStringLiteral("docker") : QStringLiteral("podman");
        c.program = findProgram(client, env);
        if (c.program.isEmpty())
            return Error::make(
                Error::Kind::NotFound,
                tr("The %1 command is not installed, and a terminal in a "
                   "container needs it. Install it (Debian: %2).")
                    .arg(client, docker ? QStringLiteral("docker.io") : QStringLiteral("podman")));
        // The engine TrainDeck talks to, not whatever the client would pick by itself.
        const bool endpoint = job.connection.contains(QLatin1String("://"));
        if (endpoint)
            c.arguments << (docker ? QStringLiteral("--host") : QStringLiteral("--url"))
                        << job.connection;
        c.arguments << QStringLiteral("exec") << QStringLiteral("-it") << step.objectId
                    << containerShell;
        return c;
    }
    case BackendKind::Kubernetes: {
        if (step.objectName.isEmpty())
            return Error::make(Error::Kind::NotFound,
                               tr("%1 of %2 has no pod yet.").arg(step.name, job.name));
        c.program = findProgram(QStringLiteral("kubectl"), env);
        if (c.program.isEmpty())
            return Error::make(Error::Kind::NotFound,
                               tr("kubectl is not installed, and a terminal in a pod needs it. "
                                  "Install it (Debian: kubernetes-client)."));
        c.arguments << QStringLiteral("--context") << job.connection;
        if (!job.nameSpace.isEmpty())
            c.arguments << QStringLiteral("--namespace") << job.nameSpace;
        c.arguments << QStringLiteral("exec") << QStringLiteral("-it") << step.objectName
                    << QStringLiteral("--") << containerShell;
        return c;
    }
    }
    return Error::make(Error::Kind::Unsupported, tr("No terminal for this kind of backend."));
}

Result<TerminalLauncher::Command> TerminalLauncher::inTerminal(const Command &inner,
                                                               const QProcessEnvironment &env)
{
    Command c;
    c.workingDirectory = inner.workingDirectory;
    QStringList terminal = QProcess::splitCommand(env.value(QStringLiteral("TERMINAL")));
    if (!terminal.isEmpty()) {
        const QString found = QFileInfo(terminal.first()).isAbsolute()
                                  ? terminal.first()
                                  : findProgram(terminal.first(), env);
        if (found.isEmpty() || !QFileInfo(found).isExecutable())
            return Error::make(Error::Kind::NotFound,
                               tr("$TERMINAL names %1, which is not a program on this machine. "
                                  "Set it to your terminal emulator, or unset it to use "
                                  "x-terminal-emulator.")
                                   .arg(terminal.first()));
        terminal.first() = found;
    } else {
        const QString found = findProgram(QStringLiteral("x-terminal-emulator"), env);
        if (found.isEmpty())
            return Error::make(Error::Kind::NotFound,
                               tr("No terminal emulator found: set $TERMINAL to yours, or "
                                  "install one that provides x-terminal-emulator (such as "
                                  "xterm or gnome-terminal)."));
        terminal = {found};
    }
    c.program = terminal.takeFirst();
    c.arguments = terminal;
    c.arguments << QStringLiteral("-e") << inner.program << inner.arguments;
    return c;
}

Result<void> TerminalLauncher::openTerminal(const JobSnapshot &job, const StepSnapshot &step)
{
    auto shell = shellIn(job, step);
    if (!shell)
        return shell.error();
    auto terminal = inTerminal(*shell);
    if (!terminal)
        return terminal.error();
    if (!QProcess::startDetached(
            terminal->program, terminal->arguments, terminal->workingDirectory))
        return Error::make(Error::Kind::Io,
                           tr("The terminal %1 could not be started.").arg(terminal->program));
    return {};
}

Result<void> TerminalLauncher::openWorkspace(const JobSnapshot &job)
{
    if (job.workdir.isEmpty() || !QFileInfo(job.workdir).isDir())
        return Error::make(Error::Kind::NotFound,
                           tr("%1 has no workspace folder on this machine (its files live "
                              "where it runs).")
                               .arg(job.name));
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(job.workdir)))
        return Error::make(
            Error::Kind::Io,
            tr("No file manager opened %1.").arg(QDir::toNativeSeparators(job.workdir)));
    return {};
}

} // namespace TrainDeck::Ui
