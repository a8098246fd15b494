// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/tlsrelay.h"

#include <QFile>
#include <QLocalSocket>
#include <QProcess>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>

TlsRelay::TlsRelay(Mode mode, QString upstreamSocket, QObject *parent)
    : QTcpServer(parent)
    , m_mode(mode)
    , m_upstream(std::move(upstreamSocket))
{}

TlsRelay::~TlsRelay() = default;

bool TlsRelay::start(QString *error)
{
    if (m_mode == Mode::Tls) {
        QProcess openssl;
        openssl.setWorkingDirectory(m_dir.path());
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"),
                       QStringLiteral("-x509"),
                       QStringLiteral("-newkey"),
                       QStringLiteral("rsa:2048"),
                       QStringLiteral("-nodes"),
                       QStringLiteral("-days"),
                       QStringLiteral("2"),
                       QStringLiteral("-subj"),
                       QStringLiteral("/CN=127.0.0.1"),
                       QStringLiteral("-addext"),
                       QStringLiteral("subjectAltName=IP:127.0.0.1,DNS:localhost"),
                       QStringLiteral("-keyout"),
                       QStringLiteral("mitm-key.pem"),
                       QStringLiteral("-out"),
                       QStringLiteral("mitm-cert.pem")});
        if (!openssl.waitForFinished(60000) || openssl.exitCode() != 0) {
            *error = QStringLiteral("openssl could not make a certificate: ")
                     + QString::fromLocal8Bit(openssl.readAllStandardError());
            return false;
        }
    }
    if (!listen(QHostAddress::LocalHost)) {
        *error = errorString();
        return false;
    }
    return true;
}

QString TlsRelay::url(const QString &scheme) const
{
    return QStringLiteral("%1://127.0.0.1:%2").arg(scheme).arg(serverPort());
}

void TlsRelay::incomingConnection(qintptr descriptor)
{
    ++m_connections;
    QTcpSocket *client = nullptr;
    if (m_mode == Mode::Tls) {
        auto *ssl = new QSslSocket(this);
        QSslConfiguration conf = QSslConfiguration::defaultConfiguration();
        conf.setLocalCertificate(
            QSslCertificate::fromPath(m_dir.filePath(QStringLiteral("mitm-cert.pem"))).value(0));
        QFile key(m_dir.filePath(QStringLiteral("mitm-key.pem")));
        key.open(QIODevice::ReadOnly);
        conf.setPrivateKey(QSslKey(key.readAll(), QSsl::Rsa));
        // The client's certificate, if it shows one, is taken: a thief does not check.
        conf.setPeerVerifyMode(QSslSocket::VerifyNone);
        ssl->setSslConfiguration(conf);
        connect(ssl, &QSslSocket::encrypted, this, [this] { ++m_handshakes; });
        connect(ssl, &QSslSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
            for (const QSslError &e : errors)
                m_errors << e.errorString();
        });
        connect(ssl, &QSslSocket::errorOccurred, this, [this, ssl](QAbstractSocket::SocketError) {
            m_errors << ssl->errorString();
        });
        if (!ssl->setSocketDescriptor(descriptor)) {
            delete ssl;
            return;
        }
        ssl->startServerEncryption();
        client = ssl;
    } else {
        client = new QTcpSocket(this);
        if (!client->setSocketDescriptor(descriptor)) {
            delete client;
            return;
        }
    }
    QLocalSocket *upstream = nullptr;
    if (!m_upstream.isEmpty()) {
        upstream = new QLocalSocket(client);
        upstream->connectToServer(m_upstream);
        connect(upstream, &QLocalSocket::readyRead, client, [client, upstream] {
            client->write(upstream->readAll());
        });
        connect(upstream, &QLocalSocket::disconnected, client, [client] {
            client->disconnectFromHost();
        });
    }
    connect(client, &QTcpSocket::readyRead, this, [this, client, upstream] {
        const QByteArray data = client->readAll();
        m_captured += data;
        if (upstream)
            upstream->write(data);
    });
    connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
}
