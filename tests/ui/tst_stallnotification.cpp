// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Stalled-job and failure notifications end to end, with real local jobs: a script that
// prints a line and sleeps, with a 3 s stall alert of its own, raises the desktop
// notification, the badge and the count within the set time plus one check; a script that
// raises ValueError in node-0 gives a failure notification naming node-0 and the exact
// ValueError line. Runs on a private session bus (tests/support/with-keyring) where the test
// is the notification daemon, under Xvfb for the stalled-job screenshot.
#include "backends/local/localbackend.h"
#include "libs/logs/logwriter.h"
#include "models/jobtablemodel.h"
#include "models/stallwatcher.h"
#include "tests/support/awaitresult.h"
#include "tests/support/prerequisite.h"
#include "tests/support/uitestsetup.h"
#include "ui/desktopnotifier.h"
#include "ui/jobtableview.h"
#include "ui/mainwindow.h"
#include "ui/stallalertdialog.h"
#include "ui/statusbadgedelegate.h"
#include "ui/statuscolors.h"

#include <QAction>
#include <QApplication>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using Models::JobTableModel;
using Models::StallWatcher;

namespace {

const QString ServerConnection = QStringLiteral("fake-notification-daemon");

struct Received
{
    uint id = 0;
    QString summary;
    QString body;
    qint64 at = 0; ///< QDateTime::currentMSecsSinceEpoch() when it arrived
};

} // namespace

/// The notification daemon's side of the freedesktop.org specification that TrainDeck uses.
class StallNotificationServer : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    QList<Received> received;

    const Received *find(const QString &summary) const
    {
        for (const Received &r : received)
            if (r.summary == summary)
                return &r;
        return nullptr;
    }
    void click(uint id)
    {
        QDBusMessage signal
            = QDBusMessage::createSignal(QString::fromLatin1(DesktopNotifier::Path),
                                         QStringLiteral("org.freedesktop.Notifications"),
                                         QStringLiteral("ActionInvoked"));
        signal << id << QStringLiteral("default");
        QDBusConnection(ServerConnection).send(signal);
    }

public slots:
    uint Notify(const QString &,
                uint,
                const QString &,
                const QString &summary,
                const QString &body,
                const QStringList &,
                const QVariantMap &,
                int)
    {
        const uint id = uint(received.size()) + 1;
        received.append({id, summary, body, QDateTime::currentMSecsSinceEpoch()});
        return id;
    }
    QStringList GetCapabilities() { return {QStringLiteral("body"), QStringLiteral("actions")}; }
};

class TestStallNotification : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    StallNotificationServer m_server;
    std::unique_ptr<Local::LocalBackend> m_backend;
    std::unique_ptr<MainWindow> m_window;

    void submit(const QString &name, const QString &code)
    {
        TrainJob job;
        job.name = name;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = code;
        job.trainer = t;
        const auto submitted = await(m_backend->submit(job));
        if (!submitted.ok())
            QFAIL(qPrintable(submitted.error().message));
    }
    const JobSnapshot *row(const QString &name) const
    {
        return m_window->jobModel()->snapshot(m_backend->connection(), name);
    }
    QModelIndex statusCell(const QString &name) const
    {
        const int r = m_window->jobModel()->rowOf(m_backend->connection(), name);
        return m_window->jobModel()->index(r, JobTableModel::StatusColumn);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        TRAINDECK_REQUIRE_PYTHON3();
        QVERIFY2(QDBusConnection::sessionBus().isConnected(),
                 "no session bus: run through tests/support/with-keyring");
        QDBusConnection c
            = QDBusConnection::connectToBus(QDBusConnection::SessionBus, ServerConnection);
        QVERIFY(c.isConnected());
        QVERIFY(c.registerObject(QString::fromLatin1(DesktopNotifier::Path),
                                 &m_server,
                                 QDBusConnection::ExportAllSlots));
        QVERIFY(c.registerService(QString::fromLatin1(DesktopNotifier::Service)));
        Tests::useTemporarySettings(m_dir);

        Local::LocalBackend::Options o;
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_dir.filePath(QStringLiteral("venvs"));
        m_backend = std::make_unique<Local::LocalBackend>(o);
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 760);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->addBackend(m_backend.get());
        m_backend->start();
        // One look a second: the alert may come up to one interval after the timeout.
        m_window->stallWatcher()->setCheckInterval(1000);
    }

    void cleanupTestCase()
    {
        // A failed check leaves the sleeper running: it goes with the test.
        if (m_backend && row(QStringLiteral("sleeper"))
            && row(QStringLiteral("sleeper"))->status == JobStatus::Running)
            (void)await(m_backend->cancel(QStringLiteral("sleeper")));
        m_window.reset();
        m_backend.reset();
    }

    void stalledLocalJobNotifiesAndShowsTheBadge()
    {
        const QString name = QStringLiteral("sleeper");
        submit(name,
               QStringLiteral("import time\n"
                              "print('epoch 1 loss=0.50', flush=True)\n"
                              "time.sleep(60)\n"));
        QTRY_VERIFY_WITH_TIMEOUT(row(name) && row(name)->status == JobStatus::Running, 60000);
        // Its line is in the store, and indexed, before the alert is set (the local backend
        // writes a line of its own first, and indexes on its poll tick).
        const QString logPath = row(name)->logDir + QStringLiteral("/node-0.log");
        const QString idxPath = row(name)->logDir + QStringLiteral("/node-0.idx");
        const auto settled = [&] {
            QFile log(logPath);
            if (!log.open(QIODevice::ReadOnly))
                return false;
            const QByteArray bytes = log.readAll();
            return bytes.endsWith("epoch 1 loss=0.50\n")
                   && QFileInfo(idxPath).size() == 16 * bytes.count('\n');
        };
        QTRY_VERIFY_WITH_TIMEOUT(settled(), 60000);
        // When the job last printed: the newer of its two files.
        const qint64 lastLine = qMax(QFileInfo(logPath).lastModified().toMSecsSinceEpoch(),
                                     QFileInfo(idxPath).lastModified().toMSecsSinceEpoch());
        StallWatcher *watcher = m_window->stallWatcher();
        QTRY_VERIFY(watcher->watched().contains(JobTableModel::key(m_backend->connection(), name)));
        QCOMPARE(watcher->defaultMinutes(), StallWatcher::DefaultStallMinutes);
        QSignalSpy stalled(watcher, &StallWatcher::stalled);
        watcher->setJobTimeout(m_backend->connection(), name, 3);
        QCOMPARE(watcher->effectiveTimeout(m_backend->connection(), name), 3);

        // Within the set time after the last line plus one check (and a little for the bus).
        const QString summary = QStringLiteral("Job sleeper has stalled");
        QTRY_VERIFY_WITH_TIMEOUT(m_server.find(summary), 3000 + 1000 + 1000);
        QCOMPARE(stalled.size(), 1);
        QCOMPARE(stalled.first().at(1).toString(), name);
        const qint64 idle = stalled.first().at(2).toLongLong();
        QVERIFY2(idle >= 3 && idle <= 4, qPrintable(QString::number(idle)));
        const Received r = *m_server.find(summary);
        QVERIFY2(r.at - lastLine >= 3000, qPrintable(QString::number(r.at - lastLine)));
        QVERIFY2(r.at - lastLine <= 3000 + 1000 + 700,
                 qPrintable(QString::number(r.at - lastLine)));
        QVERIFY(settled()); // nothing printed since
        QCOMPARE(r.body, JobTableModel::stalledText(idle));
        QCOMPARE(r.body, QStringLiteral("No log line or metric for %1 s").arg(idle));
        QCOMPARE(
            m_window->lastNotification(),
            QStringLiteral("Job sleeper has stalled: No log line or metric for %1 s").arg(idle));
        QTRY_COMPARE(m_window->lastNotificationChannel(), QStringLiteral("desktop notification"));

        // The badge: the row's mark and tooltip, the count in the title and the status bar.
        const QModelIndex cell = statusCell(name);
        const qint64 shown = cell.data(JobTableModel::StalledRole).toLongLong();
        QVERIFY(shown >= idle);
        QCOMPARE(cell.data(Qt::ToolTipRole).toString(),
                 JobTableModel::stalledText(shown) + u'\n'
                     + cell.data(JobTableModel::StatusDetailRole).toString());
        QCOMPARE(m_window->windowTitle(), QStringLiteral("TrainDeck — 1 stalled"));
        auto *summaryLabel = m_window->findChild<QLabel *>(QStringLiteral("jobSummary"));
        QVERIFY(summaryLabel);
        QCOMPARE(summaryLabel->text(),
                 QStringLiteral("1 job(s) · 1 running · 0 failed · 1 stalled"));
        QVERIFY(qobject_cast<StatusBadgeDelegate *>(
            m_window->jobsTable()->itemDelegateForColumn(JobTableModel::StatusColumn)));

        // A click on the notification selects the job.
        QVERIFY(m_window->selectJob(QStringLiteral("nothing-here")) == false);
        m_server.click(r.id);
        QTRY_VERIFY(m_window->selectedJob() && m_window->selectedJob()->name == name);
        // Still quiet: one notification per stall.
        QTest::qWait(2500);
        QCOMPARE(stalled.size(), 1);
        int stallNotes = 0;
        for (const Received &x : std::as_const(m_server.received))
            stallNotes += x.summary == summary ? 1 : 0;
        QCOMPARE(stallNotes, 1);

        QTest::qWait(200);
        QVERIFY(m_window->grab().save(Tests::screenshotDir() + QStringLiteral("/stalled-job.png")));

        // Cancelled: no longer watched, the count and badge go.
        const auto cancelled = await(m_backend->cancel(name));
        if (!cancelled.ok())
            QFAIL(qPrintable(cancelled.error().message));
        QTRY_VERIFY_WITH_TIMEOUT(row(name)->status != JobStatus::Running, 30000);
        QTRY_COMPARE(watcher->stalledCount(), 0);
        QTRY_COMPARE(m_window->windowTitle(), QStringLiteral("TrainDeck"));
        QCOMPARE(statusCell(name).data(JobTableModel::StalledRole).toLongLong(), -1);
        QVERIFY(!watcher->watched().contains(JobTableModel::key(m_backend->connection(), name)));
    }

    void failedLocalJobNamesTheStepAndItsError()
    {
        const QString name = QStringLiteral("crasher");
        submit(name,
               QStringLiteral("import logging\n"
                              "logging.basicConfig(level=logging.INFO)\n"
                              "logging.error('first failure, not the last')\n"
                              "print('loading batch', flush=True)\n"
                              "def load(n):\n"
                              "    raise ValueError(f'bad shape: expected 3, got {n}')\n"
                              "load(2)\n"));
        const QString summary = QStringLiteral("Job crasher failed");
        QTRY_VERIFY_WITH_TIMEOUT(m_server.find(summary), 120000);
        const QString body = QStringLiteral(
            "node-0 failed (exit code 1): ValueError: bad shape: expected 3, got 2");
        QCOMPARE(m_server.find(summary)->body, body);
        QCOMPARE(m_window->lastNotification(), summary + QStringLiteral(": ") + body);
    }

    void failureBodyTakesTheFirstFailedStep()
    {
        // node-1 failed first (node-0 then lost its peer): node-1 and its line are named.
        QTemporaryDir logs;
        JobSnapshot s;
        s.name = QStringLiteral("two");
        s.status = JobStatus::Failed;
        s.logDir = logs.path();
        const QDateTime t0 = QDateTime::currentDateTimeUtc();
        for (int i = 0; i < 3; ++i) {
            StepSnapshot step;
            step.name = QStringLiteral("node-%1").arg(i);
            step.state = i == 2 ? StepState::Succeeded : StepState::Failed;
            step.exitCode = i == 2 ? 0 : i + 1;
            step.finishedAt = t0.addSecs(i == 1 ? 0 : 10);
            s.steps.append(step);
        }
        auto w0 = Logs::LogWriter::openStep(logs.path(), QStringLiteral("node-0"));
        QVERIFY(w0.ok());
        QVERIFY((*w0)->append("RuntimeError: peer node-1 is gone\n", 0).ok());
        QVERIFY((*w0)->flush().ok());
        auto w1 = Logs::LogWriter::openStep(logs.path(), QStringLiteral("node-1"));
        QVERIFY(w1.ok());
        QVERIFY((*w1)
                    ->append("Traceback (most recent call last):\n"
                             "  File \"/workspace/train.py\", line 9, in <module>\n"
                             "    step()\n"
                             "torch.OutOfMemoryError: CUDA out of memory\n",
                             0)
                    .ok());
        QVERIFY((*w1)->flush().ok());
        QCOMPARE(MainWindow::failureBody(s),
                 QStringLiteral("node-1 failed (exit code 2): torch.OutOfMemoryError: CUDA out "
                                "of memory"));
        // No log line to quote: the step's own message; nothing at all: the step alone.
        s.steps[1].name = QStringLiteral("node-9");
        s.steps[1].message = QStringLiteral("OOMKilled");
        QCOMPARE(MainWindow::failureBody(s),
                 QStringLiteral("node-9 failed (exit code 2): OOMKilled"));
        s.steps[1].message.clear();
        s.steps[1].exitCode.reset();
        QCOMPARE(MainWindow::failureBody(s), QStringLiteral("node-9 failed"));
        // No failed step: nothing (the caller keeps the job's status message).
        s.steps.clear();
        QCOMPARE(MainWindow::failureBody(s), QString());
    }

    void badgeIsDrawnForStalledRunningRows()
    {
        // The same Running cell with and without the stalled mark, drawn by the delegate.
        QStandardItemModel model(2, 1);
        for (int r = 0; r < 2; ++r) {
            QStandardItem *item = new QStandardItem(QStringLiteral("Running"));
            item->setData(QVariant::fromValue(JobStatus::Running), JobTableModel::StatusRole);
            item->setData(qint64(r == 0 ? 720 : -1), JobTableModel::StalledRole);
            model.setItem(r, 0, item);
        }
        StatusBadgeDelegate delegate(StatusBadgeDelegate::Source::JobStatus);
        QStyleOptionViewItem opt;
        opt.font = m_window->jobsTable()->font();
        opt.palette = m_window->jobsTable()->palette();
        opt.rect = QRect(0, 0, 260, 28);
        // "Stalled" is no narrower than "Running": the badge keeps its room.
        QVERIFY(delegate.sizeHint(opt, model.index(0, 0)).width()
                >= delegate.sizeHint(opt, model.index(1, 0)).width());
        const QColor warn = StatusColors::color(StatusColors::Tone::Warning, opt.palette);
        const auto warnPixels = [&](int row) {
            QImage image(opt.rect.size(), QImage::Format_ARGB32);
            image.fill(opt.palette.color(QPalette::Base));
            QPainter p(&image);
            delegate.paint(&p, opt, model.index(row, 0));
            p.end();
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    n += image.pixelColor(x, y) == warn ? 1 : 0;
            return n;
        };
        QVERIFY2(warnPixels(0) > 20, "no stalled mark drawn");
        QCOMPARE(warnPixels(1), 0);
    }

    void stallAlertActionsAndDialog()
    {
        // In the jobs table's context menu and enabled for a running job only.
        QVERIFY(m_window->jobsTable()->actions().contains(m_window->stallAlertAction()));
        QVERIFY(m_window->selectJob(QStringLiteral("crasher")));
        QVERIFY(!m_window->stallAlertAction()->isEnabled());

        StallAlertDialog job(StallAlertDialog::Scope::Job, QStringLiteral("x"), 10);
        QCOMPARE(job.seconds(), StallWatcher::UseDefault);
        QCOMPARE(job.defaultButton()->text(), QStringLiteral("The default (10 min)"));
        job.setSeconds(3);
        QVERIFY(job.afterButton()->isChecked());
        QCOMPARE(job.minutesBox()->value(), 1);
        QCOMPARE(job.seconds(), 3); // unchanged stays exact
        job.minutesBox()->setValue(25);
        QCOMPARE(job.seconds(), 25 * 60);
        job.offButton()->setChecked(true);
        QCOMPARE(job.seconds(), 0);
        job.setSeconds(StallWatcher::UseDefault);
        QVERIFY(job.defaultButton()->isChecked());

        StallAlertDialog global(StallAlertDialog::Scope::Global, QString(), 0);
        QVERIFY(global.defaultButton() == nullptr);
        QVERIFY(global.offButton()->isChecked());
        QCOMPARE(global.seconds(), 0);

        // Settings ▸ Stall Alerts… writes the default through the watcher.
        QTimer::singleShot(0, this, [] {
            auto *d = qobject_cast<StallAlertDialog *>(QApplication::activeModalWidget());
            QVERIFY(d);
            d->afterButton()->setChecked(true);
            d->minutesBox()->setValue(7);
            d->accept();
        });
        m_window->stallSettingsAction()->trigger();
        QCOMPARE(m_window->stallWatcher()->defaultMinutes(), 7);
        QCOMPARE(QSettings().value(StallWatcher::DefaultMinutesKey).toInt(), 7);
    }
};

QTEST_MAIN(TestStallNotification)
#include "tst_stallnotification.moc"
