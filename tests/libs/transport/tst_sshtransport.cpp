// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// ssh:// engine addresses, and HTTP over SSH against the private OpenSSH server of
// scripts/engines/sshd with the private dockerd and podman behind it: Docker through
// `docker system dial-stdio`, Podman through a forwarded socket, one shared master for all
// requests, a new master after the old one was killed, and the clear errors (unknown and
// changed host key, refused key, no docker on the host, no socket there). See docs/ssh.md.
#include "libs/transport/endpoint.h"
#include "libs/transport/httpclient.h"
#include "libs/transport/httpreply.h"
#include "libs/transport/sshmaster.h"

#include "tests/support/prerequisite.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace TrainDeck;
using namespace TrainDeck::Transport;

namespace {

QString env(const char *name)
{
    return qEnvironmentVariable(name);
}

/// GET `target` and wait; the reply's error or its body.
Result<QByteArray> get(HttpClient &client, const QByteArray &target)
{
    HttpRequest r;
    r.target = target;
    r.timeoutMs = 30000;
    std::unique_ptr<HttpReply> reply(client.send(r));
    QSignalSpy done(reply.get(), &HttpReply::finished);
    if (!reply->isFinished() && !done.wait(40000))
        return Error::make(Error::Kind::Timeout, QStringLiteral("no answer"));
    if (reply->error())
        return *reply->error();
    if (reply->status() != 200)
        return Error::make(Error::Kind::Http,
                           QStringLiteral("status %1: %2")
                               .arg(reply->status())
                               .arg(QString::fromUtf8(reply->body())));
    return reply->body();
}

} // namespace

class TestSshTransport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_runtime; ///< this test's own control sockets (never the user's)
    QTemporaryDir m_config;
    QString m_port;

    Endpoint endpoint(const QString &path = {}, const QString &port = {}) const
    {
        auto e = Endpoint::parse(
            QStringLiteral("ssh://root@127.0.0.1:%1%2").arg(port.isEmpty() ? m_port : port, path));
        return e ? *e : Endpoint{};
    }

    /// A client configuration like the server's, with `known_hosts` and `key` instead.
    QString writeConfig(const QString &name, const QString &knownHosts, const QString &key)
    {
        const QString path = m_config.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write(QStringLiteral("Host *\n    User root\n    IdentityFile %1\n    IdentitiesOnly "
                               "yes\n    IdentityAgent none\n    UserKnownHostsFile %2\n    "
                               "GlobalKnownHostsFile /dev/null\n")
                    .arg(key, knownHosts)
                    .toUtf8());
        return path;
    }

    void requireServer()
    {
        TRAINDECK_REQUIRE(!env("TRAINDECK_TEST_SSH_PORT").isEmpty(),
                          QStringLiteral("the private sshd (TRAINDECK_TEST_SSH_PORT)"),
                          QStringLiteral("scripts/engines/start STATE (or scripts/engines/sshd "
                                         "STATE) and source STATE/engines.env"));
        m_port = env("TRAINDECK_TEST_SSH_PORT");
        qputenv("TRAINDECK_SSH_CONFIG", env("TRAINDECK_TEST_SSH_CONFIG").toUtf8());
    }

private Q_SLOTS:
    void initTestCase() { qputenv("TRAINDECK_SSH_RUNTIME_DIR", m_runtime.path().toUtf8()); }

    void cleanup()
    {
        // Every master this test started goes with it.
        for (const QString &port :
             {env("TRAINDECK_TEST_SSH_PORT"), env("TRAINDECK_TEST_SSH_NODOCKER_PORT")})
            if (!port.isEmpty())
                SshMaster::stop(endpoint({}, port));
        qputenv("TRAINDECK_SSH_CONFIG", env("TRAINDECK_TEST_SSH_CONFIG").toUtf8());
    }

    void parsesSshAddresses()
    {
        auto e = Endpoint::parse(QStringLiteral("ssh://ada@gpu.example:2222"));
        QVERIFY(e);
        QCOMPARE(e->kind, Endpoint::Kind::Ssh);
        QCOMPARE(e->sshUser, QStringLiteral("ada"));
        QCOMPARE(e->host, QStringLiteral("gpu.example"));
        QCOMPARE(e->port, quint16(2222));
        QCOMPARE(e->path, QString());
        QCOMPARE(e->toString(), QStringLiteral("ssh://ada@gpu.example:2222"));
        QCOMPARE(e->securityWarning(), QString());

        auto p = Endpoint::parse(QStringLiteral("ssh://core@vm/run/user/1000/podman/podman.sock"));
        QVERIFY(p);
        QCOMPARE(p->port, quint16(0));
        QCOMPARE(p->path, QStringLiteral("/run/user/1000/podman/podman.sock"));
        QCOMPARE(p->toString(), QStringLiteral("ssh://core@vm/run/user/1000/podman/podman.sock"));

        auto id = Endpoint::parse(
            QStringLiteral("ssh://core@vm:50022/run/podman/podman.sock?identity=/home/a/.ssh/k"));
        QVERIFY(id);
        QCOMPARE(id->sshIdentity, QStringLiteral("/home/a/.ssh/k"));
        QCOMPARE(
            id->toString(),
            QStringLiteral("ssh://core@vm:50022/run/podman/podman.sock?identity=/home/a/.ssh/k"));
        QVERIFY(!Endpoint::parse(QStringLiteral("ssh://vm?ProxyCommand=x")));

        auto h = Endpoint::parse(QStringLiteral("ssh://workstation"));
        QVERIFY(h);
        QCOMPARE(h->sshUser, QString());
        QCOMPARE(h->toString(), QStringLiteral("ssh://workstation"));

        // ssh's options can never come in through the address.
        QVERIFY(!Endpoint::parse(QStringLiteral("ssh://-oProxyCommand=x")));
        QVERIFY(!Endpoint::parse(QStringLiteral("ssh://ada:secret@host")));
        QVERIFY(!Endpoint::parse(QStringLiteral("ssh://")));
    }

    void argumentsNeverPromptNorAcceptHostKeys()
    {
        auto e = Endpoint::parse(QStringLiteral("ssh://ada@gpu:2222"));
        QVERIFY(e);
        e->sshIdentity = QStringLiteral("/home/ada/.ssh/gpu");
        const QStringList a = SshMaster::arguments(*e, QStringLiteral("/run/cm"));
        QVERIFY(a.contains(QStringLiteral("BatchMode=yes")));
        QVERIFY(a.contains(QStringLiteral("StrictHostKeyChecking=yes")));
        QVERIFY(a.contains(QStringLiteral("ControlPath=/run/cm")));
        const int i = a.indexOf(QStringLiteral("-i"));
        QVERIFY(i >= 0);
        QCOMPARE(a.value(i + 1), QStringLiteral("/home/ada/.ssh/gpu"));
        QCOMPARE(a.value(a.indexOf(QStringLiteral("-p")) + 1), QStringLiteral("2222"));
        QCOMPARE(a.value(a.indexOf(QStringLiteral("-l")) + 1), QStringLiteral("ada"));
        QCOMPARE(a.last(), QStringLiteral("gpu"));
    }

    void runtimeDirIsPrivate()
    {
        auto dir = SshMaster::runtimeDir();
        QVERIFY2(dir, dir ? "" : qPrintable(dir.error().message));
        QCOMPARE(QFile::permissions(*dir)
                     & (QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther
                        | QFile::WriteOther | QFile::ExeOther),
                 QFile::Permissions());
    }

    void dockerThroughDialStdioSharesOneMaster()
    {
        requireServer();
        HttpClient client(endpoint());
        auto ping = get(client, "/_ping");
        QVERIFY2(ping, ping ? "" : qPrintable(ping.error().message));
        QCOMPARE(*ping, QByteArray("OK"));
        const qint64 master = SshMaster::masterPid(endpoint());
        QVERIFY(master > 0);
        // The same engine as its local socket: the same daemon ID.
        auto version = get(client, "/info");
        QVERIFY2(version, version ? "" : qPrintable(version.error().message));
        QVERIFY(version->contains("\"ID\""));
        // Several connections at once (streams get their own): all through the one master.
        HttpClient other(endpoint());
        for (int i = 0; i < 5; ++i) {
            auto again = get(other, "/_ping");
            QVERIFY2(again, again ? "" : qPrintable(again.error().message));
        }
        QCOMPARE(SshMaster::masterPid(endpoint()), master);
    }

    void newMasterAfterTheOldOneWasKilled()
    {
        requireServer();
        HttpClient client(endpoint());
        QVERIFY(get(client, "/_ping"));
        const qint64 first = SshMaster::masterPid(endpoint());
        QVERIFY(first > 0);
        client.closeIdle();
        QCOMPARE(::kill(pid_t(first), SIGKILL), 0);
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(QStringLiteral("/proc/%1").arg(first)) == false
                                     || SshMaster::masterPid(endpoint()) != first,
                                 5000);
        auto ping = get(client, "/_ping");
        QVERIFY2(ping, ping ? "" : qPrintable(ping.error().message));
        const qint64 second = SshMaster::masterPid(endpoint());
        QVERIFY(second > 0);
        QVERIFY(second != first);
    }

    void podmanThroughForwardedSocket()
    {
        requireServer();
        const QString remote = env("TRAINDECK_TEST_SSH_PODMAN_SOCKET");
        QVERIFY(!remote.isEmpty());
        HttpClient client(endpoint(remote));
        auto version = get(client, "/version");
        QVERIFY2(version, version ? "" : qPrintable(version.error().message));
        QVERIFY2(version->contains("Podman"), version->constData());
        auto local = SshMaster::forward(endpoint(remote));
        QVERIFY(local);
        QVERIFY(local->startsWith(m_runtime.path()));
    }

    void missingRemoteSocketIsSaid()
    {
        requireServer();
        HttpClient client(endpoint(QStringLiteral("/run/nothing-here/podman.sock")));
        auto r = get(client, "/_ping");
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::NotFound);
        QVERIFY2(r.error().message.startsWith(
                     QStringLiteral("there is no engine socket /run/nothing-here/podman.sock on "
                                    "root@127.0.0.1:")),
                 qPrintable(r.error().message));
    }

    void unknownHostKeyIsRefusedWithHowToAccept()
    {
        requireServer();
        QTemporaryDir dir;
        const QString empty = dir.filePath(QStringLiteral("known_hosts"));
        QFile(empty).open(QIODevice::WriteOnly);
        qputenv(
            "TRAINDECK_SSH_CONFIG",
            writeConfig(QStringLiteral("unknown"), empty, env("TRAINDECK_TEST_SSH_KEY")).toUtf8());
        HttpClient client(endpoint());
        auto r = get(client, "/_ping");
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Validation);
        QVERIFY2(r.error().message.startsWith(
                     QStringLiteral("the host key of root@127.0.0.1:%1 is not known").arg(m_port)),
                 qPrintable(r.error().message));
        QVERIFY(r.error().message.contains(
            QStringLiteral("Run `ssh -p %1 root@127.0.0.1` once in a terminal").arg(m_port)));
        // Never accepted behind the user's back.
        QFile f(empty);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray());
    }

    void changedHostKeyIsRefused()
    {
        requireServer();
        qputenv("TRAINDECK_SSH_CONFIG",
                writeConfig(QStringLiteral("changed"),
                            env("TRAINDECK_TEST_SSH_KNOWN_HOSTS_CHANGED"),
                            env("TRAINDECK_TEST_SSH_KEY"))
                    .toUtf8());
        HttpClient client(endpoint());
        auto r = get(client, "/_ping");
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Validation);
        QVERIFY2(r.error().message.startsWith(
                     QStringLiteral("the host key of root@127.0.0.1:%1 has CHANGED").arg(m_port)),
                 qPrintable(r.error().message));
        QVERIFY(r.error().message.contains(
            QStringLiteral("ssh-keygen -R '[127.0.0.1]:%1'").arg(m_port)));
    }

    void refusedKeyIsSaid()
    {
        requireServer();
        qputenv("TRAINDECK_SSH_CONFIG",
                writeConfig(QStringLiteral("refused"),
                            env("TRAINDECK_TEST_SSH_KNOWN_HOSTS"),
                            env("TRAINDECK_TEST_SSH_REFUSED_KEY"))
                    .toUtf8());
        HttpClient client(endpoint());
        auto r = get(client, "/_ping");
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Validation);
        QVERIFY2(r.error().message.startsWith(
                     QStringLiteral("root@127.0.0.1:%1 refused the login (ssh said: ").arg(m_port)),
                 qPrintable(r.error().message));
        QVERIFY(r.error().message.contains(QStringLiteral("Permission denied (publickey)")));
    }

    void missingDockerIsSaid()
    {
        requireServer();
        const QString port = env("TRAINDECK_TEST_SSH_NODOCKER_PORT");
        QVERIFY(!port.isEmpty());
        HttpClient client(endpoint({}, port));
        auto r = get(client, "/_ping");
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::NotFound);
        QVERIFY2(r.error().message.startsWith(
                     QStringLiteral("docker is not installed on root@127.0.0.1:%1").arg(port)),
                 qPrintable(r.error().message));
    }
};

QTEST_GUILESS_MAIN(TestSshTransport)
#include "tst_sshtransport.moc"
