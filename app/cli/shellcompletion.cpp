// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/shellcompletion.h"

#include <QStringList>

#include <utility>

namespace TrainDeck::Cli {

namespace {

/// What the value of `option` completes to, as a bash command whose words are the candidates,
/// or "-f"/"-d" for paths; empty when the value is free text.
enum class Value { Free, Fixed, Path, Runtime };

Value valueKind(const QString &option)
{
    if (!CommandTable::optionValues(option).isEmpty())
        return Value::Fixed;
    if (CommandTable::takesPath(option))
        return Value::Path;
    // history --runtime filters by a runtime's name.
    if (option == QLatin1String("runtime"))
        return Value::Runtime;
    return Value::Free;
}

/// The options of `entry`, dashed: flags and valued ones apart.
void split(const CommandTable::Entry &entry, QStringList *flags, QStringList *valued)
{
    for (const QCommandLineOption &o : entry.options) {
        for (const QString &n : o.names())
            (o.valueName().isEmpty() ? flags : valued)->append(CommandTable::dashed(n));
    }
}

/// `|--a|--b|`: a list a bash pattern looks a word up in.
QString barList(const QStringList &words)
{
    return QLatin1Char('|') + words.join(QLatin1Char('|')) + QLatin1Char('|');
}

/// Text in zsh single quotes, where also ':' and '[' ']' mean something to _arguments.
QString zshQuoted(QString text)
{
    text.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    text.replace(QLatin1Char(':'), QLatin1String("\\:"));
    text.replace(QLatin1Char('['), QLatin1String("\\["));
    text.replace(QLatin1Char(']'), QLatin1String("\\]"));
    text.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return text;
}

/// The options of the listing command (jobs, runtimes) passed on from the line being
/// completed, so that `logs --backend docker <TAB>` lists Docker's jobs: its flags and its
/// valued options as |-lists.
std::pair<QString, QString> passedOn(const CommandTable &table, const QString &command)
{
    QStringList flags, valued;
    if (const CommandTable::Entry *e = table.command(command))
        split(*e, &flags, &valued);
    flags.removeAll(QStringLiteral("--json"));
    flags.removeAll(QStringLiteral("--names"));
    return {barList(flags), barList(valued)};
}

} // namespace

QString ShellCompletion::bash(const CommandTable &table)
{
    QStringList names;
    for (const CommandTable::Entry &c : table.commands())
        names << c.name;
    QStringList globals;
    for (const QCommandLineOption &o : CommandTable::globalOptions())
        globals << CommandTable::dashed(o.names().constFirst());

    const auto [jobFlags, jobValued] = passedOn(table, QStringLiteral("jobs"));
    const auto [runtimeFlags, runtimeValued] = passedOn(table, QStringLiteral("runtimes"));

    QString s;
    s += QStringLiteral(
        "# bash completion for traindeck-cli. Written by `traindeck-cli --completion bash` from\n"
        "# the commands and options traindeck-cli parses: do not edit, build it again.\n\n"
        "# Prints the names `traindeck-cli $1 --names` lists, with those options of the line\n"
        "# being completed that the listing command takes ($2 flags, $3 with a value).\n"
        "_traindeck_cli_names()\n"
        "{\n"
        "    local i w args=()\n"
        "    for ((i = 2; i < COMP_CWORD; i++)); do\n"
        "        w=${COMP_WORDS[i]}\n"
        "        if [[ $2 == *\"|$w|\"* ]]; then\n"
        "            args+=(\"$w\")\n"
        "        elif [[ $3 == *\"|$w|\"* ]] && ((i + 1 < COMP_CWORD)); then\n"
        "            args+=(\"$w\" \"${COMP_WORDS[i + 1]}\")\n"
        "            ((i++))\n"
        "        fi\n"
        "    done\n"
        "    \"${COMP_WORDS[0]}\" \"$1\" --names \"${args[@]}\" 2>/dev/null\n"
        "}\n\n");
    s += QStringLiteral("_traindeck_cli_jobs()\n{\n    _traindeck_cli_names jobs '%1' '%2'\n}\n\n")
             .arg(jobFlags, jobValued);
    s += QStringLiteral(
             "_traindeck_cli_runtimes()\n{\n    _traindeck_cli_names runtimes '%1' '%2'\n}\n\n")
             .arg(runtimeFlags, runtimeValued);
    s += QStringLiteral("_traindeck_cli()\n"
                        "{\n"
                        "    local cur=${COMP_WORDS[COMP_CWORD]} prev=\n"
                        "    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}\n"
                        "    local IFS=$'\\n'\n"
                        "    COMPREPLY=()\n"
                        "    if ((COMP_CWORD == 1)); then\n"
                        "        COMPREPLY=($(IFS=' ' compgen -W '%1 %2' -- \"$cur\"))\n"
                        "        return 0\n"
                        "    fi\n"
                        "    local flags= valued= operand= words=\n"
                        "    case ${COMP_WORDS[1]} in\n")
             .arg(names.join(QLatin1Char(' ')), globals.join(QLatin1Char(' ')));
    QStringList allValued;
    for (const CommandTable::Entry &c : table.commands()) {
        QStringList flags, valued;
        split(c, &flags, &valued);
        for (const QString &v : std::as_const(valued)) {
            if (!allValued.contains(v))
                allValued << v;
        }
        const char *operand = c.operand == CommandTable::Operand::Job    ? "job"
                              : c.operand == CommandTable::Operand::File ? "file"
                                                                         : "";
        s += QStringLiteral("    %1)\n        flags='%2'\n        valued='%3'\n"
                            "        operand=%4\n        words='%5'\n        ;;\n")
                 .arg(c.name,
                      flags.join(QLatin1Char(' ')),
                      barList(valued),
                      QLatin1String(operand),
                      c.words.join(QLatin1Char(' ')));
    }
    s += QStringLiteral("    *)\n        return 0\n        ;;\n    esac\n"
                        "    if [[ $valued == *\"|$prev|\"* ]]; then\n"
                        "        case $prev in\n");
    for (const QString &option : std::as_const(allValued)) {
        const QString bare = option.mid(option.startsWith(QLatin1String("--")) ? 2 : 1);
        switch (valueKind(bare)) {
        case Value::Fixed:
            s += QStringLiteral("        %1)\n            COMPREPLY=($(IFS=' ' compgen -W '%2' -- "
                                "\"$cur\"))\n            ;;\n")
                     .arg(option, CommandTable::optionValues(bare).join(QLatin1Char(' ')));
            break;
        case Value::Path:
            s += QStringLiteral("        %1)\n            compopt -o filenames 2>/dev/null\n"
                                "            COMPREPLY=($(compgen -%2 -- \"$cur\"))\n"
                                "            ;;\n")
                     .arg(option,
                          bare == QLatin1String("archive") ? QStringLiteral("d")
                                                           : QStringLiteral("f"));
            break;
        case Value::Runtime:
            s += QStringLiteral("        %1)\n            COMPREPLY=($(compgen -W "
                                "\"$(_traindeck_cli_runtimes)\" -- \"$cur\"))\n            ;;\n")
                     .arg(option);
            break;
        case Value::Free:
            break;
        }
    }
    s += QStringLiteral(
        "        esac\n"
        "        return 0\n"
        "    fi\n"
        "    if [[ $cur == -* ]]; then\n"
        "        COMPREPLY=($(IFS=' ' compgen -W \"$flags ${valued//|/ } --help\" -- \"$cur\"))\n"
        "        return 0\n"
        "    fi\n"
        "    case $operand in\n"
        "    job)\n"
        "        COMPREPLY=($(compgen -W \"$(_traindeck_cli_jobs)\" -- \"$cur\"))\n"
        "        ;;\n"
        "    file)\n"
        "        compopt -o filenames 2>/dev/null\n"
        "        COMPREPLY=($(compgen -f -- \"$cur\"))\n"
        "        ;;\n"
        "    esac\n"
        "    if [[ -n $words ]] && ((COMP_CWORD == 2)); then\n"
        "        COMPREPLY+=($(IFS=' ' compgen -W \"$words\" -- \"$cur\"))\n"
        "    fi\n"
        "    return 0\n"
        "}\n\n"
        "complete -F _traindeck_cli traindeck-cli\n");
    return s;
}

QString ShellCompletion::zsh(const CommandTable &table)
{
    const auto [jobFlags, jobValued] = passedOn(table, QStringLiteral("jobs"));
    const auto [runtimeFlags, runtimeValued] = passedOn(table, QStringLiteral("runtimes"));
    QString s;
    s += QStringLiteral(
        "#compdef traindeck-cli\n"
        "# zsh completion for traindeck-cli. Written by `traindeck-cli --completion zsh` from\n"
        "# the commands and options traindeck-cli parses: do not edit, build it again.\n\n"
        "# The names `traindeck-cli $1 --names` lists, with those options of the line that the\n"
        "# listing command takes ($2 flags, $3 with a value).\n"
        "_traindeck_cli_names() {\n"
        "  local -a args names\n"
        "  local i\n"
        "  for ((i = 2; i < CURRENT; i++)); do\n"
        "    if [[ $2 == *\"|${words[i]}|\"* ]]; then\n"
        "      args+=(${words[i]})\n"
        "    elif [[ $3 == *\"|${words[i]}|\"* ]] && ((i + 1 < CURRENT)); then\n"
        "      args+=(${words[i]} ${words[i+1]})\n"
        "      ((i++))\n"
        "    fi\n"
        "  done\n"
        "  names=(${(f)\"$($_traindeck_cli_program $1 --names $args 2>/dev/null)\"})\n"
        "  compadd -a names\n"
        "}\n\n"
        "_traindeck_cli() {\n"
        "  local -a commands\n"
        "  commands=(\n");
    for (const CommandTable::Entry &c : table.commands())
        s += QStringLiteral("    '%1:%2'\n").arg(c.name, zshQuoted(c.summary));
    s += QStringLiteral(
        "  )\n"
        "  if ((CURRENT == 2)); then\n"
        "    _describe -t commands 'traindeck-cli command' commands\n"
        "    _arguments '--help' '--version'\n"
        "    return\n"
        "  fi\n"
        "  local command=${words[2]}\n"
        "  # Seen by _traindeck_cli_names: words[1] is the command after the shift.\n"
        "  local _traindeck_cli_program=${words[1]}\n"
        "  shift words\n"
        "  ((CURRENT--))\n"
        "  case $command in\n");
    for (const CommandTable::Entry &c : table.commands()) {
        QStringList specs;
        for (const QCommandLineOption &o : c.options) {
            for (const QString &n : o.names()) {
                QString spec = QStringLiteral("'*%1").arg(CommandTable::dashed(n));
                if (!o.valueName().isEmpty()) {
                    QString action;
                    switch (valueKind(n)) {
                    case Value::Fixed:
                        action = QStringLiteral("(%1)").arg(
                            CommandTable::optionValues(n).join(QLatin1Char(' ')));
                        break;
                    case Value::Path:
                        action = n == QLatin1String("archive") ? QStringLiteral("_directories")
                                                               : QStringLiteral("_files");
                        break;
                    case Value::Runtime:
                        action = QStringLiteral(
                                     "{_traindeck_cli_names runtimes '\\''%1'\\'' '\\''%2'\\''}")
                                     .arg(runtimeFlags, runtimeValued);
                        break;
                    case Value::Free:
                        action = QStringLiteral(" ");
                        break;
                    }
                    spec += QStringLiteral(":%1:%2").arg(zshQuoted(o.valueName()), action);
                }
                specs << spec + QLatin1Char('\'');
            }
        }
        specs << QStringLiteral("'(- *)'{-h,--help}");
        if (c.operand == CommandTable::Operand::Job)
            specs << QStringLiteral("'*:job:{_traindeck_cli_names jobs '\\''%1'\\'' '\\''%2'\\''}'")
                         .arg(jobFlags, jobValued);
        else if (c.operand == CommandTable::Operand::File)
            specs << QStringLiteral("'*:file:_files'");
        else if (!c.words.isEmpty())
            specs << QStringLiteral("'1:command:(%1)'").arg(c.words.join(QLatin1Char(' ')));
        s += QStringLiteral("    %1)\n      _arguments \\\n        %2\n      ;;\n")
                 .arg(c.name, specs.join(QLatin1String(" \\\n        ")));
    }
    s += QStringLiteral("  esac\n}\n\n_traindeck_cli \"$@\"\n");
    return s;
}

} // namespace TrainDeck::Cli
