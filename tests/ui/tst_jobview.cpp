// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The job view's Monitor tab: resources are watched only while it shows a running job, and
// what the backend and the snapshots say reaches its JobMetrics.
#include "ui/jobview.h"

#include "libs/metrics/jobmetrics.h"
#include "tests/support/fakebackend.h"
#include "ui/monitor/monitorview.h"

#include <QPointer>
#include <QTabWidget>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Ui;
using TrainDeck::Testing::FakeBackend;

namespace {

JobSnapshot running(const QString &name)
{
    JobSnapshot s;
    s.name = name;
    s.connection = QStringLiteral("local");
    s.status = JobStatus::Running;
    s.numNodes = 2;
    s.started = QDateTime::currentDateTimeUtc();
    s.logDir = QStringLiteral("/nonexistent/") + name;
    return s;
}

using Calls = QList<std::pair<QString, bool>>;

/// Records the events of the given types an object receives.
class EventCounter : public QObject
{
public:
    explicit EventCounter(QList<QEvent::Type> types)
        : m_types(std::move(types))
    {}
    QList<QEvent::Type> seen;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (m_types.contains(event->type()))
            seen.append(event->type());
        return false;
    }

private:
    QList<QEvent::Type> m_types;
};

} // namespace

class TestJobView : public QObject
{
    Q_OBJECT

    /// Shows `view` at 1000 × 700.
    [[nodiscard]] static bool shown(JobView &view)
    {
        view.resize(1000, 700);
        view.show();
        return QTest::qWaitForWindowExposed(&view);
    }

private Q_SLOTS:
    void runningDurationTicks()
    {
        FakeBackend backend(QStringLiteral("local"), QStringLiteral("This computer"));
        JobView view;
        QVERIFY(shown(view));
        JobSnapshot s = running(QStringLiteral("job-tick"));
        s.started = QDateTime::currentDateTimeUtc().addSecs(-65);
        view.setJob(s, &backend, std::nullopt);
        QVERIFY2(view.headerText().contains(QStringLiteral("running for 1m 5s")),
                 qPrintable(view.headerText()));
        // No new snapshot arrives, yet the header keeps time.
        QTRY_VERIFY_WITH_TIMEOUT(view.headerText().contains(QStringLiteral("running for 1m 7s")),
                                 5000);
        // Finished: the duration is the job's, and stays.
        s.status = JobStatus::Complete;
        s.finished = s.started.addSecs(90);
        view.updateSnapshot(s);
        QVERIFY2(view.headerText().contains(QStringLiteral("ran 1m 30s")),
                 qPrintable(view.headerText()));
        QTest::qWait(1200);
        QVERIFY(view.headerText().contains(QStringLiteral("ran 1m 30s")));
    }

    void watchesResourcesOnlyWhileTheMonitorShowsARunningJob()
    {
        FakeBackend backend(QStringLiteral("local"), QStringLiteral("This computer"));
        JobView view;
        QVERIFY(shown(view));
        const QString a = QStringLiteral("job-a");
        view.setJob(running(a), &backend, std::nullopt);
        QCOMPARE(view.detailTabs()->tabText(view.detailTabs()->indexOf(view.monitorView())),
                 QStringLiteral("Monitor"));
        // Steps shown: nothing measured.
        QCOMPARE(backend.watchCalls, Calls{});
        view.detailTabs()->setCurrentWidget(view.monitorView());
        QCOMPARE(backend.watchCalls, (Calls{{a, true}}));
        QVERIFY(view.isWatchingResources());

        // The job's samples reach its metrics; another job's do not.
        ResourceSample r;
        r.step = QStringLiteral("node-0");
        r.msecs = 1000;
        r.cpuPercent = 75;
        Q_EMIT backend.resourcesSampled(QStringLiteral("other"), {r});
        QVERIFY(!view.jobMetrics()->resourceSeries(QStringLiteral("node-0"),
                                                   Metrics::JobMetrics::CpuPercent));
        Q_EMIT backend.resourcesSampled(a, {r});
        QCOMPARE(view.jobMetrics()
                     ->resourceSeries(QStringLiteral("node-0"), Metrics::JobMetrics::CpuPercent)
                     ->lastY(),
                 75.0);
        Q_EMIT backend.resourcesUnavailable(a, QStringLiteral("no metrics server"));
        QCOMPARE(view.jobMetrics()->resourcesUnavailableReason(),
                 QStringLiteral("no metrics server"));

        // Another tab: stops; back: starts again.
        view.detailTabs()->setCurrentIndex(0);
        QCOMPARE(backend.watchCalls, (Calls{{a, true}, {a, false}}));
        view.detailTabs()->setCurrentWidget(view.monitorView());
        QCOMPARE(backend.watchCalls.size(), 3);

        // Snapshots feed the progress; the job finishing stops the watch.
        JobSnapshot s = running(a);
        s.progressPercent = 42;
        s.remainingSeconds = 120;
        view.updateSnapshot(s);
        QCOMPARE(view.jobMetrics()->progress().percent, 42.0);
        QCOMPARE(view.jobMetrics()->progress().source,
                 Metrics::JobMetrics::ProgressSource::ProgressApi);
        s.status = JobStatus::Complete;
        view.updateSnapshot(s);
        QCOMPARE(backend.watchCalls.last(), (std::pair<QString, bool>{a, false}));
        QVERIFY(!view.isWatchingResources());

        // Another running job: watched, with the previous job's metrics gone.
        const QString b = QStringLiteral("job-b");
        view.setJob(running(b), &backend, std::nullopt);
        QCOMPARE(backend.watchCalls.last(), (std::pair<QString, bool>{b, true}));
        QVERIFY(view.jobMetrics()->resourceNodes().isEmpty());
        // Hidden: stopped.
        view.hide();
        QCOMPARE(backend.watchCalls.last(), (std::pair<QString, bool>{b, false}));
        // Every start has its stop.
        int balance = 0;
        for (const auto &[job, on] : std::as_const(backend.watchCalls))
            balance += on ? 1 : -1;
        QCOMPARE(balance, 0);
    }

    void aSnapshotThatChangesNothingShownLeavesTheTabsAndBadgeAlone()
    {
        // A running job's snapshots arrive many times a second under load. Setting the same
        // tab text relays out and repaints the whole tab widget, and setting the same style
        // sheet repolishes the badge: neither may happen when nothing they show changed.
        FakeBackend backend(QStringLiteral("local"), QStringLiteral("This computer"));
        JobView view;
        QVERIFY(shown(view));
        JobSnapshot s = running(QStringLiteral("job-quiet"));
        for (const char *name : {"node-0", "node-1"}) {
            StepSnapshot step;
            step.name = QString::fromLatin1(name);
            step.state = StepState::Running;
            s.steps.append(step);
        }
        view.setJob(s, &backend, std::nullopt);
        QTabWidget *tabs = view.detailTabs();
        auto *badge = view.findChild<QWidget *>(QStringLiteral("jobStatusBadge"));
        QVERIFY(badge);
        QCOMPARE(tabs->tabText(0), QStringLiteral("Steps (2)"));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();

        EventCounter onTabs({QEvent::LayoutRequest, QEvent::Paint});
        EventCounter onBadge({QEvent::Polish, QEvent::StyleChange});
        tabs->installEventFilter(&onTabs);
        badge->installEventFilter(&onBadge);
        for (int i = 0; i < 5; ++i) {
            s.steps[0].message = QStringLiteral("line %1").arg(i); // a change the table shows
            view.updateSnapshot(s);
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
        QCOMPARE(onTabs.seen, QList<QEvent::Type>{});
        QCOMPARE(onBadge.seen, QList<QEvent::Type>{});

        // What does change is still shown.
        StepSnapshot third;
        third.name = QStringLiteral("node-2");
        s.steps.append(third);
        s.status = JobStatus::Failed;
        view.updateSnapshot(s);
        QCOMPARE(tabs->tabText(0), QStringLiteral("Steps (3)"));
        QCoreApplication::sendPostedEvents();
        QVERIFY(onBadge.seen.contains(QEvent::StyleChange));
    }

    void logMetricsSourcePerJob()
    {
        FakeBackend backend(QStringLiteral("local"), QStringLiteral("This computer"));
        JobView view;
        QList<QString> madeFor;
        QPointer<QObject> source;
        view.setLogMetricsFactory(
            [&](const JobSnapshot &snapshot, Metrics::JobMetrics *metrics) -> QObject * {
                madeFor.append(snapshot.logDir);
                if (metrics != view.jobMetrics())
                    return nullptr;
                source = new QObject;
                return source.data();
            });
        view.setJob(running(QStringLiteral("job-a")), &backend, std::nullopt);
        QCOMPARE(madeFor, QList<QString>{QStringLiteral("/nonexistent/job-a")});
        QVERIFY(source);
        QPointer<QObject> first = source;
        view.setJob(running(QStringLiteral("job-b")), &backend, std::nullopt);
        QVERIFY(!first); // deleted with its job
        QVERIFY(source);
        QCOMPARE(madeFor.size(), 2);
    }
};

QTEST_MAIN(TestJobView)
#include "tst_jobview.moc"
