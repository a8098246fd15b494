// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/engineclient.h"

#include "backends/container/jsonlinesplitter.h"

#include "libs/transport/httpclient.h"
#include "libs/transport/httpreply.h"

#include <QCoreApplication>
#include <QUrl>
#include <QVersionNumber>

namespace TrainDeck::Container {

using Transport::HttpReply;
using Transport::HttpRequest;

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(EngineClient)
};

/// The newest API we speak; older engines get their own version (negotiated on ping).
const QString OurApiVersion = QStringLiteral("1.41");

QString qs(const nlohmann::json &j, const char *key)
{
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}

nlohmann::json labelFilter(const QStringList &labels)
{
    nlohmann::json f = nlohmann::json::object();
    auto arr = nlohmann::json::array();
    for (const QString &l : labels)
        arr.push_back(l.toStdString());
    f["label"] = arr;
    return f;
}

} // namespace

EngineClient::EngineClient(Transport::Endpoint endpoint, QObject *parent)
    : QObject(parent)
    , m_endpoint(std::move(endpoint))
    , m_http(new Transport::HttpClient(m_endpoint, this))
{
    m_identity.apiVersion = OurApiVersion;
}

EngineClient::~EngineClient() = default;

QString EngineClient::engineName() const
{
    return m_identity.podman ? QStringLiteral("Podman") : QStringLiteral("Docker");
}

void EngineClient::resetConnections()
{
    m_http->closeIdle();
}

QString EngineClient::pathSegment(const QString &name)
{
    const bool dots = name == QLatin1String(".") || name == QLatin1String("..");
    return QString::fromLatin1(QUrl::toPercentEncoding(name, {}, dots ? "." : ""));
}

QString EngineClient::imageSegment(const QString &image)
{
    QStringList parts = image.split(QLatin1Char('/'));
    for (QString &p : parts) {
        const bool dots = p == QLatin1String(".") || p == QLatin1String("..");
        p = QString::fromLatin1(QUrl::toPercentEncoding(p, ":@", dots ? "." : ""));
    }
    return parts.join(QLatin1Char('/'));
}

QByteArray EngineClient::target(const QString &path, const QUrlQuery &query) const
{
    // The names in `path` are encoded already (pathSegment, imageSegment), so '%' and the
    // separators stay; only what can never be in a request line is encoded here.
    QByteArray t = "/v" + m_identity.apiVersion.toLatin1();
    for (const char c : path.toUtf8()) {
        const auto u = static_cast<unsigned char>(c);
        if (u <= 0x20 || u >= 0x7f)
            t += '%' + QByteArray::number(u, 16).toUpper().rightJustified(2, '0');
        else
            t += c;
    }
    const auto items = query.queryItems(QUrl::FullyDecoded);
    for (qsizetype i = 0; i < items.size(); ++i) {
        t += (i == 0 ? '?' : '&');
        t += QUrl::toPercentEncoding(items[i].first) + '='
             + QUrl::toPercentEncoding(items[i].second);
    }
    return t;
}

Error EngineClient::errorFor(int status, const QByteArray &body, const QString &what)
{
    QString message;
    QString cause;
    auto j = nlohmann::json::parse(body.begin(), body.end(), nullptr, false);
    if (!j.is_discarded() && j.is_object()) {
        message = qs(j, "message");
        cause = qs(j, "cause");
    }
    if (message.isEmpty())
        message = QString::fromUtf8(body.trimmed().left(500));
    if (message.isEmpty())
        message = Tr::tr("HTTP %1 with no message").arg(status);
    Error::Kind kind = Error::Kind::Http;
    const QString lower = message.toLower();
    if (status == 404)
        kind = Error::Kind::NotFound;
    else if (status == 409 || lower.contains(QLatin1String("already in use"))
             || lower.contains(QLatin1String("already exists")))
        kind = Error::Kind::Conflict;
    Error e = Error::make(
        kind, Tr::tr("%1: the engine answered %2: %3").arg(what).arg(status).arg(message));
    e.httpStatus = status;
    return e;
}

HttpReply *EngineClient::call(const QByteArray &method,
                              const QString &path,
                              const QUrlQuery &query,
                              const Json *body,
                              Done done,
                              int timeoutMs)
{
    HttpRequest req;
    req.method = method;
    req.target = target(path, query);
    if (body)
        req.body = QByteArray::fromStdString(body->dump());
    req.timeoutMs = timeoutMs;
    HttpReply *reply = m_http->send(req);
    reply->setParent(this);
    const QString what = QStringLiteral("%1 %2").arg(QString::fromLatin1(method), path);
    connect(reply, &HttpReply::finished, this, [reply, done = std::move(done), what] {
        reply->deleteLater();
        if (reply->error())
            return done(*reply->error());
        const int status = reply->status();
        if (status < 200 || status >= 300) {
            // 304: already started / already stopped, which is what was asked for.
            if (status == 304)
                return done(Json::object());
            return done(errorFor(status, reply->body(), what));
        }
        const QByteArray b = reply->body();
        if (b.trimmed().isEmpty())
            return done(Json::object());
        auto j = Json::parse(b.begin(), b.end(), nullptr, false);
        if (j.is_discarded()) {
            // Every answer this client asks for is JSON: anything else is an engine (or
            // something posing as one) that does not speak the Engine API.
            QString start = QString::fromUtf8(b.left(80)).simplified();
            if (b.size() > 80)
                start += QStringLiteral("…");
            return done(Error::make(Error::Kind::Api,
                                    Tr::tr("%1: the engine's answer is not JSON (%2 bytes, "
                                           "starting \"%3\"); is this a Docker or Podman "
                                           "socket?")
                                        .arg(what)
                                        .arg(b.size())
                                        .arg(start)));
        }
        done(std::move(j));
    });
    return reply;
}

void EngineClient::ping(std::function<void(Result<EngineIdentity>)> done)
{
    HttpRequest req;
    req.target = "/_ping";
    req.timeoutMs = 5000;
    HttpReply *reply = m_http->send(req);
    reply->setParent(this);
    connect(reply, &HttpReply::finished, this, [this, reply, done = std::move(done)] {
        reply->deleteLater();
        if (reply->error())
            return done(*reply->error());
        if (reply->status() != 200)
            return done(errorFor(reply->status(), reply->body(), QStringLiteral("GET /_ping")));
        EngineIdentity id;
        id.server = QString::fromUtf8(reply->header("Server"));
        id.podman = !reply->header("Libpod-Api-Version").isEmpty()
                    || id.server.startsWith(QLatin1String("Libpod/"));
        const QString theirs = QString::fromLatin1(reply->header("Api-Version"));
        id.apiVersion = OurApiVersion;
        if (!theirs.isEmpty()
            && QVersionNumber::fromString(theirs) < QVersionNumber::fromString(OurApiVersion))
            id.apiVersion = theirs;
        m_identity = id;
        done(id);
    });
}

void EngineClient::version(Done done)
{
    call("GET", QStringLiteral("/version"), {}, nullptr, std::move(done));
}

void EngineClient::info(Done done)
{
    call("GET", QStringLiteral("/info"), {}, nullptr, std::move(done));
}

void EngineClient::inspectImage(const QString &image, Done done)
{
    call("GET",
         QStringLiteral("/images/%1/json").arg(imageSegment(image)),
         {},
         nullptr,
         std::move(done));
}

void EngineClient::listImages(Done done)
{
    call("GET", QStringLiteral("/images/json"), {}, nullptr, std::move(done));
}

HttpReply *
EngineClient::pullImage(const QString &image, std::function<void(const Json &)> progress, Done done)
{
    // Split name:tag at the last colon after the last slash (a registry port has a colon
    // too), and always pass a tag: Podman pulls :latest without one, Docker every tag.
    QString name = image;
    QString tag = QStringLiteral("latest");
    const qsizetype slash = image.lastIndexOf(QLatin1Char('/'));
    const qsizetype at = image.indexOf(QLatin1Char('@'));
    const qsizetype colon = image.lastIndexOf(QLatin1Char(':'));
    if (at >= 0) {
        name = image.left(at);
        tag = image.mid(at + 1);
    } else if (colon > slash) {
        name = image.left(colon);
        tag = image.mid(colon + 1);
    }
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("fromImage"), name);
    q.addQueryItem(QStringLiteral("tag"), tag);
    auto streamError = std::make_shared<std::optional<Error>>();
    auto each = [progress = std::move(progress), streamError, image](const Json &j) {
        const QString err = qs(j, "error");
        if (!err.isEmpty() && !*streamError) {
            QString msg = err;
            if (j.contains("errorDetail") && j["errorDetail"].is_object())
                msg = qs(j["errorDetail"], "message").isEmpty() ? err
                                                                : qs(j["errorDetail"], "message");
            *streamError = Error::make(Error::Kind::NotFound,
                                       Tr::tr("pulling %1 failed: %2").arg(image, msg));
        }
        if (progress)
            progress(j);
    };
    return jsonLines(
        "POST",
        QStringLiteral("/images/create"),
        q,
        std::move(each),
        [done = std::move(done), streamError, image](Result<Json> r) {
            if (!r) {
                Error e = r.error();
                e.message = Tr::tr("pulling %1 failed: %2").arg(image, e.message);
                return done(e);
            }
            if (*streamError)
                return done(**streamError);
            done(Json::object());
        },
        60000);
}

void EngineClient::createNetwork(const QString &name, const Labels &labels, Done done)
{
    Json body = {{"Name", name.toStdString()}, {"Driver", "bridge"}, {"CheckDuplicate", true}};
    Json l = Json::object();
    for (auto it = labels.begin(); it != labels.end(); ++it)
        l[it.key().toStdString()] = it.value().toStdString();
    body["Labels"] = l;
    createNetwork(body, std::move(done));
}

void EngineClient::createNetwork(const Json &body, Done done)
{
    call("POST", QStringLiteral("/networks/create"), {}, &body, std::move(done));
}

void EngineClient::inspectNetwork(const QString &name, Done done)
{
    call(
        "GET", QStringLiteral("/networks/%1").arg(pathSegment(name)), {}, nullptr, std::move(done));
}

void EngineClient::removeNetwork(const QString &name, Done done)
{
    call("DELETE",
         QStringLiteral("/networks/%1").arg(pathSegment(name)),
         {},
         nullptr,
         std::move(done));
}

void EngineClient::listNetworks(const QStringList &labelFilters, Done done)
{
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("filters"),
                   QString::fromStdString(labelFilter(labelFilters).dump()));
    call("GET", QStringLiteral("/networks"), q, nullptr, std::move(done));
}

void EngineClient::createContainer(const QString &name, const Json &body, Done done)
{
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("name"), name);
    call("POST", QStringLiteral("/containers/create"), q, &body, std::move(done));
}

void EngineClient::startContainer(const QString &id, Done done)
{
    call("POST",
         QStringLiteral("/containers/%1/start").arg(pathSegment(id)),
         {},
         nullptr,
         std::move(done));
}

HttpReply *EngineClient::waitContainer(const QString &id, const QString &condition, Done done)
{
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("condition"), condition);
    return call("POST",
                QStringLiteral("/containers/%1/wait").arg(pathSegment(id)),
                q,
                nullptr,
                std::move(done),
                0);
}

void EngineClient::stopContainer(const QString &id, int graceSeconds, Done done)
{
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("t"), QString::number(graceSeconds));
    call("POST",
         QStringLiteral("/containers/%1/stop").arg(pathSegment(id)),
         q,
         nullptr,
         std::move(done),
         (graceSeconds + 30) * 1000);
}

void EngineClient::killContainer(const QString &id, const QString &signal, Done done)
{
    QUrlQuery q;
    if (!signal.isEmpty())
        q.addQueryItem(QStringLiteral("signal"), signal);
    call("POST",
         QStringLiteral("/containers/%1/kill").arg(pathSegment(id)),
         q,
         nullptr,
         std::move(done));
}

void EngineClient::removeContainer(const QString &id, bool force, Done done)
{
    QUrlQuery q;
    if (force)
        q.addQueryItem(QStringLiteral("force"), QStringLiteral("1"));
    q.addQueryItem(QStringLiteral("v"), QStringLiteral("1"));
    call("DELETE",
         QStringLiteral("/containers/%1").arg(pathSegment(id)),
         q,
         nullptr,
         std::move(done));
}

void EngineClient::inspectContainer(const QString &id, Done done)
{
    call("GET",
         QStringLiteral("/containers/%1/json").arg(pathSegment(id)),
         {},
         nullptr,
         std::move(done));
}

void EngineClient::listContainers(const QStringList &labelFilters, Done done)
{
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("all"), QStringLiteral("1"));
    q.addQueryItem(QStringLiteral("filters"),
                   QString::fromStdString(labelFilter(labelFilters).dump()));
    call("GET", QStringLiteral("/containers/json"), q, nullptr, std::move(done));
}

HttpReply *EngineClient::stream(const QByteArray &method,
                                const QString &path,
                                const QUrlQuery &query,
                                std::function<void(QByteArrayView)> sink,
                                Done done,
                                int headerTimeoutMs)
{
    HttpRequest req;
    req.method = method;
    req.target = target(path, query);
    req.stream = true;
    req.timeoutMs = headerTimeoutMs;
    HttpReply *reply = m_http->send(req);
    reply->setParent(this);
    const QString what = QStringLiteral("%1 %2").arg(QString::fromLatin1(method), path);
    // An error answer's body is a JSON message, not stream data: collect it instead.
    auto errorBody = std::make_shared<QByteArray>();
    reply->setBodySink([reply, sink = std::move(sink), errorBody](QByteArrayView data) {
        if (reply->status() >= 300)
            errorBody->append(data);
        else
            sink(data);
    });
    connect(reply, &HttpReply::finished, this, [reply, done = std::move(done), what, errorBody] {
        reply->deleteLater();
        if (reply->error())
            return done(*reply->error());
        if (reply->status() < 200 || reply->status() >= 300)
            return done(errorFor(reply->status(), *errorBody, what));
        done(Json::object());
    });
    return reply;
}

HttpReply *EngineClient::jsonLines(const QByteArray &method,
                                   const QString &path,
                                   const QUrlQuery &query,
                                   std::function<void(const Json &)> each,
                                   Done done,
                                   int headerTimeoutMs)
{
    auto splitter = std::make_shared<JsonLineSplitter>(std::move(each));
    auto failure = std::make_shared<std::optional<Error>>();
    return stream(
        method,
        path,
        query,
        [splitter, failure](QByteArrayView data) {
            if (!*failure)
                *failure = splitter->feed(data);
        },
        [splitter, failure, done = std::move(done)](Result<Json> r) {
            if (!r)
                return done(r);
            if (!*failure)
                *failure = splitter->finish();
            if (*failure)
                return done(**failure);
            done(Json::object());
        },
        headerTimeoutMs);
}

HttpReply *EngineClient::logs(const QString &id,
                              const LogOptions &options,
                              Transport::LogDemuxer::Sink frames,
                              Done done)
{
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("stdout"), QStringLiteral("1"));
    q.addQueryItem(QStringLiteral("stderr"), QStringLiteral("1"));
    if (options.follow)
        q.addQueryItem(QStringLiteral("follow"), QStringLiteral("1"));
    if (options.timestamps)
        q.addQueryItem(QStringLiteral("timestamps"), QStringLiteral("1"));
    if (!options.since.isEmpty())
        q.addQueryItem(QStringLiteral("since"), options.since);
    if (!options.until.isEmpty())
        q.addQueryItem(QStringLiteral("until"), options.until);
    if (options.tail > 0)
        q.addQueryItem(QStringLiteral("tail"), QString::number(options.tail));
    auto demux = std::make_shared<Transport::LogDemuxer>(options.tty, std::move(frames));
    auto failure = std::make_shared<std::optional<Error>>();
    return stream(
        "GET",
        QStringLiteral("/containers/%1/logs").arg(pathSegment(id)),
        q,
        [demux, failure](QByteArrayView data) {
            if (*failure)
                return;
            if (auto r = demux->feed(data); !r)
                *failure = r.error();
        },
        [demux, failure, done = std::move(done)](Result<Json> r) {
            if (!r)
                return done(r);
            if (!*failure)
                if (auto f = demux->finish(); !f)
                    *failure = f.error();
            if (*failure)
                return done(**failure);
            done(Json::object());
        },
        30000);
}

HttpReply *
EngineClient::events(const Json &filters, std::function<void(const Json &)> event, Done done)
{
    QUrlQuery q;
    if (!filters.empty())
        q.addQueryItem(QStringLiteral("filters"), QString::fromStdString(filters.dump()));
    return jsonLines("GET", QStringLiteral("/events"), q, std::move(event), std::move(done), 10000);
}

HttpReply *EngineClient::stats(const QString &id,
                               bool streamIt,
                               std::function<void(const Json &)> sample,
                               Done done)
{
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("stream"), streamIt ? QStringLiteral("1") : QStringLiteral("0"));
    return jsonLines("GET",
                     QStringLiteral("/containers/%1/stats").arg(pathSegment(id)),
                     q,
                     std::move(sample),
                     std::move(done),
                     10000);
}

} // namespace TrainDeck::Container
