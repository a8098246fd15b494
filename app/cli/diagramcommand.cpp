// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/diagramcommand.h"

#include "app/cli/jobplanner.h"
#include "libs/diagram/diagramgenerator.h"
#include "libs/diagram/graphvizlayout.h"
#include "libs/diagram/graphvizrenderer.h"
#include "libs/diagram/mermaidparser.h"
#include "libs/diagram/mermaidwriter.h"
#include "libs/diagram/svgwriter.h"

#include "core/files/regularfilereader.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cstdio>

namespace TrainDeck::Cli {

using namespace TrainDeck::Diagram;

namespace {

QString located(const QString &file, const Error &e)
{
    QString where = file;
    if (e.line > 0)
        where += QLatin1Char(':') + QString::number(e.line);
    if (e.column > 0)
        where += QLatin1Char(':') + QString::number(e.column);
    return where;
}

} // namespace

QString DiagramCommand::summary() const
{
    return tr("render a Mermaid flowchart, or a job's architecture diagram, as SVG, PNG or text");
}

QString DiagramCommand::usage() const
{
    return tr(
        "Usage: traindeck-cli diagram FILE.mmd [--format svg|png|mermaid] [-o OUT]\n"
        "       traindeck-cli diagram TRAINJOB.yaml --backend local|docker|podman|kubernetes\n"
        "                             [--format svg|png|mermaid] [-o OUT] [--expand]\n"
        "                             [--job NAME] [--runtimes PATH]...\n\n"
        "A .mmd or .mermaid file is read as a Mermaid flowchart; anything else as a\n"
        "TrainJob, whose plan for the backend becomes the diagram the app draws (a file\n"
        "with several TrainJobs needs --job NAME; runtimes defined in it serve its jobs). The\n"
        "format defaults to the extension of OUT, else svg. Without -o the result goes to\n"
        "standard output. --expand shows every node of a large job.\n\n"
        "Exit status: 0 on success, 1 when the input is not valid, 2 on bad usage,\n"
        "3 when a file cannot be read or written.\n");
}

void DiagramCommand::addOptions(CliParser &parser) const
{
    parser.addFlags({QStringLiteral("expand")});
    // `-o` is the customary short form.
    parser.addValue({QStringLiteral("o"), QStringLiteral("output")});
    parser.addValues({QStringLiteral("format"),
                      QStringLiteral("backend"),
                      QStringLiteral("runtimes"),
                      QStringLiteral("job")});
}

int DiagramCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (o.positional().size() != 1) {
        err << tr("diagram needs exactly one input file") << '\n' << usage();
        return ExitUsage;
    }
    const QString input = o.positional().first();
    const QString output = o.value(QStringLiteral("output"));
    QString format = o.value(QStringLiteral("format"));
    if (format.isEmpty()) {
        const QString suffix = QFileInfo(output).suffix().toLower();
        format = suffix == QLatin1String("png") ? suffix
                 : suffix == QLatin1String("mmd") || suffix == QLatin1String("mermaid")
                     ? QStringLiteral("mermaid")
                     : QStringLiteral("svg");
    }
    if (format != QLatin1String("svg") && format != QLatin1String("png")
        && format != QLatin1String("mermaid")) {
        err << tr("unknown format '%1'; use svg, png or mermaid").arg(format) << '\n';
        return ExitUsage;
    }

    const QString suffix = QFileInfo(input).suffix().toLower();
    const bool isMermaid = suffix == QLatin1String("mmd") || suffix == QLatin1String("mermaid");
    if (isMermaid && o.has(QStringLiteral("backend"))) {
        err << tr("--backend applies to TrainJob files, not to Mermaid files") << '\n';
        return ExitUsage;
    }

    Flowchart chart;
    if (isMermaid) {
        // A regular file of at most the parser's limit: a FIFO, /dev/zero or a huge sparse
        // file is an error at once, without waiting or reading it all.
        const auto bytes
            = RegularFileReader::read(input, MermaidParser::MaxBytes, tr("Mermaid chart"));
        if (!bytes) {
            err << tr("cannot read %1: %2").arg(input, bytes.error().message) << '\n';
            return ExitError;
        }
        auto parsed = MermaidParser::parse(*bytes);
        if (!parsed) {
            err << located(input, parsed.error()) << QStringLiteral(": ")
                << tr("error: %1").arg(parsed.error().message) << '\n';
            return ExitInvalid;
        }
        chart = std::move(*parsed);
    } else {
        const auto backend = BackendRegistry::parseKind(
            o.value(QStringLiteral("backend"), QStringLiteral("local")));
        if (!backend) {
            err << backend.error().message << '\n';
            return ExitUsage;
        }
        if (!QFileInfo::exists(input)) {
            err << tr("cannot read %1: no such file").arg(input) << '\n';
            return ExitError;
        }
        const RuntimeCatalog catalog = o.catalog(err);
        const auto jobs = loadJobFile(input, catalog, o.value(QStringLiteral("job")), err);
        if (!jobs)
            return ExitInvalid;
        if (jobs->size() > 1) {
            QStringList names;
            for (const TrainJob &j : *jobs)
                names << j.name;
            err << tr("%1 holds %2 TrainJobs (%3): choose one with --job NAME")
                       .arg(input)
                       .arg(jobs->size())
                       .arg(names.join(QStringLiteral(", ")))
                << '\n';
            return ExitUsage;
        }
        const auto plan = planJob(jobs->first(), input, *backend, catalog, err);
        if (!plan)
            return ExitInvalid;
        DiagramGenerator::Options options;
        options.expandNodes = o.has(QStringLiteral("expand"));
        auto generated = DiagramGenerator::flowchart(*plan, options);
        if (!generated) {
            err << tr("internal error: the generated diagram does not parse: %1")
                       .arg(generated.error().message)
                << '\n';
            return ExitError;
        }
        chart = std::move(*generated);
    }
    for (const Error &w : std::as_const(chart.warnings))
        err << located(input, w) << QStringLiteral(": ") << tr("warning: %1").arg(w.message)
            << '\n';

    QByteArray bytes;
    if (format == QLatin1String("mermaid")) {
        bytes = MermaidWriter::write(chart).toUtf8();
    } else if (format == QLatin1String("svg")) {
        auto layout = GraphvizLayout::layout(chart);
        if (!layout) {
            err << located(input, layout.error()) << QStringLiteral(": ") << layout.error().message
                << '\n';
            return ExitInvalid;
        }
        bytes = SvgWriter::write(chart, *layout);
    } else {
        auto png = GraphvizRenderer::render(chart, QStringLiteral("png"));
        if (!png) {
            err << png.error().message << '\n';
            return ExitError;
        }
        bytes = *png;
    }

    if (output.isEmpty() || output == QLatin1String("-")) {
        out.flush();
        QFile stdOut;
        if (!stdOut.open(stdout, QIODevice::WriteOnly) || stdOut.write(bytes) != bytes.size()) {
            err << tr("cannot write to standard output") << '\n';
            return ExitError;
        }
        stdOut.flush();
        return ExitOk;
    }
    QSaveFile f(output);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        err << tr("cannot write %1: %2").arg(output, f.errorString()) << '\n';
        return ExitError;
    }
    return ExitOk;
}

} // namespace TrainDeck::Cli
