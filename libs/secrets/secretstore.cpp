// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/secrets/secretstore.h"

#include <QCoreApplication>
#include <QPromise>
#include <QUrl>

#ifdef TRAINDECK_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>
#endif

#include <memory>

namespace TrainDeck {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TrainDeck::SecretStore)
};

template<class T>
QFuture<T> ready(T value)
{
    QPromise<T> promise;
    promise.start();
    promise.addResult(std::move(value));
    promise.finish();
    return promise.future();
}

#ifdef TRAINDECK_HAVE_KEYCHAIN
Error keychainError(const QKeychain::Job &job, const QString &key)
{
    const QString detail = job.errorString().isEmpty() ? Tr::tr("no details") : job.errorString();
    switch (job.error()) {
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return Error::make(Error::Kind::Cancelled,
                           Tr::tr("The system keychain refused access to \"%1\" (%2). Unlock "
                                  "the keychain or allow TrainDeck, then try again.")
                               .arg(key, detail));
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
    default:
        return Error::make(Error::Kind::Unsupported,
                           Tr::tr("The system keychain could not be reached (%1). Start and "
                                  "unlock a Secret Service keyring such as GNOME Keyring or "
                                  "KWallet; until then TrainDeck remembers no secrets.")
                               .arg(detail));
    }
}
#endif

[[maybe_unused]] Error notBuiltIn()
{
    return Error::make(Error::Kind::Unsupported,
                       Tr::tr("This TrainDeck was built without qtkeychain, so it cannot "
                              "remember secrets. Install qtkeychain-qt6-dev and rebuild."));
}

} // namespace

SecretStore::SecretStore(QString service, QObject *parent)
    : QObject(parent)
    , m_service(std::move(service))
{}

SecretStore::~SecretStore() = default;

bool SecretStore::isBuiltIn()
{
#ifdef TRAINDECK_HAVE_KEYCHAIN
    return true;
#else
    return false;
#endif
}

QString SecretStore::huggingFaceTokenKey()
{
    return QStringLiteral("huggingface/token");
}

QString SecretStore::s3CredentialsKey(const QString &endpoint)
{
    // The same endpoint typed with a different case, scheme default or trailing slash is the
    // same store of credentials.
    QString e = endpoint.trimmed();
    while (e.endsWith(u'/'))
        e.chop(1);
    if (e.isEmpty())
        return QStringLiteral("s3/aws");
    const QUrl url = QUrl::fromUserInput(e);
    if (url.isValid() && !url.host().isEmpty()) {
        QString normal = url.scheme().toLower() + QStringLiteral("://") + url.host().toLower();
        if (url.port() > 0)
            normal += u':' + QString::number(url.port());
        normal += url.path();
        while (normal.endsWith(u'/'))
            normal.chop(1);
        return QStringLiteral("s3/") + normal;
    }
    return QStringLiteral("s3/") + e.toLower();
}

QFuture<Result<std::optional<QString>>> SecretStore::read(const QString &key)
{
    using R = Result<std::optional<QString>>;
#ifdef TRAINDECK_HAVE_KEYCHAIN
    auto promise = std::make_shared<QPromise<R>>();
    promise->start();
    auto *job = new QKeychain::ReadPasswordJob(m_service, this);
    job->setKey(key);
    job->setAutoDelete(true);
    connect(job, &QKeychain::Job::finished, this, [promise, key](QKeychain::Job *j) {
        auto *read = static_cast<QKeychain::ReadPasswordJob *>(j);
        if (read->error() == QKeychain::NoError)
            promise->addResult(R(std::optional<QString>(read->textData())));
        else if (read->error() == QKeychain::EntryNotFound)
            promise->addResult(R(std::optional<QString>()));
        else
            promise->addResult(R(keychainError(*read, key)));
        promise->finish();
    });
    job->start();
    return promise->future();
#else
    Q_UNUSED(key)
    return ready(R(notBuiltIn()));
#endif
}

QFuture<Result<void>> SecretStore::write(const QString &key, const QString &value)
{
#ifdef TRAINDECK_HAVE_KEYCHAIN
    auto *job = new QKeychain::WritePasswordJob(m_service, this);
    job->setTextData(value);
    return run(job, key);
#else
    Q_UNUSED(key)
    Q_UNUSED(value)
    return ready(Result<void>(notBuiltIn()));
#endif
}

QFuture<Result<void>> SecretStore::remove(const QString &key)
{
#ifdef TRAINDECK_HAVE_KEYCHAIN
    return run(new QKeychain::DeletePasswordJob(m_service, this), key);
#else
    Q_UNUSED(key)
    return ready(Result<void>(notBuiltIn()));
#endif
}

#ifdef TRAINDECK_HAVE_KEYCHAIN
QFuture<Result<void>> SecretStore::run(QKeychain::Job *job, const QString &key)
{
    auto promise = std::make_shared<QPromise<Result<void>>>();
    promise->start();
    job->setKey(key);
    job->setAutoDelete(true);
    connect(job, &QKeychain::Job::finished, this, [this, promise, key](QKeychain::Job *j) {
        // Removing what is not there leaves the keychain as asked.
        if (j->error() == QKeychain::NoError || j->error() == QKeychain::EntryNotFound) {
            promise->addResult(Result<void>());
        } else {
            const Error e = keychainError(*j, key);
            promise->addResult(Result<void>(e));
            emit failed(key, e);
        }
        promise->finish();
    });
    job->start();
    return promise->future();
}
#endif

} // namespace TrainDeck
