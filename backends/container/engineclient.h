// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/transport/endpoint.h"
#include "libs/transport/logdemuxer.h"

#include <QMap>
#include <QObject>
#include <QUrlQuery>

#include <nlohmann/json.hpp>

#include <functional>

namespace TrainDeck::Transport {
class HttpClient;
class HttpReply;
} // namespace TrainDeck::Transport

namespace TrainDeck::Container {

/// Who answered: Docker or Podman, and which API version we speak with it.
struct EngineIdentity
{
    bool podman = false;
    QString apiVersion; ///< negotiated, e.g. "1.41"
    QString server;     ///< the Server header, e.g. "Docker/20.10.24+dfsg1 (linux)"
};

/// The Docker Engine API (v1.41, which Podman's compat API also serves), over HttpClient.
/// Every call is asynchronous: the callback runs later in this object's thread. Error
/// answers become Error values carrying the engine's own message and HTTP status; Podman's
/// 500s for conflicts are recognised by their text (docs/container.md, "Engine API facts").
class EngineClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EngineClient)

public:
    using Json = nlohmann::json;
    using Done = std::function<void(Result<Json>)>;
    using Labels = QMap<QString, QString>;

    explicit EngineClient(Transport::Endpoint endpoint, QObject *parent = nullptr);
    ~EngineClient() override;

    const Transport::Endpoint &endpoint() const { return m_endpoint; }
    const EngineIdentity &identity() const { return m_identity; }
    QString engineName() const;

    /// Pings, tells Podman from Docker and negotiates the API version.
    void ping(std::function<void(Result<EngineIdentity>)> done);
    void version(Done done);
    void info(Done done);

    void inspectImage(const QString &image, Done done);
    /// GET /images/json: the engine's images (tagged and not), as an array.
    void listImages(Done done);
    /// Pulls image:tag; `progress` gets each status object. Both failure forms end in an
    /// error: a non-2xx answer (Docker) and an error object inside the stream (Podman).
    Transport::HttpReply *
    pullImage(const QString &image, std::function<void(const Json &)> progress, Done done);

    void createNetwork(const QString &name, const Labels &labels, Done done);
    /// POST /networks/create with a whole body (ContainerSpec::networkBody).
    void createNetwork(const Json &body, Done done);
    void inspectNetwork(const QString &name, Done done);
    void removeNetwork(const QString &name, Done done);
    void listNetworks(const QStringList &labelFilters, Done done);

    void createContainer(const QString &name, const Json &body, Done done);
    void startContainer(const QString &id, Done done);
    /// condition: not-running, next-exit or removed. Resolves to {"StatusCode":n,...}.
    Transport::HttpReply *waitContainer(const QString &id, const QString &condition, Done done);
    void stopContainer(const QString &id, int graceSeconds, Done done);
    void killContainer(const QString &id, const QString &signal, Done done);
    void removeContainer(const QString &id, bool force, Done done);
    void inspectContainer(const QString &id, Done done);
    /// All containers (running or not) carrying every one of `labelFilters` (key or
    /// key=value).
    void listContainers(const QStringList &labelFilters, Done done);

    struct LogOptions
    {
        bool follow = true;
        bool timestamps = true;
        QString since; ///< unix seconds, with optional .nanoseconds
        QString until; ///< the same; empty: up to the newest line
        int tail = 0;  ///< only the last `tail` lines; 0: all
        bool tty = false;
    };
    /// Streams a container's logs: `frames` gets demultiplexed pieces as they arrive.
    Transport::HttpReply *logs(const QString &id,
                               const LogOptions &options,
                               Transport::LogDemuxer::Sink frames,
                               Done done);
    /// Streams events matching the filters; `event` gets each object.
    Transport::HttpReply *
    events(const Json &filters, std::function<void(const Json &)> event, Done done);
    /// One stats sample (stream=false) or a stream of them.
    Transport::HttpReply *
    stats(const QString &id, bool stream, std::function<void(const Json &)> sample, Done done);

    /// The generic call the others use: `path` without the version prefix.
    Transport::HttpReply *call(const QByteArray &method,
                               const QString &path,
                               const QUrlQuery &query,
                               const Json *body,
                               Done done,
                               int timeoutMs = 30000);

    /// Maps an error answer to an Error (exposed for tests).
    static Error errorFor(int status, const QByteArray &body, const QString &what);
    /// One name (container, network, id) as one path segment: every byte but the unreserved
    /// ones percent-encoded, dots too when the name is "." or "..", so a name can never add
    /// a segment or climb out of its collection ("a/b", "..").
    static QString pathSegment(const QString &name);
    /// An image reference in a path: '/', ':' and '@' stay (the engines' image routes take
    /// the whole reference), everything else reserved is encoded, and "." or ".." segments
    /// are encoded too.
    static QString imageSegment(const QString &image);

    /// Closes idle connections, e.g. after the engine went away.
    void resetConnections();

private:
    Transport::HttpReply *stream(const QByteArray &method,
                                 const QString &path,
                                 const QUrlQuery &query,
                                 std::function<void(QByteArrayView)> sink,
                                 Done done,
                                 int headerTimeoutMs);
    Transport::HttpReply *jsonLines(const QByteArray &method,
                                    const QString &path,
                                    const QUrlQuery &query,
                                    std::function<void(const Json &)> each,
                                    Done done,
                                    int headerTimeoutMs);
    QByteArray target(const QString &path, const QUrlQuery &query) const;

    Transport::Endpoint m_endpoint;
    Transport::HttpClient *m_http;
    EngineIdentity m_identity;
};

} // namespace TrainDeck::Container
