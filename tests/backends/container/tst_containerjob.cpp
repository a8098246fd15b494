// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// A container job's phase, and its operations settling as cancelled when it goes, checked
// without an engine (the client points at a socket nobody listens on).
#include "backends/container/containerjob.h"
#include "backends/container/removeoperation.h"
#include "backends/container/stopstepsoperation.h"

#include "libs/transport/endpoint.h"

#include <QPointer>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Phase = ContainerJob::Phase;

class TestContainerJob : public QObject
{
    Q_OBJECT

private:
    static std::unique_ptr<EngineClient> deadEngine(const QTemporaryDir &dir)
    {
        auto ep = Transport::Endpoint::parse(QStringLiteral("unix://")
                                             + dir.filePath(QStringLiteral("none.sock")));
        if (!ep)
            qFatal("%s", qPrintable(ep.error().message));
        return std::make_unique<EngineClient>(*ep);
    }

    static ContainerJob *jobNamed(const QString &name, QObject *parent)
    {
        auto *job = new ContainerJob(parent);
        job->state.name = name;
        return job;
    }

private Q_SLOTS:
    void phases()
    {
        ContainerJob job;
        QCOMPARE(job.phase(), Phase::Idle);
        QVERIFY(!job.busy());
        job.enter(Phase::Starting);
        QCOMPARE(job.phase(), Phase::Starting);
        QVERIFY(job.busy());
        job.leave(Phase::StoppingSteps); // not in it: nothing changes
        QCOMPARE(job.phase(), Phase::Starting);
        job.leave(Phase::Starting);
        QCOMPARE(job.phase(), Phase::Idle);
        QVERIFY(!job.busy());
    }

    void removalKeepsThePhaseAside()
    {
        ContainerJob job;
        job.enter(Phase::Submitting);
        job.beginRemoval();
        QCOMPARE(job.phase(), Phase::Removing);
        QVERIFY(job.in(Phase::Submitting));
        QVERIFY(job.busy());
        // The submission ends while the removal runs: the removal stays.
        job.leave(Phase::Submitting);
        QCOMPARE(job.phase(), Phase::Removing);
        QVERIFY(!job.in(Phase::Submitting));
        QVERIFY(!job.busy());
        // A failed removal returns to what was kept aside.
        job.enter(Phase::StoppingSteps);
        QCOMPARE(job.phase(), Phase::Removing);
        job.endRemoval();
        QCOMPARE(job.phase(), Phase::StoppingSteps);
        job.endRemoval(); // not removing: nothing changes
        QCOMPARE(job.phase(), Phase::StoppingSteps);
    }

    void nothingToStopSettlesAtOnce()
    {
        QTemporaryDir dir;
        QObject context; // outlives the engine: late answers come back through it
        auto engine = deadEngine(dir);
        ContainerJob *job = jobNamed(QStringLiteral("idle"), &context);
        auto *op = new StopStepsOperation(job, engine.get(), &context, {QStringLiteral("x")}, 1);
        const auto f = op->future();
        QVERIFY(f.isFinished());
        QVERIFY(f.result().ok());
        QCOMPARE(*f.result(), true);
    }

    void operationsSettleCancelledWhenTheJobGoes()
    {
        QTemporaryDir dir;
        QObject context; // outlives the engine: late answers come back through it
        auto engine = deadEngine(dir);
        ContainerJob *job = jobNamed(QStringLiteral("doomed"), &context);
        auto *op = new RemoveOperation(
            job,
            engine.get(),
            &context,
            {dir.filePath(QStringLiteral("jobs")), dir.filePath(QStringLiteral("work")), false},
            [] {});
        QPointer<QObject> alive(op);
        const auto f = op->future();
        QVERIFY(!f.isFinished()); // waits for the engine's answer
        job->abortOperations(QStringLiteral("job 'doomed' was deleted"));
        QVERIFY(f.isFinished());
        QVERIFY(!f.result().ok());
        QCOMPARE(f.result().error().kind, Error::Kind::Cancelled);
        QCOMPARE(f.result().error().message, QStringLiteral("job 'doomed' was deleted"));
        // The engine's late answer (a refused connection) changes nothing.
        QTest::qWait(200);
        QCOMPARE(f.result().error().kind, Error::Kind::Cancelled);
        QTRY_VERIFY(alive.isNull()); // it deleted itself once settled
    }

    void operationsSettleCancelledWhenDestroyed()
    {
        QTemporaryDir dir;
        QObject context; // outlives the engine: late answers come back through it
        auto engine = deadEngine(dir);
        ContainerJob *job = jobNamed(QStringLiteral("gone"), &context);
        auto *op = new RemoveOperation(
            job,
            engine.get(),
            &context,
            {dir.filePath(QStringLiteral("jobs")), dir.filePath(QStringLiteral("work")), false},
            [] {});
        const auto f = op->future();
        delete job; // takes its operations with it
        QVERIFY(f.isFinished());
        QCOMPARE(f.result().error().kind, Error::Kind::Cancelled);
        QCOMPARE(f.result().error().message,
                 QStringLiteral("the backend was closed before 'gone' was done"));
        QTest::qWait(200);
    }
};

QTEST_GUILESS_MAIN(TestContainerJob)
#include "tst_containerjob.moc"
