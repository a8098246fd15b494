// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clicommand.h"

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

namespace TrainDeck::Cli {

/// What traindeck-cli accepts, read from the commands themselves: each command's name, help
/// and the options its parser declares. The man page and the shell completion are written
/// from this table, so that they list exactly what --help shows and what the parser takes.
class CommandTable
{
public:
    /// What a command's arguments (not its options) are, from its usage's synopsis lines:
    /// `logs JOB` takes a job name, `train FILE` a file, `history prune` the word prune.
    enum class Operand { None, Job, File };

    struct Entry
    {
        QString name;
        QString summary;
        QString usage;
        QList<QCommandLineOption> options;
        Operand operand = Operand::None;
        QStringList words; ///< literal sub-command words (history: prune)

        /// The option known by `name` (without dashes), or nullptr.
        const QCommandLineOption *option(const QString &name) const;
    };

    CommandTable();

    const QList<Entry> &commands() const { return m_commands; }
    const Entry *command(const QString &name) const;

    /// The options of traindeck-cli itself (before a command): --help and --version.
    static QList<QCommandLineOption> globalOptions();

    /// Fixed values of a valued option (--backend: local, docker, ...), empty when free.
    static QStringList optionValues(const QString &option);
    /// True when the value of `option` names a file or folder.
    static bool takesPath(const QString &option);
    /// "--name" or "-o".
    static QString dashed(const QString &name);

private:
    QList<Entry> m_commands;
};

} // namespace TrainDeck::Cli
