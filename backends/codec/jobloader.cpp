// SPDX-License-Identifier: Apache-2.0
#include "jobloader.h"

#include "codec/document.h"
#include "codec/trainjobcodec.h"
#include "core/regularfilereader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace TrainDeck {

Result<TrainJob> JobLoader::loadFile(const QString &path, QList<Error> *problems)
{
    auto fail = [&](Error e) -> Result<TrainJob> {
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
    return loadBytes(*bytes, path, problems);
}

Result<TrainJob>
JobLoader::loadBytes(const QByteArray &bytes, const QString &fileName, QList<Error> *problems)
{
    auto doc = Document::parse(bytes, fileName);
    if (!doc) {
        if (problems)
            *problems = {doc.error()};
        return doc.error();
    }
    auto job = TrainJobCodec::decode(*doc, problems);
    if (!job)
        return job;
    loadScript(*job);
    return job;
}

void JobLoader::loadScript(TrainJob &job)
{
    auto *custom = std::get_if<CustomTrainer>(&job.trainer);
    if (!custom || custom->scriptPath.isEmpty())
        return;
    QString path = custom->scriptPath;
    if (QDir::isRelativePath(path) && !job.sourceFile.isEmpty())
        path = QFileInfo(job.sourceFile).absoluteDir().filePath(path);
    auto bytes = RegularFileReader::read(path, MaxScriptBytes, tr("script"));
    if (!bytes) {
        custom->scriptLoaded = false;
        return;
    }
    custom->scriptContent = *bytes;
    custom->scriptLoaded = true;
}

} // namespace TrainDeck
