// SPDX-License-Identifier: Apache-2.0
#include "validatecommand.h"

#include "clioptions.h"
#include "codec/document.h"
#include "codec/jobloader.h"
#include "codec/runtimecodec.h"
#include "codec/trainjobcodec.h"
#include "pipeline/pipeline.h"

#include <QFile>
#include <QFileInfo>

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

int ValidateCommand::run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const CliOptions o(args, {}, {QStringLiteral("backend"), QStringLiteral("runtimes")});
    if (!o.ok() || o.positional().isEmpty()) {
        err << (o.ok() ? tr("validate needs at least one file") : o.error()) << '\n' << usage();
        return ExitUsage;
    }
    BackendKind backend = BackendKind::Kubernetes;
    if (o.has(QStringLiteral("backend"))) {
        const auto b = backendKindFromString(o.value(QStringLiteral("backend")));
        if (!b) {
            err << tr("unknown backend '%1'; use local, docker, podman or kubernetes")
                       .arg(o.value(QStringLiteral("backend")))
                << '\n';
            return ExitUsage;
        }
        backend = *b;
    }
    RuntimeCatalog catalog = o.catalog(err);

    // Read everything first so that runtimes in the given files serve the jobs among them.
    struct Parsed
    {
        QString file;
        QList<Document> docs;
        QList<Error> problems;
    };
    QList<Parsed> parsed;
    for (const QString &file : o.positional()) {
        Parsed p;
        p.file = file;
        const QFileInfo info(file);
        QFile f(file);
        if (!info.exists()) {
            p.problems << Error::make(Error::Kind::NotFound, tr("no such file")).at(file);
        } else if (info.isDir()) {
            p.problems
                << Error::make(Error::Kind::Io, tr("this is a folder; name the files")).at(file);
        } else if (info.size() > Document::MaxBytes) {
            p.problems << Error::make(Error::Kind::Parse,
                                      tr("the file is %1 MiB; job and runtime files are limited "
                                         "to %2 MiB")
                                          .arg(double(info.size()) / (1024.0 * 1024.0), 0, 'f', 1)
                                          .arg(Document::MaxBytes / (1024 * 1024)))
                              .at(file);
        } else if (!f.open(QIODevice::ReadOnly)) {
            p.problems << Error::make(Error::Kind::Io, f.errorString()).at(file);
        } else {
            auto docs = Document::parseAll(f.readAll(), file);
            if (docs)
                p.docs = *docs;
            else
                p.problems << docs.error();
        }
        parsed << p;
    }
    for (Parsed &p : parsed) {
        for (const Document &d : p.docs) {
            const auto &kind
                = d.json().is_object() && d.json().contains("kind") && d.json()["kind"].is_string()
                      ? d.json()["kind"].get<std::string>()
                      : std::string();
            if (!RuntimeCodec::isRuntimeKind(QString::fromStdString(kind)))
                continue;
            QList<Error> problems;
            if (auto rt = RuntimeCodec::decode(d, &problems))
                catalog.add(*rt);
            else
                p.problems += problems;
        }
    }
    int bad = 0;
    for (Parsed &p : parsed) {
        for (const Document &d : p.docs) {
            const bool isObject = d.json().is_object();
            const QString kind
                = isObject && d.json().contains("kind") && d.json()["kind"].is_string()
                      ? QString::fromStdString(d.json()["kind"].get<std::string>())
                      : QString();
            if (RuntimeCodec::isRuntimeKind(kind))
                continue;
            if (kind != QLatin1String("TrainJob")) {
                p.problems << d.error(Error::Kind::Validation,
                                      isObject ? QStringLiteral("kind") : QString(),
                                      kind.isEmpty()
                                          ? tr("no kind: expected TrainJob, TrainingRuntime or "
                                               "ClusterTrainingRuntime")
                                          : tr("'%1' is not a TrainJob, TrainingRuntime or "
                                               "ClusterTrainingRuntime")
                                                .arg(kind));
                continue;
            }
            // Type errors first, then the rules, skipping a rule's complaint about a field
            // whose value could not even be read.
            QList<Error> problems;
            TrainJob job = TrainJobCodec::decodePartial(d, problems);
            JobLoader::loadScript(job);
            const auto runtime = catalog.find(job.runtimeRef.name);
            QList<Error> v
                = Pipeline::standard().validate(job,
                                                runtime ? &*runtime : nullptr,
                                                PlanContext::forBackend(backend, job.name),
                                                catalog.names());
            QSet<QString> reported;
            for (const Error &e : problems)
                reported.insert(e.field);
            for (Error &e : v) {
                if (reported.contains(e.field))
                    continue;
                const Document::Position pos = d.position(e.field);
                e.line = pos.line;
                e.column = pos.column;
                problems << e;
            }
            p.problems += problems;
        }
        if (p.problems.isEmpty()) {
            out << tr("%1: ok").arg(p.file) << '\n';
        } else {
            ++bad;
            for (const Error &e : p.problems) {
                Error shown = e;
                if (shown.file.isEmpty())
                    shown.file = p.file;
                out << shown.toString() << '\n';
            }
        }
    }
    err << tr("%n file(s) checked", nullptr, int(parsed.size())) << ", "
        << tr("%n with problems", nullptr, bad) << '\n';
    return bad == 0 ? ExitOk : ExitInvalid;
}

} // namespace TrainDeck::Cli
