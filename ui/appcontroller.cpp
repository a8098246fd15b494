// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/appcontroller.h"

#include "ui/builder/builderdraft.h"
#include "ui/builder/imagepicker.h"
#include "ui/builder/jobbuilderdialog.h"
#include "ui/connectionselector.h"
#include "ui/jobview.h"
#include "ui/logs/joblogpanes.h"
#include "ui/mainwindow.h"

#include "core/backend/backend.h"
#include "core/catalog/runtimecatalog.h"
#include "libs/metrics/jobmetrics.h"
#include "libs/metrics/metricpatternstore.h"
#include "libs/metrics/metricsfollower.h"
#include "libs/secrets/secretstore.h"

#include <QFutureWatcher>
#include <QLoggingCategory>
#include <QMessageBox>

namespace TrainDeck::Ui {

Q_LOGGING_CATEGORY(lcUi, "traindeck.ui", QtWarningMsg)

AppController::AppController(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_secrets(new SecretStore(SecretStore::defaultService(), this))
{
    // A keychain write that fails after its builder closed still has to reach the user.
    connect(m_secrets, &SecretStore::failed, this, [this](const QString &, const Error &e) {
        if (!m_builder)
            showError(tr("A secret was not remembered"), e.message);
    });
    window->setLogWidgetFactory([this](const JobSnapshot &s) {
        auto *panes = new Ui::JobLogPanes(s.logDir);
        m_panes = panes;
        return panes;
    });
    window->setLogMetricsFactory([](const JobSnapshot &s,
                                    Metrics::JobMetrics *metrics) -> QObject * {
        if (s.logDir.isEmpty())
            return nullptr;
        // The patterns saved for the job's runtime; a damaged file is said in the
        // pattern editor, and the built-in shapes still apply meanwhile.
        auto patterns = Metrics::MetricPatternStore().patterns(s.runtimeName);
        if (!patterns)
            qCWarning(lcUi).noquote() << patterns.error().message;
        auto *follower = new Metrics::MetricsFollower(
            s.logDir, patterns ? *patterns : QList<Metrics::MetricPattern>());
        connect(
            follower, &Metrics::MetricsFollower::parsed, metrics, &Metrics::JobMetrics::addParsed);
        follower->start();
        return follower;
    });
    connect(window,
            &MainWindow::stepActivated,
            this,
            [this](const JobSnapshot &job, const QString &step) {
                if (m_panes && m_window->selectedJob() && m_window->selectedJob()->name == job.name)
                    m_panes->openStep(step);
            });
    connect(window, &MainWindow::newJobFromRuntimeRequested, this, [this](const QString &runtime) {
        const bool fresh = !m_builder;
        if (!fresh && m_builder->hasUnsavedChanges()) {
            // The job being built is the user's work: it is not replaced.
            openBuilder()->showNotice(tr("Finish or close the job you are building first: it "
                                         "was not changed to runtime %1.")
                                          .arg(runtime));
            return;
        }
        openBuilder()->startFromRuntime(runtime);
        applyNewJobDefaults();
    });
    connect(window, &MainWindow::newJobRequested, this, [this] {
        // A builder already open keeps its job; a new one offers the last unsubmitted job.
        const bool fresh = !m_builder;
        JobBuilderDialog *builder = openBuilder();
        if (fresh)
            builder->offerDraft();
    });
    connect(window, &MainWindow::cloneRequested, this, &AppController::cloneIntoBuilder);
    auto load = [this](auto method) {
        return [this, method](const QString &path) {
            // The builder shows a load problem in its own notice line.
            (void)(openBuilder()->*method)(path);
        };
    };
    connect(window, &MainWindow::scriptDropped, this, load(&JobBuilderDialog::loadScript));
    connect(window, &MainWindow::yamlDropped, this, [this](const QString &path) {
        (void)openBuilder()->loadYamlFile(path);
    });
    connect(
        window, &MainWindow::requirementsDropped, this, load(&JobBuilderDialog::loadRequirements));
    connect(window, &MainWindow::folderDropped, this, load(&JobBuilderDialog::loadFolder));
}

AppController::~AppController() = default;

void AppController::cloneIntoBuilder(const TrainJob &job,
                                     const QString &notice,
                                     const QString &connection)
{
    // A job is cloned or re-run where it ran, not where the window points now.
    Backend *own = m_window->connectionSelector()->backend(connection);
    JobBuilderDialog *builder = openBuilder(own ? own : m_window->currentBackend());
    builder->setJob(job);
    if (!notice.isEmpty())
        builder->showNotice(notice);
}

JobBuilderDialog *AppController::builder() const
{
    return m_builder.data();
}

Ui::JobLogPanes *AppController::logPanes() const
{
    return m_panes.data();
}

JobBuilderDialog *AppController::openBuilder(Backend *target)
{
    const bool fresh = !m_builder;
    if (fresh) {
        m_builder = new JobBuilderDialog(m_window);
        m_builder->setAttribute(Qt::WA_DeleteOnClose);
        m_builder->setSecretStore(m_secrets);
        m_builder->setDraftPath(BuilderDraft::defaultPath());
        connect(m_builder, &JobBuilderDialog::submitRequested, this, &AppController::submit);
        // Runtimes of the connection it will go to; the bundled ones until they arrive.
        m_builder->setRuntimes(RuntimeCatalog::bundled().runtimes());
        connect(m_builder, &JobBuilderDialog::targetChanged, this, &AppController::fetchRuntimes);
        connect(m_builder, &JobBuilderDialog::targetChanged, this, &AppController::fetchImages);
        applyNewJobDefaults();
    }
    // Connections that joined since are offered too; the builder keeps its selection.
    m_builder->setTargets(m_window->backends());
    if (target)
        m_builder->setTargetBackend(target);
    else if (fresh && m_window->currentBackend())
        m_builder->setTargetBackend(m_window->currentBackend());
    m_builder->show();
    m_builder->raise();
    m_builder->activateWindow();
    return m_builder;
}

void AppController::fetchRuntimes(Backend *target)
{
    if (!target || !m_builder)
        return;
    const QPointer<Backend> guard(target);
    auto *watcher = new QFutureWatcher<Result<QList<Runtime>>>(m_builder);
    connect(watcher, &QFutureWatcherBase::finished, m_builder, [this, watcher, guard] {
        const auto r = watcher->result();
        watcher->deleteLater();
        // An answer for a connection the builder no longer shows is dropped.
        if (r && m_builder && guard && m_builder->targetBackend() == guard && !r->isEmpty())
            m_builder->setRuntimes(*r);
    });
    watcher->setFuture(target->runtimes());
}

void AppController::fetchImages(Backend *target)
{
    if (!m_builder)
        return;
    ImagePicker *picker = m_builder->imagePicker();
    if (!target) {
        picker->setUnavailable(
            tr("Pick a Docker or Podman connection under Runs on to choose from its images."));
        return;
    }
    const QPointer<Backend> guard(target);
    target->images().then(m_builder, [this, guard](const Result<QList<EngineImage>> &r) {
        if (!m_builder || !guard || m_builder->targetBackend() != guard)
            return; // for a connection the builder no longer shows
        ImagePicker *picker = m_builder->imagePicker();
        if (r)
            picker->setImages(*r, guard->displayName());
        else
            picker->setUnavailable(r.error().message);
    });
}

void AppController::submit(const TrainJob &job, Backend *target)
{
    // Where the builder said, never the main window's current selection.
    const QPointer<Backend> backend(target);
    if (!backend) {
        const QString message
            = tr("No connection to run on. Pick one under Runs on in the job builder.");
        Q_EMIT submitFailed(message);
        showError(tr("Cannot submit"), message);
        return;
    }
    auto *watcher = new QFutureWatcher<Result<QString>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, backend, job] {
        const auto r = watcher->result();
        watcher->deleteLater();
        if (!r) {
            Q_EMIT submitFailed(r.error().toString());
            showError(tr("Job %1 was not submitted").arg(job.name), r.error().toString());
            // Nothing is lost: the builder opens again with the job as it was, on the same
            // connection.
            openBuilder(backend.data())->setJob(job);
            return;
        }
        const QString connection = backend ? backend->connection() : QString();
        Q_EMIT submitted(connection, *r);
        m_window->selectJobWhenAvailable(*r);
    });
    watcher->setFuture(backend->submit(job));
}

void AppController::applyNewJobDefaults()
{
    const QString index = m_window->preferences()->pipIndexUrl();
    if (index.isEmpty() || !m_builder)
        return;
    TrainJob job = m_builder->job();
    auto *custom = std::get_if<CustomTrainer>(&job.trainer);
    if (!custom || !custom->pipIndexUrls.isEmpty())
        return;
    custom->pipIndexUrls = {index};
    // Set as the job's start, so it is no unsaved change of the user's.
    m_builder->setJob(job);
}

void AppController::showError(const QString &title, const QString &message)
{
    m_lastError = message;
    auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace TrainDeck::Ui
