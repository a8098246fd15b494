// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/cliparser.h"

#include <QCoreApplication>
#include <QFuture>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <vector>

namespace TrainDeck {
class Backend;
}

namespace TrainDeck::Cli {

/// Exit codes shared by every command (documented in docs/cli.md).
enum ExitCode {
    ExitOk = 0,
    ExitInvalid = 1, ///< the input was read but is not valid, or the job did not complete
    ExitUsage = 2,   ///< bad command line
    ExitError = 3,   ///< an engine, file or connection failed
};

/// One sub-command of traindeck-cli (`runtimes`, `validate`, `plan`, `diagram`, ...).
/// Each command lives in its own file and registers itself in commandregistry.cpp.
class CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliCommand)
public:
    virtual ~CliCommand() = default;
    virtual QString name() const = 0;
    /// One line for `traindeck-cli --help`.
    virtual QString summary() const = 0;
    /// Full usage text for `traindeck-cli <name> --help`.
    virtual QString usage() const = 0;
    /// Declares the options the command takes; anything else is a usage error.
    virtual void addOptions(CliParser &parser) const = 0;
    /// Runs with the parsed command line. May run an event loop.
    virtual int run(const CliParser &args, QTextStream &out, QTextStream &err) = 0;

protected:
    /// Makes the backend the command line asks for (--backend, default local; --host and
    /// the engine options) through the BackendRegistry, starts it and waits until it has
    /// answered; nullptr with `*exitCode` set and the reason on `err` otherwise.
    static std::unique_ptr<Backend>
    connectBackend(const CliParser &args, QTextStream &err, int *exitCode);
};

std::vector<std::unique_ptr<CliCommand>> allCommands();

/// Waits for a backend future. The CLI has no UI to keep responsive, and the backend does
/// its work in its own thread, so a plain wait is safe here.
template<class T>
T await(QFuture<T> future)
{
    future.waitForFinished();
    return future.result();
}

} // namespace TrainDeck::Cli
