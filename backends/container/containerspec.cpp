// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/container/containerspec.h"

#include "core/domain/labels.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace TrainDeck::Container {

namespace {

ContainerSpec::Json toArray(const QStringList &l)
{
    ContainerSpec::Json a = ContainerSpec::Json::array();
    for (const QString &s : l)
        a.push_back(s.toStdString());
    return a;
}

bool isPolicy(const QString &policy, const char *name)
{
    return policy.compare(QLatin1String(name), Qt::CaseInsensitive) == 0;
}

} // namespace

std::optional<double> ContainerSpec::quantity(const QString &q)
{
    static const QRegularExpression re(
        QStringLiteral("^([0-9]+(?:\\.[0-9]+)?)(m|k|K|M|G|T|Ki|Mi|Gi|Ti)?$"));
    const auto m = re.match(q.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    double v = m.captured(1).toDouble();
    const QString s = m.captured(2);
    static const QHash<QString, double> f{{QStringLiteral("m"), 1e-3},
                                          {QStringLiteral("k"), 1e3},
                                          {QStringLiteral("K"), 1e3},
                                          {QStringLiteral("M"), 1e6},
                                          {QStringLiteral("G"), 1e9},
                                          {QStringLiteral("T"), 1e12},
                                          {QStringLiteral("Ki"), 1024.0},
                                          {QStringLiteral("Mi"), 1024.0 * 1024},
                                          {QStringLiteral("Gi"), 1024.0 * 1024 * 1024},
                                          {QStringLiteral("Ti"), 1024.0 * 1024 * 1024 * 1024}};
    if (!s.isEmpty())
        v *= f.value(s, 1.0);
    return v;
}

ContainerSpec::Json ContainerSpec::createBody(const JobPlan &plan,
                                              const PlanStep &step,
                                              const QString &networkId,
                                              const QString &progressGateway)
{
    Json env = Json::array();
    for (const EnvVar &e : step.env)
        if (!e.isReference())
            env.push_back((e.name + QLatin1Char('=') + e.value).toStdString());
    Json labels = Json::object();
    for (auto it = step.labels.begin(); it != step.labels.end(); ++it)
        labels[it.key().toStdString()] = it.value().toStdString();
    // The SDK's convention: network-id holds the engine's id of the job network.
    if (!networkId.isEmpty())
        labels[Labels::NetworkId.toStdString()] = networkId.toStdString();
    labels[Labels::ManagedBy.toStdString()] = "traindeck";
    Json body = {{"Image", step.image.toStdString()}, {"Env", env}, {"Labels", labels}};
    // Kubernetes semantics: command replaces the image's entrypoint, args its cmd.
    if (!step.command.isEmpty()) {
        body["Entrypoint"] = toArray(step.command);
        body["Cmd"] = toArray(step.args);
    } else if (!step.args.isEmpty()) {
        body["Cmd"] = toArray(step.args);
    }
    if (!step.workingDir.isEmpty())
        body["WorkingDir"] = step.workingDir.toStdString();
    if (!step.hostname.isEmpty() && step.hostname.size() <= 63)
        body["Hostname"] = step.hostname.toStdString();
    Json host = Json::object();
    Json binds = Json::array();
    for (const PlanMount &m : step.mounts) {
        QString hostPath;
        for (const PlanVolume &v : plan.volumes)
            if (v.name == m.volume)
                hostPath = v.hostPath;
        if (!hostPath.isEmpty())
            binds.push_back((hostPath + QLatin1Char(':') + m.path
                             + (m.readOnly ? QStringLiteral(":ro") : QString()))
                                .toStdString());
    }
    host["Binds"] = binds;
    // The progress API's name in the container: the host's address on the job network.
    if (!progressGateway.isEmpty()
        && findEnv(step.env, QStringLiteral("KUBEFLOW_TRAINER_SERVER_URL")))
        host["ExtraHosts"] = Json::array(
            {(QStringLiteral("host.traindeck.internal:") + progressGateway).toStdString()});
    if (auto cpu = quantity(step.resources.value(QStringLiteral("cpu"))))
        host["NanoCpus"] = qint64(std::llround(*cpu * 1e9));
    if (auto mem = quantity(step.resources.value(QStringLiteral("memory"))))
        host["Memory"] = qint64(std::llround(*mem));
    const QString gpu = step.resources.value(
        QStringLiteral("gpu"), step.resources.value(QStringLiteral("nvidia.com/gpu")));
    if (!gpu.isEmpty() && gpu != QLatin1String("0"))
        host["DeviceRequests"]
            = Json::array({{{"Driver", "nvidia"},
                            {"Count", gpu.toInt()},
                            {"Capabilities", Json::array({Json::array({"gpu"})})}}});
    if (!step.network.isEmpty()) {
        host["NetworkMode"] = step.network.toStdString();
        body["NetworkingConfig"]
            = {{"EndpointsConfig",
                {{step.network.toStdString(),
                  {{"Aliases", Json::array({step.objectName.toStdString()})}}}}}};
    }
    body["HostConfig"] = host;
    return body;
}

ContainerSpec::Json ContainerSpec::networkBody(const PlanNetwork &network)
{
    Json labels = Json::object();
    for (auto it = network.labels.begin(); it != network.labels.end(); ++it)
        labels[it.key().toStdString()] = it.value().toStdString();
    labels[Labels::ManagedBy.toStdString()] = "traindeck";
    return {{"Name", network.name.toStdString()},
            {"Driver", "bridge"},
            {"CheckDuplicate", true},
            {"Labels", labels}};
}

QStringList ContainerSpec::images(const JobPlan &plan)
{
    QStringList out;
    for (const PlanStep &s : plan.steps)
        if (!out.contains(s.image))
            out << s.image;
    return out;
}

bool ContainerSpec::pullsAlways(const QString &pullPolicy)
{
    return isPolicy(pullPolicy, "Always");
}

ContainerSpec::ImageAction ContainerSpec::imageAction(const QString &pullPolicy, bool present)
{
    if (pullsAlways(pullPolicy))
        return ImageAction::Pull;
    if (present)
        return ImageAction::Use;
    return isPolicy(pullPolicy, "Never") ? ImageAction::Refuse : ImageAction::Pull;
}

} // namespace TrainDeck::Container
