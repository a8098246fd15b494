// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Pod logs copied into the log store (backends/kubernetes/kubelogsupervisor.h): the pure
// pieces (kubelet times, the cursor, a pod's target), then against the project's test API
// server (tests/support/kubeapiserver, docs/kubernetes-test-server.md): every step at once,
// no request for a pod that has not started, streams broken mid-job and an API server
// restart without a line lost or repeated, a container restarted in place, a replaced pod,
// and a new supervisor continuing where the last one stopped.
#include "backends/kubernetes/kubeclient.h"
#include "backends/kubernetes/kubeconfig.h"
#include "backends/kubernetes/kubelogcursor.h"
#include "backends/kubernetes/kubelogline.h"
#include "backends/kubernetes/kubelogstream.h"
#include "backends/kubernetes/kubelogsupervisor.h"
#include "backends/kubernetes/kubelogtarget.h"
#include "backends/kubernetes/kubewatch.h"
#include "libs/logs/logreader.h"
#include "tests/support/kubecall.h"
#include "tests/support/kubetestserver.h"
#include "tests/support/prerequisite.h"
#include "tests/support/privatetmpfs.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <algorithm>
#include <functional>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;
using json = nlohmann::ordered_json;

namespace {

const QString Ns = QStringLiteral("team-a");

bool waitFor(const std::function<bool()> &condition, int timeoutMs = 30000)
{
    QElapsedTimer t;
    t.start();
    while (!condition() && t.elapsed() < timeoutMs)
        QTest::qWait(10);
    return condition();
}

/// A minimal ClusterTrainingRuntime of TrainDeck's own: one `node` step.
json torchRuntime()
{
    return json::parse(
        R"({"apiVersion":"trainer.kubeflow.org/v1alpha1","kind":"ClusterTrainingRuntime",
      "metadata":{"name":"torch-distributed","labels":{"trainer.kubeflow.org/framework":"torch"}},
      "spec":{"mlPolicy":{"numNodes":1,"torch":{"numProcPerNode":"auto"}},
        "template":{"spec":{"replicatedJobs":[{"name":"node","replicas":1,
          "template":{"metadata":{"labels":{"trainer.kubeflow.org/trainjob-ancestor-step":"trainer"}},
            "spec":{"template":{"spec":{"containers":[{"name":"node","image":"pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime",
              "command":["/bin/bash","-c","echo hello"]}]}}}}}]}}}})");
}

json trainJob(const QString &name, int nodes, const QList<QPair<QString, QString>> &annotations)
{
    json a = json::object();
    for (const auto &[k, v] : annotations)
        a[k.toStdString()] = v.toStdString();
    return json{{"apiVersion", "trainer.kubeflow.org/v1alpha1"},
                {"kind", "TrainJob"},
                {"metadata", {{"name", name.toStdString()}, {"annotations", a}}},
                {"spec",
                 {{"runtimeRef",
                   {{"apiGroup", "trainer.kubeflow.org"},
                    {"kind", "ClusterTrainingRuntime"},
                    {"name", "torch-distributed"}}},
                  {"trainer", {{"numNodes", nodes}}}}}};
}

/// What the simulated controller writes for node `rank` of `nodes`
/// (docs/kubernetes-test-server.md).
QByteArray nodeLog(int rank, int nodes)
{
    return QStringLiteral("Starting training on node %1 of %2 (PET_NNODES=%2)\n")
               .arg(rank)
               .arg(nodes)
               .toUtf8()
           + "Epoch 1/3: loss=0.6931\nEpoch 2/3: loss=0.4512\nEpoch 3/3: loss=0.2874\n"
             "Training complete\n";
}

QString str(const json &j, const char *key)
{
    return j.is_object() && j.contains(key) && j[key].is_string()
               ? QString::fromStdString(j[key].get<std::string>())
               : QString();
}

/// The step a pod runs, named as the backend names steps.
QString stepOf(const json &pod)
{
    const json &labels = pod["metadata"]["labels"];
    const QString rj = str(labels, "jobset.sigs.k8s.io/replicatedjob-name");
    return rj == QLatin1String("node")
               ? QStringLiteral("node-") + str(labels, "batch.kubernetes.io/job-completion-index")
               : rj;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int lineCount(const QString &path)
{
    return int(readFile(path).count('\n'));
}

/// The part of the backend's worker the supervisor relies on: every pod change of one
/// job, as a target; a deleted pod as podGone().
class PodFeed : public QObject
{
public:
    PodFeed(KubeClient *client, const QString &job, KubeLogSupervisor *supervisor)
        : m_supervisor(supervisor)
    {
        KubeWatch::Options o;
        o.labelSelector = QStringLiteral("jobset.sigs.k8s.io/jobset-name=") + job;
        o.backoffBaseMs = 50;
        o.backoffMaxMs = 500;
        m_watch = std::make_unique<KubeWatch>(client, KubeResource::pods(), Ns, o);
        connect(m_watch.get(), &KubeWatch::changed, this, [this](const WatchEvent &e) {
            const QString step = stepOf(e.object);
            const QString container
                = str(e.object["spec"]["containers"][0], "name"); // the step's only container
            pods[step] = e.object;
            if (e.type == WatchEvent::Type::Deleted) {
                if (!m_paused)
                    m_supervisor->podGone(step);
                return;
            }
            const PodLogTarget t = PodLogTarget::fromPod(e.object, step, container);
            targets[step] = t;
            if (!m_paused)
                m_supervisor->update(t);
        });
        m_watch->start();
    }
    void setSupervisor(KubeLogSupervisor *s)
    {
        m_supervisor = s;
        for (const PodLogTarget &t : std::as_const(targets))
            s->update(t);
    }
    /// Targets are recorded but not passed on (a worker that has not caught up yet).
    void pause(bool paused) { m_paused = paused; }

    QHash<QString, json> pods;
    QHash<QString, PodLogTarget> targets;

private:
    KubeLogSupervisor *m_supervisor;
    std::unique_ptr<KubeWatch> m_watch;
    bool m_paused = false;
};

} // namespace

class TestKubeLogSupervisor : public QObject
{
    Q_OBJECT

    std::unique_ptr<KubeTestServer> m_server;
    std::unique_ptr<KubeClient> m_client;
    std::unique_ptr<QTemporaryDir> m_logs;

    QString logDir() const { return m_logs->filePath(QStringLiteral("logs")); }
    QString logFile(const QString &step) const
    {
        return logDir() + QLatin1Char('/') + step + QStringLiteral(".log");
    }

    bool startServer(int tickMs)
    {
        m_server = std::make_unique<KubeTestServer>();
        QString error;
        if (!m_server->start(&error, true, tickMs)) {
            qWarning("the test API server did not start: %s", qPrintable(error));
            return false;
        }
        m_client = kubeClientFor(m_server->writeKubeconfig(KubeTestServer::Auth::Token, Ns));
        return kubeCall<json>([&](auto done) {
                   m_client->create(
                       KubeResource::clusterTrainingRuntimes(), {}, torchRuntime(), done);
               })
            .ok();
    }

    bool createJob(const QString &name,
                   int nodes,
                   const QList<QPair<QString, QString>> &annotations = {})
    {
        return kubeCall<json>([&](auto done) {
                   m_client->create(
                       KubeResource::trainJobs(), Ns, trainJob(name, nodes, annotations), done);
               })
            .ok();
    }

    std::unique_ptr<KubeLogSupervisor> supervisor()
    {
        auto s = std::make_unique<KubeLogSupervisor>(m_client.get(), logDir());
        s->setRetryDelays(50, 500);
        return s;
    }

    /// Log requests (GET .../pods/P/log) the server answered, with their status.
    QList<QPair<QString, int>> logRequests() const
    {
        QList<QPair<QString, int>> out;
        for (const QJsonObject &r : m_server->requests()) {
            const QString target = r.value(QStringLiteral("target")).toString();
            if (target.contains(QStringLiteral("/log")))
                out.append({target, r.value(QStringLiteral("status")).toInt()});
        }
        return out;
    }

private Q_SLOTS:
    // ---- pure pieces ------------------------------------------------------------------

    void parsesKubeletTimes_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<qint64>("nanos");
        QTest::addColumn<QByteArray>("text");
        const qint64 base
            = QDateTime(QDate(2026, 11, 24), QTime(12, 0, 5), Qt::UTC).toSecsSinceEpoch()
              * 1000000000;
        QTest::addRow("nanoseconds") << QByteArray("2026-11-24T12:00:05.123456789Z Epoch 1/3\n")
                                     << base + 123456789 << QByteArray("Epoch 1/3");
        QTest::addRow("trailing zeros dropped (RFC3339Nano)")
            << QByteArray("2026-11-24T12:00:05.5Z x") << base + 500000000 << QByteArray("x");
        QTest::addRow("whole second")
            << QByteArray("2026-11-24T12:00:05Z  two spaces") << base << QByteArray(" two spaces");
        QTest::addRow("offset") << QByteArray("2026-11-24T13:00:05.000000001+01:00 y") << base + 1
                                << QByteArray("y");
        QTest::addRow("empty text") << QByteArray("2026-11-24T12:00:05Z") << base << QByteArray();
        QTest::addRow("no time") << QByteArray("plain line") << qint64(0)
                                 << QByteArray("plain line");
        QTest::addRow("bad month") << QByteArray("2026-13-24T12:00:05Z z") << qint64(0)
                                   << QByteArray("2026-13-24T12:00:05Z z");
        QTest::addRow("no zone") << QByteArray("2026-11-24T12:00:05 z") << qint64(0)
                                 << QByteArray("2026-11-24T12:00:05 z");
        QTest::addRow("carriage return kept")
            << QByteArray("2026-11-24T12:00:05Z a\rb\r") << base << QByteArray("a\rb\r");
    }

    void parsesKubeletTimes()
    {
        QFETCH(QByteArray, line);
        QFETCH(qint64, nanos);
        QFETCH(QByteArray, text);
        const KubeLogLine l = KubeLogLine::parse(line);
        QCOMPARE(l.nanos, nanos);
        QCOMPARE(l.text, text);
    }

    void sinceTimeIsTheSecond()
    {
        const qint64 nanos = 1795000000123456789;
        QCOMPARE(KubeLogLine::second(nanos).toSecsSinceEpoch(), qint64(1795000000));
        QCOMPARE(KubeLogLine::second(nanos).timeSpec(), Qt::UTC);
    }

    void cursorSkipsWhatTheStoreHas()
    {
        KubeLogCursor c;
        c.startContainer(QStringLiteral("uid-1"), QStringLiteral("p"), 0);
        qint64 seen = 0;
        QVERIFY(!c.stores(5, seen)); // nothing stored yet
        c.advance(10);
        c.advance(20);
        c.advance(20);
        QCOMPARE(c.lastNanos, qint64(20));
        QCOMPARE(c.atLast, qint64(2));
        c.advance(15); // a clock step back does not move the cursor back
        QCOMPARE(c.lastNanos, qint64(20));
        QCOMPARE(c.atLast, qint64(2));
        // A replay of the second: older lines stored, the first two at 20 stored, a third
        // at 20 and anything later new.
        seen = 0;
        QVERIFY(c.stores(10, seen));
        QVERIFY(c.stores(20, seen));
        QVERIFY(c.stores(20, seen));
        QVERIFY(!c.stores(20, seen));
        QVERIFY(!c.stores(21, seen));
        c.startContainer(QStringLiteral("uid-1"), QStringLiteral("p"), 1);
        QCOMPARE(c.lastNanos, qint64(0));
        QCOMPARE(c.restartCount, 1);
    }

    void cursorOnDisk()
    {
        QTemporaryDir dir;
        KubeLogCursor c;
        c.startContainer(QStringLiteral("uid-1"), QStringLiteral("job-node-0-0-abcde"), 2);
        c.advance(1795000000123456789); // past 2^53: kept exactly
        c.advance(1795000000123456789);
        c.complete = true;
        QVERIFY(c.write(dir.path(), QStringLiteral("node-0")).ok());
        QCOMPARE(KubeLogCursor::read(dir.path(), QStringLiteral("node-0")), c);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("node-0.kcursor"))));
        QVERIFY(KubeLogSupervisor::completeOnDisk(dir.path(), QStringLiteral("node-0")));
        QVERIFY(!KubeLogSupervisor::completeOnDisk(dir.path(), QStringLiteral("node-1")));
        // Broken or foreign files are no cursor.
        QVERIFY(!KubeLogCursor::fromJson("{\"lastNanos\":\"x\"}").has_value());
        QVERIFY(!KubeLogCursor::fromJson("[]").has_value());
        QVERIFY(!KubeLogCursor::fromJson("{\"lastNanos\":\"-5\",\"atLast\":\"0\"}").has_value());
        QFile junk(dir.filePath(QStringLiteral("node-2.kcursor")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("not json");
        junk.close();
        QCOMPARE(KubeLogCursor::read(dir.path(), QStringLiteral("node-2")), KubeLogCursor());
    }

    void targetFromPod()
    {
        const json pending = json::parse(R"({"metadata":{"name":"p","namespace":"ns","uid":"u"},
            "status":{"phase":"Pending"}})");
        PodLogTarget t
            = PodLogTarget::fromPod(pending, QStringLiteral("node-0"), QStringLiteral("node"));
        QCOMPARE(t.pod, QStringLiteral("p"));
        QCOMPARE(t.nameSpace, QStringLiteral("ns"));
        QCOMPARE(t.podUid, QStringLiteral("u"));
        QCOMPARE(t.step, QStringLiteral("node-0"));
        QCOMPARE(t.container, QStringLiteral("node"));
        QVERIFY(!t.started);
        const json creating = json::parse(R"({"metadata":{"name":"p","namespace":"ns","uid":"u"},
            "status":{"phase":"Pending","containerStatuses":[{"name":"node","restartCount":0,
            "state":{"waiting":{"reason":"ContainerCreating"}}}]}})");
        t = PodLogTarget::fromPod(creating, QStringLiteral("node-0"), QStringLiteral("node"));
        QVERIFY(!t.started);
        QVERIFY(!t.terminated);
        const json restarted = json::parse(R"({"metadata":{"name":"p","namespace":"ns","uid":"u"},
            "status":{"phase":"Running","containerStatuses":[
              {"name":"sidecar","restartCount":7,"state":{"terminated":{"exitCode":0}}},
              {"name":"node","restartCount":1,"state":{"running":{"startedAt":"x"}},
               "lastState":{"terminated":{"exitCode":1,"reason":"Error"}}}]}})");
        t = PodLogTarget::fromPod(restarted, QStringLiteral("node-0"), QStringLiteral("node"));
        QVERIFY(t.started);
        QVERIFY(!t.terminated);
        QCOMPARE(t.restartCount, 1);
        QCOMPARE(t.lastExitCode, std::optional<int>(1));
        const json done = json::parse(R"({"metadata":{"name":"p","namespace":"ns","uid":"u"},
            "status":{"phase":"Succeeded","containerStatuses":[{"name":"node","restartCount":0,
            "state":{"terminated":{"exitCode":0}}}]}})");
        t = PodLogTarget::fromPod(done, QStringLiteral("node-0"), QStringLiteral("node"));
        QVERIFY(t.started);
        QVERIFY(t.terminated);
        QCOMPARE(t.lastExitCode, std::nullopt);
    }

    void refusesStepNamesThatAreNoFileNames()
    {
        QTemporaryDir dir;
        KubeLogSupervisor s(nullptr, dir.path());
        QSignalSpy problems(&s, &KubeLogSupervisor::problem);
        PodLogTarget t;
        t.nameSpace = Ns;
        t.pod = QStringLiteral("p");
        t.podUid = QStringLiteral("u");
        t.container = QStringLiteral("node");
        t.started = true;
        for (const QString &bad : {QStringLiteral("../evil"),
                                   QStringLiteral("node/0"),
                                   QStringLiteral("Node-0"),
                                   QStringLiteral(""),
                                   QStringLiteral("0node")}) {
            t.step = bad;
            s.update(t);
            QVERIFY(!KubeLogSupervisor::completeOnDisk(dir.path(), bad));
        }
        QCOMPARE(problems.size(), 5);
        QCOMPARE(problems.at(0).at(0).toString(), QStringLiteral("../evil"));
        QCOMPARE(problems.at(0).at(1).value<Error>().kind, Error::Kind::Validation);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("../evil.kcursor"))));
    }

    // ---- against the test API server ----------------------------------------------------

    void init()
    {
        if (!QByteArray(QTest::currentTestFunction()).startsWith("e2e"))
            return;
        TRAINDECK_REQUIRE_KUBE_TEST_SERVER();
        // Slow ticks where a pod must stay Pending for long enough to be seen so.
        QVERIFY(startServer(
            QByteArray(QTest::currentTestFunction()) == "e2ePendingPodGetsNoRequest" ? 400 : 50));
        m_logs = std::make_unique<QTemporaryDir>();
    }

    void cleanup()
    {
        m_client.reset();
        m_server.reset();
        m_logs.reset();
    }

    void e2eStepsStreamConcurrently()
    {
        auto s = supervisor();
        QSignalSpy complete(s.get(), &KubeLogSupervisor::stepLogComplete);
        QSignalSpy problems(s.get(), &KubeLogSupervisor::problem);
        QVERIFY(createJob(QStringLiteral("two"),
                          2,
                          {{QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("3")}}));
        PodFeed feed(m_client.get(), QStringLiteral("two"), s.get());
        // Both logs grow while the other is still being written: node-1's first line is in
        // the store before node-0's log is complete.
        QHash<QString, qint64> firstLineAt, completeAt;
        QElapsedTimer clock;
        clock.start();
        connect(s.get(), &KubeLogSupervisor::stepLogComplete, this, [&](const QString &step) {
            completeAt.insert(step, clock.elapsed());
        });
        QVERIFY(waitFor(
            [&] {
                for (const QString step : {QStringLiteral("node-0"), QStringLiteral("node-1")})
                    if (!firstLineAt.contains(step) && lineCount(logFile(step)) > 0)
                        firstLineAt.insert(step, clock.elapsed());
                return complete.size() == 2;
            },
            60000));
        QCOMPARE(readFile(logFile(QStringLiteral("node-0"))), nodeLog(0, 2));
        QCOMPARE(readFile(logFile(QStringLiteral("node-1"))), nodeLog(1, 2));
        QVERIFY(firstLineAt.value(QStringLiteral("node-1"))
                < completeAt.value(QStringLiteral("node-0")));
        QVERIFY(firstLineAt.value(QStringLiteral("node-0"))
                < completeAt.value(QStringLiteral("node-1")));
        QVERIFY(s->complete(QStringLiteral("node-0")));
        QVERIFY(KubeLogSupervisor::completeOnDisk(logDir(), QStringLiteral("node-1")));
        QCOMPARE(problems.size(), 0);
        // Each line's time in the store is the kubelet's time, not the arrival.
        KubeLogStream::Options o;
        o.container = QStringLiteral("node");
        o.timestamps = true;
        KubeLogStream stamped(
            m_client.get(), Ns, feed.targets.value(QStringLiteral("node-1")).pod, o);
        QByteArray bytes;
        connect(&stamped, &KubeLogStream::data, this, [&](const QByteArray &b) { bytes += b; });
        QSignalSpy read(&stamped, &KubeLogStream::finished);
        stamped.start();
        QVERIFY(read.wait(20000));
        const QList<QByteArray> lines = bytes.trimmed().split('\n');
        QCOMPARE(lines.size(), 5);
        Logs::LogReader reader = Logs::LogReader::forStep(logDir(), QStringLiteral("node-1"));
        reader.refresh();
        QCOMPARE(reader.lineCount(), qint64(5));
        for (int i = 0; i < 5; ++i)
            QCOMPARE(reader.lineTime(i), KubeLogLine::parse(lines[i]).msecs());
        // stepLogComplete came once per step.
        QCOMPARE(complete.size(), 2);
    }

    void e2ePendingPodGetsNoRequest()
    {
        auto s = supervisor();
        QSignalSpy complete(s.get(), &KubeLogSupervisor::stepLogComplete);
        // The worker watches before the job exists, so it sees the pod Pending (two ticks
        // of 400 ms, more with traindeck.test/pending-ticks).
        PodFeed feed(m_client.get(), QStringLiteral("pending"), s.get());
        QVERIFY(createJob(QStringLiteral("pending"),
                          1,
                          {{QStringLiteral("traindeck.test/pending-ticks"), QStringLiteral("4")}}));
        QVERIFY(waitFor([&] { return feed.targets.contains(QStringLiteral("node-0")); }));
        QVERIFY(!feed.targets.value(QStringLiteral("node-0")).started);
        QVERIFY(waitFor([&] { return complete.size() == 1; }, 60000));
        QCOMPARE(readFile(logFile(QStringLiteral("node-0"))), nodeLog(0, 1));
        const auto requests = logRequests();
        QVERIFY(!requests.isEmpty());
        for (const auto &[target, status] : requests)
            QVERIFY2(status == 200,
                     qPrintable(QString::number(status) + QLatin1Char(' ') + target));
    }

    void e2eWaitingToStartIsRetried()
    {
        // A worker that says "started" too early (a stale or optimistic view): the API's 400
        // is no end. The pod, read again, says it is Pending: the supervisor waits for the
        // worker instead of asking again.
        auto s = supervisor();
        QSignalSpy complete(s.get(), &KubeLogSupervisor::stepLogComplete);
        QSignalSpy problems(s.get(), &KubeLogSupervisor::problem);
        QVERIFY(
            createJob(QStringLiteral("early"),
                      1,
                      {{QStringLiteral("traindeck.test/pending-ticks"), QStringLiteral("20")}}));
        PodFeed feed(m_client.get(), QStringLiteral("early"), s.get());
        feed.pause(true);
        QVERIFY(waitFor([&] { return feed.targets.contains(QStringLiteral("node-0")); }));
        PodLogTarget early = feed.targets.value(QStringLiteral("node-0"));
        QVERIFY(!early.started);
        early.started = true;
        s->update(early);
        QVERIFY(waitFor([&] { return logRequests().size() == 1; }));
        QTest::qWait(500);
        QCOMPARE(logRequests().size(), 1);
        QCOMPARE(logRequests().constFirst().second, 400);
        // Running now; the kubelet still says "waiting to start" three times (a container
        // being created again): each answer is retried after a backoff.
        QVERIFY(
            waitFor([&] { return feed.targets.value(QStringLiteral("node-0")).started; }, 60000));
        const QString pod = feed.targets.value(QStringLiteral("node-0")).pod;
        QVERIFY(m_server->control(
            "POST",
            "/_test/fail?status=400&count=3&method=GET&path="
                + QUrl::toPercentEncoding(
                    QStringLiteral("/api/v1/namespaces/%1/pods/%2/log").arg(Ns, pod))
                + "&message="
                + QUrl::toPercentEncoding(
                    QStringLiteral(
                        "container \"node\" in pod \"%1\" is waiting to start: ContainerCreating")
                        .arg(pod))));
        feed.pause(false);
        s->update(feed.targets.value(QStringLiteral("node-0")));
        QVERIFY(waitFor([&] { return complete.size() == 1; }, 60000));
        QCOMPARE(readFile(logFile(QStringLiteral("node-0"))), nodeLog(0, 1));
        QCOMPARE(problems.size(), 0);
        const auto requests = logRequests();
        QVERIFY(requests.size() >= 5);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(requests[i].second, 400);
        QCOMPARE(requests[4].second, 200);
    }

    void e2eBrokenStreamsLoseAndRepeatNothing()
    {
        auto s = supervisor();
        QSignalSpy complete(s.get(), &KubeLogSupervisor::stepLogComplete);
        QVERIFY(createJob(QStringLiteral("broken"),
                          2,
                          {{QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("6")}}));
        PodFeed feed(m_client.get(), QStringLiteral("broken"), s.get());
        // Streams cut without their final chunk after the first line ...
        QVERIFY(waitFor([&] { return lineCount(logFile(QStringLiteral("node-0"))) >= 1; }, 60000));
        QVERIFY(m_server->control("POST", "/_test/drop-watches"));
        // ... again after the second ...
        QVERIFY(waitFor([&] { return lineCount(logFile(QStringLiteral("node-0"))) >= 2; }, 60000));
        QVERIFY(m_server->control("POST", "/_test/drop-watches"));
        // ... and an API server restart after the third.
        QVERIFY(waitFor([&] { return lineCount(logFile(QStringLiteral("node-0"))) >= 3; }, 60000));
        QString error;
        QVERIFY2(m_server->restart(&error), qPrintable(error));
        QVERIFY(waitFor([&] { return complete.size() == 2; }, 90000));
        QCOMPARE(readFile(logFile(QStringLiteral("node-0"))), nodeLog(0, 2));
        QCOMPARE(readFile(logFile(QStringLiteral("node-1"))), nodeLog(1, 2));
        // The streams were opened again with sinceTime.
        int resumed = 0;
        for (const auto &[target, status] : logRequests())
            resumed += target.contains(QStringLiteral("sinceTime="));
        QVERIFY(resumed >= 2);
    }

    // The store's disk is full: it keeps what it can in memory, then refuses (its bound,
    // made tiny here). The follower says so once, does not count the refused lines and reads
    // them again from the cluster until the store takes them: once space is freed the log is
    // whole, each line once. The refused line was counted as stored before, and lost.
    void e2eFullDiskDelaysLinesButLosesNone()
    {
        PrivateTmpfs tmpfs;
        TRAINDECK_MOUNT_TMPFS(tmpfs, logDir(), "256k");
        QFile filler(logDir() + QStringLiteral("/filler"));
        QVERIFY(PrivateTmpfs::fillUp(filler));

        auto s = supervisor();
        s->setMaxPendingBytes(16);
        QSignalSpy complete(s.get(), &KubeLogSupervisor::stepLogComplete);
        QStringList problems;
        connect(s.get(), &KubeLogSupervisor::problem, this, [&](const QString &, const Error &e) {
            problems << e.message;
        });
        QVERIFY(createJob(QStringLiteral("full"),
                          1,
                          {{QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("4")}}));
        PodFeed feed(m_client.get(), QStringLiteral("full"), s.get());
        QVERIFY(waitFor(
            [&] {
                return std::any_of(problems.cbegin(), problems.cend(), [](const QString &p) {
                    return p.contains(QStringLiteral("No space left on device"));
                });
            },
            60000));
        // Long enough for the pod to end: still not complete while the disk is full.
        QTest::qWait(3000);
        QCOMPARE(complete.size(), 0);
        const qsizetype said = problems.size();

        QVERIFY(filler.resize(0));
        filler.close();
        QVERIFY(QFile::remove(filler.fileName()));
        QVERIFY(waitFor([&] { return complete.size() == 1; }, 90000));
        QCOMPARE(readFile(logFile(QStringLiteral("node-0"))), nodeLog(0, 1));
        // Said once while full, however often a line was refused.
        QCOMPARE(problems.size(), said);
        QVERIFY2(said == 1, qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void e2eReattachContinuesWithoutRepeating()
    {
        QVERIFY(createJob(QStringLiteral("again"),
                          1,
                          {{QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("6")}}));
        {
            auto first = supervisor();
            PodFeed feed(m_client.get(), QStringLiteral("again"), first.get());
            QVERIFY(
                waitFor([&] { return lineCount(logFile(QStringLiteral("node-0"))) >= 2; }, 60000));
            first->stop(); // TrainDeck quits
        }
        QVERIFY(!KubeLogSupervisor::completeOnDisk(logDir(), QStringLiteral("node-0")));
        QTest::qWait(700); // a line or two is written while nobody reads
        {
            auto second = supervisor();
            QSignalSpy complete(second.get(), &KubeLogSupervisor::stepLogComplete);
            PodFeed feed(m_client.get(), QStringLiteral("again"), second.get());
            QVERIFY(waitFor([&] { return complete.size() == 1; }, 60000));
            QCOMPARE(readFile(logFile(QStringLiteral("node-0"))), nodeLog(0, 1));
        }
        QVERIFY(KubeLogSupervisor::completeOnDisk(logDir(), QStringLiteral("node-0")));
        // A third run finds the step complete and asks nothing.
        const qsizetype before = logRequests().size();
        {
            auto third = supervisor();
            QSignalSpy complete(third.get(), &KubeLogSupervisor::stepLogComplete);
            PodFeed feed(m_client.get(), QStringLiteral("again"), third.get());
            QVERIFY(waitFor([&] { return feed.targets.contains(QStringLiteral("node-0")); }));
            QTest::qWait(500);
            QVERIFY(third->complete(QStringLiteral("node-0")));
            QCOMPARE(complete.size(), 0);
        }
        QCOMPARE(logRequests().size(), before);
        QCOMPARE(readFile(logFile(QStringLiteral("node-0"))), nodeLog(0, 1));
    }

    void e2eContainerRestartedInPlace()
    {
        // Needs the test server's traindeck.test/restart-step: node-1 exits 1 after its first
        // epoch and starts again in the same pod (restartCount 1; previous=true serves the
        // old log).
        auto s = supervisor();
        QSignalSpy complete(s.get(), &KubeLogSupervisor::stepLogComplete);
        QVERIFY(
            createJob(QStringLiteral("restart"),
                      2,
                      {{QStringLiteral("traindeck.test/restart-step"), QStringLiteral("node-1")},
                       {QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("2")}}));
        PodFeed feed(m_client.get(), QStringLiteral("restart"), s.get());
        // Complete means the current container's log: node-1's is complete only once the
        // second container has ended.
        QVERIFY2(waitFor(
                     [&] {
                         const PodLogTarget t = feed.targets.value(QStringLiteral("node-1"));
                         return t.restartCount == 1 && t.terminated
                                && s->complete(QStringLiteral("node-0"))
                                && s->complete(QStringLiteral("node-1"));
                     },
                     60000),
                 (readFile(logFile(QStringLiteral("node-1")))
                  + "cursor: " + KubeLogCursor::read(logDir(), QStringLiteral("node-1")).toJson())
                     .constData());
        QCOMPARE(complete.constLast().at(0).toString(), QStringLiteral("node-1"));
        QCOMPARE(readFile(logFile(QStringLiteral("node-0"))), nodeLog(0, 2));
        QCOMPARE(readFile(logFile(QStringLiteral("node-1"))), restartedLog());
    }

    void e2eRestartWhileAway()
    {
        // TrainDeck quits after node-0's first line; the container writes its first epoch,
        // exits and restarts before TrainDeck is back. The old container's rest comes from
        // previous=true, then the marker, then the new container's log.
        QVERIFY(
            createJob(QStringLiteral("away"),
                      1,
                      {{QStringLiteral("traindeck.test/restart-step"), QStringLiteral("node-0")},
                       {QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("4")}}));
        auto first = supervisor();
        PodFeed feed(m_client.get(), QStringLiteral("away"), first.get());
        QVERIFY(waitFor([&] { return lineCount(logFile(QStringLiteral("node-0"))) >= 1; }, 60000));
        first->stop();
        feed.pause(true);
        QCOMPARE(lineCount(logFile(QStringLiteral("node-0"))), 1);
        QVERIFY(waitFor(
            [&] { return feed.targets.value(QStringLiteral("node-0")).restartCount == 1; }, 60000));
        auto second = supervisor();
        QSignalSpy complete(second.get(), &KubeLogSupervisor::stepLogComplete);
        feed.setSupervisor(second.get());
        feed.pause(false);
        QVERIFY(waitFor([&] { return complete.size() == 1; }, 60000));
        QCOMPARE(readFile(logFile(QStringLiteral("node-0"))),
                 "Starting training on node 0 of 1 (PET_NNODES=1)\nEpoch 1/3: loss=0.6931\n"
                 "--- container node restarted (restart 1; the previous one exited with code 1) "
                 "---\n"
                     + nodeLog(0, 1));
        int previous = 0;
        for (const auto &[target, status] : logRequests())
            previous += target.contains(QStringLiteral("previous=true")) && status == 200;
        QCOMPARE(previous, 1);
    }

    void e2eFirstSeenAfterRestart()
    {
        // The worker first reports the pod after its container restarted: the log before the
        // restart is read too (previous=true), then the marker, then the new container's.
        QVERIFY(
            createJob(QStringLiteral("late"),
                      1,
                      {{QStringLiteral("traindeck.test/restart-step"), QStringLiteral("node-0")},
                       {QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("4")}}));
        auto s = supervisor();
        QSignalSpy complete(s.get(), &KubeLogSupervisor::stepLogComplete);
        PodFeed feed(m_client.get(), QStringLiteral("late"), s.get());
        feed.pause(true);
        QVERIFY(waitFor(
            [&] { return feed.targets.value(QStringLiteral("node-0")).restartCount == 1; }, 60000));
        QVERIFY(!QFile::exists(logFile(QStringLiteral("node-0"))));
        feed.pause(false);
        s->update(feed.targets.value(QStringLiteral("node-0")));
        QVERIFY(waitFor([&] { return complete.size() == 1; }, 60000));
        QCOMPARE(readFile(logFile(QStringLiteral("node-0"))),
                 "Starting training on node 0 of 1 (PET_NNODES=1)\nEpoch 1/3: loss=0.6931\n"
                 "--- container node restarted (restart 1; the previous one exited with code 1) "
                 "---\n"
                     + nodeLog(0, 1));
    }

    void e2eReplacedPod()
    {
        auto s = supervisor();
        QSignalSpy complete(s.get(), &KubeLogSupervisor::stepLogComplete);
        QVERIFY(createJob(QStringLiteral("replaced"),
                          1,
                          {{QStringLiteral("traindeck.test/run-ticks"), QStringLiteral("4")}}));
        PodFeed feed(m_client.get(), QStringLiteral("replaced"), s.get());
        QVERIFY(waitFor([&] { return lineCount(logFile(QStringLiteral("node-0"))) >= 2; }, 60000));
        const QString oldPod = feed.targets.value(QStringLiteral("node-0")).pod;
        // Deleting a running pod makes the controller create a replacement (as a Job does).
        QVERIFY(kubeCall<json>([&](auto done) {
                    m_client->remove(KubeResource::pods(), Ns, oldPod, done);
                }).ok());
        QVERIFY(waitFor([&] { return complete.size() == 1; }, 60000));
        const QString newPod = feed.targets.value(QStringLiteral("node-0")).pod;
        QVERIFY(newPod != oldPod);
        const QByteArray log = readFile(logFile(QStringLiteral("node-0")));
        const QByteArray marker
            = QStringLiteral("--- pod %1 was replaced by %2 ---\n").arg(oldPod, newPod).toUtf8();
        const qsizetype at = log.indexOf(marker);
        QVERIFY2(at > 0, log.constData());
        // What the old pod wrote until it went (at least the two lines seen), then the new
        // pod's whole log.
        const QByteArray before = log.left(at);
        QVERIFY(before.count('\n') >= 2);
        QVERIFY2(nodeLog(0, 1).startsWith(before), before.constData());
        QCOMPARE(log.mid(at + marker.size()), nodeLog(0, 1));
    }

private:
    /// node-1 of 2 restarted after its first epoch: the first container's lines, the marker,
    /// the second container's whole log.
    static QByteArray restartedLog()
    {
        return "Starting training on node 1 of 2 (PET_NNODES=2)\nEpoch 1/3: loss=0.6931\n"
               "--- container node restarted (restart 1; the previous one exited with code 1) ---\n"
               + nodeLog(1, 2);
    }
};

QTEST_GUILESS_MAIN(TestKubeLogSupervisor)
#include "tst_kubelogsupervisor.moc"
