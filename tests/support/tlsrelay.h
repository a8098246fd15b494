// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QStringList>
#include <QTcpServer>
#include <QTemporaryDir>

/// A man in the middle for engine connections, on 127.0.0.1: TLS with a self-signed
/// certificate made for 127.0.0.1 (so only trust can fail, not the host name), or plain TCP.
/// It records every byte a client sends once connected (decrypted), and relays both ways to
/// an upstream Unix socket when given one, so it passes for the engine. Runs in the caller's
/// thread: keep its event loop turning (QTest::qWait) while a client talks to it.
class TlsRelay final : public QTcpServer
{
    Q_OBJECT
public:
    enum class Mode { Tls, Plain };

    explicit TlsRelay(Mode mode, QString upstreamSocket = {}, QObject *parent = nullptr);
    ~TlsRelay() override;

    /// Makes the certificate (openssl) and listens; false with `error` set when it cannot.
    bool start(QString *error);
    QString url(const QString &scheme) const;
    /// The relay's own self-signed certificate (PEM), e.g. to play another engine's CA.
    QString certificatePath() const { return m_dir.filePath(QStringLiteral("mitm-cert.pem")); }
    /// Everything clients sent after the handshake, in plain text.
    QByteArray captured() const { return m_captured; }
    int connections() const { return m_connections; }
    int handshakes() const { return m_handshakes; }
    /// Why handshakes failed, as the server saw it.
    QStringList handshakeErrors() const { return m_errors; }

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    Mode m_mode;
    QString m_upstream;
    QTemporaryDir m_dir;
    QByteArray m_captured;
    int m_connections = 0;
    int m_handshakes = 0;
    QStringList m_errors;
};
