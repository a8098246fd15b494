// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/manpage.h"

#include "app/roffwriter.h"

#include <QStringList>

namespace TrainDeck::Cli {

// The page is English: it is written once at build time into share/man/man1, and the
// commands' texts in it are read with TRAINDECK_LANG=en. Its own prose is therefore not in
// the translation catalogues.
QString ManPage::write(const CommandTable &table)
{
    using App::RoffWriter;
    RoffWriter page(QStringLiteral("traindeck-cli"),
                    QStringLiteral("TrainDeck %1").arg(QStringLiteral(TRAINDECK_VERSION)));
    page.section(QStringLiteral("NAME"));
    page.raw(QStringLiteral("traindeck-cli \\- build, run and watch Kubeflow Trainer jobs "
                            "without a GUI"));
    page.section(QStringLiteral("SYNOPSIS"));
    page.raw(QStringLiteral(".B traindeck-cli\n.I command\n[\\fIoptions\\fR] [\\fIarguments\\fR]\n"
                            ".br\n.B traindeck-cli\n.I command\n.B \\-\\-help\n"
                            ".br\n.B traindeck-cli \\-\\-help\n"
                            ".br\n.B traindeck-cli \\-\\-version"));
    page.section(QStringLiteral("DESCRIPTION"));
    page.paragraph(QStringLiteral(
        "traindeck-cli validates, plans, draws, submits and watches Kubeflow Trainer TrainJobs "
        "on local processes, Docker, Podman and Kubernetes, with the same core as the "
        "TrainDeck desktop application, traindeck(1). Each command prints its own help with "
        "--help; this page holds the same texts."));
    page.paragraph(QStringLiteral(
        "Options are written --name value or --name=value. A repeated option keeps its last "
        "value, except --runtimes, which adds each path. Anything after -- is an argument even "
        "when it starts with -. An option a command does not take is a usage error."));

    page.section(QStringLiteral("COMMANDS"));
    for (const CommandTable::Entry &c : table.commands()) {
        page.subsection(c.name);
        page.paragraph(c.summary);
        page.preformatted(c.usage);
        QStringList options;
        for (const QCommandLineOption &o : c.options)
            options << RoffWriter::option(o);
        options << RoffWriter::bold(QStringLiteral("-h")) + QStringLiteral(", ")
                       + RoffWriter::bold(QStringLiteral("--help"));
        page.raw(QStringLiteral(".PP\nOptions: %1.").arg(options.join(QLatin1String(", "))));
    }

    page.section(QStringLiteral("OPTIONS"));
    for (const QCommandLineOption &o : CommandTable::globalOptions())
        page.item(RoffWriter::option(o), o.description());

    page.section(QStringLiteral("ENVIRONMENT"));
    const QList<std::pair<QString, QString>> environment{
        {QStringLiteral("TRAINDECK_DATA_DIR"),
         QStringLiteral("Where jobs, logs, venvs and the history live (default "
                        "~/.local/share/TrainDeck).")},
        {QStringLiteral("TRAINDECK_RUNTIMES"),
         QStringLiteral("Extra runtime files or folders, ':'-separated, loaded after "
                        "TrainDeck's own.")},
        {QStringLiteral("TRAINDECK_PYTHON"),
         QStringLiteral("The Python the local backend makes venvs from (default "
                        "/usr/bin/python3).")},
        {QStringLiteral("TRAINDECK_HISTORY_DB"),
         QStringLiteral("The history database (default history.sqlite in the data folder).")},
        {QStringLiteral("TRAINDECK_LANG"),
         QStringLiteral("Force a message catalogue: de, zh_CN or en.")},
        {QStringLiteral("KUBECONFIG"),
         QStringLiteral("The kubeconfig files, ':'-separated, merged as kubectl merges them.")},
        {QStringLiteral("DOCKER_HOST, CONTAINER_HOST"),
         QStringLiteral("The Docker or Podman engine when --host is not given.")},
    };
    for (const auto &[name, text] : environment)
        page.item(RoffWriter::bold(name), text);

    page.section(QStringLiteral("FILES"));
    page.item(RoffWriter::bold(QStringLiteral("~/.local/share/TrainDeck/jobs")),
              QStringLiteral("One folder per job and backend: the job file, its state and its "
                             "logs."));
    page.item(RoffWriter::bold(QStringLiteral("~/.local/share/TrainDeck/venvs")),
              QStringLiteral("The local backend's reusable Python environments."));
    page.item(RoffWriter::bold(QStringLiteral("~/.local/share/TrainDeck/history.sqlite")),
              QStringLiteral("The history of runs; its logs are archived in history-archive "
                             "beside it."));
    page.item(RoffWriter::bold(QStringLiteral("~/.kube/config")),
              QStringLiteral("The kubeconfig when KUBECONFIG is not set."));

    page.section(QStringLiteral("EXIT STATUS"));
    page.item(RoffWriter::bold(QString::number(ExitOk)),
              QStringLiteral("Success (for train --follow and wait: the job reached the status "
                             "asked for)."));
    page.item(RoffWriter::bold(QString::number(ExitInvalid)),
              QStringLiteral("The input was read but is not valid; or the job failed, timed "
                             "out, or was not found."));
    page.item(RoffWriter::bold(QString::number(ExitUsage)),
              QStringLiteral("Bad command line: an unknown command or option, a missing "
                             "argument."));
    page.item(RoffWriter::bold(QString::number(ExitError)),
              QStringLiteral("An engine, a file or a connection failed."));

    page.section(QStringLiteral("SEE ALSO"));
    page.raw(QStringLiteral(".BR traindeck (1),\n.BR docker (1),\n.BR podman (1),\n"
                            ".BR kubectl (1)"));
    return page.text();
}

} // namespace TrainDeck::Cli
