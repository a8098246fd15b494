// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"
#include "core/support/result.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QStringList>

namespace TrainDeck::Ui {

/// What a desktop user expects of "Open Terminal" and "Open Folder": a shell inside a running
/// node, in the user's own terminal emulator (`$TERMINAL`, else Debian's
/// `x-terminal-emulator`), through the engine's own client (`docker exec`, `podman exec`,
/// `kubectl exec`), and the job's workspace in the file manager. The commands are built
/// without I/O, so that what would run can be checked; nothing runs through a shell of ours.
class TerminalLauncher
{
    Q_DECLARE_TR_FUNCTIONS(TerminalLauncher)
public:
    /// What to start, and where.
    struct Command
    {
        QString program;
        QStringList arguments;
        QString workingDirectory;
    };

    /// The argv of a shell in `step` of `job` (bash when the image has it, else sh); for a
    /// local job, the user's shell in the job's workspace. Fails, saying why, when the step
    /// does not run now or its engine has no client for it.
    static Result<Command> shellIn(const JobSnapshot &job,
                                   const StepSnapshot &step,
                                   const QProcessEnvironment &env
                                   = QProcessEnvironment::systemEnvironment());
    /// `inner` run in the terminal emulator: `$TERMINAL -e …`, else `x-terminal-emulator -e …`.
    static Result<Command> inTerminal(const Command &inner,
                                      const QProcessEnvironment &env
                                      = QProcessEnvironment::systemEnvironment());
    /// Starts a terminal with a shell in `step` (detached: it outlives nothing of ours).
    static Result<void> openTerminal(const JobSnapshot &job, const StepSnapshot &step);
    /// The job's workspace folder in the file manager.
    static Result<void> openWorkspace(const JobSnapshot &job);
};

} // namespace TrainDeck::Ui
