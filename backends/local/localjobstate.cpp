// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/local/localjobstate.h"

#include "core/files/safefs.h"
#include "core/support/jsonutil.h"

#include <QCoreApplication>
#include <QFile>

namespace TrainDeck::Local {

namespace {

const auto s = [](const QString &q) {
    return Json::str(q);
};
using Json::time;
const auto timeFrom = Json::timeAt;
const auto str = Json::string;

} // namespace

LocalJobState::Step *LocalJobState::step(const QString &stepName)
{
    for (Step &st : steps) {
        if (st.name == stepName)
            return &st;
    }
    return nullptr;
}

const LocalJobState::Step *LocalJobState::step(const QString &stepName) const
{
    return const_cast<LocalJobState *>(this)->step(stepName);
}

bool LocalJobState::hasLiveSteps() const
{
    for (const Step &st : steps) {
        if (st.state == StepState::Running || st.state == StepState::Created)
            return true;
    }
    return false;
}

void LocalJobState::addEvent(const QString &object,
                             const QString &reason,
                             const QString &message,
                             bool warning)
{
    events.append(JobEvent{QDateTime::currentDateTimeUtc(), object, reason, message, warning});
}

nlohmann::ordered_json LocalJobState::toJson() const
{
    nlohmann::ordered_json j;
    j["version"] = 1;
    j["name"] = s(name);
    j["runtime"] = s(runtimeName);
    j["framework"] = s(framework);
    j["numNodes"] = numNodes;
    j["masterPort"] = masterPort;
    j["created"] = time(created);
    j["finished"] = time(finished);
    j["cancelled"] = cancelled;
    if (!failure.isEmpty())
        j["failure"] = s(failure);
    auto arr = nlohmann::ordered_json::array();
    for (const Step &st : steps) {
        nlohmann::ordered_json o;
        o["name"] = s(st.name);
        o["kind"] = s(stepName(st.kind));
        o["rank"] = st.rank;
        o["state"] = s(enumName(st.state));
        o["pid"] = st.pid;
        o["startTicks"] = st.startTicks;
        o["exitCode"]
            = st.exitCode ? nlohmann::ordered_json(*st.exitCode) : nlohmann::ordered_json();
        if (!st.message.isEmpty())
            o["message"] = s(st.message);
        o["started"] = time(st.started);
        o["finished"] = time(st.finished);
        arr.push_back(o);
    }
    j["steps"] = arr;
    auto ev = nlohmann::ordered_json::array();
    for (const JobEvent &e : events)
        ev.push_back(e.toJson());
    j["events"] = ev;
    j["plan"] = plan;
    return j;
}

Result<LocalJobState> LocalJobState::fromJson(const nlohmann::ordered_json &j)
{
    auto bad = [](const QString &why) {
        return Error::make(
            Error::Kind::Parse,
            QCoreApplication::translate("LocalJobState", "broken job state: %1").arg(why));
    };
    if (!j.is_object() || !j.contains("name") || !j.contains("steps") || !j["steps"].is_array())
        return bad(QStringLiteral("name or steps missing"));
    LocalJobState st;
    st.name = str(j, "name");
    st.runtimeName = str(j, "runtime");
    st.framework = str(j, "framework");
    st.numNodes = Json::integer(j, "numNodes").value_or(0);
    st.masterPort = Json::integer(j, "masterPort").value_or(0);
    st.created = timeFrom(j, "created");
    st.finished = timeFrom(j, "finished");
    st.cancelled = Json::boolean(j, "cancelled", false);
    st.failure = str(j, "failure");
    for (const auto &o : j["steps"]) {
        if (!o.is_object())
            return bad(QStringLiteral("a step is not an object"));
        Step step;
        step.name = str(o, "name");
        const QString kind = str(o, "kind");
        step.kind = kind == QLatin1String("dataset-initializer") ? StepKind::DatasetInitializer
                    : kind == QLatin1String("model-initializer") ? StepKind::ModelInitializer
                                                                 : StepKind::Node;
        step.rank = Json::integer(o, "rank").value_or(-1);
        step.state = stepStateFromString(str(o, "state")).value_or(StepState::Unknown);
        step.pid = Json::wholeNumber<qint64>(o, "pid").value_or(0);
        step.startTicks = Json::wholeNumber<quint64>(o, "startTicks").value_or(0);
        if (const auto code = Json::integer(o, "exitCode"))
            step.exitCode = *code;
        step.message = str(o, "message");
        step.started = timeFrom(o, "started");
        step.finished = timeFrom(o, "finished");
        st.steps.append(step);
    }
    if (j.contains("events") && j["events"].is_array())
        for (const auto &o : j["events"])
            if (o.is_object())
                st.events.append(JobEvent::fromJson(o));
    if (j.contains("plan"))
        st.plan = j["plan"];
    return st;
}

Result<void> LocalJobState::save(const QString &path) const
{
    // Written beside and renamed over: a crash leaves the previous state, never half a file;
    // private (0600) whatever the umask; a link planted at the path is replaced, not followed.
    return SafeFs::replaceFile(path, QByteArray::fromStdString(toJson().dump(2)));
}

Result<LocalJobState> LocalJobState::load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error::make(Error::Kind::Io, f.errorString()).at(path);
    const auto j = nlohmann::ordered_json::parse(f.readAll().toStdString(), nullptr, false);
    if (j.is_discarded())
        return Error::make(
                   Error::Kind::Parse,
                   QCoreApplication::translate("LocalJobState", "the job state is not JSON"))
            .at(path);
    auto r = fromJson(j);
    if (!r)
        r.error().at(path);
    return r;
}

} // namespace TrainDeck::Local
