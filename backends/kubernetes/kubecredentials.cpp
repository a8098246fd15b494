// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubecredentials.h"

#include "backends/kubernetes/execcredentialplugin.h"
#include "core/files/regularfilereader.h"

#include <QFileInfo>
#include <QSslCertificate>
#include <QSslKey>
#include <QTimer>

namespace TrainDeck::Kubernetes {

namespace {

/// Far above any token, certificate or key; a guard against a wrong path (a log file).
constexpr qint64 MaxCredentialFileBytes = 1024 * 1024;

} // namespace

KubeCredentials::KubeCredentials(const Kubeconfig::Resolved &resolved, QObject *parent)
    : QObject(parent)
    , m_resolved(resolved)
{
    if (m_resolved.user.exec)
        m_plugin = new ExecCredentialPlugin(m_resolved.user, m_resolved.cluster, this);
}

KubeCredentials::~KubeCredentials() = default;

void KubeCredentials::setExecEnvironment(const QProcessEnvironment &environment)
{
    if (m_plugin)
        m_plugin->setEnvironment(environment);
}

void KubeCredentials::setExecTimeout(std::chrono::milliseconds timeout)
{
    if (m_plugin)
        m_plugin->setTimeout(timeout);
}

bool KubeCredentials::canRefresh() const
{
    return m_plugin || !m_resolved.user.tokenFile.isEmpty();
}

Error KubeCredentials::error(Error::Kind kind, const QString &message) const
{
    const Kubeconfig::User &u = m_resolved.user;
    return Error::make(kind, tr("user '%1': %2").arg(u.name, message)).at(u.file, u.line);
}

Result<QSsl::KeyAlgorithm> KubeCredentials::checkPem(const QByteArray &certificatePem,
                                                     const QByteArray &keyPem,
                                                     const QString &certificateWhat,
                                                     const QString &keyWhat)
{
    if (QSslCertificate::fromData(certificatePem, QSsl::Pem).isEmpty())
        return Error::make(Error::Kind::Validation,
                           tr("%1 holds no PEM certificate (a \"-----BEGIN CERTIFICATE-----\" "
                              "block)")
                               .arg(certificateWhat));
    // QSslKey needs the algorithm up front; kubeconfigs carry RSA or EC keys, in PKCS#1,
    // SEC 1 or PKCS#8 form.
    for (const QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec}) {
        if (!QSslKey(keyPem, algorithm, QSsl::Pem, QSsl::PrivateKey).isNull())
            return algorithm;
    }
    return Error::make(Error::Kind::Validation,
                       tr("%1 is not an unencrypted RSA or EC private key in PEM; TrainDeck "
                          "cannot use other keys, and an encrypted key needs decrypting first "
                          "(openssl pkey -in KEY -out PLAIN)")
                           .arg(keyWhat));
}

Result<KubeCredentials::Credential> KubeCredentials::staticPart() const
{
    const Kubeconfig::User &u = m_resolved.user;
    Credential out;
    out.generation = m_generation;
    out.bearerToken = u.token.toUtf8();
    const auto read = [this](const QString &path, const QString &field) -> Result<QByteArray> {
        auto bytes = RegularFileReader::read(path, MaxCredentialFileBytes, field);
        if (!bytes)
            return error(bytes.error().kind,
                         tr("cannot read %1 %2: %3").arg(field, path, bytes.error().message));
        return bytes;
    };
    QString certWhat;
    QString keyWhat;
    if (!u.clientCertificate.isEmpty()) {
        auto bytes = read(u.clientCertificate, QStringLiteral("client-certificate"));
        if (!bytes)
            return bytes.error();
        out.clientCertificatePem = *bytes;
        certWhat = tr("client-certificate %1").arg(u.clientCertificate);
    } else {
        out.clientCertificatePem = u.clientCertificateData;
        certWhat = tr("client-certificate-data");
    }
    if (!u.clientKey.isEmpty()) {
        auto bytes = read(u.clientKey, QStringLiteral("client-key"));
        if (!bytes)
            return bytes.error();
        out.clientKeyPem = *bytes;
        keyWhat = tr("client-key %1").arg(u.clientKey);
    } else {
        out.clientKeyPem = u.clientKeyData;
        keyWhat = tr("client-key-data");
    }
    if (out.clientCertificatePem.isEmpty() != out.clientKeyPem.isEmpty())
        return error(Error::Kind::Validation,
                     out.clientKeyPem.isEmpty()
                         ? tr("has a client certificate but no client-key; add the key that "
                              "belongs to it")
                         : tr("has a client-key but no client certificate; add the "
                              "certificate that belongs to it"));
    if (!out.clientCertificatePem.isEmpty()) {
        auto algorithm = checkPem(out.clientCertificatePem, out.clientKeyPem, certWhat, keyWhat);
        if (!algorithm)
            return error(algorithm.error().kind, algorithm.error().message);
        out.clientKeyAlgorithm = *algorithm;
    }
    return out;
}

Result<KubeCredentials::Credential> KubeCredentials::tokenFileCredential()
{
    const QString &path = m_resolved.user.tokenFile;
    // One stat per request notices a rotated token at once; the once-a-minute re-read (as
    // client-go's cached file token source does) covers a rewrite that keeps the size within
    // the file system's time granularity.
    const QFileInfo info(path);
    FileStamp stamp{info.lastModified(), info.exists() ? info.size() : -1, {}};
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (m_cached && !m_forceReread && stamp.modified == m_tokenStamp.modified
        && stamp.size == m_tokenStamp.size
        && m_tokenStamp.readAt.secsTo(now) < TokenFileMaxAge.count())
        return *m_cached;
    auto bytes = RegularFileReader::read(path, MaxCredentialFileBytes, tr("token file"));
    if (!bytes)
        return error(bytes.error().kind,
                     tr("cannot read tokenFile %1: %2").arg(path, bytes.error().message));
    const QByteArray token = bytes->trimmed();
    if (token.isEmpty())
        return error(Error::Kind::Validation,
                     tr("tokenFile %1 is empty; it must hold the bearer token").arg(path));
    auto base = staticPart();
    if (!base)
        return base.error();
    if (!m_cached || m_cached->bearerToken != token)
        ++m_generation;
    base->bearerToken = token; // client-go prefers the file when token is set too
    base->generation = m_generation;
    stamp.readAt = now;
    m_tokenStamp = stamp;
    m_forceReread = false;
    m_cached = *base;
    return *base;
}

void KubeCredentials::deliver(Done done, Result<Credential> result)
{
    QTimer::singleShot(
        0, this, [done = std::move(done), result = std::move(result)] { done(result); });
}

void KubeCredentials::obtain(Done done)
{
    if (m_plugin) {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (m_cached
            && (!m_cached->expiresAt.isValid()
                || now < m_cached->expiresAt.addSecs(-ExpirySkew.count()))) {
            deliver(std::move(done), *m_cached);
            return;
        }
        m_cached.reset();
        m_waiting << std::move(done);
        if (!m_plugin->isRunning() && m_waiting.size() == 1)
            runPlugin();
        return;
    }
    if (!m_resolved.user.tokenFile.isEmpty()) {
        deliver(std::move(done), tokenFileCredential());
        return;
    }
    if (!m_cached) {
        auto c = staticPart();
        if (!c) {
            deliver(std::move(done), c.error());
            return;
        }
        m_cached = *c;
    }
    deliver(std::move(done), *m_cached);
}

void KubeCredentials::runPlugin()
{
    m_plugin->run([this](Result<ExecCredential> result) {
        Result<Credential> out = [&]() -> Result<Credential> {
            if (!result)
                return result.error();
            auto base = staticPart();
            if (!base)
                return base.error();
            // A static token or certificate in the kubeconfig wins over the plugin's, as the
            // request already carries it when client-go's exec round tripper sees it.
            if (base->bearerToken.isEmpty())
                base->bearerToken = result->token;
            if (base->clientCertificatePem.isEmpty() && !result->clientCertificatePem.isEmpty()) {
                const QString plugin
                    = tr("the exec plugin '%1''s").arg(m_resolved.user.exec->command);
                auto algorithm = checkPem(result->clientCertificatePem,
                                          result->clientKeyPem,
                                          tr("%1 clientCertificateData").arg(plugin),
                                          tr("%1 clientKeyData").arg(plugin));
                if (!algorithm)
                    return error(algorithm.error().kind, algorithm.error().message);
                base->clientCertificatePem = result->clientCertificatePem;
                base->clientKeyPem = result->clientKeyPem;
                base->clientKeyAlgorithm = *algorithm;
            }
            base->expiresAt = result->expiresAt;
            base->generation = ++m_generation;
            m_cached = *base;
            return *base;
        }();
        const QList<Done> waiting = std::exchange(m_waiting, {});
        for (const Done &done : waiting)
            deliver(done, out);
    });
}

void KubeCredentials::invalidate(int generation)
{
    if (generation != m_generation || !canRefresh())
        return;
    if (m_plugin)
        m_cached.reset();
    else
        m_forceReread = true;
}

} // namespace TrainDeck::Kubernetes
