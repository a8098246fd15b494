// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/clicommand.h"
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
    out << CliCommand::tr("\nOptions:\n"
                          "  --help      show this help, or a command's with <command> --help\n"
                          "  --version   show the version\n");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("traindeck-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("TrainDeck"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TRAINDECK_VERSION));
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
