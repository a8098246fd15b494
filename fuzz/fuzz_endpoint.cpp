// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for an engine address (Endpoint::parse, as DOCKER_HOST, --host, a Docker
// context's or a Podman connection's URL are read) and a kubeconfig proxy-url
// (Endpoint::parseProxy): any text is an endpoint or a Validation error with a message; the
// same twice; a Unix socket's path is absolute, a TCP or SSH host is named and no ssh option,
// a port in range; only plain TCP gets a security warning; an endpoint written with
// toString() reads back as itself.
#include "fuzz/fuzzcheck.h"
#include "libs/transport/endpoint.h"

#include <cstddef>
#include <cstdint>

namespace {

using namespace TrainDeck;
using namespace TrainDeck::Transport;

void checkEndpoint(const Endpoint &e)
{
    // What parse() never sets: the defaults.
    CHECK(e.tlsVerify && e.certDir.isEmpty() && e.caPem.isEmpty()
          && e.clientCertificatePem.isEmpty() && e.clientKeyPem.isEmpty()
          && e.tlsServerName.isEmpty() && e.proxyUrl.isEmpty() && e.peerLabel.isEmpty());
    switch (e.kind) {
    case Endpoint::Kind::Unix:
        CHECK(e.path.startsWith(u'/'));
        CHECK(e.host.isEmpty() && e.port == 0 && !e.tls && e.sshUser.isEmpty()
              && e.sshIdentity.isEmpty());
        break;
    case Endpoint::Kind::Tcp:
        CHECK(!e.host.isEmpty() && e.port != 0 && e.path.isEmpty());
        CHECK(e.sshUser.isEmpty() && e.sshIdentity.isEmpty());
        break;
    case Endpoint::Kind::Ssh:
        // ssh's own options never come in as its host or user.
        CHECK(!e.host.isEmpty() && !e.host.startsWith(u'-') && !e.sshUser.startsWith(u'-'));
        CHECK(e.path.isEmpty() || (e.path.startsWith(u'/') && e.path != QLatin1String("/")));
        CHECK(!e.tls);
        break;
    }
    CHECK(e.securityWarning().isEmpty() == (e.kind != Endpoint::Kind::Tcp || e.tls));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));

    const auto e = Endpoint::parse(text);
    const auto again = Endpoint::parse(text);
    CHECK(e.ok() == again.ok());
    if (!e) {
        CHECK(e.error().kind == Error::Kind::Validation && !e.error().message.isEmpty());
        CHECK(again.error().message == e.error().message);
    } else {
        CHECK(*e == *again);
        checkEndpoint(*e);
        // The URL form is the connection's identity: it reads back as the same endpoint.
        const QString url = e->toString();
        const auto back = Endpoint::parse(url);
        CHECK(back.ok());
        CHECK(*back == *e);
        CHECK(back->toString() == url);
    }

    const auto proxy = Endpoint::parseProxy(text);
    const auto proxyAgain = Endpoint::parseProxy(text);
    CHECK(proxy.ok() == proxyAgain.ok());
    if (!proxy) {
        CHECK(proxy.error().kind == Error::Kind::Validation && !proxy.error().message.isEmpty());
        CHECK(proxyAgain.error().message == proxy.error().message);
    } else {
        CHECK(*proxy == *proxyAgain);
        CHECK(proxy->type() == QNetworkProxy::HttpProxy
              || proxy->type() == QNetworkProxy::Socks5Proxy);
        CHECK(!proxy->hostName().isEmpty() && proxy->port() != 0);
    }
    return 0;
}
