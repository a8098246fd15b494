// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/historycontroller.h"

#include "core/backend/backend.h"
#include "core/codec/jobloader.h"
#include "core/domain/secretmasker.h"
#include "libs/history/historyrecorder.h"
#include "libs/history/historystore.h"
#include "libs/metrics/metricpatternstore.h"
#include "ui/appcontroller.h"
#include "ui/connectionselector.h"
#include "ui/history/compareview.h"
#include "ui/history/dayview.h"
#include "ui/history/historyjobdialog.h"
#include "ui/history/historyview.h"
#include "ui/history/timelineview.h"
#include "ui/mainwindow.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <memory>

namespace TrainDeck::Ui {

using History::HistoryFilter;
using History::HistoryRecord;

namespace {

QList<Metrics::MetricPattern> patternsFor(const QString &runtime)
{
    auto patterns = Metrics::MetricPatternStore().patterns(runtime);
    return patterns ? *patterns : QList<Metrics::MetricPattern>();
}

} // namespace

HistoryController::HistoryController(MainWindow *window,
                                     AppController *app,
                                     History::HistoryStore *store)
    : QObject(window)
    , m_window(window)
    , m_app(app)
    , m_store(store)
    , m_recorder(new History::HistoryRecorder(store, this))
    , m_pruneTimer(new QTimer(this))
{
    connect(m_store,
            &History::HistoryStore::recovered,
            this,
            [this](const QString &message, const QString &) {
                say(message);
                auto *box = new QMessageBox(QMessageBox::Warning,
                                            tr("The run history was damaged"),
                                            message,
                                            QMessageBox::Ok,
                                            m_window);
                box->setAttribute(Qt::WA_DeleteOnClose);
                box->open();
            });
    m_store->open().then(this, [this](const Result<void> &r) {
        if (!r)
            say(tr("The run history cannot be opened: %1").arg(r.error().message));
    });
    connect(m_recorder, &History::HistoryRecorder::problem, this, &HistoryController::say);
    for (Backend *backend : window->backends())
        m_recorder->attach(backend);
    connect(window, &MainWindow::backendAdded, m_recorder, &History::HistoryRecorder::attach);
    connect(window, &MainWindow::historyRequested, this, &HistoryController::showHistory);

    connect(
        m_store, &History::HistoryStore::recordChanged, this, [this](const HistoryRecord &record) {
            if (!m_view)
                return;
            // A run of the list the view shows changes in place; with filters set, the
            // store answers which runs match (once a second at most).
            HistoryFilter all;
            all.details = false;
            if (m_view->filter() == HistoryFilter() || m_view->filter() == all)
                m_view->upsertRecord(record);
            else if (!m_requery->isActive())
                m_requery->start();
        });
    connect(
        m_store, &History::HistoryStore::recordsRemoved, this, [this](const QList<qint64> &ids) {
            if (m_view)
                m_view->removeRecords(ids);
        });

    // Retention on schedule: shortly after start, then every few hours.
    m_pruneTimer->setInterval(PruneIntervalMs);
    connect(m_pruneTimer, &QTimer::timeout, this, [this] {
        if (!retentionPolicy().isUnlimited())
            pruneNow();
    });
    m_pruneTimer->start();
    QTimer::singleShot(60 * 1000, this, [this] {
        if (!retentionPolicy().isUnlimited())
            pruneNow();
    });
}

HistoryController::~HistoryController()
{
    delete m_historyWindow.data();
}

void HistoryController::say(const QString &message)
{
    m_lastProblem = message;
    m_window->statusBar()->showMessage(message, 10000);
    if (m_status)
        m_status->setText(message);
}

void HistoryController::ensureWindow()
{
    if (m_historyWindow)
        return;
    auto *w = new QWidget(nullptr, Qt::Window);
    w->setObjectName(QStringLiteral("historyWindow"));
    w->setWindowTitle(tr("Run History — TrainDeck"));
    w->resize(1200, 760);
    m_tabs = new QTabWidget(w);
    m_tabs->setObjectName(QStringLiteral("historyTabs"));
    m_tabs->setTabsClosable(true);
    m_tabs->setDocumentMode(true);
    m_view = new HistoryView(m_tabs);
    m_day = new DayView(m_tabs);
    m_tabs->addTab(m_view, tr("&Runs"));
    m_tabs->addTab(m_day, tr("&Day"));
    for (int i = 0; i < 2; ++i) {
        m_tabs->tabBar()->setTabButton(i, QTabBar::RightSide, nullptr);
        m_tabs->tabBar()->setTabButton(i, QTabBar::LeftSide, nullptr);
    }
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        if (index < 2)
            return;
        QWidget *page = m_tabs->widget(index);
        m_tabs->removeTab(index);
        page->deleteLater();
    });
    auto *retention = new QPushButton(tr("Re&tention…"), m_tabs);
    retention->setObjectName(QStringLiteral("historyRetention"));
    retention->setToolTip(tr("How long runs and their archived logs are kept"));
    connect(retention, &QPushButton::clicked, this, &HistoryController::editRetention);
    m_tabs->setCornerWidget(retention, Qt::TopRightCorner);
    m_status = new QLabel(w);
    m_status->setObjectName(QStringLiteral("historyStatus"));
    m_status->setWordWrap(true);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(w);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_status);
    m_historyWindow = w;

    m_requery = new QTimer(w);
    m_requery->setSingleShot(true);
    m_requery->setInterval(1000);
    connect(m_requery, &QTimer::timeout, this, [this] {
        if (m_view)
            query(m_view->filter());
    });

    connect(m_view, &HistoryView::filterChanged, this, &HistoryController::query);
    connect(
        m_view, &HistoryView::openRequested, this, [this](const HistoryRecord &r) { open(r.id); });
    connect(m_view, &HistoryView::rerunRequested, this, [this](const HistoryRecord &r) {
        withRecords({r.id}, [this](const QList<HistoryRecord> &full) { rerun(full.first()); });
    });
    connect(m_view, &HistoryView::cloneRequested, this, [this](const HistoryRecord &r) {
        withRecords({r.id}, [this](const QList<HistoryRecord> &full) { clone(full.first()); });
    });
    connect(
        m_view, &HistoryView::compareRequested, this, [this](const QList<HistoryRecord> &records) {
            QList<qint64> ids;
            for (const HistoryRecord &r : records)
                ids << r.id;
            compare(ids);
        });
    connect(m_view, &HistoryView::timelineRequested, this, [this](const HistoryRecord &r) {
        showTimeline(r.id);
    });
    connect(m_view, &HistoryView::removeRequested, this, [this](const QList<qint64> &ids) {
        m_store->remove(ids).then(this, [this](const Result<int> &r) {
            if (!r)
                say(tr("Runs were not removed from the history: %1").arg(r.error().message));
            else
                say(tr("%n run(s) removed from the history.", nullptr, *r));
        });
    });
    connect(m_day, &DayView::dayChanged, this, &HistoryController::queryDay);
    connect(m_day, &DayView::timelineRequested, this, [this](const HistoryRecord &r) {
        showTimeline(r.id);
    });
}

void HistoryController::showHistory()
{
    const bool fresh = !m_historyWindow;
    ensureWindow();
    refreshPickLists();
    if (fresh) {
        query(m_view->filter());
        queryDay(HistoryFilter());
    }
    m_historyWindow->show();
    m_historyWindow->raise();
    m_historyWindow->activateWindow();
}

void HistoryController::refreshPickLists()
{
    m_store->runtimeNames().then(this, [this](const Result<QStringList> &r) {
        if (r && m_view)
            m_view->setRuntimeNames(*r);
    });
    m_store->metricNames().then(this, [this](const Result<QStringList> &r) {
        if (!r || !m_view)
            return;
        m_view->setMetricNames(*r);
        // The first few metrics as columns (their last value), the loss first when there is
        // one: what most runs are compared by at a glance.
        QStringList columns = *r;
        const qsizetype loss = columns.indexOf(QStringLiteral("loss"));
        if (loss > 0)
            columns.move(loss, 0);
        m_view->setMetricColumns(columns.mid(0, MetricColumns));
    });
}

void HistoryController::query(const HistoryFilter &filter)
{
    HistoryFilter f = filter;
    f.details = false; // a list needs no steps, events or spec
    const quint64 generation = ++m_queryGeneration;
    m_store->query(f).then(this, [this, generation](const Result<QList<HistoryRecord>> &r) {
        // Only the answer to the last question: the user may have typed on meanwhile.
        if (generation != m_queryGeneration || !m_view)
            return;
        if (!r) {
            say(tr("The run history cannot be read: %1").arg(r.error().message));
            return;
        }
        m_view->setRecords(*r);
    });
}

void HistoryController::queryDay(const HistoryFilter &filter)
{
    HistoryFilter f = filter;
    f.details = false;
    m_store->query(f).then(this, [this](const Result<QList<HistoryRecord>> &r) {
        if (!m_day)
            return;
        if (!r) {
            say(tr("The run history cannot be read: %1").arg(r.error().message));
            return;
        }
        m_day->setRecords(*r);
    });
}

void HistoryController::withRecords(const QList<qint64> &ids,
                                    std::function<void(const QList<HistoryRecord> &)> then)
{
    if (ids.isEmpty())
        return;
    struct Pending
    {
        QList<std::optional<HistoryRecord>> records;
        int left = 0;
        QStringList problems;
    };
    auto pending = std::make_shared<Pending>();
    pending->records.resize(ids.size());
    pending->left = int(ids.size());
    for (qsizetype i = 0; i < ids.size(); ++i) {
        m_store->record(ids[i]).then(this,
                                     [this, pending, i, then](const Result<HistoryRecord> &r) {
                                         if (r)
                                             pending->records[i] = *r;
                                         else
                                             pending->problems << r.error().message;
                                         if (--pending->left > 0)
                                             return;
                                         if (!pending->problems.isEmpty()) {
                                             say(tr("A run cannot be read from the history: %1")
                                                     .arg(pending->problems.join(u"; ")));
                                             return;
                                         }
                                         QList<HistoryRecord> out;
                                         for (const auto &rec : std::as_const(pending->records))
                                             out << *rec;
                                         then(out);
                                     });
    }
}

void HistoryController::compare(const QList<qint64> &ids)
{
    withRecords(ids, [this](const QList<HistoryRecord> &records) {
        ensureWindow();
        auto *view = new CompareView(m_tabs);
        view->setPatterns(patternsFor(records.first().job.runtimeName));
        view->setRecords(records);
        const int index = m_tabs->addTab(view, tr("Compare %n runs", nullptr, int(records.size())));
        m_tabs->setCurrentIndex(index);
        m_historyWindow->show();
        Q_EMIT tabOpened(view);
    });
}

void HistoryController::showTimeline(qint64 id)
{
    withRecords({id}, [this](const QList<HistoryRecord> &records) {
        ensureWindow();
        auto *view = new TimelineView(m_tabs);
        view->setRecord(records.first());
        const int index = m_tabs->addTab(view, tr("Timeline: %1").arg(records.first().job.name));
        m_tabs->setCurrentIndex(index);
        m_historyWindow->show();
        Q_EMIT tabOpened(view);
    });
}

void HistoryController::open(qint64 id)
{
    withRecords({id}, [this](const QList<HistoryRecord> &records) {
        ensureWindow();
        const HistoryRecord &r = records.first();
        auto *dialog = new HistoryJobDialog(r, patternsFor(r.job.runtimeName), m_historyWindow);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &HistoryJobDialog::rerunRequested, this, &HistoryController::rerun);
        connect(dialog, &HistoryJobDialog::cloneRequested, this, &HistoryController::clone);
        dialog->show();
    });
}

namespace {

/// The kept spec of a run, ready to run again under a new name; why not when it cannot be.
Result<TrainJob> runAgain(const HistoryRecord &record, const QString &newName)
{
    if (record.specYaml.isEmpty())
        return Error::make(
            Error::Kind::NotFound,
            HistoryController::tr("The history has no spec of %1: it was found on its backend, "
                                  "which kept none. Build it again in the builder.")
                .arg(record.job.name));
    auto job = JobLoader::loadBytes(
        record.specYaml.toUtf8(),
        HistoryController::tr("the history's copy of %1").arg(record.job.name));
    if (!job)
        return Error::make(job.error().kind,
                           HistoryController::tr("The history's spec of %1 cannot be read: %2")
                               .arg(record.job.name, job.error().message));
    job->name = newName;
    job->generatedName = false;
    job->document = nlohmann::ordered_json();
    job->status = {};
    return job;
}

} // namespace

void HistoryController::rerun(const HistoryRecord &record)
{
    const QString connection = record.job.connection;
    auto job = runAgain(record, m_window->rerunName(record.job.name, connection));
    if (!job) {
        say(job.error().message);
        return;
    }
    Backend *backend = m_window->connectionSelector()->backend(connection);
    const QStringList missing = SecretMasker::clearStoredMasks(*job);
    if (!backend || !missing.isEmpty()) {
        // Not where it ran, or without its secrets: the builder, to choose or fill them in.
        const QString notice
            = !backend ? tr("Re-run of %1: its connection %2 is not open here; choose where to run "
                            "it under Runs on.")
                             .arg(record.job.name, connection)
                       : tr("Re-run of %1: enter its secrets again (%2). TrainDeck does not keep "
                            "them; those remembered in the system keychain are filled in.")
                             .arg(record.job.name, missing.join(QStringLiteral(", ")));
        m_app->cloneIntoBuilder(*job, notice, connection);
        return;
    }
    say(tr("Submitting %1 again as %2…").arg(record.job.name, job->name));
    m_app->submitJob(*job, backend);
}

void HistoryController::clone(const HistoryRecord &record)
{
    const QString connection = record.job.connection;
    auto job = runAgain(record, m_window->rerunName(record.job.name, connection));
    if (!job) {
        say(job.error().message);
        return;
    }
    const QStringList missing = SecretMasker::clearStoredMasks(*job);
    m_app->cloneIntoBuilder(
        *job,
        missing.isEmpty()
            ? QString()
            : tr("Enter the secrets of %1 again (%2): TrainDeck does not keep them; those "
                 "remembered in the system keychain are filled in.")
                  .arg(record.job.name, missing.join(QStringLiteral(", "))),
        connection);
}

History::RetentionPolicy HistoryController::retentionPolicy() const
{
    const QSettings settings;
    History::RetentionPolicy p;
    p.maxAgeDays = settings.value(QLatin1String(MaxAgeDaysKey), 0).toInt();
    p.maxArchiveBytes
        = settings.value(QLatin1String(MaxArchiveMiBKey), 0).toLongLong() * 1024 * 1024;
    return p;
}

void HistoryController::setRetentionPolicy(const History::RetentionPolicy &policy)
{
    QSettings settings;
    settings.setValue(QLatin1String(MaxAgeDaysKey), qMax(0, policy.maxAgeDays));
    settings.setValue(QLatin1String(MaxArchiveMiBKey),
                      qMax<qint64>(0, policy.maxArchiveBytes / (1024 * 1024)));
}

void HistoryController::pruneNow()
{
    const History::RetentionPolicy policy = retentionPolicy();
    if (policy.isUnlimited()) {
        say(tr("Nothing to prune: the history keeps every run (set a limit under Retention…)."));
        return;
    }
    m_store->prune(policy).then(this, [this](const Result<History::PruneReport> &r) {
        if (!r) {
            say(tr("The history was not pruned: %1").arg(r.error().message));
            return;
        }
        const History::PruneReport &p = *r;
        QString text = tr("Pruned %n run(s) and %1 of archived logs.", nullptr, p.rowsRemoved)
                           .arg(QLocale().formattedDataSize(p.bytesFreed));
        if (p.skippedRunning > 0)
            text += u' ' + tr("%n run(s) still running were kept.", nullptr, p.skippedRunning);
        if (!p.problems.isEmpty())
            text += u' ' + tr("Not removed: %1").arg(p.problems.join(QStringLiteral("; ")));
        say(text);
        Q_EMIT pruned(p);
    });
}

void HistoryController::editRetention()
{
    auto *dialog = new QDialog(m_historyWindow);
    dialog->setObjectName(QStringLiteral("retentionDialog"));
    dialog->setWindowTitle(tr("History Retention"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const History::RetentionPolicy now = retentionPolicy();
    auto *days = new QSpinBox(dialog);
    days->setObjectName(QStringLiteral("maxAgeDays"));
    days->setRange(0, 3650);
    days->setSpecialValueText(tr("forever"));
    days->setSuffix(tr(" days"));
    days->setValue(now.maxAgeDays);
    auto *size = new QSpinBox(dialog);
    size->setObjectName(QStringLiteral("maxArchiveMiB"));
    size->setRange(0, 1024 * 1024);
    size->setSpecialValueText(tr("no limit"));
    size->setSuffix(tr(" MiB"));
    size->setValue(int(now.maxArchiveBytes / (1024 * 1024)));
    auto *note = new QLabel(tr("Older runs and their archived logs are removed every few hours "
                               "and on Prune Now; a run that still runs is never removed."),
                            dialog);
    note->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("Keep runs for:"), days);
    form->addRow(tr("Archived logs at most:"), size);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    auto *prune = buttons->addButton(tr("&Prune Now"), QDialogButtonBox::ApplyRole);
    auto apply = [this, days, size] {
        History::RetentionPolicy p;
        p.maxAgeDays = days->value();
        p.maxArchiveBytes = qint64(size->value()) * 1024 * 1024;
        setRetentionPolicy(p);
    };
    connect(buttons, &QDialogButtonBox::accepted, dialog, [dialog, apply] {
        apply();
        dialog->accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(prune, &QPushButton::clicked, dialog, [this, apply] {
        apply();
        pruneNow();
    });
    auto *layout = new QVBoxLayout(dialog);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    dialog->open();
}

} // namespace TrainDeck::Ui
