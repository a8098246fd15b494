// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Internal diagnostics never reach users. A job made by the Kubeflow
// Python SDK (containers with its labels, no TrainDeck state file) is listed by
// `traindeck-cli jobs` with nothing on stderr; QT_LOGGING_RULES="traindeck.*=true" shows the
// diagnostics. Real dockerd and podman (scripts/test's engines) and the real CLI; nothing is
// mocked. A local job with an unreadable state file shows the same without engines.
#include "backends/container/engineclient.h"
#include "tests/support/clirun.h"
#include "tests/support/prerequisite.h"

#include "core/domain/labels.h"
#include "core/files/paths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Container;
using Json = nlohmann::json;

class TestQuietCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_data;

    static QString host(const QString &engine)
    {
        return qEnvironmentVariable(engine == QLatin1String("docker")
                                        ? "TRAINDECK_TEST_DOCKER_HOST"
                                        : "TRAINDECK_TEST_PODMAN_HOST");
    }

    QHash<QString, QString> env(const QString &rules = {}) const
    {
        QHash<QString, QString> e{
            {QStringLiteral("TRAINDECK_DATA_DIR"), m_data.filePath(QStringLiteral("data"))},
            {QStringLiteral("TRAINDECK_CONTAINER_WORKDIR"),
             m_data.filePath(QStringLiteral("work"))},
            // Whatever the developer's shell has, the default is what is tested.
            {QStringLiteral("QT_LOGGING_RULES"), rules}};
        return e;
    }

    /// Runs `fn` on the engine and waits for its answer.
    static Result<Json> call(std::function<void(EngineClient::Done)> fn)
    {
        std::optional<Result<Json>> r;
        fn([&](Result<Json> x) { r = std::move(x); });
        QElapsedTimer t;
        t.start();
        while (!r && t.elapsed() < 60000)
            QTest::qWait(5);
        return r ? *r
                 : Result<Json>(Error::make(Error::Kind::Transport, QStringLiteral("timeout")));
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_data.isValid()); }

    // The same on the local backend, which needs no engine: a job folder whose state file
    // cannot be read is skipped without a word to the user.
    void localJobsListedWithoutChatter()
    {
        qputenv("TRAINDECK_DATA_DIR", m_data.filePath(QStringLiteral("data")).toLocal8Bit());
        const QString broken
            = QDir(Paths::jobsDir(BackendKind::Local)).filePath(QStringLiteral("half-written"));
        QVERIFY(QDir().mkpath(broken));
        QFile state(QDir(broken).filePath(QStringLiteral("state.json")));
        QVERIFY(state.open(QIODevice::WriteOnly));
        state.write("{\"name\": \"half-wr");
        state.close();
        const QStringList args{
            QStringLiteral("jobs"), QStringLiteral("--backend"), QStringLiteral("local")};
        const CliRun quiet = CliRun::run(args, env(), 60000);
        QVERIFY2(quiet.exitCode == 0, qPrintable(quiet.err));
        QVERIFY2(quiet.err.isEmpty(), qPrintable(quiet.err));
        const CliRun verbose = CliRun::run(args, env(QStringLiteral("traindeck.*=true")), 60000);
        QVERIFY2(verbose.exitCode == 0, qPrintable(verbose.err));
        QVERIFY2(
            verbose.err.contains(QStringLiteral("traindeck.local: skipping job \"half-written\"")),
            qPrintable(verbose.err));
    }

    void sdkJobIsListedWithoutChatter_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::newRow("docker") << QStringLiteral("docker");
        QTest::newRow("podman") << QStringLiteral("podman");
    }
    void sdkJobIsListedWithoutChatter()
    {
        TRAINDECK_REQUIRE(
            !host(QStringLiteral("docker")).isEmpty() && !host(QStringLiteral("podman")).isEmpty(),
            QStringLiteral("the test engines (TRAINDECK_TEST_DOCKER_HOST/PODMAN_HOST)"),
            QStringLiteral("run scripts/test, which starts dockerd and podman"));
        QFETCH(QString, engine);
        const QString job = QStringLiteral("sdk-quiet-") + engine;
        const QString container = job + QStringLiteral("-node-0");
        EngineClient client(*Transport::Endpoint::parse(host(engine)));
        (void)call([&](auto d) { client.removeContainer(container, true, d); });
        // What the SDK makes: a container with its labels, and no TrainDeck label or file.
        const Json body = {{"Image", qEnvironmentVariable("TRAINDECK_TEST_IMAGE").toStdString()},
                           {"Cmd", {"python3", "-c", "print('sdk job')"}},
                           {"Labels",
                            {{Labels::TrainJobName.toStdString(), job.toStdString()},
                             {Labels::Step.toStdString(), "node-0"},
                             {Labels::RuntimeName.toStdString(), "torch-distributed"}}}};
        const auto created = call([&](auto d) { client.createContainer(container, body, d); });
        QVERIFY2(created, qPrintable(created ? QString() : created.error().message));
        auto cleanup = qScopeGuard(
            [&] { (void)call([&](auto d) { client.removeContainer(container, true, d); }); });
        (void)call([&](auto d) { client.startContainer(container, d); });

        const QStringList args{QStringLiteral("jobs"),
                               QStringLiteral("--backend"),
                               engine,
                               QStringLiteral("--host"),
                               host(engine)};
        // The first run keeps the SDK job's logs under TrainDeck's data folder: a job folder
        // with no state.json, which every later run used to complain about.
        const CliRun first = CliRun::run(args, env(), 120000);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        qputenv("TRAINDECK_DATA_DIR", m_data.filePath(QStringLiteral("data")).toLocal8Bit());
        const QString jobDir
            = QDir(Paths::jobsDir(engine == QLatin1String("docker") ? BackendKind::Docker
                                                                    : BackendKind::Podman,
                                  host(engine)))
                  .filePath(job);
        QVERIFY(QDir().mkpath(QDir(jobDir).filePath(QStringLiteral("logs"))));
        QVERIFY(!QFile::exists(QDir(jobDir).filePath(QStringLiteral("state.json"))));

        const CliRun quiet = CliRun::run(args, env(), 120000);
        QVERIFY2(quiet.exitCode == 0, qPrintable(quiet.err));
        QVERIFY2(quiet.out.contains(job), qPrintable(quiet.out));
        QVERIFY2(quiet.err.isEmpty(), qPrintable(quiet.err));

        // The diagnostics are there for whoever asks.
        const CliRun verbose = CliRun::run(args, env(QStringLiteral("traindeck.*=true")), 120000);
        QVERIFY2(verbose.exitCode == 0, qPrintable(verbose.err));
        QVERIFY2(verbose.out.contains(job), qPrintable(verbose.out));
        QVERIFY2(verbose.err.contains(
                     QStringLiteral("traindeck.container: skipping job \"%1\"").arg(job)),
                 qPrintable(verbose.err));
    }
};

QTEST_MAIN(TestQuietCli)
#include "tst_quietcli.moc"
