// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The timeline of a real 2-node local job with a real S3 dataset initializer (s3rver): a bar
// per step in run order, coloured by outcome, the job's events as markers; a real failed job
// drawn red; the day view of several runs. Saves <build>/screenshots/history-timeline.png.
#include "tests/support/prerequisite.h"
#include "tests/ui/history/localruns.h"
#include "ui/history/dayview.h"
#include "ui/history/ganttview.h"
#include "ui/history/timelineview.h"
#include "ui/statuscolors.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QProcess>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace TrainDeck;
using namespace TrainDeck::History;
using TrainDeck::Ui::DayView;
using TrainDeck::Ui::GanttView;
using TrainDeck::Ui::StatusColors;
using TrainDeck::Ui::TimelineView;

namespace {

TrainJob scriptJob(const QString &name, const QString &code, int nodes)
{
    TrainJob job;
    job.name = name;
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainer t;
    t.inlineCode = code;
    t.numNodes = nodes;
    job.trainer = t;
    return job;
}

HistoryRecord dayRun(qint64 id,
                     const QString &name,
                     const QString &connection,
                     const QDateTime &created,
                     int waitSecs,
                     int runSecs,
                     JobStatus status)
{
    HistoryRecord r;
    r.id = id;
    r.job.name = name;
    r.job.connection = connection;
    r.job.status = status;
    r.job.numNodes = 2;
    r.job.created = created;
    r.job.started = created.addSecs(waitSecs);
    if (status != JobStatus::Running)
        r.job.finished = r.job.started.addSecs(runSecs);
    r.lastSeen = r.job.started.addSecs(runSecs);
    if (status == JobStatus::Failed)
        r.failedStep = QStringLiteral("node-1");
    return r;
}

QList<HistoryRecord> aDayOfRuns()
{
    const QDate day(2026, 11, 24);
    const auto at = [day](int h, int m) {
        return QDateTime(day, QTime(h, m), Qt::LocalTime);
    };
    return {
        dayRun(11, "mnist-baseline", "local", at(8, 5), 4, 410, JobStatus::Complete),
        dayRun(12, "mnist-lr-3e-4", "local", at(8, 40), 3, 395, JobStatus::Complete),
        dayRun(13, "mnist-lr-1e-2", "local", at(9, 20), 3, 61, JobStatus::Failed),
        dayRun(14, "resnet50-ddp", "local", at(10, 2), 45, 3720, JobStatus::Complete),
        dayRun(15, "resnet50-ddp-bs256", "local", at(11, 30), 30, 2400, JobStatus::Failed),
        dayRun(16, "bert-squad", "local", at(13, 10), 120, 5400, JobStatus::Complete),
        dayRun(17, "llama-lora", "local", at(15, 45), 60, 7000, JobStatus::Running),
        // Another connection and another day: not shown.
        dayRun(18, "docker-run", "unix:///run/docker.sock", at(9, 0), 5, 600, JobStatus::Complete),
        dayRun(19, "yesterday", "local", at(9, 0).addDays(-1), 5, 600, JobStatus::Complete)};
}

} // namespace

class TestTimelineView : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Tests::LocalRuns> m_runs;
    HistoryRecord m_twoNode;

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE_PYTHON3();
        m_runs = std::make_unique<Tests::LocalRuns>();
        QVERIFY(m_runs->isValid());
        QTRY_COMPARE(m_runs->backend()->connectionState(), Backend::ConnectionState::Connected);
    }

    void twoNodeJobWithAnInitializer()
    {
        const QString s3rver = qEnvironmentVariable("TRAINDECK_S3RVER");
        TRAINDECK_REQUIRE(!s3rver.isEmpty() && QFile::exists(s3rver),
                          QStringLiteral("s3rver (TRAINDECK_S3RVER)"),
                          QStringLiteral("run scripts/test, or scripts/s3rver install and "
                                         "export TRAINDECK_S3RVER=$(scripts/s3rver path)"));
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const int port = probe.serverPort();
        probe.close();
        QTemporaryDir store;
        QProcess server;
        server.setProcessChannelMode(QProcess::MergedChannels);
        server.start(s3rver,
                     {QStringLiteral("--address"),
                      QStringLiteral("127.0.0.1"),
                      QStringLiteral("--port"),
                      QString::number(port),
                      QStringLiteral("--directory"),
                      store.path(),
                      QStringLiteral("--silent")});
        QVERIFY(server.waitForStarted());
        auto cleanup = qScopeGuard([&] {
            server.terminate();
            server.waitForFinished(5000);
        });
        const QString endpoint = QStringLiteral("http://127.0.0.1:%1").arg(port);
        QProcess upload;
        upload.setProcessChannelMode(QProcess::MergedChannels);
        upload.start(QStringLiteral("/usr/bin/python3"),
                     {QStringLiteral("-c"),
                      QStringLiteral("import boto3, sys, time\n"
                                     "s3 = boto3.client('s3', endpoint_url=sys.argv[1], "
                                     "aws_access_key_id='S3RVER', aws_secret_access_key='S3RVER', "
                                     "region_name='us-east-1')\n"
                                     "for i in range(50):\n"
                                     "    try:\n"
                                     "        s3.create_bucket(Bucket='datasets'); break\n"
                                     "    except Exception:\n"
                                     "        time.sleep(0.2)\n"
                                     "s3.put_object(Bucket='datasets', Key='mnist/train.csv', "
                                     "Body=b'x,y\\n1,2\\n3,4\\n')\n"
                                     "print('uploaded')\n"),
                      endpoint});
        QVERIFY(upload.waitForFinished(60000));
        QVERIFY2(upload.readAll().contains("uploaded"), "upload to s3rver failed");

        TrainJob job = scriptJob(
            QStringLiteral("timeline-ddp"),
            QStringLiteral("import os, time\n"
                           "rows = open(os.path.join(os.environ['DATASET_PATH'], "
                           "'train.csv')).read().splitlines()\n"
                           "for i in range(3):\n"
                           "    print('step=%d rows=%d' % (i, len(rows) - 1), flush=True)\n"
                           "    time.sleep(0.3)\n"),
            2);
        S3DatasetInitializer s3;
        s3.storageUri = QStringLiteral("s3://datasets/mnist");
        s3.endpoint = endpoint;
        s3.accessKeyId = QStringLiteral("S3RVER");
        s3.secretAccessKey = QStringLiteral("S3RVER");
        s3.region = QStringLiteral("us-east-1");
        job.dataset.config = s3;
        m_twoNode = m_runs->run(job, 1);
        QCOMPARE(m_twoNode.job.status, JobStatus::Complete);

        TimelineView view;
        view.setRecord(m_twoNode);
        // Presence first, then order: the job, the initializer, node-0, node-1.
        QCOMPARE(view.stepOrder(), (QStringList{"dataset-initializer", "node-0", "node-1"}));
        const auto rows = view.gantt()->rows();
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows.at(0).label, QStringLiteral("timeline-ddp"));
        QCOMPARE(rows.at(1).label, QStringLiteral("dataset-initializer"));
        QCOMPARE(rows.at(2).label, QStringLiteral("node-0"));
        QCOMPARE(rows.at(3).label, QStringLiteral("node-1"));
        // Each step: its run bar (the last segment) in the colour of its outcome.
        const QColor good = StatusColors::color(StepState::Succeeded, view.palette());
        for (int r = 1; r < 4; ++r) {
            QVERIFY2(!rows.at(r).segments.isEmpty(), qPrintable(rows.at(r).label));
            const GanttView::Segment &run = rows.at(r).segments.last();
            QVERIFY(!run.waiting);
            QCOMPARE(run.color, good);
            QVERIFY(run.from.isValid() && run.to.isValid());
        }
        QCOMPARE(rows.at(0).segments.last().color,
                 StatusColors::color(JobStatus::Complete, view.palette()));
        // The initializer's bar ends before either node's starts, on screen too.
        view.resize(1200, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QRectF init = view.gantt()->segmentRect(1, int(rows.at(1).segments.size()) - 1);
        for (int r = 2; r < 4; ++r) {
            QVERIFY(rows.at(1).segments.last().to <= rows.at(r).segments.last().from);
            const QRectF node = view.gantt()->segmentRect(r, int(rows.at(r).segments.size()) - 1);
            QVERIFY(init.right() <= node.left() + 0.5);
            // Nodes waited for the initializer: a hollow bar from the job's creation.
            QCOMPARE(rows.at(r).segments.size(), 2);
            QVERIFY(rows.at(r).segments.first().waiting);
        }
        // The job's events are markers, with their reason in the tooltip.
        QVERIFY(!m_twoNode.job.events.isEmpty());
        const auto markers = view.gantt()->markers();
        QCOMPARE(markers.size(), m_twoNode.job.events.size());
        const JobEvent &e = m_twoNode.job.events.first();
        QVERIFY(markers.first().tooltip.contains(e.reason));
        const QString tip = view.gantt()->toolTipAt(view.gantt()->markerPos(0).toPoint());
        QVERIFY2(tip.contains(markers.first().tooltip), qPrintable(tip));
        // A bar's tooltip names the step and its outcome.
        const QString barTip
            = view.gantt()->toolTipAt(view.gantt()->segmentRect(2, 1).center().toPoint());
        QVERIFY2(barTip.startsWith(QStringLiteral("node-0: Succeeded")), qPrintable(barTip));
    }

    void failedStepIsRed()
    {
        const HistoryRecord failed = m_runs->run(
            scriptJob(
                QStringLiteral("timeline-fails"),
                QStringLiteral("import sys\nprint('step=1 loss=9.5', flush=True)\nsys.exit(3)\n"),
                1),
            2);
        QCOMPARE(failed.job.status, JobStatus::Failed);
        TimelineView view;
        view.setRecord(failed);
        const auto rows = view.gantt()->rows();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(1).label, QStringLiteral("node-0"));
        QCOMPARE(rows.at(1).segments.last().color,
                 StatusColors::color(StepState::Failed, view.palette()));
        QVERIFY2(rows.at(1).detail.contains(QStringLiteral("exit 3")),
                 qPrintable(rows.at(1).detail));
        QCOMPARE(rows.at(0).segments.last().color,
                 StatusColors::color(JobStatus::Failed, view.palette()));
    }

    void eachStepHasItsOwnColour()
    {
        // A running job whose initializer succeeded and one of whose nodes failed.
        HistoryRecord r;
        r.job.name = QStringLiteral("mixed");
        r.job.status = JobStatus::Running;
        r.job.created = QDateTime(QDate(2026, 11, 24), QTime(9, 0), Qt::UTC);
        r.job.started = r.job.created.addSecs(2);
        r.lastSeen = r.job.created.addSecs(60);
        const auto step =
            [&r](const QString &name, StepKind kind, int rank, StepState state, int from, int to) {
                StepSnapshot s;
                s.name = name;
                s.kind = kind;
                s.rank = rank;
                s.state = state;
                s.startedAt = r.job.created.addSecs(from);
                if (to >= 0)
                    s.finishedAt = r.job.created.addSecs(to);
                return s;
            };
        r.job.steps = {
            step("node-1", StepKind::Node, 1, StepState::Failed, 10, 30),
            step("node-0", StepKind::Node, 0, StepState::Running, 10, -1),
            step("model-initializer", StepKind::ModelInitializer, -1, StepState::Succeeded, 2, 9),
            step("dataset-initializer",
                 StepKind::DatasetInitializer,
                 -1,
                 StepState::Succeeded,
                 2,
                 8)};
        TimelineView view;
        view.setRecord(r);
        QCOMPARE(view.stepOrder(),
                 (QStringList{"dataset-initializer", "model-initializer", "node-0", "node-1"}));
        const auto rows = view.gantt()->rows();
        const QPalette pal = view.palette();
        QCOMPARE(rows.at(0).segments.last().color, StatusColors::color(JobStatus::Running, pal));
        QCOMPARE(rows.at(1).segments.last().color, StatusColors::color(StepState::Succeeded, pal));
        QCOMPARE(rows.at(2).segments.last().color, StatusColors::color(StepState::Succeeded, pal));
        QCOMPARE(rows.at(3).segments.last().color, StatusColors::color(StepState::Running, pal));
        QCOMPARE(rows.at(4).segments.last().color, StatusColors::color(StepState::Failed, pal));
        // The running node's bar runs to the last time the run was seen.
        QCOMPARE(rows.at(3).segments.last().to, r.lastSeen);
        QVERIFY(StatusColors::color(StepState::Succeeded, pal)
                != StatusColors::color(JobStatus::Running, pal));
    }

    void dayViewShowsTheDaysRunsOfAConnection()
    {
        DayView view;
        QSignalSpy day(&view, &DayView::dayChanged);
        view.setRecords(aDayOfRuns());
        view.setConnection(QStringLiteral("local"));
        // The day before holds one run.
        view.setDate(QDate(2026, 11, 23));
        QCOMPARE(view.gantt()->rows().size(), 1);
        view.setDate(QDate(2026, 11, 24));
        QVERIFY(!day.isEmpty());
        const auto f = day.last().first().value<HistoryFilter>();
        QCOMPARE(f.connection, QStringLiteral("local"));
        QCOMPARE(f.from, QDate(2026, 11, 24));
        QCOMPARE(f.to, QDate(2026, 11, 24));
        QStringList names;
        for (const auto &r : view.gantt()->rows())
            names << r.label;
        QCOMPARE(names,
                 (QStringList{"mnist-baseline",
                              "mnist-lr-3e-4",
                              "mnist-lr-1e-2",
                              "resnet50-ddp",
                              "resnet50-ddp-bs256",
                              "bert-squad",
                              "llama-lora"}));
        const auto rows = view.gantt()->rows();
        QCOMPARE(rows.at(2).segments.last().color,
                 StatusColors::color(JobStatus::Failed, view.palette()));
        QCOMPARE(rows.at(0).segments.last().color,
                 StatusColors::color(JobStatus::Complete, view.palette()));
        QCOMPARE(rows.at(6).segments.last().color,
                 StatusColors::color(JobStatus::Running, view.palette()));
        // Bars from creation to finish: a waiting part then the run.
        QCOMPARE(rows.at(3).segments.first().from, aDayOfRuns().at(3).job.created);
        QCOMPARE(rows.at(3).segments.last().to, aDayOfRuns().at(3).job.finished);
        // The other connection has one that day.
        view.setConnection(QStringLiteral("unix:///run/docker.sock"));
        view.setDate(QDate(2026, 11, 24));
        QCOMPARE(view.gantt()->rows().size(), 1);
        QCOMPARE(view.gantt()->rows().first().label, QStringLiteral("docker-run"));
    }

    void onlyVisibleRowsArePainted()
    {
        DayView view;
        QList<HistoryRecord> many;
        const QDateTime start(QDate(2026, 11, 24), QTime(0, 1), Qt::LocalTime);
        for (int i = 0; i < 1000; ++i)
            many << dayRun(100 + i,
                           QStringLiteral("run-%1").arg(i),
                           "local",
                           start.addSecs(i * 80),
                           2,
                           60,
                           JobStatus::Complete);
        view.setRecords(many);
        view.setDate(QDate(2026, 11, 24));
        view.resize(1000, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.gantt()->rows().size(), 1000);
        view.gantt()->viewport()->repaint();
        QVERIFY2(view.gantt()->paintedRows() > 5 && view.gantt()->paintedRows() < 25,
                 qPrintable(QString::number(view.gantt()->paintedRows())));
        // Scrolled to the middle: still one screen of rows.
        view.gantt()->verticalScrollBar()->setValue(500 * GanttView::RowHeight);
        view.gantt()->viewport()->repaint();
        QVERIFY2(view.gantt()->paintedRows() > 5 && view.gantt()->paintedRows() < 25,
                 qPrintable(QString::number(view.gantt()->paintedRows())));
    }

    void screenshot()
    {
        QVERIFY(!m_twoNode.job.name.isEmpty());
        QWidget window;
        auto *split = new QSplitter(Qt::Vertical, &window);
        auto *timeline = new TimelineView(split);
        timeline->setRecord(m_twoNode);
        auto *day = new DayView(split);
        day->setRecords(aDayOfRuns());
        day->setConnection(QStringLiteral("local"));
        day->setDate(QDate(2026, 11, 24));
        split->addWidget(timeline);
        split->addWidget(day);
        split->setSizes({270, 530});
        auto *layout = new QVBoxLayout(&window);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(split);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(200);
        const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
        QDir().mkpath(dir);
        QVERIFY(window.grab().save(QDir(dir).filePath(QStringLiteral("history-timeline.png"))));
    }
};

QTEST_MAIN(TestTimelineView)
#include "tst_timelineview.moc"
