// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <memory>
#include <vector>

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
    /// `args` excludes the program and command names. May run an event loop.
    virtual int run(const QStringList &args, QTextStream &out, QTextStream &err) = 0;
};

std::vector<std::unique_ptr<CliCommand>> allCommands();

} // namespace TrainDeck::Cli
