// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/pipeline.h"

#include "core/pipeline/containercomponentbuilder.h"
#include "core/pipeline/coschedulingplugin.h"
#include "core/pipeline/initializerplugin.h"
#include "core/pipeline/jaxplugin.h"
#include "core/pipeline/kubernetescomponentbuilder.h"
#include "core/pipeline/localcomponentbuilder.h"
#include "core/pipeline/mpiplugin.h"
#include "core/pipeline/plainmlplugin.h"
#include "core/pipeline/statusplugin.h"
#include "core/pipeline/torchplugin.h"
#include "core/pipeline/validationplugin.h"
#include "core/pipeline/xgboostplugin.h"

namespace TrainDeck {

const Pipeline &Pipeline::standard()
{
    static const Pipeline pipeline = [] {
        Pipeline p;
        p.addPlugin(std::make_shared<ValidationPlugin>());
        p.addPlugin(std::make_shared<TorchPlugin>());
        p.addPlugin(std::make_shared<MpiPlugin>());
        p.addPlugin(std::make_shared<JaxPlugin>());
        p.addPlugin(std::make_shared<XGBoostPlugin>());
        p.addPlugin(std::make_shared<PlainMLPlugin>()); // the fallback: keep it last
        p.addPlugin(std::make_shared<CoschedulingPlugin>());
        p.addPlugin(std::make_shared<InitializerPlugin>()); // initializers before nodes
        p.addPlugin(std::make_shared<LocalComponentBuilder>());
        p.addPlugin(std::make_shared<ContainerComponentBuilder>());
        p.addPlugin(std::make_shared<KubernetesComponentBuilder>());
        p.addPlugin(std::make_shared<StatusPlugin>());
        return p;
    }();
    return pipeline;
}

void Pipeline::addPlugin(std::shared_ptr<Plugin> plugin)
{
    m_plugins.push_back(std::move(plugin));
}

QStringList Pipeline::pluginNames() const
{
    QStringList names;
    for (const auto &p : m_plugins)
        names << p->name();
    return names;
}

RuntimeInfo Pipeline::initRuntimeInfo(const TrainJob &job,
                                      const Runtime *runtime,
                                      const PlanContext &context) const
{
    RuntimeInfo info;
    info.runtime = runtime;
    info.context = context;
    info.jobName = job.name;
    info.numNodes = trainerNumNodes(job.trainer).value_or(runtime ? runtime->numNodes : 1);
    info.masterPort = context.masterPort;
    switch (context.backend) {
    case BackendKind::Local:
        info.masterAddress = QStringLiteral("127.0.0.1");
        break;
    case BackendKind::Docker:
    case BackendKind::Podman:
        info.masterAddress = job.name + QStringLiteral("-node-0");
        break;
    case BackendKind::Kubernetes:
        info.masterAddress = QStringLiteral("%1-node-0-0.%1").arg(job.name);
        info.masterPort = 29500;
        break;
    }
    if (runtime) {
        info.nodeImage = runtime->image;
        info.nodeCommand = runtime->command;
        if (const ReplicatedJob *node = runtime->trainerJob()) {
            info.nodeArgs = node->args;
            info.nodeResources = node->resources;
            for (auto it = node->resources.cbegin(); it != node->resources.cend(); ++it) {
                if (it.key() == QLatin1String("nvidia.com/gpu")) {
                    info.nodeResources.remove(it.key());
                    info.nodeResources.insert(QStringLiteral("gpu"), it.value());
                }
            }
        }
    }
    if (const QString image = trainerImage(job.trainer); !image.isEmpty())
        info.nodeImage = image;
    const ResourceMap &res = trainerResources(job.trainer);
    if (!res.isEmpty())
        info.nodeResources = res;
    if (trainerKind(job.trainer) == TrainerKind::BuiltinTrainer)
        info.nodeArgs += torchTuneArgs(std::get<BuiltinTrainer>(job.trainer).config,
                                       storageUri(job.dataset.config));
    return info;
}

QList<Error> Pipeline::validate(const TrainJob &job,
                                const Runtime *runtime,
                                const PlanContext &context,
                                const QStringList &knownRuntimes) const
{
    QList<Error> out;
    if (!runtime) {
        Error e = Error::make(
            Error::Kind::NotFound,
            knownRuntimes.isEmpty()
                ? tr("runtime '%1' was not found").arg(job.runtimeRef.name)
                : tr("runtime '%1' was not found; available: %2")
                      .arg(job.runtimeRef.name, knownRuntimes.join(QStringLiteral(", "))));
        e.at(job.sourceFile);
        e.inField(QStringLiteral("spec.runtimeRef.name"));
        out << e;
    }
    const RuntimeInfo info = initRuntimeInfo(job, runtime, context);
    for (const auto &p : m_plugins) {
        if (auto *v = dynamic_cast<CustomValidationPlugin *>(p.get()))
            v->validate(info, job, out);
    }
    return out;
}

Result<JobPlan> Pipeline::plan(const TrainJob &job,
                               const Runtime &runtime,
                               const PlanContext &context,
                               QList<Error> *problems) const
{
    QList<Error> errors = validate(job, &runtime, context);
    if (!errors.isEmpty()) {
        if (problems)
            *problems = errors;
        return errors.first();
    }
    RuntimeInfo info = initRuntimeInfo(job, &runtime, context);
    // Build phase, in the framework's order: ML policy, pod-group policy, component builders.
    for (const auto &p : m_plugins) {
        if (auto *ml = dynamic_cast<EnforceMLPolicyPlugin *>(p.get())) {
            if (ml->enforceMLPolicy(info, job))
                break;
        }
    }
    for (const auto &p : m_plugins) {
        if (auto *pg = dynamic_cast<EnforcePodGroupPolicyPlugin *>(p.get()))
            pg->enforcePodGroupPolicy(info, job);
    }
    JobPlan plan;
    plan.jobName = job.name;
    plan.namespaceName = job.namespaceName;
    plan.runtimeName = runtime.name;
    plan.framework = runtime.framework;
    plan.backend = context.backend;
    plan.policy = runtime.mlPolicy.kind;
    plan.trainerKind = trainerKind(job.trainer);
    plan.numNodes = info.numNodes;
    plan.numProcPerNode = info.numProcPerNode;
    plan.masterAddress = info.masterAddress;
    plan.masterPort = info.masterPort;
    plan.workdir = context.backend == BackendKind::Kubernetes ? QString() : context.workdir;
    plan.gangStart = info.gangStart;
    plan.warnings = info.warnings;
    plan.secretEnv = job.secretEnv;
    if (runtime.deprecated)
        plan.warnings << tr("runtime '%1' is deprecated").arg(runtime.name);
    for (const auto &p : m_plugins) {
        auto *b = dynamic_cast<ComponentBuilderPlugin *>(p.get());
        if (!b || !b->appliesTo(context.backend))
            continue;
        if (auto r = b->build(info, job, plan); !r) {
            Error e = r.error();
            if (e.file.isEmpty())
                e.at(job.sourceFile);
            if (problems)
                *problems = {e};
            return e;
        }
    }
    return plan;
}

JobStatusReport
Pipeline::status(const QList<StepObservation> &steps, bool suspended, bool cancelled) const
{
    for (const auto &p : m_plugins) {
        if (auto *s = dynamic_cast<TrainJobStatusPlugin *>(p.get()))
            return s->status(steps, suspended, cancelled);
    }
    return {};
}

} // namespace TrainDeck
