// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Engine discovery order: explicit setting, DOCKER_HOST / CONTAINER_HOST, the
// Docker context, rootless and rootful Podman, /var/run/docker.sock, Docker Desktop, Colima.
#include "backends/container/engineclient.h"
#include "backends/container/enginediscovery.h"

#include <QCryptographicHash>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Container;

namespace {
EngineDiscovery::Environment machine(QSet<QString> sockets, QHash<QString, QByteArray> files = {})
{
    EngineDiscovery::Environment env;
    env.home = QStringLiteral("/home/u");
    env.xdgRuntimeDir = QStringLiteral("/run/user/1000");
    env.exists = [sockets](const QString &p) {
        return sockets.contains(p);
    };
    env.readFile = [files](const QString &p) {
        return files.value(p);
    };
    return env;
}

QStringList urls(const QList<EngineCandidate> &c)
{
    QStringList out;
    for (const auto &e : c)
        out << e.url;
    return out;
}
} // namespace

class TestDiscovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySocketInTheExpectedOrder()
    {
        auto env = machine({QStringLiteral("/var/run/docker.sock"),
                            QStringLiteral("/run/user/1000/podman/podman.sock"),
                            QStringLiteral("/run/podman/podman.sock"),
                            QStringLiteral("/home/u/.docker/run/docker.sock"),
                            QStringLiteral("/home/u/.colima/default/docker.sock")});
        env.dockerHost = QStringLiteral("tcp://10.0.0.5:2375");
        env.containerHost = QStringLiteral("unix:///tmp/podman.sock");
        QCOMPARE(urls(EngineDiscovery::candidates(env)),
                 (QStringList{QStringLiteral("tcp://10.0.0.5:2375"),
                              QStringLiteral("unix:///tmp/podman.sock"),
                              QStringLiteral("unix:///run/user/1000/podman/podman.sock"),
                              QStringLiteral("unix:///run/podman/podman.sock"),
                              QStringLiteral("unix:///var/run/docker.sock"),
                              QStringLiteral("unix:///home/u/.docker/run/docker.sock"),
                              QStringLiteral("unix:///home/u/.colima/default/docker.sock")}));
    }

    void anExplicitSettingIsTheOnlyCandidate()
    {
        // Whatever else the machine has: the engine the user named, or its error.
        auto env = machine(
            {QStringLiteral("/var/run/docker.sock"), QStringLiteral("/run/podman/podman.sock")});
        env.dockerHost = QStringLiteral("tcp://10.0.0.5:2375");
        env.explicitUrl = QStringLiteral("unix:///tmp/mine.sock");
        QCOMPARE(urls(EngineDiscovery::candidates(env)),
                 QStringList{QStringLiteral("unix:///tmp/mine.sock")});
    }

    void missingSocketsAreLeftOutButNamedOnesKept()
    {
        auto env = machine({});
        QVERIFY(EngineDiscovery::candidates(env).isEmpty());
        QVERIFY(EngineDiscovery::consideredPaths(env).contains(
            QStringLiteral("unix:///var/run/docker.sock")));
        env.dockerHost = QStringLiteral("unix:///nowhere/docker.sock");
        QCOMPARE(urls(EngineDiscovery::candidates(env)),
                 QStringList{QStringLiteral("unix:///nowhere/docker.sock")});
    }

    void currentDockerContextIsRead()
    {
        const QByteArray hash
            = QCryptographicHash::hash("colima", QCryptographicHash::Sha256).toHex();
        auto env = machine(
            {QStringLiteral("/var/run/docker.sock")},
            {{QStringLiteral("/home/u/.docker/config.json"), "{\"currentContext\":\"colima\"}"},
             {QStringLiteral("/home/u/.docker/contexts/meta/") + QString::fromLatin1(hash)
                  + QStringLiteral("/meta.json"),
              "{\"Name\":\"colima\",\"Endpoints\":{\"docker\":{\"Host\":\"unix:///home/u/.colima/"
              "default/docker.sock\"}}}"}});
        const auto c = EngineDiscovery::candidates(env);
        QCOMPARE(c.first().url, QStringLiteral("unix:///home/u/.colima/default/docker.sock"));
        QVERIFY(c.first().source.contains(QLatin1String("colima")));
        // DOCKER_CONTEXT=default overrides config.json and means "no context endpoint".
        env.dockerContext = QStringLiteral("default");
        QCOMPARE(EngineDiscovery::candidates(env).first().url,
                 QStringLiteral("unix:///var/run/docker.sock"));
    }

    void tlsFromTheEnvironment()
    {
        auto env = machine({});
        env.dockerHost = QStringLiteral("tcp://engine.example:2376");
        env.dockerTlsVerify = QStringLiteral("1");
        env.dockerCertPath = QStringLiteral("/certs");
        const auto c = EngineDiscovery::candidates(env);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].url, QStringLiteral("https://engine.example:2376"));
        QVERIFY(c[0].tls);
        QVERIFY(c[0].tlsVerify);
        QCOMPARE(c[0].certDir, QStringLiteral("/certs"));
    }

    void garbageInConfigFilesIsIgnored()
    {
        auto env = machine({QStringLiteral("/var/run/docker.sock")},
                           {{QStringLiteral("/home/u/.docker/config.json"), "{not json"}});
        QCOMPARE(urls(EngineDiscovery::candidates(env)),
                 QStringList{QStringLiteral("unix:///var/run/docker.sock")});
    }

    // Fields of another type (null included) in the Docker CLI's files read as absent: the
    // reader threw there, which ended the app while it looked for an engine.
    void wrongTypesInConfigFilesAreIgnored()
    {
        const QByteArray hash
            = QCryptographicHash::hash("colima", QCryptographicHash::Sha256).toHex();
        const QString meta = QStringLiteral("/home/u/.docker/contexts/meta/")
                             + QString::fromLatin1(hash) + QStringLiteral("/meta.json");
        for (const QByteArray &config : {QByteArray("{\"currentContext\":3}"),
                                         QByteArray("{\"currentContext\":null}"),
                                         QByteArray("[\"colima\"]")}) {
            auto env = machine({QStringLiteral("/var/run/docker.sock")},
                               {{QStringLiteral("/home/u/.docker/config.json"), config}});
            QCOMPARE(urls(EngineDiscovery::candidates(env)),
                     QStringList{QStringLiteral("unix:///var/run/docker.sock")});
        }
        for (const QByteArray &m : {QByteArray("{\"Endpoints\":{\"docker\":{\"Host\":5}}}"),
                                    QByteArray("{\"Endpoints\":{\"docker\":\"x\"}}"),
                                    QByteArray("{\"Endpoints\":null}")}) {
            auto env = machine(
                {QStringLiteral("/var/run/docker.sock")},
                {{QStringLiteral("/home/u/.docker/config.json"), "{\"currentContext\":\"colima\"}"},
                 {meta, m}});
            QCOMPARE(urls(EngineDiscovery::candidates(env)),
                     QStringList{QStringLiteral("unix:///var/run/docker.sock")});
        }
    }

    void errorAnswersOfBothEngines()
    {
        // docs/container.md, "Engine API facts": Docker's 409 and Podman's 500 for a name in use
        // are both conflicts.
        auto docker = EngineClient::errorFor(
            409,
            "{\"message\":\"Conflict. The container name \\\"/j-node-0\\\" is already in use\"}",
            QStringLiteral("create"));
        QCOMPARE(docker.kind, Error::Kind::Conflict);
        QCOMPARE(docker.httpStatus, 409);
        auto podman = EngineClient::errorFor(
            500,
            "{\"cause\":\"that name is already in use\",\"message\":\"container create: the "
            "container name \\\"j-node-0\\\" is already in use by 822a\",\"response\":500}",
            QStringLiteral("create"));
        QCOMPARE(podman.kind, Error::Kind::Conflict);
        QVERIFY(podman.message.contains(QLatin1String("j-node-0")));
        auto missing
            = EngineClient::errorFor(404, QByteArray(), QStringLiteral("GET /containers/x/stats"));
        QCOMPARE(missing.kind, Error::Kind::NotFound);
        QVERIFY(missing.message.contains(QLatin1String("404")));
        auto image = EngineClient::errorFor(
            404, "{\"message\":\"No such image: localhost/nope:1\"}", QStringLiteral("create"));
        QVERIFY(image.message.contains(QLatin1String("localhost/nope:1")));
    }
};

QTEST_GUILESS_MAIN(TestDiscovery)
#include "tst_discovery.moc"
