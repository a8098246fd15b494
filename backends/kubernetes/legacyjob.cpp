// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/legacyjob.h"

#include "backends/kubernetes/kubejson.h"
#include "backends/kubernetes/legacyjobkind.h"

#include <QMap>

#include <algorithm>

namespace TrainDeck::Kubernetes {

namespace {

using namespace KubeJson;

QString labelOf(const Json &object, const QString &key)
{
    const Json &labels = objectAt(objectAt(object, "metadata"), "labels");
    return text(labels, key.toUtf8().constData());
}

/// "reason: message", or whichever of the two there is.
QString reasonAndMessage(const Json &o)
{
    const QString reason = text(o, "reason");
    const QString message = text(o, "message");
    if (reason.isEmpty() || message.isEmpty())
        return reason.isEmpty() ? message : reason;
    return reason + QStringLiteral(": ") + message;
}

int replicasOf(const Json &spec)
{
    const Json *r = child(spec, "replicas");
    // The operator defaults a replica spec without replicas to one pod.
    return r && r->is_number_integer() ? r->get<int>() : 1;
}

/// The pod was made for another job of the same name (another kind, or a job deleted and
/// created again) when its controller owner is known and is not `uid`.
bool ownedByAnother(const Json &pod, const QString &uid)
{
    if (uid.isEmpty())
        return false;
    const Json *owners = child(objectAt(pod, "metadata"), "ownerReferences");
    if (!owners || !owners->is_array())
        return false;
    for (const Json &o : *owners) {
        const Json *controller = child(o, "controller");
        if (controller && controller->is_boolean() && controller->get<bool>())
            return text(o, "uid") != uid;
    }
    return false;
}

const Json *mainContainerStatus(const Json &pod, const QString &containerName)
{
    const Json *statuses = child(objectAt(pod, "status"), "containerStatuses");
    if (!statuses || !statuses->is_array() || statuses->empty())
        return nullptr;
    for (const Json &s : *statuses) {
        if (text(s, "name") == containerName)
            return &s;
    }
    return &statuses->front();
}

QString mainContainerImage(const Json &pod, const QString &containerName)
{
    const Json *containers = child(objectAt(pod, "spec"), "containers");
    if (!containers || !containers->is_array() || containers->empty())
        return {};
    for (const Json &c : *containers) {
        if (text(c, "name") == containerName)
            return text(c, "image");
    }
    return text(containers->front(), "image");
}

StepSnapshot stepOf(const Json &pod, const QString &name, const QString &containerName)
{
    StepSnapshot step;
    step.name = name;
    step.kind = StepKind::Node;
    const Json &meta = objectAt(pod, "metadata");
    const Json &status = objectAt(pod, "status");
    step.objectName = text(meta, "name");
    step.objectId = text(meta, "uid");
    step.image = mainContainerImage(pod, containerName);

    const QString phase = text(status, "phase");
    if (phase == QLatin1String("Pending"))
        step.state = StepState::Created;
    else if (phase == QLatin1String("Running"))
        step.state = StepState::Running;
    else if (phase == QLatin1String("Succeeded"))
        step.state = StepState::Succeeded;
    else if (phase == QLatin1String("Failed"))
        step.state = StepState::Failed;
    else
        step.state = StepState::Unknown;

    if (const Json *cs = mainContainerStatus(pod, containerName)) {
        const Json &state = objectAt(*cs, "state");
        if (const Json &t = objectAt(state, "terminated"); !t.empty()) {
            if (const Json *code = child(t, "exitCode"); code && code->is_number_integer())
                step.exitCode = code->get<int>();
            step.startedAt = timeAt(t, "startedAt");
            step.finishedAt = timeAt(t, "finishedAt");
            if (step.state == StepState::Failed || (step.exitCode && *step.exitCode != 0))
                step.message = reasonAndMessage(t);
        } else if (const Json &r = objectAt(state, "running"); !r.empty()) {
            step.startedAt = timeAt(r, "startedAt");
        } else if (const Json &w = objectAt(state, "waiting"); !w.empty()) {
            // ContainerCreating says nothing a person needs; ImagePullBackOff does.
            if (text(w, "reason") != QLatin1String("ContainerCreating"))
                step.message = reasonAndMessage(w);
        }
    }
    if (step.message.isEmpty() && step.state == StepState::Failed)
        step.message = reasonAndMessage(status); // Evicted, DeadlineExceeded
    if (step.message.isEmpty() && step.state == StepState::Created) {
        const Json *conditions = child(status, "conditions");
        if (conditions && conditions->is_array()) {
            for (const Json &c : *conditions) {
                if (text(c, "type") == QLatin1String("PodScheduled")
                    && text(c, "status") == QLatin1String("False"))
                    step.message = reasonAndMessage(c);
            }
        }
    }
    return step;
}

} // namespace

QString LegacyJob::podSelector(const QString &job)
{
    return JobNameLabel + QLatin1Char('=') + job;
}

JobSnapshot LegacyJob::snapshot(const nlohmann::ordered_json &object,
                                const QList<nlohmann::ordered_json> &pods,
                                const QList<JobEvent> &events,
                                const QString &connection)
{
    JobSnapshot s;
    const Json &meta = objectAt(object, "metadata");
    const Json &spec = objectAt(object, "spec");
    const Json &status = objectAt(object, "status");
    s.name = text(meta, "name");
    s.backend = BackendKind::Kubernetes;
    s.connection = connection;
    s.nameSpace = text(meta, "namespace");
    s.kind = text(object, "kind");
    s.setOrigin(JobSnapshot::Origin::Unknown);
    s.events = events;
    s.created = timeAt(meta, "creationTimestamp");
    s.started = timeAt(status, "startTime");
    s.finished = timeAt(status, "completionTime");

    const LegacyJobKind *kind = LegacyJobKind::find(s.kind);
    QString containerName;
    QMap<QString, int> rankOffset; // node replica type -> rank of its index 0
    QStringList order;             // replica types in listing order, lower case
    if (kind) {
        s.framework = kind->framework;
        containerName = kind->containerName;
        // An MPIJob may name its training container.
        if (const QString main = text(spec, "mainContainer"); !main.isEmpty())
            containerName = main;
        const Json &replicaSpecs = objectAt(spec, kind->replicaSpecsField.toUtf8().constData());
        int offset = 0;
        for (const QString &type : kind->replicaTypes) {
            order.append(type.toLower());
            const Json *rs = child(replicaSpecs, type.toUtf8().constData());
            if (!rs || !rs->is_object())
                continue;
            const int replicas = replicasOf(*rs);
            s.numNodes += replicas;
            if (kind->nodeReplicaTypes.contains(type)) {
                rankOffset.insert(type.toLower(), offset);
                offset += replicas;
            }
        }
    }

    // Status: the latest true condition of those the operator sets, in the order it
    // appends them.
    s.status = JobStatus::Created;
    const Json *conditions = child(status, "conditions");
    if (conditions && conditions->is_array()) {
        static const QMap<QString, JobStatus> statusOf{
            {QStringLiteral("Created"), JobStatus::Created},
            {QStringLiteral("Running"), JobStatus::Running},
            {QStringLiteral("Restarting"), JobStatus::Running},
            {QStringLiteral("Succeeded"), JobStatus::Complete},
            {QStringLiteral("Failed"), JobStatus::Failed},
            {QStringLiteral("Suspended"), JobStatus::Suspended},
        };
        const Json *last = nullptr;
        for (const Json &c : *conditions) {
            if (statusOf.contains(text(c, "type")) && text(c, "status") == QLatin1String("True"))
                last = &c;
        }
        if (last) {
            s.status = statusOf.value(text(*last, "type"));
            s.statusReason = text(*last, "reason");
            s.statusMessage = text(*last, "message");
            if (s.isFinished() && !s.finished.isValid())
                s.finished = timeAt(*last, "lastTransitionTime");
        }
    }

    // One step per replica; the operator re-creates a failed pod under the same labels.
    struct Found
    {
        QDateTime created;
        QString type;
        int index = 0;
        StepSnapshot step;
    };
    QMap<QString, Found> byStep;
    const QString uid = text(meta, "uid");
    for (const Json &pod : pods) {
        if (labelOf(pod, JobNameLabel) != s.name || ownedByAnother(pod, uid))
            continue;
        const QString type = labelOf(pod, ReplicaTypeLabel).toLower();
        bool ok = false;
        const int index = labelOf(pod, ReplicaIndexLabel).toInt(&ok);
        if (type.isEmpty() || !ok || index < 0)
            continue;
        const QString name = type + QLatin1Char('-') + QString::number(index);
        const QDateTime created = timeAt(objectAt(pod, "metadata"), "creationTimestamp");
        const auto it = byStep.constFind(name);
        if (it != byStep.cend() && it->created.isValid() && created.isValid()
            && created < it->created)
            continue;
        StepSnapshot step = stepOf(pod, name, containerName);
        step.rank = rankOffset.contains(type) ? rankOffset.value(type) + index : -1;
        byStep.insert(name, Found{created, type, index, step});
    }
    QList<Found> found = byStep.values();
    std::sort(found.begin(), found.end(), [&order](const Found &a, const Found &b) {
        const auto ia = order.indexOf(a.type), ib = order.indexOf(b.type);
        // Replica types the kind does not know go last, by name.
        const auto ka = ia < 0 ? order.size() : ia, kb = ib < 0 ? order.size() : ib;
        if (ka != kb)
            return ka < kb;
        if (a.type != b.type)
            return a.type < b.type;
        return a.index < b.index;
    });
    for (const Found &f : found)
        s.steps.append(f.step);
    return s;
}

} // namespace TrainDeck::Kubernetes
