// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QFuture>
#include <QObject>
#include <QString>

#include <optional>

namespace QKeychain {
class Job;
}

namespace TrainDeck {

/// Tokens and keys the user asked TrainDeck to remember, kept in the desktop's keychain (the
/// Secret Service of GNOME Keyring, KWallet, ...) through qtkeychain. Nothing here falls back
/// to a file: when no keychain can be reached every call fails with an Error that says so,
/// and the caller tells the user the secret is not remembered.
///
/// Every call is asynchronous (D-Bus underneath); results arrive in the thread the store
/// lives in. The store owns its pending jobs, so a write started by a dialog that closes at
/// once still completes; failed() reports it then.
class SecretStore : public QObject
{
    Q_OBJECT
public:
    explicit SecretStore(QString service = defaultService(), QObject *parent = nullptr);
    ~SecretStore() override;

    static QString defaultService() { return QStringLiteral("TrainDeck"); }
    /// False when TrainDeck was built without qtkeychain: every call then fails.
    static bool isBuiltIn();

    QString service() const { return m_service; }

    /// The value under `key`, or nullopt when nothing is stored there.
    QFuture<Result<std::optional<QString>>> read(const QString &key);
    QFuture<Result<void>> write(const QString &key, const QString &value);
    /// Removing a key that holds nothing succeeds.
    QFuture<Result<void>> remove(const QString &key);

    /// One HuggingFace token per user: it belongs to the account, not to a repository.
    static QString huggingFaceTokenKey();
    /// S3 credentials belong to an endpoint; the AWS default when `endpoint` is empty.
    static QString s3CredentialsKey(const QString &endpoint);
    /// A secret env variable (WANDB_API_KEY, ...) belongs to the user: one entry per name.
    static QString envVariableKey(const QString &name)
    {
        return QStringLiteral("env/") + name.trimmed();
    }

Q_SIGNALS:
    /// A write or remove failed: for whoever shows errors after the asking widget is gone.
    void failed(const QString &key, const TrainDeck::Error &error);

private:
    /// Starts a write or delete job; its answer becomes the future's result.
    QFuture<Result<void>> run(QKeychain::Job *job, const QString &key);

    QString m_service;
};

} // namespace TrainDeck
