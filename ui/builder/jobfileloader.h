// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"
#include "core/support/result.h"

#include <QObject>

#include <functional>

class QWidget;

namespace TrainDeck::Ui {

class GeneralPage;
class ScriptPage;

/// What the builder does with a file or folder opened or dropped on it, by DropClassifier's
/// rules: a script becomes the trainer's script (and names the job), a requirements.txt its
/// packages and pip index URLs (RequirementsParser), a project folder both, a TrainJob file
/// the whole job (JobFileImport). Failures and results are said through notice().
class JobFileLoader final : public QObject
{
    Q_OBJECT
public:
    /// Loads into the builder whose pages are `general` and `script` and whose job as the form
    /// stands `currentJob` returns; questions are asked over `dialogParent`.
    JobFileLoader(GeneralPage *general,
                  ScriptPage *script,
                  std::function<TrainJob()> currentJob,
                  QWidget *dialogParent);

    Result<void> loadScript(const QString &path);
    Result<void> loadRequirements(const QString &path);
    Result<void> loadFolder(const QString &path);
    Result<void> loadYamlFile(const QString &path, const QString &jobName);
    /// One dropped path; false (and a notice why) when it is nothing the builder takes.
    bool load(const QString &path);
    /// Dropped paths, scripts before requirements; true when any was loaded.
    bool loadDropped(const QStringList &paths);

    void setReadOutsideScriptAnswer(std::function<bool(const QString &, const QString &)> answer)
    {
        m_readOutsideScript = std::move(answer);
    }

signals:
    /// The form is to show `job`.
    void jobLoaded(const TrainDeck::TrainJob &job);
    /// What was loaded, or why not (`error`).
    void notice(const QString &text, bool error);
    /// The trainer page has what was loaded: show it.
    void trainerShown();

private:
    bool askReadOutsideScript(const QString &jobFile, const QString &script);

    GeneralPage *m_general;
    ScriptPage *m_script;
    std::function<TrainJob()> m_currentJob;
    QWidget *m_dialogParent;
    std::function<bool(const QString &, const QString &)> m_readOutsideScript;
};

} // namespace TrainDeck::Ui
