// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/legacyjobconverter.h"

#include "backends/kubernetes/kubejson.h"
#include "backends/kubernetes/legacyjobkind.h"

#include <QRegularExpression>
#include <QSet>

#include <functional>

namespace TrainDeck::Kubernetes {

namespace {

using namespace KubeJson;

QString scalar(const Json &v)
{
    return v.is_string() ? QString::fromStdString(v.get<std::string>())
                         : QString::fromStdString(v.dump());
}

QStringList stringList(const Json &o, const char *key)
{
    QStringList out;
    for (const Json &v : arrayAt(o, key))
        out.append(scalar(v));
    return out;
}

QString joined(const QStringList &items)
{
    return items.join(QStringLiteral(", "));
}

QStringList keysOf(const Json &o)
{
    QStringList keys;
    if (o.is_object()) {
        for (auto it = o.begin(); it != o.end(); ++it)
            keys.append(QString::fromStdString(it.key()));
    }
    return keys;
}

/// Keys of the cluster and of the operators (kubernetes.io, k8s.io, *.kubeflow.org,
/// traindeck.io), which describe the old object rather than what the user asked for.
bool isSystemKey(const QString &key)
{
    const qsizetype slash = key.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return false;
    const QString domain = key.left(slash);
    for (const char *d : {"kubernetes.io", "k8s.io", "kubeflow.org", "traindeck.io"}) {
        const QString s = QString::fromLatin1(d);
        if (domain == s || domain.endsWith(QLatin1Char('.') + s))
            return true;
    }
    return false;
}

QMap<QString, QString> userMap(const Json &o)
{
    QMap<QString, QString> out;
    if (!o.is_object())
        return out;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = QString::fromStdString(it.key());
        if (!isSystemKey(key))
            out.insert(key, scalar(*it));
    }
    return out;
}

/// The SDK's short resource names, as the TrainJob codec reads them.
QString shortResourceName(const QString &key)
{
    if (key == QLatin1String("nvidia.com/gpu"))
        return QStringLiteral("gpu");
    if (key == QLatin1String("ephemeral-storage"))
        return QStringLiteral("storage");
    if (key.startsWith(QLatin1String("nvidia.com/mig-")))
        return key.mid(11);
    return key;
}

ResourceMap quantities(const Json &o)
{
    ResourceMap out;
    if (o.is_object()) {
        for (auto it = o.begin(); it != o.end(); ++it)
            out.insert(shortResourceName(QString::fromStdString(it.key())), scalar(*it));
    }
    return out;
}

/// Limits, and requests for what has no limit: a TrainJob asks for one quantity per
/// resource, as both.
ResourceMap resourcesOf(const Json &container)
{
    const Json &res = objectAt(container, "resources");
    ResourceMap out = quantities(objectAt(res, "limits"));
    const ResourceMap requests = quantities(objectAt(res, "requests"));
    for (auto it = requests.cbegin(); it != requests.cend(); ++it) {
        if (!out.contains(it.key()))
            out.insert(it.key(), it.value());
    }
    return out;
}

EnvList envOf(const Json &container)
{
    EnvList env;
    for (const Json &e : arrayAt(container, "env")) {
        EnvVar v;
        v.name = text(e, "name");
        if (const Json *from = child(e, "valueFrom"); from && from->is_object())
            v.valueFrom = *from;
        else
            v.value = text(e, "value");
        env.append(v);
    }
    return env;
}

int replicasOf(const Json &replicaSpec)
{
    const Json *r = child(replicaSpec, "replicas");
    // The operator defaults a replica spec without replicas to one pod.
    return r && r->is_number_integer() ? std::max(0, r->get<int>()) : 1;
}

const Json &containersOf(const Json &replicaSpec)
{
    return arrayAt(objectAt(objectAt(replicaSpec, "template"), "spec"), "containers");
}

/// The container the operator trains in: the one of the kind's name, else the only one,
/// else the first.
const Json *mainContainer(const Json &replicaSpec, const QString &name)
{
    const Json &containers = containersOf(replicaSpec);
    if (containers.empty())
        return nullptr;
    for (const Json &c : containers) {
        if (text(c, "name") == name)
            return &c;
    }
    return &containers.front();
}

/// An RFC 1035 label made of a DNS subdomain (v1 names may hold dots or start with a digit).
QString validName(const QString &name)
{
    QString n = name.toLower();
    n.replace(QRegularExpression(QStringLiteral("[^a-z0-9-]")), QStringLiteral("-"));
    while (!n.isEmpty() && !n.front().isLetter())
        n.remove(0, 1);
    n = n.left(63);
    while (n.endsWith(QLatin1Char('-')))
        n.chop(1);
    return n.isEmpty() ? generateJobName() : n;
}

const Runtime *findRuntime(const QList<Runtime> &runtimes,
                           const QString &nameSpace,
                           const QStringList &preferred,
                           const std::function<bool(const Runtime &)> &fits)
{
    const auto usable = [&nameSpace](const Runtime &r) {
        return r.kind == RuntimeKind::ClusterTrainingRuntime || nameSpace.isEmpty()
               || r.namespaceName == nameSpace;
    };
    for (const QString &name : preferred) {
        for (const Runtime &r : runtimes) {
            if (r.name == name && usable(r))
                return &r;
        }
    }
    const Runtime *deprecated = nullptr;
    for (const Runtime &r : runtimes) {
        if (!usable(r) || !fits(r))
            continue;
        if (!r.deprecated)
            return &r;
        if (!deprecated)
            deprecated = &r;
    }
    return deprecated;
}

Error invalid(const QString &message, const QString &field = {})
{
    Error e = Error::make(Error::Kind::Validation, message);
    if (!field.isEmpty())
        e.inField(field);
    return e;
}

} // namespace

Result<TrainJobConversion> LegacyJobConverter::convert(const nlohmann::ordered_json &object,
                                                       const QList<Runtime> &runtimes)
{
    if (!object.is_object())
        return invalid(tr("A Training Operator job must be an object with apiVersion, kind, "
                          "metadata and spec; this is %1.")
                           .arg(QString::fromLatin1(object.type_name())));
    const QString apiVersion = text(object, "apiVersion");
    const QString kindName = text(object, "kind");
    const LegacyJobKind *kind = LegacyJobKind::find(kindName);
    if (!kind) {
        QStringList known;
        for (const LegacyJobKind &k : LegacyJobKind::all())
            known.append(k.kind);
        return invalid(tr("Kind '%1' is not a Training Operator v1 job; only %2 can be "
                          "converted to a TrainJob.")
                           .arg(kindName, joined(known)),
                       QStringLiteral("kind"));
    }
    if (apiVersion != LegacyJobKind::apiVersion())
        return invalid(tr("%1 has apiVersion '%2'; only %1 of %3 (the Training Operator v1) "
                          "can be converted to a TrainJob.")
                           .arg(kindName, apiVersion, LegacyJobKind::apiVersion()),
                       QStringLiteral("apiVersion"));
    const Json &meta = objectAt(object, "metadata");
    const Json &spec = objectAt(object, "spec");
    const QString jobName = text(meta, "name");
    const QString specsField = QStringLiteral("spec.") + kind->replicaSpecsField;
    const Json &replicaSpecs = objectAt(spec, kind->replicaSpecsField.toUtf8().constData());
    if (replicaSpecs.empty())
        return invalid(tr("%1 %2 has no replica specs: %3 is missing or empty.")
                           .arg(kindName, jobName, specsField),
                       specsField);
    const auto specOf = [&replicaSpecs](const QString &type) -> const Json * {
        const Json *rs = child(replicaSpecs, type.toUtf8().constData());
        return rs && rs->is_object() ? rs : nullptr;
    };
    for (const QString &type : keysOf(replicaSpecs)) {
        if (!kind->replicaTypes.contains(type))
            return invalid(tr("%1 has no replica type '%2'; it knows %3.")
                               .arg(kindName, type, joined(kind->replicaTypes)),
                           specsField + QLatin1Char('.') + type);
    }

    const bool mpi = kind->kind == QLatin1String("MPIJob");
    // The node replicas present, Master or Chief first; the main one gives the container.
    QStringList nodeTypes;
    int numNodes = 0;
    for (const QString &type : kind->nodeReplicaTypes) {
        if (const Json *rs = specOf(type)) {
            nodeTypes.append(type);
            numNodes += replicasOf(*rs);
        }
    }
    QString mainType;
    if (mpi) {
        if (!specOf(QStringLiteral("Launcher")))
            return invalid(tr("MPIJob %1 has no Launcher replica, whose command the TrainJob "
                              "would run: add %2.Launcher.")
                               .arg(jobName, specsField),
                           specsField + QStringLiteral(".Launcher"));
        mainType = QStringLiteral("Launcher");
        // A single-host MPIJob: the launcher is the one node.
        numNodes = std::max(numNodes, 1);
    } else {
        if (nodeTypes.isEmpty())
            return invalid(tr("%1 %2 has no replica that trains (%3): a TrainJob needs at "
                              "least one node.")
                               .arg(kindName, jobName, joined(kind->nodeReplicaTypes)),
                           specsField);
        mainType = nodeTypes.first();
    }
    const Json &mainSpec = *specOf(mainType);
    const QString mainField = specsField + QLatin1Char('.') + mainType;
    QString containerName = kind->containerName;
    if (const QString named = text(spec, "mainContainer"); !named.isEmpty())
        containerName = named;
    const Json *container = mainContainer(mainSpec, containerName);
    if (!container)
        return invalid(tr("%1 %2 has no container to run: %3.template.spec.containers is "
                          "empty.")
                           .arg(kindName, jobName, mainField),
                       mainField + QStringLiteral(".template.spec.containers"));
    const QString mainName = text(*container, "name");
    const QString image = text(*container, "image");
    if (image.isEmpty())
        return invalid(tr("Container %1 of %2 has no image; a TrainJob's trainer needs one.")
                           .arg(mainName, mainType),
                       mainField + QStringLiteral(".template.spec.containers"));

    TrainJobConversion out;
    QStringList &notes = out.notCarried;
    TrainJob &job = out.job;
    job.name = jobName;
    if (!checkRfc1035Name(jobName).isEmpty()) {
        job.name = validName(jobName);
        notes.append(tr("The name %1 is not a valid TrainJob name (%2), so the TrainJob is "
                        "named %3.")
                         .arg(jobName, checkRfc1035Name(jobName), job.name));
    }
    job.namespaceName = text(meta, "namespace");
    job.labels = userMap(objectAt(meta, "labels"));
    job.annotations = userMap(objectAt(meta, "annotations"));

    // The runtime, by framework.
    const Runtime *runtime = nullptr;
    QStringList preferred;
    std::function<bool(const Runtime &)> fits = [kind](const Runtime &r) {
        return r.framework == kind->framework;
    };
    if (kind->framework == QLatin1String("torch"))
        preferred = {QStringLiteral("torch-distributed")};
    else if (kind->framework == QLatin1String("xgboost"))
        preferred = {QStringLiteral("xgboost-distributed")};
    else if (kind->framework == QLatin1String("jax"))
        preferred = {QStringLiteral("jax-distributed")};
    else if (mpi) {
        preferred = {QStringLiteral("deepspeed-distributed"), QStringLiteral("mlx-distributed")};
        fits = [](const Runtime &r) {
            return r.mlPolicy.kind == MLPolicyKind::Mpi;
        };
    }
    if (kind->framework == QLatin1String("tensorflow")
        || kind->framework == QLatin1String("paddle")) {
        notes.append(tr("Kubeflow Trainer v2 has no %1 runtime, so the TrainJob's runtime is "
                        "left empty: pick or create a TrainingRuntime for it before submitting.")
                         .arg(kind->framework == QLatin1String("paddle")
                                  ? QStringLiteral("PaddlePaddle")
                                  : QStringLiteral("TensorFlow")));
    } else {
        runtime = findRuntime(runtimes, job.namespaceName, preferred, fits);
        if (!runtime) {
            notes.append(
                mpi ? tr("The cluster offers no MPI runtime (%1), so the TrainJob's runtime is "
                         "left empty: pick one before submitting.")
                          .arg(joined(preferred))
                    : tr("The cluster offers no runtime with framework %1 (%2), so the "
                         "TrainJob's runtime is left empty: pick one before submitting.")
                          .arg(kind->framework, joined(preferred)));
        } else if (!preferred.contains(runtime->name)) {
            notes.append(tr("The cluster offers no %1, so the TrainJob uses %2, a runtime with "
                            "framework %3.")
                             .arg(preferred.first(), runtime->name, runtime->framework));
        }
    }
    job.runtimeRef.name = runtime ? runtime->name : QString();
    if (runtime && runtime->kind == RuntimeKind::TrainingRuntime)
        job.runtimeRef.kind = QStringLiteral("TrainingRuntime");
    if (mpi && runtime) {
        notes.append(tr("An MPIJob has no Trainer v2 kind of its own: the TrainJob runs the "
                        "Launcher's command on %1, an MPI runtime whose launcher and nodes "
                        "must be able to run image %2.")
                         .arg(runtime->name, image));
        if (runtime->mlPolicy.runLauncherAsNode && numNodes > 1)
            notes.append(tr("%1 runs its launcher as one of the %2 nodes, so %n worker pod(s) "
                            "run(s) beside it where the MPIJob had %2 Workers.",
                            nullptr,
                            numNodes - 1)
                             .arg(runtime->name)
                             .arg(numNodes));
    }

    // Replicas that are no node.
    for (const QString &type : kind->replicaTypes) {
        const Json *rs = specOf(type);
        if (!rs || kind->nodeReplicaTypes.contains(type) || type == mainType)
            continue;
        const int replicas = replicasOf(*rs);
        notes.append(tr("Replica type %1 (%n replica(s)) has no TrainJob equivalent and was "
                        "left out: every node of a TrainJob runs the trainer.",
                        nullptr,
                        replicas)
                         .arg(type));
    }

    // The trainer, from the main container (an MPIJob: the Workers' resources).
    CustomTrainerContainer trainer;
    trainer.image = image;
    trainer.command = stringList(*container, "command");
    trainer.args = stringList(*container, "args");
    trainer.env = envOf(*container);
    trainer.numNodes = numNodes;
    const Json *resourceContainer = container;
    if (mpi) {
        if (const Json *worker = specOf(QStringLiteral("Worker")))
            resourceContainer = mainContainer(*worker, containerName);
    }
    trainer.resourcesPerNode = resourcesOf(resourceContainer ? *resourceContainer : *container);

    // What the other replicas ask for differently.
    for (const QString &type : nodeTypes) {
        if (type == mainType)
            continue;
        const Json *c = mainContainer(*specOf(type), containerName);
        if (!c)
            continue;
        QStringList differs;
        if (text(*c, "image") != image)
            differs.append(tr("image"));
        if (mpi) {
            if (!stringList(*c, "command").isEmpty() || !stringList(*c, "args").isEmpty())
                notes.append(tr("The command of the %1 replicas was not carried: an MPI "
                                "runtime starts its own on the nodes and runs the "
                                "Launcher's through mpirun.")
                                 .arg(type));
        } else {
            if (stringList(*c, "command") != trainer.command)
                differs.append(tr("command"));
            if (stringList(*c, "args") != trainer.args)
                differs.append(tr("args"));
            if (envOf(*c) != trainer.env)
                differs.append(tr("env"));
            if (resourcesOf(*c) != trainer.resourcesPerNode)
                differs.append(tr("resources"));
        }
        if (!differs.isEmpty())
            notes.append(tr("The %1 replicas' container differs from the %2's in %3; the "
                            "TrainJob runs the %2's on every node.")
                             .arg(type, mainType, joined(differs)));
    }
    job.trainer = trainer;

    // Requests that differ from the limits.
    {
        const Json &res
            = objectAt(resourceContainer ? *resourceContainer : *container, "resources");
        const ResourceMap limits = quantities(objectAt(res, "limits"));
        const ResourceMap requests = quantities(objectAt(res, "requests"));
        QStringList changed;
        for (auto it = requests.cbegin(); it != requests.cend(); ++it) {
            if (limits.contains(it.key()) && limits.value(it.key()) != it.value())
                changed.append(it.key() + QLatin1Char(' ') + it.value());
        }
        if (!changed.isEmpty())
            notes.append(tr("Requests below the limits (%1) were not carried: a TrainJob asks "
                            "for its limits as both.")
                             .arg(joined(changed)));
    }

    // The main container's other settings.
    if (const Json &envFrom = arrayAt(*container, "envFrom"); !envFrom.empty()) {
        QStringList sources;
        for (const Json &e : envFrom) {
            for (const char *ref : {"configMapRef", "secretRef"}) {
                if (const Json &r = objectAt(e, ref); !r.empty())
                    sources.append(QString::fromLatin1(ref) + QLatin1Char(' ') + text(r, "name"));
            }
        }
        notes.append(tr("envFrom of container %1 (%2) was not carried: name those variables "
                        "one by one in the builder.")
                         .arg(mainName, joined(sources)));
    }
    {
        static const QSet<QString> carried{QStringLiteral("name"),
                                           QStringLiteral("image"),
                                           QStringLiteral("command"),
                                           QStringLiteral("args"),
                                           QStringLiteral("env"),
                                           QStringLiteral("envFrom"),
                                           QStringLiteral("resources"),
                                           QStringLiteral("volumeMounts")};
        QStringList other;
        for (const QString &key : keysOf(*container)) {
            if (!carried.contains(key))
                other.append(key);
        }
        if (!other.isEmpty())
            notes.append(tr("Container settings of %2 (%1) were not carried: the runtime's "
                            "container settings apply.")
                             .arg(joined(other), mainName));
    }

    // Pod templates of the replicas the TrainJob keeps.
    QStringList kept = nodeTypes;
    if (!kept.contains(mainType))
        kept.prepend(mainType);
    QStringList volumes, mounts, placement, sidecars, inits, podSettings, podMeta;
    QMap<QString, QStringList> restartPolicies; // policy -> replica types
    const auto addUnique = [](QStringList &list, const QString &item) {
        if (!list.contains(item))
            list.append(item);
    };
    for (const QString &type : kept) {
        const Json &rs = *specOf(type);
        if (const QString policy = text(rs, "restartPolicy"); !policy.isEmpty())
            restartPolicies[policy].append(type);
        const Json &tmpl = objectAt(rs, "template");
        const Json &pod = objectAt(tmpl, "spec");
        for (const Json &v : arrayAt(pod, "volumes"))
            addUnique(volumes, text(v, "name"));
        for (const char *key : {"nodeSelector", "tolerations", "affinity"}) {
            if (const Json *v = child(pod, key); v && !v->empty())
                addUnique(placement, QString::fromLatin1(key));
        }
        const Json *own = mainContainer(rs, containerName);
        for (const Json &c : arrayAt(pod, "containers")) {
            if (&c == own) {
                for (const Json &m : arrayAt(c, "volumeMounts"))
                    addUnique(mounts, text(m, "mountPath"));
            } else {
                addUnique(sidecars, text(c, "name"));
            }
        }
        for (const Json &c : arrayAt(pod, "initContainers"))
            addUnique(inits, text(c, "name"));
        static const QSet<QString> handled{QStringLiteral("containers"),
                                           QStringLiteral("initContainers"),
                                           QStringLiteral("volumes"),
                                           QStringLiteral("nodeSelector"),
                                           QStringLiteral("tolerations"),
                                           QStringLiteral("affinity"),
                                           // The operator overrides it with the replica's.
                                           QStringLiteral("restartPolicy")};
        for (const QString &key : keysOf(pod)) {
            if (!handled.contains(key))
                addUnique(podSettings, key);
        }
        const Json &tmeta = objectAt(tmpl, "metadata");
        for (const char *key : {"labels", "annotations"}) {
            for (const QString &k : keysOf(objectAt(tmeta, key)))
                addUnique(podMeta, k);
        }
    }
    const QString noPatches = tr("TrainDeck's TrainJob has no runtimePatches yet, through "
                                 "which a TrainJob would add them");
    if (!volumes.isEmpty())
        notes.append(tr("Volumes (%1) were not carried: %2.").arg(joined(volumes), noPatches));
    if (!mounts.isEmpty())
        notes.append(tr("Volume mounts of container %1 (%2) were not carried: %3.")
                         .arg(mainName, joined(mounts), noPatches));
    if (!placement.isEmpty())
        notes.append(
            tr("Pod placement (%1) was not carried: %2.").arg(joined(placement), noPatches));
    if (!sidecars.isEmpty())
        notes.append(tr("Containers beside %1 (%2) were not carried: a TrainJob runs one "
                        "trainer container; sidecars belong in the runtime.")
                         .arg(mainName, joined(sidecars)));
    if (!inits.isEmpty())
        notes.append(tr("Init containers (%1) were not carried: they belong in the runtime.")
                         .arg(joined(inits)));
    if (!podSettings.isEmpty())
        notes.append(
            tr("Pod settings (%1) were not carried: %2.").arg(joined(podSettings), noPatches));
    if (!podMeta.isEmpty())
        notes.append(tr("Pod labels and annotations (%1) were not carried: %2.")
                         .arg(joined(podMeta), noPatches));
    if (!restartPolicies.isEmpty()) {
        QStringList policies;
        for (auto it = restartPolicies.cbegin(); it != restartPolicies.cend(); ++it) {
            const QStringList &types = it.value();
            const QString list
                = types.size() > 1
                      ? tr("%1 and %2", "the last two of a list of replica types")
                            .arg(types.mid(0, types.size() - 1).join(QStringLiteral(", ")),
                                 types.last())
                      : types.value(0);
            policies.append(
                tr("%1 of %2",
                   "a restart policy of replica types, e.g. OnFailure of Master and Worker")
                    .arg(it.key(), list));
        }
        notes.append(tr("restartPolicy (%1) was not carried: the runtime decides how failed "
                        "nodes restart.")
                         .arg(joined(policies)));
    }

    // runPolicy (an MPIJob may also carry cleanPodPolicy beside it).
    const Json &runPolicy = objectAt(spec, "runPolicy");
    for (const QString &key : keysOf(runPolicy)) {
        const Json &v = runPolicy[key.toStdString()];
        if (key == QLatin1String("activeDeadlineSeconds") && v.is_number_integer()) {
            job.activeDeadlineSeconds = v.get<qint64>();
        } else if (key == QLatin1String("cleanPodPolicy")) {
            notes.append(tr("runPolicy.cleanPodPolicy %1 was not carried: the pods of a TrainJob "
                            "are its JobSet's, removed with the TrainJob.")
                             .arg(scalar(v)));
        } else if (key == QLatin1String("backoffLimit")) {
            notes.append(tr("runPolicy.backoffLimit %1 was not carried: retries are the "
                            "runtime's failure policy.")
                             .arg(scalar(v)));
        } else if (key == QLatin1String("ttlSecondsAfterFinished")) {
            notes.append(tr("runPolicy.ttlSecondsAfterFinished %1 was not carried: a TrainJob "
                            "stays until it is deleted.")
                             .arg(scalar(v)));
        } else if (key == QLatin1String("schedulingPolicy")) {
            notes.append(tr("runPolicy.schedulingPolicy was not carried: gang scheduling is the "
                            "runtime's podGroupPolicy."));
        } else if (key == QLatin1String("suspend")) {
            if (v.is_boolean() && v.get<bool>())
                notes.append(tr("runPolicy.suspend was not carried: the TrainJob starts when it "
                                "is submitted."));
        } else {
            notes.append(
                tr("runPolicy.%1 was not carried: a TrainJob has no such setting.").arg(key));
        }
    }

    // The rest of the spec.
    const auto numProcFrom = [&](const QString &field, const Json &v) {
        if (v.is_number_integer() && v.get<int>() >= 1) {
            job.numProcPerNode = QString::number(v.get<int>());
            return;
        }
        bool isInt = false;
        const int n = scalar(v).toInt(&isInt);
        if (isInt && n >= 1)
            job.numProcPerNode = QString::number(n);
        else
            notes.append(tr("%1 %2 was not carried: a TrainJob's numProcPerNode is a whole "
                            "number; the runtime's default applies.")
                             .arg(field, scalar(v)));
    };
    for (const QString &key : keysOf(spec)) {
        const Json &v = spec[key.toStdString()];
        if (key == kind->replicaSpecsField || key == QLatin1String("runPolicy")
            || key == QLatin1String("mainContainer")) {
            continue;
        } else if (key == QLatin1String("nprocPerNode")
                   || (mpi && key == QLatin1String("slotsPerWorker"))) {
            numProcFrom(key, v);
        } else if (key == QLatin1String("elasticPolicy")) {
            // The deprecated elasticPolicy.nProcPerNode stands when nprocPerNode does not.
            if (const Json *n = child(v, "nProcPerNode"); n && !spec.contains("nprocPerNode"))
                numProcFrom(QStringLiteral("elasticPolicy.nProcPerNode"), *n);
            notes.append(tr("elasticPolicy was not carried: a TrainJob runs a fixed number of "
                            "nodes (%1).")
                             .arg(numNodes));
        } else {
            notes.append(tr("spec.%1 was not carried: a TrainJob has no such setting.").arg(key));
        }
    }
    return out;
}

} // namespace TrainDeck::Kubernetes
