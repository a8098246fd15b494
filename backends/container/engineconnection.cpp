// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/engineconnection.h"

#include "backends/container/containerbackend.h"
#include "backends/container/remoteworkdir.h"

#include "core/domain/labels.h"
#include "libs/transport/httpreply.h"

#include <QFile>
#include <QLoggingCategory>
#include <QTimer>

Q_DECLARE_LOGGING_CATEGORY(lcContainer)

namespace TrainDeck::Container {

using Json = nlohmann::json;

EngineConnection::EngineConnection(
    BackendKind engine, QString host, bool insecureSkipTlsVerify, int pollMs, QObject *parent)
    : QObject(parent)
    , m_kind(engine)
    , m_host(std::move(host))
    , m_insecureSkipTlsVerify(insecureSkipTlsVerify)
    , m_pollTimer(new QTimer(this))
    , m_retryTimer(new QTimer(this))
{
    m_pollTimer->setInterval(pollMs);
    connect(m_pollTimer, &QTimer::timeout, this, [this] { Q_EMIT refreshWanted(0); });
    m_retryTimer->setSingleShot(true);
    connect(m_retryTimer, &QTimer::timeout, this, &EngineConnection::connectEngine);
}

EngineConnection::~EngineConnection()
{
    if (m_events)
        m_events->abort();
}

void EngineConnection::setTlsFiles(const QString &ca, const QString &cert, const QString &key)
{
    m_tlsCa = ca;
    m_tlsCert = cert;
    m_tlsKey = key;
}

bool EngineConnection::isRemote() const
{
    // Over TCP the engine's paths are on its own machine, even when that is this one: a
    // host path TrainDeck would delete here may mean nothing, or something else, there.
    return m_engine && m_engine->endpoint().kind != Transport::Endpoint::Kind::Unix;
}

bool EngineConnection::isSsh() const
{
    return m_engine && m_engine->endpoint().kind == Transport::Endpoint::Kind::Ssh;
}

QString EngineConnection::workdirRoot(const QString &local) const
{
    return isSsh() && !m_remoteRoot.isEmpty() ? m_remoteRoot : local;
}

QString EngineConnection::endpoint() const
{
    return m_engine ? m_engine->endpoint().toString() : m_host;
}

void EngineConnection::retryLater()
{
    m_retryTimer->start(m_backoffMs);
    m_backoffMs = qMin(m_backoffMs * 2, 15000);
}

void EngineConnection::connectEngine()
{
    if (m_connecting || m_connected)
        return;
    m_connecting = true;
    m_retryTimer->stop();
    Q_EMIT stateChanged(Backend::ConnectionState::Connecting, {});
    auto env = EngineDiscovery::Environment::system(m_host);
    env.insecureSkipTlsVerify = m_insecureSkipTlsVerify;
    m_candidates = EngineDiscovery::candidates(env);
    m_tried.clear();
    if (m_candidates.isEmpty())
        m_tried = EngineDiscovery::consideredPaths(env);
    tryCandidate(0);
}

void EngineConnection::tryCandidate(int index)
{
    const QString want
        = m_kind == BackendKind::Podman ? QStringLiteral("Podman") : QStringLiteral("Docker");
    if (index >= m_candidates.size()) {
        m_connecting = false;
        const bool tls = std::any_of(m_candidates.cbegin(),
                                     m_candidates.cend(),
                                     [](const EngineCandidate &c) { return c.tls; });
        QString reason
            = ContainerBackend::tr("no %1 engine answered. Tried: %2. Start %1 (or its API "
                                   "service: podman system service), or set the engine address "
                                   "(DOCKER_HOST / CONTAINER_HOST, or --host).")
                  .arg(want,
                       m_tried.isEmpty() ? ContainerBackend::tr("nothing (no socket found)")
                                         : m_tried.join(QStringLiteral("; ")));
        if (tls)
            reason += u' '
                      + ContainerBackend::tr("For an engine with TLS, DOCKER_CERT_PATH (now %1) "
                                             "must hold the ca.pem that signed the engine's "
                                             "certificate, and the cert.pem and key.pem it "
                                             "accepts.")
                            .arg(m_candidates.first().certDir);
        if (const QString v = qEnvironmentVariable("DOCKER_TLS_VERIFY");
            tls
            && (v == QLatin1String("0")
                || v.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0))
            reason += u' '
                      + ContainerBackend::tr("DOCKER_TLS_VERIFY=%1 still means \"verify\", as "
                                             "for the docker CLI; connecting without checking "
                                             "the certificate takes --insecure-skip-tls-verify, "
                                             "and lets a man in the middle read your jobs.")
                            .arg(v);
        Q_EMIT stateChanged(Backend::ConnectionState::Lost, reason);
        Q_EMIT failed(reason);
        retryLater();
        return;
    }
    const EngineCandidate c = m_candidates[index];
    auto ep = Transport::Endpoint::parse(c.url);
    if (!ep) {
        m_tried << QStringLiteral("%1 (%2): %3").arg(c.url, c.source, ep.error().message);
        return tryCandidate(index + 1);
    }
    ep->tls = ep->tls || c.tls;
    ep->tlsVerify = c.tlsVerify;
    ep->certDir = c.certDir;
    if (ep->tls) {
        // Files named by the connection replace DOCKER_CERT_PATH's; one that cannot be read
        // is an error naming it, never a silent fall back to no client certificate.
        QString unreadable;
        const auto read = [&unreadable](const QString &path, QByteArray *into) {
            if (path.isEmpty() || !unreadable.isEmpty())
                return;
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                unreadable = ContainerBackend::tr("cannot read %1: %2").arg(path, f.errorString());
            else
                *into = f.readAll();
        };
        read(m_tlsCa, &ep->caPem);
        read(m_tlsCert, &ep->clientCertificatePem);
        read(m_tlsKey, &ep->clientKeyPem);
        if (!unreadable.isEmpty()) {
            m_tried << QStringLiteral("%1 (%2): %3").arg(c.url, c.source, unreadable);
            return tryCandidate(index + 1);
        }
    }
    // The same engine again (a reconnect): keep its client, which log followers and
    // pending calls still hold.
    const bool reuse = m_engine && m_engine->endpoint() == *ep;
    auto *client = reuse ? m_engine : new EngineClient(*ep, this);
    client->ping([this, client, c, index, want](Result<EngineIdentity> id) {
        if (!id) {
            m_tried << QStringLiteral("%1 (%2): %3").arg(c.url, c.source, id.error().message);
            if (client != m_engine)
                client->deleteLater();
            return tryCandidate(index + 1);
        }
        const bool wantPodman = m_kind == BackendKind::Podman;
        if (client->endpoint().kind == Transport::Endpoint::Kind::Ssh) {
            // Workdirs go to the engine's host: where they go there is asked now, once.
            auto root = RemoteWorkdir::root(client->endpoint());
            if (!root) {
                m_tried << QStringLiteral("%1 (%2): %3").arg(c.url, c.source, root.error().message);
                if (client != m_engine)
                    client->deleteLater();
                return tryCandidate(index + 1);
            }
            m_remoteRoot = *root;
        }
        if (id->podman != wantPodman) {
            m_tried << ContainerBackend::tr("%1 (%2) is %3, not %4")
                           .arg(c.url, c.source, client->engineName(), want);
            if (client != m_engine)
                client->deleteLater();
            return tryCandidate(index + 1);
        }
        if (m_engine && m_engine != client) {
            Q_EMIT engineReplaced();
            m_engine->deleteLater();
        }
        m_engine = client;
        onConnected();
    });
}

void EngineConnection::onConnected()
{
    m_connecting = false;
    m_connected = true;
    m_backoffMs = 1000;
    const auto &id = m_engine->identity();
    Q_EMIT endpointChanged(m_engine->endpoint().toString(), m_engine->engineName());
    // Before the state: whoever sees "connected" sees the warning with it.
    Q_EMIT warningChanged(m_engine->endpoint().securityWarning());
    Q_EMIT stateChanged(Backend::ConnectionState::Connected,
                        ContainerBackend::tr("%1 at %2 (API %3)")
                            .arg(id.server.isEmpty() ? m_engine->engineName() : id.server,
                                 m_engine->endpoint().toString(),
                                 id.apiVersion));
    subscribeEvents();
    m_pollTimer->start();
    Q_EMIT connected();
}

void EngineConnection::lose(const QString &reason)
{
    if (!m_connected)
        return;
    m_connected = false;
    m_pollTimer->stop();
    if (m_events) {
        m_events->disconnect(this);
        m_events->abort();
    }
    Q_EMIT lost();
    if (m_engine)
        m_engine->resetConnections();
    Q_EMIT stateChanged(Backend::ConnectionState::Lost,
                        ContainerBackend::tr("lost the connection to %1: %2. Retrying.")
                            .arg(m_engine ? m_engine->endpoint().toString() : QString(), reason));
    retryLater();
}

void EngineConnection::subscribeEvents()
{
    Json filters = {{"type", {"container"}}, {"label", {Labels::TrainJobName.toStdString()}}};
    m_events = m_engine->events(
        filters,
        [this](const Json &) { Q_EMIT refreshWanted(30); },
        [this](Result<Json> r) {
            m_events = nullptr;
            if (!m_connected)
                return;
            // The stream never ends on its own: the engine went away or restarted.
            qCInfo(lcContainer) << "events stream ended" << (r ? QString() : r.error().message);
            Q_EMIT refreshWanted(0);
            QTimer::singleShot(500, this, [this] {
                if (m_connected && !m_events)
                    subscribeEvents();
            });
        });
}

} // namespace TrainDeck::Container
