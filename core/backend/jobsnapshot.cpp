// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/backend/jobsnapshot.h"

#include "core/support/jsonutil.h"

#include <QMetaEnum>

namespace TrainDeck {

namespace {

std::string s(const QString &q)
{
    return q.toStdString();
}

nlohmann::ordered_json time(const QDateTime &t)
{
    return t.isValid() ? nlohmann::ordered_json(s(t.toUTC().toString(Qt::ISODateWithMs)))
                       : nlohmann::ordered_json();
}

} // namespace

QString JobSnapshot::originName(Origin o)
{
    return QString::fromLatin1(QMetaEnum::fromType<Origin>().valueToKey(int(o)));
}

JobSnapshot::Origin JobSnapshot::originFromName(const QString &name)
{
    bool ok = false;
    const int v = QMetaEnum::fromType<Origin>().keyToValue(name.toLatin1().constData(), &ok);
    return ok ? Origin(v) : Origin::Unknown;
}

bool JobSnapshot::isCancelled() const
{
    return status == JobStatus::Failed && statusReason == cancelledReason();
}

const StepSnapshot *JobSnapshot::step(const QString &stepName) const
{
    for (const StepSnapshot &st : steps) {
        if (st.name == stepName)
            return &st;
    }
    return nullptr;
}

nlohmann::ordered_json JobSnapshot::toJson() const
{
    nlohmann::ordered_json j;
    j["name"] = s(name);
    j["backend"] = s(enumName(backend));
    if (!connection.isEmpty())
        j["connection"] = s(connection);
    if (!nameSpace.isEmpty())
        j["namespace"] = s(nameSpace);
    if (kind != QLatin1String("TrainJob"))
        j["kind"] = s(kind);
    j["runtime"] = s(runtimeName);
    j["status"] = s(enumName(status));
    if (!statusReason.isEmpty())
        j["reason"] = s(statusReason);
    if (!statusMessage.isEmpty())
        j["message"] = s(statusMessage);
    j["numNodes"] = numNodes;
    j["created"] = time(created);
    j["started"] = time(started);
    j["finished"] = time(finished);
    auto st = nlohmann::ordered_json::array();
    for (const StepSnapshot &x : steps) {
        nlohmann::ordered_json o;
        o["name"] = s(x.name);
        o["status"] = s(enumName(x.state));
        o["exitCode"] = x.exitCode ? nlohmann::ordered_json(*x.exitCode) : nlohmann::ordered_json();
        if (!x.message.isEmpty())
            o["message"] = s(x.message);
        o["object"] = s(x.objectName);
        if (!x.image.isEmpty())
            o["image"] = s(x.image);
        o["started"] = time(x.startedAt);
        o["finished"] = time(x.finishedAt);
        st.push_back(o);
    }
    j["steps"] = st;
    if (progressPercent >= 0 || remainingSeconds >= 0 || !metrics.isEmpty()) {
        nlohmann::ordered_json p;
        if (progressPercent >= 0)
            p["progressPercentage"] = progressPercent;
        if (remainingSeconds >= 0)
            p["estimatedRemainingSeconds"] = remainingSeconds;
        auto m = nlohmann::ordered_json::object();
        for (const auto &[key, value] : metrics)
            m[key.toStdString()] = s(value);
        p["metrics"] = m;
        p["updated"] = time(progressUpdated);
        j["progress"] = p;
    }
    if (!workdir.isEmpty())
        j["workdir"] = s(workdir);
    j["logDir"] = s(logDir);
    return j;
}

nlohmann::ordered_json JobEvent::toJson() const
{
    return {{"time", Json::time(time)},
            {"object", Json::str(object)},
            {"reason", Json::str(reason)},
            {"message", Json::str(message)},
            {"warning", warning}};
}

JobEvent JobEvent::fromJson(const nlohmann::ordered_json &o)
{
    return {Json::timeAt(o, "time"),
            Json::string(o, "object"),
            Json::string(o, "reason"),
            Json::string(o, "message"),
            Json::boolean(o, "warning", false)};
}

QList<StepObservation> JobSnapshot::observations() const
{
    QList<StepObservation> out;
    for (const StepSnapshot &s : steps)
        out.append({s.name, s.kind, s.state, s.exitCode, s.message, s.finishedAt});
    return out;
}

void JobSnapshot::spanFromSteps()
{
    started = {};
    QDateTime last;
    bool settled = true;
    for (const StepSnapshot &s : steps) {
        settled = settled && s.state != StepState::Running && s.state != StepState::Created;
        if (s.startedAt.isValid() && (!started.isValid() || s.startedAt < started))
            started = s.startedAt;
        if (s.finishedAt.isValid() && (!last.isValid() || s.finishedAt > last))
            last = s.finishedAt;
    }
    // A failed job is finished only once what still ran has been stopped too.
    if (isFinished() && settled && !finished.isValid())
        finished = last;
}

} // namespace TrainDeck
