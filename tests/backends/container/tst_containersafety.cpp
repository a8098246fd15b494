// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Safety rules (docs/security.md) on the Docker/Podman backend, against the real
// dockerd and podman that scripts/test starts. Each attack is the one the review reproduced:
// a network and a container carrying a job's labels, made by anyone who can reach the engine,
// and a leftover workdir with a planted link. Nothing here is mocked.
#include "backends/container/containerbackend.h"
#include "backends/container/engineclient.h"
#include "tests/support/awaitresult.h"
#include "tests/support/clirun.h"
#include "tests/support/prerequisite.h"

#include "core/domain/labels.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;

namespace {

QString env(const char *name)
{
    return qEnvironmentVariable(name);
}

void writeFile(const QString &path, const QByteArray &data)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

int modeOf(const QString &path)
{
    struct stat st;
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 07777);
}

/// The engine straight through its API: plants the attacker's objects, checks what is left.
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
    Result<Json> call(std::function<void(EngineClient::Done)> fn)
    {
        std::optional<Result<Json>> r;
        fn([&](Result<Json> x) { r = std::move(x); });
        QElapsedTimer t;
        t.start();
        while (!r && t.elapsed() < 60000)
            QTest::qWait(5);
        return r ? *r : Result<Json>(Error::make(Error::Kind::Timeout, QStringLiteral("timeout")));
    }
    int containers(const QString &job)
    {
        auto r = call([&](auto d) {
            client.listContainers({Labels::TrainJobName + QLatin1Char('=') + job}, d);
        });
        return r ? int(r->size()) : -1;
    }
    /// A job as the SDK (or an attacker) makes it: a network <job>-net with labels, and one
    /// created (never started) container carrying the job's labels.
    void plant(const QString &job,
               const QString &containerName,
               const QString &image,
               const std::optional<QString> &workdirLabel,
               bool network = true)
    {
        remove(job, containerName);
        if (network) {
            EngineClient::Labels l{{Labels::TrainJobName, job}};
            if (workdirLabel)
                l.insert(Labels::Workdir, *workdirLabel);
            auto n
                = call([&](auto d) { client.createNetwork(job + QStringLiteral("-net"), l, d); });
            QVERIFY2(n, n ? "" : qPrintable(n.error().message));
        }
        const Json body = {{"Image", image.toStdString()},
                           {"Cmd", Json::array({"true"})},
                           {"Labels",
                            {{Labels::TrainJobName.toStdString(), job.toStdString()},
                             {Labels::Step.toStdString(), "node-0"}}}};
        auto c = call([&](auto d) { client.createContainer(containerName, body, d); });
        QVERIFY2(c, c ? "" : qPrintable(c.error().message));
    }
    void remove(const QString &job, const QString &containerName)
    {
        (void)call([&](auto d) { client.removeContainer(containerName, true, d); });
        (void)call([&](auto d) { client.removeNetwork(job + QStringLiteral("-net"), d); });
    }
    EngineClient client;
};

} // namespace

class TestContainerSafety : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_image;
    QHash<QString, JobSnapshot> m_last;

    QString host(const QString &engine) const
    {
        return engine == QLatin1String("docker") ? env("TRAINDECK_TEST_DOCKER_HOST")
                                                 : env("TRAINDECK_TEST_PODMAN_HOST");
    }

    ContainerBackend::Options options(const QString &engine, const QString &tag) const
    {
        ContainerBackend::Options o;
        o.engine = engine == QLatin1String("docker") ? BackendKind::Docker : BackendKind::Podman;
        o.host = host(engine);
        o.jobsDir = m_dir.filePath(tag + QStringLiteral("/jobs"));
        o.workdirRoot = m_dir.filePath(tag + QStringLiteral("/work"));
        o.pollMs = 500;
        return o;
    }

    std::unique_ptr<ContainerBackend> makeBackend(const ContainerBackend::Options &o)
    {
        auto b = std::make_unique<ContainerBackend>(o);
        connect(b.get(), &Backend::jobChanged, this, [this](const JobSnapshot &s) {
            m_last[s.name] = s;
        });
        connect(
            b.get(), &Backend::jobRemoved, this, [this](const QString &n) { m_last.remove(n); });
        b->start();
        auto up = await(b->connected());
        if (!up)
            qWarning() << up.error().message;
        return b;
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
        QVERIFY(m_dir.isValid());
        m_image = env("TRAINDECK_TEST_IMAGE");
        TRAINDECK_REQUIRE(
            !host(QStringLiteral("docker")).isEmpty() && !host(QStringLiteral("podman")).isEmpty(),
            QStringLiteral("the test engines (TRAINDECK_TEST_DOCKER_HOST/PODMAN_HOST)"),
            QStringLiteral("run scripts/test, which starts dockerd and podman"));
        QVERIFY(!m_image.isEmpty());
    }

    // The workdir label of an adopted job named a folder outside the root
    // (through "..", a sibling sharing the root's prefix, or the root itself) and delete
    // removed it. Now: a clear refusal before anything is deleted, and every folder intact.
    void workdirLabelOutsideTheJobFolderIsRefused_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("attack");
        for (const char *e : {"docker", "podman"})
            for (const char *a : {"dotdot", "sibling", "root"})
                QTest::addRow("%s-%s", e, a) << QString::fromLatin1(e) << QString::fromLatin1(a);
    }
    void workdirLabelOutsideTheJobFolderIsRefused()
    {
        QFETCH(QString, engine);
        QFETCH(QString, attack);
        const QString tag = engine + QLatin1Char('-') + attack;
        const auto o = options(engine, tag);
        const QString job = QStringLiteral("sec-label-") + engine.left(1) + attack;
        const QString root = o.workdirRoot;
        QString label;
        QString victim;
        if (attack == QLatin1String("dotdot")) {
            label = root + QStringLiteral("/../../") + tag + QStringLiteral("/victim");
            victim = m_dir.filePath(tag + QStringLiteral("/victim"));
        } else if (attack == QLatin1String("sibling")) {
            label = root + QStringLiteral("-victim");
            victim = label;
        } else {
            label = root;
            victim = root + QStringLiteral("/other-job");
        }
        writeFile(victim + QStringLiteral("/precious.txt"), "keep me");
        writeFile(root + QLatin1Char('/') + job + QStringLiteral("/data.txt"), "the job's own");

        Engine e(host(engine));
        const QString container = job + QStringLiteral("-node-0");
        e.plant(job, container, m_image, label);
        const auto cleanup = qScopeGuard([&] { e.remove(job, container); });
        auto b = makeBackend(o);
        QTRY_COMPARE_WITH_TIMEOUT(m_last.value(job).workdir, label, 20000);

        const auto removed = await(b->remove(job));
        QVERIFY2(!removed, "delete was accepted");
        QCOMPARE(removed.error().kind, Error::Kind::Validation);
        QVERIFY2(removed.error().message.contains(label), qPrintable(removed.error().message));
        QVERIFY2(removed.error().message.contains(QStringLiteral("nothing was deleted")),
                 qPrintable(removed.error().message));
        QCOMPARE(readFile(victim + QStringLiteral("/precious.txt")), QByteArray("keep me"));
        QCOMPARE(readFile(root + QLatin1Char('/') + job + QStringLiteral("/data.txt")),
                 QByteArray("the job's own"));
        QCOMPARE(e.containers(job), 1); // refused before the first deletion
    }

    // A workdir that is itself a link: it was kept and its target emptied. Now refused, the
    // target untouched.
    void workdirThatIsALinkIsRefused_data() { engines(); }
    void workdirThatIsALinkIsRefused()
    {
        QFETCH(QString, engine);
        const QString tag = engine + QStringLiteral("-link");
        const auto o = options(engine, tag);
        const QString job = QStringLiteral("sec-link-") + engine;
        const QString victim = m_dir.filePath(tag + QStringLiteral("/victim"));
        writeFile(victim + QStringLiteral("/precious.txt"), "keep me");
        QVERIFY(QDir().mkpath(o.workdirRoot));
        const QString link = o.workdirRoot + QLatin1Char('/') + job;
        QVERIFY(QFile::link(victim, link));

        Engine e(host(engine));
        const QString container = job + QStringLiteral("-node-0");
        e.plant(job, container, m_image, link);
        const auto cleanup = qScopeGuard([&] { e.remove(job, container); });
        auto b = makeBackend(o);
        QTRY_COMPARE_WITH_TIMEOUT(m_last.value(job).workdir, link, 20000);

        const auto removed = await(b->remove(job));
        QVERIFY2(!removed, "delete was accepted");
        QCOMPARE(removed.error().kind, Error::Kind::Validation);
        QVERIFY2(removed.error().message.contains(QStringLiteral("symbolic link")),
                 qPrintable(removed.error().message));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readFile(victim + QStringLiteral("/precious.txt")), QByteArray("keep me"));
        QCOMPARE(e.containers(job), 1);
    }

    // A container labelled trainjob-name=".." (no network): `delete ..` removed the whole
    // workdir root and every Docker job's state and logs. Now such jobs are listed as "not a
    // valid job name, left alone" and any delete of them is refused.
    void invalidJobNamesAreListedAndLeftAlone_data() { engines(); }
    void invalidJobNamesAreListedAndLeftAlone()
    {
        QFETCH(QString, engine);
        const auto o = options(engine, engine + QStringLiteral("-names"));
        const QString otherWork = o.workdirRoot + QStringLiteral("/other/file.txt");
        const QString otherState = o.jobsDir + QStringLiteral("/other/state.json");
        writeFile(otherWork, "keep me");
        writeFile(otherState, "{}");
        Engine e(host(engine));
        const QString c1 = QStringLiteral("sec-dotdot-") + engine;
        const QString c2 = QStringLiteral("sec-slash-") + engine;
        e.plant(QStringLiteral(".."), c1, m_image, std::nullopt, false);
        e.plant(QStringLiteral("a/b"), c2, m_image, std::nullopt, false);
        const auto cleanup = qScopeGuard([&] {
            e.remove(QStringLiteral(".."), c1);
            e.remove(QStringLiteral("a/b"), c2);
        });
        auto b = makeBackend(o);
        for (const QString &name : {QStringLiteral(".."), QStringLiteral("a/b")}) {
            QTRY_VERIFY_WITH_TIMEOUT(m_last.contains(name), 20000);
            QCOMPARE(m_last.value(name).statusReason, Backend::invalidNameReason());
            QVERIFY2(m_last.value(name).statusMessage.startsWith(
                         QStringLiteral("not a valid job name, left alone")),
                     qPrintable(m_last.value(name).statusMessage));
            QVERIFY(m_last.value(name).steps.isEmpty());
            const auto listed = await(b->jobs());
            QVERIFY(listed);
            QVERIFY(std::any_of(listed->cbegin(), listed->cend(), [&](const JobSnapshot &s) {
                return s.name == name && s.statusReason == Backend::invalidNameReason();
            }));
            const auto removed = await(b->remove(name));
            QVERIFY2(!removed, "delete was accepted");
            QCOMPARE(removed.error().kind, Error::Kind::Validation);
            QVERIFY2(removed.error().message.contains(QStringLiteral("is not a valid job name")),
                     qPrintable(removed.error().message));
            QVERIFY(!await(b->cancel(name)));
        }
        QCOMPARE(readFile(otherWork), QByteArray("keep me"));
        QVERIFY(QFile::exists(otherState));
        QCOMPARE(e.containers(QStringLiteral("..")), 1);
        QCOMPARE(e.containers(QStringLiteral("a/b")), 1);
    }

    // A remote engine (tcp://, here the private dockerd's TLS listener): the workdir path is
    // on the engine's machine, so nothing local is deleted, even a folder of the same path.
    void remoteEngineNeverDeletesLocalFolders()
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
        qputenv("DOCKER_CERT_PATH", certs.toLocal8Bit());
        auto o = options(QStringLiteral("docker"), QStringLiteral("remote"));
        o.host = tlsHost;
        const QString job = QStringLiteral("sec-remote");
        const QString local = o.workdirRoot + QLatin1Char('/') + job + QStringLiteral("/file.txt");
        writeFile(local, "on this machine");
        Engine e(host(QStringLiteral("docker")));
        const QString container = job + QStringLiteral("-node-0");
        e.plant(job, container, m_image, o.workdirRoot + QLatin1Char('/') + job);
        const auto cleanup = qScopeGuard([&] { e.remove(job, container); });
        auto b = makeBackend(o);
        QVERIFY2(b->connection().startsWith(QStringLiteral("https://")),
                 qPrintable(b->connection()));
        QTRY_VERIFY_WITH_TIMEOUT(m_last.contains(job), 20000);
        const auto removed = await(b->remove(job));
        QVERIFY2(removed, removed ? "" : qPrintable(removed.error().message));
        QCOMPARE(e.containers(job), 0);
        QCOMPARE(readFile(local), QByteArray("on this machine"));
    }

    // A leftover workdir with `.traindeck/launch.sh -> victim`; submit
    // truncated the victim, wrote the launcher into it and made it executable. Now the
    // submission is refused, naming the folder, and the victim is unchanged.
    void submitRefusesALeftoverWorkdir_data() { engines(); }
    void submitRefusesALeftoverWorkdir()
    {
        QFETCH(QString, engine);
        const QString tag = engine + QStringLiteral("-leftover");
        const auto o = options(engine, tag);
        const QString job = QStringLiteral("sec-leftover-") + engine;
        const QString victim = m_dir.filePath(tag + QStringLiteral("/bashrc"));
        writeFile(victim, "# my shell settings\n");
        QVERIFY(QFile::setPermissions(victim, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        const QString workdir = o.workdirRoot + QLatin1Char('/') + job;
        QVERIFY(QDir().mkpath(workdir + QStringLiteral("/.traindeck")));
        QVERIFY(QFile::link(victim, workdir + QStringLiteral("/.traindeck/launch.sh")));

        auto b = makeBackend(o);
        TrainJob spec;
        spec.name = job;
        spec.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = QStringLiteral("print('hello')\n");
        t.image = m_image;
        t.numNodes = 1;
        spec.trainer = t;
        const auto r = await(b->submit(spec));
        QVERIFY2(!r, "submit was accepted");
        QCOMPARE(r.error().kind, Error::Kind::Conflict);
        QVERIFY2(r.error().message.contains(workdir), qPrintable(r.error().message));
        QVERIFY2(r.error().message.contains(QStringLiteral("rm -r")),
                 qPrintable(r.error().message));
        QCOMPARE(readFile(victim), QByteArray("# my shell settings\n"));
        QCOMPARE(modeOf(victim), 0600);
        Engine e(host(engine));
        QCOMPARE(e.containers(job), 0);
        QVERIFY(!m_last.contains(job));
    }

    // Under umask 0 a submitted job's files in the data folder are 0700 /
    // 0600, and what it shares with its container (the workdir) is never writable by others.
    void jobFilesHaveExactModesUnderUmaskZero()
    {
        const auto o = options(QStringLiteral("docker"), QStringLiteral("modes"));
        const mode_t old = ::umask(0);
        const auto restore = qScopeGuard([old] { ::umask(old); });
        auto b = makeBackend(o);
        const QString job = QStringLiteral("sec-modes");
        TrainJob spec;
        spec.name = job;
        spec.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainer t;
        t.inlineCode = QStringLiteral("print('hello', flush=True)\n");
        t.image = m_image;
        t.numNodes = 1;
        spec.trainer = t;
        const auto r = await(b->submit(spec));
        QVERIFY2(r, r ? "" : qPrintable(r.error().message));
        const auto cleanup = qScopeGuard([&] { (void)await(b->remove(job)); });
        QTRY_VERIFY_WITH_TIMEOUT(m_last.value(job).isFinished(), 180000);
        // The log streams in after the exit, then its follower marks it complete (what
        // `train --follow` waits for; a second stream started just before the exit once kept
        // that mark from ever being written).
        const QString logFile = b->logDir(job) + QStringLiteral("/node-0.log");
        QTRY_VERIFY_WITH_TIMEOUT(readFile(logFile).contains("hello"), 120000);
        QTRY_VERIFY_WITH_TIMEOUT(b->logsComplete(m_last.value(job)), 30000);
        QCOMPARE(m_last.value(job).status, JobStatus::Complete);

        QStringList wrong;
        auto check = [&](const QString &p, int want) {
            if (modeOf(p) != want)
                wrong << QStringLiteral("%1 is %2, want %3")
                             .arg(p)
                             .arg(modeOf(p), 4, 8, QLatin1Char('0'))
                             .arg(want, 4, 8, QLatin1Char('0'));
        };
        check(o.jobsDir, 0700);
        const QString dir = o.jobsDir + QLatin1Char('/') + job;
        QVERIFY(QFile::exists(dir + QStringLiteral("/state.json")));
        QVERIFY(QFile::exists(dir + QStringLiteral("/trainjob.yaml")));
        QVERIFY(QFile::exists(dir + QStringLiteral("/logs/node-0.log")));
        check(dir, 0700);
        QDirIterator it(dir,
                        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString p = it.next();
            check(p, QFileInfo(p).isDir() ? 0700 : 0600);
        }
        const QString work = o.workdirRoot + QLatin1Char('/') + job;
        check(work, 0755);
        check(work + QStringLiteral("/.traindeck"), 0755);
        check(work + QStringLiteral("/.traindeck/launch.sh"), 0755);
        check(work + QStringLiteral("/.traindeck/traindeck_wrapper.py"), 0644);
        QCOMPARE(wrong, QStringList());
    }

    // The review's reproduction, through the real traindeck-cli: `jobs` lists the job with a
    // bad name as left alone, and `delete` of the labelled job refuses and keeps the victim.
    void cliRefusesTheLabelledDelete()
    {
        const QString engine = QStringLiteral("docker");
        const QString data = m_dir.filePath(QStringLiteral("cli/data"));
        const QString root = m_dir.filePath(QStringLiteral("cli/work"));
        const QString victim = m_dir.filePath(QStringLiteral("victim-cli"));
        writeFile(victim + QStringLiteral("/precious.txt"), "keep me");
        const QString job = QStringLiteral("sec-cli");
        Engine e(host(engine));
        const QString container = job + QStringLiteral("-node-0");
        e.plant(job, container, m_image, root + QStringLiteral("/../../victim-cli"));
        const QString bad = QStringLiteral("sec-cli-dotdot");
        e.plant(QStringLiteral(".."), bad, m_image, std::nullopt, false);
        const auto cleanup = qScopeGuard([&] {
            e.remove(job, container);
            e.remove(QStringLiteral(".."), bad);
        });
        const QHash<QString, QString> env{{QStringLiteral("TRAINDECK_DATA_DIR"), data},
                                          {QStringLiteral("TRAINDECK_CONTAINER_WORKDIR"), root}};
        const QStringList on{
            QStringLiteral("--backend"), engine, QStringLiteral("--host"), host(engine)};

        const CliRun jobs = CliRun::run(QStringList{QStringLiteral("jobs")} + on, env, 60000);
        QCOMPARE(jobs.exitCode, 0);
        QVERIFY2(jobs.out.contains(QStringLiteral("'..': not a valid job name, left alone")),
                 qPrintable(jobs.out));

        const CliRun del = CliRun::run(QStringList{QStringLiteral("delete"), job} + on, env, 60000);
        QVERIFY2(del.exitCode != 0, qPrintable(del.out + del.err));
        QVERIFY2(del.err.contains(QStringLiteral("nothing was deleted")), qPrintable(del.err));
        QCOMPARE(readFile(victim + QStringLiteral("/precious.txt")), QByteArray("keep me"));

        const CliRun dotdot = CliRun::run(
            QStringList{QStringLiteral("delete"), QStringLiteral("..")} + on, env, 60000);
        QVERIFY2(dotdot.exitCode != 0, qPrintable(dotdot.out + dotdot.err));
        QVERIFY2(dotdot.err.contains(QStringLiteral("is not a valid job name")),
                 qPrintable(dotdot.err));
        QVERIFY(QFileInfo::exists(data));
        QCOMPARE(e.containers(QStringLiteral("..")), 1);
        QCOMPARE(e.containers(job), 1);
    }
};

QTEST_GUILESS_MAIN(TestContainerSafety)
#include "tst_containersafety.moc"
