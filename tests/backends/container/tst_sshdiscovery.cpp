// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Remote engines set up for the CLIs, found in a made-up home folder: Docker contexts with an
// ssh:// endpoint, and Podman system connections as Podman 4 (containers.conf) and Podman 5
// (podman-connections.json) write them, with their identity and default.
#include "backends/container/remoteconnections.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Container;

namespace {

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

QString contextDir(const QString &name)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).toHex());
}

} // namespace

class TestSshDiscovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dockerContextsOverSsh()
    {
        QTemporaryDir home;
        const QString meta = home.filePath(QStringLiteral(".docker/contexts/meta/"));
        write(home.filePath(QStringLiteral(".docker/config.json")),
              "{\"auths\":{},\"currentContext\":\"gpu\"}");
        write(meta + contextDir(QStringLiteral("gpu")) + QStringLiteral("/meta.json"),
              "{\"Name\":\"gpu\",\"Metadata\":{\"Description\":\"the GPU box\"},"
              "\"Endpoints\":{\"docker\":{\"Host\":\"ssh://"
              "ada@gpu.lan:2222\",\"SkipTLSVerify\":false}}}");
        write(meta + contextDir(QStringLiteral("lab")) + QStringLiteral("/meta.json"),
              "{\"Name\":\"lab\",\"Metadata\":{},\"Endpoints\":{\"docker\":{\"Host\":\"ssh://"
              "lab\"}}}");
        // Not over SSH: found by the engine discovery already, not offered here.
        write(
            meta + contextDir(QStringLiteral("tcpbox")) + QStringLiteral("/meta.json"),
            "{\"Name\":\"tcpbox\",\"Endpoints\":{\"docker\":{\"Host\":\"tcp://10.0.0.2:2376\"}}}");
        write(meta + contextDir(QStringLiteral("broken")) + QStringLiteral("/meta.json"), "{nope");

        const auto found = RemoteConnections::discover(home.path());
        QCOMPARE(found.size(), 2);
        RemoteConnections::Engine gpu
            = found.value(0).name == QLatin1String("gpu") ? found.value(0) : found.value(1);
        RemoteConnections::Engine lab
            = found.value(0).name == QLatin1String("lab") ? found.value(0) : found.value(1);
        QCOMPARE(gpu.name, QStringLiteral("gpu"));
        QCOMPARE(gpu.kind, BackendKind::Docker);
        QCOMPARE(gpu.url, QStringLiteral("ssh://ada@gpu.lan:2222"));
        QCOMPARE(gpu.host, QStringLiteral("ada@gpu.lan:2222"));
        QCOMPARE(gpu.isDefault, true);
        QCOMPARE(lab.url, QStringLiteral("ssh://lab"));
        QCOMPARE(lab.isDefault, false);

        const ConnectionChoice c = gpu.choice();
        QCOMPARE(c.kind, BackendKind::Docker);
        QCOMPARE(c.connection, QStringLiteral("ssh://ada@gpu.lan:2222"));
        QCOMPARE(c.options.host, QStringLiteral("ssh://ada@gpu.lan:2222"));
        QCOMPARE(c.displayName, QStringLiteral("gpu (Docker on ada@gpu.lan:2222)"));
    }

    void podman4ContainersConf()
    {
        QTemporaryDir home;
        write(home.filePath(QStringLiteral(".config/containers/containers.conf")),
              "[containers]\nlog_size_max = -1\n\n"
              "[engine]\n  active_service = \"ws\"\n"
              "  [engine.service_destinations]\n"
              "    [engine.service_destinations.ws]\n"
              "      uri = \"ssh://core@ws.lan:22/run/user/1000/podman/podman.sock\"\n"
              "      identity = \"/home/ada/.ssh/ws_ed25519\"\n"
              "    [engine.service_destinations.local]\n"
              "      uri = \"unix:///run/user/1000/podman/podman.sock\"\n"
              "    [engine.service_destinations.\"old\"]\n"
              "      uri = 'ssh://root@old/run/podman/podman.sock' # rootful\n");
        const auto found = RemoteConnections::discover(home.path());
        QCOMPARE(found.size(), 2);
        QCOMPARE(found[0].name, QStringLiteral("ws"));
        QCOMPARE(found[0].kind, BackendKind::Podman);
        QCOMPARE(found[0].url,
                 QStringLiteral("ssh://core@ws.lan:22/run/user/1000/podman/podman.sock"
                                "?identity=/home/ada/.ssh/ws_ed25519"));
        QCOMPARE(found[0].host, QStringLiteral("core@ws.lan:22"));
        QCOMPARE(found[0].isDefault, true);
        QCOMPARE(found[1].name, QStringLiteral("old"));
        QCOMPARE(found[1].url, QStringLiteral("ssh://root@old/run/podman/podman.sock"));
        QCOMPARE(found[1].isDefault, false);
    }

    void podman5ConnectionsJson()
    {
        QTemporaryDir home;
        QTemporaryDir xdg; // XDG_CONFIG_HOME elsewhere than ~/.config, as Podman honours it
        write(xdg.filePath(QStringLiteral("containers/podman-connections.json")),
              "{\"Connection\":{\"Default\":\"vm\",\"Connections\":{"
              "\"vm\":{\"URI\":\"ssh://root@127.0.0.1:50022/run/podman/podman.sock\","
              "\"Identity\":\"/home/ada/.local/share/containers/podman/machine/"
              "machine\",\"IsMachine\":true},"
              "\"desk\":{\"URI\":\"ssh://ada@desk/run/user/1000/podman/"
              "podman.sock\",\"Identity\":\"\"}}},"
              "\"Farm\":{}}");
        // Podman 4's file with a connection of the same name: Podman 5's wins.
        write(xdg.filePath(QStringLiteral("containers/containers.conf")),
              "[engine.service_destinations.desk]\nuri = \"ssh://old@desk/x.sock\"\n");
        const auto found = RemoteConnections::discover(home.path(), xdg.path());
        QCOMPARE(found.size(), 2);
        QHash<QString, RemoteConnections::Engine> byName;
        for (const auto &e : found)
            byName.insert(e.name, e);
        QVERIFY(byName.contains(QStringLiteral("vm")));
        QVERIFY(byName.contains(QStringLiteral("desk")));
        QCOMPARE(byName[QStringLiteral("vm")].url,
                 QStringLiteral("ssh://root@127.0.0.1:50022/run/podman/podman.sock?identity=/home/"
                                "ada/.local/share/containers/podman/machine/machine"));
        QCOMPARE(byName[QStringLiteral("vm")].isDefault, true);
        QCOMPARE(byName[QStringLiteral("desk")].url,
                 QStringLiteral("ssh://ada@desk/run/user/1000/podman/podman.sock"));
        QCOMPARE(byName[QStringLiteral("desk")].isDefault, false);
        QCOMPARE(byName[QStringLiteral("desk")].choice().displayName,
                 QStringLiteral("desk (Podman on ada@desk)"));
    }

    // Fields of another type in the Docker and Podman files read as absent; the entries
    // that are whole are still found.
    void wrongTypesInConnectionFilesAreIgnored()
    {
        QTemporaryDir home;
        QTemporaryDir xdg;
        const QString meta = home.filePath(QStringLiteral(".docker/contexts/meta/"));
        write(home.filePath(QStringLiteral(".docker/config.json")), "{\"currentContext\":7}");
        write(meta + contextDir(QStringLiteral("a")) + QStringLiteral("/meta.json"),
              "{\"Name\":7,\"Endpoints\":{\"docker\":{\"Host\":\"ssh://a\"}}}");
        write(meta + contextDir(QStringLiteral("b")) + QStringLiteral("/meta.json"),
              "{\"Name\":\"b\",\"Endpoints\":{\"docker\":{\"Host\":null}}}");
        write(meta + contextDir(QStringLiteral("c")) + QStringLiteral("/meta.json"),
              "{\"Name\":\"c\",\"Endpoints\":[1]}");
        write(xdg.filePath(QStringLiteral("containers/podman-connections.json")),
              "{\"Connection\":{\"Default\":1,\"Connections\":{"
              "\"n\":{\"URI\":3},\"i\":{\"URI\":\"ssh://ada@desk/x.sock\",\"Identity\":[]},"
              "\"s\":\"ssh://x\"}}}");
        const auto found = RemoteConnections::discover(home.path(), xdg.path());
        QStringList names;
        for (const auto &e : found)
            names << e.name + QLatin1Char('=') + e.url;
        names.sort();
        // The Docker context with no name still has its endpoint; Podman's "i" is whole but
        // for its identity.
        QCOMPARE(
            names,
            (QStringList{QStringLiteral("=ssh://a"), QStringLiteral("i=ssh://ada@desk/x.sock")}));
        for (const auto &e : found)
            QVERIFY(!e.isDefault);
    }

    void nothingSetUp()
    {
        QTemporaryDir home;
        QCOMPARE(RemoteConnections::discover(home.path()).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSshDiscovery)
#include "tst_sshdiscovery.moc"
