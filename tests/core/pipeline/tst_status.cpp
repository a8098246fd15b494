// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Status derivation: every row of StatusPlugin's table, and the SDK bugs it must
// not copy (docs/kubeflow.md).
#include "core/pipeline/pipeline.h"
#include "core/pipeline/statusplugin.h"

#include <QTest>

using namespace TrainDeck;

Q_DECLARE_METATYPE(QList<TrainDeck::StepState>)

class TestStatus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void table_data()
    {
        using S = StepState;
        QTest::addColumn<QList<StepState>>("states");
        QTest::addColumn<bool>("suspended");
        QTest::addColumn<bool>("cancelled");
        QTest::addColumn<JobStatus>("expected");
        QTest::addRow("no steps") << QList<S>{} << false << false << JobStatus::Created;
        QTest::addRow("all pending")
            << QList<S>{S::Pending, S::Pending} << false << false << JobStatus::Created;
        QTest::addRow("created") << QList<S>{S::Created, S::Pending} << false << false
                                 << JobStatus::Created;
        QTest::addRow("one running")
            << QList<S>{S::Running, S::Pending} << false << false << JobStatus::Running;
        QTest::addRow("initializers done, nodes pending")
            << QList<S>{S::Succeeded, S::Pending, S::Pending} << false << false
            << JobStatus::Running;
        QTest::addRow("one node done, one running")
            << QList<S>{S::Succeeded, S::Running} << false << false << JobStatus::Running;
        QTest::addRow("all succeeded")
            << QList<S>{S::Succeeded, S::Succeeded} << false << false << JobStatus::Complete;
        QTest::addRow("one failed, one running")
            << QList<S>{S::Failed, S::Running} << false << false << JobStatus::Failed;
        QTest::addRow("one failed, rest succeeded")
            << QList<S>{S::Succeeded, S::Failed} << false << false << JobStatus::Failed;
        QTest::addRow("suspended") << QList<S>{S::Pending} << true << false << JobStatus::Suspended;
        QTest::addRow("failure beats suspension")
            << QList<S>{S::Failed} << true << false << JobStatus::Failed;
        QTest::addRow("cancelled")
            << QList<S>{S::Running, S::Running} << false << true << JobStatus::Failed;
        // sdk#562: all Unknown must not be Complete.
        QTest::addRow("all unknown")
            << QList<S>{S::Unknown, S::Unknown} << false << false << JobStatus::Unknown;
        QTest::addRow("succeeded and unknown")
            << QList<S>{S::Succeeded, S::Unknown} << false << false << JobStatus::Unknown;
        QTest::addRow("unknown but one running")
            << QList<S>{S::Unknown, S::Running} << false << false << JobStatus::Running;
    }

    void table()
    {
        QFETCH(QList<StepState>, states);
        QFETCH(bool, suspended);
        QFETCH(bool, cancelled);
        QFETCH(JobStatus, expected);
        QList<StepObservation> obs;
        int i = 0;
        for (StepState s : states)
            obs.append(
                {QStringLiteral("node-%1").arg(i++), StepKind::Node, s, std::nullopt, {}, {}});
        QCOMPARE(Pipeline::standard().status(obs, suspended, cancelled).status, expected);
    }

    void failureNamesTheFirstFailedStep()
    {
        const QDateTime t0 = QDateTime::currentDateTimeUtc();
        QList<StepObservation> obs{
            {QStringLiteral("node-0"),
             StepKind::Node,
             StepState::Failed,
             143,
             QStringLiteral("stopped"),
             t0.addSecs(2)},
            {QStringLiteral("node-1"), StepKind::Node, StepState::Failed, 3, {}, t0},
        };
        const JobStatusReport r = Pipeline::standard().status(obs);
        QCOMPARE(r.status, JobStatus::Failed);
        QCOMPARE(r.reason, QStringLiteral("StepFailed"));
        QVERIFY2(r.message.contains(QStringLiteral("node-1"))
                     && r.message.contains(QStringLiteral("exit code 3")),
                 qPrintable(r.message));
    }

    void clusterConditions_data()
    {
        QTest::addColumn<QStringList>("conditions"); // type:status:reason
        QTest::addColumn<QList<StepState>>("pods");
        QTest::addColumn<JobStatus>("expected");
        using S = StepState;
        QTest::addRow("no conditions, no pods")
            << QStringList{} << QList<S>{} << JobStatus::Created;
        QTest::addRow("pods pending")
            << QStringList{} << QList<S>{S::Pending, S::Pending} << JobStatus::Created;
        QTest::addRow("initializer running")
            << QStringList{} << QList<S>{S::Running} << JobStatus::Running;
        QTest::addRow("all nodes up")
            << QStringList{} << QList<S>{S::Running, S::Succeeded} << JobStatus::Running;
        QTest::addRow("complete") << QStringList{QStringLiteral("Complete:True:JobSetCompleted")}
                                  << QList<S>{S::Succeeded} << JobStatus::Complete;
        QTest::addRow("failed") << QStringList{QStringLiteral("Failed:True:DeadlineExceeded")}
                                << QList<S>{S::Running} << JobStatus::Failed;
        QTest::addRow("suspended") << QStringList{QStringLiteral("Suspended:True:Suspended")}
                                   << QList<S>{} << JobStatus::Suspended;
        // sdk#803: a resumed job is not stuck at Created.
        QTest::addRow("resumed") << QStringList{QStringLiteral("Suspended:False:Resumed")}
                                 << QList<S>{S::Running, S::Running} << JobStatus::Running;
        QTest::addRow("complete wins over stale pods")
            << QStringList{QStringLiteral("Complete:True:Done")} << QList<S>{S::Unknown}
            << JobStatus::Complete;
    }

    void clusterConditions()
    {
        QFETCH(QStringList, conditions);
        QFETCH(QList<StepState>, pods);
        QFETCH(JobStatus, expected);
        TrainJobStatusData data;
        for (const QString &c : conditions) {
            const QStringList p = c.split(QLatin1Char(':'));
            data.conditions.append({p[0], p[1], p[2], QString(), QDateTime()});
        }
        QList<StepObservation> obs;
        int i = 0;
        for (StepState s : pods)
            obs.append(
                {QStringLiteral("node-%1").arg(i++), StepKind::Node, s, std::nullopt, {}, {}});
        const StatusPlugin plugin;
        QCOMPARE(plugin.status(data, obs, 2).status, expected);
    }

    void cancelledHasItsReason()
    {
        const JobStatusReport r = Pipeline::standard().status({}, false, true);
        QCOMPARE(r.reason, QStringLiteral("Cancelled"));
    }
};

QTEST_GUILESS_MAIN(TestStatus)
#include "tst_status.moc"
