// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Docker's TLS rules, without an engine. With DOCKER_TLS_VERIFY=0 and
// certificates present, TrainDeck used to connect through a man in the middle with a
// self-signed certificate and send the job, tokens included. The docker CLI treats any
// non-empty DOCKER_TLS_VERIFY as "verify" (moby#22411); turning the check off takes
// --insecure-skip-tls-verify, and the connection then carries a warning, as does plain
// tcp://. The man in the middle here is a real TLS listener on 127.0.0.1 (TlsRelay).
#include "backends/container/containerbackend.h"
#include "backends/container/engineclient.h"
#include "backends/container/enginediscovery.h"
#include "tests/support/awaitresult.h"
#include "tests/support/tlsrelay.h"

#include <QFile>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Container;

namespace {

EngineDiscovery::Environment remote(const QString &host, const QString &tlsVerify)
{
    EngineDiscovery::Environment env;
    env.dockerHost = host;
    env.dockerTlsVerify = tlsVerify;
    env.dockerCertPath = QStringLiteral("/certs");
    env.home = QStringLiteral("/home/u");
    env.exists = [](const QString &) {
        return false;
    };
    env.readFile = [](const QString &) {
        return QByteArray();
    };
    return env;
}

} // namespace

class TestTlsRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anyDockerTlsVerifyValueMeansVerify_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("value");
        for (const char *host : {"tcp://engine.example:2376", "https://engine.example:2376"})
            for (const char *value : {"1", "0", "false", "no", "yes"})
                QTest::addRow("%s %s", host, value)
                    << QString::fromLatin1(host) << QString::fromLatin1(value);
    }

    void anyDockerTlsVerifyValueMeansVerify()
    {
        QFETCH(QString, host);
        QFETCH(QString, value);
        const auto c = EngineDiscovery::candidates(remote(host, value));
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].url, QStringLiteral("https://engine.example:2376"));
        QVERIFY(c[0].tls);
        QVERIFY(c[0].tlsVerify);
        QCOMPARE(c[0].certDir, QStringLiteral("/certs"));
    }

    void httpsWithoutDockerTlsVerifyIsVerified()
    {
        const auto c
            = EngineDiscovery::candidates(remote(QStringLiteral("https://e.example:2376"), {}));
        QVERIFY(c[0].tls);
        QVERIFY(c[0].tlsVerify);
    }

    void onlyTheExplicitOptionTurnsVerificationOff()
    {
        for (const QString &value : {QStringLiteral("1"), QStringLiteral("0")}) {
            auto env = remote(QStringLiteral("tcp://e.example:2376"), value);
            env.insecureSkipTlsVerify = true;
            const auto c = EngineDiscovery::candidates(env);
            QCOMPARE(c[0].url, QStringLiteral("https://e.example:2376"));
            QVERIFY(c[0].tls);
            QVERIFY(!c[0].tlsVerify);
        }
        // The option changes nothing for an engine without TLS: it is about certificates.
        auto env = remote(QStringLiteral("tcp://e.example:2375"), {});
        env.insecureSkipTlsVerify = true;
        const auto c = EngineDiscovery::candidates(env);
        QCOMPARE(c[0].url, QStringLiteral("tcp://e.example:2375"));
        QVERIFY(!c[0].tls);
    }

    void warnings()
    {
        auto ep = [](const QString &url, bool verify) {
            auto e = *Transport::Endpoint::parse(url);
            e.tlsVerify = verify;
            return e;
        };
        QCOMPARE(ep(QStringLiteral("unix:///run/docker.sock"), true).securityWarning(), QString());
        QCOMPARE(ep(QStringLiteral("https://e.example:2376"), true).securityWarning(), QString());
        QCOMPARE(ep(QStringLiteral("tcp://e.example:2375"), true).securityWarning(),
                 QStringLiteral("tcp://e.example:2375 is reached without TLS: anyone on the "
                                "network path can read the jobs sent to it, secrets included, "
                                "and control the engine. Use TLS (DOCKER_TLS_VERIFY=1 and "
                                "DOCKER_CERT_PATH with the engine's ca.pem, cert.pem and "
                                "key.pem), an SSH tunnel, or a Unix socket"));
        QCOMPARE(ep(QStringLiteral("https://e.example:2376"), false).securityWarning(),
                 QStringLiteral("https://e.example:2376 is reached with TLS but its certificate "
                                "is not checked (--insecure-skip-tls-verify): a man in the "
                                "middle can read the jobs sent to it, secrets included, and "
                                "control the engine. Put the CA that signed the engine's "
                                "certificate in DOCKER_CERT_PATH/ca.pem and drop the option"));
    }

    // The transport itself against a self-signed listener: refused while verifying, and
    // nothing is sent; without verification the request arrives in plain text at the thief.
    void selfSignedListenerIsRefused()
    {
        TlsRelay mitm(TlsRelay::Mode::Tls);
        QString why;
        QVERIFY2(mitm.start(&why), qPrintable(why));
        auto endpoint = *Transport::Endpoint::parse(mitm.url(QStringLiteral("https")));
        std::optional<Result<EngineIdentity>> answer;
        EngineClient verifying(endpoint);
        verifying.ping([&](Result<EngineIdentity> r) { answer = std::move(r); });
        QTRY_VERIFY_WITH_TIMEOUT(answer.has_value(), 20000);
        QVERIFY(!*answer);
        QCOMPARE(answer->error().message,
                 QStringLiteral("cannot talk to the engine at %1: TLS: The certificate is "
                                "self-signed, and untrusted")
                     .arg(mitm.url(QStringLiteral("https"))));
        QCOMPARE(mitm.handshakes(), 0);
        QCOMPARE(mitm.captured(), QByteArray());

        endpoint.tlsVerify = false;
        EngineClient trusting(endpoint);
        trusting.ping([](Result<EngineIdentity>) {});
        QTRY_VERIFY_WITH_TIMEOUT(mitm.captured().startsWith("GET /_ping HTTP/1.1"), 20000);
        QCOMPARE(mitm.handshakes(), 1);
    }

    // The whole backend, set up as the attack was: DOCKER_TLS_VERIFY=0, certificates
    // present (a CA that did not sign the thief's certificate), the engine address at the
    // thief.
    void dockerTlsVerifyZeroIsNoOptOut_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::addRow("https") << QStringLiteral("https");
        QTest::addRow("tcp") << QStringLiteral("tcp");
    }

    void dockerTlsVerifyZeroIsNoOptOut()
    {
        QFETCH(QString, scheme);
        TlsRelay mitm(TlsRelay::Mode::Tls);
        TlsRelay realEngine(TlsRelay::Mode::Tls); // only its certificate: the user's ca.pem
        QString why;
        QVERIFY2(mitm.start(&why), qPrintable(why));
        QVERIFY2(realEngine.start(&why), qPrintable(why));
        QTemporaryDir certs;
        QVERIFY(
            QFile::copy(realEngine.certificatePath(), certs.filePath(QStringLiteral("ca.pem"))));
        const auto restore = qScopeGuard([] {
            for (const char *v : {"DOCKER_TLS_VERIFY", "DOCKER_CERT_PATH"})
                qunsetenv(v);
        });
        qputenv("DOCKER_TLS_VERIFY", "0");
        qputenv("DOCKER_CERT_PATH", certs.path().toUtf8());
        QTemporaryDir data;
        ContainerBackend::Options o;
        o.engine = BackendKind::Docker;
        // Named, as DOCKER_HOST would name it, but without falling back to a local socket.
        o.host = mitm.url(scheme);
        o.jobsDir = data.filePath(QStringLiteral("jobs"));
        o.workdirRoot = data.filePath(QStringLiteral("work"));
        ContainerBackend b(o);
        b.start();
        const auto up = await(b.connected());
        QVERIFY2(!up, "connected through a man in the middle with DOCKER_TLS_VERIFY=0");
        QVERIFY2(up.error().message.contains(QStringLiteral("TLS: ")),
                 qPrintable(up.error().message));
        QVERIFY2(up.error().message.contains(
                     QStringLiteral("DOCKER_TLS_VERIFY=0 still means \"verify\", as for the "
                                    "docker CLI")),
                 qPrintable(up.error().message));
        QCOMPARE(mitm.handshakes(), 0);
        QCOMPARE(mitm.captured(), QByteArray());
        QCOMPARE(b.connectionWarning(), QString());
    }
};

QTEST_GUILESS_MAIN(TestTlsRules)
#include "tst_tlsrules.moc"
