// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/jobplan.h"

#include "core/domain/initializers.h"

#include <QCoreApplication>

namespace TrainDeck {

namespace {

std::string s(const QString &q)
{
    return q.toStdString();
}

nlohmann::ordered_json list(const QStringList &l)
{
    auto a = nlohmann::ordered_json::array();
    for (const QString &x : l)
        a.push_back(s(x));
    return a;
}

nlohmann::ordered_json map(const QMap<QString, QString> &m)
{
    auto o = nlohmann::ordered_json::object();
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o[s(it.key())] = s(it.value());
    return o;
}

QString masked(const EnvVar &e, bool reveal, const QStringList &marked)
{
    if (e.isReference())
        return QStringLiteral("<from %1>").arg(QString::fromStdString(e.valueFrom.dump()));
    if (!reveal && (isSecretEnvName(e.name) || marked.contains(e.name)) && !e.value.isEmpty())
        return QStringLiteral("********");
    return e.value;
}

} // namespace

const PlanStep *JobPlan::step(const QString &n) const
{
    for (const PlanStep &st : steps) {
        if (st.name == n)
            return &st;
    }
    return nullptr;
}

QList<const PlanStep *> JobPlan::nodeSteps() const
{
    QList<const PlanStep *> out;
    for (const PlanStep &st : steps) {
        if (st.kind == StepKind::Node)
            out << &st;
    }
    return out;
}

QList<const PlanStep *> JobPlan::initializerSteps() const
{
    QList<const PlanStep *> out;
    for (const PlanStep &st : steps) {
        if (st.kind != StepKind::Node)
            out << &st;
    }
    return out;
}

nlohmann::ordered_json JobPlan::toJson(bool revealSecrets) const
{
    nlohmann::ordered_json j;
    j["jobName"] = s(jobName);
    if (!namespaceName.isEmpty())
        j["namespace"] = s(namespaceName);
    j["runtime"] = s(runtimeName);
    j["framework"] = s(framework);
    j["backend"] = s(enumName(backend));
    j["mlPolicy"] = s(enumName(policy));
    j["trainer"] = s(enumName(trainerKind));
    j["numNodes"] = numNodes;
    j["numProcPerNode"] = numProcPerNode;
    if (!masterAddress.isEmpty()) {
        j["masterAddress"] = s(masterAddress);
        j["masterPort"] = masterPort;
    }
    if (!workdir.isEmpty())
        j["workdir"] = s(workdir);
    j["gangStart"] = gangStart;
    if (!pullPolicy.isEmpty())
        j["pullPolicy"] = s(pullPolicy);
    auto nets = nlohmann::ordered_json::array();
    for (const PlanNetwork &n : networks)
        nets.push_back({{"name", s(n.name)}, {"labels", map(n.labels)}});
    j["networks"] = nets;
    auto vols = nlohmann::ordered_json::array();
    for (const PlanVolume &v : volumes)
        vols.push_back({{"name", s(v.name)}, {"hostPath", s(v.hostPath)}});
    j["volumes"] = vols;
    auto files_ = nlohmann::ordered_json::array();
    for (const PlanFile &f : files)
        files_.push_back(
            {{"path", s(f.path)}, {"bytes", f.content.size()}, {"executable", f.executable}});
    j["files"] = files_;
    auto st = nlohmann::ordered_json::array();
    for (const PlanStep &p : steps) {
        nlohmann::ordered_json o;
        o["name"] = s(p.name);
        o["kind"] = s(stepName(p.kind));
        if (p.rank >= 0)
            o["rank"] = p.rank;
        o["objectName"] = s(p.objectName);
        if (!p.image.isEmpty())
            o["image"] = s(p.image);
        o["command"] = list(p.command);
        if (!p.args.isEmpty())
            o["args"] = list(p.args);
        auto env = nlohmann::ordered_json::array();
        for (const EnvVar &e : p.env)
            env.push_back({{"name", s(e.name)}, {"value", s(masked(e, revealSecrets, secretEnv))}});
        o["env"] = env;
        auto mounts = nlohmann::ordered_json::array();
        for (const PlanMount &m : p.mounts)
            mounts.push_back(
                {{"volume", s(m.volume)}, {"path", s(m.path)}, {"readOnly", m.readOnly}});
        o["mounts"] = mounts;
        o["labels"] = map(p.labels);
        o["dependsOn"] = list(p.dependsOn);
        if (!p.resources.isEmpty())
            o["resources"] = map(p.resources);
        if (!p.workingDir.isEmpty())
            o["workingDir"] = s(p.workingDir);
        if (!p.network.isEmpty())
            o["network"] = s(p.network);
        if (!p.hostname.isEmpty())
            o["hostname"] = s(p.hostname);
        if (!p.ports.isEmpty())
            o["ports"] = std::vector<int>(p.ports.cbegin(), p.ports.cend());
        if (p.timeoutSeconds > 0)
            o["timeoutSeconds"] = p.timeoutSeconds;
        st.push_back(o);
    }
    j["steps"] = st;
    if (!trainJobObject.is_null()) {
        nlohmann::ordered_json obj = trainJobObject;
        if (!revealSecrets) {
            auto maskList = [this](nlohmann::ordered_json &env) {
                if (!env.is_array())
                    return;
                for (auto &e : env) {
                    if (!e.is_object() || !e.contains("name") || !e["name"].is_string()
                        || !e.contains("value"))
                        continue;
                    const QString name = QString::fromStdString(e["name"].get<std::string>());
                    if (isSecretEnvName(name) || secretEnv.contains(name))
                        e["value"] = "********";
                }
            };
            if (obj.contains("spec") && obj["spec"].is_object()) {
                auto &spec = obj["spec"];
                if (spec.contains("trainer") && spec["trainer"].contains("env"))
                    maskList(spec["trainer"]["env"]);
                if (spec.contains("initializer") && spec["initializer"].is_object()) {
                    for (auto &slot : spec["initializer"]) {
                        if (slot.is_object() && slot.contains("env"))
                            maskList(slot["env"]);
                    }
                }
            }
        }
        j["trainJob"] = obj;
    }
    j["warnings"] = list(warnings);
    return j;
}

QString JobPlan::toText() const
{
    auto tr = [](const char *t, const char *c = nullptr, int n = -1) {
        return QCoreApplication::translate("TrainDeck::JobPlan", t, c, n);
    };
    QString out;
    out += tr("Job %1 on %2: runtime %3 (%4, %5), %n node(s)", nullptr, numNodes)
               .arg(jobName, enumName(backend), runtimeName, framework, enumName(policy));
    out += QLatin1Char('\n');
    if (!workdir.isEmpty())
        out += tr("  workspace: %1\n").arg(workdir);
    for (const PlanNetwork &n : networks)
        out += tr("  network:   %1\n").arg(n.name);
    int i = 1;
    for (const PlanStep &p : steps) {
        out += QStringLiteral("%1. %2").arg(i++).arg(p.name);
        if (!p.objectName.isEmpty() && p.objectName != p.name)
            out += QStringLiteral(" (%1)").arg(p.objectName);
        if (!p.dependsOn.isEmpty())
            out += tr(" after %1").arg(p.dependsOn.join(QStringLiteral(", ")));
        out += QLatin1Char('\n');
        if (!p.image.isEmpty())
            out += tr("     image:   %1\n").arg(p.image);
        QStringList argv = p.command + p.args;
        for (QString &a : argv) {
            if (a.contains(QLatin1Char('\n')))
                a = tr("<script, %n line(s)>", nullptr, int(a.count(QLatin1Char('\n')) + 1));
        }
        out += tr("     command: %1\n").arg(argv.join(QLatin1Char(' ')));
        if (!p.resources.isEmpty()) {
            QStringList limits;
            for (auto it = p.resources.cbegin(); it != p.resources.cend(); ++it)
                limits << QStringLiteral("%1 %2").arg(it.key(), it.value());
            // Containers and pods get them as limits; local processes share the machine.
            out += backend == BackendKind::Local
                       ? tr("     limits:  %1 (not enforced on local processes)\n")
                             .arg(limits.join(QStringLiteral(", ")))
                       : tr("     limits:  %1\n").arg(limits.join(QStringLiteral(", ")));
        }
        for (const EnvVar &e : p.env)
            out += QStringLiteral("     env:     %1=%2\n").arg(e.name, masked(e, false, secretEnv));
    }
    for (const QString &w : warnings)
        out += tr("warning: %1\n").arg(w);
    return out;
}

} // namespace TrainDeck
