// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubeconfig.h"
#include "core/support/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QProcessEnvironment>
#include <QSsl>

#include <chrono>
#include <functional>
#include <optional>

namespace TrainDeck::Kubernetes {

class ExecCredentialPlugin;

/// The credential a kubeconfig user gives, as client-go would send it, for the API client:
///
/// | user has                      | obtain() gives                          | refreshes |
/// |-------------------------------|-----------------------------------------|---------------------|
/// | token                         | that token                              | never | | tokenFile
/// | the file's content, trimmed             | when the file changes, at least once a minute, and
/// after invalidate() | | client-certificate/-key (file or -data) | the PEM, checked to be a
/// certificate and an RSA or EC key | never | | exec                          | the plugin's token
/// or certificate       | at expirationTimestamp (10 s early) and after invalidate() | | nothing |
/// an empty credential (no Authorization)  | never               |
///
/// A static token or certificate is sent alongside an exec credential's missing parts, as
/// client-go merges them. Every error names the user, the kubeconfig file and the field or
/// file at fault.
///
/// The object lives in the client's thread. obtain()'s callback always runs later from the
/// event loop, never inside obtain(), and not at all once the object is destroyed.
class KubeCredentials final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KubeCredentials)
public:
    struct Credential
    {
        QByteArray bearerToken;          ///< empty: send no Authorization header
        QByteArray clientCertificatePem; ///< empty: no client certificate
        QByteArray clientKeyPem;
        QSsl::KeyAlgorithm clientKeyAlgorithm = QSsl::Opaque; ///< Rsa or Ec with a key
        QDateTime expiresAt; ///< invalid: does not expire on its own
        int generation = 0;  ///< hand it back to invalidate() after a 401
    };
    using Done = std::function<void(Result<Credential>)>;

    /// An exec credential is treated as expired this long before its expirationTimestamp, so
    /// that a request does not leave with a token that expires on the way.
    static constexpr std::chrono::seconds ExpirySkew{10};
    /// A tokenFile is read again at least this often, even when its size and time look
    /// unchanged (client-go re-reads every minute).
    static constexpr std::chrono::seconds TokenFileMaxAge{60};

    explicit KubeCredentials(const Kubeconfig::Resolved &resolved, QObject *parent = nullptr);
    ~KubeCredentials() override;

    /// The environment exec plugins see (TrainDeck's by default).
    void setExecEnvironment(const QProcessEnvironment &environment);
    /// How long an exec plugin may run before it is killed (60 s by default).
    void setExecTimeout(std::chrono::milliseconds timeout);

    /// The credential to send now. Concurrent calls while an exec plugin runs share its run.
    void obtain(Done done);
    /// The server answered 401 to a request sent with `generation`'s credential: the exec
    /// credential is dropped and the tokenFile re-read on the next obtain(). A generation
    /// older than the current one is ignored, since that credential was replaced already
    /// (client-go's maybeRefreshCreds), so many failed requests cause one refresh.
    void invalidate(int generation);
    /// Whether invalidate() can lead to a different credential (exec or tokenFile).
    bool canRefresh() const;

    /// Checks that `certificatePem` holds a certificate and `keyPem` an RSA or EC private key;
    /// `what` names their origin in errors. Returns the key's algorithm.
    static Result<QSsl::KeyAlgorithm> checkPem(const QByteArray &certificatePem,
                                               const QByteArray &keyPem,
                                               const QString &certificateWhat,
                                               const QString &keyWhat);

private:
    struct FileStamp
    {
        QDateTime modified;
        qint64 size = -1;
        QDateTime readAt;
        bool operator==(const FileStamp &) const = default;
    };
    Result<Credential> staticPart() const;
    Result<Credential> tokenFileCredential();
    void runPlugin();
    void deliver(Done done, Result<Credential> result);
    Error error(Error::Kind kind, const QString &message) const;

    Kubeconfig::Resolved m_resolved;
    ExecCredentialPlugin *m_plugin = nullptr;
    std::optional<Credential> m_cached; ///< exec or tokenFile, while valid
    FileStamp m_tokenStamp;
    bool m_forceReread = false;
    int m_generation = 0;
    QList<Done> m_waiting;
};

} // namespace TrainDeck::Kubernetes
