// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubeclient.h"

#include "backends/kubernetes/kubecredentials.h"
#include "core/files/regularfilereader.h"
#include "core/support/jsonutil.h"
#include "libs/transport/httpclient.h"
#include "libs/transport/httpreply.h"

#include <QHostAddress>
#include <QNetworkProxy>
#include <QRandomGenerator>
#include <QSslCertificate>
#include <QSysInfo>
#include <QTimer>
#include <QUrl>

namespace TrainDeck::Kubernetes {

using json = nlohmann::ordered_json;

namespace {

/// The largest certificate authority bundle read from a file named by a kubeconfig.
constexpr qint64 kMaxPemBytes = 4 * 1024 * 1024;

Error configError(const Kubeconfig::Resolved &c, const QString &what)
{
    Error e = Error::make(Error::Kind::Validation, what);
    e.at(c.cluster.file, c.cluster.line);
    return e;
}

Result<json> objectBody(const KubeResponse &r, const KubeRequestContext &c)
{
    json j = json::parse(r.body.constBegin(), r.body.constEnd(), nullptr, false);
    if (!j.is_object())
        return Error::make(Error::Kind::Api,
                           KubeClient::tr("cannot %1 %2: %3 answered %4 with something that is "
                                          "not a JSON object")
                               .arg(c.verb, c.resource, c.server)
                               .arg(r.status));
    return j;
}

/// "cannot list trainjobs.trainer.kubeflow.org: why", keeping the failure's kind.
Error failed(const KubeRequestContext &c, const Error &why)
{
    return Error::make(why.kind,
                       KubeClient::tr("cannot %1 %2: %3").arg(c.verb, c.resource, why.message));
}

} // namespace

QByteArray KubeResponse::header(QByteArrayView name) const
{
    return Transport::HttpResponseParser::header(headers, name);
}

struct KubeClient::Attempt
{
    KubeCall call;
    Done<KubeResponse> done;
    int sent = 0;
    bool renewed = false;
};

struct StreamState
{
    KubeCall call;
    std::function<void(QByteArrayView)> sink;
    std::function<void(std::optional<Error>)> opened;
    std::function<void(std::optional<Error>)> finished;
    QPointer<QObject> handle;
    bool renewed = false;
};

struct ListState
{
    KubeResource resource;
    QString nameSpace;
    KubeClient::ListOptions options;
    KubeClient::Done<KubeClient::ObjectList> done;
    KubeClient::ObjectList out;
    QString next;
    bool restarted = false;
};

KubeClient::KubeClient(Kubeconfig::Resolved config, Transport::Endpoint endpoint, QByteArray prefix)
    : m_config(std::move(config))
    , m_endpoint(std::move(endpoint))
    , m_prefix(std::move(prefix))
    , m_server(m_config.cluster.server)
{
    m_credentials = new KubeCredentials(m_config, this);
}

KubeClient::~KubeClient() = default;

Result<std::unique_ptr<KubeClient>> KubeClient::create(const Kubeconfig::Resolved &config)
{
    const Kubeconfig::Cluster &cl = config.cluster;
    const QUrl url(cl.server, QUrl::StrictMode);
    const QString scheme = url.scheme();
    if (!url.isValid() || (scheme != QLatin1String("https") && scheme != QLatin1String("http"))
        || url.host().isEmpty())
        return configError(config,
                           tr("cluster '%1': server '%2' is not an https:// URL with a host; "
                              "use the form https://HOST:PORT")
                               .arg(cl.name, cl.server));
    Transport::Endpoint e;
    e.kind = Transport::Endpoint::Kind::Tcp;
    e.host = url.host();
    e.tls = scheme == QLatin1String("https");
    e.port = quint16(url.port(e.tls ? 443 : 80));
    e.tlsVerify = !cl.insecureSkipTlsVerify;
    e.tlsServerName = cl.tlsServerName;
    e.peerLabel = tr("the Kubernetes API server");
    e.proxyUrl = cl.proxyUrl;
    if (!cl.proxyUrl.isEmpty() && !Transport::Endpoint::parseProxy(cl.proxyUrl))
        return configError(
            config,
            tr("cluster '%1': proxy-url '%2' is not one TrainDeck can use; "
               "use http://HOST:PORT or socks5://HOST:PORT")
                .arg(cl.name, QUrl(cl.proxyUrl).toDisplayString(QUrl::RemoveUserInfo)));
    if (!cl.certificateAuthorityData.isEmpty()) {
        e.caPem = cl.certificateAuthorityData;
    } else if (!cl.certificateAuthority.isEmpty()) {
        auto pem = RegularFileReader::read(
            cl.certificateAuthority, kMaxPemBytes, tr("certificate authority"));
        if (!pem)
            return configError(
                config,
                tr("cluster '%1': certificate-authority: %2").arg(cl.name, pem.error().message));
        e.caPem = *pem;
    }
    if (!e.caPem.isEmpty() && QSslCertificate::fromData(e.caPem, QSsl::Pem).isEmpty())
        return configError(config,
                           tr("cluster '%1': the certificate authority (%2) holds no PEM "
                              "certificate")
                               .arg(cl.name,
                                    cl.certificateAuthority.isEmpty()
                                        ? QStringLiteral("certificate-authority-data")
                                        : cl.certificateAuthority));
    QByteArray prefix = url.path(QUrl::FullyEncoded).toUtf8();
    while (prefix.endsWith('/'))
        prefix.chop(1);
    return std::unique_ptr<KubeClient>(new KubeClient(config, std::move(e), std::move(prefix)));
}

QString KubeClient::connectionWarning() const
{
    if (!m_endpoint.tls) {
        const QHostAddress address(m_endpoint.host);
        if (address.isLoopback() || m_endpoint.host == QLatin1String("localhost"))
            return {};
        return tr("cluster '%1' (%2) is reached without TLS: anyone on the network path can "
                  "read and change what is sent, credentials included. Use its https:// "
                  "address")
            .arg(m_config.cluster.name, m_server);
    }
    if (!m_endpoint.tlsVerify)
        return tr("cluster '%1' (%2) is reached with certificate checks turned off "
                  "(insecure-skip-tls-verify in %3): a man in the middle can read and change "
                  "what is sent, credentials included. Put the cluster's CA in "
                  "certificate-authority-data and drop the option")
            .arg(m_config.cluster.name, m_server, m_config.cluster.file);
    return {};
}

QByteArray KubeClient::userAgent()
{
    return QStringLiteral("TrainDeck/%1 (%2/%3)")
        .arg(QCoreApplication::applicationVersion().isEmpty()
                 ? QStringLiteral("dev")
                 : QCoreApplication::applicationVersion(),
             QSysInfo::kernelType(),
             QSysInfo::currentCpuArchitecture())
        .toUtf8();
}

KubeRequestContext KubeClient::context(const QString &verb,
                                       const KubeResource &resource,
                                       const QString &nameSpace,
                                       const QString &name) const
{
    KubeRequestContext c;
    c.verb = verb;
    c.resource = resource.qualifiedName();
    c.nameSpace = resource.namespaced ? nameSpace : QString();
    c.name = name;
    c.server = m_server;
    c.context = m_config.context.name;
    c.user = m_config.user.name;
    return c;
}

QByteArray KubeClient::query(std::initializer_list<std::pair<const char *, QString>> items)
{
    QByteArray q;
    for (const auto &[key, value] : items) {
        if (value.isEmpty())
            continue;
        if (!q.isEmpty())
            q += '&';
        q += QByteArray(key) + '=' + QUrl::toPercentEncoding(value);
    }
    return q;
}

Transport::HttpClient *KubeClient::http()
{
    if (!m_http)
        m_http = new Transport::HttpClient(m_endpoint, this);
    return m_http;
}

void KubeClient::withCredential(std::function<void(Result<int>)> then)
{
    QPointer<KubeClient> self(this);
    m_credentials->obtain([self, then = std::move(then)](Result<KubeCredentials::Credential> c) {
        if (!self)
            return;
        if (!c)
            return then(c.error());
        if (c->clientCertificatePem != self->m_endpoint.clientCertificatePem
            || c->clientKeyPem != self->m_endpoint.clientKeyPem) {
            // KubeCredentials checked the PEM (a certificate and an RSA or EC key).
            self->m_endpoint.clientCertificatePem = c->clientCertificatePem;
            self->m_endpoint.clientKeyPem = c->clientKeyPem;
            // New TLS identity: new connections. Streams still open on the old ones go on
            // until they end; the old pool goes with its last connection.
            if (Transport::HttpClient *old = std::exchange(self->m_http, nullptr)) {
                old->closeIdle();
                if (old->openConnections() == 0)
                    old->deleteLater();
            }
        }
        self->m_authorization
            = c->bearerToken.isEmpty() ? QByteArray() : "Bearer " + c->bearerToken;
        self->m_generation = c->generation;
        then(c->generation);
    });
}

int KubeClient::backoffMs(int attempt, const KubeResponse *response) const
{
    if (response) {
        bool ok = false;
        const int seconds = response->header("Retry-After").trimmed().toInt(&ok);
        if (ok && seconds >= 0)
            return qMin(seconds * 1000, m_retry.maxMs);
    }
    const qint64 base = qint64(m_retry.baseMs) << qMin(attempt - 1, 16);
    const int capped = int(qMin<qint64>(base, m_retry.maxMs));
    // Up to a fifth of jitter, so that many clients do not come back in step.
    return capped + int(QRandomGenerator::global()->bounded(qMax(1, capped / 5)));
}

void KubeClient::sendForObject(KubeCall call, Done<json> done)
{
    const KubeRequestContext c = call.context;
    send(std::move(call), [done = std::move(done), c](Result<KubeResponse> r) {
        if (!r)
            return done(r.error());
        done(objectBody(*r, c));
    });
}

void KubeClient::send(KubeCall call, Done<KubeResponse> done)
{
    auto a = std::make_shared<Attempt>();
    a->call = std::move(call);
    a->done = std::move(done);
    attempt(a);
}

void KubeClient::attempt(std::shared_ptr<Attempt> a)
{
    withCredential([this, a](Result<int> generation) {
        const KubeRequestContext &c = a->call.context;
        if (!generation)
            return a->done(failed(c, generation.error()));
        Transport::HttpRequest r;
        r.method = a->call.method;
        r.target = m_prefix + a->call.target;
        r.body = a->call.body;
        r.contentType = a->call.contentType;
        r.timeoutMs = a->call.timeoutMs;
        r.headers = {{"Accept", a->call.accept}, {"User-Agent", userAgent()}};
        if (!m_authorization.isEmpty())
            r.headers.append({"Authorization", m_authorization});
        Transport::HttpReply *reply = http()->send(r);
        reply->setParent(this);
        const int gen = *generation;
        connect(reply, &Transport::HttpReply::finished, this, [this, a, reply, gen] {
            reply->deleteLater();
            ++a->sent;
            const KubeRequestContext &c = a->call.context;
            if (reply->error()) {
                const Error &e = *reply->error();
                if (a->call.idempotent && a->sent < m_retry.attempts
                    && (e.kind == Error::Kind::Transport || e.kind == Error::Kind::Timeout)) {
                    QTimer::singleShot(
                        backoffMs(a->sent, nullptr), this, [this, a] { attempt(a); });
                    return;
                }
                return a->done(failed(c, e));
            }
            KubeResponse response{reply->status(), reply->headers(), reply->body()};
            if (response.status == 401 && !a->renewed && m_credentials->canRefresh()) {
                // The credential may have expired since it was cached: renew it, once.
                a->renewed = true;
                m_credentials->invalidate(gen);
                return attempt(a);
            }
            if (KubeStatus::retryable(response.status) && a->sent < m_retry.attempts
                && (a->call.idempotent || response.status == 429
                    || !response.header("Retry-After").isEmpty())) {
                QTimer::singleShot(backoffMs(a->sent, &response), this, [this, a] { attempt(a); });
                return;
            }
            if (response.status < 200 || response.status > 299)
                return a->done(KubeStatus::toError(
                    response.status, response.header("Content-Type"), response.body, c));
            a->done(std::move(response));
        });
    });
}

QObject *KubeClient::stream(const KubeCall &call,
                            std::function<void(QByteArrayView)> sink,
                            std::function<void(std::optional<Error>)> opened,
                            std::function<void(std::optional<Error>)> finished)
{
    auto *handle = new QObject(this);
    auto s = std::make_shared<StreamState>();
    s->call = call;
    s->sink = std::move(sink);
    s->opened = std::move(opened);
    s->finished = std::move(finished);
    s->handle = handle;
    openStream(s);
    return handle;
}

void KubeClient::openStream(std::shared_ptr<StreamState> s)
{
    withCredential([this, s](Result<int> generation) {
        if (!s->handle)
            return;
        const KubeRequestContext &c = s->call.context;
        if (!generation)
            return s->opened(failed(c, generation.error()));
        Transport::HttpRequest r;
        r.method = s->call.method;
        r.target = m_prefix + s->call.target;
        r.stream = true;
        r.timeoutMs = s->call.timeoutMs;
        r.headers = {{"Accept", s->call.accept}, {"User-Agent", userAgent()}};
        if (!m_authorization.isEmpty())
            r.headers.append({"Authorization", m_authorization});
        Transport::HttpReply *reply = http()->send(r);
        reply->setParent(s->handle);
        auto errorBody = std::make_shared<QByteArray>();
        reply->setBodySink([reply, s, errorBody](QByteArrayView data) {
            if (reply->status() >= 200 && reply->status() <= 299)
                s->sink(data);
            else if (errorBody->size() < 64 * 1024)
                errorBody->append(data);
        });
        auto openedCalled = std::make_shared<bool>(false);
        connect(reply, &Transport::HttpReply::headersReceived, s->handle, [reply, s, openedCalled] {
            if (reply->status() >= 200 && reply->status() <= 299) {
                *openedCalled = true;
                s->opened(std::nullopt);
            }
        });
        const int gen = *generation;
        connect(reply,
                &Transport::HttpReply::finished,
                s->handle,
                [this, reply, s, errorBody, openedCalled, gen] {
                    reply->deleteLater();
                    const KubeRequestContext &c = s->call.context;
                    if (*openedCalled)
                        return s->finished(
                            reply->error() ? std::optional<Error>(Error::make(
                                reply->error()->kind,
                                tr("%1 %2: %3").arg(c.verb, c.resource, reply->error()->message)))
                                           : std::nullopt);
                    if (reply->error() && reply->status() == 0)
                        return s->opened(failed(c, *reply->error()));
                    if (reply->status() == 401 && !s->renewed && m_credentials->canRefresh()) {
                        s->renewed = true;
                        m_credentials->invalidate(gen);
                        return openStream(s);
                    }
                    s->opened(KubeStatus::toError(
                        reply->status(), reply->header("Content-Type"), *errorBody, c));
                });
    });
}

void KubeClient::version(Done<json> done)
{
    KubeCall call;
    call.target = "/version";
    call.context
        = context(QStringLiteral("get"), {{}, {}, QStringLiteral("version"), {}, false}, {});
    call.timeoutMs = 15000;
    sendForObject(std::move(call), std::move(done));
}

void KubeClient::resources(const QString &groupVersion, Done<QList<KubeApiResource>> done)
{
    KubeCall call;
    call.target = (groupVersion.contains(QLatin1Char('/')) ? "/apis/" : "/api/")
                  + QUrl::toPercentEncoding(groupVersion, "/");
    call.context = context(QStringLiteral("discover"), {{}, {}, groupVersion, {}, false}, {});
    const KubeRequestContext c = call.context;
    send(call, [this, done, c, groupVersion](Result<KubeResponse> r) {
        if (!r) {
            if (r.error().httpStatus != 404)
                return done(r.error());
            return done(Error::make(Error::Kind::NotFound,
                                    tr("%1 (context %2) does not serve %3. For %4 install "
                                       "Kubeflow Trainer on the cluster (see "
                                       "docs/kubernetes.md), or choose a context whose "
                                       "cluster has it")
                                        .arg(m_server,
                                             m_config.context.name,
                                             groupVersion,
                                             groupVersion.startsWith(QLatin1String("trainer."))
                                                 ? tr("TrainJobs and training runtimes")
                                                 : groupVersion)));
        }
        auto body = objectBody(*r, c);
        if (!body)
            return done(body.error());
        QList<KubeApiResource> out;
        if (body->contains("resources") && (*body)["resources"].is_array()) {
            for (const json &res : (*body)["resources"]) {
                if (!res.is_object())
                    continue;
                KubeApiResource k;
                k.name = Json::string(res, "name");
                k.kind = Json::string(res, "kind");
                k.namespaced = Json::boolean(res, "namespaced", false);
                if (res.contains("verbs") && res["verbs"].is_array()) {
                    for (const json &v : res["verbs"]) {
                        if (v.is_string())
                            k.verbs << QString::fromStdString(v.get<std::string>());
                    }
                }
                if (!k.name.isEmpty())
                    out << k;
            }
        }
        done(out);
    });
}

void KubeClient::list(const KubeResource &resource,
                      const QString &nameSpace,
                      const ListOptions &options,
                      Done<ObjectList> done)
{
    auto s = std::make_shared<ListState>();
    s->resource = resource;
    s->nameSpace = nameSpace;
    s->options = options;
    s->done = std::move(done);
    listPage(s);
}

void KubeClient::listPage(std::shared_ptr<ListState> s)
{
    KubeCall call;
    const QByteArray q = query(
        {{"labelSelector", s->options.labelSelector},
         {"fieldSelector", s->options.fieldSelector},
         {"limit", s->options.pageSize > 0 ? QString::number(s->options.pageSize) : QString()},
         {"continue", s->next}});
    call.target = s->resource.path(s->nameSpace) + (q.isEmpty() ? QByteArray() : '?' + q);
    call.context = context(QStringLiteral("list"), s->resource, s->nameSpace);
    const KubeRequestContext c = call.context;
    send(call, [this, s, c](Result<KubeResponse> r) {
        if (!r) {
            // A continue token outlived the server's history: read the list again whole,
            // as client-go's pager does.
            if (r.error().httpStatus == 410 && !s->next.isEmpty() && !s->restarted) {
                s->restarted = true;
                s->next.clear();
                s->out = {};
                s->options.pageSize = 0;
                return listPage(s);
            }
            return s->done(r.error());
        }
        auto body = objectBody(*r, c);
        if (!body)
            return s->done(body.error());
        const json &items = (*body)["items"];
        if (!items.is_array() && !items.is_null())
            return s->done(Error::make(
                Error::Kind::Api,
                tr("cannot list %1: %2 answered a list without items").arg(c.resource, c.server)));
        if (items.is_array()) {
            for (json item : items) {
                if (!item.is_object())
                    continue;
                // Items of a list may leave out kind and apiVersion: they are the list's.
                if (!item.contains("kind"))
                    item["kind"] = s->resource.kind.toStdString();
                if (!item.contains("apiVersion"))
                    item["apiVersion"] = s->resource.apiVersion().toStdString();
                s->out.items.append(std::move(item));
            }
        }
        ++s->out.pages;
        const json meta = body->value("metadata", json::object());
        s->out.resourceVersion = Json::string(meta, "resourceVersion");
        const QString next = Json::string(meta, "continue");
        if (next.isEmpty())
            return s->done(std::move(s->out));
        if (next == s->next)
            return s->done(Error::make(Error::Kind::Api,
                                       tr("cannot list %1: %2 sent the same continue token "
                                          "twice")
                                           .arg(c.resource, c.server)));
        s->next = next;
        listPage(s);
    });
}

void KubeClient::get(const KubeResource &resource,
                     const QString &nameSpace,
                     const QString &name,
                     Done<json> done)
{
    KubeCall call;
    call.target = resource.path(nameSpace, name);
    call.context = context(QStringLiteral("get"), resource, nameSpace, name);
    sendForObject(std::move(call), std::move(done));
}

void KubeClient::create(const KubeResource &resource,
                        const QString &nameSpace,
                        const json &object,
                        Done<json> done)
{
    KubeCall call;
    call.method = "POST";
    call.target = resource.path(nameSpace);
    call.body = QByteArray::fromStdString(object.dump());
    call.idempotent = false;
    call.context = context(QStringLiteral("create"),
                           resource,
                           nameSpace,
                           Json::string(Json::member(object, "metadata"), "name"));
    sendForObject(std::move(call), std::move(done));
}

void KubeClient::mergePatch(const KubeResource &resource,
                            const QString &nameSpace,
                            const QString &name,
                            const json &patch,
                            Done<json> done,
                            const QString &subresource)
{
    KubeCall call;
    call.method = "PATCH";
    call.target = resource.path(nameSpace, name, subresource);
    call.body = QByteArray::fromStdString(patch.dump());
    call.contentType = "application/merge-patch+json";
    call.context = context(QStringLiteral("patch"), resource, nameSpace, name);
    sendForObject(std::move(call), std::move(done));
}

void KubeClient::remove(const KubeResource &resource,
                        const QString &nameSpace,
                        const QString &name,
                        Done<json> done)
{
    KubeCall call;
    call.method = "DELETE";
    call.target = resource.path(nameSpace, name);
    call.body = R"({"propagationPolicy":"Background"})";
    call.idempotent = false;
    call.context = context(QStringLiteral("delete"), resource, nameSpace, name);
    sendForObject(std::move(call), std::move(done));
}

} // namespace TrainDeck::Kubernetes
