// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/enginediscovery.h"

#include "core/support/jsonutil.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>

#include <nlohmann/json.hpp>

namespace TrainDeck::Container {

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(EngineDiscovery)
};

struct Place
{
    QString url;
    QString source;
    bool mustExist = true;
};

/// The Docker CLI keeps a context's endpoint in contexts/meta/<sha256(name)>/meta.json.
QString
contextHost(const EngineDiscovery::Environment &env, const QString &configDir, const QString &name)
{
    const QString hash = QString::fromLatin1(
        QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).toHex());
    const QByteArray meta = env.readFile(configDir + QStringLiteral("/contexts/meta/") + hash
                                         + QStringLiteral("/meta.json"));
    auto j = nlohmann::json::parse(meta.begin(), meta.end(), nullptr, false);
    return Json::stringAt(j, {"Endpoints", "docker", "Host"});
}

QList<Place> places(const EngineDiscovery::Environment &env)
{
    QList<Place> out;
    // A named engine is the only one: failing over to another would run the user's job on an
    // engine they did not choose. Its error says why it cannot be reached instead.
    if (!env.explicitUrl.isEmpty()) {
        out.append({env.explicitUrl, Tr::tr("the connection setting"), false});
        return out;
    }
    if (!env.dockerHost.isEmpty())
        out.append({env.dockerHost, QStringLiteral("DOCKER_HOST"), false});
    if (!env.containerHost.isEmpty())
        out.append({env.containerHost, QStringLiteral("CONTAINER_HOST"), false});
    const QString configDir = env.dockerConfigDir.isEmpty() ? env.home + QStringLiteral("/.docker")
                                                            : env.dockerConfigDir;
    QString context = env.dockerContext;
    if (context.isEmpty() && env.readFile) {
        const QByteArray cfg = env.readFile(configDir + QStringLiteral("/config.json"));
        auto j = nlohmann::json::parse(cfg.begin(), cfg.end(), nullptr, false);
        context = Json::stringAt(j, {"currentContext"});
    }
    if (!context.isEmpty() && context != QLatin1String("default") && env.readFile) {
        const QString host = contextHost(env, configDir, context);
        if (!host.isEmpty())
            out.append({host, Tr::tr("Docker context '%1'").arg(context), false});
    }
    if (!env.xdgRuntimeDir.isEmpty())
        out.append({QStringLiteral("unix://%1/podman/podman.sock").arg(env.xdgRuntimeDir),
                    Tr::tr("rootless Podman")});
    out.append({QStringLiteral("unix:///run/podman/podman.sock"), Tr::tr("rootful Podman")});
    out.append({QStringLiteral("unix:///var/run/docker.sock"), Tr::tr("Docker")});
    if (!env.home.isEmpty()) {
        out.append({QStringLiteral("unix://%1/.docker/run/docker.sock").arg(env.home),
                    Tr::tr("Docker Desktop")});
        out.append({QStringLiteral("unix://%1/.docker/desktop/docker.sock").arg(env.home),
                    Tr::tr("Docker Desktop")});
        out.append({QStringLiteral("unix://%1/.colima/default/docker.sock").arg(env.home),
                    Tr::tr("Colima")});
        out.append(
            {QStringLiteral("unix://%1/.colima/docker.sock").arg(env.home), Tr::tr("Colima")});
    }
    return out;
}

QString socketPath(const QString &url)
{
    if (url.startsWith(QLatin1String("unix://")))
        return url.mid(7);
    if (url.startsWith(QLatin1Char('/')))
        return url;
    return {};
}

} // namespace

EngineDiscovery::Environment EngineDiscovery::Environment::system(const QString &explicitUrl)
{
    const auto pe = QProcessEnvironment::systemEnvironment();
    Environment env;
    env.explicitUrl = explicitUrl;
    env.dockerHost = pe.value(QStringLiteral("DOCKER_HOST"));
    env.containerHost = pe.value(QStringLiteral("CONTAINER_HOST"));
    env.dockerContext = pe.value(QStringLiteral("DOCKER_CONTEXT"));
    env.dockerConfigDir = pe.value(QStringLiteral("DOCKER_CONFIG"));
    env.dockerTlsVerify = pe.value(QStringLiteral("DOCKER_TLS_VERIFY"));
    env.dockerCertPath = pe.value(QStringLiteral("DOCKER_CERT_PATH"));
    env.xdgRuntimeDir = pe.value(QStringLiteral("XDG_RUNTIME_DIR"));
    env.home = QDir::homePath();
    env.readFile = [](const QString &path) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly) || f.size() > 4 * 1024 * 1024)
            return QByteArray();
        return f.readAll();
    };
    env.exists = [](const QString &path) {
        return QFileInfo::exists(path);
    };
    return env;
}

QList<EngineCandidate> EngineDiscovery::candidates(const Environment &env)
{
    QList<EngineCandidate> out;
    QStringList seen;
    // The docker CLI's rule (moby#22411): DOCKER_TLS_VERIFY set to anything, "0" and
    // "false" included, means TLS with verification. Reading "0" as "off" let a man in the
    // middle with a self-signed certificate receive the jobs and their tokens. Turning the
    // check off takes the explicit option instead (Environment::insecureSkipTlsVerify).
    const bool tlsFromEnv = !env.dockerTlsVerify.isEmpty();
    for (const Place &p : places(env)) {
        QString url = p.url.trimmed();
        const QString sock = socketPath(url);
        if (!sock.isEmpty())
            url = QStringLiteral("unix://") + sock;
        if (seen.contains(url))
            continue;
        if (p.mustExist && !sock.isEmpty() && !(env.exists && env.exists(sock)))
            continue;
        seen << url;
        EngineCandidate c;
        c.url = url;
        c.source = p.source;
        if (url.startsWith(QLatin1String("tcp://")) && tlsFromEnv) {
            // The docker CLI's rule: DOCKER_TLS_VERIFY turns tcp:// into TLS with verification.
            c.url = QStringLiteral("https://") + url.mid(6);
            c.tls = true;
        } else if (url.startsWith(QLatin1String("https://"))) {
            c.tls = true;
        }
        if (c.tls) {
            c.tlsVerify = !env.insecureSkipTlsVerify;
            c.certDir = env.dockerCertPath.isEmpty()
                            ? (env.dockerConfigDir.isEmpty() ? env.home + QStringLiteral("/.docker")
                                                             : env.dockerConfigDir)
                            : env.dockerCertPath;
        }
        out.append(c);
    }
    return out;
}

QStringList EngineDiscovery::consideredPaths(const Environment &env)
{
    QStringList out;
    for (const Place &p : places(env))
        if (!out.contains(p.url))
            out << p.url;
    return out;
}

} // namespace TrainDeck::Container
