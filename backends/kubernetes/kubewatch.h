// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kuberesource.h"
#include "backends/kubernetes/watchdecoder.h"
#include "backends/kubernetes/watchevent.h"
#include "core/support/error.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace TrainDeck::Kubernetes {

class KubeClient;

/// The objects of one resource (in one namespace, matching selectors) kept current the way
/// client-go's reflector does: list, then watch from the list's resourceVersion with
/// bookmarks; when the stream ends, watch again from the last version seen; after a broken
/// connection, the same after a backoff; on 410 Gone, list again and report the difference.
/// Every object is tracked with its resourceVersion, so across reconnects and re-lists no
/// change is lost (a deletion missed while away becomes a DELETED) and none is reported
/// twice (an event for a version already known is dropped). Lives in the client's thread.
class KubeWatch final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KubeWatch)

public:
    enum class State { Stopped, Listing, Watching, Waiting };
    Q_ENUM(State)

    struct Options
    {
        QString labelSelector;
        QString fieldSelector;
        /// Asked of the server per watch request; 0: between 5 and 10 minutes, as client-go.
        int timeoutSeconds = 0;
        int pageSize = 500;
        int backoffBaseMs = 500;
        int backoffMaxMs = 30000;
    };

    KubeWatch(KubeClient *client,
              KubeResource resource,
              QString nameSpace,
              Options options,
              QObject *parent = nullptr);
    ~KubeWatch() override;

    void start();
    void stop();

    State state() const { return m_state; }
    /// The last resourceVersion seen (list, event or bookmark).
    QString resourceVersion() const { return m_resourceVersion; }
    /// The current objects, by "namespace/name".
    const QHash<QString, nlohmann::ordered_json> &objects() const { return m_objects; }
    /// Lists after the first (each one a 410, or a watch that could not resume).
    int relists() const { return m_relists; }
    /// Watch requests after the first.
    int rewatches() const { return m_rewatches; }

    static QString key(const nlohmann::ordered_json &object);

Q_SIGNALS:
    /// ADDED, MODIFIED or DELETED, once per change.
    void changed(const TrainDeck::Kubernetes::WatchEvent &event);
    /// A list (the first or a re-list) has been applied.
    void synced();
    /// A watch request was answered 2xx: the stream runs (again, after a problem).
    void streaming();
    /// Something failed and is being retried; `error` says what.
    void problem(const TrainDeck::Error &error);
    void stateChanged(TrainDeck::Kubernetes::KubeWatch::State state);

private:
    void setState(State state);
    void relist();
    void watch();
    void retry(const Error &error, bool relistAfter);
    void apply(const WatchEvent &event);
    void closeStream();
    QString objectVersion(const nlohmann::ordered_json &object) const;

    QPointer<KubeClient> m_client;
    KubeResource m_resource;
    QString m_nameSpace;
    Options m_options;
    State m_state = State::Stopped;
    QString m_resourceVersion;
    QHash<QString, nlohmann::ordered_json> m_objects;
    QObject *m_stream = nullptr;
    /// A stream that says nothing for longer than the server's own timeout is dead (a
    /// vanished network keeps a TCP connection open for hours).
    QTimer m_silence;
    WatchDecoder m_decoder;
    bool m_listed = false;
    bool m_progress = false; ///< the current stream delivered something
    int m_failures = 0;
    int m_relists = 0;
    int m_rewatches = 0;
    int m_watches = 0;
    quint64 m_epoch = 0; ///< bumped on every stream change: stale callbacks see a new one
};

} // namespace TrainDeck::Kubernetes
