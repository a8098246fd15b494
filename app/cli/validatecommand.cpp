// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/validatecommand.h"

#include "core/pipeline/filevalidator.h"

namespace TrainDeck::Cli {

QString ValidateCommand::summary() const
{
    return tr("check TrainJob and runtime files; print each problem as FILE:LINE: FIELD: message");
}

QString ValidateCommand::usage() const
{
    return tr("Usage: traindeck-cli validate FILE... [--backend B] [--runtimes PATH]...\n\n"
              "Checks TrainJob, TrainingRuntime and ClusterTrainingRuntime files (YAML or JSON,\n"
              "several documents per file allowed). Runtimes defined in the files themselves\n"
              "count when a TrainJob refers to them. Prints every problem as\n"
              "FILE:LINE: FIELD: message.\n\n"
              "  --backend B       also apply the rules of backend B (local, docker, podman,\n"
              "                    kubernetes); without it the TrainJob is checked as a\n"
              "                    cluster would check it\n"
              "  --runtimes PATH   also load this runtime file or folder\n\n"
              "Exit status: 0 when every file is valid, 1 when any is not, 2 on bad usage.\n");
}

void ValidateCommand::addOptions(CliParser &parser) const
{
    parser.addValues({QStringLiteral("backend"), QStringLiteral("runtimes")});
}

int ValidateCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (o.positional().isEmpty()) {
        err << tr("validate needs at least one file") << '\n' << usage();
        return ExitUsage;
    }
    BackendKind backend = BackendKind::Kubernetes;
    if (o.has(QStringLiteral("backend"))) {
        const auto b = BackendRegistry::parseKind(o.value(QStringLiteral("backend")));
        if (!b) {
            err << b.error().message << '\n';
            return ExitUsage;
        }
        backend = *b;
    }
    RuntimeCatalog catalog = o.catalog(err);

    // Read everything first so that runtimes in the given files serve the jobs among them.
    QList<FileValidator::File> files;
    for (const QString &file : o.positional())
        files << FileValidator::read(file);
    for (FileValidator::File &f : files)
        FileValidator::collectRuntimes(f, catalog);
    int bad = 0;
    for (FileValidator::File &p : files) {
        FileValidator::validateJobs(p, catalog, backend);
        if (p.problems.isEmpty()) {
            out << tr("%1: ok").arg(p.name) << '\n';
        } else {
            ++bad;
            for (const Error &e : p.problems) {
                Error shown = e;
                if (shown.file.isEmpty())
                    shown.file = p.name;
                out << shown.toString() << '\n';
            }
        }
    }
    err << tr("%n file(s) checked", nullptr, int(files.size())) << ", "
        << tr("%n with problems", nullptr, bad) << '\n';
    return bad == 0 ? ExitOk : ExitInvalid;
}

} // namespace TrainDeck::Cli
