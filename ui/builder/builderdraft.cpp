// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/builderdraft.h"

#include "core/codec/jobloader.h"
#include "core/codec/trainjobcodec.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace TrainDeck::Ui {

BuilderDraft::BuilderDraft(QString path)
    : m_path(std::move(path))
{}

QString BuilderDraft::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("builder-draft.yaml"));
}

Result<void> BuilderDraft::save(const TrainJob &job) const
{
    if (m_path.isEmpty())
        return Error::make(Error::Kind::Unsupported,
                           tr("This job builder keeps no drafts. Export the job as YAML to "
                              "keep it."));
    const QString dir = QFileInfo(m_path).absolutePath();
    if (!QDir().mkpath(dir))
        return Error::make(Error::Kind::Io,
                           tr("Cannot keep the unsubmitted job as a draft: the folder %1 cannot "
                              "be created. Export it as YAML to keep it.")
                               .arg(QDir::toNativeSeparators(dir)));
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly) || file.write(TrainJobCodec::toKeptYaml(job)) < 0
        || !file.commit())
        return Error::make(Error::Kind::Io,
                           tr("Cannot keep the unsubmitted job as a draft in %1: %2. Export it "
                              "as YAML to keep it.")
                               .arg(QDir::toNativeSeparators(m_path), file.errorString()));
    return {};
}

bool BuilderDraft::exists() const
{
    return !m_path.isEmpty() && QFileInfo(m_path).isFile();
}

Result<TrainJob> BuilderDraft::load() const
{
    if (!exists())
        return Error::make(Error::Kind::NotFound,
                           tr("There is no draft job to restore: it was restored or discarded "
                              "already."));
    auto job = JobLoader::loadKept(m_path);
    if (!job)
        return Error::make(job.error().kind,
                           tr("The draft job in %1 cannot be read (%2). It is left there; "
                              "remove it or open it in a text editor.")
                               .arg(QDir::toNativeSeparators(m_path), job.error().message));
    return job;
}

QDateTime BuilderDraft::savedAt() const
{
    const QFileInfo info(m_path);
    return info.isFile() ? info.lastModified() : QDateTime();
}

Result<void> BuilderDraft::clear() const
{
    if (exists() && !QFile::remove(m_path))
        return Error::make(Error::Kind::Io,
                           tr("Cannot remove the draft job %1. Remove it by hand.")
                               .arg(QDir::toNativeSeparators(m_path)));
    return {};
}

} // namespace TrainDeck::Ui
