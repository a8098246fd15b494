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
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

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

QFuture<Result<void>> JobFileLoader::enqueue(Read read)
{
    auto promise = std::make_shared<QPromise<Result<void>>>();
    promise->start();
    QFuture<Result<void>> future = promise->future();
    m_queue.enqueue({std::move(read), promise});
    startNext();
    return future;
}

void JobFileLoader::enqueueFirst(Read read, const Promise &promise)
{
    m_queue.prepend({std::move(read), promise});
}

void JobFileLoader::startNext()
{
    if (m_running || m_queue.isEmpty())
        return;
    m_running = true;
    Pending next = m_queue.dequeue();
    // The global pool, not one of our own: a pool waits for its threads when it is destroyed,
    // and closing the builder must not wait for a parse the watchdog has yet to stop. A
    // reading that ends after the loader is gone is dropped with its continuation.
    QtConcurrent::run(QThreadPool::globalInstance(), std::move(next.read))
        .then(this, [this, promise = next.promise](const Apply &apply) {
            apply(promise);
            m_running = false;
            startNext();
        });
}

void JobFileLoader::finish(const Promise &promise, const Result<void> &result)
{
    promise->addResult(result);
    promise->finish();
}

QFuture<Result<void>> JobFileLoader::loadScript(const QString &path)
{
    return enqueue([this, path]() -> Apply {
        // Only a regular file within the limit: a dropped FIFO or device must not hang anything.
        return applyScript(path,
                           RegularFileReader::read(path, JobLoader::MaxScriptBytes, tr("script")));
    });
}

JobFileLoader::Apply JobFileLoader::applyScript(const QString &path, const Result<QByteArray> &read)
{
    // Made in the worker, run on the UI thread: only then does it touch the form.
    return [this, path, read](const Promise &promise) {
        if (!read) {
            emit notice(read.error().toString(), true);
            return finish(promise, read.error());
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
        finish(promise, {});
    };
}

QFuture<Result<void>> JobFileLoader::loadRequirements(const QString &path)
{
    return enqueue([this, path]() -> Apply {
        return applyRequirements(path, RequirementsParser::readFile(path));
    });
}

JobFileLoader::Apply
JobFileLoader::applyRequirements(const QString &path,
                                 const Result<RequirementsParser::Requirements> &read)
{
    return [this, path, read](const Promise &promise) {
        if (!read) {
            emit notice(read.error().toString(), true);
            return finish(promise, read.error());
        }
        m_general->setTrainerKind(TrainerKind::CustomTrainer);
        m_script->setRequirements(read->packages, read->indexUrls);
        emit trainerShown();
        const int n = int(read->packages.size());
        const QString file = QFileInfo(path).fileName();
        emit notice(read->skipped.isEmpty()
                        ? tr("%n package(s) from %1", nullptr, n).arg(file)
                        : tr("%n package(s) from %1; skipped: %2", nullptr, n)
                              .arg(file, read->skipped.join(QStringLiteral(", "))),
                    false);
        finish(promise, {});
    };
}

QFuture<Result<void>> JobFileLoader::loadFolder(const QString &path)
{
    return enqueue([this, path]() -> Apply {
        if (DropClassifier::classify(path) != DropClassifier::Kind::Folder) {
            const Error e
                = Error::make(
                      Error::Kind::NotFound,
                      tr("%1 has no train.py or main.py").arg(QDir::toNativeSeparators(path)))
                      .at(path);
            return [this, e](const Promise &promise) {
                emit notice(e.message, true);
                finish(promise, e);
            };
        }
        const DropClassifier::Project project = DropClassifier::projectIn(path);
        const Apply script = applyScript(
            project.script,
            RegularFileReader::read(project.script, JobLoader::MaxScriptBytes, tr("script")));
        const std::optional<Apply> requirements
            = project.requirements.isEmpty()
                  ? std::nullopt
                  : std::optional(applyRequirements(
                      project.requirements, RequirementsParser::readFile(project.requirements)));
        return [this, path, script, requirements](const Promise &promise) {
            // Each part settles a promise of its own; the folder's says how far it got.
            for (const std::optional<Apply> &part : {std::optional(script), requirements}) {
                if (!part)
                    continue;
                auto partPromise = std::make_shared<QPromise<Result<void>>>();
                partPromise->start();
                (*part)(partPromise);
                const Result<void> r = partPromise->future().result();
                if (!r)
                    return finish(promise, r);
            }
            // A folder names the project better than its train.py does (unless the user
            // named it).
            m_general->setAutomaticName(GeneralPage::jobNameFrom(QDir(path).dirName()));
            emit notice(tr("Loaded the project %1").arg(QDir::toNativeSeparators(path)), false);
            finish(promise, {});
        };
    });
}

QFuture<Result<void>> JobFileLoader::loadYamlFile(const QString &path, const QString &jobName)
{
    return enqueue(readYaml(path, jobName, {}));
}

JobFileLoader::Read
JobFileLoader::readYaml(const QString &path, const QString &jobName, const QString &allowedScript)
{
    return [this, path, jobName, allowedScript]() -> Apply {
        // The question about a script outside the job's folder cannot be asked from here: the
        // worker notes it and reads nothing; the UI thread asks, and a yes reads the file again
        // with that one script (by its canonical path) allowed.
        QString wanted;
        auto imported
            = JobFileImport::load(path, jobName, [&](const QString &, const QString &script) {
                  wanted = script;
                  return !allowedScript.isEmpty() && script == allowedScript;
              });
        const bool ask = !wanted.isEmpty() && allowedScript.isEmpty();
        return [this, path, jobName, imported, wanted, ask](const Promise &promise) {
            if (imported && ask && askReadOutsideScript(path, wanted))
                return enqueueFirst(readYaml(path, jobName, wanted), promise);
            if (!imported) {
                emit notice(imported.error().message, true);
                return finish(promise, imported.error());
            }
            emit jobLoaded(imported->job);
            emit notice(imported->notice, false);
            finish(promise, {});
        };
    };
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
        loadFolder(path);
        return true;
    case DropClassifier::Kind::Script:
        loadScript(path);
        return true;
    case DropClassifier::Kind::Requirements:
        loadRequirements(path);
        return true;
    case DropClassifier::Kind::Yaml:
        loadYamlFile(path, QString());
        return true;
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
