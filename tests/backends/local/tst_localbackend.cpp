// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// End-to-end tests of the local process backend: real processes, real PyTorch
// from Debian's python3-torch, a real s3rver. Nothing here is mocked.
#include "backends/local/localbackend.h"
#include "backends/local/processlauncher.h"
#include "tests/support/prerequisite.h"
#include "tests/support/secretscan.h"

#include "core/pipeline/trainerscript.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Local;

namespace {

TrainJob scriptJob(const QString &name, const QString &code, int nodes = 1)
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

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

template<class T>
T await(QFuture<T> f)
{
    // The backend works in its own thread; the test thread may wait, but keeps its event
    // loop turning so queued signals arrive.
    while (!f.isFinished())
        QTest::qWait(10);
    return f.result();
}

} // namespace

class TestLocalBackend : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_data;
    std::unique_ptr<LocalBackend> m_backend;
    QHash<QString, JobSnapshot> m_last;

    std::unique_ptr<LocalBackend> makeBackend(int graceMs = 3000)
    {
        LocalBackend::Options o;
        o.jobsDir = m_data.filePath(QStringLiteral("jobs"));
        o.venvRoot = m_data.filePath(QStringLiteral("venvs"));
        o.graceMs = graceMs;
        auto b = std::make_unique<LocalBackend>(o);
        connect(b.get(), &Backend::jobChanged, this, [this](const JobSnapshot &s) {
            m_last[s.name] = s;
        });
        b->start();
        return b;
    }

    JobStatus status(const QString &job) const { return m_last.value(job).status; }
    QByteArray log(const QString &job, const QString &step) const
    {
        return readFile(QDir(m_backend->logDir(job)).filePath(step + QStringLiteral(".log")));
    }
    QString submit(const TrainJob &job)
    {
        auto r = await(m_backend->submit(job));
        if (!r.ok())
            qWarning("submit failed: %s", qPrintable(r.error().toString()));
        return r.ok() ? *r : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        TRAINDECK_REQUIRE_PYTHON3();
        m_backend = makeBackend();
        QTRY_COMPARE(m_backend->connectionState(), Backend::ConnectionState::Connected);
    }

    void twoNodeDdpAllReduces()
    {
        const QString code = QStringLiteral(
            "import os, torch, torch.distributed as dist\n"
            "rank = int(os.environ['PET_NODE_RANK']); world = int(os.environ['PET_NNODES'])\n"
            "dist.init_process_group('gloo', init_method='tcp://%s:%s' % "
            "(os.environ['PET_MASTER_ADDR'], os.environ['PET_MASTER_PORT']), rank=rank, "
            "world_size=world)\n"
            "t = torch.tensor([float(rank + 1)])\n"
            "dist.all_reduce(t)\n"
            "print('rank=%d world=%d allreduce=%s' % (rank, world, t.item()), flush=True)\n"
            "dist.destroy_process_group()\n");
        TRAINDECK_REQUIRE(Prerequisite::pythonModule(QStringLiteral("torch")),
                          QStringLiteral("python3-torch (import torch)"),
                          QStringLiteral("install Debian's python3-torch (scripts/test does)"));
        const QString name = submit(scriptJob(QStringLiteral("ddp-two"), code, 2));
        QCOMPARE(name, QStringLiteral("ddp-two"));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(name).isFinished(), 120000);
        QCOMPARE(status(name), JobStatus::Complete);
        QVERIFY2(log(name, QStringLiteral("node-0")).contains("rank=0 world=2 allreduce=3.0"),
                 log(name, QStringLiteral("node-0")).constData());
        QVERIFY2(log(name, QStringLiteral("node-1")).contains("rank=1 world=2 allreduce=3.0"),
                 log(name, QStringLiteral("node-1")).constData());
        const JobSnapshot s = m_last.value(name);
        QCOMPARE(s.steps.size(), 2);
        for (const StepSnapshot &st : s.steps) {
            QCOMPARE(st.state, StepState::Succeeded);
            QCOMPARE(st.exitCode.value_or(-1), 0);
        }
    }

    void resourcesOfATwoNodeJob()
    {
        // Each node's process starts a child (same process group) that holds 80 MiB, writes
        // 8 MiB with fsync and then burns a core: the group's figures can only come out
        // this high when the child is counted.
        const QString code = QStringLiteral(
            "import subprocess, sys, time\n"
            "child = ('import os, time\\n'\n"
            "         'x = bytearray(80 << 20)\\n'\n"
            "         'f = open(\"blk-%d\" % os.getpid(), \"wb\")\\n'\n"
            "         'f.write(os.urandom(8 << 20)); f.flush(); os.fsync(f.fileno())\\n'\n"
            "         'end = time.time() + 300\\n'\n"
            "         'while time.time() < end: pass\\n')\n"
            "subprocess.Popen([sys.executable, '-c', child])\n"
            "print('started', flush=True)\n"
            "time.sleep(300)\n");
        const QString name = submit(scriptJob(QStringLiteral("res-two"), code, 2));
        QCOMPARE(name, QStringLiteral("res-two"));
        // A failed check must not leave two busy processes behind for 300 s.
        const auto stop
            = qScopeGuard([&] { [[maybe_unused]] auto r = await(m_backend->cancel(name)); });
        QTRY_VERIFY_WITH_TIMEOUT(log(name, QStringLiteral("node-0")).contains("started")
                                     && log(name, QStringLiteral("node-1")).contains("started"),
                                 60000);
        QList<ResourceSample> samples;
        QStringList unavailable;
        QMetaObject::Connection c1
            = connect(m_backend.get(),
                      &Backend::resourcesSampled,
                      this,
                      [&](const QString &job, const QList<ResourceSample> &s) {
                          if (job == name)
                              samples += s;
                      });
        QMetaObject::Connection c2 = connect(m_backend.get(),
                                             &Backend::resourcesUnavailable,
                                             this,
                                             [&](const QString &job, const QString &why) {
                                                 if (job == name)
                                                     unavailable << why;
                                             });
        // Two watchers: the samples go on until both have gone.
        m_backend->watchResources(name, true);
        m_backend->watchResources(name, true);
        const auto best = [&](const QString &step) {
            ResourceSample top;
            for (const ResourceSample &s : std::as_const(samples))
                if (s.step == step && s.cpuPercent > top.cpuPercent)
                    top = s;
            return top;
        };
        // The children allocate and write for a moment before they burn.
        QTRY_VERIFY_WITH_TIMEOUT(best(QStringLiteral("node-0")).cpuPercent > 20
                                     && best(QStringLiteral("node-1")).cpuPercent > 20
                                     && best(QStringLiteral("node-0")).blockWriteBytes >= (8 << 20)
                                     && best(QStringLiteral("node-1")).blockWriteBytes >= (8 << 20),
                                 30000);
        QVERIFY2(unavailable.isEmpty(), qPrintable(unavailable.join(QLatin1Char('\n'))));
        for (const QString &step : {QStringLiteral("node-0"), QStringLiteral("node-1")}) {
            const ResourceSample s = best(step);
            QVERIFY2(s.memoryBytes > (80 << 20), qPrintable(QString::number(s.memoryBytes)));
            // The child must be no more than the busy core it is, plus a little of its
            // sleeping parent: a wrong tick rate or wall time would show here.
            QVERIFY2(s.cpuPercent < 130, qPrintable(QString::number(s.cpuPercent)));
            QCOMPARE(s.networkRxBytes, qint64(-1));
            QCOMPARE(s.networkTxBytes, qint64(-1));
            QCOMPARE(s.memoryLimitBytes, qint64(-1));
            QCOMPARE(s.gpus, 0);
            QVERIFY(s.msecs > 0);
        }
        // Samples come about once a second per step.
        const qsizetype before = samples.size();
        QTest::qWait(2500);
        QVERIFY2(samples.size() >= before + 3,
                 qPrintable(QString::number(samples.size() - before)));

        m_backend->watchResources(name, false);
        QTest::qWait(1500);
        QVERIFY2(samples.size() >= before + 5, "one watcher left, yet the samples stopped");
        m_backend->watchResources(name, false);
        QTest::qWait(300); // what was already on its way
        const qsizetype stopped = samples.size();
        QTest::qWait(2500);
        QCOMPARE(samples.size(), stopped);

        QVERIFY(await(m_backend->cancel(name)).ok());
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(name).isFinished(), 10000);
        // A finished job has nothing to measure and says so.
        m_backend->watchResources(name, true);
        QTRY_COMPARE_WITH_TIMEOUT(unavailable.size(), 1, 5000);
        QVERIFY2(unavailable.constFirst().contains(QLatin1String("No process of job 'res-two'")),
                 qPrintable(unavailable.constFirst()));
        m_backend->watchResources(name, false);
        disconnect(c1);
        disconnect(c2);
    }

    void masterPortIsChosenPerJob()
    {
        TRAINDECK_REQUIRE(Prerequisite::pythonModule(QStringLiteral("torch")),
                          QStringLiteral("python3-torch (import torch)"),
                          QStringLiteral("install Debian's python3-torch (scripts/test does)"));
        // Kubernetes' fixed 29500 is busy here (held by us, or by someone else already).
        QTcpServer squatter;
        const bool held = squatter.listen(QHostAddress::LocalHost, 29500);
        QTcpServer probe;
        QVERIFY2(held || !probe.listen(QHostAddress::LocalHost, 29500),
                 "port 29500 is neither free for this test nor busy");
        // Two 2-node jobs at once: each rendezvous on its own port, both reduce to 3.0, and
        // the first is still running when the second is submitted.
        const QString code = QStringLiteral(
            "import os, time, torch, torch.distributed as dist\n"
            "print('PORT=' + os.environ['PET_MASTER_PORT'], flush=True)\n"
            "rank = int(os.environ['PET_NODE_RANK']); world = int(os.environ['PET_NNODES'])\n"
            "dist.init_process_group('gloo', init_method='tcp://%s:%s' % "
            "(os.environ['PET_MASTER_ADDR'], os.environ['PET_MASTER_PORT']), rank=rank, "
            "world_size=world)\n"
            "t = torch.tensor([float(rank + 1)])\n"
            "dist.all_reduce(t)\n"
            "print('allreduce=%s' % t.item(), flush=True)\n"
            "time.sleep(3)\n"
            "dist.destroy_process_group()\n");
        const QString first = submit(scriptJob(QStringLiteral("port-a"), code, 2));
        const QString second = submit(scriptJob(QStringLiteral("port-b"), code, 2));
        QCOMPARE(first, QStringLiteral("port-a"));
        QCOMPARE(second, QStringLiteral("port-b"));
        QVERIFY2(!m_last.value(first).isFinished(), "port-a ended before port-b was submitted");
        const auto portOf = [&](const QString &job, const QString &step) {
            const QByteArray out = log(job, step);
            const qsizetype at = out.indexOf("PORT=");
            return at < 0 ? -1 : out.mid(at + 5, out.indexOf('\n', at) - at - 5).toInt();
        };
        for (const QString &job : {first, second}) {
            QTRY_VERIFY_WITH_TIMEOUT(m_last.value(job).isFinished(), 120000);
            QVERIFY2(status(job) == JobStatus::Complete,
                     qPrintable(m_last.value(job).statusMessage + u'\n'
                                + QString::fromUtf8(log(job, QStringLiteral("node-0")))));
            QCOMPARE(portOf(job, QStringLiteral("node-0")), portOf(job, QStringLiteral("node-1")));
            QVERIFY2(log(job, QStringLiteral("node-1")).contains("allreduce=3.0"),
                     log(job, QStringLiteral("node-1")).constData());
        }
        const int a = portOf(first, QStringLiteral("node-0"));
        const int b = portOf(second, QStringLiteral("node-0"));
        QVERIFY2(a > 0 && b > 0, qPrintable(QStringLiteral("ports %1 and %2").arg(a).arg(b)));
        QVERIFY2(a != 29500 && b != 29500,
                 qPrintable(QStringLiteral("ports %1 and %2").arg(a).arg(b)));
        QVERIFY2(a != b, qPrintable(QStringLiteral("both jobs on port %1").arg(a)));
        // The port TrainDeck reports is the one the nodes used.
        const auto submitted = [&](const QString &job) {
            for (const JobEvent &e : m_last.value(job).events) {
                if (e.reason == QLatin1String("Submitted"))
                    return e.message;
            }
            return QString();
        };
        QVERIFY2(submitted(first).endsWith(QStringLiteral("rendezvous port %1").arg(a)),
                 qPrintable(submitted(first)));
    }

    void failingScriptNamesStepAndExitCode()
    {
        const QString name = submit(
            scriptJob(QStringLiteral("fails"),
                      QStringLiteral("import sys\nprint('about to fail')\nsys.exit(3)\n")));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(name).isFinished(), 60000);
        const JobSnapshot s = m_last.value(name);
        QCOMPARE(s.status, JobStatus::Failed);
        QVERIFY2(s.statusMessage.contains(QStringLiteral("node-0")), qPrintable(s.statusMessage));
        QVERIFY2(s.statusMessage.contains(QStringLiteral("exit code 3")),
                 qPrintable(s.statusMessage));
        QCOMPARE(s.steps.first().exitCode.value_or(-1), 3);
        // The job's events tell the story: submitted, started, failed.
        QStringList reasons;
        for (const JobEvent &e : s.events)
            reasons << e.reason;
        QCOMPARE(reasons,
                 QStringList({QStringLiteral("Submitted"),
                              QStringLiteral("Started"),
                              QStringLiteral("Failed")}));
        QVERIFY(s.events.last().warning);
        QVERIFY(s.events.last().message.contains(QStringLiteral("exit code 3")));
        QVERIFY(log(name, QStringLiteral("node-0")).contains("about to fail"));
    }

    // The cause is the script's exception, not the launcher's note before it ("traindeck:
    // creating the Python environment ..." on a job's first run): the status once named that
    // note as the failure of a script with a syntax error.
    void failingScriptNamesItsException()
    {
        const QString name
            = submit(scriptJob(QStringLiteral("syntax"), QStringLiteral("print('x' + )\n")));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(name).isFinished(), 60000);
        const JobSnapshot s = m_last.value(name);
        QCOMPARE(s.status, JobStatus::Failed);
        QVERIFY2(
            s.statusMessage.endsWith(QStringLiteral("exit code 1: SyntaxError: invalid syntax")),
            qPrintable(s.statusMessage));
    }

    void failedNodeStopsItsSibling()
    {
        const QString code = QStringLiteral("import os, sys, time\n"
                                            "if os.environ['PET_NODE_RANK'] == '1':\n"
                                            "    sys.exit(5)\n"
                                            "time.sleep(300)\n");
        const QString name = submit(scriptJob(QStringLiteral("sibling"), code, 2));
        // Failed as soon as node-1 fails; finished once node-0 has been stopped too.
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(name).finished.isValid(), 60000);
        const JobSnapshot s = m_last.value(name);
        QCOMPARE(s.status, JobStatus::Failed);
        QVERIFY2(s.statusMessage.contains(QStringLiteral("node-1")), qPrintable(s.statusMessage));
        QCOMPARE(s.step(QStringLiteral("node-0"))->state, StepState::Failed);
    }

    void cancelLeavesNoProcess()
    {
        const QString code
            = QStringLiteral("import subprocess, time\n"
                             "subprocess.Popen(['sleep', '300'])\n" // a grandchild: must die too
                             "print('started', flush=True)\n"
                             "time.sleep(300)\n");
        const QString name = submit(scriptJob(QStringLiteral("to-cancel"), code, 2));
        QTRY_VERIFY_WITH_TIMEOUT(log(name, QStringLiteral("node-0")).contains("started")
                                     && log(name, QStringLiteral("node-1")).contains("started"),
                                 60000);
        QList<qint64> groups;
        for (const StepSnapshot &st : m_last.value(name).steps)
            groups << st.objectId.toLongLong();
        for (qint64 g : groups)
            QVERIFY(ProcessLauncher::groupMembers(g).size() >= 2);
        auto r = await(m_backend->cancel(name));
        QVERIFY(r.ok());
        // Every process of every step is gone within the grace period (3 s) plus polling.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (qint64 g : groups) {
                    if (!ProcessLauncher::groupMembers(g).isEmpty())
                        return false;
                }
                return true;
            }(),
            5000);
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(name).isFinished(), 5000);
        QCOMPARE(m_last.value(name).status, JobStatus::Failed);
        QCOMPARE(m_last.value(name).statusReason, QStringLiteral("Cancelled"));
    }

    void injectionCorpusExecutesNothing_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addRow("semicolon") << QStringLiteral("\"; touch %1/pwned-semicolon #");
        QTest::addRow("subshell") << QStringLiteral("$(touch %1/pwned-subshell)");
        QTest::addRow("backticks") << QStringLiteral("`touch %1/pwned-backticks`");
        QTest::addRow("newline") << QStringLiteral("x\ntouch %1/pwned-newline\n");
        QTest::addRow("single quote") << QStringLiteral("it's'; touch %1/pwned-quote; echo '");
        QTest::addRow("spaces and glob") << QStringLiteral("a b * ? [x] ~ %1");
        QTest::addRow("rm") << QStringLiteral("\"; rm -rf ~ #");
        QTest::addRow("dollar var") << QStringLiteral("${HOME} $PATH %1");
    }

    void injectionCorpusExecutesNothing()
    {
        QFETCH(QString, value);
        QTemporaryDir canary;
        const QString v = value.contains(QStringLiteral("%1")) ? value.arg(canary.path()) : value;
        // The script prints what it received: args, env and its own file name, as JSON.
        TrainJob job = scriptJob(
            QStringLiteral("inject-%1").arg(QString::number(qHash(v), 16)),
            QStringLiteral("import json, os, sys\n"
                           "print('ARGS=' + json.dumps(sys.argv[1:]), flush=True)\n"
                           "print('ENV=' + json.dumps(os.environ.get('EVIL', '')), flush=True)\n"));
        auto &t = std::get<CustomTrainer>(job.trainer);
        t.args = {v, QStringLiteral("--plain"), v};
        t.env = {EnvVar{QStringLiteral("EVIL"), v, nullptr}};
        t.scriptPath = v + QStringLiteral(".py"); // the name reaches the workspace sanitized
        t.scriptContent = t.inlineCode.toUtf8();
        t.scriptLoaded = true;
        const QString name = submit(job);
        QVERIFY(!name.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(name).isFinished(), 60000);
        QCOMPARE(m_last.value(name).status, JobStatus::Complete);
        const QByteArray out = log(name, QStringLiteral("node-0"));
        const qsizetype a = out.indexOf("ARGS=");
        QVERIFY2(a >= 0, out.constData());
        const QJsonArray args
            = QJsonDocument::fromJson(out.mid(a + 5, out.indexOf('\n', a) - a - 5)).array();
        QCOMPARE(args.size(), 3);
        QCOMPARE(args[0].toString(), v);
        QCOMPARE(args[2].toString(), v);
        const qsizetype e = out.indexOf("ENV=");
        QCOMPARE(QJsonDocument::fromJson("[" + out.mid(e + 4, out.indexOf('\n', e) - e - 4) + "]")
                     .array()
                     .at(0)
                     .toString(),
                 v);
        QVERIFY2(QDir(canary.path()).entryList(QDir::Files).isEmpty(), "an injected command ran");
        QVERIFY(QDir::home().exists());
    }

    void pipFailureNamesPackageAndIndex()
    {
        // Port 9 (discard) on loopback: nothing answers, so pip fails fast and for real.
        TrainJob job = scriptJob(QStringLiteral("pip-fails"), QStringLiteral("print('never')\n"));
        auto &t = std::get<CustomTrainer>(job.trainer);
        t.packagesToInstall = {QStringLiteral("traindeck-no-such-package")};
        t.pipIndexUrls = {QStringLiteral("http://127.0.0.1:9/simple")};
        const QString name = submit(job);
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(name).isFinished(), 180000);
        QCOMPARE(m_last.value(name).status, JobStatus::Failed);
        const QByteArray out = log(name, QStringLiteral("node-0"));
        QVERIFY2(
            out.contains(
                "pip could not install traindeck-no-such-package from http://127.0.0.1:9/simple"),
            out.constData());
        // pip's own words, which TrainDeck's message above does not contain.
        QVERIFY2(out.contains("No matching distribution found for traindeck-no-such-package"),
                 out.constData());
        QVERIFY(!out.contains("never"));
        // The job's own message says it too, without opening the log.
        const QString msg = m_last.value(name).statusMessage;
        QVERIFY2(msg.contains(QStringLiteral("traindeck-no-such-package"))
                     && msg.contains(QStringLiteral("http://127.0.0.1:9/simple")),
                 qPrintable(msg));
    }

    void venvIsReusedForTheSamePackageSet()
    {
        // Same runtime, same (empty) package set: the second job finds the venv ready.
        const QString a
            = submit(scriptJob(QStringLiteral("venv-a"), QStringLiteral("print('a')\n")));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(a).isFinished(), 60000);
        const QString b
            = submit(scriptJob(QStringLiteral("venv-b"), QStringLiteral("print('b')\n")));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(b).isFinished(), 60000);
        QCOMPARE(m_last.value(b).status, JobStatus::Complete);
        QVERIFY(!log(b, QStringLiteral("node-0")).contains("creating the Python environment"));
        const QStringList venvs = QDir(m_data.filePath(QStringLiteral("venvs")))
                                      .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(venvs.size(), 1); // pip-fails made none: a failed build is removed
    }

    void s3InitializerAgainstS3rver()
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
        // Upload a small dataset with boto3, as a user would.
        QProcess upload;
        upload.setProcessChannelMode(QProcess::MergedChannels);
        const QString py = QStringLiteral(
            "import boto3, sys, time\n"
            "s3 = boto3.client('s3', endpoint_url=sys.argv[1], aws_access_key_id='S3RVER', "
            "aws_secret_access_key='S3RVER', region_name='us-east-1')\n"
            "for i in range(50):\n"
            "    try:\n"
            "        s3.create_bucket(Bucket='datasets'); break\n"
            "    except Exception:\n"
            "        time.sleep(0.2)\n"
            "s3.put_object(Bucket='datasets', Key='mnist/train.csv', Body=b'x,y\\n1,2\\n3,4\\n')\n"
            "s3.put_object(Bucket='datasets', Key='mnist/skip.bin', Body=b'ignored')\n"
            "print('uploaded')\n");
        upload.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), py, endpoint});
        QVERIFY(upload.waitForFinished(60000));
        QVERIFY2(upload.readAll().contains("uploaded"), "upload to s3rver failed");

        TrainJob job = scriptJob(
            QStringLiteral("s3-init"),
            QStringLiteral(
                "import os\n"
                "p = os.path.join(os.environ['DATASET_PATH'], 'train.csv')\n"
                "print('ROWS=%d' % (len(open(p).read().splitlines()) - 1), flush=True)\n"
                "print('SKIPPED=%s' % (not os.path.exists(os.path.join(os.environ['DATASET_PATH'], "
                "'skip.bin'))), flush=True)\n"));
        S3DatasetInitializer s3;
        s3.storageUri = QStringLiteral("s3://datasets/mnist");
        s3.endpoint = endpoint;
        s3.accessKeyId = QStringLiteral("S3RVER");
        s3.secretAccessKey = QStringLiteral("S3RVER");
        s3.region = QStringLiteral("us-east-1");
        s3.ignorePatterns = {QStringLiteral("*.bin")};
        job.dataset.config = s3;
        const QString name = submit(job);
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(name).isFinished(), 120000);
        const QByteArray init = log(name, QStringLiteral("dataset-initializer"));
        QCOMPARE(m_last.value(name).status, JobStatus::Complete);
        QVERIFY2(init.contains("train.csv"), init.constData());
        QVERIFY2(log(name, QStringLiteral("node-0")).contains("ROWS=2"),
                 log(name, QStringLiteral("node-0")).constData());
        QVERIFY(log(name, QStringLiteral("node-0")).contains("SKIPPED=True"));
        // The initializer ran before the node.
        const JobSnapshot s = m_last.value(name);
        QVERIFY(s.step(QStringLiteral("dataset-initializer"))->finishedAt
                <= s.step(QStringLiteral("node-0"))->startedAt);
        // The keys are in no file TrainDeck wrote: job folder, state, plan and logs.
        const SecretScan scan = SecretScan::folder(m_data.filePath(QStringLiteral("jobs")),
                                                   {QStringLiteral("S3RVER")});
        QVERIFY(scan.filesRead >= 3);
        QVERIFY2(scan.leaks.isEmpty(), qPrintable(scan.leaks.join(u'\n')));
    }

    void missingInitializerLibraryIsClear()
    {
        TrainJob job = scriptJob(QStringLiteral("hf-missing"), QStringLiteral("print('never')\n"));
        HuggingFaceModelInitializer hf;
        hf.storageUri = QStringLiteral("hf://distilbert/distilbert-base-uncased");
        job.model.config = hf;
        const QString name = submit(job);
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(name).isFinished(), 60000);
        const JobSnapshot s = m_last.value(name);
        QCOMPARE(s.status, JobStatus::Failed);
        QVERIFY2(s.statusMessage.contains(QStringLiteral("model-initializer")),
                 qPrintable(s.statusMessage));
        const QByteArray out = log(name, QStringLiteral("model-initializer"));
        if (out.contains("huggingface_hub")) {
            QVERIFY2(out.contains("install it"), out.constData());
        } else {
            // huggingface_hub is installed here; with no network the download fails clearly.
            QVERIFY2(out.contains("could not download"), out.constData());
        }
        QCOMPARE(s.step(QStringLiteral("node-0"))->state, StepState::Failed);
        QVERIFY(log(name, QStringLiteral("node-0")).isEmpty());
    }

    void duplicateNameIsRefused()
    {
        auto r = await(
            m_backend->submit(scriptJob(QStringLiteral("fails"), QStringLiteral("print(1)\n"))));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY(r.error().message.contains(QStringLiteral("fails")));
    }

    void restartPicksUpRunningJob()
    {
        const QString code = QStringLiteral("import time\n"
                                            "for i in range(40):\n"
                                            "    print('line %d' % i, flush=True)\n"
                                            "    time.sleep(0.1)\n");
        const QString name = submit(scriptJob(QStringLiteral("survivor"), code, 2));
        QTRY_VERIFY_WITH_TIMEOUT(log(name, QStringLiteral("node-0")).contains("line 3"), 60000);
        m_backend.reset(); // TrainDeck quits; the processes keep running
        m_last.remove(name);
        m_backend = makeBackend();
        QTRY_VERIFY_WITH_TIMEOUT(m_last.contains(name), 10000);
        QVERIFY(m_last.value(name).status == JobStatus::Running
                || m_last.value(name).status == JobStatus::Complete);
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(name).isFinished(), 60000);
        QCOMPARE(m_last.value(name).status, JobStatus::Complete);
        for (const QString &step : {QStringLiteral("node-0"), QStringLiteral("node-1")}) {
            QByteArray expected;
            for (int i = 0; i < 40; ++i)
                expected += QByteArray("line ") + QByteArray::number(i) + '\n';
            QCOMPARE(log(name, step), expected);
        }
        auto list = await(m_backend->jobs());
        QVERIFY(list.ok());
        QVERIFY(std::any_of(
            list->cbegin(), list->cend(), [&](const JobSnapshot &j) { return j.name == name; }));
    }

    void removeDeletesEverything()
    {
        const QString name = submit(scriptJob(QStringLiteral("to-remove"),
                                              QStringLiteral("import time\ntime.sleep(300)\n")));
        QTRY_COMPARE_WITH_TIMEOUT(status(name), JobStatus::Running, 30000);
        QSignalSpy removed(m_backend.get(), &Backend::jobRemoved);
        auto r = await(m_backend->remove(name));
        QVERIFY(r.ok());
        QTRY_COMPARE(removed.count(), 1);
        QVERIFY(!QFileInfo::exists(QDir(m_data.filePath(QStringLiteral("jobs"))).filePath(name)));
        QVERIFY(!await(m_backend->job(name)).ok());
    }
};

QTEST_GUILESS_MAIN(TestLocalBackend)
#include "tst_localbackend.moc"
