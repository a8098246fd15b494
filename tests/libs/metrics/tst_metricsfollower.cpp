// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// MetricsFollower against a real log store: a LogWriter writes while it follows, a second
// step file appears later, a progress bar is redrawn with '\r' before its line ends.
#include "libs/logs/logwriter.h"
#include "libs/metrics/metricsfollower.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>

using namespace TrainDeck;
using namespace TrainDeck::Metrics;

namespace {

struct Collected
{
    QStringList samples; ///< node:name@step=value@wall
    QList<TrainingProgress> progress;
    int emissions = 0;
};

void collect(MetricsFollower &f, Collected &c)
{
    QObject::connect(&f,
                     &MetricsFollower::parsed,
                     &f,
                     [&c](const QList<MetricSample> &samples, const QList<TrainingProgress> &p) {
                         ++c.emissions;
                         for (const MetricSample &s : samples)
                             c.samples << QStringLiteral("%1:%2@%3=%4@%5")
                                              .arg(s.node, s.name)
                                              .arg(s.step)
                                              .arg(s.value)
                                              .arg(s.wallMsecs);
                         c.progress += p;
                     });
}

void write(Logs::LogWriter &w, const QByteArray &bytes, qint64 msecs)
{
    QVERIFY(w.append(bytes, msecs).ok());
    QVERIFY(w.flush().ok());
}

} // namespace

class TestMetricsFollower : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// Destroying a follower never waits for its thread: the window destroys one on each job
    /// selection, and its worker, at a lower priority, may be far from its event loop when
    /// the cores are busy. Here the worker's thread is held until after the destructor has
    /// returned; the thread then ends and is deleted on its own.
    void destroyingDoesNotWaitForTheThread()
    {
        QTemporaryDir dir;
        auto w = Logs::LogWriter::openStep(dir.path(), QStringLiteral("node-0"));
        QVERIFY(w.ok());
        write(**w, "step=1 loss=0.5\n", 1000);
        auto follower = std::make_unique<MetricsFollower>(dir.path());
        QSignalSpy caught(follower.get(), &MetricsFollower::caughtUp);
        follower->start();
        QVERIFY(caught.wait(5000));
        QPointer<QThread> thread = follower->workerThread();
        QVERIFY(thread);

        // Holds the thread in a call, as a long parse would. The gate opens by itself after
        // 20 s, so that a destructor that waits fails the checks below instead of hanging.
        QSemaphore gate;
        QSemaphore held;
        auto *inThread = new QObject; // deleted in its thread, as that ends
        inThread->moveToThread(thread);
        QMetaObject::invokeMethod(
            inThread,
            [&, inThread] {
                held.release();
                (void)gate.tryAcquire(1, 20000);
                inThread->deleteLater();
            },
            Qt::QueuedConnection);
        QVERIFY(held.tryAcquire(1, 5000));

        follower.reset();
        const bool endedBeforeReturning = thread.isNull() || thread->isFinished();
        gate.release();
        QVERIFY2(!endedBeforeReturning, "the destructor waited for the thread to end");
        QVERIFY(thread);
        QTRY_VERIFY_WITH_TIMEOUT(thread.isNull(), 5000); // ended, then deleted
    }

    void followsWritersAndNewSteps()
    {
        QTemporaryDir dir;
        auto w0 = Logs::LogWriter::openStep(dir.path(), QStringLiteral("node-0"));
        QVERIFY(w0.ok());
        write(**w0, "starting\nstep=1 loss=0.5\n", 1000);
        write(**w0, "step=2 loss=0.25 acc=0.75\nhalf a li", 2000);

        MetricsFollower follower(dir.path());
        Collected c;
        collect(follower, c);
        QSignalSpy caught(&follower, &MetricsFollower::caughtUp);
        follower.start();
        QVERIFY(caught.wait(5000));
        QCOMPARE(c.samples,
                 (QStringList{"node-0:loss@1=0.5@1000",
                              "node-0:loss@2=0.25@2000",
                              "node-0:acc@2=0.75@2000"}));

        // The unfinished line is read once it ends; a new step file is found.
        write(**w0, "ne loss=0.125\n", 3000);
        auto w1 = Logs::LogWriter::openStep(dir.path(), QStringLiteral("node-1"));
        QVERIFY(w1.ok());
        write(**w1, "{'loss': 0.9, 'epoch': 0.5}\n", 4000);
        QTRY_COMPARE_WITH_TIMEOUT(c.samples.size(), 6, 5000);
        QCOMPARE(c.samples.mid(3),
                 (QStringList{"node-0:loss@-1=0.125@2000",
                              "node-1:loss@-1=0.9@4000",
                              "node-1:epoch@-1=0.5@4000"}));
        QCOMPARE(caught.size(), 1);
    }

    void progressBarRedrawnBeforeItsLineEnds()
    {
        QTemporaryDir dir;
        auto w = Logs::LogWriter::openStep(dir.path(), QStringLiteral("node-0"));
        QVERIFY(w.ok());
        MetricsFollower follower(dir.path());
        Collected c;
        collect(follower, c);
        QSignalSpy caught(&follower, &MetricsFollower::caughtUp);
        follower.start();
        QVERIFY(caught.wait(5000));
        write(**w,
              "\r 10%|#    | 1/10 [00:01<00:09, 1.0it/s, loss=0.9]\r 20%|##   | 2/10 "
              "[00:02<00:08, 1.0it/s, loss=0.8]\r 30%|###  | 3/1",
              5000);
        // The last whole redraw (20%) shows; the half-written one (30%) does not.
        QTRY_VERIFY_WITH_TIMEOUT(!c.progress.isEmpty() && c.progress.last().percent == 20, 5000);
        QCOMPARE(c.progress.last().current, 2);
        QCOMPARE(c.progress.last().remainingSeconds, 8);
        QCOMPARE(c.progress.last().node, QStringLiteral("node-0"));
        QCOMPARE(c.samples, QStringList{}); // postfix metrics come from the finished line
        write(**w,
              "0 [00:03<00:07, 1.0it/s, loss=0.7]\r100%|#####| 10/10 [00:10<00:00, "
              "1.0it/s, loss=0.1]\n",
              6000);
        QTRY_COMPARE_WITH_TIMEOUT(c.samples, QStringList{"node-0:loss@-1=0.1@5000"}, 5000);
        QCOMPARE(c.progress.last().percent, 100);
        QCOMPARE(c.progress.last().total, 10);
    }

    void coalescesEmissions()
    {
        QTemporaryDir dir;
        auto w = Logs::LogWriter::openStep(dir.path(), QStringLiteral("node-0"));
        QVERIFY(w.ok());
        MetricsFollower follower(dir.path());
        Collected c;
        collect(follower, c);
        QSignalSpy caught(&follower, &MetricsFollower::caughtUp);
        follower.start();
        QVERIFY(caught.wait(5000));
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < 100; ++i) {
            write(**w, QStringLiteral("step=%1 loss=1\n").arg(i).toUtf8(), i);
            QTest::qWait(5);
        }
        QTRY_COMPARE_WITH_TIMEOUT(c.samples.size(), 100, 5000);
        // One emission per ~100 ms at most (plus one for the last partial interval).
        QVERIFY2(
            c.emissions <= clock.elapsed() / 100 + 2,
            qPrintable(
                QStringLiteral("%1 emissions in %2 ms").arg(c.emissions).arg(clock.elapsed())));
        QCOMPARE(c.samples.first(), QStringLiteral("node-0:loss@0=1@0"));
        QCOMPARE(c.samples.last(), QStringLiteral("node-0:loss@99=1@99"));
    }

    void largeBacklogAndQuickStop()
    {
        QTemporaryDir dir;
        auto w = Logs::LogWriter::openStep(dir.path(), QStringLiteral("node-0"));
        QVERIFY(w.ok());
        QByteArray bytes;
        for (int i = 0; i < 500'000; ++i)
            bytes += "step=" + QByteArray::number(i) + " loss=0.5\n";
        write(**w, bytes, 1);
        qint64 total = 0;
        {
            MetricsFollower follower(dir.path());
            QSignalSpy caught(&follower, &MetricsFollower::caughtUp);
            connect(&follower,
                    &MetricsFollower::parsed,
                    this,
                    [&](const QList<MetricSample> &s, const QList<TrainingProgress> &) {
                        total += s.size();
                    });
            follower.start();
            QVERIFY(caught.wait(30000));
            QTRY_COMPARE_WITH_TIMEOUT(total, 500'000, 5000);
        }
        // A follower destroyed in the middle of a backlog stops within a slice.
        MetricsFollower early(dir.path());
        early.start();
        QThread::msleep(20);
        QElapsedTimer clock;
        clock.start();
        {
            MetricsFollower gone(dir.path());
            gone.start();
        }
        QVERIFY(clock.elapsed() < 3000);
    }
};

QTEST_GUILESS_MAIN(TestMetricsFollower)
#include "tst_metricsfollower.moc"
