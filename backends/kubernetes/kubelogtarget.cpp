// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubelogtarget.h"

namespace TrainDeck::Kubernetes {

namespace {
using json = nlohmann::ordered_json;

const json &member(const json &object, const char *key)
{
    static const json none;
    if (!object.is_object())
        return none;
    const auto it = object.find(key);
    return it == object.end() ? none : *it;
}

QString text(const json &object, const char *key)
{
    const json &v = member(object, key);
    return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
}
} // namespace

PodLogTarget PodLogTarget::fromPod(const json &pod, const QString &step, const QString &container)
{
    PodLogTarget t;
    t.step = step;
    t.container = container;
    const json &meta = member(pod, "metadata");
    t.nameSpace = text(meta, "namespace");
    t.pod = text(meta, "name");
    t.podUid = text(meta, "uid");
    const json &statuses = member(member(pod, "status"), "containerStatuses");
    if (!statuses.is_array())
        return t;
    for (const json &cs : statuses) {
        if (text(cs, "name") != container)
            continue;
        const json &count = member(cs, "restartCount");
        t.restartCount = count.is_number_integer() ? count.get<int>() : 0;
        const json &state = member(cs, "state");
        t.terminated = member(state, "terminated").is_object();
        t.started = t.terminated || member(state, "running").is_object();
        const json &code = member(member(member(cs, "lastState"), "terminated"), "exitCode");
        if (t.restartCount > 0 && code.is_number_integer())
            t.lastExitCode = code.get<int>();
        break;
    }
    return t;
}

} // namespace TrainDeck::Kubernetes
