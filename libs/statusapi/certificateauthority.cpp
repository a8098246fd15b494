// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/statusapi/certificateauthority.h"

#include "core/files/safefs.h"
#include "libs/statusapi/statusapilogging.h"

#include <QDir>
#include <QFile>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include <memory>

namespace TrainDeck::StatusApi {

namespace {

template<class T, void (*F)(T *)>
struct Deleter
{
    void operator()(T *p) const { F(p); }
};
using PKey = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY, EVP_PKEY_free>>;
using Cert = std::unique_ptr<X509, Deleter<X509, X509_free>>;
using Bio = std::unique_ptr<BIO, Deleter<BIO, BIO_free_all>>;

Error sslError(const QString &what)
{
    return Error::make(Error::Kind::Io,
                       QStringLiteral("cannot make the progress API's certificates: %1").arg(what));
}

PKey newKey()
{
    return PKey(EVP_EC_gen("P-256"));
}

bool addExtension(X509 *cert, X509 *issuer, int nid, const char *value)
{
    X509V3_CTX ctx;
    X509V3_set_ctx_nodb(&ctx);
    X509V3_set_ctx(&ctx, issuer, cert, nullptr, nullptr, 0);
    X509_EXTENSION *ext = X509V3_EXT_conf_nid(nullptr, &ctx, nid, value);
    if (!ext)
        return false;
    const bool ok = X509_add_ext(cert, ext, -1) == 1;
    X509_EXTENSION_free(ext);
    return ok;
}

Cert makeCert(EVP_PKEY *key,
              const char *cn,
              X509 *issuer,
              EVP_PKEY *issuerKey,
              int days,
              const QList<std::pair<int, QByteArray>> &extensions)
{
    Cert cert(X509_new());
    if (!cert)
        return {};
    X509_set_version(cert.get(), 2);
    unsigned char serial[16];
    if (RAND_bytes(serial, sizeof serial) != 1)
        return {};
    serial[0] &= 0x7f;
    BIGNUM *bn = BN_bin2bn(serial, sizeof serial, nullptr);
    BN_to_ASN1_INTEGER(bn, X509_get_serialNumber(cert.get()));
    BN_free(bn);
    X509_gmtime_adj(X509_getm_notBefore(cert.get()), -3600);
    X509_gmtime_adj(X509_getm_notAfter(cert.get()), long(days) * 24 * 3600);
    X509_set_pubkey(cert.get(), key);
    X509_NAME *name = X509_get_subject_name(cert.get());
    X509_NAME_add_entry_by_txt(
        name, "O", MBSTRING_ASC, reinterpret_cast<const unsigned char *>("TrainDeck"), -1, -1, 0);
    X509_NAME_add_entry_by_txt(
        name, "CN", MBSTRING_ASC, reinterpret_cast<const unsigned char *>(cn), -1, -1, 0);
    X509_set_issuer_name(cert.get(), issuer ? X509_get_subject_name(issuer) : name);
    X509 *iss = issuer ? issuer : cert.get();
    for (const auto &[nid, value] : extensions) {
        if (!addExtension(cert.get(), iss, nid, value.constData()))
            return {};
    }
    if (X509_sign(cert.get(), issuerKey, EVP_sha256()) == 0)
        return {};
    return cert;
}

QByteArray certPem(X509 *cert)
{
    Bio bio(BIO_new(BIO_s_mem()));
    PEM_write_bio_X509(bio.get(), cert);
    char *data = nullptr;
    const long n = BIO_get_mem_data(bio.get(), &data);
    return QByteArray(data, n);
}

QByteArray keyPem(EVP_PKEY *key)
{
    Bio bio(BIO_new(BIO_s_mem()));
    PEM_write_bio_PrivateKey(bio.get(), key, nullptr, nullptr, 0, nullptr, nullptr);
    char *data = nullptr;
    const long n = BIO_get_mem_data(bio.get(), &data);
    return QByteArray(data, n);
}

Cert readCert(const QByteArray &pem)
{
    Bio bio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    return Cert(PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr));
}

PKey readKey(const QByteArray &pem)
{
    Bio bio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    return PKey(PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr));
}

} // namespace

Result<CertificateAuthority::Files> CertificateAuthority::generate(int validDays,
                                                                   const QStringList &dnsNames,
                                                                   const QStringList &ipAddresses)
{
    PKey caKey = newKey();
    PKey serverKey = newKey();
    if (!caKey || !serverKey)
        return sslError(QStringLiteral("no EC key"));
    Cert ca = makeCert(caKey.get(),
                       "TrainDeck progress API CA",
                       nullptr,
                       caKey.get(),
                       validDays,
                       {{NID_basic_constraints, "critical,CA:TRUE,pathlen:0"},
                        {NID_key_usage, "critical,keyCertSign,cRLSign"},
                        {NID_subject_key_identifier, "hash"}});
    if (!ca)
        return sslError(QStringLiteral("the CA certificate"));
    QStringList san;
    for (const QString &d : dnsNames)
        san << QStringLiteral("DNS:") + d;
    for (const QString &ip : ipAddresses)
        san << QStringLiteral("IP:") + ip;
    Cert server = makeCert(serverKey.get(),
                           "TrainDeck progress API",
                           ca.get(),
                           caKey.get(),
                           validDays,
                           {{NID_basic_constraints, "critical,CA:FALSE"},
                            {NID_key_usage, "critical,digitalSignature"},
                            {NID_ext_key_usage, "serverAuth"},
                            {NID_authority_key_identifier, "keyid:always"},
                            {NID_subject_alt_name, san.join(u',').toLatin1()}});
    if (!server)
        return sslError(QStringLiteral("the server certificate"));
    Files f;
    f.caPem = certPem(ca.get());
    f.certPem = certPem(server.get());
    f.keyPem = keyPem(serverKey.get());
    f.regenerated = true;
    // The CA key signs once and is never needed again: it is not kept, so nothing on disk
    // can sign another certificate containers would trust.
    return f;
}

QString CertificateAuthority::problem(const Files &files, const QDateTime &now)
{
    Cert ca = readCert(files.caPem);
    Cert server = readCert(files.certPem);
    PKey key = readKey(files.keyPem);
    if (!ca || !server || !key)
        return QStringLiteral("a file is not a PEM certificate or key");
    if (X509_check_private_key(server.get(), key.get()) != 1)
        return QStringLiteral("the key does not match the certificate");
    PKey caPublic(X509_get_pubkey(ca.get()));
    if (!caPublic || X509_verify(server.get(), caPublic.get()) != 1)
        return QStringLiteral("the server certificate is not signed by the CA");
    const time_t soon = time_t(now.addDays(1).toSecsSinceEpoch());
    for (X509 *c : {ca.get(), server.get()}) {
        time_t t = soon;
        if (X509_cmp_time(X509_get0_notAfter(c), &t) <= 0)
            return QStringLiteral("a certificate expires within a day or has expired");
    }
    return {};
}

Result<CertificateAuthority::Files> CertificateAuthority::ensure(const QString &dir, int validDays)
{
    if (auto made = SafeFs::makeDirs(dir, SafeFs::PrivateDir); !made)
        return made.error();
    const QDir d(dir);
    auto read = [&](const char *name) {
        QFile f(d.filePath(QLatin1String(name)));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    Files files;
    files.caPem = read("ca.crt");
    files.certPem = read("server.crt");
    files.keyPem = read("server.key");
    QString why;
    if (files.caPem.isEmpty() && files.certPem.isEmpty() && files.keyPem.isEmpty())
        why = QStringLiteral("none yet");
    else
        why = problem(files, QDateTime::currentDateTimeUtc());
    if (why.isEmpty())
        return files;
    qCInfo(lcStatusApi).noquote()
        << "making new progress API certificates in" << dir << "because" << why
        << "(jobs started before keep the old CA and cannot report until restarted)";
    auto made = generate(
        validDays, {QStringLiteral("localhost"), hostAlias()}, {QStringLiteral("127.0.0.1")});
    if (!made)
        return made.error();
    for (const auto &[name, data, mode] :
         {std::tuple{"ca.crt", made->caPem, SafeFs::PrivateFile},
          std::tuple{"server.crt", made->certPem, SafeFs::PrivateFile},
          std::tuple{"server.key", made->keyPem, SafeFs::PrivateFile}}) {
        if (auto w = SafeFs::replaceFile(d.filePath(QLatin1String(name)), data, mode); !w)
            return w.error();
    }
    made->why = why;
    return made;
}

} // namespace TrainDeck::StatusApi
