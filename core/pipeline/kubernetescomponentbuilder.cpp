// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/kubernetescomponentbuilder.h"

#include "core/codec/trainjobcodec.h"
#include "core/domain/labels.h"
#include "core/pipeline/trainerscript.h"

namespace TrainDeck {

namespace {

/// The command a cluster node runs for a script trainer: the script and the wrapper written
/// from quoted heredocs (no expansion inside), then the same launcher as locally.
QStringList customTrainerCommand(const CustomTrainer &t, const PlanContext &ctx)
{
    const QString scriptName = TrainerScript::scriptFileName(t);
    TrainerScript::Paths paths;
    paths.workspace = QStringLiteral("/workspace");
    paths.scriptFile = QStringLiteral("/tmp/traindeck/") + scriptName;
    paths.wrapperFile = QStringLiteral("/tmp/traindeck/traindeck_wrapper.py");
    auto heredoc = [](const QString &path, const QByteArray &content) {
        // A delimiter that cannot occur in the content.
        QString tag = QStringLiteral("TRAINDECK_EOF");
        while (content.contains(tag.toUtf8()))
            tag += QLatin1Char('_');
        return QStringLiteral("cat > %1 <<'%2'\n%3%4\n%2\n")
            .arg(TrainerScript::shellQuote(path),
                 tag,
                 QString::fromUtf8(content),
                 content.endsWith('\n') ? QString() : QStringLiteral("\n"));
    };
    QString script = QStringLiteral("mkdir -p /tmp/traindeck\n");
    script += heredoc(paths.scriptFile, TrainerScript::scriptBytes(t));
    script += heredoc(paths.wrapperFile, TrainerScript::wrapperPy());
    script += QString::fromUtf8(TrainerScript::launchScript(t, ctx, paths, false));
    return {QStringLiteral("bash"), QStringLiteral("-c"), script};
}

std::string s(const QString &q)
{
    return q.toStdString();
}

} // namespace

bool KubernetesComponentBuilder::appliesTo(BackendKind backend) const
{
    return backend == BackendKind::Kubernetes;
}

Result<void>
KubernetesComponentBuilder::build(const RuntimeInfo &info, const TrainJob &job, JobPlan &plan) const
{
    plan.namespaceName
        = job.namespaceName.isEmpty() ? info.context.kubernetesNamespace : job.namespaceName;
    TrainJob submitted = job;
    submitted.namespaceName = plan.namespaceName;
    nlohmann::ordered_json obj = TrainJobCodec::encode(submitted);
    // The controller knows nothing of TrainDeck's script annotations: a script trainer is
    // submitted as the command the SDK would generate, and the annotations that carried the
    // code are dropped (the code is in the command).
    const TrainerKind kind = trainerKind(job.trainer);
    QStringList nodeCommand = info.nodeCommand;
    if (kind == TrainerKind::CustomTrainer) {
        const auto &t = std::get<CustomTrainer>(job.trainer);
        nodeCommand = customTrainerCommand(t, info.context);
        auto cmd = nlohmann::ordered_json::array();
        for (const QString &c : nodeCommand)
            cmd.push_back(s(c));
        obj["spec"]["trainer"]["command"] = cmd;
        auto &env = obj["spec"]["trainer"]["env"];
        if (!env.is_array())
            env = nlohmann::ordered_json::array();
        if (!t.functionName.isEmpty()) {
            env.push_back({{"name", "TRAINDECK_FUNCTION"}, {"value", s(t.functionName)}});
            env.push_back({{"name", "TRAINDECK_FUNC_ARGS"}, {"value", t.funcArgs.dump()}});
        }
        auto &ann = obj["metadata"]["annotations"];
        ann.erase("traindeck.io/script-inline");
        ann.erase("traindeck.io/func-args");
        if (ann.empty())
            obj["metadata"].erase("annotations");
    } else if (kind == TrainerKind::CustomTrainerContainer) {
        const auto &t = std::get<CustomTrainerContainer>(job.trainer);
        if (!t.command.isEmpty())
            nodeCommand = t.command;
    }
    // Hostfiles and the like: the controller makes its own, the preview shows ours.
    for (const auto &f : info.files)
        plan.files.append({f.first, f.second, false});
    obj["metadata"].erase("creationTimestamp");
    obj.erase("status");
    plan.trainJobObject = obj;

    // Steps mirror the pods the JobSet will make: <job>-<replicatedJob>-0-<index>.
    QStringList initializerNames;
    for (PlanStep &st : plan.steps) {
        if (st.kind == StepKind::Node)
            continue;
        initializerNames << st.name;
        st.objectName = QStringLiteral("%1-%2-0-0").arg(plan.jobName, st.name);
        st.labels = {{QStringLiteral("jobset.sigs.k8s.io/jobset-name"), plan.jobName},
                     {QStringLiteral("jobset.sigs.k8s.io/replicatedjob-name"), st.name}};
        st.mounts = {{QStringLiteral("initializer"), QStringLiteral("/workspace"), false}};
    }
    for (int r = 0; r < info.numNodes; ++r) {
        PlanStep st;
        st.kind = StepKind::Node;
        st.rank = r;
        st.name = nodeStepName(r);
        st.objectName = QStringLiteral("%1-node-0-%2").arg(plan.jobName).arg(r);
        st.image = info.nodeImage;
        st.command = nodeCommand;
        st.args = kind == TrainerKind::CustomTrainerContainer
                      ? std::get<CustomTrainerContainer>(job.trainer).args
                      : info.nodeArgs;
        st.env = info.nodeEnv;
        for (const EnvVar &e : info.rankEnv.value(r))
            setEnv(st.env, e.name, e.value);
        for (const EnvVar &e : trainerEnv(job.trainer))
            st.env.append(e);
        st.labels
            = {{QStringLiteral("jobset.sigs.k8s.io/jobset-name"), plan.jobName},
               {QStringLiteral("jobset.sigs.k8s.io/replicatedjob-name"), QStringLiteral("node")},
               {QStringLiteral("batch.kubernetes.io/job-completion-index"), QString::number(r)}};
        st.dependsOn = initializerNames;
        st.resources = info.nodeResources;
        st.ports = info.nodePorts;
        plan.steps.append(st);
    }
    return {};
}

} // namespace TrainDeck
