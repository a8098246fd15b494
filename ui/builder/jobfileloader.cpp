// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/jobfileloader.h"

#include "core/codec/jobloader.h"
#include "core/codec/requirementsparser.h"
#include "core/files/dropclassifier.h"
#include "core/files/regularfilereader.h"
#include "ui/builder/generalpage.h"
#include "ui/builder/jobfileimport.h"
#include "ui/builder/scriptpage.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

namespace TrainDeck::Ui {

JobFileLoader::JobFileLoader(GeneralPage *general,
                             ScriptPage *script,
                             std::function<TrainJob()> currentJob,
                             QWidget *dialogParent)
    : QObject(dialogParent)
    , m_general(general)
    , m_script(script)
    , m_currentJob(std::move(currentJob))
    , m_dialogParent(dialogParent)
{}

bool JobFileLoader::loadDropped(const QStringList &paths)
{
    // Scripts first, then requirements, so that a drop of both ends with both loaded.
    bool any = false;
    for (const QString &p : DropClassifier::loadOrder(paths))
        any = load(p) || any;
    return any;
}

Result<void> JobFileLoader::loadScript(const QString &path)
{
    // Only a regular file within the limit: a dropped FIFO or device must not hang the GUI.
    const auto read = RegularFileReader::read(path, JobLoader::MaxScriptBytes, tr("script"));
    if (!read) {
        emit notice(read.error().toString(), true);
        return read.error();
    }
    TrainJob j = m_currentJob();
    CustomTrainer c = std::holds_alternative<CustomTrainer>(j.trainer)
                          ? std::get<CustomTrainer>(j.trainer)
                          : CustomTrainer{};
    const QFileInfo info(path);
    c.scriptPath = info.absoluteFilePath();
    c.scriptContent = *read;
    c.scriptLoaded = true;
    c.inlineCode.clear();
    if (!std::holds_alternative<CustomTrainer>(j.trainer)) {
        c.numNodes = trainerNumNodes(j.trainer);
        c.resourcesPerNode = trainerResources(j.trainer);
        c.env = trainerEnv(j.trainer);
    }
    j.trainer = c;
    // A name the user typed stays; only an empty or generated one is replaced.
    const bool automatic = m_general->nameIsAutomatic();
    if (automatic) {
        j.name = GeneralPage::jobNameFrom(info.completeBaseName());
        j.generatedName = false;
    }
    emit jobLoaded(j);
    if (automatic)
        m_general->markNameAutomatic(j.name);
    emit trainerShown();
    emit notice(tr("Loaded %1").arg(QDir::toNativeSeparators(c.scriptPath)), false);
    return {};
}

Result<void> JobFileLoader::loadRequirements(const QString &path)
{
    const auto read = RequirementsParser::readFile(path);
    if (!read) {
        emit notice(read.error().toString(), true);
        return read.error();
    }
    m_general->setTrainerKind(TrainerKind::CustomTrainer);
    m_script->setRequirements(read->packages, read->indexUrls);
    emit trainerShown();
    const int n = int(read->packages.size());
    const QString file = QFileInfo(path).fileName();
    emit notice(read->skipped.isEmpty() ? tr("%n package(s) from %1", nullptr, n).arg(file)
                                        : tr("%n package(s) from %1; skipped: %2", nullptr, n)
                                              .arg(file, read->skipped.join(QStringLiteral(", "))),
                false);
    return {};
}

Result<void> JobFileLoader::loadFolder(const QString &path)
{
    if (DropClassifier::classify(path) != DropClassifier::Kind::Folder) {
        Error e
            = Error::make(Error::Kind::NotFound,
                          tr("%1 has no train.py or main.py").arg(QDir::toNativeSeparators(path)))
                  .at(path);
        emit notice(e.message, true);
        return e;
    }
    const DropClassifier::Project project = DropClassifier::projectIn(path);
    if (auto r = loadScript(project.script); !r)
        return r;
    if (!project.requirements.isEmpty()) {
        if (auto r = loadRequirements(project.requirements); !r)
            return r;
    }
    // A folder names the project better than its train.py does (unless the user named it).
    m_general->setAutomaticName(GeneralPage::jobNameFrom(QDir(path).dirName()));
    emit notice(tr("Loaded the project %1").arg(QDir::toNativeSeparators(path)), false);
    return {};
}

Result<void> JobFileLoader::loadYamlFile(const QString &path, const QString &jobName)
{
    auto imported
        = JobFileImport::load(path, jobName, [this](const QString &file, const QString &script) {
              return askReadOutsideScript(file, script);
          });
    if (!imported) {
        emit notice(imported.error().message, true);
        return imported.error();
    }
    emit jobLoaded(imported->job);
    emit notice(imported->notice, false);
    return {};
}

bool JobFileLoader::askReadOutsideScript(const QString &jobFile, const QString &script)
{
    if (m_readOutsideScript)
        return m_readOutsideScript(jobFile, script);
    return QMessageBox::question(
               m_dialogParent,
               tr("Read a Script Outside the Job's Folder?"),
               tr("%1 names a training script outside its own folder:\n\n%2\n\nRead this file "
                  "and send it with the job?")
                   .arg(QDir::toNativeSeparators(jobFile), QDir::toNativeSeparators(script)),
               QMessageBox::Yes | QMessageBox::No,
               QMessageBox::No)
           == QMessageBox::Yes;
}

bool JobFileLoader::load(const QString &path)
{
    switch (DropClassifier::classify(path)) {
    case DropClassifier::Kind::Folder:
        return loadFolder(path).ok();
    case DropClassifier::Kind::Script:
        return loadScript(path).ok();
    case DropClassifier::Kind::Requirements:
        return loadRequirements(path).ok();
    case DropClassifier::Kind::Yaml:
        return loadYamlFile(path, QString()).ok();
    case DropClassifier::Kind::None:
        break;
    }
    emit notice(tr("%1 is not a script, requirements.txt, TrainJob YAML or JSON file, or folder "
                   "with train.py or main.py")
                    .arg(QFileInfo(path).fileName()),
                true);
    return false;
}

} // namespace TrainDeck::Ui
