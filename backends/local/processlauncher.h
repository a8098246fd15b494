// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QStringList>

#include <optional>

namespace TrainDeck::Local {

/// Starts step processes that outlive TrainDeck: each runs in its own session (so it is the
/// leader of a process group that cancel can signal as a whole), with stdout and stderr
/// appended to a log file rather than a pipe (so a TrainDeck that exits or crashes does not
/// kill a training run with SIGPIPE), and with its exit code written to a file (so a
/// restarted TrainDeck, which is no longer the parent, still learns how it ended).
class ProcessLauncher
{
    Q_DECLARE_TR_FUNCTIONS(ProcessLauncher)
public:
    struct Spec
    {
        QStringList argv;
        QProcessEnvironment env;
        QString workingDir;
        QString logFile;  ///< stdout+stderr, appended
        QString exitFile; ///< receives the exit code (written atomically)
        /// Added to the step's nice value (0..19; see LocalBackend::Options::niceness).
        int niceness = 0;
    };

    struct Started
    {
        qint64 pid = 0;         ///< also the process group id
        quint64 startTicks = 0; ///< /proc/<pid>/stat start time, to tell a reused pid apart
    };

    static Result<Started> start(const Spec &spec);

    /// Is the process with this pid and start time still there (not a zombie)?
    static bool isAlive(qint64 pid, quint64 startTicks);
    /// Reaps a child of this process without blocking; the exit code (128+signal when
    /// killed) once it has ended, nullopt while it runs or when it is not our child.
    static std::optional<int> reap(qint64 pid);
    /// Signals the whole process group.
    static void signalGroup(qint64 pgid, int signal);
    /// Every live pid in the process group (from /proc), for tests and for cancel.
    static QList<qint64> groupMembers(qint64 pgid);
    static quint64 startTicksOf(qint64 pid);
};

} // namespace TrainDeck::Local
