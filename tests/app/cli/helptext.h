// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "tests/support/clirun.h"

#include <QRegularExpression>
#include <QStringList>
#include <QTest>

/// What `traindeck-cli --help` and each `traindeck-cli COMMAND --help` list, read from the
/// text the user sees: the reference the man page and the completion are checked against.
namespace HelpText {

inline CliRun cli(const QStringList &args)
{
    return CliRun::run(args, {}, 60000);
}

/// The commands of `traindeck-cli --help` ("  name   summary" under "Commands:").
inline QStringList commands()
{
    const CliRun r = cli({QStringLiteral("--help")});
    if (!r.exited(0))
        return {};
    const QString list
        = r.out.section(QStringLiteral("Commands:\n"), 1).section(QStringLiteral("\n\n"), 0, 0);
    QStringList names;
    for (const QString &line : list.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        names << line.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    return names;
}

/// Every option a help text names: --word and -x, not "--" alone nor "-separated", nor
/// another program's ("as kubectl apply -f takes them").
inline QStringList options(QString help)
{
    static const QRegularExpression other(QStringLiteral("kubectl( [a-z]+)* -[a-zA-Z]\\b"));
    help.remove(other);
    static const QRegularExpression option(
        QStringLiteral("(?<![\\w-])(--[a-z][a-z0-9-]*[a-z0-9]|-[a-zA-Z])(?![\\w-])"));
    QStringList found;
    for (auto it = option.globalMatch(help); it.hasNext();) {
        const QString o = it.next().captured(1);
        if (!found.contains(o))
            found << o;
    }
    return found;
}

/// The options `traindeck-cli <command> --help` names.
inline QStringList commandOptions(const QString &command)
{
    const CliRun r = cli({command, QStringLiteral("--help")});
    return r.exited(0) ? options(r.out) : QStringList();
}

} // namespace HelpText
