// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/jobactions.h"

#include "ui/connectionselector.h"
#include "ui/prunejobsdialog.h"
#include "ui/themedicon.h"

#include "core/backend/backend.h"
#include "core/codec/names.h"
#include "core/domain/secretmasker.h"
#include "models/jobtablemodel.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

#include <algorithm>
#include <memory>

namespace TrainDeck::Ui {

JobActions::JobActions(Models::JobTableModel *jobs,
                       ConnectionSelector *connections,
                       QWidget *window)
    : QObject(window)
    , m_jobs(jobs)
    , m_connections(connections)
    , m_window(window)
{
    const auto make = [this](const QString &text,
                             const QString &iconText,
                             const QKeySequence &key,
                             const QString &tip,
                             void (JobActions::*slot)()) {
        auto *a = new QAction(text, m_window);
        a->setIconText(iconText);
        a->setShortcut(key);
        a->setStatusTip(tip);
        a->setToolTip(tr("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, slot);
        m_window->addAction(a);
        return a;
    };
    m_cancel = make(tr("&Cancel Job"),
                    tr("Cancel"),
                    QKeySequence(Qt::CTRL | Qt::Key_Period),
                    tr("Stop the selected job and keep its logs"),
                    &JobActions::cancel);
    m_delete = make(tr("&Delete Job…"),
                    tr("Delete"),
                    QKeySequence(QKeySequence::Delete),
                    tr("Remove the selected job with its files and logs"),
                    &JobActions::remove);
    m_rerun = make(tr("&Re-run Job"),
                   tr("Re-run"),
                   QKeySequence(Qt::CTRL | Qt::Key_R),
                   tr("Submit the selected job again under a new name"),
                   &JobActions::rerun);
    m_clone = make(tr("C&lone into Builder…"),
                   tr("Clone"),
                   QKeySequence(Qt::CTRL | Qt::Key_D),
                   tr("Open the selected job in the job builder"),
                   &JobActions::clone);
    // No shortcut: converting is rare, and every other letter is taken.
    m_convert = new QAction(tr("Con&vert to TrainJob…"), m_window);
    m_convert->setObjectName(QStringLiteral("actionConvertToTrainJob"));
    m_convert->setIconText(tr("Convert"));
    m_convert->setIcon(ThemedIcon::icon(QStringLiteral("job"), m_window->palette()));
    m_convert->setStatusTip(
        tr("Open the equivalent TrainJob of the selected Training Operator job in the builder"));
    m_convert->setToolTip(m_convert->statusTip());
    connect(m_convert, &QAction::triggered, this, &JobActions::convert);
    m_window->addAction(m_convert);
    m_resume = make(tr("Res&ume Job"),
                    tr("Resume"),
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Period),
                    tr("Start the selected suspended job again"),
                    &JobActions::resume);
    m_resume->setObjectName(QStringLiteral("actionResumeJob"));
    // No shortcut: a rare clean-up, and it deletes.
    m_prune = new QAction(tr("&Prune Finished Jobs…"), m_window);
    m_prune->setObjectName(QStringLiteral("actionPruneJobs"));
    m_prune->setStatusTip(
        tr("Delete the finished jobs of this connection created before a date you pick"));
    m_prune->setToolTip(m_prune->statusTip());
    connect(m_prune, &QAction::triggered, this, &JobActions::prune);
    m_window->addAction(m_prune);
    refresh();
}

JobActions::~JobActions() = default;

void JobActions::setSelection(std::function<std::optional<JobSnapshot>()> selection)
{
    m_selection = std::move(selection);
}

void JobActions::setSelectedJobs(std::function<QList<JobSnapshot>()> jobs)
{
    m_selectedJobs = std::move(jobs);
}

QList<JobSnapshot> JobActions::selected() const
{
    if (m_selectedJobs)
        return m_selectedJobs();
    QList<JobSnapshot> out;
    if (const auto job = m_selection ? m_selection() : std::nullopt)
        out << *job;
    return out;
}

void JobActions::refresh()
{
    const QList<JobSnapshot> jobs = selected();
    const std::optional<JobSnapshot> job
        = jobs.size() == 1 ? std::optional(jobs.first()) : std::nullopt;
    const auto any = [&jobs](auto &&pred) {
        return std::any_of(jobs.cbegin(), jobs.cend(), pred);
    };
    const auto suspendsHere = [this](const JobSnapshot &j) {
        const Backend *b = backendOf(j);
        return b && b->canSuspend();
    };
    m_cancel->setEnabled(any([](const JobSnapshot &j) { return !j.isFinished(); }));
    m_delete->setEnabled(!jobs.isEmpty());
    m_rerun->setEnabled(!jobs.isEmpty());
    // Both open the builder with one job.
    m_clone->setEnabled(job.has_value());
    m_convert->setEnabled(job && job->kind != QLatin1String("TrainJob"));
    m_resume->setEnabled(any([&suspendsHere](const JobSnapshot &j) {
        return j.status == JobStatus::Suspended && suspendsHere(j);
    }));
    const bool suspends = !jobs.isEmpty() && suspendsHere(jobs.first());
    // On a cluster, cancelling suspends the TrainJob: the words say so.
    m_cancel->setStatusTip(suspends ? tr("Suspend the selected job: its pods go, the job and "
                                         "its logs stay, and Resume starts it again")
                                    : tr("Stop the selected job and keep its logs"));
}

Backend *JobActions::backendOf(const JobSnapshot &job) const
{
    return m_connections->backend(job.connection);
}

std::optional<TrainJob> JobActions::submittedJob(const JobSnapshot &job) const
{
    const Backend *backend = backendOf(job);
    if (!backend)
        return std::nullopt;
    auto kept = backend->submittedJob(job);
    if (!kept)
        return std::nullopt;
    return *kept;
}

QString JobActions::rerunName(const QString &name, const QString &connection) const
{
    return freeRerunName(name, [this, &connection](const QString &candidate) {
        return m_jobs->rowOf(connection, candidate) >= 0;
    });
}

namespace {

QString bulleted(const QList<JobSnapshot> &jobs)
{
    QStringList lines;
    for (const JobSnapshot &j : jobs)
        lines << QStringLiteral("• ") + j.name;
    return lines.join(u'\n');
}

} // namespace

void JobActions::runOnEach(
    const QList<JobSnapshot> &jobs,
    const std::function<QFuture<Result<bool>>(Backend *, const QString &)> &op,
    const QString &doneText,
    const QString &failedText)
{
    // One line per job, in the order asked, once every backend has answered: a batch that
    // partly failed says which did and why.
    struct State
    {
        QStringList lines;
        int left = 0;
    };
    auto state = std::make_shared<State>();
    state->lines.resize(jobs.size());
    state->left = int(jobs.size());
    const auto finish = [this, state] {
        if (--state->left == 0)
            Q_EMIT message(state->lines.join(QStringLiteral("; ")), 8000);
    };
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        const QString name = jobs[i].name;
        Backend *backend = backendOf(jobs[i]);
        if (!backend) {
            state->lines[i] = failedText.arg(name, tr("its connection is gone"));
            finish();
            continue;
        }
        op(backend, name)
            .then(this, [state, i, name, doneText, failedText, finish](const Result<bool> &r) {
                state->lines[i]
                    = r.ok() ? doneText.arg(name) : failedText.arg(name, r.error().message);
                finish();
            });
    }
}

void JobActions::cancel()
{
    QList<JobSnapshot> jobs = selected();
    jobs.removeIf([](const JobSnapshot &j) { return j.isFinished(); });
    if (jobs.isEmpty())
        return;
    // Cancelling throws away the run so far: asked first, and the safe answer is the default
    // (Enter, Escape and closing the box all keep the job running).
    QMessageBox box(QMessageBox::Question,
                    jobs.size() == 1 ? tr("Cancel Job") : tr("Cancel Jobs"),
                    jobs.size() == 1
                        ? tr("Cancel %1? It stops now; its logs are kept.").arg(jobs.first().name)
                        : tr("Cancel these %n jobs? They stop now; their logs are kept.\n%1",
                             nullptr,
                             int(jobs.size()))
                              .arg(bulleted(jobs)),
                    QMessageBox::NoButton,
                    m_window);
    QPushButton *keep = box.addButton(tr("Keep Running"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepRunningButton"));
    QPushButton *stop = box.addButton(jobs.size() == 1 ? tr("Cancel Job") : tr("Cancel Jobs"),
                                      QMessageBox::DestructiveRole);
    stop->setObjectName(QStringLiteral("cancelJobButton"));
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    if (box.clickedButton() != stop)
        return;
    Q_EMIT message(jobs.size() == 1 ? tr("Cancelling %1…").arg(jobs.first().name)
                                    : tr("Cancelling %n job(s)…", nullptr, int(jobs.size())),
                   0);
    runOnEach(
        jobs,
        [](Backend *b, const QString &name) { return b->cancel(name); },
        tr("Cancelled %1"),
        tr("Cannot cancel %1: %2"));
}

void JobActions::resume()
{
    QList<JobSnapshot> jobs = selected();
    jobs.removeIf([](const JobSnapshot &j) { return j.status != JobStatus::Suspended; });
    if (jobs.isEmpty())
        return;
    Q_EMIT message(jobs.size() == 1 ? tr("Resuming %1…").arg(jobs.first().name)
                                    : tr("Resuming %n job(s)…", nullptr, int(jobs.size())),
                   0);
    runOnEach(
        jobs,
        [](Backend *b, const QString &name) { return b->resume(name); },
        tr("Resumed %1"),
        tr("Cannot resume %1: %2"));
}

void JobActions::remove()
{
    const QList<JobSnapshot> jobs = selected();
    if (jobs.isEmpty())
        return;
    QString question;
    if (jobs.size() == 1) {
        const JobSnapshot &job = jobs.first();
        question = job.isFinished() ? tr("Delete %1 with its files and logs?").arg(job.name)
                                    : tr("%1 is still running. Stop it and delete it with its "
                                         "files and logs?")
                                          .arg(job.name);
    } else {
        QStringList lines;
        for (const JobSnapshot &j : jobs)
            lines << (j.isFinished() ? QStringLiteral("• ") + j.name
                                     : tr("• %1 (running: it is stopped first)").arg(j.name));
        question
            = tr("Delete these %n jobs with their files and logs?\n%1", nullptr, int(jobs.size()))
                  .arg(lines.join(u'\n'));
    }
    const auto answer
        = QMessageBox::question(m_window,
                                jobs.size() == 1 ? tr("Delete Job") : tr("Delete Jobs"),
                                question,
                                QMessageBox::Yes | QMessageBox::Cancel,
                                QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    runOnEach(
        jobs,
        [](Backend *b, const QString &name) { return b->remove(name); },
        tr("Deleted %1"),
        tr("Cannot delete %1: %2"));
}

void JobActions::prune()
{
    const QString connection = m_connections->currentConnection();
    if (connection.isEmpty())
        return;
    QList<JobSnapshot> jobs;
    for (int row = 0; row < m_jobs->rowCount(); ++row) {
        if (const JobSnapshot *s = m_jobs->snapshot(row); s && s->connection == connection)
            jobs << *s;
    }
    const Backend *backend = m_connections->backend(connection);
    PruneJobsDialog dialog(jobs, backend ? backend->displayName() : connection, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QList<JobSnapshot> doomed = dialog.candidates();
    if (doomed.isEmpty())
        return;
    Q_EMIT message(tr("Deleting %n finished job(s)…", nullptr, int(doomed.size())), 0);
    runOnEach(
        doomed,
        [](Backend *b, const QString &name) { return b->remove(name); },
        tr("Deleted %1"),
        tr("Cannot delete %1: %2"));
}

void JobActions::rerun()
{
    const QList<JobSnapshot> jobs = selected();
    QSet<QString> taken;
    for (const JobSnapshot &job : jobs)
        rerunOne(job, &taken, jobs.size() == 1);
}

void JobActions::rerunOne(const JobSnapshot &selectedJob, QSet<QString> *taken, bool alone)
{
    const std::optional<JobSnapshot> job = selectedJob;
    Backend *backend = backendOf(*job);
    std::optional<TrainJob> spec = submittedJob(*job);
    if (!backend || !spec) {
        Q_EMIT message(
            tr("Cannot re-run %1: the backend did not keep its TrainJob file").arg(job->name),
            8000);
        return;
    }
    // Two jobs of one family re-run together must not be given the same free name.
    spec->name = freeRerunName(job->name, [this, job, taken](const QString &candidate) {
        return taken->contains(job->connection + u'/' + candidate)
               || m_jobs->rowOf(job->connection, candidate) >= 0;
    });
    taken->insert(job->connection + u'/' + spec->name);
    spec->generatedName = false;
    spec->document = nlohmann::ordered_json();
    spec->status = {};
    // The kept file has no secrets. Sent again as it is, the job would get "********" for
    // its token: the builder asks for them instead (and fills remembered ones).
    if (const QStringList missing = SecretMasker::clearStoredMasks(*spec); !missing.isEmpty()) {
        if (!alone) {
            // One builder per job would pile up windows: the user re-runs it alone.
            Q_EMIT message(tr("Not re-run: %1 needs its secrets again (%2); re-run it alone.")
                               .arg(job->name, missing.join(QStringLiteral(", "))),
                           10000);
            return;
        }
        const QString notice
            = tr("Re-run of %1: enter its secrets again (%2). TrainDeck does not keep them; "
                 "those remembered in the system keychain are filled in.")
                  .arg(job->name, missing.join(QStringLiteral(", ")));
        Q_EMIT message(notice, 10000);
        Q_EMIT cloneRequested(*spec, notice, job->connection);
        return;
    }
    const QString connection = job->connection;
    const QString newName = spec->name;
    Q_EMIT message(tr("Submitting %1…").arg(newName), 0);
    Q_EMIT resubmitting(newName);
    backend->submit(*spec).then(this, [this, connection, newName](const Result<QString> &r) {
        if (!r.ok()) {
            Q_EMIT resubmitFailed(newName);
            Q_EMIT message(tr("Cannot re-run as %1: %2").arg(newName, r.error().message), 10000);
            return;
        }
        Q_EMIT message(tr("Submitted %1").arg(*r), 8000);
        Q_EMIT jobResubmitted(connection, *r);
    });
}

void JobActions::clone()
{
    const QList<JobSnapshot> jobs = selected();
    const auto job = jobs.size() == 1 ? std::optional(jobs.first()) : std::nullopt;
    if (!job)
        return;
    if (std::optional<TrainJob> spec = submittedJob(*job)) {
        // A copy to edit: a free name of the same family, which the user may change.
        spec->name = rerunName(job->name, job->connection);
        spec->generatedName = false;
        spec->status = {};
        const QStringList missing = SecretMasker::clearStoredMasks(*spec);
        Q_EMIT cloneRequested(
            *spec,
            missing.isEmpty()
                ? QString()
                : tr("Enter the secrets of %1 again (%2): TrainDeck does not keep them; those "
                     "remembered in the system keychain are filled in.")
                      .arg(job->name, missing.join(QStringLiteral(", "))),
            job->connection);
        return;
    }
    Q_EMIT cloneSnapshotRequested(*job);
}

void JobActions::convert()
{
    const QList<JobSnapshot> jobs = selected();
    const auto job = jobs.size() == 1 ? std::optional(jobs.first()) : std::nullopt;
    if (!job || job->kind == QLatin1String("TrainJob"))
        return;
    Backend *backend = backendOf(*job);
    if (!backend)
        return;
    const QString name = job->name;
    const QString kind = job->kind;
    const QString connection = job->connection;
    Q_EMIT message(tr("Converting %1 %2 to a TrainJob…").arg(kind, name), 0);
    backend->convertToTrainJob(name).then(
        this, [this, name, kind, connection](const Result<TrainJobConversion> &r) {
            if (!r.ok()) {
                Q_EMIT message(
                    tr("Cannot convert %1 %2 to a TrainJob: %3").arg(kind, name, r.error().message),
                    10000);
                return;
            }
            const QString notice
                = r->notCarried.isEmpty()
                      ? tr("Converted from %1 %2; everything was carried over.").arg(kind, name)
                      : tr("Converted from %1 %2. Not carried over:\n• %3")
                            .arg(kind, name, r->notCarried.join(QStringLiteral("\n• ")));
            Q_EMIT message(tr("Converted %1 %2 to a TrainJob").arg(kind, name), 8000);
            Q_EMIT cloneRequested(r->job, notice, connection);
        });
}

} // namespace TrainDeck::Ui
