// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// A cancelled job is no failure: two real local jobs, one that fails and one sleeping that is
// cancelled, in the window as the user sees them. The row, the badge colour, the counters,
// the status filter, the job header and the Steps table tell the two apart, while the job's
// status underneath stays Failed (what Kubeflow and its SDK read). Saves
// <build>/screenshots/cancelled-job.png (Xvfb).
#include "backends/local/localbackend.h"
#include "models/jobfilterproxymodel.h"
#include "models/jobtablemodel.h"
#include "models/steplistmodel.h"
#include "tests/support/prerequisite.h"
#include "tests/support/uitestsetup.h"
#include "ui/jobfilterbar.h"
#include "ui/jobtableview.h"
#include "ui/jobview.h"
#include "ui/mainwindow.h"
#include "ui/statuscolors.h"

#include <QDir>
#include <QLabel>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using Models::JobTableModel;
using Models::StepListModel;

namespace {

template<class T>
T await(QFuture<T> f)
{
    while (!f.isFinished())
        QTest::qWait(10);
    return f.result();
}

QString screenshotDir()
{
    const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    return dir;
}

TrainJob pythonJob(const QString &name, const QString &code)
{
    TrainJob job;
    job.name = name;
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainer t;
    t.inlineCode = code;
    job.trainer = t;
    return job;
}

/// Pixels of exactly `color` in `image`: the badge's dot is filled with the status colour.
int pixelsOf(const QImage &image, const QColor &color)
{
    int n = 0;
    const QRgb want = color.rgb();
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += (image.pixel(x, y) & 0xffffff) == (want & 0xffffff) ? 1 : 0;
    return n;
}

} // namespace

class TestCancelledJob : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Local::LocalBackend> m_backend;
    std::unique_ptr<MainWindow> m_window;
    const QString m_failed = QStringLiteral("ui-fails");
    const QString m_cancelled = QStringLiteral("ui-cancelled");

    QModelIndex rowOf(const QString &name) const
    {
        const auto *proxy = m_window->jobProxy();
        for (int r = 0; r < proxy->rowCount(); ++r)
            if (proxy->index(r, 0).data().toString() == name)
                return proxy->index(r, 0);
        return {};
    }

    QStringList shownNames() const
    {
        QStringList out;
        const auto *proxy = m_window->jobProxy();
        for (int r = 0; r < proxy->rowCount(); ++r)
            out << proxy->index(r, 0).data().toString();
        out.sort();
        return out;
    }

    JobStatus statusOf(const QString &name) const
    {
        const QModelIndex i = rowOf(name);
        return i.isValid() ? i.data(JobTableModel::StatusRole).value<JobStatus>()
                           : JobStatus::Unknown;
    }

    /// The status cell of `name` as painted in the job table.
    QImage statusCell(const QString &name) const
    {
        QTableView *table = m_window->jobsTable();
        const QModelIndex cell = rowOf(name).siblingAtColumn(JobTableModel::StatusColumn);
        return table->viewport()->grab(table->visualRect(cell)).toImage();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        TRAINDECK_REQUIRE_PYTHON3();
        Tests::useTemporarySettings(m_dir, QStringLiteral("TrainDeckCancelledTest"));

        Local::LocalBackend::Options o;
        o.jobsDir = m_dir.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_dir.filePath(QStringLiteral("venvs"));
        m_backend = std::make_unique<Local::LocalBackend>(o);
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->addBackend(m_backend.get());
        m_backend->start();
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_backend.reset();
    }

    void cancelledReadsCancelledFailedReadsFailed()
    {
        // One job fails on its own ...
        const auto failed = await(m_backend->submit(
            pythonJob(m_failed,
                      QStringLiteral("import sys\nprint('bad input', flush=True)\n"
                                     "sys.exit(3)\n"))));
        QVERIFY2(failed.ok(), failed.ok() ? "" : qPrintable(failed.error().toString()));
        QTRY_COMPARE_WITH_TIMEOUT(statusOf(m_failed), JobStatus::Failed, 120000);
        QTRY_VERIFY_WITH_TIMEOUT(
            m_window->lastNotification().startsWith(QStringLiteral("Job %1 failed").arg(m_failed)),
            30000);

        // ... the other sleeps until the user cancels it.
        const auto sleeping = await(m_backend->submit(pythonJob(
            m_cancelled,
            QStringLiteral("import time\nprint('sleeping', flush=True)\ntime.sleep(600)\n"))));
        QVERIFY2(sleeping.ok(), sleeping.ok() ? "" : qPrintable(sleeping.error().toString()));
        QTRY_COMPARE_WITH_TIMEOUT(statusOf(m_cancelled), JobStatus::Running, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                QFile f(
                    QDir(m_backend->logDir(m_cancelled)).filePath(QStringLiteral("node-0.log")));
                return f.open(QIODevice::ReadOnly) && f.readAll().contains("sleeping");
            }(),
            60000);
        const auto cancelled = await(m_backend->cancel(m_cancelled));
        QVERIFY2(cancelled.ok(), cancelled.ok() ? "" : qPrintable(cancelled.error().toString()));
        QVERIFY(*cancelled);
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(m_cancelled).data(JobTableModel::CancelledRole).toBool(),
                                 15000);
        // Underneath, Kubeflow's status: Failed, reason Cancelled.
        QCOMPARE(statusOf(m_cancelled), JobStatus::Failed);
        QVERIFY(
            m_window->jobModel()->snapshot(m_backend->connection(), m_cancelled)->isCancelled());

        // The rows.
        const QModelIndex c = rowOf(m_cancelled).siblingAtColumn(JobTableModel::StatusColumn);
        const QModelIndex f = rowOf(m_failed).siblingAtColumn(JobTableModel::StatusColumn);
        QCOMPARE(c.data().toString(), QStringLiteral("Cancelled"));
        QCOMPARE(f.data().toString(), QStringLiteral("Failed"));
        QCOMPARE(f.data(JobTableModel::CancelledRole).toBool(), false);
        QVERIFY(c.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Cancelled — ")));

        // The notification: cancelled, not failed.
        QTRY_COMPARE(m_window->lastNotification(),
                     QStringLiteral("Job %1 cancelled").arg(m_cancelled));

        // The counters: one failure, one cancelled.
        auto *summary = m_window->findChild<QLabel *>(QStringLiteral("jobSummary"));
        QVERIFY(summary);
        QTRY_COMPARE(summary->text(),
                     QStringLiteral("2 job(s) · 0 running · 1 failed · 1 cancelled"));

        // The badges as painted: the cancelled one in its own colour, never the failure red.
        const QPalette palette = m_window->jobsTable()->palette();
        const QColor red = StatusColors::color(JobStatus::Failed, palette);
        const QColor slate = StatusColors::color(StatusColors::Tone::Cancelled, palette);
        QVERIFY(red != slate);
        QVERIFY(slate != StatusColors::color(StatusColors::Tone::Neutral, palette));
        QTRY_VERIFY(pixelsOf(statusCell(m_cancelled), slate) > 0);
        QCOMPARE(pixelsOf(statusCell(m_cancelled), red), 0);
        QVERIFY(pixelsOf(statusCell(m_failed), red) > 0);
        QCOMPARE(pixelsOf(statusCell(m_failed), slate), 0);

        // The status filter: Cancelled its own entry; Failed lists the failure alone.
        JobFilterBar *bar = m_window->filterBar();
        bar->setStatusChoice(JobFilterBar::Cancelled);
        QTRY_COMPARE(shownNames(), QStringList{m_cancelled});
        bar->setStatusChoice(JobFilterBar::Failed);
        QTRY_COMPARE(shownNames(), QStringList{m_failed});
        bar->setStatusChoice(JobFilterBar::AnyStatus);
        QTRY_COMPARE(shownNames(), (QStringList{m_cancelled, m_failed}));

        // The job header and its Steps table.
        QVERIFY(m_window->selectJob(m_cancelled));
        JobView *view = m_window->jobView();
        auto *badge = view->findChild<QLabel *>(QStringLiteral("jobStatusBadge"));
        QVERIFY(badge);
        QTRY_COMPARE(badge->text(), QStringLiteral("Cancelled"));
        QVERIFY2(badge->styleSheet().contains(slate.name()), qPrintable(badge->styleSheet()));
        // Who made it, in the header too.
        auto *subtitle = view->findChild<QLabel *>(QStringLiteral("jobSubtitle"));
        QVERIFY(subtitle);
        QVERIFY2(subtitle->text().endsWith(QStringLiteral(" · made by TrainDeck")),
                 qPrintable(subtitle->text()));
        QCOMPARE(rowOf(m_cancelled).siblingAtColumn(JobTableModel::MadeByColumn).data().toString(),
                 QStringLiteral("TrainDeck"));
        const QModelIndex step = view->steps()->index(
            view->steps()->rowOf(QStringLiteral("node-0")), StepListModel::StateColumn);
        QVERIFY(step.isValid());
        // The step the cancel killed (SIGTERM: exit 143) reads Cancelled, in the slate.
        QTRY_COMPARE(step.data(StepListModel::StateRole).value<StepState>(), StepState::Failed);
        QCOMPARE(step.data().toString(), QStringLiteral("Cancelled"));
        QCOMPARE(step.data(StepListModel::CancelledRole).toBool(), true);
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(screenshotDir() + QStringLiteral("/cancelled-job.png")));

        // The failed job's header keeps the failure red; its step reads Failed.
        QVERIFY(m_window->selectJob(m_failed));
        QTRY_COMPARE(badge->text(), QStringLiteral("Failed"));
        QVERIFY2(badge->styleSheet().contains(red.name()), qPrintable(badge->styleSheet()));
        const QModelIndex failedStep = view->steps()->index(
            view->steps()->rowOf(QStringLiteral("node-0")), StepListModel::StateColumn);
        QCOMPARE(failedStep.data().toString(), QStringLiteral("Failed"));
    }
};

QTEST_MAIN(TestCancelledJob)
#include "tst_cancelledjob.moc"
