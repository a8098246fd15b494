// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/jobtablemodel.h"

#include "tests/support/fakebackend.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Models;
using TrainDeck::Testing::FakeBackend;

namespace {

const QDateTime T0(QDate(2025, 3, 1), QTime(12, 0, 0), Qt::UTC);

JobSnapshot job(const QString &name,
                JobStatus status,
                const QString &connection = QStringLiteral("local"),
                const QString &runtime = QStringLiteral("torch-distributed"))
{
    JobSnapshot s;
    s.name = name;
    s.connection = connection;
    s.runtimeName = runtime;
    s.status = status;
    s.numNodes = 1;
    s.created = T0;
    if (status != JobStatus::Created)
        s.started = T0.addSecs(5);
    if (status == JobStatus::Complete || status == JobStatus::Failed)
        s.finished = T0.addSecs(65);
    return s;
}

} // namespace

class TestJobTableModel : public QObject
{
    Q_OBJECT

private:
    static void fixedClock(JobTableModel &model)
    {
        model.setTickInterval(0);
        model.setClock([] { return T0.addSecs(3600 + 120); });
    }

private Q_SLOTS:
    void progressColumnApiWinsOverLog()
    {
        JobTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        fixedClock(model);
        const QString local = QStringLiteral("local");
        const QString alpha = QStringLiteral("alpha");
        model.enqueueChanged(job(alpha, JobStatus::Running));
        model.flush();
        const QModelIndex cell = model.index(0, JobTableModel::ProgressColumn);
        QCOMPARE(model.headerData(JobTableModel::ProgressColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Progress"));
        QCOMPARE(cell.data().toString(), QStringLiteral("—"));
        QCOMPARE(cell.data(JobTableModel::ProgressRole).toDouble(), -1.0);

        // Parsed from the log: one cell changes.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setLogProgress(
            local,
            alpha,
            Metrics::TrainingProgress{QStringLiteral("node-0"), 30.4, 30, 100, 60, 150, 0});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), cell);
        QCOMPARE(changed.first().at(1).toModelIndex(), cell);
        QCOMPARE(cell.data().toString(), QStringLiteral("30 % · 2m 30s left"));
        QCOMPARE(cell.data(Qt::ToolTipRole).toString(), QStringLiteral("From the job's log"));
        QCOMPARE(cell.data(JobTableModel::RawValueRole).toDouble(), 30.4);

        // The progress API's report wins.
        JobSnapshot s = job(alpha, JobStatus::Running);
        s.progressPercent = 42;
        s.remainingSeconds = 120;
        changed.clear();
        model.enqueueChanged(s);
        model.flush();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(1).toModelIndex().column(), int(JobTableModel::ProgressColumn));
        QCOMPARE(cell.data().toString(), QStringLiteral("42 % · 2m 0s left"));
        QCOMPARE(cell.data(Qt::ToolTipRole).toString(), QStringLiteral("From the progress API"));
        QCOMPARE(cell.data(JobTableModel::ProgressRole).toDouble(), 42.0);

        // Finished: nothing left.
        s.status = JobStatus::Complete;
        s.finished = T0.addSecs(65);
        model.enqueueChanged(s);
        model.flush();
        QCOMPARE(cell.data().toString(), QStringLiteral("42 %"));

        // A removed job's log progress goes with it.
        model.enqueueRemoved(local, alpha);
        model.flush();
        model.enqueueChanged(job(alpha, JobStatus::Running));
        model.flush();
        QCOMPARE(model.index(0, JobTableModel::ProgressColumn).data().toString(),
                 QStringLiteral("—"));
    }

    void updatesArriveBatched()
    {
        FakeBackend backend(QStringLiteral("local"), QStringLiteral("This computer"));
        JobTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        fixedClock(model);
        model.addBackend(&backend);
        QSignalSpy applied(&model, &JobTableModel::batchApplied);

        Q_EMIT backend.jobChanged(job(QStringLiteral("alpha"), JobStatus::Running));
        Q_EMIT backend.jobChanged(job(QStringLiteral("beta"), JobStatus::Created));
        // Nothing reaches the views before the batch interval has passed.
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.pendingCount(), 2);
        QTRY_COMPARE(model.rowCount(), 2);
        QCOMPARE(applied.size(), 1);
        QCOMPARE(applied.first().at(1).toInt(), 2);

        const int alpha = model.rowOf(QStringLiteral("local"), QStringLiteral("alpha"));
        QVERIFY(alpha >= 0);
        QCOMPARE(model.index(alpha, JobTableModel::BackendColumn).data().toString(),
                 QStringLiteral("This computer"));
        QCOMPARE(model.index(alpha, JobTableModel::StatusColumn).data().toString(),
                 QStringLiteral("Running"));
        QCOMPARE(model.index(alpha, JobTableModel::StatusColumn)
                     .data(JobTableModel::StatusRole)
                     .value<JobStatus>(),
                 JobStatus::Running);
        // Running since T0+5s, the clock says T0+1h2m: duration counts to now.
        QCOMPARE(model.index(alpha, JobTableModel::DurationColumn).data().toString(),
                 QStringLiteral("1h 1m"));
        QCOMPARE(model.index(alpha, JobTableModel::DurationColumn)
                     .data(JobTableModel::RawValueRole)
                     .toLongLong(),
                 3600 + 115);
        QCOMPARE(model.index(alpha, JobTableModel::AgeColumn).data().toString(),
                 QStringLiteral("1h 2m"));

        // Update and removal through the backend's signals.
        Q_EMIT backend.jobChanged(job(QStringLiteral("alpha"), JobStatus::Complete));
        Q_EMIT backend.jobRemoved(QStringLiteral("beta"));
        QTRY_COMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, JobTableModel::StatusColumn).data().toString(),
                 QStringLiteral("Complete"));
        QCOMPARE(model.index(0, JobTableModel::DurationColumn).data().toString(),
                 QStringLiteral("1m 0s"));
    }

    void burstOfThousandIsFewSignals()
    {
        FakeBackend backend(QStringLiteral("local"), QStringLiteral("Local"));
        JobTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        fixedClock(model);
        model.addBackend(&backend);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

        // 1000 updates of 200 jobs, each job seen five times while it starts up.
        const JobStatus states[] = {JobStatus::Created,
                                    JobStatus::Created,
                                    JobStatus::Running,
                                    JobStatus::Running,
                                    JobStatus::Running};
        for (int round = 0; round < 5; ++round) {
            for (int i = 0; i < 200; ++i) {
                JobSnapshot s = job(QStringLiteral("job-%1").arg(i), states[round]);
                s.statusMessage = QStringLiteral("round %1").arg(round);
                Q_EMIT backend.jobChanged(s);
            }
        }
        QTRY_COMPARE(model.rowCount(), 200);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(changed.size(), 0);
        QCOMPARE(layout.size(), 0);
        QCOMPARE(reset.size(), 0);
        // Only the last of five updates of each job survived the coalescing.
        QCOMPARE(model.snapshot(0)->statusMessage, QStringLiteral("round 4"));

        // Another burst of 1000 updates of existing jobs: a handful of dataChanged at most.
        for (int round = 0; round < 5; ++round) {
            for (int i = 0; i < 200; ++i) {
                JobSnapshot s = job(QStringLiteral("job-%1").arg(i), JobStatus::Running);
                s.statusMessage = QStringLiteral("again %1").arg(round);
                Q_EMIT backend.jobChanged(s);
            }
        }
        QTRY_COMPARE(model.pendingCount(), 0);
        QCOMPARE(inserted.size(), 1);
        QVERIFY2(changed.size() <= 2, qPrintable(QString::number(changed.size())));
        QCOMPARE(layout.size(), 0);
        QCOMPARE(model.snapshot(199)->statusMessage, QStringLiteral("again 4"));

        // Scattered changes of few rows: one dataChanged per contiguous range.
        changed.clear();
        for (int i : {3, 4, 5, 50, 120}) {
            JobSnapshot s = job(QStringLiteral("job-%1").arg(i), JobStatus::Failed);
            model.enqueueChanged(s);
        }
        model.flush();
        // One signal per contiguous range, over the columns whose values changed (status
        // and duration: Running -> Failed). The Name column, which a proxy most often sorts
        // on, is never part of a status update.
        QCOMPARE(changed.size(), 3);
        QList<std::pair<int, int>> valueRows;
        for (const QList<QVariant> &signal : std::as_const(changed)) {
            QCOMPARE(signal.at(0).toModelIndex().column(), int(JobTableModel::StatusColumn));
            QCOMPARE(signal.at(1).toModelIndex().column(), int(JobTableModel::DurationColumn));
            QVERIFY(signal.at(2).value<QList<int>>().isEmpty());
            valueRows.append(
                {signal.at(0).toModelIndex().row(), signal.at(1).toModelIndex().row()});
        }
        const QList<std::pair<int, int>> expected{{3, 5}, {50, 50}, {120, 120}};
        QCOMPARE(valueRows, expected);

        // A message alone changes the Status tooltip only, and says which roles changed.
        changed.clear();
        JobSnapshot s = *model.snapshot(7);
        s.statusMessage = QStringLiteral("pulling the image");
        model.enqueueChanged(s);
        model.flush();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), model.index(7, JobTableModel::StatusColumn));
        QCOMPARE(changed.first().at(1).toModelIndex(), model.index(7, JobTableModel::StatusColumn));
        const auto roles = changed.first().at(2).value<QList<int>>();
        QVERIFY(roles.contains(Qt::ToolTipRole));
        QVERIFY(!roles.contains(Qt::DisplayRole));
        QCOMPARE(model.index(7, JobTableModel::StatusColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Running — pulling the image"));
        QVERIFY(model.index(7, JobTableModel::NameColumn).data(Qt::ToolTipRole).isNull());
        // Nodes alone: the Nodes cell only.
        changed.clear();
        s.numNodes = 4;
        model.enqueueChanged(s);
        model.flush();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), model.index(7, JobTableModel::NodesColumn));
        QCOMPARE(changed.first().at(1).toModelIndex(), model.index(7, JobTableModel::NodesColumn));
        QCOMPARE(model.index(7, JobTableModel::NodesColumn).data().toInt(), 4);
    }

    void removalsAndReinsertion()
    {
        JobTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        fixedClock(model);
        for (int i = 0; i < 10; ++i)
            model.enqueueChanged(job(QStringLiteral("j%1").arg(i), JobStatus::Running));
        model.flush();
        QCOMPARE(model.rowCount(), 10);

        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        for (int i : {1, 2, 3, 7, 9})
            model.enqueueRemoved(QStringLiteral("local"), QStringLiteral("j%1").arg(i));
        // Changed then removed in the same batch: removed.
        model.enqueueChanged(job(QStringLiteral("j0"), JobStatus::Complete));
        model.enqueueRemoved(QStringLiteral("local"), QStringLiteral("j0"));
        // Removed then changed (a re-run under the same name): stays.
        model.enqueueRemoved(QStringLiteral("local"), QStringLiteral("j5"));
        model.enqueueChanged(job(QStringLiteral("j5"), JobStatus::Created));
        // Unknown job removed: nothing happens.
        model.enqueueRemoved(QStringLiteral("local"), QStringLiteral("ghost"));
        model.flush();
        QCOMPARE(removed.size(), 3); // ranges {0..3}, {7}, {9}
        QCOMPARE(model.rowCount(), 4);
        QStringList names;
        for (int r = 0; r < model.rowCount(); ++r) {
            names << model.index(r, 0).data().toString();
            QCOMPARE(model.rowOf(QStringLiteral("local"), names.last()), r);
        }
        QCOMPARE(names,
                 (QStringList{QStringLiteral("j4"),
                              QStringLiteral("j5"),
                              QStringLiteral("j6"),
                              QStringLiteral("j8")}));
        QCOMPARE(model.snapshot(QStringLiteral("local"), QStringLiteral("j5"))->status,
                 JobStatus::Created);
    }

    void severalBackendsKeyedByConnection()
    {
        FakeBackend local(QStringLiteral("local"), QStringLiteral("Local"));
        FakeBackend docker(QStringLiteral("unix:///run/docker.sock"),
                           QStringLiteral("Docker"),
                           BackendKind::Docker);
        JobTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        fixedClock(model);
        model.addBackend(&local);
        model.addBackend(&docker);
        Q_EMIT local.jobChanged(job(QStringLiteral("same"), JobStatus::Running));
        JobSnapshot d = job(QStringLiteral("same"), JobStatus::Failed, docker.connection());
        d.backend = BackendKind::Docker;
        Q_EMIT docker.jobChanged(d);
        Q_EMIT docker.jobChanged(
            job(QStringLiteral("other"), JobStatus::Running, docker.connection()));
        model.flush();
        QCOMPARE(model.rowCount(), 3);
        const int row = model.rowOf(docker.connection(), QStringLiteral("same"));
        QCOMPARE(model.index(row, JobTableModel::BackendColumn).data().toString(),
                 QStringLiteral("Docker"));
        QCOMPARE(model.index(row, 0).data(JobTableModel::BackendKindRole).value<BackendKind>(),
                 BackendKind::Docker);
        QVERIFY(model.index(row, 0).data(JobTableModel::KeyRole).toString()
                != model.index(model.rowOf(QStringLiteral("local"), QStringLiteral("same")), 0)
                       .data(JobTableModel::KeyRole)
                       .toString());

        // Removing a backend drops its rows and stops listening.
        model.removeBackend(&docker);
        QCOMPARE(model.rowCount(), 1);
        Q_EMIT docker.jobChanged(
            job(QStringLiteral("late"), JobStatus::Running, docker.connection()));
        model.flush();
        QCOMPARE(model.rowCount(), 1);
    }

    // An engine backend is added to the window while it is still "Docker"
    // and learns its endpoint when it connects; its jobs and removals come under the
    // endpoint. A deleted job (or a submit that failed and was forgotten) leaves the list.
    void removalFollowsAConnectionThatChangedAfterAdding()
    {
        FakeBackend docker(QStringLiteral("Docker"), QStringLiteral("Docker"), BackendKind::Docker);
        JobTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        fixedClock(model);
        model.addBackend(&docker);
        docker.connectAs(QStringLiteral("unix:///run/docker.sock"),
                         QStringLiteral("Docker (unix:///run/docker.sock)"));
        Q_EMIT docker.jobChanged(
            job(QStringLiteral("done"), JobStatus::Complete, docker.connection()));
        Q_EMIT docker.jobChanged(
            job(QStringLiteral("stuck"), JobStatus::Created, docker.connection()));
        model.flush();
        QCOMPARE(model.rowCount(), 2);
        const int row = model.rowOf(docker.connection(), QStringLiteral("done"));
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, JobTableModel::BackendColumn).data().toString(),
                 QStringLiteral("Docker (unix:///run/docker.sock)"));
        Q_EMIT docker.jobRemoved(QStringLiteral("done"));
        Q_EMIT docker.jobRemoved(QStringLiteral("stuck"));
        model.flush();
        QCOMPARE(model.rowCount(), 0);
    }

    void finishedOnlyForTransitions()
    {
        JobTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        fixedClock(model);
        QSignalSpy finished(&model, &JobTableModel::jobFinished);
        // Finished long ago when first seen (a restart of TrainDeck): no notification.
        model.enqueueChanged(job(QStringLiteral("old"), JobStatus::Complete));
        model.enqueueChanged(job(QStringLiteral("live"), JobStatus::Running));
        model.flush();
        QCOMPARE(finished.size(), 0);
        model.enqueueChanged(job(QStringLiteral("live"), JobStatus::Failed));
        model.flush();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().value<JobSnapshot>().name, QStringLiteral("live"));
        // The same finished snapshot again is not a second notification.
        model.enqueueChanged(job(QStringLiteral("live"), JobStatus::Failed));
        model.flush();
        QCOMPARE(finished.size(), 1);
    }

    void formatting()
    {
        QCOMPARE(JobTableModel::formatDuration(0), QStringLiteral("0s"));
        QCOMPARE(JobTableModel::formatDuration(59), QStringLiteral("59s"));
        QCOMPARE(JobTableModel::formatDuration(61), QStringLiteral("1m 1s"));
        QCOMPARE(JobTableModel::formatDuration(3 * 3600 + 300), QStringLiteral("3h 5m"));
        QCOMPARE(JobTableModel::formatDuration(2 * 86400 + 4 * 3600), QStringLiteral("2d 4h"));
        QCOMPARE(JobTableModel::statusText(JobStatus::Failed), QStringLiteral("Failed"));

        JobTableModel model;
        fixedClock(model);
        model.enqueueChanged(job(QStringLiteral("waiting"), JobStatus::Created));
        model.flush();
        QCOMPARE(model.index(0, JobTableModel::DurationColumn).data().toString(),
                 QStringLiteral("—"));
        QCOMPARE(model.headerData(JobTableModel::StatusColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Status"));
    }

    // Failed with reason Cancelled reads Cancelled; the same status with another reason is
    // a value change of the Status column, so views repaint the badge.
    void cancelledReadsCancelled()
    {
        JobTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        fixedClock(model);
        JobSnapshot s = job(QStringLiteral("stopped"), JobStatus::Failed);
        s.statusReason = QStringLiteral("StepFailed");
        model.enqueueChanged(s);
        model.flush();
        const QModelIndex status = model.index(0, JobTableModel::StatusColumn);
        QCOMPARE(status.data().toString(), QStringLiteral("Failed"));
        QCOMPARE(status.data(JobTableModel::CancelledRole).toBool(), false);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        s.statusReason = QStringLiteral("Cancelled");
        s.statusMessage = QStringLiteral("the job was cancelled");
        QVERIFY(s.isCancelled());
        model.enqueueChanged(s);
        model.flush();
        QCOMPARE(changed.size(), 1);
        QVERIFY(changed.first().at(2).value<QList<int>>().isEmpty()); // every role: a value
        QCOMPARE(changed.first().at(0).toModelIndex().column(), int(JobTableModel::StatusColumn));
        QCOMPARE(status.data().toString(), QStringLiteral("Cancelled"));
        QCOMPARE(status.data(JobTableModel::CancelledRole).toBool(), true);
        // The domain status stays Failed: what the SDK and kubectl read.
        QCOMPARE(status.data(JobTableModel::StatusRole).value<JobStatus>(), JobStatus::Failed);
        QCOMPARE(status.data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Cancelled — Cancelled — the job was cancelled"));
    }

    // Made by: who made each job; a job of unknown status made by an unknown tool says why
    // its status is unknown instead of a bare "Unknown".
    void madeByColumnAndUnknownExplained()
    {
        JobTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        fixedClock(model);
        const QString docker = QStringLiteral("unix:///run/docker.sock");
        JobSnapshot ours = job(QStringLiteral("ours"), JobStatus::Running, docker);
        ours.backend = BackendKind::Docker;
        JobSnapshot sdk = job(QStringLiteral("sdk"), JobStatus::Running, docker);
        sdk.backend = BackendKind::Docker;
        sdk.setOrigin(JobSnapshot::Origin::KubeflowSdk);
        JobSnapshot other = job(QStringLiteral("other"), JobStatus::Unknown, docker);
        other.backend = BackendKind::Docker;
        other.setOrigin(JobSnapshot::Origin::Unknown);
        other.steps.append(StepSnapshot{});
        QVERIFY(!other.madeByTrainDeck);
        for (const JobSnapshot &s : {ours, sdk, other})
            model.enqueueChanged(s);
        model.flush();
        QCOMPARE(model.headerData(JobTableModel::MadeByColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Made by"));
        const auto madeBy = [&](const QString &name) {
            return model.index(model.rowOf(docker, name), JobTableModel::MadeByColumn);
        };
        QCOMPARE(madeBy(QStringLiteral("ours")).data().toString(), QStringLiteral("TrainDeck"));
        QCOMPARE(madeBy(QStringLiteral("sdk")).data().toString(), QStringLiteral("Kubeflow SDK"));
        QCOMPARE(madeBy(QStringLiteral("other")).data().toString(), QStringLiteral("Unknown"));
        QCOMPARE(madeBy(QStringLiteral("sdk"))
                     .data(JobTableModel::OriginRole)
                     .value<JobSnapshot::Origin>(),
                 JobSnapshot::Origin::KubeflowSdk);

        const QModelIndex otherStatus
            = madeBy(QStringLiteral("other")).siblingAtColumn(JobTableModel::StatusColumn);
        QCOMPARE(otherStatus.data().toString(), QStringLiteral("Unknown"));
        QCOMPARE(otherStatus.data(Qt::ToolTipRole).toString(),
                 QStringLiteral("This job was made outside TrainDeck, by a tool TrainDeck cannot "
                                "name: its containers carry neither TrainDeck's label "
                                "(traindeck.io/managed-by) nor all the labels the Kubeflow SDK "
                                "sets (trainer.kubeflow.org/step and network-id). Its status is "
                                "unknown: none of its 1 step(s) reports a state TrainDeck can "
                                "read."));
        QCOMPARE(madeBy(QStringLiteral("other")).data(Qt::ToolTipRole).toString(),
                 otherStatus.data(Qt::ToolTipRole).toString());
        // The SDK's own jobs need no such excuse.
        QVERIFY(madeBy(QStringLiteral("sdk"))
                    .siblingAtColumn(JobTableModel::StatusColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("Running")));
    }

    void tickRefreshesRunningDurations()
    {
        JobTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.enqueueChanged(job(QStringLiteral("live"), JobStatus::Running));
        model.flush();
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setTickInterval(20);
        QTRY_VERIFY(changed.size() >= 2);
        QCOMPARE(changed.first().at(0).toModelIndex().column(), int(JobTableModel::AgeColumn));
        QCOMPARE(changed.first().at(1).toModelIndex().column(), int(JobTableModel::DurationColumn));
    }
};

QTEST_GUILESS_MAIN(TestJobTableModel)
#include "tst_jobtablemodel.moc"
