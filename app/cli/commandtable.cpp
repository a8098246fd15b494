// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/commandtable.h"

#include "core/domain/enums.h"

#include <QMetaEnum>
#include <QRegularExpression>

namespace TrainDeck::Cli {

namespace {

/// The operand and sub-command words of `name` from the synopsis lines of its usage
/// ("Usage: traindeck-cli logs JOB [...]", "       traindeck-cli history prune [...]").
void readSynopsis(CommandTable::Entry &e)
{
    const QRegularExpression line(
        QStringLiteral("traindeck-cli %1 ([^\\n]*)").arg(QRegularExpression::escape(e.name)));
    for (auto it = line.globalMatch(e.usage); it.hasNext();) {
        const QString word
            = it.next().captured(1).section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
        if (word.isEmpty() || word.startsWith(QLatin1Char('['))
            || word.startsWith(QLatin1Char('-')))
            continue;
        if (word == QLatin1String("JOB"))
            e.operand = CommandTable::Operand::Job;
        else if (word.startsWith(QLatin1String("FILE")) || word.contains(QLatin1Char('.')))
            e.operand = CommandTable::Operand::File;
        else if (word == word.toLower() && !e.words.contains(word))
            e.words << word;
    }
}

} // namespace

const QCommandLineOption *CommandTable::Entry::option(const QString &name) const
{
    for (const QCommandLineOption &o : options) {
        if (o.names().contains(name))
            return &o;
    }
    return nullptr;
}

CommandTable::CommandTable()
{
    for (const auto &c : allCommands()) {
        Entry e;
        e.name = c->name();
        e.summary = c->summary();
        e.usage = c->usage();
        CliParser parser(e.name);
        c->addOptions(parser);
        e.options = parser.options();
        readSynopsis(e);
        m_commands << e;
    }
}

const CommandTable::Entry *CommandTable::command(const QString &name) const
{
    for (const Entry &e : m_commands) {
        if (e.name == name)
            return &e;
    }
    return nullptr;
}

QList<QCommandLineOption> CommandTable::globalOptions()
{
    return {
        QCommandLineOption({QStringLiteral("help")},
                           CliCommand::tr("show this help, or a command's with <command> --help")),
        QCommandLineOption({QStringLiteral("version")}, CliCommand::tr("show the version"))};
}

QStringList CommandTable::optionValues(const QString &option)
{
    QStringList values;
    if (option == QLatin1String("backend")) {
        const QMetaEnum kinds = QMetaEnum::fromType<BackendKind>();
        for (int i = 0; i < kinds.keyCount(); ++i)
            values << enumName(BackendKind(kinds.value(i))).toLower();
    } else if (option == QLatin1String("status")) {
        const QMetaEnum statuses = QMetaEnum::fromType<JobStatus>();
        for (int i = 0; i < statuses.keyCount(); ++i) {
            if (JobStatus(statuses.value(i)) != JobStatus::Unknown)
                values << enumName(JobStatus(statuses.value(i)));
        }
    } else if (option == QLatin1String("format")) {
        values = {QStringLiteral("svg"), QStringLiteral("png"), QStringLiteral("mermaid")};
    } else if (option == QLatin1String("pull-policy")) {
        values
            = {QStringLiteral("IfNotPresent"), QStringLiteral("Always"), QStringLiteral("Never")};
    }
    return values;
}

bool CommandTable::takesPath(const QString &option)
{
    static const QStringList paths{QStringLiteral("runtimes"),
                                   QStringLiteral("kubeconfig"),
                                   QStringLiteral("o"),
                                   QStringLiteral("output"),
                                   QStringLiteral("db"),
                                   QStringLiteral("archive")};
    return paths.contains(option);
}

QString CommandTable::dashed(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

} // namespace TrainDeck::Cli
