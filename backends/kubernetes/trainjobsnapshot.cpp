// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/trainjobsnapshot.h"

#include "backends/kubernetes/kubejson.h"
#include "core/pipeline/statusplugin.h"
#include "core/support/jsonutil.h"

#include <algorithm>

namespace TrainDeck::Kubernetes {

namespace {

using json = nlohmann::ordered_json;
using namespace KubeJson;

const char ReplicatedJobLabel[] = "jobset.sigs.k8s.io/replicatedjob-name";
const char CompletionIndex[] = "batch.kubernetes.io/job-completion-index";

QString label(const json &pod, const char *key)
{
    return text(at(pod, {"metadata", "labels", key}));
}

/// The completion index as the Job controller writes it: a label on newer clusters, an
/// annotation on all of them.
int completionIndex(const json &pod)
{
    QString v = label(pod, CompletionIndex);
    if (v.isEmpty())
        v = text(at(pod, {"metadata", "annotations", CompletionIndex}));
    bool ok = false;
    const int i = v.toInt(&ok);
    return ok && i >= 0 ? i : 0;
}

const json *containerStatus(const json &pod, const QString &container)
{
    const json &list = at(pod, {"status", "containerStatuses"});
    if (!list.is_array())
        return nullptr;
    for (const json &c : list)
        if (text(c, {"name"}) == container)
            return &c;
    return list.empty() ? nullptr : &list.front();
}

const json *condition(const json &object, const char *type)
{
    const json &list = at(object, {"status", "conditions"});
    if (!list.is_array())
        return nullptr;
    for (const json &c : list)
        if (text(c, {"type"}) == QLatin1String(type))
            return &c;
    return nullptr;
}

QDateTime created(const json &object)
{
    return timeAt(object, {"metadata", "creationTimestamp"});
}

int stepOrder(const StepSnapshot &s)
{
    switch (s.kind) {
    case StepKind::DatasetInitializer:
        return -2;
    case StepKind::ModelInitializer:
        return -1;
    case StepKind::Node:
        return s.rank >= 0 ? s.rank : 1 << 20;
    }
    return 1 << 20;
}

} // namespace

QString TrainJobSnapshot::stepName(const json &pod)
{
    const QString rj = label(pod, ReplicatedJobLabel);
    if (rj.isEmpty())
        return {};
    if (rj == QLatin1String("dataset-initializer") || rj == QLatin1String("model-initializer"))
        return rj;
    if (rj == QLatin1String("launcher"))
        return nodeStepName(0);
    if (rj == QLatin1String("node")) {
        // MPI runtimes that run the launcher as a node: the launcher is node-0, so the SDK
        // numbers the other nodes from 1.
        const bool launcherIsNode = !label(pod, "trainer.kubeflow.org/launcher-as-node").isEmpty();
        return nodeStepName(completionIndex(pod) + (launcherIsNode ? 1 : 0));
    }
    return QStringLiteral("%1-%2").arg(rj).arg(completionIndex(pod));
}

QString TrainJobSnapshot::containerName(const json &pod)
{
    const QString rj = label(pod, ReplicatedJobLabel);
    if (rj == QLatin1String("dataset-initializer") || rj == QLatin1String("model-initializer"))
        return rj;
    const json &containers = at(pod, {"spec", "containers"});
    if (containers.is_array()) {
        for (const json &c : containers)
            if (text(c, {"name"}) == QLatin1String("node"))
                return QStringLiteral("node");
        if (!containers.empty())
            return text(containers.front(), {"name"});
    }
    return QStringLiteral("node");
}

StepSnapshot TrainJobSnapshot::step(const json &pod)
{
    StepSnapshot s;
    s.name = stepName(pod);
    const QString rj = label(pod, ReplicatedJobLabel);
    s.kind = rj == QLatin1String("dataset-initializer") ? StepKind::DatasetInitializer
             : rj == QLatin1String("model-initializer") ? StepKind::ModelInitializer
                                                        : StepKind::Node;
    if (s.kind == StepKind::Node && s.name.startsWith(QLatin1String("node-")))
        s.rank = s.name.mid(5).toInt();
    s.objectName = text(pod, {"metadata", "name"});
    s.objectId = text(pod, {"metadata", "uid"});

    const QString container = containerName(pod);
    const json *cs = containerStatus(pod, container);
    const json &containers = at(pod, {"spec", "containers"});
    if (containers.is_array())
        for (const json &c : containers)
            if (text(c, {"name"}) == container)
                s.image = text(c, {"image"});

    const QString phase = text(pod, {"status", "phase"});
    static const json none;
    const json &running = cs ? at(*cs, {"state", "running"}) : none;
    const json &terminated = cs ? at(*cs, {"state", "terminated"}) : none;
    const json &waiting = cs ? at(*cs, {"state", "waiting"}) : none;

    s.startedAt
        = running.is_object() ? timeAt(running, {"startedAt"}) : timeAt(terminated, {"startedAt"});
    if (!s.startedAt.isValid() && phase != QLatin1String("Pending"))
        s.startedAt = timeAt(pod, {"status", "startTime"});
    if (terminated.is_object()) {
        s.finishedAt = timeAt(terminated, {"finishedAt"});
        if (at(terminated, {"exitCode"}).is_number_integer())
            s.exitCode = at(terminated, {"exitCode"}).get<int>();
    }

    if (phase == QLatin1String("Succeeded")) {
        s.state = StepState::Succeeded;
        if (!s.exitCode)
            s.exitCode = 0;
    } else if (phase == QLatin1String("Failed")) {
        s.state = StepState::Failed;
        const QString reason = text(pod, {"status", "reason"});
        const QString message = text(pod, {"status", "message"});
        if (s.exitCode)
            s.message = tr("exited with code %1").arg(*s.exitCode);
        const QString why = text(terminated, {"reason"});
        if (!why.isEmpty() && why != QLatin1String("Error"))
            s.message += (s.message.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(why));
        if (!reason.isEmpty() || !message.isEmpty())
            s.message = (s.message.isEmpty() ? QString() : s.message + QStringLiteral("; "))
                        + (message.isEmpty() ? reason : reason + QStringLiteral(": ") + message);
        if (s.message.isEmpty())
            s.message = tr("the pod failed");
    } else if (phase == QLatin1String("Running")) {
        s.state = StepState::Running;
        if (waiting.is_object())
            s.message = text(waiting, {"reason"});
    } else if (phase == QLatin1String("Pending") || phase.isEmpty()) {
        s.state = StepState::Pending;
        const json *scheduled = condition(pod, "PodScheduled");
        if (scheduled && text(*scheduled, {"status"}) == QLatin1String("False")) {
            const QString reason = text(*scheduled, {"reason"});
            const QString message = text(*scheduled, {"message"});
            s.message = message.isEmpty() ? reason : reason + QStringLiteral(": ") + message;
        } else if (waiting.is_object()) {
            const QString reason = text(waiting, {"reason"});
            const QString message = text(waiting, {"message"});
            s.message = message.isEmpty() ? reason : reason + QStringLiteral(": ") + message;
        } else {
            s.message = tr("waiting to be scheduled");
        }
    } else {
        s.state = StepState::Unknown;
        s.message = tr("the pod's phase is %1").arg(phase);
    }
    if (cs && at(*cs, {"restartCount"}).is_number_integer()) {
        const int restarts = at(*cs, {"restartCount"}).get<int>();
        if (restarts > 0) {
            const QString note = tr("restarted %n time(s)", nullptr, restarts);
            s.message = s.message.isEmpty() ? note : s.message + QStringLiteral("; ") + note;
        }
    }
    if (!at(pod, {"metadata", "deletionTimestamp"}).is_null() && !s.message.contains(u"terminat"))
        s.message = s.message.isEmpty() ? tr("terminating")
                                        : s.message + QStringLiteral("; ") + tr("terminating");
    return s;
}

QHash<QString, json> TrainJobSnapshot::currentPods(const QList<json> &pods)
{
    QHash<QString, json> out;
    for (const json &pod : pods) {
        const QString name = stepName(pod);
        if (name.isEmpty())
            continue;
        auto it = out.find(name);
        if (it == out.end()) {
            out.insert(name, pod);
            continue;
        }
        // The Job controller made the pod again (deleted, evicted): the newest is the step's.
        // A pod on its way out loses to one that is not.
        const bool oldGoing = !at(*it, {"metadata", "deletionTimestamp"}).is_null();
        const bool newGoing = !at(pod, {"metadata", "deletionTimestamp"}).is_null();
        const QDateTime a = created(*it), b = created(pod);
        if ((oldGoing && !newGoing)
            || (oldGoing == newGoing
                && (b > a
                    || (b == a
                        && text(pod, {"metadata", "name"}) > text(*it, {"metadata", "name"})))))
            *it = pod;
    }
    return out;
}

bool TrainJobSnapshot::concerns(const json &event,
                                const QString &job,
                                const QSet<QString> &podNames)
{
    const QString kind = text(event, {"involvedObject", "kind"});
    const QString name = text(event, {"involvedObject", "name"});
    if (kind == QLatin1String("TrainJob") || kind == QLatin1String("JobSet"))
        return name == job;
    if (kind == QLatin1String("Job"))
        return name.startsWith(job + QLatin1Char('-'));
    if (kind == QLatin1String("Pod"))
        return podNames.contains(name);
    return false;
}

JobEvent TrainJobSnapshot::event(const json &e)
{
    JobEvent out;
    out.time = timeAt(e, {"firstTimestamp"});
    if (!out.time.isValid())
        out.time = timeAt(e, {"eventTime"});
    if (!out.time.isValid())
        out.time = timeAt(e, {"lastTimestamp"});
    if (!out.time.isValid())
        out.time = created(e);
    out.object = QStringLiteral("%1/%2").arg(text(e, {"involvedObject", "kind"}),
                                             text(e, {"involvedObject", "name"}));
    out.reason = text(e, {"reason"});
    out.message = text(e, {"message"});
    const json &count = at(e, {"count"});
    if (count.is_number_integer() && count.get<int>() > 1)
        out.message += QStringLiteral(" (×%1)").arg(count.get<int>());
    out.warning = text(e, {"type"}) == QLatin1String("Warning");
    return out;
}

JobSnapshot TrainJobSnapshot::build(const Input &in)
{
    const json &tj = in.trainJob;
    JobSnapshot snap;
    snap.backend = BackendKind::Kubernetes;
    snap.kind = QStringLiteral("TrainJob");
    snap.name = text(tj, {"metadata", "name"});
    snap.nameSpace = text(tj, {"metadata", "namespace"});
    snap.connection = in.connection;
    snap.logDir = in.logDir;
    snap.runtimeName = text(tj, {"spec", "runtimeRef", "name"});
    snap.framework = in.framework;
    snap.created = created(tj);
    // Set again by the worker for the jobs it keeps (submitted from here).
    snap.setOrigin(JobSnapshot::Origin::Unknown);
    const json &nodes = at(tj, {"spec", "trainer", "numNodes"});
    snap.numNodes = nodes.is_number_integer() ? nodes.get<int>() : in.runtimeNumNodes;

    // Steps: the current pod of each, then a placeholder for each step with no pod yet, so
    // the views show the whole job from the start (and while it is suspended).
    const QHash<QString, json> pods = currentPods(in.pods);
    QSet<QString> podNames;
    for (const json &pod : in.pods)
        podNames.insert(text(pod, {"metadata", "name"}));
    for (auto it = pods.cbegin(); it != pods.cend(); ++it)
        snap.steps.append(step(*it));
    QList<StepObservation> observed;
    for (const StepSnapshot &s : std::as_const(snap.steps))
        observed.append({s.name, s.kind, s.state, s.exitCode, s.message, s.finishedAt});

    const bool suspended
        = at(tj, {"spec", "suspend"}).is_boolean() && at(tj, {"spec", "suspend"}).get<bool>();
    auto placeholder = [&](const QString &name, StepKind kind, int rank) {
        if (pods.contains(name))
            return;
        StepSnapshot s;
        s.name = name;
        s.kind = kind;
        s.rank = rank;
        s.state = StepState::Pending;
        s.message = suspended ? tr("suspended: no pod") : tr("no pod yet");
        snap.steps.append(s);
    };
    if (at(tj, {"spec", "initializer", "dataset"}).is_object())
        placeholder(QStringLiteral("dataset-initializer"), StepKind::DatasetInitializer, -1);
    if (at(tj, {"spec", "initializer", "model"}).is_object())
        placeholder(QStringLiteral("model-initializer"), StepKind::ModelInitializer, -1);
    for (int r = 0; r < snap.numNodes; ++r)
        placeholder(nodeStepName(r), StepKind::Node, r);
    std::sort(
        snap.steps.begin(), snap.steps.end(), [](const StepSnapshot &a, const StepSnapshot &b) {
            const int x = stepOrder(a), y = stepOrder(b);
            return x != y ? x < y : a.name < b.name;
        });

    // Status: the controller's conditions, then the pods.
    TrainJobStatusData data;
    const json &conds = at(tj, {"status", "conditions"});
    QDateTime finishedAt;
    if (conds.is_array()) {
        for (const json &c : conds) {
            JobCondition jc;
            jc.type = text(c, {"type"});
            jc.status = text(c, {"status"});
            jc.reason = text(c, {"reason"});
            jc.message = text(c, {"message"});
            jc.lastTransitionTime = timeAt(c, {"lastTransitionTime"});
            if (jc.status == QLatin1String("True")
                && (jc.type == QLatin1String("Complete") || jc.type == QLatin1String("Failed")))
                finishedAt = jc.lastTransitionTime;
            data.conditions.append(jc);
        }
    }
    const JobStatusReport report = StatusPlugin().status(data, observed, snap.numNodes);
    snap.status = report.status;
    snap.statusReason = report.reason;
    snap.statusMessage = report.message;
    if (snap.status == JobStatus::Failed) {
        // Name the step that failed first and how, beside the controller's words.
        const StepSnapshot *first = nullptr;
        for (const StepSnapshot &s : std::as_const(snap.steps))
            if (s.state == StepState::Failed
                && (!first || (s.finishedAt.isValid() && s.finishedAt < first->finishedAt)))
                first = &s;
        if (first) {
            const QString detail = first->exitCode ? tr("step %1 failed with exit code %2")
                                                         .arg(first->name)
                                                         .arg(*first->exitCode)
                                                   : tr("step %1 failed").arg(first->name);
            snap.statusMessage = snap.statusMessage.isEmpty()
                                     ? detail
                                     : snap.statusMessage + QStringLiteral("; ") + detail;
        }
    }

    // Progress the training code reported (status.trainerStatus).
    const json &ts = at(tj, {"status", "trainerStatus"});
    if (ts.is_object()) {
        if (at(ts, {"progressPercentage"}).is_number_integer())
            snap.progressPercent = std::clamp(at(ts, {"progressPercentage"}).get<int>(), 0, 100);
        if (at(ts, {"estimatedRemainingSeconds"}).is_number_integer())
            snap.remainingSeconds = std::max(0, at(ts, {"estimatedRemainingSeconds"}).get<int>());
        const json &metrics = at(ts, {"metrics"});
        if (metrics.is_array())
            for (const json &m : metrics)
                if (!text(m, {"name"}).isEmpty())
                    snap.metrics.append({text(m, {"name"}), text(m, {"value"})});
        snap.progressUpdated = timeAt(ts, {"lastUpdatedTime"});
    }

    for (const json &e : in.events)
        if (concerns(e, snap.name, podNames))
            snap.events.append(event(e));
    std::stable_sort(snap.events.begin(),
                     snap.events.end(),
                     [](const JobEvent &a, const JobEvent &b) { return a.time < b.time; });

    if (snap.isFinished() && finishedAt.isValid())
        snap.finished = finishedAt;
    snap.spanFromSteps();
    return snap;
}

} // namespace TrainDeck::Kubernetes
