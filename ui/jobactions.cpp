// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/jobactions.h"

#include "ui/connectionselector.h"
#include "ui/themedicon.h"

#include "core/backend/backend.h"
#include "core/codec/names.h"
#include "core/domain/secretmasker.h"
#include "models/jobtablemodel.h"

#include <QAction>
#include <QMessageBox>
#include <QWidget>

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
    refresh();
}

JobActions::~JobActions() = default;

void JobActions::setSelection(std::function<std::optional<JobSnapshot>()> selection)
{
    m_selection = std::move(selection);
}

void JobActions::refresh()
{
    const std::optional<JobSnapshot> job = m_selection ? m_selection() : std::nullopt;
    m_cancel->setEnabled(job && !job->isFinished());
    m_delete->setEnabled(job.has_value());
    m_rerun->setEnabled(job.has_value());
    m_clone->setEnabled(job.has_value());
    m_convert->setEnabled(job && job->kind != QLatin1String("TrainJob"));
    const Backend *backend = job ? backendOf(*job) : nullptr;
    const bool suspends = backend && backend->canSuspend();
    m_resume->setEnabled(suspends && job->status == JobStatus::Suspended);
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

void JobActions::cancel()
{
    const auto job = m_selection ? m_selection() : std::nullopt;
    if (!job || job->isFinished())
        return;
    Backend *backend = backendOf(*job);
    if (!backend)
        return;
    const QString name = job->name;
    Q_EMIT message(tr("Cancelling %1…").arg(name), 0);
    backend->cancel(name).then(this, [this, name](const Result<bool> &r) {
        Q_EMIT message(r.ok() ? tr("Cancelled %1").arg(name)
                              : tr("Cannot cancel %1: %2").arg(name, r.error().message),
                       8000);
    });
}

void JobActions::resume()
{
    const auto job = m_selection ? m_selection() : std::nullopt;
    if (!job || job->status != JobStatus::Suspended)
        return;
    Backend *backend = backendOf(*job);
    if (!backend)
        return;
    const QString name = job->name;
    Q_EMIT message(tr("Resuming %1…").arg(name), 0);
    backend->resume(name).then(this, [this, name](const Result<bool> &r) {
        Q_EMIT message(r.ok() ? tr("Resumed %1").arg(name)
                              : tr("Cannot resume %1: %2").arg(name, r.error().message),
                       8000);
    });
}

void JobActions::remove()
{
    const auto job = m_selection ? m_selection() : std::nullopt;
    if (!job)
        return;
    Backend *backend = backendOf(*job);
    if (!backend)
        return;
    const QString name = job->name;
    const auto answer = QMessageBox::question(
        m_window,
        tr("Delete Job"),
        job->isFinished()
            ? tr("Delete %1 with its files and logs?").arg(name)
            : tr("%1 is still running. Stop it and delete it with its files and logs?").arg(name),
        QMessageBox::Yes | QMessageBox::Cancel,
        QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    backend->remove(name).then(this, [this, name](const Result<bool> &r) {
        Q_EMIT message(r.ok() ? tr("Deleted %1").arg(name)
                              : tr("Cannot delete %1: %2").arg(name, r.error().message),
                       8000);
    });
}

void JobActions::rerun()
{
    const auto job = m_selection ? m_selection() : std::nullopt;
    if (!job)
        return;
    Backend *backend = backendOf(*job);
    std::optional<TrainJob> spec = submittedJob(*job);
    if (!backend || !spec) {
        Q_EMIT message(
            tr("Cannot re-run %1: the backend did not keep its TrainJob file").arg(job->name),
            8000);
        return;
    }
    spec->name = rerunName(job->name, job->connection);
    spec->generatedName = false;
    spec->document = nlohmann::ordered_json();
    spec->status = {};
    // The kept file has no secrets. Sent again as it is, the job would get "********" for
    // its token: the builder asks for them instead (and fills remembered ones).
    if (const QStringList missing = SecretMasker::clearStoredMasks(*spec); !missing.isEmpty()) {
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
    const auto job = m_selection ? m_selection() : std::nullopt;
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
    const auto job = m_selection ? m_selection() : std::nullopt;
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
