// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/history/historyjson.h"

#include "core/support/jsonutil.h"

namespace TrainDeck::History {

namespace {

using json = nlohmann::ordered_json;

json parse(const QByteArray &text)
{
    if (text.isEmpty())
        return {};
    // Never throws: a damaged cell reads as empty rather than failing the whole query.
    return json::parse(text.constBegin(), text.constEnd(), nullptr, false);
}

QByteArray dump(const json &j)
{
    return QByteArray::fromStdString(j.dump());
}

int intAt(const json &o, const char *key, int fallback)
{
    const auto it = o.find(key);
    return it != o.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

} // namespace

QByteArray HistoryJson::steps(const QList<StepSnapshot> &steps)
{
    auto a = json::array();
    for (const StepSnapshot &s : steps) {
        json o;
        o["name"] = Json::str(s.name);
        o["kind"] = Json::str(stepName(s.kind));
        o["rank"] = s.rank;
        o["state"] = Json::str(enumName(s.state));
        o["exitCode"] = s.exitCode ? json(*s.exitCode) : json();
        o["message"] = Json::str(s.message);
        o["object"] = Json::str(s.objectName);
        o["objectId"] = Json::str(s.objectId);
        o["image"] = Json::str(s.image);
        o["started"] = Json::time(s.startedAt);
        o["finished"] = Json::time(s.finishedAt);
        a.push_back(std::move(o));
    }
    return dump(a);
}

QList<StepSnapshot> HistoryJson::steps(const QByteArray &text)
{
    QList<StepSnapshot> out;
    const json a = parse(text);
    if (!a.is_array())
        return out;
    for (const json &o : a) {
        if (!o.is_object())
            continue;
        StepSnapshot s;
        s.name = Json::string(o, "name");
        const QString kind = Json::string(o, "kind");
        if (kind == stepName(StepKind::DatasetInitializer))
            s.kind = StepKind::DatasetInitializer;
        else if (kind == stepName(StepKind::ModelInitializer))
            s.kind = StepKind::ModelInitializer;
        s.rank = intAt(o, "rank", -1);
        s.state = stepStateFromString(Json::string(o, "state")).value_or(StepState::Unknown);
        if (o.contains("exitCode") && o["exitCode"].is_number_integer())
            s.exitCode = o["exitCode"].get<int>();
        s.message = Json::string(o, "message");
        s.objectName = Json::string(o, "object");
        s.objectId = Json::string(o, "objectId");
        s.image = Json::string(o, "image");
        s.startedAt = Json::timeAt(o, "started");
        s.finishedAt = Json::timeAt(o, "finished");
        out.append(std::move(s));
    }
    return out;
}

QByteArray HistoryJson::events(const QList<JobEvent> &events)
{
    auto a = json::array();
    for (const JobEvent &e : events)
        a.push_back(e.toJson());
    return dump(a);
}

QList<JobEvent> HistoryJson::events(const QByteArray &text)
{
    QList<JobEvent> out;
    const json a = parse(text);
    if (!a.is_array())
        return out;
    for (const json &o : a)
        out.append(JobEvent::fromJson(o));
    return out;
}

QByteArray HistoryJson::extra(const JobSnapshot &s)
{
    json o = json::object();
    o["kind"] = Json::str(s.kind);
    if (!s.nameSpace.isEmpty())
        o["namespace"] = Json::str(s.nameSpace);
    if (s.progressPercent >= 0)
        o["progressPercent"] = s.progressPercent;
    if (s.remainingSeconds >= 0)
        o["remainingSeconds"] = s.remainingSeconds;
    if (!s.metrics.isEmpty()) {
        auto m = json::array();
        for (const auto &[name, value] : s.metrics)
            m.push_back(json::array({Json::str(name), Json::str(value)}));
        o["metrics"] = m;
    }
    if (s.progressUpdated.isValid())
        o["progressUpdated"] = Json::time(s.progressUpdated);
    o["logDir"] = Json::str(s.logDir);
    if (!s.workdir.isEmpty())
        o["workdir"] = Json::str(s.workdir);
    o["madeByTrainDeck"] = s.madeByTrainDeck;
    o["origin"] = Json::str(JobSnapshot::originName(s.origin));
    return dump(o);
}

void HistoryJson::readExtra(const QByteArray &text, JobSnapshot &s)
{
    const json o = parse(text);
    if (!o.is_object())
        return;
    const QString kind = Json::string(o, "kind");
    if (!kind.isEmpty())
        s.kind = kind;
    s.nameSpace = Json::string(o, "namespace");
    s.progressPercent = intAt(o, "progressPercent", -1);
    s.remainingSeconds = intAt(o, "remainingSeconds", -1);
    s.metrics.clear();
    if (o.contains("metrics") && o["metrics"].is_array()) {
        for (const json &p : o["metrics"]) {
            if (p.is_array() && p.size() == 2 && p[0].is_string() && p[1].is_string())
                s.metrics.append({QString::fromStdString(p[0].get<std::string>()),
                                  QString::fromStdString(p[1].get<std::string>())});
        }
    }
    s.progressUpdated = Json::timeAt(o, "progressUpdated");
    s.logDir = Json::string(o, "logDir");
    s.workdir = Json::string(o, "workdir");
    const auto made = o.find("madeByTrainDeck");
    s.madeByTrainDeck = made == o.end() || !made->is_boolean() || made->get<bool>();
    // Records from before the origin was kept: theirs is unknown unless TrainDeck made them.
    const QString origin = Json::string(o, "origin");
    s.origin = !origin.isEmpty()   ? JobSnapshot::originFromName(origin)
               : s.madeByTrainDeck ? JobSnapshot::Origin::TrainDeck
                                   : JobSnapshot::Origin::Unknown;
}

} // namespace TrainDeck::History
