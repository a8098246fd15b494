// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/clicommand.h"
#include "app/cli/commandtable.h"
#include "app/cli/manpage.h"
#include "app/cli/shellcompletion.h"
#include "models/preferences.h"
#include "translations/translator.h"

#include <QCoreApplication>
#include <QTextStream>

using namespace TrainDeck::Cli;

namespace {

void printHelp(QTextStream &out, const std::vector<std::unique_ptr<CliCommand>> &commands)
{
    out << CliCommand::tr("Usage: traindeck-cli <command> [options]\n\n"
                          "Build, run and watch Kubeflow Trainer jobs without a GUI.\n\n"
                          "Commands:\n");
    for (const auto &c : commands)
        out << QStringLiteral("  %1  %2\n").arg(c->name(), -10).arg(c->summary());
    out << CliCommand::tr("\nOptions:\n");
    for (const QCommandLineOption &o : CommandTable::globalOptions())
        out << QStringLiteral("  %1  %2\n")
                   .arg(CommandTable::dashed(o.names().constFirst()), -10)
                   .arg(o.description());
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("traindeck-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("TrainDeck"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TRAINDECK_VERSION));
    // The data folder the desktop app's preferences chose (its settings file, "TrainDeck").
    TrainDeck::Models::Preferences::applyDataFolder(QStringLiteral("TrainDeck"), false);
    TrainDeck::installTranslators(app);

    QTextStream out(stdout);
    QTextStream err(stderr);
    const auto commands = allCommands();
    QStringList args = app.arguments().mid(1);
    if (args.isEmpty() || args.first() == QLatin1String("--help")
        || args.first() == QLatin1String("-h") || args.first() == QLatin1String("help")) {
        printHelp(args.isEmpty() ? err : out, commands);
        return args.isEmpty() ? ExitUsage : ExitOk;
    }
    if (args.first() == QLatin1String("--version")) {
        out << "traindeck-cli " << TRAINDECK_VERSION << '\n';
        return ExitOk;
    }
    // Not in --help: the build writes the man page and the shell completion with these, from
    // the same commands and option tables as the help (app/CMakeLists.txt).
    if (args.first() == QLatin1String("--man")) {
        out << ManPage::write(CommandTable());
        return ExitOk;
    }
    if (args.first() == QLatin1String("--completion")) {
        const QString shell = args.value(1);
        if (shell != QLatin1String("bash") && shell != QLatin1String("zsh")) {
            err << CliCommand::tr("traindeck-cli: --completion needs bash or zsh\n");
            return ExitUsage;
        }
        const CommandTable table;
        out << (shell == QLatin1String("bash") ? ShellCompletion::bash(table)
                                               : ShellCompletion::zsh(table));
        return ExitOk;
    }
    const QString name = args.takeFirst();
    for (const auto &c : commands) {
        if (c->name() != name)
            continue;
        // One parser per command, with the options it declared.
        CliParser parser(name);
        c->addOptions(parser);
        switch (parser.parse(args)) {
        case CliParser::Outcome::Help:
            out << c->usage();
            return ExitOk;
        case CliParser::Outcome::Error:
            err << parser.errorText() << '\n';
            return ExitUsage;
        case CliParser::Outcome::Run:
            break;
        }
        const int rc = c->run(parser, out, err);
        out.flush();
        err.flush();
        return rc;
    }
    err << CliCommand::tr("traindeck-cli: unknown command '%1'. Run 'traindeck-cli --help' for "
                          "the list of commands.\n")
               .arg(name);
    return ExitUsage;
}
