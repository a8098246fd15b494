// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/codec/jobloader.h"

#include "core/codec/document.h"
#include "core/codec/runtimecodec.h"
#include "core/codec/trainjobcodec.h"
#include "core/files/regularfilereader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace TrainDeck {

namespace {

QString kindOf(const Document &d)
{
    const auto &j = d.json();
    return j.is_object() && j.contains("kind") && j["kind"].is_string()
               ? QString::fromStdString(j["kind"].get<std::string>())
               : QString();
}

QString runtimeKindName(RuntimeKind kind)
{
    return kind == RuntimeKind::TrainingRuntime ? QStringLiteral("TrainingRuntime")
                                                : QStringLiteral("ClusterTrainingRuntime");
}

struct ScriptLocation
{
    QString path;      ///< as named, made absolute against the job file's folder
    QString canonical; ///< symlinks resolved; empty when it does not exist
    QString folder;    ///< the job file's folder, canonical; empty without a job file
    bool inside = true;
};

ScriptLocation locateScript(const TrainJob &job, const QString &scriptPath)
{
    ScriptLocation l;
    l.path = scriptPath;
    if (!job.sourceFile.isEmpty()) {
        const QFileInfo source(job.sourceFile);
        if (QDir::isRelativePath(l.path))
            l.path = source.absoluteDir().filePath(l.path);
        l.folder = QFileInfo(source.absolutePath()).canonicalFilePath();
    }
    l.canonical = QFileInfo(l.path).canonicalFilePath();
    // Compared with the separator: /jobs/a-evil is not inside /jobs/a.
    if (!l.folder.isEmpty() && !l.canonical.isEmpty()) {
        const QString prefix
            = l.folder.endsWith(QLatin1Char('/')) ? l.folder : l.folder + QLatin1Char('/');
        l.inside = l.canonical.startsWith(prefix);
    }
    return l;
}

} // namespace

Result<JobLoader::Contents>
JobLoader::loadAll(const QString &path, QList<Error> *problems, ScriptAccess access)
{
    auto fail = [&](Error e) -> Result<Contents> {
        if (problems)
            *problems = {e};
        return e;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fail(
            Error::make(Error::Kind::NotFound, tr("no such file; check the path")).at(path));
    if (info.isDir())
        return fail(Error::make(Error::Kind::Io, tr("this is a folder; give a TrainJob .yaml file"))
                        .at(path));
    if (info.size() > Document::MaxBytes)
        return fail(Error::make(Error::Kind::Parse,
                                tr("the file is %1 MiB; job files are limited to %2 MiB")
                                    .arg(double(info.size()) / (1024.0 * 1024.0), 0, 'f', 1)
                                    .arg(Document::MaxBytes / (1024 * 1024)))
                        .at(path));
    // Only a regular file, at most the limit: a FIFO or /dev/zero is an error, not a hang.
    auto bytes = RegularFileReader::read(path, Document::MaxBytes, tr("job file"));
    if (!bytes)
        return fail(bytes.error());
    return loadAllBytes(*bytes, path, problems, access);
}

Result<JobLoader::Contents> JobLoader::loadAllBytes(const QByteArray &bytes,
                                                    const QString &fileName,
                                                    QList<Error> *problems,
                                                    ScriptAccess access)
{
    return loadAllBytes(bytes, fileName, problems, access, Document::Origin::Outside);
}

Result<JobLoader::Contents> JobLoader::loadAllBytes(const QByteArray &bytes,
                                                    const QString &fileName,
                                                    QList<Error> *problems,
                                                    ScriptAccess access,
                                                    Document::Origin origin)
{
    QList<Error> all;
    auto finish = [&](Contents c) -> Result<Contents> {
        if (problems)
            *problems = all;
        if (!all.isEmpty())
            return all.first();
        return c;
    };
    auto docs = Document::parseAll(bytes, fileName, origin);
    if (!docs) {
        all << docs.error();
        return finish({});
    }
    Contents c;
    QList<const Document *> jobDocs;
    for (const Document &d : *docs) {
        const QString kind = kindOf(d);
        if (RuntimeCodec::isRuntimeKind(kind)) {
            QList<Error> bad;
            if (auto rt = RuntimeCodec::decode(d, &bad)) {
                c.runtimes << *rt;
                c.runtimeLines << d.position(QString()).line;
            } else {
                all += bad;
            }
        } else if (kind == QLatin1String("TrainJob")) {
            jobDocs << &d;
        } else {
            const bool isObject = d.json().is_object();
            all << d.error(Error::Kind::Validation,
                           isObject ? QStringLiteral("kind") : QString(),
                           !isObject ? tr("expected a Kubernetes object (a mapping with apiVersion "
                                          "and kind), found a document that is not one; a job "
                                          "file holds TrainJobs and the runtimes they use")
                           : kind.isEmpty()
                               ? tr("this document has no kind; a job file holds TrainJob, "
                                    "TrainingRuntime and ClusterTrainingRuntime documents")
                               : tr("TrainDeck does not handle a %1 here; a job file holds "
                                    "TrainJob, TrainingRuntime and ClusterTrainingRuntime "
                                    "documents: remove this one or apply it with kubectl")
                                     .arg(kind));
        }
    }
    for (int i = 0; i < c.runtimes.size(); ++i) {
        for (int k = 0; k < i; ++k) {
            if (c.runtimes[k].name == c.runtimes[i].name
                && c.runtimes[k].kind == c.runtimes[i].kind)
                all << Error::make(Error::Kind::Validation,
                                   tr("the %1 '%2' is defined twice in this file (also at line "
                                      "%3); keep one")
                                       .arg(runtimeKindName(c.runtimes[i].kind), c.runtimes[i].name)
                                       .arg(c.runtimeLines[k]))
                           .at(fileName, c.runtimeLines[i]);
        }
    }
    for (const Document *d : std::as_const(jobDocs)) {
        QList<Error> bad;
        auto job = TrainJobCodec::decode(*d, &bad);
        if (!job) {
            all += bad;
            continue;
        }
        for (const Runtime &rt : std::as_const(c.runtimes)) {
            if (rt.name != job->runtimeRef.name)
                continue;
            if (runtimeKindName(rt.kind) != job->runtimeRef.kind) {
                all << d->error(Error::Kind::Validation,
                                QStringLiteral("spec.runtimeRef.kind"),
                                tr("the job refers to the %1 '%2', but this file defines a %3 of "
                                   "that name; set spec.runtimeRef.kind to %3")
                                    .arg(job->runtimeRef.kind, rt.name, runtimeKindName(rt.kind)));
                continue;
            }
            job->fileRuntime = rt;
        }
        loadScript(*job, access);
        c.jobs << *job;
    }
    for (int i = 0; i < c.jobs.size(); ++i) {
        for (int k = 0; k < i; ++k) {
            if (!c.jobs[i].generatedName && c.jobs[k].name == c.jobs[i].name)
                all << jobDocs[i]->error(Error::Kind::Validation,
                                         QStringLiteral("metadata.name"),
                                         tr("a second TrainJob named '%1' in this file; job "
                                            "names must differ")
                                             .arg(c.jobs[i].name));
        }
    }
    return finish(std::move(c));
}

namespace {

// A caller that takes one job: a file with none (runtimes only) or several says so.
Result<TrainJob>
onlyJob(Result<JobLoader::Contents> contents, const QString &fileName, QList<Error> *problems)
{
    if (!contents)
        return contents.error();
    Error e;
    if (contents->jobs.size() == 1)
        return contents->jobs.first();
    if (contents->jobs.isEmpty()) {
        QStringList names;
        for (const Runtime &rt : std::as_const(contents->runtimes))
            names << rt.name;
        e = Error::make(Error::Kind::Validation,
                        names.isEmpty()
                            ? JobLoader::tr("the file holds no TrainJob")
                            : JobLoader::tr("the file defines only runtimes (%1) and no TrainJob; "
                                            "load it as a runtime file (--runtimes), or add a "
                                            "TrainJob that uses it")
                                  .arg(names.join(QStringLiteral(", "))))
                .at(fileName);
    } else {
        QStringList names;
        for (const TrainJob &j : std::as_const(contents->jobs))
            names << j.name;
        e = Error::make(Error::Kind::Validation,
                        JobLoader::tr("the file holds %1 TrainJobs (%2); pick one, or submit them "
                                      "all with traindeck-cli train")
                            .arg(contents->jobs.size())
                            .arg(names.join(QStringLiteral(", "))))
                .at(fileName);
    }
    if (problems)
        *problems = {e};
    return e;
}

} // namespace

Result<TrainJob>
JobLoader::loadFile(const QString &path, QList<Error> *problems, ScriptAccess access)
{
    return onlyJob(loadAll(path, problems, access), path, problems);
}

Result<TrainJob> JobLoader::loadBytes(const QByteArray &bytes,
                                      const QString &fileName,
                                      QList<Error> *problems,
                                      ScriptAccess access)
{
    return onlyJob(loadAllBytes(bytes, fileName, problems, access), fileName, problems);
}

Result<TrainJob> JobLoader::loadKept(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error::make(
                   Error::Kind::NotFound,
                   tr("the backend kept no TrainJob file for this job: %1").arg(f.errorString()))
            .at(path);
    const QByteArray bytes = f.read(Document::MaxBytes + 1);
    QList<Error> problems;
    // Anywhere: a job kept by an older TrainDeck names its script without embedding it, and
    // the user submitted that script themselves.
    return onlyJob(
        loadAllBytes(bytes, path, &problems, ScriptAccess::Anywhere, Document::Origin::Own),
        path,
        &problems);
}

void JobLoader::loadScript(TrainJob &job, ScriptAccess access)
{
    auto *custom = std::get_if<CustomTrainer>(&job.trainer);
    if (!custom || custom->scriptPath.isEmpty() || custom->scriptEmbedded)
        return;
    custom->scriptLoaded = false;
    custom->scriptContent.clear();
    custom->scriptProblem.clear();
    const ScriptLocation l = locateScript(job, custom->scriptPath);
    const QFileInfo info(l.canonical);
    if (l.canonical.isEmpty() || !info.exists()) {
        custom->scriptProblem = tr("the script '%1' was not found (looked for %2); check the path "
                                   "in traindeck.io/script")
                                    .arg(custom->scriptPath, QDir::toNativeSeparators(l.path));
        return;
    }
    if (access == ScriptAccess::InsideJobFolder && !l.inside) {
        custom->scriptProblem
            = tr("the script '%1' is %2, outside the job file's folder %3; TrainDeck reads only "
                 "scripts inside that folder from a job file: move the script there, or open it "
                 "in the job builder")
                  .arg(custom->scriptPath,
                       l.canonical == QFileInfo(l.path).absoluteFilePath()
                           ? QDir::toNativeSeparators(l.canonical)
                           : tr("a link to %1").arg(QDir::toNativeSeparators(l.canonical)),
                       QDir::toNativeSeparators(l.folder));
        return;
    }
    // The resolved path, not the one named: what was checked is what is read. A FIFO or a
    // device is refused by the reader, a file over the limit too.
    auto bytes = RegularFileReader::read(l.canonical, MaxScriptBytes, tr("script"));
    if (!bytes) {
        custom->scriptProblem
            = tr("cannot read the script '%1': %2").arg(custom->scriptPath, bytes.error().message);
        return;
    }
    custom->scriptContent = *bytes;
    custom->scriptLoaded = true;
}

bool JobLoader::scriptOutsideJobFolder(const TrainJob &job)
{
    const auto *custom = std::get_if<CustomTrainer>(&job.trainer);
    if (!custom || custom->scriptPath.isEmpty() || custom->scriptEmbedded)
        return false;
    const ScriptLocation l = locateScript(job, custom->scriptPath);
    return !l.canonical.isEmpty() && !l.inside;
}

} // namespace TrainDeck
