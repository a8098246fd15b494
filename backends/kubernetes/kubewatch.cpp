// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubewatch.h"

#include "backends/kubernetes/kubeclient.h"
#include "backends/kubernetes/kubestatus.h"
#include "core/support/jsonutil.h"

#include <QRandomGenerator>
#include <QTimer>

namespace TrainDeck::Kubernetes {

using json = nlohmann::ordered_json;

namespace {

/// The version to resume from is ahead of what this API server has seen (it restarted with
/// a cache that lags behind the one the client listed from): waiting will not help, a new
/// list will. client-go relists on the same answer.
bool versionTooLarge(const Error &e)
{
    return e.message.contains(QLatin1String("Too large resource version"));
}

/// Whether `e` means the watch cannot resume where it is and must list again.
bool needsRelist(const Error &e)
{
    return e.httpStatus == 410 || versionTooLarge(e);
}

} // namespace

KubeWatch::KubeWatch(
    KubeClient *client, KubeResource resource, QString nameSpace, Options options, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_resource(std::move(resource))
    , m_nameSpace(std::move(nameSpace))
    , m_options(std::move(options))
{
    m_silence.setSingleShot(true);
    connect(&m_silence, &QTimer::timeout, this, [this] {
        retry(Error::make(Error::Kind::Timeout,
                          tr("the watch of %1 went silent for %2 s")
                              .arg(m_resource.qualifiedName())
                              .arg(m_silence.interval() / 1000)),
              false);
    });
}

KubeWatch::~KubeWatch()
{
    closeStream();
}

QString KubeWatch::key(const json &object)
{
    const json &meta = Json::member(object, "metadata");
    return Json::string(meta, "namespace") + QLatin1Char('/') + Json::string(meta, "name");
}

QString KubeWatch::objectVersion(const json &object) const
{
    return Json::string(Json::member(object, "metadata"), "resourceVersion");
}

void KubeWatch::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void KubeWatch::start()
{
    if (m_state != State::Stopped)
        return;
    relist();
}

void KubeWatch::stop()
{
    closeStream();
    ++m_epoch;
    setState(State::Stopped);
}

void KubeWatch::closeStream()
{
    ++m_epoch;
    m_silence.stop();
    // Later: this may run inside one of the stream's own callbacks.
    if (QObject *stream = std::exchange(m_stream, nullptr))
        stream->deleteLater();
}

void KubeWatch::relist()
{
    if (!m_client)
        return;
    closeStream();
    setState(State::Listing);
    if (m_listed)
        ++m_relists;
    const quint64 epoch = m_epoch;
    KubeClient::ListOptions o;
    o.labelSelector = m_options.labelSelector;
    o.fieldSelector = m_options.fieldSelector;
    o.pageSize = m_options.pageSize;
    m_client->list(m_resource, m_nameSpace, o, [this, epoch](Result<KubeClient::ObjectList> list) {
        if (epoch != m_epoch)
            return;
        if (!list)
            return retry(list.error(), true);
        // The list is the truth: report how it differs from what was known, deletions
        // first, then the rest in the server's order.
        QHash<QString, json> fresh;
        QStringList order;
        for (json &item : list->items) {
            const QString k = key(item);
            order << k;
            fresh.insert(k, std::move(item));
        }
        for (auto it = m_objects.cbegin(); it != m_objects.cend(); ++it) {
            if (!fresh.contains(it.key()))
                Q_EMIT changed({WatchEvent::Type::Deleted, it.value()});
        }
        const QHash<QString, json> old = std::exchange(m_objects, fresh);
        for (const QString &k : std::as_const(order)) {
            const json &now = m_objects[k];
            const auto before = old.constFind(k);
            if (before == old.cend())
                Q_EMIT changed({WatchEvent::Type::Added, now});
            else if (objectVersion(*before) != objectVersion(now))
                Q_EMIT changed({WatchEvent::Type::Modified, now});
        }
        m_resourceVersion = list->resourceVersion;
        m_listed = true;
        m_failures = 0;
        Q_EMIT synced();
        watch();
    });
}

void KubeWatch::watch()
{
    if (!m_client)
        return;
    closeStream();
    setState(State::Watching);
    if (m_watches++ > 0)
        ++m_rewatches;
    m_decoder = WatchDecoder();
    m_progress = false;
    const int timeout = m_options.timeoutSeconds > 0
                            ? m_options.timeoutSeconds
                            : 300 + int(QRandomGenerator::global()->bounded(300));
    KubeCall call;
    call.target = m_resource.path(m_nameSpace) + '?'
                  + KubeClient::query({{"watch", QStringLiteral("true")},
                                       {"resourceVersion", m_resourceVersion},
                                       {"allowWatchBookmarks", QStringLiteral("true")},
                                       {"timeoutSeconds", QString::number(timeout)},
                                       {"labelSelector", m_options.labelSelector},
                                       {"fieldSelector", m_options.fieldSelector}});
    call.context = m_client->context(QStringLiteral("watch"), m_resource, m_nameSpace);
    call.timeoutMs = 30000;
    const quint64 epoch = m_epoch;
    const KubeRequestContext context = call.context;
    m_stream = m_client->stream(
        call,
        [this, epoch, context](QByteArrayView data) {
            if (epoch != m_epoch)
                return;
            m_silence.start();
            auto events = m_decoder.feed(data);
            if (!events)
                return retry(events.error(), false);
            for (const WatchEvent &e : *events) {
                if (epoch != m_epoch)
                    return;
                if (e.type == WatchEvent::Type::Error) {
                    const Error error = KubeStatus::fromStatusObject(e.object, context);
                    // Too old a version: the history we would resume from is gone.
                    return retry(error, needsRelist(error));
                }
                apply(e);
            }
        },
        [this, epoch](std::optional<Error> opened) {
            if (epoch != m_epoch)
                return;
            if (!opened) {
                Q_EMIT streaming();
                return;
            }
            retry(*opened, needsRelist(*opened));
        },
        [this, epoch](std::optional<Error> finished) {
            if (epoch != m_epoch)
                return;
            if (finished)
                return retry(*finished, false);
            // The server ended the watch (its timeout): go on from where it stopped. A
            // stream that ended without delivering anything waits first, so that a server
            // that closes at once is not asked again in a tight loop.
            if (m_progress) {
                m_failures = 0;
                return watch();
            }
            retry(Error::make(
                      Error::Kind::Transport,
                      tr("the watch of %1 ended without an event").arg(m_resource.qualifiedName())),
                  false);
        });
    // Ours: when the watch goes, the stream goes with it, before any callback can run.
    m_stream->setParent(this);
    m_silence.start((timeout + 60) * 1000);
}

void KubeWatch::apply(const WatchEvent &e)
{
    m_progress = true;
    const QString version = objectVersion(e.object);
    if (!version.isEmpty())
        m_resourceVersion = version;
    if (e.type == WatchEvent::Type::Bookmark)
        return;
    const QString k = key(e.object);
    const auto known = m_objects.constFind(k);
    if (e.type == WatchEvent::Type::Deleted) {
        if (known == m_objects.cend())
            return; // already gone (seen by a re-list)
        m_objects.remove(k);
        Q_EMIT changed(e);
        return;
    }
    if (known != m_objects.cend() && objectVersion(*known) == version)
        return; // this version is known: replayed after a reconnect
    const bool isNew = known == m_objects.cend();
    m_objects.insert(k, e.object);
    Q_EMIT changed({isNew ? WatchEvent::Type::Added : WatchEvent::Type::Modified, e.object});
}

void KubeWatch::retry(const Error &error, bool relistAfter)
{
    closeStream();
    Q_EMIT problem(error);
    if (relistAfter && error.httpStatus == 410) {
        // Not a failure of the connection: the server's history moved on. List at once.
        relist();
        return;
    }
    setState(State::Waiting);
    ++m_failures;
    const qint64 base = qint64(m_options.backoffBaseMs) << qMin(m_failures - 1, 16);
    const int wait = int(qMin<qint64>(base, m_options.backoffMaxMs));
    const quint64 epoch = m_epoch;
    QTimer::singleShot(wait, this, [this, epoch, relistAfter] {
        if (epoch != m_epoch)
            return;
        if (relistAfter || !m_listed)
            relist();
        else
            watch();
    });
}

} // namespace TrainDeck::Kubernetes
