// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"
#include "core/domain/trainjob.h"
#include "core/support/result.h"

#include <QFuture>
#include <QObject>
#include <QSet>

#include <functional>
#include <optional>

class QAction;
class QWidget;

namespace TrainDeck {
class Backend;
}

namespace TrainDeck::Models {
class JobTableModel;
}

namespace TrainDeck::Ui {

class ConnectionSelector;

/// What can be done to a job: re-run it under a free name, clone it into the builder,
/// convert a job of an older kind (a Training Operator v1 PyTorchJob...) into a TrainJob in
/// the builder, cancel it, delete it, and prune the finished jobs of a connection older than
/// a date. Owns those actions and their enabling (as a transfer list owns its context
/// actions); the window places them in its menus and toolbar and says which jobs are
/// selected. Re-run, Cancel, Resume and Delete act on every selected job they apply to (one
/// question listing them, one outcome per job); Clone and Convert on a single job. Cancel,
/// Delete and Prune ask first (docs/job-actions.md). Every action goes to the backend the job
/// runs on, never to the window's current connection.
class JobActions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobActions)

public:
    /// `window` holds the actions (window-wide shortcuts) and parents the delete question.
    JobActions(Models::JobTableModel *jobs, ConnectionSelector *connections, QWidget *window);
    ~JobActions() override;

    /// Where the actions find the job they act on: the window's selection. Asked when an
    /// action runs and by refresh(), never before.
    void setSelection(std::function<std::optional<JobSnapshot>()> selection);
    /// Every selected job, the current one first; when set it is used instead of
    /// setSelection()'s single job.
    void setSelectedJobs(std::function<QList<JobSnapshot>()> jobs);
    /// Enables the actions for the selected job; call whenever it or its status changes.
    void refresh();

    QAction *rerunAction() const { return m_rerun; }
    QAction *cloneAction() const { return m_clone; }
    QAction *cancelAction() const { return m_cancel; }
    QAction *deleteAction() const { return m_delete; }
    /// Enabled for a job whose JobSnapshot::kind is not TrainJob.
    QAction *convertAction() const { return m_convert; }
    /// Resumes a suspended job on a backend that suspends (a cluster, where Cancel
    /// suspends).
    QAction *resumeAction() const { return m_resume; }
    /// Job ▸ Prune Finished Jobs…: deletes the finished jobs of the current connection
    /// created before a date picked in a PruneJobsDialog.
    QAction *pruneAction() const { return m_prune; }

    /// The job as the backend it runs on kept it, when it did.
    std::optional<TrainJob> submittedJob(const JobSnapshot &job) const;
    /// "name-r2", "name-r3", ...: the first that no job on `connection` uses, within the
    /// 63 characters of a job name (freeRerunName).
    QString rerunName(const QString &name, const QString &connection) const;

    void rerun();
    void clone();
    void cancel();
    void resume();
    void remove();
    void prune();
    /// Asks the job's backend for the equivalent TrainJob and opens it in the builder
    /// (cloneRequested), the notice listing what was not carried over.
    void convert();

Q_SIGNALS:
    /// Open the builder with `job`, to run on `connection` (the job's own); `notice` says
    /// what the user must still do, empty when nothing.
    void cloneRequested(const TrainDeck::TrainJob &job,
                        const QString &notice,
                        const QString &connection);
    /// Clone of a job whose TrainJob file the backend did not keep.
    void cloneSnapshotRequested(const TrainDeck::JobSnapshot &snapshot);
    /// A re-run is on its way as `name`: select it once it is listed.
    void resubmitting(const QString &name);
    /// The backend refused the re-run of `name`.
    void resubmitFailed(const QString &name);
    /// A re-run was submitted: the backend answered with the new job's name.
    void jobResubmitted(const QString &connection, const QString &name);
    /// Progress and outcome for the status bar; `timeout` in milliseconds, 0 to keep it.
    void message(const QString &text, int timeout);

private:
    Backend *backendOf(const JobSnapshot &job) const;
    QList<JobSnapshot> selected() const;
    /// Runs `op` on each job's backend, then says in one message how each went.
    void runOnEach(const QList<JobSnapshot> &jobs,
                   const std::function<QFuture<Result<bool>>(Backend *, const QString &)> &op,
                   const QString &doneText,
                   const QString &failedText);
    void rerunOne(const JobSnapshot &job, QSet<QString> *taken, bool alone);

    Models::JobTableModel *m_jobs;
    ConnectionSelector *m_connections;
    QWidget *m_window;
    std::function<std::optional<JobSnapshot>()> m_selection;
    std::function<QList<JobSnapshot>()> m_selectedJobs;
    QAction *m_cancel = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_rerun = nullptr;
    QAction *m_clone = nullptr;
    QAction *m_convert = nullptr;
    QAction *m_resume = nullptr;
    QAction *m_prune = nullptr;
};

} // namespace TrainDeck::Ui
