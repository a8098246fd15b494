// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubeconfig.h"
#include "backends/kubernetes/kuberesource.h"
#include "backends/kubernetes/kubestatus.h"
#include "libs/transport/endpoint.h"
#include "libs/transport/httpresponseparser.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

#include <nlohmann/json.hpp>

namespace TrainDeck::Transport {
class HttpClient;
class HttpReply;
} // namespace TrainDeck::Transport

namespace TrainDeck::Kubernetes {

class KubeCredentials;
struct ListState;
struct StreamState;

/// One call to the API server, as the client sends it.
struct KubeCall
{
    QByteArray method = "GET";
    QByteArray target; ///< path and query, percent-encoded, without the server's own prefix
    QByteArray body;
    QByteArray contentType = "application/json";
    QByteArray accept = "application/json";
    KubeRequestContext context; ///< verb, resource, namespace, name: for messages
    /// Safe to send again after a failure that may have reached the server.
    bool idempotent = true;
    int timeoutMs = 60000;
};

struct KubeResponse
{
    int status = 0;
    Transport::HeaderList headers;
    QByteArray body;
    QByteArray header(QByteArrayView name) const;
};

/// What a group-version serves (legacy discovery's APIResourceList).
struct KubeApiResource
{
    QString name; ///< plural, or plural/subresource
    QString kind;
    bool namespaced = true;
    QStringList verbs;
};

/// The Kubernetes API of one kubeconfig context: REST calls with the context's credentials,
/// Status bodies made errors, 429 and 5xx retried with backoff, a refused credential renewed
/// once (exec plugins, token files). Watches and pod logs are objects of their own
/// (KubeWatch, KubeLogStream). Speaks HTTP/1.1 through libs/transport; lives in, and must be
/// used from, one thread (a backend's worker, or a command-line tool's main thread). Every
/// call returns at once; answers come through the callbacks, which never run after the
/// client is deleted.
class KubeClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KubeClient)

public:
    using json = nlohmann::ordered_json;
    template<typename T>
    using Done = std::function<void(Result<T>)>;

    struct RetryPolicy
    {
        int attempts = 5;  ///< sends in all, the first included
        int baseMs = 250;  ///< first wait, doubled each time
        int maxMs = 10000; ///< longest wait, Retry-After included
    };
    struct ListOptions
    {
        QString labelSelector;
        QString fieldSelector;
        int pageSize = 500; ///< `limit`; the client follows `continue` to the end
    };
    struct ObjectList
    {
        QList<json> items;
        QString resourceVersion;
        int pages = 0;
    };

    /// A client for `config`'s cluster and user. Fails when the server URL or the TLS
    /// material cannot be used, naming the kubeconfig piece at fault.
    static Result<std::unique_ptr<KubeClient>> create(const Kubeconfig::Resolved &config);
    ~KubeClient() override;

    QString server() const { return m_server; }
    QString contextName() const { return m_config.context.name; }
    QString userName() const { return m_config.user.name; }
    QString defaultNamespace() const { return m_config.nameSpace; }
    /// How this connection is unsafe (certificate checks off, no TLS); empty when it is not.
    QString connectionWarning() const;
    void setRetryPolicy(RetryPolicy policy) { m_retry = policy; }
    RetryPolicy retryPolicy() const { return m_retry; }
    /// "TrainDeck/VERSION (OS/ARCH)", sent with every request.
    static QByteArray userAgent();

    void version(Done<json> done);
    /// The resources `groupVersion` (trainer.kubeflow.org/v1alpha1, v1) serves. A group or
    /// version the server does not serve is a NotFound error that says so.
    void resources(const QString &groupVersion, Done<QList<KubeApiResource>> done);
    void list(const KubeResource &resource,
              const QString &nameSpace,
              const ListOptions &options,
              Done<ObjectList> done);
    void get(const KubeResource &resource,
             const QString &nameSpace,
             const QString &name,
             Done<json> done);
    void create(const KubeResource &resource,
                const QString &nameSpace,
                const json &object,
                Done<json> done);
    /// RFC 7386 JSON merge patch (the patch type every custom resource accepts).
    void mergePatch(const KubeResource &resource,
                    const QString &nameSpace,
                    const QString &name,
                    const json &patch,
                    Done<json> done,
                    const QString &subresource = {});
    /// Deletes with background propagation, as kubectl does: dependents (a TrainJob's
    /// JobSet and pods) go after the object.
    void remove(const KubeResource &resource,
                const QString &nameSpace,
                const QString &name,
                Done<json> done);

    /// The low level: `call` with credentials, retries and Status errors; 2xx answers only.
    void send(KubeCall call, Done<KubeResponse> done);
    /// A streamed answer (watch, logs): `sink` gets the body of a 2xx answer as it arrives,
    /// `opened` is called once the status is known (an Error for anything but 2xx, the
    /// Status body read first), `finished` when the body ends (an Error when the connection
    /// broke). Deleting the returned handle (owned by the caller) aborts the stream, and
    /// none of the callbacks runs after that.
    QObject *stream(const KubeCall &call,
                    std::function<void(QByteArrayView)> sink,
                    std::function<void(std::optional<Error>)> opened,
                    std::function<void(std::optional<Error>)> finished);

    /// The request context for `verb` on `resource`, with this connection's names filled in.
    KubeRequestContext context(const QString &verb,
                               const KubeResource &resource,
                               const QString &nameSpace,
                               const QString &name = {}) const;
    /// `key=value&…` with every value percent-encoded; empty values are left out.
    static QByteArray query(std::initializer_list<std::pair<const char *, QString>> items);

private:
    explicit KubeClient(Kubeconfig::Resolved config,
                        Transport::Endpoint endpoint,
                        QByteArray prefix);
    struct Attempt;
    /// send() for calls whose answer is one object.
    void sendForObject(KubeCall call, Done<json> done);
    void attempt(std::shared_ptr<Attempt> a);
    void openStream(std::shared_ptr<StreamState> s);
    void withCredential(std::function<void(Result<int>)> then);
    Transport::HttpClient *http();
    void listPage(std::shared_ptr<ListState> s);
    int backoffMs(int attempt, const KubeResponse *response) const;

    Kubeconfig::Resolved m_config;
    Transport::Endpoint m_endpoint;
    QByteArray m_prefix; ///< the server URL's path, for API servers behind a path (Rancher)
    QString m_server;
    KubeCredentials *m_credentials = nullptr;
    Transport::HttpClient *m_http = nullptr;
    QByteArray m_authorization; ///< "Bearer …" or empty
    int m_generation = 0;
    RetryPolicy m_retry;
};

} // namespace TrainDeck::Kubernetes
