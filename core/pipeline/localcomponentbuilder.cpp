// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/localcomponentbuilder.h"

#include "core/domain/labels.h"
#include "core/pipeline/trainerscript.h"

#include <QDir>
#include <QFile>

namespace TrainDeck {

bool LocalComponentBuilder::appliesTo(BackendKind backend) const
{
    return backend == BackendKind::Local;
}

Result<void>
LocalComponentBuilder::build(const RuntimeInfo &info, const TrainJob &job, JobPlan &plan) const
{
    if (trainerKind(job.trainer) != TrainerKind::CustomTrainer) {
        return Error::make(Error::Kind::Unsupported,
                           tr("the local backend runs Python scripts; use Docker or Podman for "
                              "container images and built-in trainers"));
    }
    const auto &trainer = std::get<CustomTrainer>(job.trainer);
    const QString ws = info.context.workdir;
    auto inWs = [&](const QString &rel) {
        return QDir(ws).filePath(rel);
    };
    plan.volumes.append({QStringLiteral("workspace"), ws});

    const QString scriptName = TrainerScript::scriptFileName(trainer);
    TrainerScript::Paths paths;
    paths.workspace = ws;
    paths.scriptFile = inWs(QStringLiteral(".traindeck/") + scriptName);
    paths.wrapperFile = inWs(QStringLiteral(".traindeck/traindeck_wrapper.py"));
    paths.venv = QDir(info.context.venvRoot)
                     .filePath(TrainerScript::venvKey(plan.runtimeName, trainer, info.context));
    plan.files.append(
        {QStringLiteral(".traindeck/") + scriptName, TrainerScript::scriptBytes(trainer), false});
    plan.files.append(
        {QStringLiteral(".traindeck/traindeck_wrapper.py"), TrainerScript::wrapperPy(), false});
    plan.files.append({QStringLiteral(".traindeck/launch.sh"),
                       TrainerScript::launchScript(trainer, info.context, paths, true),
                       true});
    for (const auto &f : info.files)
        plan.files.append({f.first, f.second, false});

    QStringList initializerNames;
    for (PlanStep &st : plan.steps) {
        if (st.kind == StepKind::Node)
            continue;
        initializerNames << st.name;
        if (initializerNames.size() == 1) {
            // The initializer program ships inside TrainDeck as a resource: reading it is
            // deterministic, so planning stays pure.
            QFile init(QStringLiteral(":/initializers/traindeck_initializer.py"));
            if (!init.open(QIODevice::ReadOnly))
                return Error::make(Error::Kind::Io, tr("the bundled initializer is missing"));
            plan.files.append(
                {QStringLiteral(".traindeck/traindeck_initializer.py"), init.readAll(), false});
        }
        const bool dataset = st.kind == StepKind::DatasetInitializer;
        st.objectName = QStringLiteral("%1-%2").arg(plan.jobName, st.name);
        st.image.clear();
        st.command = {info.context.python,
                      inWs(QStringLiteral(".traindeck/traindeck_initializer.py")),
                      dataset ? QStringLiteral("dataset") : QStringLiteral("model")};
        setEnv(st.env,
               QStringLiteral("OUTPUT_PATH"),
               inWs(dataset ? QStringLiteral("dataset") : QStringLiteral("model")));
        st.workingDir = ws;
        st.mounts = {{QStringLiteral("workspace"), ws, false}};
        st.labels = {{Labels::TrainJobName, plan.jobName}, {Labels::Step, st.name}};
    }

    for (int r = 0; r < info.numNodes; ++r) {
        PlanStep st;
        st.kind = StepKind::Node;
        st.rank = r;
        st.name = nodeStepName(r);
        st.objectName = QStringLiteral("%1-%2").arg(plan.jobName, st.name);
        st.command = {QStringLiteral("bash"), inWs(QStringLiteral(".traindeck/launch.sh"))};
        st.env = info.nodeEnv;
        for (const EnvVar &e : info.rankEnv.value(r))
            setEnv(st.env, e.name, e.value);
        setEnv(st.env, QStringLiteral("WORKSPACE_PATH"), ws);
        setEnv(st.env, QStringLiteral("DATASET_PATH"), inWs(QStringLiteral("dataset")));
        setEnv(st.env, QStringLiteral("MODEL_PATH"), inWs(QStringLiteral("model")));
        setEnv(st.env, QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1"));
        if (!trainer.functionName.isEmpty()) {
            setEnv(st.env, QStringLiteral("TRAINDECK_FUNCTION"), trainer.functionName);
            setEnv(st.env,
                   QStringLiteral("TRAINDECK_FUNC_ARGS"),
                   QString::fromStdString(trainer.funcArgs.dump()));
        }
        for (const EnvVar &e : trainer.env)
            st.env.append(e);
        st.mounts = {{QStringLiteral("workspace"), ws, false}};
        st.labels = {{Labels::TrainJobName, plan.jobName}, {Labels::Step, st.name}};
        st.dependsOn = initializerNames;
        st.resources = info.nodeResources;
        st.workingDir = ws;
        st.ports = info.nodePorts;
        plan.steps.append(st);
    }
    if (info.numNodes > 8)
        plan.warnings
            << tr("%1 node processes on one host compete for its cores").arg(info.numNodes);
    return {};
}

} // namespace TrainDeck
