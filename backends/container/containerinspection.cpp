// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerinspection.h"

#include "backends/container/enginejson.h"

#include <algorithm>

namespace TrainDeck::Container {

namespace {

using Json = nlohmann::json;

/// Collects what was cut, once per kind.
struct Cuts
{
    QStringList what;
    void add(const QString &s)
    {
        if (!what.contains(s))
            what << s;
    }
};

QString bounded(const Json &j, Cuts &cuts)
{
    if (!j.is_string())
        return {};
    const std::string &raw = j.get_ref<const std::string &>();
    QString s = QString::fromStdString(
        raw.size() > std::size_t(ContainerInspection::maxValueChars) * 4
            ? raw.substr(0, std::size_t(ContainerInspection::maxValueChars) * 4)
            : raw);
    if (s.size() > ContainerInspection::maxValueChars) {
        s.truncate(ContainerInspection::maxValueChars);
        cuts.add(ContainerInspection::tr("long values"));
    }
    return s;
}

QString field(const Json &o, const char *key, Cuts &cuts)
{
    if (!o.is_object())
        return {};
    auto it = o.find(key);
    return it == o.end() ? QString() : bounded(*it, cuts);
}

const Json *object(const Json &o, const char *key)
{
    if (!o.is_object())
        return nullptr;
    auto it = o.find(key);
    return it != o.end() && it->is_object() ? &*it : nullptr;
}

const Json *array(const Json &o, const char *key)
{
    if (!o.is_object())
        return nullptr;
    auto it = o.find(key);
    return it != o.end() && it->is_array() ? &*it : nullptr;
}

void appendStrings(const Json *list, QStringList &out, Cuts &cuts)
{
    if (!list)
        return;
    for (const Json &a : *list) {
        if (out.size() >= ContainerInspection::maxEntries) {
            cuts.add(ContainerInspection::tr("arguments"));
            return;
        }
        if (a.is_string())
            out << bounded(a, cuts);
    }
}

int integer(const Json &o, const char *key, int fallback = 0)
{
    if (!o.is_object())
        return fallback;
    auto it = o.find(key);
    if (it == o.end() || !it->is_number_integer())
        return fallback;
    const auto v = it->get<long long>();
    return int(std::clamp<long long>(v, INT_MIN, INT_MAX));
}

} // namespace

Result<StepInspection>
ContainerInspection::parse(const Json &answer, const std::function<bool(const QString &)> &isSecret)
{
    if (!answer.is_object() || !answer.contains("Id"))
        return Error::make(Error::Kind::Api,
                           tr("the engine's container inspect answer has no container Id; "
                              "check that the engine speaks the Docker Engine API."));
    Cuts cuts;
    StepInspection out;
    out.idKind = QStringLiteral("container");
    out.id = field(answer, "Id", cuts);
    out.name = field(answer, "Name", cuts);
    if (out.name.startsWith(QLatin1Char('/')))
        out.name.remove(0, 1);
    out.restartCount = std::max(0, integer(answer, "RestartCount"));

    static const Json empty = Json::object();
    const Json *config = object(answer, "Config");
    const Json &cfg = config ? *config : empty;
    out.image = field(cfg, "Image", cuts);
    if (out.image.isEmpty())
        out.image = field(answer, "ImageName", cuts); // Podman's libpod form
    out.workingDir = field(cfg, "WorkingDir", cuts);
    // The argv the container was started with: entrypoint then command, as `docker inspect`
    // shows them under Config; Path and Args when Config has neither.
    appendStrings(array(cfg, "Entrypoint"), out.command, cuts);
    appendStrings(array(cfg, "Cmd"), out.command, cuts);
    if (out.command.isEmpty()) {
        const QString path = field(answer, "Path", cuts);
        if (!path.isEmpty())
            out.command << path;
        appendStrings(array(answer, "Args"), out.command, cuts);
    }

    if (const Json *env = array(cfg, "Env")) {
        for (const Json &e : *env) {
            if (!e.is_string())
                continue;
            if (out.env.size() >= maxEntries) {
                cuts.add(tr("environment variables"));
                break;
            }
            // The name is never cut (it decides masking); a name that long is dropped.
            const std::string &raw = e.get_ref<const std::string &>();
            const auto eq = raw.find('=');
            const std::string rawName = raw.substr(0, eq);
            if (rawName.empty() || rawName.size() > std::size_t(maxValueChars))
                continue;
            StepInspection::Env v;
            v.name = QString::fromStdString(rawName);
            v.secret = isSecret(v.name);
            if (v.secret)
                v.value = StepInspection::Masked;
            else if (eq != std::string::npos)
                v.value = bounded(Json(raw.substr(eq + 1)), cuts);
            out.env << v;
        }
    }

    if (const Json *mounts = array(answer, "Mounts")) {
        for (const Json &m : *mounts) {
            if (!m.is_object())
                continue;
            if (out.mounts.size() >= maxSmallLists) {
                cuts.add(tr("mounts"));
                break;
            }
            StepInspection::Mount mount;
            mount.source = field(m, "Source", cuts);
            if (mount.source.isEmpty())
                mount.source = field(m, "Name", cuts);
            mount.destination = field(m, "Destination", cuts);
            auto rw = m.find("RW");
            mount.readOnly = rw != m.end() && rw->is_boolean() && !rw->get<bool>();
            out.mounts << mount;
        }
    }

    // Exposed ports first (every port the container declares), then what is published.
    auto addPort = [&](const QString &key) -> StepInspection::Port * {
        const qsizetype slash = key.indexOf(QLatin1Char('/'));
        bool ok = false;
        const int port = (slash < 0 ? key : key.left(slash)).toInt(&ok);
        if (!ok || port <= 0 || port > 65535)
            return nullptr;
        // "53" and "53/" are the engine's default protocol, as `docker run -p` reads them;
        // "53/" shown as is would be a port of no protocol (fuzz_enginejson).
        const QString given = slash < 0 ? QString() : key.mid(slash + 1);
        const QString protocol = given.isEmpty() ? QStringLiteral("tcp") : given;
        for (auto &p : out.ports)
            if (p.port == port && p.protocol == protocol)
                return &p;
        if (out.ports.size() >= maxSmallLists) {
            cuts.add(tr("ports"));
            return nullptr;
        }
        out.ports << StepInspection::Port{port, protocol.left(16), {}, 0};
        return &out.ports.last();
    };
    if (const Json *exposed = object(cfg, "ExposedPorts"))
        for (auto it = exposed->begin(); it != exposed->end(); ++it)
            addPort(QString::fromStdString(it.key()).left(32));
    if (const Json *net = object(answer, "NetworkSettings"))
        if (const Json *ports = object(*net, "Ports"))
            for (auto it = ports->begin(); it != ports->end(); ++it) {
                StepInspection::Port *p = addPort(QString::fromStdString(it.key()).left(32));
                if (!p || !it->is_array() || it->empty())
                    continue;
                const Json &binding = it->front();
                p->hostIp = field(binding, "HostIp", cuts).left(64);
                p->hostPort = std::clamp(field(binding, "HostPort", cuts).toInt(), 0, 65535);
            }

    if (const Json *state = object(answer, "State")) {
        out.state = field(*state, "Status", cuts).left(64);
        out.started = EngineJson::time(field(*state, "StartedAt", cuts));
        out.finished = EngineJson::finishedTime(out.started, field(*state, "FinishedAt", cuts));
        // An exit code means something only once the container ended: a running or created
        // one reports 0.
        if (EngineJson::isExited(out.state) && state->contains("ExitCode"))
            out.exitCode = integer(*state, "ExitCode");
    }
    if (!cuts.what.isEmpty())
        out.truncated = tr("The engine gave more than is shown; cut: %1.")
                            .arg(cuts.what.join(QStringLiteral(", ")));
    return out;
}

} // namespace TrainDeck::Container
