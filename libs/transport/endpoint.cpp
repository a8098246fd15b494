// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/transport/endpoint.h"

#include <QCoreApplication>
#include <QNetworkProxy>
#include <QUrl>
#include <QUrlQuery>

namespace TrainDeck::Transport {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(Endpoint)
};
} // namespace

Result<Endpoint> Endpoint::parse(const QString &text)
{
    const QString url = text.trimmed();
    auto bad = [&](const QString &why) {
        return Error::make(Error::Kind::Validation,
                           Tr::tr("'%1' is not an engine address: %2. Use unix:///path/to/socket, "
                                  "tcp://host:port, https://host:port or "
                                  "ssh://user@host[:port][/path/to/remote/socket]")
                               .arg(url, why));
    };
    if (url.isEmpty())
        return bad(Tr::tr("it is empty"));
    Endpoint e;
    if (url.startsWith(QLatin1Char('/'))) {
        e.kind = Kind::Unix;
        e.path = url;
        return e;
    }
    if (url.startsWith(QLatin1String("unix://"))) {
        e.kind = Kind::Unix;
        e.path = url.mid(7);
        if (!e.path.startsWith(QLatin1Char('/')))
            return bad(Tr::tr("the socket path must be absolute"));
        return e;
    }
    const QUrl u(url);
    const QString scheme = u.scheme();
    if (scheme == QLatin1String("ssh")) {
        if (u.host().isEmpty())
            return bad(Tr::tr("no host"));
        if (!u.password().isEmpty())
            return bad(Tr::tr("a password does not belong in the address; use a key or "
                              "ssh-agent"));
        const QUrlQuery query(u);
        const auto items = query.queryItems(QUrl::FullyDecoded);
        for (const auto &[key, value] : items) {
            if (key != QLatin1String("identity") || value.isEmpty())
                return bad(Tr::tr("an ssh:// address takes only ?identity=/path/to/key"));
            e.sshIdentity = value;
        }
        if (u.hasFragment())
            return bad(Tr::tr("an ssh:// address has no fragment"));
        e.kind = Kind::Ssh;
        e.host = u.host();
        e.sshUser = u.userName();
        const int port = u.port(0);
        if (port < 0 || port > 65535)
            return bad(Tr::tr("bad port"));
        e.port = quint16(port);
        e.path = u.path();
        if (e.path == QLatin1String("/"))
            e.path.clear();
        // ssh's own option syntax must never be smuggled in as a host or user name.
        if (e.host.startsWith(QLatin1Char('-')) || e.sshUser.startsWith(QLatin1Char('-')))
            return bad(Tr::tr("a host or user name cannot start with '-'"));
        return e;
    }
    if (scheme != QLatin1String("tcp") && scheme != QLatin1String("http")
        && scheme != QLatin1String("https"))
        return bad(Tr::tr("unknown scheme '%1'").arg(scheme));
    if (u.host().isEmpty())
        return bad(Tr::tr("no host"));
    e.kind = Kind::Tcp;
    e.host = u.host();
    e.tls = scheme == QLatin1String("https");
    const int port = u.port(e.tls ? 2376 : 2375);
    if (port <= 0 || port > 65535)
        return bad(Tr::tr("bad port"));
    e.port = quint16(port);
    return e;
}

Result<QNetworkProxy> Endpoint::parseProxy(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme();
    QNetworkProxy proxy;
    if (scheme == QLatin1String("http"))
        proxy.setType(QNetworkProxy::HttpProxy);
    else if (scheme == QLatin1String("socks5") || scheme == QLatin1String("socks5h"))
        proxy.setType(QNetworkProxy::Socks5Proxy);
    else
        return Error::make(Error::Kind::Validation,
                           Tr::tr("proxy %1: use http://HOST:PORT or socks5://HOST:PORT (an "
                                  "https:// proxy is not supported)")
                               .arg(url.toDisplayString(QUrl::RemoveUserInfo)));
    if (!url.isValid() || url.host().isEmpty() || url.port() <= 0)
        return Error::make(Error::Kind::Validation,
                           Tr::tr("proxy %1 needs a host and a port")
                               .arg(url.toDisplayString(QUrl::RemoveUserInfo)));
    proxy.setHostName(url.host());
    proxy.setPort(quint16(url.port()));
    proxy.setUser(url.userName());
    proxy.setPassword(url.password());
    return proxy;
}

QString Endpoint::toString() const
{
    if (kind == Kind::Unix)
        return QStringLiteral("unix://") + path;
    // An IPv6 address goes in brackets, as in the URL it was read from (QUrl::host() drops
    // them), or the URL would not read back.
    const QString hostPart = host.contains(u':') ? u'[' + host + u']' : host;
    if (kind == Kind::Ssh) {
        // parse() decodes the user, path and identity: what would end them or the URL ('@',
        // '/', '?', '#', '&', '%', ...) is encoded again, and reads back the same.
        const auto encoded = [](const QString &part, const QByteArray &keep = {}) {
            return QString::fromLatin1(QUrl::toPercentEncoding(part, keep));
        };
        QString s = QStringLiteral("ssh://");
        if (!sshUser.isEmpty())
            s += encoded(sshUser) + QLatin1Char('@');
        s += hostPart;
        if (port != 0)
            s += QLatin1Char(':') + QString::number(port);
        s += encoded(path, "/");
        if (!sshIdentity.isEmpty())
            s += QStringLiteral("?identity=") + encoded(sshIdentity, "/");
        return s;
    }
    return QStringLiteral("%1://%2:%3")
        .arg(tls ? QStringLiteral("https") : QStringLiteral("tcp"), hostPart)
        .arg(port);
}

QString Endpoint::securityWarning() const
{
    // SSH encrypts and authenticates both ends (the host key is always checked: docs/ssh.md).
    if (kind == Kind::Unix || kind == Kind::Ssh)
        return {};
    if (!tls)
        return Tr::tr("%1 is reached without TLS: anyone on the network path can read the jobs "
                      "sent to it, secrets included, and control the engine. Use TLS "
                      "(DOCKER_TLS_VERIFY=1 and DOCKER_CERT_PATH with the engine's ca.pem, "
                      "cert.pem and key.pem), an SSH tunnel, or a Unix socket")
            .arg(toString());
    if (!tlsVerify)
        return Tr::tr("%1 is reached with TLS but its certificate is not checked "
                      "(--insecure-skip-tls-verify): a man in the middle can read the jobs sent "
                      "to it, secrets included, and control the engine. Put the CA that signed "
                      "the engine's certificate in DOCKER_CERT_PATH/ca.pem and drop the option")
            .arg(toString());
    return {};
}

} // namespace TrainDeck::Transport
