// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/remoteconnections.h"

#include "core/support/jsonutil.h"
#include "libs/transport/endpoint.h"
#include "libs/transport/sshmaster.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

namespace TrainDeck::Container {

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(RemoteConnections)
};

QByteArray readFile(const QString &path)
{
    QFile f(path);
    // Configuration files are small; anything huge is not one.
    return f.open(QIODevice::ReadOnly) ? f.read(1 << 20) : QByteArray();
}

/// An engine from an ssh:// address and an optional identity; nullopt for other schemes or
/// addresses Endpoint refuses.
std::optional<RemoteConnections::Engine> engineOf(BackendKind kind,
                                                  const QString &name,
                                                  const QString &uri,
                                                  const QString &identity,
                                                  bool isDefault,
                                                  const QString &source)
{
    if (!uri.startsWith(QLatin1String("ssh://")))
        return std::nullopt;
    auto ep = Transport::Endpoint::parse(uri);
    if (!ep)
        return std::nullopt;
    if (!identity.isEmpty())
        ep->sshIdentity = identity;
    RemoteConnections::Engine e;
    e.kind = kind;
    e.name = name;
    e.url = ep->toString();
    e.host = Transport::SshMaster::destination(*ep);
    e.isDefault = isDefault;
    e.source = source;
    return e;
}

QList<RemoteConnections::Engine> dockerContexts(const QString &configDir)
{
    QList<RemoteConnections::Engine> out;
    const QByteArray cfg = readFile(configDir + QStringLiteral("/config.json"));
    auto config = nlohmann::json::parse(cfg.begin(), cfg.end(), nullptr, false);
    const QString current = Json::stringAt(config, {"currentContext"});
    const QDir meta(configDir + QStringLiteral("/contexts/meta"));
    for (const QString &dir : meta.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString path = meta.filePath(dir + QStringLiteral("/meta.json"));
        const QByteArray text = readFile(path);
        auto j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
        if (j.is_discarded() || !j.is_object())
            continue;
        const QString name = Json::stringAt(j, {"Name"});
        const QString host = Json::stringAt(j, {"Endpoints", "docker", "Host"});
        if (auto e = engineOf(
                BackendKind::Docker, name, host, {}, !current.isEmpty() && name == current, path))
            out << *e;
    }
    return out;
}

/// The part of TOML containers.conf uses for connections: [tables] and key = "string".
QList<RemoteConnections::Engine> podmanContainersConf(const QString &path)
{
    QList<RemoteConnections::Engine> out;
    const QString text = QString::fromUtf8(readFile(path));
    static const QRegularExpression table(QStringLiteral(R"(^\s*\[\s*([^\]]+?)\s*\]\s*(#.*)?$)"));
    static const QRegularExpression keyValue(QStringLiteral(
        R"re(^\s*([A-Za-z0-9_-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')\s*(#.*)?$)re"));
    QString section;
    QString active;
    QStringList order;
    QHash<QString, QHash<QString, QString>> destinations;
    const QString prefix = QStringLiteral("engine.service_destinations.");
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (auto m = table.match(line); m.hasMatch()) {
            section = m.captured(1);
            section.remove(QLatin1Char('"'));
            continue;
        }
        auto kv = keyValue.match(line);
        if (!kv.hasMatch())
            continue;
        const QString key = kv.captured(1);
        const QString value = kv.captured(2).isNull() ? kv.captured(3) : kv.captured(2);
        if (section == QLatin1String("engine") && key == QLatin1String("active_service"))
            active = value;
        if (section.startsWith(prefix)) {
            const QString name = section.mid(prefix.size());
            if (!destinations.contains(name))
                order << name;
            destinations[name][key] = value;
        }
    }
    for (const QString &name : std::as_const(order)) {
        const auto &d = destinations[name];
        if (auto e = engineOf(BackendKind::Podman,
                              name,
                              d.value(QStringLiteral("uri")),
                              d.value(QStringLiteral("identity")),
                              name == active,
                              path))
            out << *e;
    }
    return out;
}

QList<RemoteConnections::Engine> podmanConnectionsJson(const QString &path)
{
    QList<RemoteConnections::Engine> out;
    const QByteArray text = readFile(path);
    auto j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return out;
    const QString def = Json::stringAt(j, {"Connection", "Default"});
    const auto connection = j.find("Connection");
    if (connection == j.end() || !connection->is_object())
        return out;
    const auto all = connection->find("Connections");
    if (all == connection->end() || !all->is_object())
        return out;
    for (auto it = all->begin(); it != all->end(); ++it) {
        if (!it.value().is_object())
            continue;
        const QString name = QString::fromStdString(it.key());
        if (auto e = engineOf(BackendKind::Podman,
                              name,
                              Json::stringAt(it.value(), {"URI"}),
                              Json::stringAt(it.value(), {"Identity"}),
                              !def.isEmpty() && name == def,
                              path))
            out << *e;
    }
    return out;
}

} // namespace

ConnectionChoice RemoteConnections::Engine::choice() const
{
    ConnectionChoice c;
    c.kind = kind;
    c.connection = url;
    c.displayName = Tr::tr("%1 (%2 on %3)")
                        .arg(name,
                             kind == BackendKind::Podman ? QStringLiteral("Podman")
                                                         : QStringLiteral("Docker"),
                             host);
    c.current = isDefault;
    c.detail = Tr::tr("over SSH, from %1").arg(source);
    c.options.host = url;
    return c;
}

QList<RemoteConnections::Engine> RemoteConnections::discover(const QString &home,
                                                             const QString &xdgConfigHome,
                                                             const QString &dockerConfigDir)
{
    const QString docker
        = dockerConfigDir.isEmpty() ? home + QStringLiteral("/.docker") : dockerConfigDir;
    const QString config
        = xdgConfigHome.isEmpty() ? home + QStringLiteral("/.config") : xdgConfigHome;
    QList<Engine> out = dockerContexts(docker);
    // Podman 5's file first: it is what Podman 5 reads (and it migrated containers.conf's).
    QList<Engine> podman
        = podmanConnectionsJson(config + QStringLiteral("/containers/podman-connections.json"));
    for (const Engine &e :
         podmanContainersConf(config + QStringLiteral("/containers/containers.conf"))) {
        const bool known = std::any_of(
            podman.cbegin(), podman.cend(), [&e](const Engine &p) { return p.name == e.name; });
        if (!known)
            podman << e;
    }
    return out + podman;
}

QList<RemoteConnections::Engine> RemoteConnections::discoverSystem()
{
    return discover(QDir::homePath(),
                    qEnvironmentVariable("XDG_CONFIG_HOME"),
                    qEnvironmentVariable("DOCKER_CONFIG"));
}

} // namespace TrainDeck::Container
