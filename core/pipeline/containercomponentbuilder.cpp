// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/containercomponentbuilder.h"

#include "core/domain/labels.h"
#include "core/pipeline/trainerscript.h"

namespace TrainDeck {

bool ContainerComponentBuilder::appliesTo(BackendKind backend) const
{
    return backend == BackendKind::Docker || backend == BackendKind::Podman;
}

Result<void>
ContainerComponentBuilder::build(const RuntimeInfo &info, const TrainJob &job, JobPlan &plan) const
{
    const QString net = plan.jobName + QStringLiteral("-net");
    plan.networks.append({net,
                          {{Labels::TrainJobName, plan.jobName},
                           {Labels::RuntimeName, plan.runtimeName},
                           {Labels::Workdir, info.context.workdir}}});
    plan.volumes.append({QStringLiteral("workspace"), info.context.workdir});
    plan.pullPolicy = info.context.pullPolicy;
    const PlanMount workspace{QStringLiteral("workspace"), QStringLiteral("/workspace"), false};
    auto labelsFor = [&](const QString &step) {
        // network-id names the network here; the backend puts the engine's id in its place.
        return QMap<QString, QString>{
            {Labels::TrainJobName, plan.jobName}, {Labels::Step, step}, {Labels::NetworkId, net}};
    };

    QStringList initializerNames;
    for (PlanStep &st : plan.steps) {
        if (st.kind == StepKind::Node)
            continue;
        initializerNames << st.name;
        const bool dataset = st.kind == StepKind::DatasetInitializer;
        st.objectName = QStringLiteral("%1-%2").arg(plan.jobName, st.name);
        if (st.image.isEmpty() || st.image.startsWith(QLatin1String("ghcr.io/kubeflow/trainer/")))
            st.image = dataset ? info.context.datasetInitializerImage
                               : info.context.modelInitializerImage;
        // Kubeflow's initializer images need their module named; any other image (a
        // team's own initializer) runs its own entrypoint with the same env contract.
        if (st.image.startsWith(QLatin1String("ghcr.io/kubeflow/trainer/"))) {
            st.command = {QStringLiteral("bash"),
                          QStringLiteral("-c"),
                          dataset ? QStringLiteral("python -m pkg.initializers.dataset")
                                  : QStringLiteral("python -m pkg.initializers.model")};
            st.workingDir = QStringLiteral("/app");
        } else {
            st.command.clear();
            st.args.clear();
        }
        st.mounts = {workspace};
        st.labels = labelsFor(st.name);
        st.network = net;
        st.hostname = st.objectName;
    }

    const TrainerKind kind = trainerKind(job.trainer);
    QStringList command;
    QStringList args;
    QString image = info.nodeImage;
    EnvList extraEnv;
    if (kind == TrainerKind::CustomTrainer) {
        const auto &t = std::get<CustomTrainer>(job.trainer);
        const QString scriptName = TrainerScript::scriptFileName(t);
        TrainerScript::Paths paths;
        paths.workspace = QStringLiteral("/workspace");
        paths.scriptFile = QStringLiteral("/workspace/.traindeck/") + scriptName;
        paths.wrapperFile = QStringLiteral("/workspace/.traindeck/traindeck_wrapper.py");
        plan.files.append(
            {QStringLiteral(".traindeck/") + scriptName, TrainerScript::scriptBytes(t), false});
        plan.files.append(
            {QStringLiteral(".traindeck/traindeck_wrapper.py"), TrainerScript::wrapperPy(), false});
        plan.files.append({QStringLiteral(".traindeck/launch.sh"),
                           TrainerScript::launchScript(t, info.context, paths, false),
                           true});
        command = {QStringLiteral("bash"), QStringLiteral("/workspace/.traindeck/launch.sh")};
        if (!t.functionName.isEmpty()) {
            setEnv(extraEnv, QStringLiteral("TRAINDECK_FUNCTION"), t.functionName);
            setEnv(extraEnv,
                   QStringLiteral("TRAINDECK_FUNC_ARGS"),
                   QString::fromStdString(t.funcArgs.dump()));
        }
    } else if (kind == TrainerKind::CustomTrainerContainer) {
        const auto &t = std::get<CustomTrainerContainer>(job.trainer);
        command = t.command.isEmpty() ? info.nodeCommand : t.command;
        args = t.args;
    } else {
        command = info.nodeCommand;
        args = info.nodeArgs;
    }
    for (const auto &f : info.files)
        plan.files.append({f.first, f.second, false});

    for (int r = 0; r < info.numNodes; ++r) {
        PlanStep st;
        st.kind = StepKind::Node;
        st.rank = r;
        st.name = nodeStepName(r);
        st.objectName = QStringLiteral("%1-%2").arg(plan.jobName, st.name);
        st.image = image;
        st.command = command;
        st.args = args;
        st.env = info.nodeEnv;
        for (const EnvVar &e : info.rankEnv.value(r))
            setEnv(st.env, e.name, e.value);
        setEnv(st.env, QStringLiteral("WORKSPACE_PATH"), QStringLiteral("/workspace"));
        setEnv(st.env, QStringLiteral("DATASET_PATH"), QStringLiteral("/workspace/dataset"));
        setEnv(st.env, QStringLiteral("MODEL_PATH"), QStringLiteral("/workspace/model"));
        setEnv(st.env, QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1"));
        for (const EnvVar &e : extraEnv)
            setEnv(st.env, e.name, e.value);
        for (const EnvVar &e : trainerEnv(job.trainer))
            st.env.append(e);
        st.mounts = {workspace};
        st.labels = labelsFor(st.name);
        st.dependsOn = initializerNames;
        st.resources = info.nodeResources;
        st.workingDir = QStringLiteral("/workspace");
        st.network = net;
        st.hostname = st.objectName;
        st.ports = info.nodePorts;
        plan.steps.append(st);
    }
    if (image.isEmpty())
        return Error::make(Error::Kind::Validation,
                           tr("no image for the nodes: set spec.trainer.image or pick a runtime "
                              "with an image"))
            .inField(QStringLiteral("spec.trainer.image"));
    return {};
}

} // namespace TrainDeck
