// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/catalog/runtimecatalog.h"

#include "core/codec/document.h"
#include "core/codec/runtimecodec.h"
#include "core/files/regularfilereader.h"
#include "core/support/logging.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

namespace TrainDeck {

void RuntimeCatalog::LoadReport::merge(const LoadReport &other)
{
    loaded += other.loaded;
    errors += other.errors;
    warnings += other.warnings;
}

RuntimeCatalog RuntimeCatalog::bundled()
{
    // Compiled in, so the same for the whole run; and every BackendOptions starts from a copy
    // (three at the window's start-up, one more per Kubernetes context): read once.
    static const RuntimeCatalog catalog = readBundled();
    return catalog;
}

RuntimeCatalog RuntimeCatalog::readBundled()
{
    RuntimeCatalog catalog;
    QDir dir(QStringLiteral(":/runtimes"));
    const QStringList files = dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name);
    for (const QString &f : files) {
        const LoadReport r = catalog.addFile(dir.filePath(f));
        // Our own definitions are tested; a failure here is a packaging bug worth shouting about.
        for (const Error &e : r.errors)
            qCWarning(lcCore, "bundled runtime failed to load: %s", qPrintable(e.toString()));
    }
    return catalog;
}

RuntimeCatalog::LoadReport RuntimeCatalog::addFile(const QString &path)
{
    LoadReport report;
    const QFileInfo info(path);
    if (!info.exists()) {
        report.errors.append(
            Error::make(Error::Kind::NotFound, tr("no such file; check the path")).at(path));
        return report;
    }
    if (info.size() > Document::MaxBytes) {
        report.errors.append(
            Error::make(Error::Kind::Parse,
                        tr("the file is %1 MiB; runtime files are limited to %2 "
                           "MiB")
                            .arg(double(info.size()) / (1024.0 * 1024.0), 0, 'f', 1)
                            .arg(Document::MaxBytes / (1024 * 1024)))
                .at(path));
        return report;
    }
    // Only a regular file, at most the limit: a FIFO given as --runtimes must not hang.
    auto bytes = RegularFileReader::read(path, Document::MaxBytes, tr("runtime file"));
    if (!bytes) {
        report.errors.append(bytes.error());
        return report;
    }
    return addBytes(*bytes, path);
}

RuntimeCatalog::LoadReport RuntimeCatalog::addBytes(const QByteArray &bytes,
                                                    const QString &fileName)
{
    LoadReport report;
    // Bundled runtimes are resources (":/..."): ours, read at every start.
    const auto origin
        = fileName.startsWith(u':') ? Document::Origin::Own : Document::Origin::Outside;
    auto docs = Document::parseAll(bytes, fileName, origin);
    if (!docs) {
        report.errors.append(docs.error());
        return report;
    }
    for (const Document &doc : *docs) {
        QList<Error> problems;
        QList<Error> warnings;
        auto rt = RuntimeCodec::decode(doc, &problems, &warnings);
        report.warnings += warnings;
        if (!rt) {
            report.errors += problems.isEmpty() ? QList<Error>{rt.error()} : problems;
            continue;
        }
        if (auto existing = find(rt->name)) {
            report.warnings.append(doc.error(
                Error::Kind::Conflict,
                QStringLiteral("metadata.name"),
                tr("runtime '%1' replaces the one from %2").arg(rt->name, existing->sourceFile)));
        }
        add(std::move(*rt));
        ++report.loaded;
    }
    return report;
}

RuntimeCatalog::LoadReport RuntimeCatalog::addFolder(const QString &path)
{
    LoadReport report;
    if (!QFileInfo(path).isDir()) {
        report.errors.append(
            Error::make(Error::Kind::NotFound, tr("no such folder; check the path")).at(path));
        return report;
    }
    QStringList files;
    QDirIterator it(path,
                    {QStringLiteral("*.yaml"), QStringLiteral("*.yml")},
                    QDir::Files,
                    QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
    while (it.hasNext())
        files << it.next();
    files.sort();
    for (const QString &f : files)
        report.merge(addFile(f));
    return report;
}

RuntimeCatalog::LoadReport RuntimeCatalog::addPath(const QString &path)
{
    return QFileInfo(path).isDir() ? addFolder(path) : addFile(path);
}

void RuntimeCatalog::add(Runtime runtime)
{
    for (Runtime &r : m_runtimes) {
        if (r.name == runtime.name) {
            r = std::move(runtime);
            return;
        }
    }
    m_runtimes.append(std::move(runtime));
}

Result<Runtime> RuntimeCatalog::runtimeFor(const TrainJob &job) const
{
    if (job.fileRuntime && job.fileRuntime->name == job.runtimeRef.name)
        return *job.fileRuntime;
    if (auto found = find(job.runtimeRef.name))
        return *found;
    return Error::make(Error::Kind::NotFound,
                       tr("runtime '%1' was not found; available: %2")
                           .arg(job.runtimeRef.name, names().join(QStringLiteral(", "))))
        .inField(QStringLiteral("spec.runtimeRef.name"));
}

std::optional<Runtime> RuntimeCatalog::find(const QString &name) const
{
    for (const Runtime &r : m_runtimes) {
        if (r.name == name)
            return r;
    }
    return std::nullopt;
}

QStringList RuntimeCatalog::names() const
{
    QStringList n;
    for (const Runtime &r : m_runtimes)
        n << r.name;
    return n;
}

} // namespace TrainDeck
