// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/transport/httpconnection.h"

#include "libs/transport/httpreply.h"
#include "libs/transport/sshmaster.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocalSocket>
#include <QNetworkProxy>
#include <QProcess>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

namespace TrainDeck::Transport {

namespace {

/// A PEM private key of whichever algorithm it is: Docker's tooling and kubeadm make RSA
/// keys, newer tools (and cloud providers' plugins) EC keys.
QSslKey privateKey(const QByteArray &pem)
{
    for (QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        QSslKey key(pem, algorithm);
        if (!key.isNull())
            return key;
    }
    return {};
}

QString trTls(const char *text)
{
    return QCoreApplication::translate("TrainDeck::Transport::HttpConnection", text);
}

Error tlsError(const QString &what)
{
    return Error::make(Error::Kind::Validation, trTls("TLS: %1").arg(what));
}

/// TLS material given in memory (a kubeconfig's): the CA to trust instead of the system's,
/// and the client certificate with its key.
Result<QSslConfiguration> tlsFromMemory(const Endpoint &endpoint, QSslConfiguration conf)
{
    if (!endpoint.caPem.isEmpty()) {
        const auto ca = QSslCertificate::fromData(endpoint.caPem, QSsl::Pem);
        if (ca.isEmpty())
            return tlsError(trTls("the certificate authority holds no PEM certificate"));
        conf.setCaCertificates(ca);
    }
    if (endpoint.clientCertificatePem.isEmpty() && endpoint.clientKeyPem.isEmpty())
        return conf;
    const auto cert = QSslCertificate::fromData(endpoint.clientCertificatePem, QSsl::Pem);
    if (cert.isEmpty())
        return tlsError(trTls("the client certificate is not a PEM certificate"));
    const QSslKey key = privateKey(endpoint.clientKeyPem);
    if (key.isNull())
        return tlsError(
            trTls("the client key is not an unencrypted PEM RSA, EC or DSA private key"));
    conf.setLocalCertificate(cert.first());
    conf.setPrivateKey(key);
    return conf;
}

/// The client side of Docker's TLS (DOCKER_CERT_PATH): ca.pem to trust, cert.pem and key.pem
/// to show. Files that are there must be usable; the error names the one that is not.
Result<QSslConfiguration> tlsConfiguration(const Endpoint &endpoint)
{
    QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
    // Only HTTP/1.1 is spoken here; a server offered h2 might pick it.
    conf.setAllowedNextProtocols({QByteArrayLiteral("http/1.1")});
    if (!endpoint.caPem.isEmpty() || !endpoint.clientCertificatePem.isEmpty()
        || !endpoint.clientKeyPem.isEmpty())
        return tlsFromMemory(endpoint, conf);
    if (endpoint.certDir.isEmpty())
        return conf;
    const QDir dir(endpoint.certDir);
    const QString caPath = dir.filePath(QStringLiteral("ca.pem"));
    if (QFileInfo::exists(caPath)) {
        const auto ca = QSslCertificate::fromPath(caPath);
        if (ca.isEmpty())
            return tlsError(trTls("%1 holds no PEM certificate").arg(caPath));
        conf.setCaCertificates(ca);
    }
    const QString certPath = dir.filePath(QStringLiteral("cert.pem"));
    const QString keyPath = dir.filePath(QStringLiteral("key.pem"));
    if (!QFileInfo::exists(certPath))
        return conf; // no client certificate: a server that wants one will say so
    const auto cert = QSslCertificate::fromPath(certPath);
    if (cert.isEmpty())
        return tlsError(trTls("%1 holds no PEM certificate").arg(certPath));
    QFile keyFile(keyPath);
    if (!keyFile.open(QIODevice::ReadOnly))
        return tlsError(trTls("cannot read the key %1 for %2: %3")
                            .arg(keyPath, certPath, keyFile.errorString()));
    const QSslKey key = privateKey(keyFile.readAll());
    if (key.isNull())
        return tlsError(
            trTls("%1 is not an unencrypted PEM RSA, EC or DSA private key").arg(keyPath));
    conf.setLocalCertificate(cert.first());
    conf.setPrivateKey(key);
    return conf;
}

} // namespace

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(HttpConnection)
};
} // namespace

HttpConnection::HttpConnection(Endpoint endpoint, QObject *parent)
    : QObject(parent)
    , m_endpoint(std::move(endpoint))
    , m_parser({
          [this](int status, const HeaderList &headers) {
              if (m_timeoutForHeadersOnly)
                  m_timer->stop();
              // An announced size over the limit is refused before a byte of it is read.
              bool ok = false;
              const qint64 announced
                  = HttpResponseParser::header(headers, "Content-Length").trimmed().toLongLong(&ok);
              if (ok && m_maxBody > 0 && announced > m_maxBody) {
                  m_bodyBytes = announced;
                  m_bodyTooLarge = true;
                  return;
              }
              if (m_reply)
                  m_reply->deliverHeaders(status, headers);
          },
          [this](QByteArrayView data) {
              if (m_bodyTooLarge)
                  return;
              m_bodyBytes += data.size();
              if (m_maxBody > 0 && m_bodyBytes > m_maxBody) {
                  m_bodyTooLarge = true;
                  return;
              }
              if (m_reply)
                  m_reply->deliverBody(data);
          },
          {},
      })
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &HttpConnection::onTimeout);
}

HttpConnection::~HttpConnection()
{
    // An ssh process (dial-stdio) ends with its connection, without Qt's warning.
    if (auto *p = qobject_cast<QProcess *>(m_socket); p && p->state() != QProcess::NotRunning) {
        p->disconnect(this);
        p->kill();
        p->waitForFinished(2000);
    }
    if (m_reply)
        m_reply->deliverFinished(Error::make(
            Error::Kind::Cancelled, Tr::tr("the connection to %1 was closed").arg(peer())));
}

QString HttpConnection::describe() const
{
    return m_endpoint.toString();
}

QString HttpConnection::peer() const
{
    return m_endpoint.peerLabel.isEmpty() ? Tr::tr("the engine") : m_endpoint.peerLabel;
}

void HttpConnection::send(const HttpRequest &request, HttpReply *reply)
{
    Q_ASSERT(!m_reply);
    m_reply = reply;
    reply->m_connection = this;
    m_reusable = false;
    m_parser.reset(request.method == "HEAD");
    m_pending
        = request.serialize(m_endpoint.kind != Endpoint::Kind::Tcp ? QByteArray("localhost")
                                                                   : m_endpoint.host.toUtf8());
    m_timeoutForHeadersOnly = request.stream;
    m_maxBody = request.stream ? 0 : request.maxBodyBytes;
    m_bodyBytes = 0;
    m_bodyTooLarge = false;
    if (request.timeoutMs > 0)
        m_timer->start(request.timeoutMs);
    if (!m_socket)
        // Queued: a refused connection must not finish the reply before the caller has
        // connected to it.
        QMetaObject::invokeMethod(this, &HttpConnection::connectSocket, Qt::QueuedConnection);
    else if (m_connected)
        onConnected();
}

void HttpConnection::connectLocal(const QString &path)
{
    auto *s = new QLocalSocket(this);
    m_socket = s;
    connect(s, &QLocalSocket::connected, this, &HttpConnection::onConnected);
    connect(s, &QLocalSocket::readyRead, this, &HttpConnection::onReadyRead);
    connect(s, &QLocalSocket::disconnected, this, &HttpConnection::onDisconnected);
    connect(s, &QLocalSocket::errorOccurred, this, [this, s](QLocalSocket::LocalSocketError e) {
        if (e == QLocalSocket::PeerClosedError)
            return onDisconnected();
        onSocketError(s->errorString());
    });
    s->connectToServer(path);
}

void HttpConnection::connectSsh()
{
    auto failLater = [this](Error e) {
        QTimer::singleShot(0, this, [this, e = std::move(e)]() mutable { fail(std::move(e)); });
    };
    if (!m_endpoint.path.isEmpty()) {
        auto local = SshMaster::forward(m_endpoint);
        if (!local)
            return failLater(local.error());
        return connectLocal(*local);
    }
    auto made = SshMaster::command(
        m_endpoint,
        {QStringLiteral("docker"), QStringLiteral("system"), QStringLiteral("dial-stdio")},
        this);
    if (!made)
        return failLater(made.error());
    QProcess *p = *made;
    m_socket = p;
    connect(p, &QProcess::started, this, &HttpConnection::onConnected);
    connect(p, &QProcess::readyReadStandardOutput, this, &HttpConnection::onReadyRead);
    connect(p, &QProcess::finished, this, [this, p](int code, QProcess::ExitStatus status) {
        if (m_broken)
            return;
        // What the engine sent before the end belongs to the reply; an end before the reply
        // is complete is ssh's (or the remote shell's) failure, said in words.
        if (m_reply && p->bytesAvailable() > 0)
            onReadyRead();
        if (m_reply && (code != 0 || status != QProcess::NormalExit))
            return fail(SshMaster::classify(m_endpoint,
                                            p->readAllStandardError(),
                                            status == QProcess::NormalExit ? code : 255));
        onDisconnected();
    });
    connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            onSocketError(
                Tr::tr("cannot run ssh (%1); install the OpenSSH client").arg(p->errorString()));
    });
    p->start();
}

void HttpConnection::connectSocket()
{
    if (m_endpoint.kind == Endpoint::Kind::Unix)
        return connectLocal(m_endpoint.path);
    if (m_endpoint.kind == Endpoint::Kind::Ssh)
        return connectSsh();
    QTcpSocket *s = nullptr;
    if (m_endpoint.tls) {
        auto conf = tlsConfiguration(m_endpoint);
        if (!conf) {
            // Queued like every other failure: the caller gets it from the event loop.
            QTimer::singleShot(
                0, this, [this, message = conf.error().message] { onSocketError(message); });
            return;
        }
        auto *ssl = new QSslSocket(this);
        conf->setPeerVerifyMode(m_endpoint.tlsVerify ? QSslSocket::VerifyPeer
                                                     : QSslSocket::VerifyNone);
        ssl->setSslConfiguration(*conf);
        connect(ssl, &QSslSocket::encrypted, this, &HttpConnection::onConnected);
        connect(ssl, &QSslSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
            QStringList texts;
            for (const QSslError &e : errors)
                texts << e.errorString();
            onSocketError(Tr::tr("TLS: %1").arg(texts.join(QStringLiteral("; "))));
        });
        s = ssl;
    } else {
        s = new QTcpSocket(this);
        connect(s, &QTcpSocket::connected, this, &HttpConnection::onConnected);
    }
    if (!m_endpoint.proxyUrl.isEmpty()) {
        auto proxy = Endpoint::parseProxy(m_endpoint.proxyUrl);
        if (!proxy) {
            s->deleteLater();
            QTimer::singleShot(
                0, this, [this, message = proxy.error().message] { onSocketError(message); });
            return;
        }
        s->setProxy(*proxy);
    } else {
        // Only what the connection names: never a proxy picked up from elsewhere.
        s->setProxy(QNetworkProxy::NoProxy);
    }
    m_socket = s;
    connect(s, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
    connect(s, &QTcpSocket::disconnected, this, &HttpConnection::onDisconnected);
    connect(s, &QTcpSocket::errorOccurred, this, [this, s](QAbstractSocket::SocketError e) {
        if (e == QAbstractSocket::RemoteHostClosedError)
            return onDisconnected();
        onSocketError(s->errorString());
    });
    if (m_endpoint.tls && !m_endpoint.tlsServerName.isEmpty())
        static_cast<QSslSocket *>(s)->connectToHostEncrypted(
            m_endpoint.host, m_endpoint.port, m_endpoint.tlsServerName);
    else if (m_endpoint.tls)
        static_cast<QSslSocket *>(s)->connectToHostEncrypted(m_endpoint.host, m_endpoint.port);
    else
        s->connectToHost(m_endpoint.host, m_endpoint.port);
}

void HttpConnection::onConnected()
{
    m_connected = true;
    if (m_pending.isEmpty())
        return;
    const QByteArray out = std::exchange(m_pending, {});
    if (m_socket->write(out) != out.size())
        onSocketError(m_socket->errorString());
}

void HttpConnection::onReadyRead()
{
    // Read in large slices and hand them straight to the parser: the body bytes of a log
    // stream go from here to the reply's sink without another copy.
    QByteArray &buf = m_readBuffer;
    while (m_socket && m_socket->bytesAvailable() > 0) {
        buf.resize(qMin<qint64>(m_socket->bytesAvailable(), m_readSize));
        const qint64 n = m_socket->read(buf.data(), buf.size());
        if (n <= 0)
            break;
        if (!m_reply) {
            // Nobody asked: an idle keep-alive connection must not receive anything.
            m_broken = true;
            m_socket->close();
            return;
        }
        auto fed = m_parser.feed(QByteArrayView(buf.constData(), n));
        if (m_bodyTooLarge)
            return fail(bodyTooLarge());
        if (!fed)
            return fail(fed.error());
        if (m_parser.complete())
            return complete();
    }
}

void HttpConnection::onDisconnected()
{
    if (m_broken)
        return;
    m_connected = false;
    m_broken = true;
    if (!m_reply) {
        Q_EMIT released(false);
        return;
    }
    // Drain what is left, then let the parser decide: a body read to EOF is complete.
    if (m_socket && m_socket->bytesAvailable() > 0)
        onReadyRead();
    if (!m_reply)
        return;
    auto done = m_parser.finish();
    if (!done)
        return fail(done.error());
    complete();
}

Error HttpConnection::bodyTooLarge() const
{
    return Error::make(Error::Kind::Api,
                       Tr::tr("%1 at %2 sent an answer too large to read: %3 bytes or more, "
                              "where TrainDeck reads at most %4 from one answer. The engine "
                              "does not answer as the Docker Engine API does; check what "
                              "listens there.")
                           .arg(peer(), describe())
                           .arg(m_bodyBytes)
                           .arg(m_maxBody));
}

void HttpConnection::onSocketError(const QString &what)
{
    if (m_broken && !m_reply)
        return;
    fail(Error::make(Error::Kind::Transport,
                     Tr::tr("cannot talk to %1 at %2: %3").arg(peer(), describe(), what)));
}

void HttpConnection::onTimeout()
{
    fail(Error::make(Error::Kind::Timeout,
                     Tr::tr("%1 at %2 did not answer within %3 s")
                         .arg(peer(), describe())
                         .arg(m_timer->interval() / 1000.0)));
}

void HttpConnection::fail(Error error)
{
    m_timer->stop();
    m_broken = true;
    m_reusable = false;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->close();
    }
    if (QPointer<HttpReply> reply = std::exchange(m_reply, nullptr))
        reply->deliverFinished(std::move(error));
    Q_EMIT released(false);
}

void HttpConnection::complete()
{
    m_timer->stop();
    m_reusable = m_parser.keepAlive() && !m_broken;
    const bool reusable = m_reusable;
    if (QPointer<HttpReply> reply = std::exchange(m_reply, nullptr))
        reply->deliverFinished(std::nullopt);
    Q_EMIT released(reusable);
}

void HttpConnection::abandon(HttpReply *reply)
{
    if (m_reply != reply)
        return;
    m_reply = nullptr;
    m_timer->stop();
    m_broken = true;
    m_reusable = false;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->close();
    }
    // Later: the caller may be inside one of our own callbacks.
    QMetaObject::invokeMethod(
        this, [this] { Q_EMIT released(false); }, Qt::QueuedConnection);
}

} // namespace TrainDeck::Transport
