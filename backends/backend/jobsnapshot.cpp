// SPDX-License-Identifier: Apache-2.0
#include "jobsnapshot.h"

#include "core/jsonutil.h"

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
    if (!workdir.isEmpty())
        j["workdir"] = s(workdir);
    j["logDir"] = s(logDir);
    return j;
}

} // namespace TrainDeck
