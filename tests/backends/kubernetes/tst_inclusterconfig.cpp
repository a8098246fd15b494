// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The in-cluster service account configuration as client-go builds it, from a temporary root
// folder and environment: server, token file, CA, namespace, and each missing piece named.
#include "backends/kubernetes/inclusterconfig.h"
#include "backends/kubernetes/kubecredentials.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;

class TestInClusterConfig : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;

    QString root() const { return m_dir->filePath(QStringLiteral("serviceaccount")); }
    void write(const QString &name, const QByteArray &bytes)
    {
        QDir().mkpath(root());
        QFile f(QDir(root()).filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    }
    static QProcessEnvironment env(const QString &host = QStringLiteral("10.96.0.1"),
                                   const QString &port = QStringLiteral("443"))
    {
        QProcessEnvironment e;
        if (!host.isNull())
            e.insert(QStringLiteral("KUBERNETES_SERVICE_HOST"), host);
        if (!port.isNull())
            e.insert(QStringLiteral("KUBERNETES_SERVICE_PORT"), port);
        return e;
    }

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        write(QStringLiteral("token"), "token-one\n");
        write(QStringLiteral("ca.crt"),
              "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");
        write(QStringLiteral("namespace"), "team-a\n");
    }

    void defaultRoot()
    {
        QCOMPARE(InClusterConfig::defaultRoot(),
                 QStringLiteral("/var/run/secrets/kubernetes.io/serviceaccount"));
    }

    void inAPod()
    {
        QVERIFY(InClusterConfig::detected(env(), root()));
        const auto r = InClusterConfig::load(env(), root());
        QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().toString()));
        QCOMPARE(r->cluster.server, QStringLiteral("https://10.96.0.1:443"));
        QCOMPARE(r->cluster.certificateAuthority, root() + QStringLiteral("/ca.crt"));
        QVERIFY(r->cluster.certificateAuthorityData.isEmpty());
        QCOMPARE(r->user.tokenFile, root() + QStringLiteral("/token"));
        QVERIFY(r->user.token.isEmpty()); // read through tokenFile, so rotation is seen
        QCOMPARE(r->nameSpace, QStringLiteral("team-a"));
        QCOMPARE(r->context.name, QStringLiteral("in-cluster"));
        QCOMPARE(r->context.cluster, QStringLiteral("in-cluster"));
        QCOMPARE(r->context.user, QStringLiteral("in-cluster"));
        QCOMPARE(r->user.name, QStringLiteral("in-cluster"));
    }

    void ipv6HostInBrackets()
    {
        const auto r = InClusterConfig::load(
            env(QStringLiteral("fd00:10:96::1"), QStringLiteral("6443")), root());
        QVERIFY(r.ok());
        QCOMPARE(r->cluster.server, QStringLiteral("https://[fd00:10:96::1]:6443"));
    }

    void namespaceRules()
    {
        auto e = env();
        e.insert(QStringLiteral("POD_NAMESPACE"), QStringLiteral("from-env"));
        QCOMPARE(InClusterConfig::load(e, root())->nameSpace, QStringLiteral("from-env"));
        QVERIFY(QFile::remove(QDir(root()).filePath(QStringLiteral("namespace"))));
        QCOMPARE(InClusterConfig::load(env(), root())->nameSpace, QStringLiteral("default"));
        write(QStringLiteral("namespace"), "  \n");
        QCOMPARE(InClusterConfig::load(env(), root())->nameSpace, QStringLiteral("default"));
    }

    // The token file is re-read by KubeCredentials: the kubelet rotates it.
    void tokenRotates()
    {
        const auto r = InClusterConfig::load(env(), root());
        QVERIFY(r.ok());
        KubeCredentials creds(*r);
        QVERIFY(creds.canRefresh());
        auto got = std::make_shared<std::optional<Result<KubeCredentials::Credential>>>();
        creds.obtain([got](Result<KubeCredentials::Credential> c) { got->emplace(std::move(c)); });
        QTRY_VERIFY(got->has_value());
        QVERIFY(got->value().ok());
        QCOMPARE(got->value()->bearerToken, QByteArray("token-one"));
        write(QStringLiteral("token"), "token-two-rotated\n");
        got->reset();
        creds.obtain([got](Result<KubeCredentials::Credential> c) { got->emplace(std::move(c)); });
        QTRY_VERIFY(got->has_value());
        QVERIFY(got->value().ok());
        QCOMPARE(got->value()->bearerToken, QByteArray("token-two-rotated"));
    }

    void notInAPod_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("port");
        QTest::addColumn<QString>("message");
        const QString tail = QStringLiteral(
            " not set; give a kubeconfig (--kubeconfig FILE or KUBECONFIG) instead");
        QTest::newRow("neither") << QString() << QString()
                                 << QStringLiteral("not running in a Kubernetes pod: "
                                                   "KUBERNETES_SERVICE_HOST and "
                                                   "KUBERNETES_SERVICE_PORT are")
                                        + tail;
        QTest::newRow("no port") << QStringLiteral("10.0.0.1") << QString()
                                 << QStringLiteral("not running in a Kubernetes pod: "
                                                   "KUBERNETES_SERVICE_PORT is")
                                        + tail;
        QTest::newRow("empty host") << QStringLiteral("") << QStringLiteral("443")
                                    << QStringLiteral("not running in a Kubernetes pod: "
                                                      "KUBERNETES_SERVICE_HOST is")
                                           + tail;
    }
    void notInAPod()
    {
        QFETCH(const QString, host);
        QFETCH(const QString, port);
        QFETCH(const QString, message);
        QVERIFY(!InClusterConfig::detected(env(host, port), root()));
        const auto r = InClusterConfig::load(env(host, port), root());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::NotFound);
        QCOMPARE(r.error().message, message);
    }

    void missingToken()
    {
        const QString token = QDir(root()).filePath(QStringLiteral("token"));
        QVERIFY(QFile::remove(token));
        QVERIFY(!InClusterConfig::detected(env(), root()));
        const auto r = InClusterConfig::load(env(), root());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().file, token);
        QCOMPARE(r.error().message,
                 QStringLiteral("in-cluster configuration: cannot read the service account "
                                "token %1: no such file; check the path; is a service account "
                                "token mounted into this pod (automountServiceAccountToken)?")
                     .arg(token));
    }

    void tokenIsAFolder()
    {
        const QString token = QDir(root()).filePath(QStringLiteral("token"));
        QVERIFY(QFile::remove(token));
        QVERIFY(QDir().mkpath(token));
        QVERIFY(!InClusterConfig::detected(env(), root()));
        const auto r = InClusterConfig::load(env(), root());
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(QStringLiteral("this is a folder, not a file")),
                 qPrintable(r.error().message));
    }

    void emptyToken()
    {
        write(QStringLiteral("token"), "\n");
        const auto r = InClusterConfig::load(env(), root());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().message,
                 QStringLiteral("in-cluster configuration: the service account token %1 is empty")
                     .arg(QDir(root()).filePath(QStringLiteral("token"))));
    }

    void missingCa()
    {
        const QString ca = QDir(root()).filePath(QStringLiteral("ca.crt"));
        QVERIFY(QFile::remove(ca));
        QVERIFY(InClusterConfig::detected(env(), root())); // as client-go's Possible()
        const auto r = InClusterConfig::load(env(), root());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().file, ca);
        QCOMPARE(r.error().message,
                 QStringLiteral("in-cluster configuration: the cluster's certificate authority "
                                "%1 does not exist; without it the API server cannot be trusted")
                     .arg(ca));
    }
};

QTEST_GUILESS_MAIN(TestInClusterConfig)
#include "tst_inclusterconfig.moc"
