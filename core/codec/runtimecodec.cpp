// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/codec/runtimecodec.h"

#include "core/codec/fieldreader.h"
#include "core/codec/names.h"

namespace TrainDeck {

namespace {

const char *const ApiVersion = "trainer.kubeflow.org/v1alpha1";
const QString FrameworkLabel = QStringLiteral("trainer.kubeflow.org/framework");
const QString AncestorLabel = QStringLiteral("trainer.kubeflow.org/trainjob-ancestor-step");

constexpr qint64 MaxNodes = 10000;

} // namespace

QStringList RuntimeCodec::knownFrameworks()
{
    return {QStringLiteral("torch"),
            QStringLiteral("torchtune"),
            QStringLiteral("deepspeed"),
            QStringLiteral("mlx"),
            QStringLiteral("jax"),
            QStringLiteral("xgboost"),
            QStringLiteral("flux"),
            QStringLiteral("mpi")};
}

bool RuntimeCodec::isRuntimeKind(const QString &kind)
{
    return kind == QLatin1String("ClusterTrainingRuntime")
           || kind == QLatin1String("TrainingRuntime");
}

Result<Runtime>
RuntimeCodec::decode(const Document &doc, QList<Error> *problems, QList<Error> *warnings)
{
    QList<Error> errors;
    FieldReader r(doc, errors);
    Runtime rt;
    rt.sourceFile = doc.fileName();
    rt.document = doc.json();

    if (!doc.json().is_object()) {
        Error e
            = doc.error(Error::Kind::Validation,
                        QString(),
                        tr("expected a runtime object (a mapping with apiVersion, kind, metadata "
                           "and spec), found %1")
                            .arg(FieldReader::typeName(doc.json())));
        if (problems)
            *problems = {e};
        return e;
    }
    const QString apiVersion = r.string(QStringLiteral("apiVersion"), true);
    if (!apiVersion.isEmpty() && apiVersion != QLatin1String(ApiVersion))
        r.fail(QStringLiteral("apiVersion"),
               tr("'%1' is not supported; use %2").arg(apiVersion, QLatin1String(ApiVersion)));
    const QString kind = r.string(QStringLiteral("kind"), true);
    if (!kind.isEmpty() && !isRuntimeKind(kind))
        r.fail(QStringLiteral("kind"),
               tr("'%1' is not a runtime; expected ClusterTrainingRuntime or TrainingRuntime")
                   .arg(kind));
    rt.kind = kind == QLatin1String("TrainingRuntime") ? RuntimeKind::TrainingRuntime
                                                       : RuntimeKind::ClusterTrainingRuntime;

    r.expectObject(QStringLiteral("metadata"), true);
    rt.name = r.string(QStringLiteral("metadata.name"), true);
    if (!rt.name.isEmpty()) {
        if (const QString problem = checkDnsSubdomain(rt.name); !problem.isEmpty())
            r.fail(QStringLiteral("metadata.name"), problem);
    }
    rt.namespaceName = r.string(QStringLiteral("metadata.namespace"));
    rt.labels = r.stringMap(QStringLiteral("metadata.labels"));
    rt.framework = rt.labels.value(FrameworkLabel);
    if (!r.at(QStringLiteral("metadata.labels")) || !rt.labels.contains(FrameworkLabel)) {
        r.fail(QStringLiteral("metadata.labels"),
               tr("the label %1 is required; set it to one of: %2")
                   .arg(FrameworkLabel, knownFrameworks().join(QStringLiteral(", "))));
    } else if (!knownFrameworks().contains(rt.framework)) {
        r.fail(QStringLiteral("metadata.labels.") + FrameworkLabel,
               tr("unknown framework '%1'; use one of: %2")
                   .arg(rt.framework, knownFrameworks().join(QStringLiteral(", "))));
    }
    rt.deprecated = rt.labels.value(QStringLiteral("trainer.kubeflow.org/support"))
                    == QLatin1String("deprecated");
    if (rt.deprecated && warnings)
        warnings->append(
            doc.error(Error::Kind::Validation,
                      QStringLiteral("metadata.labels"),
                      tr("runtime '%1' is deprecated and will be removed").arg(rt.name)));
    rt.trainerType = rt.framework == QLatin1String("torchtune") ? TrainerKind::BuiltinTrainer
                                                                : TrainerKind::CustomTrainer;

    r.expectObject(QStringLiteral("spec"), true);
    // mlPolicy
    if (r.expectObject(QStringLiteral("spec.mlPolicy"))) {
        if (auto n = r.integer(QStringLiteral("spec.mlPolicy.numNodes"), 1, MaxNodes))
            rt.mlPolicy.numNodes = int(*n);
        struct Candidate
        {
            const char *key;
            MLPolicyKind kind;
        };
        const Candidate candidates[] = {{"torch", MLPolicyKind::Torch},
                                        {"mpi", MLPolicyKind::Mpi},
                                        {"jax", MLPolicyKind::Jax},
                                        {"xgboost", MLPolicyKind::XGBoost},
                                        {"flux", MLPolicyKind::Flux}};
        QStringList found;
        for (const Candidate &c : candidates) {
            const QString path = QStringLiteral("spec.mlPolicy.") + QLatin1String(c.key);
            if (const auto *v = r.at(path); v && !v->is_null()) {
                found << QLatin1String(c.key);
                rt.mlPolicy.kind = c.kind;
                r.expectObject(path);
            }
        }
        if (found.size() > 1)
            r.fail(QStringLiteral("spec.mlPolicy"),
                   tr("only one ML policy may be set, found %1")
                       .arg(found.join(QStringLiteral(", "))));
        if (rt.mlPolicy.kind == MLPolicyKind::Mpi) {
            if (auto n = r.integer(QStringLiteral("spec.mlPolicy.mpi.numProcPerNode"), 1, 1024))
                rt.mlPolicy.numProcPerNode = QString::number(*n);
            rt.mlPolicy.mpiImplementation
                = r.string(QStringLiteral("spec.mlPolicy.mpi.mpiImplementation"));
            if (!rt.mlPolicy.mpiImplementation.isEmpty()
                && rt.mlPolicy.mpiImplementation != QLatin1String("OpenMPI"))
                r.fail(QStringLiteral("spec.mlPolicy.mpi.mpiImplementation"),
                       tr("'%1' is not supported; the only MPI implementation is OpenMPI")
                           .arg(rt.mlPolicy.mpiImplementation));
            rt.mlPolicy.sshAuthMountPath
                = r.string(QStringLiteral("spec.mlPolicy.mpi.sshAuthMountPath"));
            rt.mlPolicy.runLauncherAsNode
                = r.boolean(QStringLiteral("spec.mlPolicy.mpi.runLauncherAsNode")).value_or(false);
        } else if (rt.mlPolicy.kind == MLPolicyKind::Flux) {
            if (auto n = r.integer(QStringLiteral("spec.mlPolicy.flux.numProcPerNode"), 1, 1024))
                rt.mlPolicy.numProcPerNode = QString::number(*n);
        }
    }
    rt.numNodes = rt.mlPolicy.numNodes;
    rt.hasPodGroupPolicy = r.at(QStringLiteral("spec.podGroupPolicy")) != nullptr;

    // template.spec.replicatedJobs
    const QString jobsPath = QStringLiteral("spec.template.spec.replicatedJobs");
    if (!r.at(jobsPath)) {
        r.fail(QStringLiteral("spec.template"),
               tr("spec.template.spec.replicatedJobs is required and must contain a job named "
                  "'node'"));
    } else if (r.expectArray(jobsPath)) {
        const auto *jobs = r.at(jobsPath);
        for (size_t i = 0; i < jobs->size(); ++i) {
            const QString p = jobsPath + QStringLiteral("[%1]").arg(i);
            if (!r.expectObject(p))
                continue;
            ReplicatedJob job;
            job.name = r.string(p + QStringLiteral(".name"), true);
            if (auto n = r.integer(p + QStringLiteral(".replicas"), 0, MaxNodes))
                job.replicas = int(*n);
            job.ancestorStep
                = r.stringMap(p + QStringLiteral(".template.metadata.labels")).value(AncestorLabel);
            if (r.expectArray(p + QStringLiteral(".dependsOn"))) {
                const auto *deps = r.at(p + QStringLiteral(".dependsOn"));
                for (size_t d = 0; d < deps->size(); ++d)
                    job.dependsOn << r.string(p + QStringLiteral(".dependsOn[%1].name").arg(d));
            }
            const QString cp = p + QStringLiteral(".template.spec.template.spec.containers");
            if (r.expectArray(cp)) {
                const auto *containers = r.at(cp);
                // The main container is named after the job (node, dataset-initializer...),
                // else the first one (SDK rule).
                size_t main = 0;
                for (size_t c = 0; c < containers->size(); ++c) {
                    const auto *nm = r.at(cp + QStringLiteral("[%1].name").arg(c));
                    if (nm && nm->is_string()
                        && QString::fromStdString(nm->get<std::string>()) == job.name) {
                        main = c;
                        break;
                    }
                }
                if (containers->size() > 0) {
                    const QString mp = cp + QStringLiteral("[%1]").arg(main);
                    if (r.expectObject(mp, true)) {
                        job.containerName = r.string(mp + QStringLiteral(".name"), true);
                        job.image = r.string(mp + QStringLiteral(".image"));
                        job.command = r.stringList(mp + QStringLiteral(".command"));
                        job.args = r.stringList(mp + QStringLiteral(".args"));
                        job.env = r.envList(mp + QStringLiteral(".env"));
                        job.resources = r.quantityMap(mp + QStringLiteral(".resources.limits"));
                        if (job.resources.isEmpty())
                            job.resources
                                = r.quantityMap(mp + QStringLiteral(".resources.requests"));
                        if (r.expectArray(mp + QStringLiteral(".volumeMounts"))) {
                            const auto *mounts = r.at(mp + QStringLiteral(".volumeMounts"));
                            for (size_t m = 0; m < mounts->size(); ++m)
                                job.volumeMounts << r.string(
                                    mp + QStringLiteral(".volumeMounts[%1].mountPath").arg(m));
                        }
                    }
                }
            }
            rt.replicatedJobs.append(job);
        }
        const ReplicatedJob *node = rt.replicatedJob(QStringLiteral("node"));
        if (!node) {
            r.fail(jobsPath, tr("a replicatedJob named 'node' is required"));
        } else if (node->containerName.isEmpty()) {
            r.fail(jobsPath, tr("the 'node' replicatedJob needs at least one container"));
        } else {
            rt.image = node->image;
            rt.command = node->command;
            if (const auto gpu = node->resources.value(QStringLiteral("nvidia.com/gpu"));
                !gpu.isEmpty()) {
                rt.device = QStringLiteral("gpu");
                rt.deviceCount = gpu;
            } else if (const auto tpu = node->resources.value(QStringLiteral("google.com/tpu"));
                       !tpu.isEmpty()) {
                rt.device = QStringLiteral("tpu");
                rt.deviceCount = tpu;
            } else if (const auto cpu = node->resources.value(QStringLiteral("cpu"));
                       !cpu.isEmpty()) {
                rt.device = QStringLiteral("cpu");
                rt.deviceCount = cpu;
            }
        }
        if (const ReplicatedJob *model = rt.replicatedJob(QStringLiteral("model-initializer"))) {
            if (const EnvVar *uri = findEnv(model->env, QStringLiteral("STORAGE_URI")))
                rt.pretrainedModel = uri->value;
        }
    }

    if (!errors.isEmpty()) {
        if (problems)
            *problems = errors;
        return errors.first();
    }
    return rt;
}

nlohmann::ordered_json RuntimeCodec::encode(const Runtime &rt)
{
    nlohmann::ordered_json j
        = rt.document.is_object() ? rt.document : nlohmann::ordered_json::object();
    j["apiVersion"] = ApiVersion;
    j["kind"] = enumName(rt.kind).toStdString();
    auto &meta = j["metadata"];
    meta["name"] = rt.name.toStdString();
    if (!rt.namespaceName.isEmpty())
        meta["namespace"] = rt.namespaceName.toStdString();
    QMap<QString, QString> labels = rt.labels;
    if (!rt.framework.isEmpty())
        labels.insert(FrameworkLabel, rt.framework);
    for (auto it = labels.cbegin(); it != labels.cend(); ++it)
        meta["labels"][it.key().toStdString()] = it.value().toStdString();
    auto &policy = j["spec"]["mlPolicy"];
    policy["numNodes"] = rt.mlPolicy.numNodes;
    return j;
}

} // namespace TrainDeck
