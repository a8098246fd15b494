// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

/// What one traindeck-cli run printed and returned.
struct CliRun
{
    enum class Ending {
        Exited,   ///< it exited by itself: exitCode is its exit code
        Crashed,  ///< a signal ended it (a segfault, an abort): see signal
        TimedOut, ///< still running after the time limit; the test killed it
        NotStarted,
    };

    /// The exit code when it exited by itself; -1 after a crash, a timeout or a failed start,
    /// so that neither passes for an ordinary failure exit in `exitCode != 0`.
    int exitCode = -1;
    QString out;
    QString err;
    Ending ending = Ending::NotStarted;
    int signal = 0; ///< the signal that ended it, when it crashed
    int timeoutMs = 0;

    /// True when the CLI exited by itself with `code`: compare this, never `exitCode != 0`.
    bool exited(int code) const { return ending == Ending::Exited && exitCode == code; }
    /// "exit code 3", "crashed: signal 11", "timed out after 30000 ms (killed)", for messages.
    QString ended() const;

    /// Runs the built traindeck-cli with `args`, English messages, and `env` added to this
    /// process's environment (TRAINDECK_DATA_DIR and the like); kills it after `timeoutMs`.
    static CliRun run(const QStringList &args, const QHash<QString, QString> &env, int timeoutMs);
};
