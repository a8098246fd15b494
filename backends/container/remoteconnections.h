// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backendregistry.h"

#include <QList>
#include <QString>

namespace TrainDeck::Container {

/// The remote engines the user set up for the CLIs, offered as connection choices: Docker
/// contexts whose endpoint is ssh:// (<docker config>/contexts/meta/*/meta.json) and Podman
/// system connections over ssh://, as Podman 4 writes them (containers.conf,
/// [engine.service_destinations.NAME] uri/identity, [engine] active_service) and as Podman 5
/// does (podman-connections.json, Connection.Connections.NAME.URI/Identity and
/// Connection.Default). Only reads files; nothing connects until a choice is picked.
/// See docs/ssh.md.
class RemoteConnections
{
public:
    struct Engine
    {
        BackendKind kind = BackendKind::Docker;
        QString name;           ///< the context's or connection's name
        QString url;            ///< ssh://user@host:port/path?identity=…, as Endpoint writes it
        QString host;           ///< user@host:port, for people
        bool isDefault = false; ///< the current Docker context, or Podman's default connection
        QString source;         ///< the file it came from

        /// A choice for the connection selector: "<name> (Docker on ada@gpu)".
        ConnectionChoice choice() const;
        friend bool operator==(const Engine &, const Engine &) = default;
    };

    RemoteConnections() = delete;

    /// Every remote engine set up under `home` (XDG_CONFIG_HOME and DOCKER_CONFIG, when not
    /// empty, replace ~/.config and ~/.docker as for the CLIs), Docker's first.
    static QList<Engine> discover(const QString &home,
                                  const QString &xdgConfigHome = {},
                                  const QString &dockerConfigDir = {});
    /// discover() with this process's HOME, XDG_CONFIG_HOME and DOCKER_CONFIG.
    static QList<Engine> discoverSystem();
};

} // namespace TrainDeck::Container
