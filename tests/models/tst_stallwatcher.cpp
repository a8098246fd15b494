// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Stalled running jobs on a fake clock: quiet past the timeout stalls once, a new log line or
// metric resumes, the job's own timeout beats the global one and outlives the watcher, 0 turns
// alerts off, finished jobs are forgotten, and the model's row carries the mark.
#include "libs/logs/logwriter.h"
#include "models/jobtablemodel.h"
#include "models/stallwatcher.h"

#include <QDateTime>
#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Models;

namespace {

const QString Conn = QStringLiteral("unix:///run/docker.sock");

JobSnapshot job(const QString &name, JobStatus status, const QString &logDir)
{
    JobSnapshot s;
    s.name = name;
    s.connection = Conn;
    s.runtimeName = QStringLiteral("torch-distributed");
    s.status = status;
    s.numNodes = 1;
    s.created = QDateTime::currentDateTimeUtc();
    s.logDir = logDir;
    StepSnapshot step;
    step.name = QStringLiteral("node-0");
    step.state = StepState::Running;
    s.steps.append(step);
    return s;
}

void write(const QString &dir, const QByteArray &bytes)
{
    auto w = Logs::LogWriter::openStep(dir, QStringLiteral("node-0"));
    QVERIFY(w.ok());
    QVERIFY((*w)->append(bytes, QDateTime::currentMSecsSinceEpoch()).ok());
    QVERIFY((*w)->flush().ok());
}

} // namespace

class TestStallWatcher : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_logs;
    qint64 m_now = 0;
    std::unique_ptr<JobTableModel> m_model;
    std::unique_ptr<StallWatcher> m_watcher;

    void put(const QString &name, JobStatus status)
    {
        m_model->enqueueChanged(job(name, status, m_logs));
        m_model->flush();
    }
    void advance(qint64 seconds)
    {
        m_now += seconds * 1000;
        m_watcher->check();
    }
    void makeWatcher()
    {
        m_watcher = std::make_unique<StallWatcher>(m_model.get());
        m_watcher->setClock([this] { return m_now; });
        m_watcher->setCheckInterval(0);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(
            QSettings::NativeFormat, QSettings::UserScope, m_tmp.filePath(QStringLiteral("conf")));
        QSettings::setPath(
            QSettings::IniFormat, QSettings::UserScope, m_tmp.filePath(QStringLiteral("conf")));
    }

    void init()
    {
        QSettings().clear();
        m_logs = m_tmp.filePath(
            QStringLiteral("logs-%1").arg(QString::fromLatin1(QTest::currentTestFunction())));
        QVERIFY(QDir().mkpath(m_logs));
        write(m_logs, "started\n");
        m_now = 1'000'000;
        m_model = std::make_unique<JobTableModel>();
        m_model->setBatchInterval(0);
        makeWatcher();
    }

    void cleanup()
    {
        m_watcher.reset();
        m_model.reset();
    }

    void defaultIsTenMinutes()
    {
        QCOMPARE(m_watcher->defaultMinutes(), 10);
        QCOMPARE(m_watcher->effectiveTimeout(Conn, QStringLiteral("a")), 600);
        QCOMPARE(m_watcher->checkInterval(), 0);
        QCOMPARE(StallWatcher(m_model.get()).checkInterval(), StallWatcher::DefaultCheckIntervalMs);
    }

    void quietPastTheTimeoutStallsOnce()
    {
        QSignalSpy stalled(m_watcher.get(), &StallWatcher::stalled);
        QSignalSpy count(m_watcher.get(), &StallWatcher::stalledCountChanged);
        put(QStringLiteral("a"), JobStatus::Running);
        m_watcher->check();
        QCOMPARE(m_watcher->watched(), QStringList{JobTableModel::key(Conn, QStringLiteral("a"))});
        advance(599);
        QCOMPARE(stalled.size(), 0);
        QCOMPARE(m_model->index(0, 0).data(JobTableModel::StalledRole).toLongLong(), -1);
        advance(1);
        QCOMPARE(stalled.size(), 1);
        QCOMPARE(stalled.first().at(0).toString(), Conn);
        QCOMPARE(stalled.first().at(1).toString(), QStringLiteral("a"));
        QCOMPARE(stalled.first().at(2).toLongLong(), 600);
        QVERIFY(m_watcher->isStalled(Conn, QStringLiteral("a")));
        QCOMPARE(m_watcher->stalledCount(), 1);
        QCOMPARE(count.size(), 1);
        QCOMPARE(count.first().first().toInt(), 1);
        // Still quiet: no second alert; the row's idle time counts on.
        advance(125);
        QCOMPARE(stalled.size(), 1);
        const QModelIndex status = m_model->index(0, JobTableModel::StatusColumn);
        QCOMPARE(status.data(JobTableModel::StalledRole).toLongLong(), 725);
        QCOMPARE(m_model->stalledCount(), 1);
        QCOMPARE(status.data(Qt::ToolTipRole).toString(),
                 QStringLiteral("No log line or metric for 12 min\nRunning"));
    }

    void logLineResumes()
    {
        QSignalSpy stalled(m_watcher.get(), &StallWatcher::stalled);
        QSignalSpy resumed(m_watcher.get(), &StallWatcher::resumed);
        put(QStringLiteral("a"), JobStatus::Running);
        m_watcher->check();
        advance(300);
        write(m_logs, "epoch 2\n"); // the quiet time starts again
        advance(5);
        advance(599);
        QCOMPARE(stalled.size(), 0);
        advance(1);
        QCOMPARE(stalled.size(), 1);
        write(m_logs, "epoch 3\n");
        advance(5);
        QCOMPARE(resumed.size(), 1);
        QCOMPARE(resumed.first().at(1).toString(), QStringLiteral("a"));
        QVERIFY(!m_watcher->isStalled(Conn, QStringLiteral("a")));
        QCOMPARE(m_model->index(0, JobTableModel::StatusColumn)
                     .data(JobTableModel::StalledRole)
                     .toLongLong(),
                 -1);
        QCOMPARE(m_model->index(0, JobTableModel::StatusColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Running"));
        // A second stall is a new one: alerted again.
        advance(600);
        QCOMPARE(stalled.size(), 2);
    }

    void metricAndProgressResume()
    {
        QSignalSpy stalled(m_watcher.get(), &StallWatcher::stalled);
        QSignalSpy resumed(m_watcher.get(), &StallWatcher::resumed);
        put(QStringLiteral("a"), JobStatus::Running);
        m_watcher->check();
        advance(590);
        m_watcher->noteActivity(Conn, QStringLiteral("a"));
        advance(590);
        QCOMPARE(stalled.size(), 0);
        advance(10);
        QCOMPARE(stalled.size(), 1);
        m_watcher->noteActivity(Conn, QStringLiteral("a"));
        QCOMPARE(resumed.size(), 1);
        advance(600);
        QCOMPARE(stalled.size(), 2);
        // A progress-API report is a metric too.
        JobSnapshot s = job(QStringLiteral("a"), JobStatus::Running, m_logs);
        s.progressPercent = 40;
        s.progressUpdated = QDateTime::currentDateTimeUtc();
        m_model->enqueueChanged(s);
        m_model->flush();
        advance(5);
        QCOMPARE(resumed.size(), 2);
        // Activity for a job not watched changes nothing.
        m_watcher->noteActivity(Conn, QStringLiteral("nobody"));
        QCOMPARE(m_watcher->watched().size(), 1);
    }

    void jobTimeoutBeatsTheDefaultAndIsKept()
    {
        QSignalSpy stalled(m_watcher.get(), &StallWatcher::stalled);
        put(QStringLiteral("a"), JobStatus::Running);
        put(QStringLiteral("b"), JobStatus::Running);
        m_watcher->setJobTimeout(Conn, QStringLiteral("a"), 30);
        m_watcher->check();
        QCOMPARE(m_watcher->jobTimeout(Conn, QStringLiteral("a")), 30);
        QCOMPARE(m_watcher->jobTimeout(Conn, QStringLiteral("b")), StallWatcher::UseDefault);
        QCOMPARE(m_watcher->effectiveTimeout(Conn, QStringLiteral("a")), 30);
        advance(30);
        QCOMPARE(stalled.size(), 1);
        QCOMPARE(stalled.first().at(1).toString(), QStringLiteral("a"));
        // A new watcher (the app restarted) reads it back from the settings.
        makeWatcher();
        QCOMPARE(m_watcher->jobTimeout(Conn, QStringLiteral("a")), 30);
        QCOMPARE(m_watcher->jobTimeout(Conn, QStringLiteral("b")), StallWatcher::UseDefault);
        // Forgotten on request.
        m_watcher->setJobTimeout(Conn, QStringLiteral("a"), StallWatcher::UseDefault);
        makeWatcher();
        QCOMPARE(m_watcher->effectiveTimeout(Conn, QStringLiteral("a")), 600);
    }

    void aLineSinceTheLastLookCountsWhenTheTimeoutIsSet()
    {
        QSignalSpy stalled(m_watcher.get(), &StallWatcher::stalled);
        put(QStringLiteral("a"), JobStatus::Running);
        m_watcher->check();
        m_now += 100'000; // no look in between
        write(m_logs, "epoch 9\n");
        m_watcher->setJobTimeout(Conn, QStringLiteral("a"), 30);
        QCOMPARE(stalled.size(), 0);
        QCOMPARE(m_watcher->idleSeconds(Conn, QStringLiteral("a")), 0);
        advance(29);
        QCOMPARE(stalled.size(), 0);
        advance(1);
        QCOMPARE(stalled.size(), 1);
    }

    void raisingTheTimeoutReleases()
    {
        QSignalSpy resumed(m_watcher.get(), &StallWatcher::resumed);
        put(QStringLiteral("a"), JobStatus::Running);
        m_watcher->setJobTimeout(Conn, QStringLiteral("a"), 30);
        m_watcher->check();
        advance(40);
        QVERIFY(m_watcher->isStalled(Conn, QStringLiteral("a")));
        m_watcher->setJobTimeout(Conn, QStringLiteral("a"), 120);
        QVERIFY(!m_watcher->isStalled(Conn, QStringLiteral("a")));
        QCOMPARE(resumed.size(), 1);
        advance(80);
        QVERIFY(m_watcher->isStalled(Conn, QStringLiteral("a")));
    }

    void zeroIsOff()
    {
        QSignalSpy stalled(m_watcher.get(), &StallWatcher::stalled);
        put(QStringLiteral("a"), JobStatus::Running);
        put(QStringLiteral("b"), JobStatus::Running);
        m_watcher->setDefaultMinutes(0);
        QCOMPARE(QSettings().value(StallWatcher::DefaultMinutesKey).toInt(), 0);
        m_watcher->setJobTimeout(Conn, QStringLiteral("b"), 60);
        m_watcher->check();
        advance(10 * 3600);
        QCOMPARE(stalled.size(), 1);
        QCOMPARE(stalled.first().at(1).toString(), QStringLiteral("b"));
        // Off for one job while the default is on: b follows the default, a stays quiet.
        m_watcher->setJobTimeout(Conn, QStringLiteral("a"), 0);
        m_watcher->setJobTimeout(Conn, QStringLiteral("b"), StallWatcher::UseDefault);
        QVERIFY(!m_watcher->isStalled(Conn, QStringLiteral("b")));
        m_watcher->setDefaultMinutes(1);
        advance(3600);
        QCOMPARE(stalled.size(), 2);
        QCOMPARE(stalled.last().at(1).toString(), QStringLiteral("b"));
        QVERIFY(!m_watcher->isStalled(Conn, QStringLiteral("a")));
        // The global default is read back by the next watcher.
        makeWatcher();
        QCOMPARE(m_watcher->defaultMinutes(), 1);
    }

    void finishedJobIsForgotten()
    {
        QSignalSpy stalled(m_watcher.get(), &StallWatcher::stalled);
        QSignalSpy resumed(m_watcher.get(), &StallWatcher::resumed);
        QSignalSpy count(m_watcher.get(), &StallWatcher::stalledCountChanged);
        put(QStringLiteral("a"), JobStatus::Running);
        m_watcher->check();
        advance(600);
        QCOMPARE(stalled.size(), 1);
        put(QStringLiteral("a"), JobStatus::Failed);
        // Forgotten on the model's jobFinished, before any further look.
        QCOMPARE(m_watcher->watched(), QStringList());
        QCOMPARE(m_watcher->stalledCount(), 0);
        QCOMPARE(count.last().first().toInt(), 0);
        QCOMPARE(resumed.size(), 0);
        QCOMPARE(m_model->stalledCount(), 0);
        QCOMPARE(m_model->index(0, JobTableModel::StatusColumn)
                     .data(JobTableModel::StalledRole)
                     .toLongLong(),
                 -1);
        advance(6000);
        QCOMPARE(stalled.size(), 1);
        // A removed row goes from the watch at the next look.
        put(QStringLiteral("b"), JobStatus::Running);
        m_watcher->check();
        QCOMPARE(m_watcher->watched().size(), 1);
        m_model->enqueueRemoved(Conn, QStringLiteral("b"));
        m_model->flush();
        m_watcher->check();
        QCOMPARE(m_watcher->watched(), QStringList());
    }

    void onlyRunningJobsAreWatched()
    {
        put(QStringLiteral("a"), JobStatus::Created);
        put(QStringLiteral("b"), JobStatus::Complete);
        put(QStringLiteral("c"), JobStatus::Suspended);
        m_watcher->check();
        QCOMPARE(m_watcher->watched(), QStringList());
    }

    void foundRunningCountsFromItsLastLine()
    {
        // Logs last written 5 minutes ago (a job found running when the app starts).
        const QDateTime past = QDateTime::currentDateTimeUtc().addSecs(-300);
        for (const QString &f : QDir(m_logs).entryList(QDir::Files)) {
            QFile file(QDir(m_logs).filePath(f));
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.setFileTime(past, QFileDevice::FileModificationTime));
        }
        QSignalSpy stalled(m_watcher.get(), &StallWatcher::stalled);
        put(QStringLiteral("a"), JobStatus::Running);
        m_watcher->check();
        QVERIFY(m_watcher->idleSeconds(Conn, QStringLiteral("a")) >= 299);
        advance(305);
        QCOMPARE(stalled.size(), 1);
    }

    void stalledText()
    {
        QCOMPARE(JobTableModel::stalledText(3), QStringLiteral("No log line or metric for 3 s"));
        QCOMPARE(JobTableModel::stalledText(721),
                 QStringLiteral("No log line or metric for 12 min"));
    }
};

QTEST_GUILESS_MAIN(TestStallWatcher)
#include "tst_stallwatcher.moc"
