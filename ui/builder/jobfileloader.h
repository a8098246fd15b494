// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/codec/requirementsparser.h"
#include "core/domain/trainjob.h"
#include "core/support/result.h"

#include <QFuture>
#include <QObject>
#include <QPromise>
#include <QQueue>

#include <functional>
#include <memory>

class QWidget;

namespace TrainDeck::Ui {

class GeneralPage;
class ScriptPage;

/// What the builder does with a file or folder opened or dropped on it, by DropClassifier's
/// rules: a script becomes the trainer's script (and names the job), a requirements.txt its
/// packages and pip index URLs (RequirementsParser), a project folder both, a TrainJob file
/// the whole job (JobFileImport). Failures and results are said through notice().
///
/// Files come from outside: reading and parsing them happens in a worker thread (a FIFO, a
/// slow disk or a YAML file the parser watchdog has to stop after 5 s never freezes the
/// window), and only the result is applied to the form, on the UI thread. Loads are applied
/// in the order they were asked for; each call's future ends once its file was applied or
/// refused.
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

    QFuture<Result<void>> loadScript(const QString &path);
    QFuture<Result<void>> loadRequirements(const QString &path);
    QFuture<Result<void>> loadFolder(const QString &path);
    QFuture<Result<void>> loadYamlFile(const QString &path, const QString &jobName);
    /// One dropped path; false (and a notice why) when it is nothing the builder takes.
    bool load(const QString &path);
    /// Dropped paths, scripts before requirements; true when any is something the builder
    /// takes (it is then being loaded).
    bool loadDropped(const QStringList &paths);
    /// Whether a load is being read or waits for one.
    bool isBusy() const { return m_running || !m_queue.isEmpty(); }

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
    using Promise = std::shared_ptr<QPromise<Result<void>>>;
    /// Runs on the UI thread with what a worker read; settles the promise (finish()) or asks
    /// for another reading of the same load (enqueueFirst()).
    using Apply = std::function<void(const Promise &)>;
    /// Runs in a worker: reads and parses, touches no widget and no member.
    using Read = std::function<Apply()>;
    struct Pending
    {
        Read read;
        Promise promise;
    };

    QFuture<Result<void>> enqueue(Read read);
    void enqueueFirst(Read read, const Promise &promise);
    void startNext();
    static void finish(const Promise &promise, const Result<void> &result);
    Apply applyScript(const QString &path, const Result<QByteArray> &read);
    Apply applyRequirements(const QString &path,
                            const Result<RequirementsParser::Requirements> &read);
    Read readYaml(const QString &path, const QString &jobName, const QString &allowedScript);
    bool askReadOutsideScript(const QString &jobFile, const QString &script);

    GeneralPage *m_general;
    ScriptPage *m_script;
    std::function<TrainJob()> m_currentJob;
    QWidget *m_dialogParent;
    std::function<bool(const QString &, const QString &)> m_readOutsideScript;
    QQueue<Pending> m_queue;
    bool m_running = false;
};

} // namespace TrainDeck::Ui
