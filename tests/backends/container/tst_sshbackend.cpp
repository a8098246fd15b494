// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The Docker/Podman backend on an engine reached over SSH (docs/ssh.md): the private OpenSSH
// server of scripts/engines/sshd on 127.0.0.1 in front of the private dockerd and podman.
// The "remote" host is this machine, so the local workdir root is a temporary folder and the
// remote one ~/.kubeflow/trainer/containers of the SSH user: a job whose files reached the
// remote root and not the local one proves they were copied, not bind-mounted from here.
#include "backends/container/containerbackend.h"
#include "backends/container/engineclient.h"
#include "backends/container/remoteworkdir.h"
#include "libs/transport/httpreply.h"
#include "libs/transport/logdemuxer.h"
#include "libs/transport/sshmaster.h"
#include "tests/support/awaitresult.h"
#include "tests/support/enginelog.h"
#include "tests/support/prerequisite.h"

#include "core/codec/jobloader.h"
#include "core/domain/labels.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Transport::SshMaster;
using Json = nlohmann::json;

namespace {

QString env(const char *name)
{
    return qEnvironmentVariable(name);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The engine's own copy of a container's stdout, through its local socket.
QByteArray engineLog(const QString &localUrl, const QString &container)
{
    EngineClient client(*Transport::Endpoint::parse(localUrl));
    const auto r = Tests::engineStdout(client, container);
    if (!r)
        qWarning() << "reading the engine's log failed:" << r.error().message;
    return r ? *r : QByteArray();
}

int containerCount(const QString &localUrl, const QString &job)
{
    EngineClient client(*Transport::Endpoint::parse(localUrl));
    std::optional<Result<Json>> r;
    client.listContainers({Labels::TrainJobName + QLatin1Char('=') + job},
                          [&](Result<Json> x) { r = std::move(x); });
    QElapsedTimer t;
    t.start();
    while (!r && t.elapsed() < 60000)
        QTest::qWait(5);
    return r && *r ? int((*r)->size()) : -1;
}

} // namespace

class TestSshBackend : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_runtime;
    QString m_image;
    QHash<QString, JobSnapshot> m_last;

    QString sshUrl(const QString &engine) const
    {
        QString url = QStringLiteral("ssh://%1@127.0.0.1:%2")
                          .arg(env("TRAINDECK_TEST_SSH_USER"), env("TRAINDECK_TEST_SSH_PORT"));
        if (engine == QLatin1String("podman"))
            url += env("TRAINDECK_TEST_SSH_PODMAN_SOCKET");
        return url;
    }
    Transport::Endpoint sshEndpoint(const QString &engine) const
    {
        return *Transport::Endpoint::parse(sshUrl(engine));
    }
    QString localUrl(const QString &engine) const
    {
        return engine == QLatin1String("docker") ? env("TRAINDECK_TEST_DOCKER_HOST")
                                                 : env("TRAINDECK_TEST_PODMAN_HOST");
    }

    std::unique_ptr<ContainerBackend> makeBackend(const QString &engine)
    {
        ContainerBackend::Options o;
        o.engine = engine == QLatin1String("docker") ? BackendKind::Docker : BackendKind::Podman;
        o.host = sshUrl(engine);
        o.jobsDir = m_dir.filePath(engine + QStringLiteral("/jobs"));
        o.workdirRoot = m_dir.filePath(engine + QStringLiteral("/work"));
        o.pollMs = 500;
        auto b = std::make_unique<ContainerBackend>(o);
        connect(b.get(), &Backend::jobChanged, this, [this](const JobSnapshot &s) {
            m_last[s.name] = s;
        });
        b->start();
        auto up = await(b->connected());
        if (!up)
            qWarning() << up.error().message;
        return b;
    }

    bool waitFinished(const QString &job, int timeoutMs = 240000)
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

    QByteArray log(ContainerBackend &b, const QString &job, const QString &step) const
    {
        return readFile(QDir(b.logDir(job)).filePath(step + QStringLiteral(".log")));
    }

    /// The remote workdir root, asked the way the backend asks it.
    QString remoteRoot(const QString &engine) const
    {
        auto r = RemoteWorkdir::root(sshEndpoint(engine));
        return r ? *r : QString();
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
        TRAINDECK_REQUIRE(!env("TRAINDECK_TEST_SSH_PORT").isEmpty()
                              && !env("TRAINDECK_TEST_DOCKER_HOST").isEmpty(),
                          QStringLiteral("the private sshd and engines (TRAINDECK_TEST_SSH_PORT, "
                                         "TRAINDECK_TEST_DOCKER_HOST)"),
                          QStringLiteral("scripts/engines/start STATE and source "
                                         "STATE/engines.env"));
        qputenv("TRAINDECK_SSH_CONFIG", env("TRAINDECK_TEST_SSH_CONFIG").toUtf8());
        qputenv("TRAINDECK_SSH_RUNTIME_DIR", m_runtime.path().toUtf8());
        m_image = env("TRAINDECK_TEST_IMAGE");
        QVERIFY(!m_image.isEmpty());
    }

    void cleanupTestCase()
    {
        if (!env("TRAINDECK_TEST_SSH_PORT").isEmpty())
            SshMaster::stop(sshEndpoint(QStringLiteral("docker")));
    }

    void remoteRootIsTheSshUsersHome()
    {
        const QString root = remoteRoot(QStringLiteral("docker"));
        auto home = SshMaster::run(sshEndpoint(QStringLiteral("docker")),
                                   QStringLiteral("printf %s \"$HOME\""));
        QVERIFY(home);
        QCOMPARE(root, QString::fromUtf8(*home) + QStringLiteral("/.kubeflow/trainer/containers"));
        // Different from the local root of these tests: copies cannot be mistaken for mounts.
        QVERIFY(!root.startsWith(m_dir.path()));
    }

    void twoNodeJobOverSsh_data() { engines(); }
    void twoNodeJobOverSsh()
    {
        QFETCH(QString, engine);
        const Transport::Endpoint ep = sshEndpoint(engine);
        const QString root = remoteRoot(engine);
        QVERIFY(!root.isEmpty());
        auto b = makeBackend(engine);
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        auto job = JobLoader::loadFile(
            QStringLiteral(TRAINDECK_SOURCE_DIR "/resources/examples/demo-job.yaml"));
        QVERIFY(job);
        job->name = QStringLiteral("ssh-ddp-") + engine;
        std::get<CustomTrainer>(job->trainer).image = m_image;
        // What an interrupted earlier run may have left.
        (void)await(b->remove(job->name), 60000);
        QVERIFY(RemoteWorkdir::remove(ep, root, job->name));

        auto name = await(b->submit(*job), 180000);
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        // The script is on the remote side, byte for byte, and nothing was written here.
        const QString script = root + u'/' + *name + QStringLiteral("/.traindeck/demo_train.py");
        auto remote = SshMaster::run(ep, QStringLiteral("cat ") + SshMaster::shellQuote(script));
        QVERIFY2(remote, qPrintable(remote ? QString() : remote.error().message));
        QCOMPARE(
            *remote,
            readFile(QStringLiteral(TRAINDECK_SOURCE_DIR "/resources/examples/demo_train.py")));
        QVERIFY(!QFileInfo::exists(QDir(b->options().workdirRoot).filePath(*name)));

        QVERIFY(waitFinished(*name));
        const JobSnapshot s = m_last.value(*name);
        QVERIFY2(s.status == JobStatus::Complete,
                 qPrintable(s.statusMessage + QLatin1Char('\n')
                            + QString::fromUtf8(log(*b, *name, QStringLiteral("node-0")))));
        for (const QString &step : {QStringLiteral("node-0"), QStringLiteral("node-1")}) {
            QTRY_VERIFY_WITH_TIMEOUT(log(*b, *name, step).contains("allreduce=3.0"), 10000);
            // The local store holds the engine's log, complete and byte-equal.
            QTRY_COMPARE_WITH_TIMEOUT(
                log(*b, *name, step), engineLog(localUrl(engine), *name + u'-' + step), 20000);
        }

        QVERIFY(await(b->remove(*name)));
        auto there = RemoteWorkdir::exists(ep, root, *name);
        QVERIFY(there);
        QCOMPARE(*there, false);
        QCOMPARE(containerCount(localUrl(engine), *name), 0);
    }

    void masterKilledMidJob_data() { engines(); }
    void masterKilledMidJob()
    {
        QFETCH(QString, engine);
        const Transport::Endpoint ep = sshEndpoint(engine);
        auto b = makeBackend(engine);
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        TrainJob job;
        job.name = QStringLiteral("ssh-cut-") + engine;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = m_image;
        t.command = {QStringLiteral("python3"),
                     QStringLiteral("-u"),
                     QStringLiteral("-c"),
                     QStringLiteral("import time\nfor i in range(30):\n    print('tick', i, "
                                    "flush=True)\n    time.sleep(0.3)")};
        t.numNodes = 1;
        job.trainer = t;
        (void)await(b->remove(job.name), 60000);
        QVERIFY(RemoteWorkdir::remove(ep, remoteRoot(engine), job.name));
        auto name = await(b->submit(job), 180000);
        QVERIFY2(name, qPrintable(name ? QString() : name.error().message));
        QTRY_VERIFY_WITH_TIMEOUT(log(*b, *name, QStringLiteral("node-0")).contains("tick 3"),
                                 60000);
        // The shared connection goes away under the running log stream.
        const qint64 master = SshMaster::masterPid(ep);
        QVERIFY(master > 0);
        QCOMPARE(::kill(pid_t(master), SIGKILL), 0);
        QVERIFY(waitFinished(*name, 120000));
        QCOMPARE(m_last.value(*name).status, JobStatus::Complete);
        QVERIFY(SshMaster::masterPid(ep) > 0);
        QVERIFY(SshMaster::masterPid(ep) != master);
        // Nothing lost, nothing repeated: the store holds the engine's log.
        QByteArray expected;
        for (int i = 0; i < 30; ++i)
            expected += "tick " + QByteArray::number(i) + '\n';
        QTRY_COMPARE_WITH_TIMEOUT(log(*b, *name, QStringLiteral("node-0")), expected, 30000);
        QCOMPARE(engineLog(localUrl(engine), *name + QStringLiteral("-node-0")), expected);
        QVERIFY(await(b->remove(*name)));
    }

    void remoteDeletionIsConfined()
    {
        const Transport::Endpoint ep = sshEndpoint(QStringLiteral("docker"));
        const QString root = remoteRoot(QStringLiteral("docker"));
        // A link at <root>/<name> is refused and what it points to stays.
        QTemporaryDir target;
        QFile keep(target.filePath(QStringLiteral("keep.txt")));
        QVERIFY(keep.open(QIODevice::WriteOnly));
        keep.close();
        const QString link = root + QStringLiteral("/ssh-linked");
        QVERIFY(SshMaster::run(ep,
                               QStringLiteral("mkdir -p %1 && rm -f %2 && ln -s %3 %2")
                                   .arg(SshMaster::shellQuote(root),
                                        SshMaster::shellQuote(link),
                                        SshMaster::shellQuote(target.path()))));
        auto r = RemoteWorkdir::remove(ep, root, QStringLiteral("ssh-linked"));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Validation);
        QVERIFY2(r.error().message.contains(QStringLiteral("is a link")),
                 qPrintable(r.error().message));
        QVERIFY(QFileInfo::exists(keep.fileName()));
        QVERIFY(SshMaster::run(ep, QStringLiteral("rm -f ") + SshMaster::shellQuote(link)));
        // Never a name that is a path or an option.
        for (const QString &bad : {QStringLiteral(".."),
                                   QStringLiteral("../etc"),
                                   QStringLiteral("-rf"),
                                   QStringLiteral("a/b")}) {
            auto rr = RemoteWorkdir::remove(ep, root, bad);
            QVERIFY2(!rr, qPrintable(bad));
            QCOMPARE(rr.error().kind, Error::Kind::Validation);
        }
        // A folder that is there already is never written into.
        QVERIFY(SshMaster::run(
            ep, QStringLiteral("mkdir -p %1/ssh-leftover").arg(SshMaster::shellQuote(root))));
        auto w = RemoteWorkdir::write(ep,
                                      root,
                                      QStringLiteral("ssh-leftover"),
                                      {{QStringLiteral("x.py"), "print(1)\n", false}});
        QVERIFY(!w);
        QCOMPARE(w.error().kind, Error::Kind::Conflict);
        QVERIFY(RemoteWorkdir::remove(ep, root, QStringLiteral("ssh-leftover")));
    }
};

QTEST_GUILESS_MAIN(TestSshBackend)
#include "tst_sshbackend.moc"
