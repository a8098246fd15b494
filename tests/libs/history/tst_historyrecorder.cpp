// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// HistoryRecorder on the real local backend: a job that prints metrics is recorded with its
// spec, times and status, its logs are archived and summarised exactly, and the record stays
// (marked gone) after the backend removed the job; a failing job names its failed step and
// the traceback's last line. Snapshots of a running job are coalesced.
#include "backends/local/localbackend.h"
#include "libs/history/historyrecorder.h"
#include "libs/history/historystore.h"
#include "tests/support/awaitresult.h"
#include "tests/support/fakebackend.h"
#include "tests/support/prerequisite.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::History;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

TrainJob scriptJob(const QString &name, const QString &code)
{
    TrainJob job;
    job.name = name;
    job.runtimeRef.name = QStringLiteral("torch-distributed");
    CustomTrainer t;
    t.inlineCode = code;
    job.trainer = t;
    return job;
}

} // namespace

class TestHistoryRecorder : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;

    std::unique_ptr<Local::LocalBackend> makeBackend()
    {
        Local::LocalBackend::Options o;
        o.jobsDir = m_data.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_data.filePath(QStringLiteral("venvs"));
        auto b = std::make_unique<Local::LocalBackend>(o);
        b->start();
        return b;
    }

    HistoryRecord find(HistoryStore &store, const QString &name)
    {
        HistoryFilter f;
        f.text = name;
        const QList<HistoryRecord> rows = await(store.query(f)).valueOr({});
        for (const HistoryRecord &r : rows) {
            if (r.job.name == name)
                return r;
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        TRAINDECK_REQUIRE_PYTHON3();
    }

    void recordsArchivesAndKeepsRemovedJob()
    {
        HistoryStore store(m_data.filePath(QStringLiteral("history.sqlite")),
                           m_data.filePath(QStringLiteral("archive")));
        QVERIFY(await(store.open()).ok());
        auto backend = makeBackend();
        QTRY_COMPARE(backend->connectionState(), Backend::ConnectionState::Connected);
        HistoryRecorder recorder(&store);
        recorder.setMetricPatternsPath(m_data.filePath(QStringLiteral("no-patterns.json")));
        recorder.attach(backend.get());

        const QString code = QStringLiteral("for i, v in enumerate([2.5, 1.0, 0.25, 0.75]):\n"
                                            "    print(f'step={i} loss={v}', flush=True)\n"
                                            "print('done training')\n");
        const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
        QCOMPARE(await(backend->submit(scriptJob(QStringLiteral("hist-ok"), code))).valueOr({}),
                 QStringLiteral("hist-ok"));
        QTRY_VERIFY_WITH_TIMEOUT(!find(store, QStringLiteral("hist-ok")).archivedLogDir.isEmpty(),
                                 120000);
        QTRY_VERIFY_WITH_TIMEOUT(recorder.isIdle(), 10000);
        const HistoryRecord r = find(store, QStringLiteral("hist-ok"));
        QCOMPARE(r.job.status, JobStatus::Complete);
        QCOMPARE(r.job.connection, QStringLiteral("local"));
        QCOMPARE(r.job.backend, BackendKind::Local);
        QCOMPARE(r.job.runtimeName, QStringLiteral("torch-distributed"));
        QCOMPARE(r.job.numNodes, 1);
        QVERIFY(r.job.created >= before);
        QVERIFY(r.job.started.isValid());
        QVERIFY(r.job.finished >= r.job.started);
        QVERIFY(r.firstSeen.isValid());
        QCOMPARE(r.failedStep, QString());
        QCOMPARE(r.goneFromBackend, false);
        QVERIFY2(r.specYaml.contains(QStringLiteral("kind: TrainJob")), qPrintable(r.specYaml));
        QVERIFY2(r.specYaml.contains(QStringLiteral("name: hist-ok")), qPrintable(r.specYaml));
        QVERIFY2(r.specYaml.contains(QStringLiteral("print(f'step={i} loss={v}', flush=True)")),
                 qPrintable(r.specYaml));
        const QString archived = QDir(m_data.filePath(QStringLiteral("archive")))
                                     .filePath(QStringLiteral("%1/logs").arg(r.id));
        QCOMPARE(r.archivedLogDir, archived);
        const QByteArray log = readAll(QDir(archived).filePath(QStringLiteral("node-0.log")));
        QVERIFY2(
            log.contains("step=0 loss=2.5\nstep=1 loss=1.0\nstep=2 loss=0.25\nstep=3 loss=0.75\n"),
            log.constData());
        QVERIFY(QFileInfo::exists(QDir(archived).filePath(QStringLiteral("node-0.idx"))));
        const MetricSummary *loss = r.metric(QStringLiteral("loss"));
        QVERIFY(loss);
        QCOMPARE(loss->last, 0.75);
        QCOMPARE(loss->min, 0.25);
        QCOMPARE(loss->max, 2.5);
        QCOMPARE(loss->count, 4);
        QCOMPARE(r.metrics.size(), 1);

        // The backend forgets the job, logs and all; the history keeps it.
        QVERIFY(await(backend->remove(QStringLiteral("hist-ok"))).valueOr(false));
        QTRY_VERIFY_WITH_TIMEOUT(find(store, QStringLiteral("hist-ok")).goneFromBackend, 10000);
        const HistoryRecord gone = find(store, QStringLiteral("hist-ok"));
        QCOMPARE(gone.id, r.id);
        QCOMPARE(gone.archivedLogDir, archived);
        QCOMPARE(gone.metrics, r.metrics);
        QCOMPARE(gone.specYaml, r.specYaml);
        QCOMPARE(gone.job.status, JobStatus::Complete);
        QVERIFY(!QFileInfo::exists(backend->logDir(QStringLiteral("hist-ok"))));
        QCOMPARE(readAll(QDir(archived).filePath(QStringLiteral("node-0.log"))), log);

        // A new TrainDeck (a new backend object, a new store) still shows it as gone.
        recorder.detach(backend.get());
        backend.reset();
    }

    void failingJobNamesStepAndLine()
    {
        HistoryStore store(m_data.filePath(QStringLiteral("history2.sqlite")),
                           m_data.filePath(QStringLiteral("archive2")));
        QVERIFY(await(store.open()).ok());
        auto backend = makeBackend();
        QTRY_COMPARE(backend->connectionState(), Backend::ConnectionState::Connected);
        HistoryRecorder recorder(&store);
        recorder.setMetricPatternsPath(m_data.filePath(QStringLiteral("no-patterns.json")));
        recorder.attach(backend.get());
        const QString code = QStringLiteral("print('loss=3.5', flush=True)\n"
                                            "def train():\n"
                                            "    raise ValueError('bad value 42')\n"
                                            "train()\n");
        QCOMPARE(await(backend->submit(scriptJob(QStringLiteral("hist-fail"), code))).valueOr({}),
                 QStringLiteral("hist-fail"));
        QTRY_VERIFY_WITH_TIMEOUT(!find(store, QStringLiteral("hist-fail")).archivedLogDir.isEmpty(),
                                 120000);
        QTRY_VERIFY_WITH_TIMEOUT(recorder.isIdle(), 10000);
        const HistoryRecord r = find(store, QStringLiteral("hist-fail"));
        QCOMPARE(r.job.status, JobStatus::Failed);
        QCOMPARE(r.failedStep, QStringLiteral("node-0"));
        QCOMPARE(r.lastErrorLine, QStringLiteral("ValueError: bad value 42"));
        QCOMPARE(r.metric(QStringLiteral("loss")) ? r.metric(QStringLiteral("loss"))->last : -1,
                 3.5);
        QVERIFY(await(backend->remove(QStringLiteral("hist-fail"))).valueOr(false));
        recorder.detach(backend.get());
    }

    void coalescesRunningSnapshots()
    {
        HistoryStore store(m_data.filePath(QStringLiteral("history3.sqlite")),
                           m_data.filePath(QStringLiteral("archive3")));
        QVERIFY(await(store.open()).ok());
        Testing::FakeBackend backend(QStringLiteral("fake"), QStringLiteral("Fake"));
        HistoryRecorder recorder(&store);
        recorder.attach(&backend);
        QSignalSpy written(&store, &HistoryStore::recordChanged);
        JobSnapshot s;
        s.name = QStringLiteral("busy");
        s.connection = QStringLiteral("fake");
        s.created = QDateTime::currentDateTimeUtc();
        s.status = JobStatus::Running;
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < 30; ++i) {
            s.statusMessage = QStringLiteral("tick %1").arg(i);
            Q_EMIT backend.jobChanged(s);
            QTest::qWait(20);
        }
        const qint64 elapsed = t.elapsed();
        QTRY_VERIFY_WITH_TIMEOUT(recorder.isIdle(), 10000);
        // One write at once, then at most one per second; the last snapshot is written.
        QVERIFY2(written.size() <= 2 + int(elapsed / HistoryRecorder::CoalesceMs),
                 qPrintable(QString::number(written.size())));
        HistoryFilter f;
        f.text = QStringLiteral("busy");
        QList<HistoryRecord> rows = await(store.query(f)).valueOr({});
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().job.statusMessage, QStringLiteral("tick 29"));
        // The final state is written at once.
        const int before = int(written.size());
        s.status = JobStatus::Complete;
        s.finished = QDateTime::currentDateTimeUtc();
        Q_EMIT backend.jobChanged(s);
        QTRY_VERIFY_WITH_TIMEOUT(written.size() > before, 500);
        rows = await(store.query(f)).valueOr({});
        QCOMPARE(rows.first().job.status, JobStatus::Complete);
        QTRY_VERIFY_WITH_TIMEOUT(recorder.isIdle(), 10000);
        // Removed from the backend: gone, not deleted.
        Q_EMIT backend.jobRemoved(QStringLiteral("busy"));
        QTRY_VERIFY_WITH_TIMEOUT(await(store.query(f)).valueOr({}).value(0).goneFromBackend, 5000);
    }
};

QTEST_GUILESS_MAIN(TestHistoryRecorder)
#include "tst_historyrecorder.moc"
