// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "models/steplistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Models;

namespace {

StepSnapshot step(const QString &name, StepState state)
{
    StepSnapshot s;
    s.name = name;
    s.state = state;
    s.objectName = QStringLiteral("proc-") + name;
    s.image = QStringLiteral("python3");
    return s;
}

JobSnapshot job(const QString &name, QList<StepSnapshot> steps)
{
    JobSnapshot j;
    j.name = name;
    j.connection = QStringLiteral("local");
    j.steps = std::move(steps);
    return j;
}

} // namespace

class TestStepListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void updatesInPlaceAndAppends()
    {
        StepListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSnapshot(job(QStringLiteral("a"),
                              {step(QStringLiteral("dataset-initializer"), StepState::Running),
                               step(QStringLiteral("node-0"), StepState::Pending)}));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, StepListModel::NameColumn).data().toString(),
                 QStringLiteral("node-0"));
        QCOMPARE(model.index(1, StepListModel::StateColumn).data().toString(),
                 QStringLiteral("Pending"));

        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        StepSnapshot done = step(QStringLiteral("dataset-initializer"), StepState::Succeeded);
        done.exitCode = 0;
        done.startedAt = QDateTime(QDate(2025, 1, 2), QTime(10, 0, 0), Qt::UTC);
        done.finishedAt = done.startedAt.addSecs(12);
        model.setSnapshot(job(QStringLiteral("a"),
                              {done,
                               step(QStringLiteral("node-0"), StepState::Running),
                               step(QStringLiteral("node-1"), StepState::Running)}));
        QCOMPARE(reset.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 0);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, StepListModel::ExitCodeColumn).data().toString(),
                 QStringLiteral("0"));
        QCOMPARE(model.index(0, StepListModel::StateColumn)
                     .data(StepListModel::StateRole)
                     .value<StepState>(),
                 StepState::Succeeded);
        QCOMPARE(model.index(0, StepListModel::FinishedColumn)
                     .data(StepListModel::RawValueRole)
                     .toDateTime(),
                 done.finishedAt);
        QCOMPARE(model.rowOf(QStringLiteral("node-1")), 2);

        // Same snapshot again: nothing to tell the views.
        changed.clear();
        model.setSnapshot(job(QStringLiteral("a"),
                              {done,
                               step(QStringLiteral("node-0"), StepState::Running),
                               step(QStringLiteral("node-1"), StepState::Running)}));
        QCOMPARE(changed.size(), 0);
    }

    // The steps a cancel killed read Cancelled; one that failed on its own still Failed.
    void stepsKilledByCancelReadCancelled()
    {
        StepListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        StepSnapshot killed = step(QStringLiteral("node-0"), StepState::Failed);
        killed.exitCode = 143;
        StepSnapshot own = step(QStringLiteral("node-1"), StepState::Failed);
        own.exitCode = 1;
        JobSnapshot j = job(QStringLiteral("stopped"), {killed, own});
        j.status = JobStatus::Failed;
        j.statusReason = QStringLiteral("StepFailed");
        model.setSnapshot(j);
        QCOMPARE(model.index(0, StepListModel::StateColumn).data().toString(),
                 QStringLiteral("Failed"));

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        j.statusReason = QStringLiteral("Cancelled");
        model.setSnapshot(j);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.index(0, StepListModel::StateColumn).data().toString(),
                 QStringLiteral("Cancelled"));
        QCOMPARE(
            model.index(0, StepListModel::StateColumn).data(StepListModel::CancelledRole).toBool(),
            true);
        QCOMPARE(model.index(1, StepListModel::StateColumn).data().toString(),
                 QStringLiteral("Failed"));
        QCOMPARE(
            model.index(1, StepListModel::StateColumn).data(StepListModel::CancelledRole).toBool(),
            false);
        // The state underneath is what the backend said.
        QCOMPARE(model.index(0, 0).data(StepListModel::StateRole).value<StepState>(),
                 StepState::Failed);
    }

    void otherJobResets()
    {
        StepListModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSnapshot(
            job(QStringLiteral("a"), {step(QStringLiteral("node-0"), StepState::Running)}));
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setSnapshot(job(QStringLiteral("b"),
                              {step(QStringLiteral("node-0"), StepState::Failed),
                               step(QStringLiteral("node-1"), StepState::Failed)}));
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.jobName(), QStringLiteral("b"));
        QCOMPARE(model.rowCount(), 2);
        // Fewer steps of the same job (a re-run) also resets rather than lying about rows.
        model.setSnapshot(
            job(QStringLiteral("b"), {step(QStringLiteral("node-0"), StepState::Pending)}));
        QCOMPARE(reset.size(), 2);
        QCOMPARE(model.rowCount(), 1);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.jobName(), QString());
    }
};

QTEST_GUILESS_MAIN(TestStepListModel)
#include "tst_steplistmodel.moc"
