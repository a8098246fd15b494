// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/container/engineclient.h"
#include "backends/container/enginediscovery.h"

#include "core/backend/backend.h"

#include <QObject>
#include <QPointer>

class QTimer;

namespace TrainDeck::Transport {
class HttpReply;
}

namespace TrainDeck::Container {

/// The container backend's link to its engine: finds the engine (EngineDiscovery), pings
/// each candidate until the wanted engine answers, retries with backoff (1 s doubling to
/// 15 s) after a failure or a loss, and watches the engine's events stream and a poll
/// timer, which ask for a refresh of the job listing. Lives in the worker thread.
class EngineConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EngineConnection)

public:
    EngineConnection(BackendKind engine,
                     QString host,
                     bool insecureSkipTlsVerify,
                     int pollMs,
                     QObject *parent = nullptr);
    ~EngineConnection() override;

    /// PEM files used for TLS instead of DOCKER_CERT_PATH's (a saved connection's); each may
    /// be empty. Read at every connection attempt, so a renewed certificate is picked up.
    void setTlsFiles(const QString &ca, const QString &cert, const QString &key);

    /// The engine's client once one answered (kept across reconnects to the same engine);
    /// null before.
    EngineClient *client() const { return m_engine; }
    bool isConnected() const { return m_connected; }
    /// True when the engine is reached over TCP: its paths are on another machine.
    bool isRemote() const;
    /// True when the engine is reached over SSH (ssh://): its paths are on the SSH host,
    /// where TrainDeck copies the workdir and deletes it (RemoteWorkdir).
    bool isSsh() const;
    /// The workdir root on the SSH host (~/.kubeflow/trainer/containers there), asked when
    /// the engine answered; `local` when the engine is not reached over SSH.
    QString workdirRoot(const QString &local) const;
    /// The engine's address, or the configured host before one answered.
    QString endpoint() const;

    /// Starts connecting unless connected or connecting.
    void connectEngine();
    /// A call failed on the transport: the engine went away. Retries after the backoff.
    void lose(const QString &reason);

Q_SIGNALS:
    void stateChanged(TrainDeck::Backend::ConnectionState state, const QString &reason);
    void warningChanged(const QString &warning);
    void endpointChanged(const QString &url, const QString &engineName);
    /// Another engine answered than before: nothing may keep using the old client.
    void engineReplaced();
    void connected();
    /// No candidate answered; `reason` says what was tried.
    void failed(const QString &reason);
    /// The connection was lost (before it is retried).
    void lost();
    /// Something may have changed on the engine: list the jobs again within `delayMs`.
    void refreshWanted(int delayMs);

private:
    void tryCandidate(int index);
    void onConnected();
    void subscribeEvents();
    void retryLater();

    BackendKind m_kind;
    QString m_host;
    bool m_insecureSkipTlsVerify;
    QString m_tlsCa;
    QString m_tlsCert;
    QString m_tlsKey;
    EngineClient *m_engine = nullptr;
    QList<EngineCandidate> m_candidates;
    QStringList m_tried;
    bool m_connected = false;
    QString m_remoteRoot; ///< the workdir root on the SSH host
    bool m_connecting = false;
    int m_backoffMs = 1000;
    QPointer<Transport::HttpReply> m_events;
    QTimer *m_pollTimer;
    QTimer *m_retryTimer;
};

} // namespace TrainDeck::Container
