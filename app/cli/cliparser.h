// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backendregistry.h"
#include "core/catalog/runtimecatalog.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

namespace TrainDeck::Cli {

/// The command line of one sub-command, parsed by QCommandLineParser: the command declares
/// its options (flags take no value; valued options take one, repeatable, the last wins),
/// and what is wrong is reported with the command's name and what to do.
class CliParser
{
    Q_DECLARE_TR_FUNCTIONS(CliParser)

public:
    /// `command` names the sub-command in messages ("plan: unknown option --x").
    explicit CliParser(QString command);

    void addFlags(const QStringList &names);
    void addValues(const QStringList &names);
    /// One valued option known by several names, such as {"o", "output"}.
    void addValue(const QStringList &aliases);
    /// --backend, --host and --insecure-skip-tls-verify: for commands that reach a backend.
    void addConnectionOptions();

    enum class Outcome { Run, Help, Error };
    /// Parses `args` (without the program and command names). Help when they ask for it
    /// (--help or -h, whatever else they hold); Error with errorText() set when an option
    /// is unknown or lacks its value.
    Outcome parse(const QStringList &args);
    const QString &errorText() const { return m_error; }

    bool has(const QString &name) const;
    QString value(const QString &name, const QString &fallback = {}) const;
    QStringList values(const QString &name) const;
    QStringList positional() const;

    /// Every option declared so far, in the order declared (--help, which every command takes,
    /// is not among them). The man page and the shell completion are written from these, so
    /// that what they list is what parse() accepts.
    const QList<QCommandLineOption> &options() const { return m_options; }

    /// The runtime catalog: TrainDeck's runtimes, then $TRAINDECK_RUNTIMES (':'-separated),
    /// then each --runtimes PATH. Load problems are printed to `err` as warnings.
    RuntimeCatalog catalog(QTextStream &err) const;
    /// What the backend is made with, from the options given (catalog warnings to `err`).
    BackendOptions backendOptions(QTextStream &err) const;

private:
    bool declared(const QString &name) const;

    QString m_command;
    QCommandLineParser m_parser;
    QStringList m_flags;
    QStringList m_valued;
    QList<QCommandLineOption> m_options;
    QString m_error;
};

} // namespace TrainDeck::Cli
