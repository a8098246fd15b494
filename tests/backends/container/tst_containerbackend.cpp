// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// End-to-end tests of the Docker/Podman backend against the real dockerd and the
// real `podman system service` that scripts/test starts (scripts/engines/start), with images
// built from a debootstrap rootfs and real multi-node PyTorch (gloo, CPU). Every scenario
// runs on both engines. Nothing of TrainDeck or the engines is mocked; one thing is a
// stand-in: the dataset/model initializer image (TRAINDECK_TEST_INITIALIZER_IMAGE, built from
// scripts/engines/initializer/test-initializer.py) writes known files instead of downloading.
// Kubeflow's own initializer images cannot run here: ghcr.io is out of reach (no network),
// their code needs opendal and huggingface_hub, which neither Debian nor the test image has,
// and no network to Hugging Face or S3 from the containers. kubeflowInitializerContract runs
// instead an image under Kubeflow's name whose pkg.initializers.dataset module keeps upstream's
// contract (pkg/initializers in kubeflow/trainer), so TrainDeck's path for the real images is
// exercised end to end.
#include "backends/container/containerbackend.h"
#include "backends/container/engineclient.h"
#include "libs/transport/httpreply.h"
#include "libs/transport/logdemuxer.h"
#include "tests/support/awaitresult.h"
#include "tests/support/enginelog.h"
#include "tests/support/prerequisite.h"
#include "tests/support/secretscan.h"

#include "core/codec/jobloader.h"
#include "core/domain/labels.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;

namespace {

QString env(const char *name)
{
    return qEnvironmentVariable(name);
}

/// The engine's own view, straight from its API, to check the backend against.
class Engine
{
public:
    explicit Engine(const QString &url)
        : client(*Transport::Endpoint::parse(url))
    {
        bool done = false;
        client.ping([&](Result<EngineIdentity>) { done = true; });
        QTRY_VERIFY_WITH_TIMEOUT(done, 10000);
    }
    enum class Missing { Fails, IsFine };
    /// One engine call. A call that fails or times out fails the test (with the engine's
    /// words) and returns null, so "nothing left" can never be read from a failed listing.
    /// `Missing::IsFine` lets a 404 pass, for cleanup of what may not exist.
    Json call(std::function<void(EngineClient::Done)> fn, Missing missing = Missing::Fails)
    {
        std::optional<Result<Json>> r;
        fn([&](Result<Json> x) { r = std::move(x); });
        QElapsedTimer t;
        t.start();
        while (!r && t.elapsed() < 60000)
            QTest::qWait(5);
        if (!r) {
            QTest::qFail("an engine call did not answer within 60 s", __FILE__, __LINE__);
            return Json();
        }
        if (!*r) {
            if (missing == Missing::IsFine && r->error().kind == Error::Kind::NotFound)
                return Json();
            QTest::qFail(
                qPrintable(QStringLiteral("an engine call failed: ") + r->error().toString()),
                __FILE__,
                __LINE__);
            return Json();
        }
        return **r;
    }
    Json containers(const QString &job)
    {
        return call([&](auto d) {
            client.listContainers({Labels::TrainJobName + QLatin1Char('=') + job}, d);
        });
    }
    Json networks(const QString &job)
    {
        return call([&](auto d) {
            client.listNetworks({Labels::TrainJobName + QLatin1Char('=') + job}, d);
        });
    }
    Json inspect(const QString &name)
    {
        return call([&](auto d) { client.inspectContainer(name, d); });
    }
    /// The engine's own copy of a container's stdout, without timestamps.
    QByteArray stdoutLog(const QString &name)
    {
        const auto r = Tests::engineStdout(client, name);
        if (!r)
            QTest::qFail(qPrintable(QStringLiteral("reading the engine's log failed: ")
                                    + r.error().toString()),
                         __FILE__,
                         __LINE__);
        return r ? *r : QByteArray();
    }
    EngineClient client;
};

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestContainerBackend : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_image;
    QString m_initImage;
    QHash<QString, JobSnapshot> m_last;
    QList<Backend::ConnectionState> m_states;

    QString host(const QString &engine) const
    {
        return engine == QLatin1String("docker") ? env("TRAINDECK_TEST_DOCKER_HOST")
                                                 : env("TRAINDECK_TEST_PODMAN_HOST");
    }

    std::unique_ptr<ContainerBackend> makeBackend(const QString &engine,
                                                  ContainerBackend::Options o = {})
    {
        o.engine = engine == QLatin1String("docker") ? BackendKind::Docker : BackendKind::Podman;
        o.host = host(engine);
        o.jobsDir = m_dir.filePath(engine + QStringLiteral("/jobs"));
        o.workdirRoot = m_dir.filePath(engine + QStringLiteral("/work"));
        o.pollMs = 500;
        auto b = std::make_unique<ContainerBackend>(o);
        connect(b.get(), &Backend::jobChanged, this, [this](const JobSnapshot &s) {
            m_last[s.name] = s;
        });
        connect(b.get(),
                &Backend::connectionChanged,
                this,
                [this](Backend::ConnectionState s, const QString &) { m_states << s; });
        b->start();
        auto up = await(b->connected());
        if (!up)
            qWarning() << up.error().message;
        return b;
    }

    static TrainJob
    containerJob(const QString &name, const QString &image, const QString &code, int nodes)
    {
        TrainJob job;
        job.name = name;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = image;
        t.command = {QStringLiteral("python3"), QStringLiteral("-u"), QStringLiteral("-c"), code};
        t.numNodes = nodes;
        job.trainer = t;
        return job;
    }

    /// Submits after removing what an earlier, interrupted run may have left of the job.
    Result<QString> submitFresh(ContainerBackend &b, const TrainJob &job, int timeoutMs = 120000)
    {
        auto gone = await(b.remove(job.name), 60000);
        if (!gone && gone.error().kind != Error::Kind::NotFound)
            qWarning() << "cleanup of" << job.name << ":" << gone.error().message;
        m_last.remove(job.name);
        auto r = await(b.submit(job), timeoutMs);
        if (r && !m_last.contains(job.name))
            m_last.insert(job.name, JobSnapshot{});
        return r;
    }

    QByteArray log(ContainerBackend &b, const QString &job, const QString &step) const
    {
        return readFile(QDir(b.logDir(job)).filePath(step + QStringLiteral(".log")));
    }

    bool waitFinished(const QString &job, int timeoutMs = 180000)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < timeoutMs) {
            if (m_last.value(job).isFinished())
                return true;
            QTest::qWait(50);
        }
        return false;
    }

    void engines()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("docker") << QStringLiteral("docker");
        QTest::newRow("podman") << QStringLiteral("podman");
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_image = env("TRAINDECK_TEST_IMAGE");
        m_initImage = env("TRAINDECK_TEST_INITIALIZER_IMAGE");
        TRAINDECK_REQUIRE(!env("TRAINDECK_TEST_DOCKER_HOST").isEmpty()
                              && !env("TRAINDECK_TEST_PODMAN_HOST").isEmpty(),
                          QStringLiteral("the container engines (TRAINDECK_TEST_DOCKER_HOST, "
                                         "TRAINDECK_TEST_PODMAN_HOST)"),
                          QStringLiteral("run through scripts/test, which starts dockerd and "
                                         "podman (scripts/engines/start)"));
        QVERIFY(!m_image.isEmpty());
    }

    void twoNodeAllReduce_data() { engines(); }
    void twoNodeAllReduce()
    {
        QFETCH(QString, engine);
        auto b = makeBackend(engine);
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        QVERIFY(b->connectionReason().contains(engine == QLatin1String("docker")
                                                   ? QStringLiteral("Docker")
                                                   : QStringLiteral("Libpod")));
        auto job = JobLoader::loadFile(
            QStringLiteral(TRAINDECK_SOURCE_DIR "/resources/examples/demo-job.yaml"));
        QVERIFY(job);
        job->name = QStringLiteral("ddp-") + engine;
        std::get<CustomTrainer>(job->trainer).image = m_image;
        auto name = submitFresh(*b, *job);
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QVERIFY(waitFinished(*name));
        const JobSnapshot s = m_last.value(*name);
        QVERIFY2(s.status == JobStatus::Complete,
                 qPrintable(s.statusMessage + QLatin1Char('\n')
                            + QString::fromUtf8(log(*b, *name, QStringLiteral("node-0")))));
        for (const QString &step : {QStringLiteral("node-0"), QStringLiteral("node-1")}) {
            QTRY_VERIFY_WITH_TIMEOUT(log(*b, *name, step).contains("allreduce=3.0"), 10000);
        }
        // The SDK's conventions, checked on the engine itself.
        Engine e(host(engine));
        const Json cs = e.containers(*name);
        QVERIFY2(cs.is_array(), "the engine's listing failed");
        QCOMPARE(int(cs.size()), 2);
        for (const Json &c : cs) {
            const QString n = QString::fromStdString(c["Names"][0].get<std::string>());
            QVERIFY(n == QLatin1String("/ddp-") + engine + QLatin1String("-node-0")
                    || n == QLatin1String("/ddp-") + engine + QLatin1String("-node-1"));
            QVERIFY(c["Labels"].contains(Labels::NetworkId.toStdString()));
        }
        const Json nets = e.networks(*name);
        QVERIFY2(nets.is_array(), "the engine's listing failed");
        QCOMPARE(int(nets.size()), 1);
        QCOMPARE(QString::fromStdString(nets[0]["Name"].get<std::string>()),
                 *name + QStringLiteral("-net"));
        QVERIFY(nets[0]["Labels"].contains(Labels::RuntimeName.toStdString()));
        QVERIFY(nets[0]["Labels"].contains(Labels::Workdir.toStdString()));
        QVERIFY(await(b->remove(*name)));
    }

    void resourcesFromTheStatsStream_data() { engines(); }
    void resourcesFromTheStatsStream()
    {
        QFETCH(QString, engine);
        auto b = makeBackend(engine);
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        const QString code = QStringLiteral("import time\n"
                                            "x = bytearray(60 << 20)\n"
                                            "print('burning', flush=True)\n"
                                            "end = time.time() + 300\n"
                                            "while time.time() < end: pass\n");
        auto name
            = submitFresh(*b, containerJob(QStringLiteral("res-") + engine, m_image, code, 1));
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        // A failed check must not leave a busy container behind for 300 s.
        const auto cleanup
            = qScopeGuard([&] { [[maybe_unused]] auto r = await(b->remove(*name), 60000); });
        QTRY_VERIFY_WITH_TIMEOUT(log(*b, *name, QStringLiteral("node-0")).contains("burning"),
                                 60000);
        QList<ResourceSample> samples;
        QStringList unavailable;
        connect(b.get(),
                &Backend::resourcesSampled,
                this,
                [&](const QString &job, const QList<ResourceSample> &s) {
                    if (job == *name)
                        samples += s;
                });
        connect(b.get(),
                &Backend::resourcesUnavailable,
                this,
                [&](const QString &job, const QString &why) {
                    if (job == *name)
                        unavailable << why;
                });
        b->watchResources(*name, true);
        const auto busy = [&] {
            for (const ResourceSample &s : std::as_const(samples))
                if (s.cpuPercent > 20)
                    return s;
            return ResourceSample{};
        };
        // Docker streams every second, Podman every five (and its first has no CPU figure).
        QTRY_VERIFY_WITH_TIMEOUT(busy().cpuPercent > 20, 30000);
        QVERIFY2(unavailable.isEmpty(), qPrintable(unavailable.join(QLatin1Char('\n'))));
        const ResourceSample s = busy();
        QCOMPARE(s.step, QStringLiteral("node-0"));
        // About one core for one busy thread. Not a tight bound: on a virtual machine whose
        // host is busy, the Docker CLI's formula (the container's CPU time over the guest's
        // counted system time, which leaves out stolen time) reads well above 100 % (178 %
        // was seen here under load). The formula's exact arithmetic is checked on captured
        // stats in backends.container.containerstats; here a unit mistake (ns for µs: x1000)
        // must still fail.
        QVERIFY2(s.cpuPercent <= 100.0 * QThread::idealThreadCount() * 2,
                 qPrintable(QString::number(s.cpuPercent)));
        QVERIFY2(s.memoryBytes > (60 << 20), qPrintable(QString::number(s.memoryBytes)));
        QVERIFY(s.memoryLimitBytes >= s.memoryBytes);
        // The job's network: both engines count its interface.
        QVERIFY2(s.networkRxBytes >= 0 && s.networkTxBytes >= 0,
                 qPrintable(QStringLiteral("%1 %2").arg(s.networkRxBytes).arg(s.networkTxBytes)));
        QVERIFY(s.blockReadBytes >= 0 && s.blockWriteBytes >= 0);
        QVERIFY(qAbs(s.msecs - QDateTime::currentMSecsSinceEpoch()) < 60000);

        // Unwatched: the stream closes and nothing more comes (Podman's interval is 5 s).
        b->watchResources(*name, false);
        QTest::qWait(300);
        const qsizetype stopped = samples.size();
        QTest::qWait(6000);
        QCOMPARE(samples.size(), stopped);

        // Watched again, then the container ends: the samples stop and the backend says why.
        b->watchResources(*name, true);
        QTRY_VERIFY_WITH_TIMEOUT(samples.size() > stopped, 15000);
        QVERIFY(await(b->cancel(*name)));
        QVERIFY(waitFinished(*name, 60000));
        QTRY_COMPARE_WITH_TIMEOUT(unavailable.size(), 1, 15000);
        QVERIFY2(unavailable.constFirst().startsWith(
                     QStringLiteral("No container of job '%1' is running").arg(*name)),
                 qPrintable(unavailable.constFirst()));
        QTest::qWait(300);
        const qsizetype ended = samples.size();
        QTest::qWait(6000);
        QCOMPARE(samples.size(), ended);
        b->watchResources(*name, false);
    }

    void initializersRunFirst_data() { engines(); }
    void initializersRunFirst()
    {
        QFETCH(QString, engine);
        ContainerBackend::Options o;
        o.datasetInitializerImage = m_initImage;
        o.modelInitializerImage = m_initImage;
        auto b = makeBackend(engine, o);
        TrainJob job = containerJob(
            QStringLiteral("init-") + engine,
            m_image,
            QStringLiteral("print(open('/workspace/dataset/source.txt').read().strip()); "
                           "print(open('/workspace/model/source.txt').read().strip()); "
                           "print(open('/workspace/dataset/data.txt').read().strip())"),
            1);
        const QString token = QStringLiteral("hf_container_token_") + engine;
        const QString keyId = QStringLiteral("AKIA_CONTAINER_") + engine.toUpper();
        const QString secret = QStringLiteral("container-secret-key-") + engine;
        HuggingFaceDatasetInitializer ds;
        ds.storageUri = QStringLiteral("hf://tiny/dataset");
        ds.accessToken = token;
        job.dataset.config = ds;
        S3ModelInitializer model;
        model.storageUri = QStringLiteral("s3://models/tiny");
        model.endpoint = QStringLiteral("http://127.0.0.1:1");
        model.accessKeyId = keyId;
        model.secretAccessKey = secret;
        job.model.config = model;
        auto name = submitFresh(*b, job);
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QVERIFY(waitFinished(*name));
        const JobSnapshot s = m_last.value(*name);
        QVERIFY2(s.status == JobStatus::Complete, qPrintable(s.statusMessage));
        const QByteArray node = log(*b, *name, QStringLiteral("node-0"));
        QVERIFY2(
            node.contains("hf://tiny/dataset\ns3://models/tiny\npayload for hf://tiny/dataset"),
            node.constData());
        // Initializers finished before the node started.
        const StepSnapshot *ds0 = s.step(QStringLiteral("dataset-initializer"));
        const StepSnapshot *md0 = s.step(QStringLiteral("model-initializer"));
        const StepSnapshot *n0 = s.step(QStringLiteral("node-0"));
        QVERIFY(ds0 && md0 && n0);
        QVERIFY(ds0->finishedAt.isValid() && n0->startedAt.isValid());
        QVERIFY(ds0->finishedAt <= n0->startedAt);
        QVERIFY(md0->finishedAt <= n0->startedAt);
        // The credentials reach the initializers, as the SDK passes them, and no file of ours.
        Engine e(host(engine));
        const auto hasEnv = [&](const QString &id, const QString &entry) {
            const Json env = e.inspect(id)["Config"]["Env"];
            return env.is_array()
                   && std::find(env.begin(), env.end(), Json(entry.toStdString())) != env.end();
        };
        QVERIFY(hasEnv(ds0->objectId, QStringLiteral("ACCESS_TOKEN=") + token));
        QVERIFY(hasEnv(md0->objectId, QStringLiteral("SECRET_ACCESS_KEY=") + secret));
        const SecretScan scan = SecretScan::folder(m_dir.filePath(engine), {token, keyId, secret});
        QVERIFY(scan.filesRead >= 4);
        QVERIFY2(scan.leaks.isEmpty(), qPrintable(scan.leaks.join(u'\n')));
        // Their logs outlive their containers.
        e.call([&](auto d) { e.client.removeContainer(ds0->objectId, true, d); });
        e.call([&](auto d) { e.client.removeContainer(md0->objectId, true, d); });
        const Json left = e.containers(*name);
        QVERIFY2(left.is_array(), "the engine's listing failed");
        QCOMPARE(int(left.size()), 1);
        QVERIFY(
            log(*b, *name, QStringLiteral("dataset-initializer")).contains("hf://tiny/dataset"));
        QVERIFY(log(*b, *name, QStringLiteral("model-initializer")).contains("s3://models/tiny"));
        QVERIFY(await(b->remove(*name)));
    }

    // Upstream's contract (kubeflow/trainer pkg/initializers; the SDK's container backend,
    // docs/kubeflow.md): the image is run as `bash -c "python -m
    // pkg.initializers.dataset"` in /app; STORAGE_URI is required; every optional field comes
    // from its upper-cased name (ENDPOINT, ACCESS_KEY_ID, SECRET_ACCESS_KEY, REGION,
    // IGNORE_PATTERNS comma-joined, ROLE_ARN); the data lands in the fixed /workspace/dataset,
    // whatever OUTPUT_PATH says, where the nodes read it. The module below is written for
    // this test (nothing of upstream is copied) and records what it was given.
    void kubeflowInitializerContract_data() { engines(); }
    void kubeflowInitializerContract()
    {
        QFETCH(QString, engine);
        Engine e(host(engine));
        const QString repo = QStringLiteral("ghcr.io/kubeflow/trainer/dataset-initializer");
        const QString tag = QStringLiteral("traindeck-contract");
        const QString image = repo + u':' + tag;
        const QString builder = QStringLiteral("contract-build-") + engine;
        (void)e.call([&](auto d) { e.client.removeContainer(builder, true, d); },
                     Engine::Missing::IsFine);
        const auto cleanup = qScopeGuard([&] {
            (void)e.call([&](auto d) { e.client.removeContainer(builder, true, d); },
                         Engine::Missing::IsFine);
            QUrlQuery force;
            force.addQueryItem(QStringLiteral("force"), QStringLiteral("1"));
            (void)e.call(
                [&](auto d) {
                    e.client.call("DELETE", QStringLiteral("/images/") + image, force, nullptr, d);
                },
                Engine::Missing::IsFine);
        });
        const std::string module
            = "import json, os\n"
              "from urllib.parse import urlparse\n"
              "uri = os.environ.get('STORAGE_URI')\n"
              "if not uri:\n"
              "    raise ValueError('STORAGE_URI environment variable must be set')\n"
              "names = ['storage_uri', 'ignore_patterns', 'endpoint', 'access_key_id',\n"
              "         'secret_access_key', 'region', 'role_arn']\n"
              "config = {n: os.environ.get(n.upper()) or None for n in names}\n"
              "if config['ignore_patterns']:\n"
              "    config['ignore_patterns'] = [p.strip() for p in\n"
              "                                 config['ignore_patterns'].split(',') if "
              "p.strip()]\n"
              "out = '/workspace/dataset'\n"
              "os.makedirs(out, exist_ok=True)\n"
              "secret = config.pop('secret_access_key')\n"
              "seen = {'module': __spec__.name, 'cwd': os.getcwd(),\n"
              "        'scheme': urlparse(uri).scheme, 'config': config,\n"
              "        'secret given': bool(secret)}\n"
              "with open(os.path.join(out, 'contract.json'), 'w') as f:\n"
              "    json.dump(seen, f, sort_keys=True)\n"
              "print('contract initializer wrote', out, flush=True)\n";
        // Lays the package out under /app and gives the image the `python` upstream's has.
        const std::string setup = "import os, sys\n"
                                  "d = '/app/pkg/initializers/dataset'\n"
                                  "os.makedirs(d)\n"
                                  "for p in ['/app/pkg', '/app/pkg/initializers', d]:\n"
                                  "    open(p + '/__init__.py', 'w').close()\n"
                                  "open(d + '/__main__.py', 'w').write(sys.argv[1])\n"
                                  "if not os.path.exists('/usr/local/bin/python'):\n"
                                  "    os.symlink('/usr/bin/python3', '/usr/local/bin/python')\n";
        const Json body = {{"Image", m_initImage.toStdString()},
                           {"Entrypoint", {"python3", "-c", setup, module}},
                           {"Cmd", Json::array()}};
        const Json created = e.call([&](auto d) { e.client.createContainer(builder, body, d); });
        QVERIFY2(created.contains("Id"), created.dump().c_str());
        (void)e.call([&](auto d) { e.client.startContainer(builder, d); });
        const Json exited = e.call(
            [&](auto d) { e.client.waitContainer(builder, QStringLiteral("not-running"), d); });
        QCOMPARE(exited.value("StatusCode", -1), 0);
        QUrlQuery commit;
        commit.addQueryItem(QStringLiteral("container"), builder);
        commit.addQueryItem(QStringLiteral("repo"), repo);
        commit.addQueryItem(QStringLiteral("tag"), tag);
        // Podman's compat API wants a body (the container config to change): none changed.
        const Json noChanges = Json::object();
        const Json committed = e.call([&](auto d) {
            e.client.call("POST", QStringLiteral("/commit"), commit, &noChanges, d);
        });
        QVERIFY2(committed.contains("Id") || committed.contains("id"), committed.dump().c_str());

        ContainerBackend::Options o;
        o.datasetInitializerImage = image;
        auto b = makeBackend(engine, o);
        TrainJob job = containerJob(
            QStringLiteral("kfinit-") + engine,
            m_image,
            QStringLiteral("print('CONTRACT=' + open('/workspace/dataset/contract.json').read())"),
            1);
        const QString secret = QStringLiteral("contract-secret-") + engine;
        S3DatasetInitializer s3;
        s3.storageUri = QStringLiteral("s3://datasets/mnist");
        s3.endpoint = QStringLiteral("http://minio.example:9000");
        s3.accessKeyId = QStringLiteral("AKIA_CONTRACT");
        s3.secretAccessKey = secret;
        s3.region = QStringLiteral("eu-west-1");
        s3.ignorePatterns = {QStringLiteral("*.bin"), QStringLiteral("*.tmp")};
        job.dataset.config = s3;
        auto name = submitFresh(*b, job);
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QVERIFY(waitFinished(*name));
        const JobSnapshot s = m_last.value(*name);
        const QByteArray init = log(*b, *name, QStringLiteral("dataset-initializer"));
        QVERIFY2(s.status == JobStatus::Complete,
                 qPrintable(s.statusMessage + u'\n' + QString::fromUtf8(init)));
        QVERIFY2(init.contains("contract initializer wrote /workspace/dataset"), init.constData());
        const QByteArray node = log(*b, *name, QStringLiteral("node-0"));
        const qsizetype at = node.indexOf("CONTRACT=");
        QVERIFY2(at >= 0, node.constData());
        const Json seen = Json::parse(
            node.mid(at + 9, node.indexOf('\n', at) - at - 9).toStdString(), nullptr, false);
        QVERIFY2(seen.is_object(), node.constData());
        QCOMPARE(QString::fromStdString(seen.value("module", "")),
                 QStringLiteral("pkg.initializers.dataset.__main__"));
        QCOMPARE(QString::fromStdString(seen.value("cwd", "")), QStringLiteral("/app"));
        QCOMPARE(QString::fromStdString(seen.value("scheme", "")), QStringLiteral("s3"));
        const Json expected = {{"storage_uri", "s3://datasets/mnist"},
                               {"ignore_patterns", {"*.bin", "*.tmp"}},
                               {"endpoint", "http://minio.example:9000"},
                               {"access_key_id", "AKIA_CONTRACT"},
                               {"region", "eu-west-1"},
                               {"role_arn", nullptr}};
        QCOMPARE(QString::fromStdString(seen["config"].dump()),
                 QString::fromStdString(expected.dump()));
        QCOMPARE(seen.value("secret given", false), true); // its value stays out of the logs
        // The secret arrived as SECRET_ACCESS_KEY: the engine holds it, no file of ours does.
        const StepSnapshot *ds = s.step(QStringLiteral("dataset-initializer"));
        QVERIFY(ds);
        const Json config = e.inspect(ds->objectId)["Config"];
        QCOMPARE(QString::fromStdString(config["WorkingDir"].get<std::string>()),
                 QStringLiteral("/app"));
        QCOMPARE(QString::fromStdString(config["Entrypoint"].dump()),
                 QStringLiteral(R"(["bash","-c","python -m pkg.initializers.dataset"])"));
        const Json env = config["Env"];
        QVERIFY(std::find(env.begin(),
                          env.end(),
                          Json((QStringLiteral("SECRET_ACCESS_KEY=") + secret).toStdString()))
                != env.end());
        const SecretScan scan = SecretScan::folder(m_dir.filePath(engine), {secret});
        QVERIFY2(scan.leaks.isEmpty(), qPrintable(scan.leaks.join(u'\n')));
        QVERIFY(await(b->remove(*name)));
    }

    void failedInitializerStartsNoNode_data() { engines(); }
    void failedInitializerStartsNoNode()
    {
        QFETCH(QString, engine);
        ContainerBackend::Options o;
        o.datasetInitializerImage = m_initImage;
        auto b = makeBackend(engine, o);
        TrainJob job = containerJob(
            QStringLiteral("initfail-") + engine, m_image, QStringLiteral("print('never')"), 2);
        HuggingFaceDatasetInitializer ds;
        ds.storageUri = QStringLiteral("hf://will/fail");
        job.dataset.config = ds;
        auto name = submitFresh(*b, job);
        QVERIFY(name);
        QVERIFY(waitFinished(*name));
        const JobSnapshot s = m_last.value(*name);
        QCOMPARE(s.status, JobStatus::Failed);
        // The exact form, not a digit anywhere: 137 (killed) or 143 (terminated) is no 4.
        QVERIFY2(s.statusMessage.startsWith(
                     QLatin1String("step dataset-initializer failed with exit code 4: ")),
                 qPrintable(s.statusMessage));
        const StepSnapshot *init = s.step(QStringLiteral("dataset-initializer"));
        QVERIFY(init);
        QCOMPARE(init->exitCode.value_or(-999), 4);
        Engine e(host(engine));
        const Json containers = e.containers(*name);
        QVERIFY2(containers.is_array(), "the engine's listing failed");
        QCOMPARE(int(containers.size()), 1); // only the initializer was created
        QVERIFY(await(b->remove(*name)));
    }

    void failingNodeStopsTheOthers_data() { engines(); }
    void failingNodeStopsTheOthers()
    {
        QFETCH(QString, engine);
        ContainerBackend::Options o;
        o.graceSeconds = 2;
        auto b = makeBackend(engine, o);
        TrainJob job = containerJob(
            QStringLiteral("exit3-") + engine,
            m_image,
            QStringLiteral("import os, sys, time\nr = "
                           "int(os.environ['PET_NODE_RANK'])\nprint('rank', r, flush=True)\n"
                           "time.sleep(2 if r == 1 else 300)\nsys.exit(3 if r == 1 else 0)"),
            2);
        auto name = submitFresh(*b, job);
        QVERIFY(name);
        QVERIFY(waitFinished(*name, 60000));
        const JobSnapshot s = m_last.value(*name);
        QCOMPARE(s.status, JobStatus::Failed);
        // The exact form: node-1's own exit code 3, not 137 or 143 of a stopped sibling.
        QVERIFY2(s.statusMessage.startsWith(QLatin1String("step node-1 failed with exit code 3: ")),
                 qPrintable(s.statusMessage));
        const StepSnapshot *failed = s.step(QStringLiteral("node-1"));
        QVERIFY(failed);
        QCOMPARE(failed->exitCode.value_or(-999), 3);
        // node-0 (sleeping 300 s) is stopped by the backend, not left running.
        Engine e(host(engine));
        QTRY_VERIFY_WITH_TIMEOUT(
            QString::fromStdString(
                e.inspect(*name + QStringLiteral("-node-0"))["State"]["Status"].get<std::string>())
                == QLatin1String("exited"),
            30000);
        QVERIFY(await(b->remove(*name)));
    }

    void missingImageLeavesNothingBehind_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("policy");
        QTest::addColumn<QString>("image");
        for (const QString &e : {QStringLiteral("docker"), QStringLiteral("podman")}) {
            QTest::addRow("%s never", qPrintable(e))
                << e << QStringLiteral("Never") << QStringLiteral("localhost/traindeck-nope:1");
            QTest::addRow("%s unpullable", qPrintable(e))
                << e << QStringLiteral("IfNotPresent")
                << QStringLiteral("localhost:5999/traindeck-nothing:1");
        }
    }
    void missingImageLeavesNothingBehind()
    {
        QFETCH(QString, engine);
        QFETCH(QString, policy);
        QFETCH(QString, image);
        ContainerBackend::Options o;
        o.pullPolicy = policy;
        auto b = makeBackend(engine, o);
        const QString jobName = QStringLiteral("noimg-%1-%2").arg(engine, policy.toLower());
        auto name
            = submitFresh(*b, containerJob(jobName, image, QStringLiteral("print(1)"), 2), 60000);
        QVERIFY(!name);
        QVERIFY2(name.error().message.contains(image), qPrintable(name.error().message));
        // The engine's own words are in it.
        QVERIFY2(name.error().message.contains(policy == QLatin1String("Never")
                                                   ? QStringLiteral("image")
                                                   : QStringLiteral("5999")),
                 qPrintable(name.error().message));
        Engine e(host(engine));
        const Json containers = e.containers(jobName);
        const Json networks = e.networks(jobName);
        QVERIFY2(containers.is_array() && networks.is_array(), "the engine's listing failed");
        QCOMPARE(int(containers.size()), 0);
        QCOMPARE(int(networks.size()), 0);
        QVERIFY(!QFileInfo::exists(QDir(b->options().jobsDir).filePath(jobName)));
        const auto jobs = await(b->jobs());
        QVERIFY2(jobs, qPrintable(jobs ? QString() : jobs.error().message));
        QVERIFY(std::none_of(
            jobs->cbegin(), jobs->cend(), [&](const JobSnapshot &j) { return j.name == jobName; }));
        auto listed = await(b->job(jobName));
        QVERIFY(!listed);
    }

    void engineRestartMidJob_data() { engines(); }
    void engineRestartMidJob()
    {
        QFETCH(QString, engine);
        const QString restart = env("TRAINDECK_ENGINES_RESTART");
        QVERIFY2(!restart.isEmpty(), "engines.env has no TRAINDECK_ENGINES_RESTART");
        auto b = makeBackend(engine);
        TrainJob job
            = containerJob(QStringLiteral("restart-") + engine,
                           m_image,
                           QStringLiteral("import time\nfor i in range(40):\n    print('tick', i, "
                                          "flush=True)\n    time.sleep(0.5)"),
                           1);
        auto name = submitFresh(*b, job);
        QVERIFY(name);
        QTRY_VERIFY_WITH_TIMEOUT(log(*b, *name, QStringLiteral("node-0")).contains("tick 2"),
                                 30000);
        m_states.clear();
        QProcess p;
        p.start(restart, {env("TRAINDECK_ENGINES_STATE"), engine});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        // The backend noticed, and came back by itself.
        QTRY_VERIFY_WITH_TIMEOUT(m_states.contains(Backend::ConnectionState::Lost), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(b->connectionState(), Backend::ConnectionState::Connected, 60000);
        // Its report matches the engine's truth: dockerd kills its containers when it stops
        // (no live-restore); Podman's survive under conmon and finish.
        QVERIFY(waitFinished(*name, 120000));
        Engine e(host(engine));
        const Json st = e.inspect(*name + QStringLiteral("-node-0"))["State"];
        const int code = st["ExitCode"].get<int>();
        const JobSnapshot s = m_last.value(*name);
        QCOMPARE(s.status, code == 0 ? JobStatus::Complete : JobStatus::Failed);
        QCOMPARE(s.step(QStringLiteral("node-0"))->exitCode.value_or(-999), code);
        // The log in the store is the engine's log, without loss or repeats.
        QTRY_COMPARE_WITH_TIMEOUT(log(*b, *name, QStringLiteral("node-0")),
                                  e.stdoutLog(*name + QStringLiteral("-node-0")),
                                  20000);
        QVERIFY(await(b->remove(*name)));
    }

    void deleteWhileRunning_data() { engines(); }
    void deleteWhileRunning()
    {
        QFETCH(QString, engine);
        auto b = makeBackend(engine);
        TrainJob job
            = containerJob(QStringLiteral("del-") + engine,
                           m_image,
                           QStringLiteral("import time\nprint('up', flush=True)\ntime.sleep(300)"),
                           2);
        auto name = submitFresh(*b, job);
        QVERIFY(name);
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(*name).status == JobStatus::Running, 30000);
        QElapsedTimer t;
        t.start();
        auto removed = await(b->remove(*name), 30000);
        QVERIFY2(removed, qPrintable(removed ? QString() : removed.error().message));
        Engine e(host(engine));
        const Json containers = e.containers(*name);
        const Json networks = e.networks(*name);
        QVERIFY2(containers.is_array() && networks.is_array(), "the engine's listing failed");
        QCOMPARE(int(containers.size()), 0);
        QCOMPARE(int(networks.size()), 0);
        QVERIFY2(t.elapsed() < 15000, qPrintable(QString::number(t.elapsed())));
        QVERIFY(!QFileInfo::exists(QDir(b->options().workdirRoot).filePath(*name)));
        QVERIFY(!QFileInfo::exists(b->logDir(*name)));
    }

    void hugeLineThenManyLines_data() { engines(); }
    void hugeLineThenManyLines()
    {
        QFETCH(QString, engine);
        auto b = makeBackend(engine);
        TrainJob job = containerJob(
            QStringLiteral("flood-") + engine,
            m_image,
            QStringLiteral("import sys\nw = sys.stdout.write\nw('x' * 1048576 + '\\n')\n"
                           "for i in range(200000):\n    w('line %d of the flood\\n' % i)\n"),
            1);
        auto name = submitFresh(*b, job);
        QVERIFY(name);
        QVERIFY(waitFinished(*name));
        QCOMPARE(m_last.value(*name).status, JobStatus::Complete);
        Engine e(host(engine));
        const QByteArray engineLog = e.stdoutLog(*name + QStringLiteral("-node-0"));
        QCOMPARE(engineLog.count('\n'), 200001);
        QTRY_COMPARE_WITH_TIMEOUT(
            log(*b, *name, QStringLiteral("node-0")).size(), engineLog.size(), 30000);
        const QByteArray stored = log(*b, *name, QStringLiteral("node-0"));
        QVERIFY(stored == engineLog);
        // One index record per line.
        QCOMPARE(QFileInfo(QDir(b->logDir(*name)).filePath(QStringLiteral("node-0.idx"))).size(),
                 200001 * 16);
        QVERIFY(await(b->remove(*name)));
    }

    // Docker over TCP with TLS and client certificates (the private dockerd listens so too),
    // set up the docker CLI's way: DOCKER_TLS_VERIFY=1 and DOCKER_CERT_PATH. A job runs and
    // its log streams over TLS. Without a client certificate, or trusting a CA that did not
    // sign the server, connecting fails and says why, and no other engine is used instead.
    void dockerOverTls()
    {
        const QString tlsHost = env("TRAINDECK_TEST_DOCKER_TLS_HOST");
        const QString certs = env("TRAINDECK_TEST_DOCKER_CERT_PATH");
        QVERIFY2(!tlsHost.isEmpty() && QFile::exists(certs + QStringLiteral("/cert.pem")),
                 "engines.env names no TLS listener: scripts/engines/start makes one");
        const auto restore = qScopeGuard([] {
            qunsetenv("DOCKER_TLS_VERIFY");
            qunsetenv("DOCKER_CERT_PATH");
        });
        qputenv("DOCKER_TLS_VERIFY", "1");
        const auto options = [&](const QString &tag) {
            ContainerBackend::Options o;
            o.engine = BackendKind::Docker;
            o.host = tlsHost;
            o.jobsDir = m_dir.filePath(tag + QStringLiteral("/jobs"));
            o.workdirRoot = m_dir.filePath(tag + QStringLiteral("/work"));
            o.pollMs = 500;
            return o;
        };
        {
            qputenv("DOCKER_CERT_PATH", certs.toLocal8Bit());
            ContainerBackend b(options(QStringLiteral("tls")));
            connect(&b, &Backend::jobChanged, this, [this](const JobSnapshot &s) {
                m_last[s.name] = s;
            });
            b.start();
            const auto up = await(b.connected());
            QVERIFY2(up, qPrintable(up ? QString() : up.error().message));
            QVERIFY2(b.connection().startsWith(QStringLiteral("https://127.0.0.1:")),
                     qPrintable(b.connection()));
            auto name = submitFresh(
                b,
                containerJob(
                    QStringLiteral("tls-job"),
                    m_image,
                    QStringLiteral("import sys; print('hello over tls', sys.version_info[0])"),
                    1));
            QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
            QVERIFY(waitFinished(*name));
            QCOMPARE(m_last.value(*name).status, JobStatus::Complete);
            QTRY_VERIFY_WITH_TIMEOUT(
                log(b, *name, QStringLiteral("node-0")).contains("hello over tls 3"), 10000);
            QVERIFY(await(b.remove(*name)));
        }
        const auto refused = [&](const QString &certDir, const QString &tag) -> QString {
            qputenv("DOCKER_CERT_PATH", certDir.toLocal8Bit());
            ContainerBackend b(options(tag));
            b.start();
            const auto up = await(b.connected());
            return up ? QString() : up.error().message;
        };
        // The CA alone: dockerd (--tlsverify) asks for a client certificate we do not have.
        QTemporaryDir caOnly;
        QVERIFY(QFile::copy(certs + QStringLiteral("/ca.pem"),
                            caOnly.filePath(QStringLiteral("ca.pem"))));
        const QString noClient = refused(caOnly.path(), QStringLiteral("tls-noclient"));
        QVERIFY2(!noClient.isEmpty(), "connected without a client certificate");
        QVERIFY2(noClient.contains(tlsHost.mid(6)), qPrintable(noClient));
        QVERIFY2(noClient.contains(QStringLiteral("DOCKER_CERT_PATH (now %1)").arg(caOnly.path())),
                 qPrintable(noClient));
        // Our client pair, but trusting only the server's own certificate as a CA.
        QTemporaryDir wrongCa;
        QVERIFY(QFile::copy(certs + QStringLiteral("/server-cert.pem"),
                            wrongCa.filePath(QStringLiteral("ca.pem"))));
        for (const char *f : {"cert.pem", "key.pem"})
            QVERIFY(QFile::copy(certs + u'/' + QLatin1String(f),
                                wrongCa.filePath(QString::fromLatin1(f))));
        const QString untrusted = refused(wrongCa.path(), QStringLiteral("tls-wrongca"));
        QVERIFY2(!untrusted.isEmpty(), "connected to a server signed by an untrusted CA");
        QVERIFY2(untrusted.contains(QStringLiteral("certificate"), Qt::CaseInsensitive),
                 qPrintable(untrusted));
        qInfo("without a client certificate: %s", qPrintable(noClient));
        qInfo("with the wrong CA: %s", qPrintable(untrusted));
    }

    void statsAndEventsOfARunningContainer_data() { engines(); }
    void statsAndEventsOfARunningContainer()
    {
        // The client's stats and events calls against the engine itself (the Engine API's stats and
        // events).
        QFETCH(QString, engine);
        Engine e(host(engine));
        const QString name = QStringLiteral("stats-") + engine;
        (void)e.call([&](auto d) { e.client.removeContainer(name, true, d); },
                     Engine::Missing::IsFine);
        QList<Json> events;
        auto *stream = e.client.events(
            {{"label", {"traindeck.io/test=" + name.toStdString()}}},
            [&](const Json &ev) { events << ev; },
            [](Result<Json>) {});
        QTest::qWait(300);
        Json body
            = {{"Image", m_image.toStdString()},
               {"Cmd", {"python3", "-c", "import time; x = bytearray(20 << 20); time.sleep(30)"}},
               {"Labels", {{"traindeck.io/test", name.toStdString()}}}};
        const Json created = e.call([&](auto d) { e.client.createContainer(name, body, d); });
        QVERIFY(created.contains("Id"));
        (void)e.call([&](auto d) { e.client.startContainer(name, d); });
        QTRY_VERIFY_WITH_TIMEOUT(
            std::any_of(events.begin(),
                        events.end(),
                        [](const Json &ev) { return ev.value("Action", "") == "start"; }),
            10000);
        QTest::qWait(500);
        std::optional<Json> got;
        bool done = false;
        e.client.stats(
            name, false, [&](const Json &j) { got = j; }, [&](Result<Json>) { done = true; });
        QTRY_VERIFY_WITH_TIMEOUT(done, 15000);
        QVERIFY(got.has_value());
        QVERIFY2(got->value("/memory_stats/usage"_json_pointer, 0LL) > 10LL * 1024 * 1024,
                 got->dump().c_str());
        (void)e.call([&](auto d) { e.client.removeContainer(name, true, d); });
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(events.begin(),
                                             events.end(),
                                             [](const Json &ev) {
                                                 const auto a = ev.value("Action", std::string());
                                                 return a == "destroy" || a == "remove";
                                             }),
                                 10000);
        stream->abort();
    }

    void reattachAfterRestartOfTrainDeck_data() { engines(); }
    void reattachAfterRestartOfTrainDeck()
    {
        QFETCH(QString, engine);
        const QString jobName = QStringLiteral("reattach-") + engine;
        {
            auto b = makeBackend(engine);
            auto name = submitFresh(
                *b,
                containerJob(jobName,
                             m_image,
                             QStringLiteral("import time\nfor i in range(10):\n    print('n', i, "
                                            "flush=True)\n    time.sleep(0.4)"),
                             2));
            QVERIFY(name);
            QTRY_VERIFY_WITH_TIMEOUT(log(*b, jobName, QStringLiteral("node-0")).contains("n 1"),
                                     30000);
        } // TrainDeck quits mid-job; the containers go on.
        m_last.clear();
        auto b = makeBackend(engine);
        auto listed = await(b->job(jobName));
        QVERIFY(listed);
        QCOMPARE(listed->steps.size(), 2);
        QCOMPARE(listed->origin, JobSnapshot::Origin::TrainDeck);
        QVERIFY(listed->madeByTrainDeck);
        QVERIFY(waitFinished(jobName));
        QCOMPARE(m_last.value(jobName).status, JobStatus::Complete);
        Engine e(host(engine));
        QTRY_COMPARE_WITH_TIMEOUT(log(*b, jobName, QStringLiteral("node-1")),
                                  e.stdoutLog(jobName + QStringLiteral("-node-1")),
                                  20000);
        QVERIFY(await(b->remove(jobName)));
    }

    // Jobs found on the engine but made elsewhere say who made them: containers with the
    // labels the Kubeflow SDK's container backend sets (job, step, network id) are the SDK's;
    // one carrying only the job label is an unknown tool's.
    void foreignJobsSayWhoMadeThem_data() { engines(); }
    void foreignJobsSayWhoMadeThem()
    {
        QFETCH(QString, engine);
        Engine e(host(engine));
        const QString sdkJob = QStringLiteral("sdkmade-") + engine;
        const QString otherJob = QStringLiteral("othermade-") + engine;
        const QString sdkContainer = sdkJob + QStringLiteral("-node-0");
        const QString otherContainer = otherJob + QStringLiteral("-node-0");
        for (const QString &c : {sdkContainer, otherContainer})
            (void)e.call([&](auto d) { e.client.removeContainer(c, true, d); },
                         Engine::Missing::IsFine);
        const auto make = [&](const QString &name, const Json &labels) {
            const Json body = {{"Image", m_image.toStdString()},
                               {"Cmd", {"python3", "-c", "import time; time.sleep(60)"}},
                               {"Labels", labels}};
            const Json created = e.call([&](auto d) { e.client.createContainer(name, body, d); });
            QVERIFY2(created.contains("Id"), created.dump().c_str());
            (void)e.call([&](auto d) { e.client.startContainer(name, d); });
        };
        make(sdkContainer,
             {{Labels::TrainJobName.toStdString(), sdkJob.toStdString()},
              {Labels::Step.toStdString(), "node-0"},
              {Labels::NetworkId.toStdString(), "0123456789ab"}});
        make(otherContainer,
             {{Labels::TrainJobName.toStdString(), otherJob.toStdString()},
              {"traindeck.io/test", otherJob.toStdString()}});

        auto b = makeBackend(engine);
        // Listed once the backend has read the engine's containers.
        QTRY_VERIFY_WITH_TIMEOUT(m_last.contains(sdkJob) && m_last.contains(otherJob), 30000);
        auto sdk = await(b->job(sdkJob));
        QVERIFY2(sdk, sdk ? "" : qPrintable(sdk.error().toString()));
        QCOMPARE(sdk->origin, JobSnapshot::Origin::KubeflowSdk);
        QVERIFY(!sdk->madeByTrainDeck);
        auto other = await(b->job(otherJob));
        QVERIFY2(other, other ? "" : qPrintable(other.error().toString()));
        QCOMPARE(other->origin, JobSnapshot::Origin::Unknown);
        QVERIFY(!other->madeByTrainDeck);

        for (const QString &c : {sdkContainer, otherContainer})
            (void)e.call([&](auto d) { e.client.removeContainer(c, true, d); });
    }
};

QTEST_GUILESS_MAIN(TestContainerBackend)
#include "tst_containerbackend.moc"
