// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Inspect a step (Backend::inspectStep) on the private dockerd and podman: a real 1-node job's
// container as the engine describes it (exact image, the engine's own container id, a secret
// variable masked and a plain one shown, the workspace mount, exit code 0), and a container
// removed behind TrainDeck's back giving a NotFound that says so.
#include "backends/container/containerbackend.h"
#include "backends/container/containerinspection.h"
#include "backends/container/engineclient.h"
#include "tests/support/awaitresult.h"
#include "tests/support/prerequisite.h"

#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;

namespace {

QString env(const char *name)
{
    return qEnvironmentVariable(name);
}

/// One Engine API call, waited for with the event loop running.
Result<Json> engineCall(const std::function<void(EngineClient::Done)> &fn)
{
    std::optional<Result<Json>> r;
    fn([&](Result<Json> x) { r = std::move(x); });
    QElapsedTimer t;
    t.start();
    while (!r && t.elapsed() < 60000)
        QTest::qWait(5);
    return r ? *r : Result<Json>(Error::make(Error::Kind::Timeout, QStringLiteral("timeout")));
}

} // namespace

class TestContainerInspect : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QHash<QString, JobSnapshot> m_last;

    QString host(const QString &engine) const
    {
        return engine == QLatin1String("docker") ? env("TRAINDECK_TEST_DOCKER_HOST")
                                                 : env("TRAINDECK_TEST_PODMAN_HOST");
    }

    std::unique_ptr<ContainerBackend> makeBackend(const QString &engine)
    {
        ContainerBackend::Options o;
        o.engine = engine == QLatin1String("docker") ? BackendKind::Docker : BackendKind::Podman;
        o.host = host(engine);
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

    /// A finished 1-node job with a plain, a secret-by-name and a user-marked variable.
    QString runJob(ContainerBackend &b, const QString &name)
    {
        TrainJob job;
        job.name = name;
        job.runtimeRef.name = QStringLiteral("torch-distributed");
        CustomTrainerContainer t;
        t.image = env("TRAINDECK_TEST_IMAGE");
        t.command = {QStringLiteral("python3"), QStringLiteral("-c"), QStringLiteral("print(1)")};
        t.numNodes = 1;
        t.env = {{QStringLiteral("PLAIN_SETTING"), QStringLiteral("hello world"), {}},
                 {QStringLiteral("HF_TOKEN"), QStringLiteral("hf_supersecret123"), {}},
                 {QStringLiteral("MY_MARKED"), QStringLiteral("marked-value-7"), {}}};
        job.trainer = t;
        job.secretEnv = {QStringLiteral("MY_MARKED")};
        (void)await(b.remove(job.name), 60000);
        auto submitted = await(b.submit(job), 180000);
        if (!submitted) {
            qWarning() << submitted.error().message;
            return {};
        }
        if (!QTest::qWaitFor([&] { return m_last.value(name).isFinished(); }, 180000))
            return {};
        return *submitted;
    }

private Q_SLOTS:
    void initTestCase()
    {
        TRAINDECK_REQUIRE(!env("TRAINDECK_TEST_DOCKER_HOST").isEmpty()
                              && !env("TRAINDECK_TEST_PODMAN_HOST").isEmpty(),
                          QStringLiteral("the container engines (TRAINDECK_TEST_DOCKER_HOST, "
                                         "TRAINDECK_TEST_PODMAN_HOST)"),
                          QStringLiteral("run through scripts/test, which starts dockerd and "
                                         "podman (scripts/engines/start)"));
        QVERIFY(!env("TRAINDECK_TEST_IMAGE").isEmpty());
    }

    void inspectsFinishedNode_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("docker") << QStringLiteral("docker");
        QTest::newRow("podman") << QStringLiteral("podman");
    }
    void inspectsFinishedNode()
    {
        QFETCH(QString, engine);
        auto b = makeBackend(engine);
        QCOMPARE(b->connectionState(), Backend::ConnectionState::Connected);
        const QString name = runJob(*b, QStringLiteral("inspect-") + engine);
        QCOMPARE(name, QStringLiteral("inspect-") + engine);
        QCOMPARE(m_last.value(name).status, JobStatus::Complete);
        const StepSnapshot *step = m_last.value(name).step(QStringLiteral("node-0"));
        QVERIFY(step);

        auto r = await(b->inspectStep(name, QStringLiteral("node-0")), 60000);
        QVERIFY2(r, r ? "" : qPrintable(r.error().message));
        const StepInspection &in = *r;
        QCOMPARE(in.job, name);
        QCOMPARE(in.step, QStringLiteral("node-0"));
        QCOMPARE(in.idKind, QStringLiteral("container"));
        QCOMPARE(in.image, env("TRAINDECK_TEST_IMAGE"));
        QCOMPARE(in.name, step->objectName);

        // The id is the engine's own, asked for by the container's name.
        EngineClient client(*Transport::Endpoint::parse(host(engine)));
        auto engineView = engineCall([&](auto d) { client.inspectContainer(step->objectName, d); });
        QVERIFY2(engineView, engineView ? "" : qPrintable(engineView.error().message));
        QCOMPARE(in.id, QString::fromStdString((*engineView)["Id"].get<std::string>()));
        QCOMPARE(in.id.size(), 64);

        QCOMPARE(in.command.value(0), QStringLiteral("python3"));
        QVERIFY2(in.command.contains(QStringLiteral("print(1)")),
                 qPrintable(in.command.join(u' ')));

        const StepInspection::Env *plain = in.envVar(QStringLiteral("PLAIN_SETTING"));
        QVERIFY(plain);
        QCOMPARE(plain->value, QStringLiteral("hello world"));
        QVERIFY(!plain->secret);
        const StepInspection::Env *token = in.envVar(QStringLiteral("HF_TOKEN"));
        QVERIFY(token);
        QVERIFY(token->secret);
        QCOMPARE(token->value, StepInspection::Masked);
        const StepInspection::Env *marked = in.envVar(QStringLiteral("MY_MARKED"));
        QVERIFY(marked);
        QVERIFY(marked->secret);
        QCOMPARE(marked->value, StepInspection::Masked);
        for (const StepInspection::Env &e : in.env) {
            QVERIFY2(!e.value.contains(QStringLiteral("hf_supersecret123")), qPrintable(e.name));
            QVERIFY2(!e.value.contains(QStringLiteral("marked-value-7")), qPrintable(e.name));
        }

        // The job's workspace, read-write at /workspace.
        const QString workdir = m_last.value(name).workdir;
        QVERIFY(!workdir.isEmpty());
        bool workspace = false;
        for (const StepInspection::Mount &m : in.mounts)
            if (m.destination == QLatin1String("/workspace")) {
                workspace = true;
                QCOMPARE(QDir::cleanPath(m.source), QDir::cleanPath(workdir));
                QVERIFY(!m.readOnly);
            }
        QVERIFY2(workspace, "no /workspace mount");

        QCOMPARE(in.state, QStringLiteral("exited"));
        QVERIFY(in.exitCode.has_value());
        QCOMPARE(*in.exitCode, 0);
        QCOMPARE(in.restartCount, 0);
        QVERIFY(in.started.isValid());
        QVERIFY2(in.finished >= in.started,
                 qPrintable(in.started.toString(Qt::ISODateWithMs) + QStringLiteral(" .. ")
                            + in.finished.toString(Qt::ISODateWithMs)));
        QVERIFY(in.truncated.isEmpty());

        // A step that does not exist, and a gone container: NotFound, saying why.
        auto none = await(b->inspectStep(name, QStringLiteral("node-7")), 60000);
        QVERIFY(!none);
        QCOMPARE(none.error().kind, Error::Kind::NotFound);
        QCOMPARE(none.error().message, QStringLiteral("job '%1' has no step 'node-7'").arg(name));

        auto removed = engineCall([&](auto d) { client.removeContainer(in.id, true, d); });
        QVERIFY2(removed, removed ? "" : qPrintable(removed.error().message));
        auto gone = await(b->inspectStep(name, QStringLiteral("node-0")), 60000);
        QVERIFY(!gone);
        QCOMPARE(gone.error().kind, Error::Kind::NotFound);
        QCOMPARE(gone.error().message,
                 QStringLiteral("The container of step 'node-0' of job '%1' (%2, id %3) is gone "
                                "from %4: it was removed, so there is nothing left to inspect. "
                                "Its logs and events are kept.")
                     .arg(name,
                          step->objectName,
                          in.id.left(12),
                          engine == QLatin1String("docker") ? QStringLiteral("Docker")
                                                            : QStringLiteral("Podman")));
        QVERIFY(await(b->remove(name), 60000));
    }

    /// What an engine says is untrusted: wrong types are skipped, sizes bounded.
    void boundsHostileAnswer()
    {
        Json env = Json::array();
        for (int i = 0; i < ContainerInspection::maxEntries + 10; ++i)
            env.push_back("V" + std::to_string(i) + "=x");
        env.push_back(42);
        const Json answer = {
            {"Id", "abc"},
            {"Name", "/c"},
            {"RestartCount", "many"},
            {"Config",
             {{"Image", std::string(ContainerInspection::maxValueChars + 100, 'i')},
              {"Cmd", Json::array({"a", 5, nullptr, "b"})},
              {"Env", env},
              {"ExposedPorts", {{"99999/tcp", Json::object()}, {"80/tcp", Json::object()}}}}},
            {"Mounts", Json::array({1, {{"Source", "/s"}, {"Destination", "/d"}, {"RW", false}}})},
            {"State", {{"Status", "running"}, {"ExitCode", 0}}}};
        auto r = ContainerInspection::parse(answer, [](const QString &) { return false; });
        QVERIFY(r);
        QCOMPARE(r->image.size(), ContainerInspection::maxValueChars);
        QCOMPARE(r->command, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(r->env.size(), ContainerInspection::maxEntries);
        QCOMPARE(r->restartCount, 0);
        QCOMPARE(r->ports.size(), 1);
        QCOMPARE(r->ports[0].port, 80);
        QCOMPARE(r->mounts.size(), 1);
        QVERIFY(r->mounts[0].readOnly);
        QVERIFY(!r->exitCode.has_value()); // running: no exit code yet
        QCOMPARE(r->truncated,
                 QStringLiteral("The engine gave more than is shown; cut: long values, "
                                "environment variables."));
        QVERIFY(!ContainerInspection::parse(Json::array(), [](const QString &) { return false; }));
    }
};

QTEST_GUILESS_MAIN(TestContainerInspect)
#include "tst_containerinspect.moc"
