// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/jobexport.h"

#include "core/codec/sdkcodegenerator.h"
#include "core/codec/trainjobcodec.h"
#include "core/domain/secretmasker.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>

namespace TrainDeck::Ui {

QByteArray JobExport::yaml(const TrainJob &job, bool includeSecrets, const QString &targetFile)
{
    const TrainJob placed = targetFile.isEmpty() ? job : relocated(job, targetFile);
    return TrainJobCodec::toYaml(includeSecrets ? placed : SecretMasker::masked(placed, QString()));
}

TrainJob JobExport::relocated(const TrainJob &job, const QString &targetFile)
{
    TrainJob out = job;
    auto *custom = std::get_if<CustomTrainer>(&out.trainer);
    if (!custom || custom->scriptPath.isEmpty() || custom->scriptEmbedded)
        return out;
    QString absolute = custom->scriptPath;
    if (QFileInfo(absolute).isRelative()) {
        // Relative to the file the job came from; without one there is nothing to anchor it.
        if (job.sourceFile.isEmpty())
            return out;
        absolute = QFileInfo(job.sourceFile).absoluteDir().filePath(absolute);
    }
    custom->scriptPath = QDir::cleanPath(
        QFileInfo(targetFile).absoluteDir().relativeFilePath(QDir::cleanPath(absolute)));
    return out;
}

QString JobExport::sdkCode(const TrainJob &job, BackendKind backend, bool includeSecrets)
{
    SdkCodeGenerator::Options o;
    o.backend = backend;
    o.includeSecrets = includeSecrets;
    return SdkCodeGenerator::generate(job, o);
}

Result<void> JobExport::write(const QString &path, const QByteArray &bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return Error::make(Error::Kind::Io, tr("could not write %1: %2").arg(path, f.errorString()))
            .at(path);
    return {};
}

bool JobExport::confirmSecrets(QWidget *parent, const TrainJob &job, const QString &what)
{
    if (!SecretMasker::hasSecrets(job))
        return false;
    const auto answer = QMessageBox::question(
        parent,
        tr("Include Secrets?"),
        tr("This job holds tokens or keys. Write them into the %1 in plain text?\n\n"
           "Choose No to leave them out (the file then reads them from the environment or "
           "needs them filled in).")
            .arg(what),
        QMessageBox::Yes | QMessageBox::No,
        QMessageBox::No);
    return answer == QMessageBox::Yes;
}

Result<QString> JobExport::exportYaml(QWidget *parent, const TrainJob &job)
{
    const QString path = QFileDialog::getSaveFileName(parent,
                                                      tr("Export TrainJob YAML"),
                                                      job.name + QStringLiteral(".yaml"),
                                                      tr("YAML files (*.yaml *.yml)"));
    if (path.isEmpty())
        return QString();
    const bool secrets = confirmSecrets(parent, job, tr("YAML file"));
    if (auto r = write(path, yaml(job, secrets, path)); !r)
        return r.error();
    return tr("Exported %1").arg(QDir::toNativeSeparators(path));
}

Result<QString> JobExport::exportSdkCode(QWidget *parent, const TrainJob &job, BackendKind backend)
{
    const QString path = QFileDialog::getSaveFileName(parent,
                                                      tr("Export Kubeflow SDK Code"),
                                                      QString(job.name).replace(u'-', u'_')
                                                          + QStringLiteral(".py"),
                                                      tr("Python files (*.py)"));
    if (path.isEmpty())
        return QString();
    const bool secrets = confirmSecrets(parent, job, tr("Python file"));
    if (auto r = write(path, sdkCode(job, backend, secrets).toUtf8()); !r)
        return r.error();
    return tr("Exported %1").arg(QDir::toNativeSeparators(path));
}

} // namespace TrainDeck::Ui
