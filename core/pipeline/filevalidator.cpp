// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/filevalidator.h"

#include "core/codec/fieldreader.h"
#include "core/codec/jobloader.h"
#include "core/codec/runtimecodec.h"
#include "core/codec/trainjobcodec.h"
#include "core/files/regularfilereader.h"
#include "core/pipeline/pipeline.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>

namespace TrainDeck {

namespace {

QString kindOf(const Document &d)
{
    const auto &j = d.json();
    return j.is_object() && j.contains("kind") && j["kind"].is_string()
               ? QString::fromStdString(j["kind"].get<std::string>())
               : QString();
}

} // namespace

FileValidator::File FileValidator::read(const QString &path)
{
    File f;
    f.name = path;
    const QFileInfo info(path);
    if (!info.exists()) {
        f.problems << Error::make(Error::Kind::NotFound, tr("no such file")).at(path);
    } else if (info.isDir()) {
        f.problems << Error::make(Error::Kind::Io, tr("this is a folder; name the files")).at(path);
    } else if (info.size() > Document::MaxBytes) {
        // Refused before reading: a 10 GB file must not be loaded to learn it is too big.
        f.problems << Error::make(Error::Kind::Parse,
                                  tr("the file is %1 MiB; job and runtime files are limited to "
                                     "%2 MiB")
                                      .arg(double(info.size()) / (1024.0 * 1024.0), 0, 'f', 1)
                                      .arg(Document::MaxBytes / (1024 * 1024)))
                          .at(path);
    } else if (auto bytes
               = RegularFileReader::read(path, Document::MaxBytes, tr("job or runtime file"));
               !bytes) {
        // A FIFO or a device (/dev/zero) is refused here instead of hanging or filling memory.
        f.problems << bytes.error();
    } else {
        return parse(*bytes, path);
    }
    return f;
}

FileValidator::File FileValidator::parse(const QByteArray &bytes, const QString &name)
{
    File f;
    f.name = name;
    auto docs = Document::parseAll(bytes, name);
    if (docs)
        f.documents = *docs;
    else
        f.problems << docs.error();
    return f;
}

void FileValidator::collectRuntimes(File &file, RuntimeCatalog &catalog)
{
    for (const Document &d : file.documents) {
        if (!RuntimeCodec::isRuntimeKind(kindOf(d)))
            continue;
        QList<Error> problems;
        if (auto rt = RuntimeCodec::decode(d, &problems))
            catalog.add(*rt);
        else
            file.problems += problems;
    }
}

void FileValidator::validateJobs(File &file, const RuntimeCatalog &catalog, BackendKind backend)
{
    for (const Document &d : file.documents) {
        const QString kind = kindOf(d);
        if (RuntimeCodec::isRuntimeKind(kind))
            continue;
        if (kind != QLatin1String("TrainJob")) {
            const bool isObject = d.json().is_object();
            file.problems << d.error(Error::Kind::Validation,
                                     isObject ? QStringLiteral("kind") : QString(),
                                     !isObject ? tr("expected a Kubernetes object (a mapping with "
                                                    "apiVersion and kind), found %1")
                                                     .arg(FieldReader::typeName(d.json()))
                                     : kind.isEmpty()
                                         ? tr("no kind: expected TrainJob, TrainingRuntime or "
                                              "ClusterTrainingRuntime")
                                         : tr("'%1' is not a TrainJob, TrainingRuntime or "
                                              "ClusterTrainingRuntime")
                                               .arg(kind));
            continue;
        }
        // Type errors first, then the rules, skipping a rule's complaint about a field whose
        // value could not even be read.
        QList<Error> problems;
        TrainJob job = TrainJobCodec::decodePartial(d, problems);
        JobLoader::loadScript(job);
        const auto runtime = catalog.find(job.runtimeRef.name);
        QList<Error> rules
            = Pipeline::standard().validate(job,
                                            runtime ? &*runtime : nullptr,
                                            PlanContext::forBackend(backend, job.name),
                                            catalog.names());
        QSet<QString> reported;
        for (const Error &e : problems)
            reported.insert(e.field);
        for (Error &e : rules) {
            if (reported.contains(e.field))
                continue;
            const Document::Position pos = d.position(e.field);
            e.file = file.name;
            e.line = pos.line;
            e.column = pos.column;
            problems << e;
        }
        file.problems += problems;
    }
}

QList<Error> FileValidator::validate(const QByteArray &bytes,
                                     const QString &name,
                                     RuntimeCatalog catalog,
                                     BackendKind backend)
{
    File f = parse(bytes, name);
    collectRuntimes(f, catalog);
    validateJobs(f, catalog, backend);
    return f.problems;
}

} // namespace TrainDeck
