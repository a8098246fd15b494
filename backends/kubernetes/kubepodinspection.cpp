// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubepodinspection.h"

#include "backends/kubernetes/kubejson.h"

#include <algorithm>
#include <climits>

namespace TrainDeck::Kubernetes {

using namespace KubeJson;

namespace {

struct Cuts
{
    QStringList what;
    void add(const QString &s)
    {
        if (!what.contains(s))
            what << s;
    }
};

QString bounded(const QString &s, Cuts &cuts)
{
    if (s.size() <= KubePodInspection::maxValueChars)
        return s;
    cuts.add(KubePodInspection::tr("long values"));
    return s.left(KubePodInspection::maxValueChars);
}

int integer(const Json &o, const char *key)
{
    const Json *c = child(o, key);
    if (!c || !c->is_number_integer())
        return 0;
    return int(std::clamp<long long>(c->get<long long>(), INT_MIN, INT_MAX));
}

} // namespace

Result<StepInspection> KubePodInspection::parse(
    const Json &pod, const QString &container, const std::function<bool(const QString &)> &isSecret)
{
    const Json &spec = objectAt(pod, "spec");
    const Json &containers = arrayAt(spec, "containers");
    const Json *c = nullptr;
    for (const Json &each : containers)
        if (each.is_object() && text(each, "name") == container)
            c = &each;
    if (!c && !containers.empty() && containers.front().is_object())
        c = &containers.front();
    if (!c || text(pod, {"metadata", "uid"}).isEmpty())
        return Error::make(Error::Kind::Api,
                           tr("the pod has no uid or no containers; the API server's answer "
                              "is not a Pod."));
    Cuts cuts;
    StepInspection out;
    out.idKind = QStringLiteral("pod");
    out.id = bounded(text(pod, {"metadata", "uid"}), cuts);
    out.name = bounded(text(pod, {"metadata", "name"}), cuts);
    out.image = bounded(text(*c, "image"), cuts);
    out.workingDir = bounded(text(*c, "workingDir"), cuts);
    for (const char *key : {"command", "args"})
        for (const Json &a : arrayAt(*c, key)) {
            if (out.command.size() >= maxEntries) {
                cuts.add(tr("arguments"));
                break;
            }
            if (a.is_string())
                out.command << bounded(text(a), cuts);
        }

    for (const Json &e : arrayAt(*c, "env")) {
        if (out.env.size() >= maxEntries) {
            cuts.add(tr("environment variables"));
            break;
        }
        const QString name = text(e, "name");
        if (name.isEmpty() || name.size() > maxValueChars)
            continue;
        StepInspection::Env v;
        v.name = name;
        v.secret = isSecret(name);
        const Json &from = at(e, {"valueFrom"});
        if (const Json &s = at(from, {"secretKeyRef"}); s.is_object()) {
            // The value stays in the cluster: where it comes from is all there is to show.
            v.secret = true;
            v.value = tr("from Secret %1, key %2")
                          .arg(bounded(text(s, "name"), cuts), bounded(text(s, "key"), cuts));
        } else if (const Json &m = at(from, {"configMapKeyRef"}); m.is_object()) {
            v.value = tr("from ConfigMap %1, key %2")
                          .arg(bounded(text(m, "name"), cuts), bounded(text(m, "key"), cuts));
        } else if (const Json &f = at(from, {"fieldRef"}); f.is_object()) {
            v.value = tr("from field %1").arg(bounded(text(f, "fieldPath"), cuts));
        } else if (v.secret) {
            v.value = StepInspection::Masked;
        } else {
            v.value = bounded(text(e, "value"), cuts);
        }
        out.env << v;
    }

    // Each mount's source: the volume it mounts, with what backs it when that is simple.
    QHash<QString, QString> volumes;
    for (const Json &v : arrayAt(spec, "volumes")) {
        const QString name = text(v, "name");
        QString source = name;
        if (const QString host = text(v, {"hostPath", "path"}); !host.isEmpty())
            source = tr("%1 (host path %2)").arg(name, host);
        else if (const QString pvc = text(v, {"persistentVolumeClaim", "claimName"});
                 !pvc.isEmpty())
            source = tr("%1 (claim %2)").arg(name, pvc);
        else if (const QString cm = text(v, {"configMap", "name"}); !cm.isEmpty())
            source = tr("%1 (ConfigMap %2)").arg(name, cm);
        else if (const QString secret = text(v, {"secret", "secretName"}); !secret.isEmpty())
            source = tr("%1 (Secret %2)").arg(name, secret);
        else if (child(v, "emptyDir"))
            source = tr("%1 (empty dir)").arg(name);
        volumes.insert(name, bounded(source, cuts));
    }
    for (const Json &m : arrayAt(*c, "volumeMounts")) {
        if (out.mounts.size() >= maxSmallLists) {
            cuts.add(tr("mounts"));
            break;
        }
        const QString volume = text(m, "name");
        const Json *ro = child(m, "readOnly");
        out.mounts.append({volumes.value(volume, bounded(volume, cuts)),
                           bounded(text(m, "mountPath"), cuts),
                           ro && ro->is_boolean() && ro->get<bool>()});
    }
    for (const Json &p : arrayAt(*c, "ports")) {
        if (out.ports.size() >= maxSmallLists) {
            cuts.add(tr("ports"));
            break;
        }
        const int port = integer(p, "containerPort");
        if (port <= 0 || port > 65535)
            continue;
        QString protocol = text(p, "protocol").toLower().left(16);
        if (protocol.isEmpty())
            protocol = QStringLiteral("tcp");
        const int hostPort = std::clamp(integer(p, "hostPort"), 0, 65535);
        out.ports.append({port, protocol, text(p, "hostIP").left(64), hostPort});
    }

    const QString name = text(*c, "name");
    for (const Json &s : arrayAt(objectAt(pod, "status"), "containerStatuses")) {
        if (text(s, "name") != name)
            continue;
        out.restartCount = std::max(0, integer(s, "restartCount"));
        const Json &state = objectAt(s, "state");
        if (const Json &t = at(state, {"terminated"}); t.is_object()) {
            out.state = QStringLiteral("Terminated");
            out.exitCode = integer(t, "exitCode");
            out.started = timeAt(t, "startedAt");
            out.finished = timeAt(t, "finishedAt");
        } else if (const Json &r = at(state, {"running"}); r.is_object()) {
            out.state = QStringLiteral("Running");
            out.started = timeAt(r, "startedAt");
        } else if (const Json &w = at(state, {"waiting"}); w.is_object()) {
            const QString reason = bounded(text(w, "reason"), cuts).left(64);
            out.state = reason.isEmpty() ? QStringLiteral("Waiting")
                                         : QStringLiteral("Waiting: %1").arg(reason);
        }
    }
    if (out.state.isEmpty())
        out.state = text(pod, {"status", "phase"}).left(64);
    if (!cuts.what.isEmpty())
        out.truncated = tr("The API server gave more than is shown; cut: %1.")
                            .arg(cuts.what.join(QStringLiteral(", ")));
    return out;
}

} // namespace TrainDeck::Kubernetes
