// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QNetworkProxy>
#include <QString>

namespace TrainDeck::Transport {

/// Where an engine API listens: a Unix socket, TCP with optional TLS, or another machine
/// reached with the system's OpenSSH client (Docker's DOCKER_HOST forms: unix:///path,
/// tcp://host:port, http://, https://, ssh://[user@]host[:port][/remote/socket][?identity=key];
/// npipe is Windows). See docs/ssh.md for how an ssh:// engine is reached.
struct Endpoint
{
    enum class Kind { Unix, Tcp, Ssh };

    Kind kind = Kind::Unix;
    /// The socket file (Unix); over SSH the engine's socket on the remote host, forwarded to
    /// a local one, or empty for `docker system dial-stdio` on the remote host.
    QString path;
    QString host;        ///< TCP, SSH (a name ~/.ssh/config may know)
    quint16 port = 0;    ///< SSH: 0 leaves the port to ssh (its config, or 22)
    QString sshUser;     ///< SSH: empty leaves the user to ssh
    QString sshIdentity; ///< SSH: a private key file (a Podman connection's Identity)
    bool tls = false;
    bool tlsVerify = true;
    QString certDir; ///< ca.pem, cert.pem, key.pem (DOCKER_CERT_PATH)
    /// In-memory TLS material (a kubeconfig's *-data fields, or files it names read already);
    /// when set it is used instead of certDir's files.
    QByteArray caPem;
    QByteArray clientCertificatePem;
    QByteArray clientKeyPem;
    /// The name the server's certificate must carry when it differs from `host`
    /// (kubeconfig tls-server-name); also sent as SNI.
    QString tlsServerName;
    /// An HTTP (CONNECT) or SOCKS5 proxy to reach a TCP host through:
    /// http://[user:password@]host:port or socks5://… (kubeconfig proxy-url). Empty: direct.
    QString proxyUrl;
    /// Who is on the other end, for messages: "the engine" when empty.
    QString peerLabel;

    /// Parses a DOCKER_HOST-style URL; the error names the form that was expected.
    static Result<Endpoint> parse(const QString &url);
    /// kubectl's proxy-url forms: http://[user:password@]host:port (a CONNECT tunnel, TLS
    /// end to end) and socks5://; anything else is an error that says which forms work.
    static Result<QNetworkProxy> parseProxy(const QString &url);
    /// The URL form, stable (used as the connection's identity).
    QString toString() const;
    /// What is unsafe about talking to this endpoint, for people; empty when nothing is.
    /// TCP without TLS, or TLS without verifying the engine's certificate, lets anyone on
    /// the path read what is sent (jobs with their tokens) and drive the engine (which
    /// amounts to root on its machine).
    QString securityWarning() const;

    friend bool operator==(const Endpoint &, const Endpoint &) = default;
};

} // namespace TrainDeck::Transport
