// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The jobs table's Progress column from running jobs' logs: a tqdm bar written into the log
// store reaches the row (the least advanced node, the longest time left), the follower goes
// when the job finishes and the row keeps its last figures, and no more jobs are followed at
// once than the bound.
#include "libs/logs/logwriter.h"
#include "libs/metrics/metricsample.h"
#include "models/jobprogresstracker.h"
#include "models/jobtablemodel.h"

#include <QDateTime>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Models;

namespace {

JobSnapshot job(const QString &name, JobStatus status, const QString &logDir)
{
    JobSnapshot s;
    s.name = name;
    s.connection = QStringLiteral("local");
    s.runtimeName = QStringLiteral("torch-distributed");
    s.status = status;
    s.numNodes = 2;
    s.created = QDateTime::currentDateTimeUtc();
    s.logDir = logDir;
    return s;
}

void write(const QString &dir, const QString &step, const QByteArray &bytes)
{
    auto w = Logs::LogWriter::openStep(dir, step);
    QVERIFY(w.ok());
    QVERIFY((*w)->append(bytes, QDateTime::currentMSecsSinceEpoch()).ok());
    QVERIFY((*w)->flush().ok());
}

} // namespace

class TestJobProgressTracker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void logProgressReachesTheRow()
    {
        QTemporaryDir tmp;
        const QString logs = tmp.filePath(QStringLiteral("alpha/logs"));
        QVERIFY(QDir().mkpath(logs));
        JobTableModel model;
        model.setBatchInterval(0);
        JobProgressTracker tracker(&model);
        model.enqueueChanged(job(QStringLiteral("alpha"), JobStatus::Running, logs));
        model.flush();
        tracker.rescan();
        QCOMPARE(tracker.followed(),
                 QStringList{JobTableModel::key(QStringLiteral("local"), QStringLiteral("alpha"))});

        // Node 0 is ahead of node 1: the row shows node 1's percent and the longest wait.
        write(logs,
              QStringLiteral("node-0"),
              "train:  60%|######    | 60/100 [00:30<00:20,  2.00it/s]\n");
        write(logs,
              QStringLiteral("node-1"),
              "train:  40%|####      | 40/100 [00:20<00:45,  2.00it/s]\n");
        const QModelIndex cell = model.index(0, JobTableModel::ProgressColumn);
        QTRY_COMPARE_WITH_TIMEOUT(cell.data().toString(), QStringLiteral("40 % · 45s left"), 5000);
        QCOMPARE(cell.data(Qt::ToolTipRole).toString(), QStringLiteral("From the job's log"));

        // Finished: the follower goes, the last figures stay (no time left once finished).
        model.enqueueChanged(job(QStringLiteral("alpha"), JobStatus::Complete, logs));
        model.flush();
        tracker.rescan();
        QCOMPARE(tracker.followed(), QStringList());
        QCOMPARE(model.index(0, JobTableModel::ProgressColumn)
                     .data(JobTableModel::ProgressRole)
                     .toDouble(),
                 40.0);
    }

    void followsAtMostTheBound()
    {
        QTemporaryDir tmp;
        JobTableModel model;
        model.setBatchInterval(0);
        JobProgressTracker tracker(&model);
        tracker.setMaxFollowers(2);
        for (const QString &name : {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")})
            model.enqueueChanged(job(name, JobStatus::Running, tmp.filePath(name)));
        // A job without a log folder (an engine that reports none) is never followed.
        model.enqueueChanged(job(QStringLiteral("d"), JobStatus::Running, QString()));
        model.flush();
        tracker.rescan();
        QCOMPARE(tracker.followed().size(), 2);
        // One finishes: the third running job takes its place.
        const QString first = tracker.followed().first().section(QLatin1Char('\x1f'), 1);
        model.enqueueChanged(job(first, JobStatus::Failed, tmp.filePath(first)));
        model.flush();
        tracker.rescan();
        QCOMPARE(tracker.followed().size(), 2);
        QVERIFY(!tracker.followed().contains(JobTableModel::key(QStringLiteral("local"), first)));
    }
};

QTEST_MAIN(TestJobProgressTracker)
#include "tst_jobprogresstracker.moc"
