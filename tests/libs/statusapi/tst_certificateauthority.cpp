// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// TrainDeck's own CA for the progress API: made once with private files, reused, made again
// when corrupt or expiring; the server certificate names what containers and processes dial.
#include "libs/statusapi/certificateauthority.h"

#include <QDir>
#include <QFile>
#include <QSslCertificate>
#include <QSslError>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace TrainDeck;
using namespace TrainDeck::StatusApi;

namespace {

int modeOf(const QString &path)
{
    struct stat st
    {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 07777);
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCertificateAuthority : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void makesPrivateFilesOnce()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("statusapi"));
        auto first = CertificateAuthority::ensure(dir);
        QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.error().message));
        QVERIFY(first->regenerated);
        QCOMPARE(modeOf(dir), 0700);
        for (const char *f : {"ca.crt", "server.crt", "server.key"})
            QCOMPARE(modeOf(QDir(dir).filePath(QLatin1String(f))), 0600);
        // The CA's key signs once and is not kept.
        QVERIFY(!QFileInfo::exists(QDir(dir).filePath(QStringLiteral("ca.key"))));
        QCOMPARE(read(QDir(dir).filePath(QStringLiteral("ca.crt"))), first->caPem);

        auto second = CertificateAuthority::ensure(dir);
        QVERIFY(second.ok());
        QVERIFY(!second->regenerated);
        QCOMPARE(second->caPem, first->caPem);
        QCOMPARE(second->keyPem, first->keyPem);
    }

    void serverCertificateNamesAndChain()
    {
        auto f = CertificateAuthority::generate(
            30,
            {QStringLiteral("localhost"), CertificateAuthority::hostAlias()},
            {QStringLiteral("127.0.0.1")});
        QVERIFY(f.ok());
        const QSslCertificate ca(f->caPem);
        const QSslCertificate server(f->certPem);
        QVERIFY(!ca.isNull() && !server.isNull());
        const auto san = server.subjectAlternativeNames();
        QCOMPARE(san.values(QSsl::DnsEntry),
                 (QList<QString>{QStringLiteral("host.traindeck.internal"),
                                 QStringLiteral("localhost")}));
        QCOMPARE(san.values(QSsl::IpAddressEntry), QList<QString>{QStringLiteral("127.0.0.1")});
        // Against the system's store the only complaint is that TrainDeck's CA is not in it:
        // the chain and the name hold. A name not in the certificate adds a mismatch.
        auto errors = [&](const QString &host) {
            QList<QSslError::SslError> out;
            for (const QSslError &e : QSslCertificate::verify({server, ca}, host))
                out << e.error();
            return out;
        };
        QCOMPARE(errors(QStringLiteral("host.traindeck.internal")),
                 QList<QSslError::SslError>{QSslError::SelfSignedCertificateInChain});
        QCOMPARE(errors(QStringLiteral("localhost")),
                 QList<QSslError::SslError>{QSslError::SelfSignedCertificateInChain});
        QCOMPARE(errors(QStringLiteral("example.com")),
                 (QList<QSslError::SslError>{QSslError::HostNameMismatch,
                                             QSslError::SelfSignedCertificateInChain}));
        QCOMPARE(CertificateAuthority::problem(*f, QDateTime::currentDateTimeUtc()), QString());
        QCOMPARE(CertificateAuthority::problem(*f, QDateTime::currentDateTimeUtc().addDays(30)),
                 QStringLiteral("a certificate expires within a day or has expired"));
    }

    void remakesWhatCannotBeUsed_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("why");
        QTest::newRow("corrupt key") << QStringLiteral("server.key") << QByteArray("garbage")
                                     << QStringLiteral("a file is not a PEM certificate or key");
        QTest::newRow("missing cert") << QStringLiteral("server.crt") << QByteArray()
                                      << QStringLiteral("a file is not a PEM certificate or key");
    }
    void remakesWhatCannotBeUsed()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QFETCH(QString, why);
        QTemporaryDir tmp;
        auto first = CertificateAuthority::ensure(tmp.path());
        QVERIFY(first.ok());
        QFile f(QDir(tmp.path()).filePath(file));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();
        auto again = CertificateAuthority::ensure(tmp.path());
        QVERIFY(again.ok());
        QVERIFY(again->regenerated);
        QCOMPARE(again->why, why);
        QVERIFY(again->caPem != first->caPem);
        QCOMPARE(modeOf(QDir(tmp.path()).filePath(file)), 0600);
    }

    void remakesAnExpiringOne()
    {
        QTemporaryDir tmp;
        auto old = CertificateAuthority::generate(0, {QStringLiteral("localhost")}, {});
        QVERIFY(old.ok());
        for (const auto &[name, data] : {std::pair{"ca.crt", old->caPem},
                                         std::pair{"server.crt", old->certPem},
                                         std::pair{"server.key", old->keyPem}}) {
            QFile f(QDir(tmp.path()).filePath(QLatin1String(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(data);
        }
        auto again = CertificateAuthority::ensure(tmp.path());
        QVERIFY(again.ok());
        QVERIFY(again->regenerated);
        QCOMPARE(again->why, QStringLiteral("a certificate expires within a day or has expired"));
    }

    void refusesAServerNotSignedByTheCa()
    {
        auto a = CertificateAuthority::generate(30, {QStringLiteral("localhost")}, {});
        auto b = CertificateAuthority::generate(30, {QStringLiteral("localhost")}, {});
        QVERIFY(a.ok() && b.ok());
        CertificateAuthority::Files mixed = *a;
        mixed.caPem = b->caPem;
        QCOMPARE(CertificateAuthority::problem(mixed, QDateTime::currentDateTimeUtc()),
                 QStringLiteral("the server certificate is not signed by the CA"));
        mixed = *a;
        mixed.keyPem = b->keyPem;
        QCOMPARE(CertificateAuthority::problem(mixed, QDateTime::currentDateTimeUtc()),
                 QStringLiteral("the key does not match the certificate"));
    }
};

QTEST_GUILESS_MAIN(TestCertificateAuthority)
#include "tst_certificateauthority.moc"
