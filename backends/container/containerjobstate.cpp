// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerjobstate.h"

#include "core/files/safefs.h"
#include "core/support/jsonutil.h"

#include <QCoreApplication>
#include <QFile>

namespace TrainDeck::Container {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(ContainerJobState)
};

constexpr int MaxEvents = 200;
} // namespace

ContainerJobState::Step *ContainerJobState::step(const QString &stepName)
{
    for (Step &s : steps)
        if (s.name == stepName)
            return &s;
    return nullptr;
}

const ContainerJobState::Step *ContainerJobState::step(const QString &stepName) const
{
    return const_cast<ContainerJobState *>(this)->step(stepName);
}

void ContainerJobState::addEvent(const QString &object,
                                 const QString &reason,
                                 const QString &message,
                                 bool warning)
{
    events.append({QDateTime::currentDateTimeUtc(), object, reason, message, warning});
    if (events.size() > MaxEvents)
        events.remove(0, events.size() - MaxEvents);
}

nlohmann::ordered_json ContainerJobState::toJson() const
{
    using Json::str;
    using Json::time;
    nlohmann::ordered_json j;
    j["name"] = str(name);
    j["runtime"] = str(runtimeName);
    j["framework"] = str(framework);
    j["numNodes"] = numNodes;
    j["network"] = str(network);
    j["networkId"] = str(networkId);
    if (!progressGateway.isEmpty())
        j["progressGateway"] = str(progressGateway);
    j["workdir"] = str(workdir);
    j["autoRemove"] = autoRemove;
    j["madeByTrainDeck"] = madeByTrainDeck;
    j["origin"] = str(JobSnapshot::originName(origin));
    j["created"] = time(created);
    j["cancelled"] = cancelled;
    j["failure"] = str(failure);
    auto arr = nlohmann::ordered_json::array();
    for (const Step &s : steps) {
        nlohmann::ordered_json o;
        o["name"] = str(s.name);
        o["rank"] = s.rank;
        o["objectName"] = str(s.objectName);
        o["containerId"] = str(s.containerId);
        o["image"] = str(s.image);
        o["state"] = str(enumName(s.state));
        o["exitCode"] = s.exitCode ? nlohmann::ordered_json(*s.exitCode) : nlohmann::ordered_json();
        o["message"] = str(s.message);
        o["started"] = time(s.started);
        o["finished"] = time(s.finished);
        arr.push_back(o);
    }
    j["steps"] = arr;
    auto ev = nlohmann::ordered_json::array();
    for (const JobEvent &e : events)
        ev.push_back(e.toJson());
    j["events"] = ev;
    return j;
}

Result<ContainerJobState> ContainerJobState::fromJson(const nlohmann::ordered_json &j)
{
    if (!j.is_object() || !j.contains("name") || !j.contains("steps") || !j["steps"].is_array())
        return Error::make(Error::Kind::Parse, Tr::tr("not a TrainDeck container job state"));
    ContainerJobState s;
    s.name = Json::string(j, "name");
    s.runtimeName = Json::string(j, "runtime");
    s.framework = Json::string(j, "framework");
    // The file may be hand-edited or another version's: a field of another type reads as
    // absent instead of throwing out of the worker (fuzz_enginejson).
    s.numNodes = Json::integer(j, "numNodes").value_or(0);
    s.network = Json::string(j, "network");
    s.networkId = Json::string(j, "networkId");
    s.progressGateway = Json::string(j, "progressGateway");
    s.workdir = Json::string(j, "workdir");
    s.autoRemove = Json::boolean(j, "autoRemove", true);
    s.madeByTrainDeck = Json::boolean(j, "madeByTrainDeck", true);
    s.origin = s.madeByTrainDeck ? JobSnapshot::Origin::TrainDeck
                                 : JobSnapshot::originFromName(Json::string(j, "origin"));
    s.created = Json::timeAt(j, "created");
    s.cancelled = Json::boolean(j, "cancelled", false);
    s.failure = Json::string(j, "failure");
    for (const auto &o : j["steps"]) {
        if (!o.is_object())
            continue;
        Step st;
        st.name = Json::string(o, "name");
        st.kind = st.name == QLatin1String("dataset-initializer") ? StepKind::DatasetInitializer
                  : st.name == QLatin1String("model-initializer") ? StepKind::ModelInitializer
                                                                  : StepKind::Node;
        st.rank = Json::integer(o, "rank").value_or(-1);
        st.objectName = Json::string(o, "objectName");
        st.containerId = Json::string(o, "containerId");
        st.image = Json::string(o, "image");
        st.state = stepStateFromString(Json::string(o, "state")).value_or(StepState::Unknown);
        st.exitCode = Json::integer(o, "exitCode");
        st.message = Json::string(o, "message");
        st.started = Json::timeAt(o, "started");
        st.finished = Json::timeAt(o, "finished");
        s.steps.append(st);
    }
    if (j.contains("events") && j["events"].is_array())
        for (const auto &e : j["events"])
            if (e.is_object())
                s.events.append(JobEvent::fromJson(e));
    return s;
}

Result<void> ContainerJobState::save(const QString &path) const
{
    // Written beside and renamed over: a crash leaves the previous state, never half a file;
    // private (0600) whatever the umask; a link planted at the path is replaced, not followed.
    return SafeFs::replaceFile(path, QByteArray::fromStdString(toJson().dump(2)));
}

Result<ContainerJobState> ContainerJobState::load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error::make(Error::Kind::Io,
                           Tr::tr("cannot read %1: %2").arg(path, f.errorString()));
    const QByteArray b = f.readAll();
    auto j = nlohmann::ordered_json::parse(b.begin(), b.end(), nullptr, false);
    if (j.is_discarded())
        return Error::make(Error::Kind::Parse, Tr::tr("%1 is not valid JSON").arg(path));
    auto r = fromJson(j);
    if (!r)
        r.error().at(path);
    return r;
}

} // namespace TrainDeck::Container
