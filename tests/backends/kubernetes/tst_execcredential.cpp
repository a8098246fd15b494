// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// What an exec credential plugin prints, read as client-go reads it: both API versions, tokens
// and certificate pairs, expiry times, and broken output, each refused naming the plugin and
// what was wrong without quoting the output (it may hold a secret).
#include "backends/kubernetes/execcredential.h"

#include <QRandomGenerator>
#include <QTest>

using namespace TrainDeck;
using namespace TrainDeck::Kubernetes;

namespace {

const QString V1 = QStringLiteral("client.authentication.k8s.io/v1");
const QString V1beta1 = QStringLiteral("client.authentication.k8s.io/v1beta1");
const QString Plugin = QStringLiteral("gke-gcloud-auth-plugin");
const QByteArray CertPem = "-----BEGIN CERTIFICATE-----\\nMIIB\\n-----END CERTIFICATE-----\\n";
const QByteArray KeyPem = "-----BEGIN EC PRIVATE KEY-----\\nMHc\\n-----END EC PRIVATE KEY-----\\n";

/// JSON written with single quotes, which keeps the test data readable (and moc, which
/// misreads some raw string literals, out of trouble).
QByteArray j(const char *text)
{
    return QByteArray(text).replace('\'', '"');
}

QByteArray credential(const QByteArray &status, const QByteArray &version = V1.toUtf8())
{
    return j("{'apiVersion':'") + version + j("','kind':'ExecCredential','status':") + status + "}";
}

} // namespace

class TestExecCredential : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void token_data()
    {
        QTest::addColumn<QString>("version");
        QTest::newRow("v1") << V1;
        QTest::newRow("v1beta1") << V1beta1;
    }
    void token()
    {
        QFETCH(const QString, version);
        const auto c = ExecCredential::parse(
            credential(j("{'token':'abc.def','expirationTimestamp':'2030-01-02T03:04:05Z'}"),
                       version.toUtf8()),
            version,
            Plugin);
        QVERIFY2(c.ok(), qPrintable(c ? QString() : c.error().message));
        QCOMPARE(c->token, QByteArray("abc.def"));
        QVERIFY(c->clientCertificatePem.isEmpty());
        QCOMPARE(c->expiresAt, QDateTime(QDate(2030, 1, 2), QTime(3, 4, 5), Qt::UTC));
    }

    void certificatePair()
    {
        const auto c
            = ExecCredential::parse(credential(j("{'clientCertificateData':'") + CertPem
                                               + j("','clientKeyData':'") + KeyPem + j("'}")),
                                    V1,
                                    Plugin);
        QVERIFY2(c.ok(), qPrintable(c ? QString() : c.error().message));
        QVERIFY(c->token.isEmpty());
        QCOMPARE(c->clientCertificatePem,
                 QByteArray("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n"));
        QVERIFY(c->clientKeyPem.startsWith("-----BEGIN EC PRIVATE KEY-----\n"));
        QVERIFY(!c->expiresAt.isValid());
    }

    // Unknown fields (spec echoed back, status extras) are ignored, as client-go ignores them;
    // a null expirationTimestamp is no expiry.
    void extraFieldsIgnored()
    {
        const auto c = ExecCredential::parse(
            j("{'kind':'ExecCredential','apiVersion':'client.authentication.k8s.io/v1beta1',"
              "'spec':{'interactive':false},'status':{'token':'t','expirationTimestamp':null,"
              "'extra':1}}\n"),
            V1beta1,
            Plugin);
        QVERIFY2(c.ok(), qPrintable(c ? QString() : c.error().message));
        QCOMPARE(c->token, QByteArray("t"));
        QVERIFY(!c->expiresAt.isValid());
    }

    void rfc3339_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QDateTime>("expected");
        const QDateTime t(QDate(2026, 11, 24), QTime(10, 0, 0), Qt::UTC);
        QTest::newRow("Z") << QStringLiteral("2026-11-24T10:00:00Z") << t;
        QTest::newRow("lower case") << QStringLiteral("2026-11-24t10:00:00z") << t;
        QTest::newRow("offset") << QStringLiteral("2026-11-24T11:30:00+01:30") << t;
        QTest::newRow("negative offset") << QStringLiteral("2026-11-24T05:00:00-05:00") << t;
        QTest::newRow("nanoseconds")
            << QStringLiteral("2026-11-24T10:00:00.123456789Z") << t.addMSecs(123);
        QTest::newRow("one digit fraction")
            << QStringLiteral("2026-11-24T10:00:00.5Z") << t.addMSecs(500);
        QTest::newRow("no zone") << QStringLiteral("2026-11-24T10:00:00") << QDateTime();
        QTest::newRow("space") << QStringLiteral("2026-11-24 10:00:00Z") << QDateTime();
        QTest::newRow("date only") << QStringLiteral("2026-11-24") << QDateTime();
        QTest::newRow("month 13") << QStringLiteral("2026-13-24T10:00:00Z") << QDateTime();
        QTest::newRow("hour 25") << QStringLiteral("2026-11-24T25:00:00Z") << QDateTime();
        QTest::newRow("offset 24h") << QStringLiteral("2026-11-24T10:00:00+24:00") << QDateTime();
        QTest::newRow("unix seconds") << QStringLiteral("1795000000") << QDateTime();
        QTest::newRow("trailing text") << QStringLiteral("2026-11-24T10:00:00Zx") << QDateTime();
    }
    void rfc3339()
    {
        QFETCH(const QString, text);
        QFETCH(const QDateTime, expected);
        const QDateTime got = ExecCredential::parseRfc3339(text);
        QCOMPARE(got.isValid(), expected.isValid());
        if (expected.isValid()) {
            QCOMPARE(got, expected);
            QCOMPARE(got.timeSpec(), Qt::UTC);
        }
    }

    void broken_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<QString>("message"); // the whole message, exactly
        const QString tail = QStringLiteral("; run it by hand to see its output");
        const QString p = QStringLiteral("the exec plugin 'gke-gcloud-auth-plugin' ");
        QTest::newRow("nothing") << QByteArray(" \n")
                                 << p
                                        + "printed nothing on stdout, where an ExecCredential was "
                                          "expected"
                                        + tail;
        QTest::newRow("not json")
            << QByteArray("Please visit https://sso/login")
            << p
                   + "printed something that is not JSON at byte 1: syntax error while parsing "
                     "value - invalid literal"
                   + tail;
        QTest::newRow("garbage after 16 bytes")
            << QByteArray(j("{'apiVersion': x}"))
            << p
                   + "printed something that is not JSON at byte 16: syntax error while parsing "
                     "value - invalid literal"
                   + tail;
        QTest::newRow("truncated")
            << QByteArray(
                   j("{'apiVersion':'client.authentication.k8s.io/v1','status':{'token':'sec"))
            << p
                   + "printed something that is not JSON at byte 71: syntax error while parsing "
                     "value - invalid string: missing closing quote"
                   + tail;
        QTest::newRow("two objects")
            << credential(j("{'token':'t'}")) + credential(j("{'token':'t'}"))
            << p
                   + "printed something that is not JSON at byte 96: syntax error while parsing "
                     "value - unexpected '{'; expected end of input"
                   + tail;
        QTest::newRow("a list") << QByteArray("[1]")
                                << p
                                       + "printed JSON that is not an object; an ExecCredential "
                                         "is an object with apiVersion, kind and status"
                                       + tail;
        QTest::newRow("no apiVersion")
            << QByteArray(j("{'kind':'ExecCredential','status':{'token':'t'}}"))
            << p
                   + "printed no apiVersion; the kubeconfig asks for "
                     "client.authentication.k8s.io/v1"
                   + tail;
        QTest::newRow("apiVersion a number")
            << QByteArray(j("{'apiVersion':1,'kind':'ExecCredential','status':{'token':'t'}}"))
            << p + "printed an apiVersion that is not a string" + tail;
        QTest::newRow("other version")
            << credential(j("{'token':'t'}"), "client.authentication.k8s.io/v1beta1")
            << p
                   + "answered with apiVersion client.authentication.k8s.io/v1beta1, but the "
                     "kubeconfig asks for client.authentication.k8s.io/v1; set the exec "
                     "apiVersion in the kubeconfig to the one the plugin speaks"
                   + tail;
        QTest::newRow("alpha version")
            << credential(j("{'token':'t'}"), "client.authentication.k8s.io/v1alpha1")
            << p
                   + "answered with apiVersion client.authentication.k8s.io/v1alpha1, but the "
                     "kubeconfig asks for client.authentication.k8s.io/v1; set the exec "
                     "apiVersion in the kubeconfig to the one the plugin speaks"
                   + tail;
        QTest::newRow("other kind")
            << QByteArray(j("{'apiVersion':'client.authentication.k8s.io/v1','kind':'Pod',"
                            "'status':{'token':'t'}}"))
            << p + "printed kind Pod instead of ExecCredential" + tail;
        QTest::newRow("no kind") << QByteArray(j("{'apiVersion':'client.authentication.k8s.io/v1',"
                                                 "'status':{'token':'t'}}"))
                                 << p + "printed no kind; ExecCredential was expected" + tail;
        QTest::newRow("no status")
            << QByteArray(j("{'apiVersion':'client.authentication.k8s.io/v1',"
                            "'kind':'ExecCredential'}"))
            << p + "printed an ExecCredential without a status" + tail;
        QTest::newRow("status a string")
            << credential(j("'ok'")) << p + "printed a status that is not an object" + tail;
        QTest::newRow("empty status")
            << credential("{}")
            << p
                   + "printed a status with neither a token nor a clientCertificateData and "
                     "clientKeyData pair"
                   + tail;
        QTest::newRow("empty token")
            << credential(j("{'token':''}"))
            << p
                   + "printed a status with neither a token nor a clientCertificateData and "
                     "clientKeyData pair"
                   + tail;
        QTest::newRow("token a number") << credential(j("{'token':42}"))
                                        << p + "printed a status.token that is not a string" + tail;
        QTest::newRow("certificate without key")
            << credential(j("{'clientCertificateData':'") + CertPem + j("'}"))
            << p
                   + "printed a clientCertificateData without a clientKeyData; both or neither "
                     "are needed"
                   + tail;
        QTest::newRow("key without certificate")
            << credential(j("{'token':'t','clientKeyData':'") + KeyPem + j("'}"))
            << p
                   + "printed a clientKeyData without a clientCertificateData; both or neither "
                     "are needed"
                   + tail;
        // clientCertificateData is PEM itself, not base64 of it as in a kubeconfig.
        QTest::newRow("certificate base64")
            << credential(j("{'clientCertificateData':'") + CertPem.toBase64()
                          + j("','clientKeyData':'") + KeyPem + j("'}"))
            << p
                   + "printed a status.clientCertificateData that is not PEM (no \"-----BEGIN\" "
                     "line)"
                   + tail;
        QTest::newRow("expiry not rfc3339")
            << credential(j("{'token':'t','expirationTimestamp':'tomorrow'}"))
            << p
                   + "printed an expirationTimestamp 'tomorrow' that is not an RFC 3339 time such "
                     "as 2026-01-02T15:04:05Z"
                   + tail;
        QTest::newRow("expiry a number")
            << credential(j("{'token':'t','expirationTimestamp':1795000000}"))
            << p + "printed a status.expirationTimestamp that is not a string" + tail;
        QTest::newRow("not utf-8")
            << credential("{\"token\":\"\xff\"}")
            << p
                   + "printed something that is not JSON at byte 92: syntax error while parsing "
                     "value - invalid string: ill-formed UTF-8 byte"
                   + tail;
        QTest::newRow("too large")
            << QByteArray(ExecCredential::MaxBytes + 1, ' ')
            << p + "printed 1048577 bytes, more than the 1048576 a credential may take" + tail;
    }
    void broken()
    {
        QFETCH(const QByteArray, output);
        QFETCH(const QString, message);
        const auto c = ExecCredential::parse(output, V1, Plugin);
        QVERIFY2(!c.ok(), "broken output was accepted");
        QCOMPARE(c.error().message, message);
        QCOMPARE(c.error().kind, Error::Kind::Api);
    }

    // The parser never quotes what the plugin printed: a half-printed token stays out of the
    // message a user may paste into a bug report.
    void errorsDoNotQuoteTheOutput()
    {
        const QByteArray secret = "s3cr3t-t0ken";
        for (const QByteArray &out :
             {QByteArray(j("{'apiVersion':'client.authentication.k8s.io/v1','status':{'token':'")
                         + secret),
              QByteArray(j("{'apiVersion':'client.authentication.k8s.io/v1','status':{'token':'")
                         + secret + j("' x}")),
              QByteArray(secret)}) {
            const auto c = ExecCredential::parse(out, V1, Plugin);
            QVERIFY(!c.ok());
            QVERIFY2(!c.error().message.contains(QString::fromLatin1(secret)),
                     qPrintable(c.error().message));
        }
    }

    // Every prefix of a valid answer, and random bytes, give a value or an error: no crash,
    // no exception escaping (the same property a fuzzer checks).
    void prefixesAndNoise()
    {
        const QByteArray good = credential(
            j("{'token':'t','clientCertificateData':'") + CertPem + j("','clientKeyData':'")
            + KeyPem + j("','expirationTimestamp':'2030-01-02T03:04:05.5+02:00'}"));
        QVERIFY(ExecCredential::parse(good, V1, Plugin).ok());
        for (int i = 0; i < good.size(); ++i)
            QVERIFY(!ExecCredential::parse(good.left(i), V1, Plugin).ok());
        QRandomGenerator rng(20261124);
        for (int n = 0; n < 2000; ++n) {
            QByteArray b = good;
            for (int k = 0; k < 3; ++k)
                b[rng.bounded(int(b.size()))] = char(rng.bounded(256));
            (void)ExecCredential::parse(b, V1, Plugin);
        }
        // Deep nesting: nlohmann's parser and destructor are iterative.
        (void)ExecCredential::parse(QByteArray(200000, '['), V1, Plugin);
    }
};

QTEST_GUILESS_MAIN(TestExecCredential)
#include "tst_execcredential.moc"
