// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/envvar.h"
#include "core/support/result.h"
#include "libs/statusapi/progressendpoint.h"
#include "libs/statusapi/trainerstatus.h"

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QSslCertificate>
#include <QSslKey>
#include <QStringList>

class QSslServer;

namespace TrainDeck::StatusApi {

/// Kubeflow Trainer's progress endpoint served by TrainDeck for local, Docker and Podman jobs
/// (docs/progress-api.md): HTTPS with TrainDeck's own CA, on 127.0.0.1 and on the gateway
/// address of each container job network, on one port kept across runs. A job's folder holds
/// what its trainer needs (status/token, status/ca.crt) and what it reported
/// (trainerstatus.json, replaced atomically); the backends read that file into the job's
/// snapshot, so any TrainDeck process (window or CLI) that holds the port serves every job.
class StatusServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusServer)

public:
    /// The namespace TrainDeck's local, Docker and Podman jobs live in (JobPlan::namespaceName).
    static QString nameSpace() { return QStringLiteral("default"); }
    /// Where a trainer container sees the CA and token: the controller's mount.
    static QString containerSecretsDir()
    {
        return QStringLiteral("/var/run/secrets/kubeflow/trainer");
    }
    static QString statusFileName() { return QStringLiteral("trainerstatus.json"); }

    struct Options
    {
        QString stateDir;     ///< certificates and the port; default <data>/statusapi
        QStringList jobRoots; ///< folders whose <root>/<job>/status/token authorise <job>
        quint16 port = 0;     ///< 0: the port kept in stateDir, else a new one
    };

    explicit StatusServer(Options options, QObject *parent = nullptr);
    ~StatusServer() override;

    /// Makes or loads the certificates and listens on 127.0.0.1.
    Result<void> start();
    /// Also listens on `address` (a container network's gateway), same port. Idempotent.
    Result<void> listenOn(const QHostAddress &address);
    void addJobRoot(const QString &root);

    /// This process serves the port (false when another TrainDeck does: isShared()).
    bool isListening() const;
    /// The kept port is served by another TrainDeck process with the same certificate: jobs
    /// started here get its port, and their updates reach the job folders all the same.
    bool isShared() const { return m_shared; }
    quint16 port() const { return m_port; }
    QByteArray caPem() const { return m_caPem; }
    /// https://<host>:<port>/apis/.../namespaces/default/trainjobs/<job>/status
    QString url(const QString &host, const QString &job) const { return endpoint().url(host, job); }

    /// The port and CA a backend hands its jobs (invalid before start() succeeded).
    ProgressEndpoint endpoint() const { return {m_port, m_caPem}; }

    /// Reads <jobDir>/trainerstatus.json; an invalid result when there is none.
    static Result<TrainerStatus> readStatus(const QString &jobDir);

Q_SIGNALS:
    /// An update was accepted and stored in `jobDir`.
    void updateAccepted(const QString &job,
                        const QString &jobDir,
                        const TrainDeck::StatusApi::TrainerStatus &status);

private:
    Result<void> listenOne(const QHostAddress &address);
    bool listenFreebind(QSslServer *server, const QHostAddress &address) const;
    void serve(QSslServer *server);
    QString authorize(const QString &name, const QByteArray &token) const;
    bool servedByUs(quint16 port) const;

    Options m_options;
    quint16 m_port = 0;
    bool m_shared = false;
    QByteArray m_caPem;
    QSslCertificate m_cert;
    QSslKey m_key;
    QList<QSslServer *> m_servers;
    QList<QHostAddress> m_addresses;
};

} // namespace TrainDeck::StatusApi
