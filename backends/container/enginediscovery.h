// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>

namespace TrainDeck::Container {

/// A place where an engine may listen, and why we look there.
struct EngineCandidate
{
    QString url;    ///< unix:///..., tcp://..., https://...
    QString source; ///< for people: "DOCKER_HOST", "rootless Podman", ...
    bool tls = false;
    /// Off only when the user asked for it by name (--insecure-skip-tls-verify), never from
    /// the environment.
    bool tlsVerify = true;
    QString certDir;

    friend bool operator==(const EngineCandidate &, const EngineCandidate &) = default;
};

/// Where to look for Docker and Podman, in the order users expect (the docker CLI's and
/// podman-remote's own rules): an explicit setting; DOCKER_HOST / CONTAINER_HOST; the current
/// Docker context; rootless then rootful Podman; /var/run/docker.sock; Docker Desktop and
/// Colima. No I/O of its own: the environment and the file system come in through
/// Environment, so tests give it any machine they like.
class EngineDiscovery
{
public:
    struct Environment
    {
        QString explicitUrl;
        QString dockerHost;      ///< DOCKER_HOST
        QString containerHost;   ///< CONTAINER_HOST (podman-remote)
        QString dockerContext;   ///< DOCKER_CONTEXT (overrides config.json)
        QString dockerConfigDir; ///< DOCKER_CONFIG, else ~/.docker
        QString dockerTlsVerify; ///< DOCKER_TLS_VERIFY: any non-empty value means verify
        QString dockerCertPath;  ///< DOCKER_CERT_PATH
        QString xdgRuntimeDir;
        QString home;
        /// The explicit opt-out (a connection setting, --insecure-skip-tls-verify): TLS
        /// connections do not check the engine's certificate.
        bool insecureSkipTlsVerify = false;
        std::function<QByteArray(const QString &)> readFile;
        std::function<bool(const QString &)> exists;

        /// This process's environment and file system.
        static Environment system(const QString &explicitUrl = {});
    };

    /// Every candidate, best first, without duplicates. Unix sockets that do not exist are
    /// left out unless named explicitly (so the error can say the named one is missing).
    static QList<EngineCandidate> candidates(const Environment &env);
    /// Every path that was considered, for the "which sockets were tried" message.
    static QStringList consideredPaths(const Environment &env);
};

} // namespace TrainDeck::Container
