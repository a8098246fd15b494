// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/codec/trainjobcodec.h"

#include "core/domain/labels.h"
#include "core/domain/runtimepatches.h"
#include "core/domain/secretmasker.h"

#include "core/codec/fieldreader.h"
#include "core/codec/names.h"
#include "core/codec/runtimecodec.h"

#include <QFileInfo>

namespace TrainDeck {

namespace {

const char *const ApiVersion = "trainer.kubeflow.org/v1alpha1";
constexpr qint64 MaxNodes = 10000;

const QString AnnTrainer = QStringLiteral("traindeck.io/trainer");
const QString AnnScript = QStringLiteral("traindeck.io/script");
const QString AnnScriptInline = QStringLiteral("traindeck.io/script-inline");
const QString AnnFunction = QStringLiteral("traindeck.io/function");
const QString AnnFuncArgs = QStringLiteral("traindeck.io/func-args");
const QString AnnPackages = QStringLiteral("traindeck.io/packages");
const QString AnnIndexUrls = QStringLiteral("traindeck.io/pip-index-urls");
const QString AnnTorchTune = QStringLiteral("traindeck.io/torchtune-config");
const QString AnnDatasetImage = QStringLiteral("traindeck.io/dataset-initializer-image");
const QString AnnModelImage = QStringLiteral("traindeck.io/model-initializer-image");
const QString AnnSecretEnv = QStringLiteral("traindeck.io/secret-env");

/// SDK resource short names <-> Kubernetes resource names.
QString toK8sResource(const QString &key)
{
    const QString k = key.toLower();
    if (k == QLatin1String("gpu"))
        return QStringLiteral("nvidia.com/gpu");
    if (k == QLatin1String("storage"))
        return QStringLiteral("ephemeral-storage");
    if (k.startsWith(QLatin1String("mig-")))
        return QStringLiteral("nvidia.com/") + k;
    if (k == QLatin1String("cpu") || k == QLatin1String("memory"))
        return k;
    return key;
}

QString fromK8sResource(const QString &key)
{
    if (key == QLatin1String("nvidia.com/gpu"))
        return QStringLiteral("gpu");
    if (key == QLatin1String("ephemeral-storage"))
        return QStringLiteral("storage");
    if (key.startsWith(QLatin1String("nvidia.com/mig-")))
        return key.mid(11);
    return key;
}

std::string s(const QString &q)
{
    return q.toStdString();
}

nlohmann::ordered_json jsonList(const QStringList &l)
{
    auto a = nlohmann::ordered_json::array();
    for (const QString &x : l)
        a.push_back(s(x));
    return a;
}

nlohmann::ordered_json envJson(const EnvList &env)
{
    auto a = nlohmann::ordered_json::array();
    for (const EnvVar &e : env) {
        nlohmann::ordered_json item;
        item["name"] = s(e.name);
        if (e.isReference())
            item["valueFrom"] = e.valueFrom;
        else
            item["value"] = s(e.value);
        a.push_back(item);
    }
    return a;
}

/// Sets or erases `key` so that an emptied field disappears instead of lingering.
void put(nlohmann::ordered_json &obj, const char *key, nlohmann::ordered_json value)
{
    const bool empty = value.is_null() || ((value.is_array() || value.is_object()) && value.empty())
                       || (value.is_string() && value.get_ref<const std::string &>().empty());
    if (empty)
        obj.erase(key);
    else
        obj[key] = std::move(value);
}

/// Reads a JSON array of strings stored in an annotation.
QStringList annotationList(FieldReader &r, const QMap<QString, QString> &ann, const QString &key)
{
    if (!ann.contains(key))
        return {};
    const std::string text = s(ann.value(key));
    const auto j = nlohmann::ordered_json::parse(text, nullptr, false);
    QStringList out;
    if (j.is_discarded() || !j.is_array()) {
        r.fail(
            QStringLiteral("metadata.annotations.") + key,
            TrainJobCodec::tr("expected a JSON list of text such as [\"numpy\", \"pandas>=2\"]"));
        return out;
    }
    for (const auto &v : j) {
        if (v.is_string())
            out << QString::fromStdString(v.get<std::string>());
        else
            r.fail(QStringLiteral("metadata.annotations.") + key,
                   TrainJobCodec::tr("every entry must be text"));
    }
    return out;
}

/// Pulls the typed initializer fields out of an env list; the rest stays extra env.
struct InitializerEnv
{
    QMap<QString, QString> typed;
    EnvList extra;
};

InitializerEnv splitInitializerEnv(const EnvList &env, const QStringList &typedNames)
{
    InitializerEnv out;
    for (const EnvVar &e : env) {
        if (typedNames.contains(e.name) && !e.isReference())
            out.typed.insert(e.name, e.value);
        else
            out.extra.append(e);
    }
    return out;
}

QStringList splitPatterns(const QString &v)
{
    QStringList out;
    for (const QString &p : v.split(QLatin1Char(','), Qt::SkipEmptyParts))
        out << p.trimmed();
    return out;
}

/// Env names of the typed HuggingFace and S3 fields (the model initializers' full set).
QStringList modelEnvNames()
{
    return {QStringLiteral("IGNORE_PATTERNS"),
            QStringLiteral("ACCESS_TOKEN"),
            QStringLiteral("ENDPOINT"),
            QStringLiteral("ACCESS_KEY_ID"),
            QStringLiteral("SECRET_ACCESS_KEY"),
            QStringLiteral("REGION"),
            QStringLiteral("ROLE_ARN")};
}

/// HuggingFace and S3 initializers have the same fields for datasets and models.
template<class HF>
HF huggingFaceFrom(const QString &uri, const QMap<QString, QString> &t)
{
    HF h;
    h.storageUri = uri;
    h.ignorePatterns = splitPatterns(t.value(QStringLiteral("IGNORE_PATTERNS")));
    h.accessToken = t.value(QStringLiteral("ACCESS_TOKEN"));
    return h;
}

template<class S3>
S3 s3From(const QString &uri, const QMap<QString, QString> &t)
{
    S3 s3;
    s3.storageUri = uri;
    s3.ignorePatterns = splitPatterns(t.value(QStringLiteral("IGNORE_PATTERNS")));
    s3.endpoint = t.value(QStringLiteral("ENDPOINT"));
    s3.accessKeyId = t.value(QStringLiteral("ACCESS_KEY_ID"));
    s3.secretAccessKey = t.value(QStringLiteral("SECRET_ACCESS_KEY"));
    s3.region = t.value(QStringLiteral("REGION"));
    s3.roleArn = t.value(QStringLiteral("ROLE_ARN"));
    return s3;
}

void decodeDataset(FieldReader &r, TrainJob &job)
{
    const QString base = QStringLiteral("spec.initializer.dataset");
    if (!r.expectObject(base))
        return;
    const QString uri = r.string(base + QStringLiteral(".storageUri"));
    const EnvList env = r.envList(base + QStringLiteral(".env"));
    job.dataset.secretRef = r.string(base + QStringLiteral(".secretRef.name"));
    const QStringList typedNames = modelEnvNames()
                                   + QStringList{QStringLiteral("METADATA_LOC"),
                                                 QStringLiteral("CLUSTER_SIZE"),
                                                 QStringLiteral("HEAD_CPU"),
                                                 QStringLiteral("HEAD_MEM"),
                                                 QStringLiteral("WORKER_CPU"),
                                                 QStringLiteral("WORKER_MEM"),
                                                 QStringLiteral("IAM_ROLE")};
    const InitializerEnv split = splitInitializerEnv(env, typedNames);
    const auto &t = split.typed;
    job.dataset.extraEnv = split.extra;
    if (uri.startsWith(QLatin1String("hf://"))) {
        job.dataset.config = huggingFaceFrom<HuggingFaceDatasetInitializer>(uri, t);
    } else if (uri.startsWith(QLatin1String("s3://"))) {
        job.dataset.config = s3From<S3DatasetInitializer>(uri, t);
    } else if (uri.startsWith(QLatin1String("cache://"))) {
        DataCacheInitializer c;
        c.storageUri = uri;
        c.metadataLoc = t.value(QStringLiteral("METADATA_LOC"));
        if (t.contains(QStringLiteral("CLUSTER_SIZE"))) {
            bool ok = false;
            const int size = t.value(QStringLiteral("CLUSTER_SIZE")).toInt(&ok);
            if (ok)
                c.numDataNodes = size - 1;
            else
                r.fail(base + QStringLiteral(".env"),
                       TrainJobCodec::tr("CLUSTER_SIZE must be a whole number"));
        }
        c.headCpu = t.value(QStringLiteral("HEAD_CPU"));
        c.headMem = t.value(QStringLiteral("HEAD_MEM"));
        c.workerCpu = t.value(QStringLiteral("WORKER_CPU"));
        c.workerMem = t.value(QStringLiteral("WORKER_MEM"));
        c.iamRole = t.value(QStringLiteral("IAM_ROLE"));
        job.dataset.config = c;
    } else if (!uri.isEmpty()) {
        r.fail(base + QStringLiteral(".storageUri"),
               TrainJobCodec::tr("'%1' has no supported scheme; a dataset comes from hf://, s3:// "
                                 "or cache://")
                   .arg(uri));
    } else if (!env.isEmpty() || !job.dataset.secretRef.isEmpty()) {
        r.fail(base + QStringLiteral(".storageUri"),
               TrainJobCodec::tr("a dataset initializer needs a storageUri (hf://, s3:// or "
                                 "cache://)"));
    }
}

void decodeModel(FieldReader &r, TrainJob &job)
{
    const QString base = QStringLiteral("spec.initializer.model");
    if (!r.expectObject(base))
        return;
    const QString uri = r.string(base + QStringLiteral(".storageUri"));
    const EnvList env = r.envList(base + QStringLiteral(".env"));
    job.model.secretRef = r.string(base + QStringLiteral(".secretRef.name"));
    const QStringList typedNames = modelEnvNames();
    const InitializerEnv split = splitInitializerEnv(env, typedNames);
    const auto &t = split.typed;
    job.model.extraEnv = split.extra;
    if (uri.startsWith(QLatin1String("hf://"))) {
        job.model.config = huggingFaceFrom<HuggingFaceModelInitializer>(uri, t);
    } else if (uri.startsWith(QLatin1String("s3://"))) {
        job.model.config = s3From<S3ModelInitializer>(uri, t);
    } else if (uri.startsWith(QLatin1String("cache://"))) {
        r.fail(
            base + QStringLiteral(".storageUri"),
            TrainJobCodec::tr("cache:// is for datasets only; a model comes from hf:// or s3://"));
    } else if (!uri.isEmpty()) {
        r.fail(base + QStringLiteral(".storageUri"),
               TrainJobCodec::tr("'%1' has no supported scheme; a model comes from hf:// or s3://")
                   .arg(uri));
    } else if (!env.isEmpty() || !job.model.secretRef.isEmpty()) {
        r.fail(base + QStringLiteral(".storageUri"),
               TrainJobCodec::tr("a model initializer needs a storageUri (hf:// or s3://)"));
    }
}

std::optional<int> optInt(const nlohmann::ordered_json &j, const char *key)
{
    if (j.contains(key) && j[key].is_number_integer())
        return j[key].get<int>();
    return std::nullopt;
}

std::optional<bool> optBool(const nlohmann::ordered_json &j, const char *key)
{
    if (j.contains(key) && j[key].is_boolean())
        return j[key].get<bool>();
    return std::nullopt;
}

QString optStr(const nlohmann::ordered_json &j, const char *key)
{
    if (j.contains(key) && j[key].is_string())
        return QString::fromStdString(j[key].get<std::string>());
    return {};
}

TorchTuneConfig torchTuneFromJson(const nlohmann::ordered_json &j)
{
    TorchTuneConfig c;
    const QString dtype = optStr(j, "dtype");
    c.dtype = dtype == QLatin1String("bf16")   ? TorchTuneDataType::BF16
              : dtype == QLatin1String("fp32") ? TorchTuneDataType::FP32
                                               : TorchTuneDataType::Unset;
    c.batchSize = optInt(j, "batch_size");
    c.epochs = optInt(j, "epochs");
    c.loss = optStr(j, "loss");
    c.numNodes = optInt(j, "num_nodes");
    if (j.contains("peft_config") && j["peft_config"].is_object()) {
        const auto &p = j["peft_config"];
        LoraConfig l;
        l.applyLoraToMlp = optBool(p, "apply_lora_to_mlp");
        l.applyLoraToOutput = optBool(p, "apply_lora_to_output");
        if (p.contains("lora_attn_modules") && p["lora_attn_modules"].is_array()) {
            l.loraAttnModules.clear();
            for (const auto &m : p["lora_attn_modules"])
                if (m.is_string())
                    l.loraAttnModules << QString::fromStdString(m.get<std::string>());
        }
        l.loraRank = optInt(p, "lora_rank");
        l.loraAlpha = optInt(p, "lora_alpha");
        if (p.contains("lora_dropout") && p["lora_dropout"].is_number())
            l.loraDropout = p["lora_dropout"].get<double>();
        l.quantizeBase = optBool(p, "quantize_base");
        l.useDora = optBool(p, "use_dora");
        c.peftConfig = l;
    }
    if (j.contains("dataset_preprocess_config") && j["dataset_preprocess_config"].is_object()) {
        const auto &d = j["dataset_preprocess_config"];
        TorchTuneInstructDataset ds;
        ds.source = optStr(d, "source");
        ds.split = optStr(d, "split");
        ds.trainOnInput = optBool(d, "train_on_input");
        ds.newSystemPrompt = optStr(d, "new_system_prompt");
        if (d.contains("column_map") && d["column_map"].is_object()) {
            for (auto it = d["column_map"].begin(); it != d["column_map"].end(); ++it)
                if (it->is_string())
                    ds.columnMap.insert(QString::fromStdString(it.key()),
                                        QString::fromStdString(it->get<std::string>()));
        }
        c.datasetPreprocessConfig = ds;
    }
    return c;
}

nlohmann::ordered_json torchTuneToJson(const TorchTuneConfig &c)
{
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    if (c.dtype != TorchTuneDataType::Unset)
        j["dtype"] = c.dtype == TorchTuneDataType::BF16 ? "bf16" : "fp32";
    if (c.batchSize)
        j["batch_size"] = *c.batchSize;
    if (c.epochs)
        j["epochs"] = *c.epochs;
    if (!c.loss.isEmpty())
        j["loss"] = s(c.loss);
    if (c.numNodes)
        j["num_nodes"] = *c.numNodes;
    if (c.peftConfig) {
        const LoraConfig &l = *c.peftConfig;
        auto &p = j["peft_config"];
        p = nlohmann::ordered_json::object();
        if (l.applyLoraToMlp)
            p["apply_lora_to_mlp"] = *l.applyLoraToMlp;
        if (l.applyLoraToOutput)
            p["apply_lora_to_output"] = *l.applyLoraToOutput;
        p["lora_attn_modules"] = jsonList(l.loraAttnModules);
        if (l.loraRank)
            p["lora_rank"] = *l.loraRank;
        if (l.loraAlpha)
            p["lora_alpha"] = *l.loraAlpha;
        if (l.loraDropout)
            p["lora_dropout"] = *l.loraDropout;
        if (l.quantizeBase)
            p["quantize_base"] = *l.quantizeBase;
        if (l.useDora)
            p["use_dora"] = *l.useDora;
    }
    if (c.datasetPreprocessConfig) {
        const auto &d = *c.datasetPreprocessConfig;
        auto &o = j["dataset_preprocess_config"];
        o = nlohmann::ordered_json::object();
        if (!d.source.isEmpty())
            o["source"] = s(d.source);
        if (!d.split.isEmpty())
            o["split"] = s(d.split);
        if (d.trainOnInput)
            o["train_on_input"] = *d.trainOnInput;
        if (!d.newSystemPrompt.isEmpty())
            o["new_system_prompt"] = s(d.newSystemPrompt);
        for (auto it = d.columnMap.cbegin(); it != d.columnMap.cend(); ++it)
            o["column_map"][s(it.key())] = s(it.value());
    }
    return j;
}

} // namespace

Result<TrainJob> TrainJobCodec::decode(const Document &doc, QList<Error> *problems)
{
    QList<Error> errors;
    TrainJob job = decodePartial(doc, errors);
    if (problems)
        *problems = errors;
    if (!errors.isEmpty())
        return errors.first();
    return job;
}

TrainJob TrainJobCodec::decodePartial(const Document &doc, QList<Error> &errors)
{
    FieldReader r(doc, errors);
    TrainJob job;
    job.sourceFile = doc.fileName();
    job.document = doc.json();
    auto finish = [&]() {
        return job;
    };

    if (!doc.json().is_object()) {
        r.fail(QString(),
               tr("expected a TrainJob (a mapping with apiVersion, kind, metadata and spec), "
                  "found %1")
                   .arg(FieldReader::typeName(doc.json())));
        return finish();
    }
    const QString apiVersion = r.string(QStringLiteral("apiVersion"), true);
    if (!apiVersion.isEmpty() && apiVersion != QLatin1String(ApiVersion))
        r.fail(QStringLiteral("apiVersion"),
               tr("'%1' is not supported; use %2").arg(apiVersion, QLatin1String(ApiVersion)));
    const QString kind = r.string(QStringLiteral("kind"), true);
    if (!kind.isEmpty() && kind != QLatin1String("TrainJob"))
        r.fail(QStringLiteral("kind"), tr("expected kind TrainJob, found '%1'").arg(kind));

    if (r.expectObject(QStringLiteral("metadata"))) {
        job.name = r.string(QStringLiteral("metadata.name"));
        job.namespaceName = r.string(QStringLiteral("metadata.namespace"));
        job.labels = r.stringMap(QStringLiteral("metadata.labels"));
        // Kueue's labels are options of their own in TrainDeck (the builder's Cluster page).
        job.queueName = job.labels.take(Labels::KueueQueueName);
        job.priorityClass = job.labels.take(Labels::KueuePriorityClass);
        const QString ts = r.string(QStringLiteral("metadata.creationTimestamp"));
        if (!ts.isEmpty())
            job.creationTimestamp = QDateTime::fromString(ts, Qt::ISODate);
    }
    if (job.name.isEmpty()) {
        if (r.at(QStringLiteral("metadata.generateName")) == nullptr) {
            job.name = generateJobName();
            job.generatedName = true;
        } else {
            r.fail(QStringLiteral("metadata.generateName"),
                   tr("generateName is not supported; set metadata.name or leave it out and "
                      "TrainDeck picks a name"));
        }
    }
    const QMap<QString, QString> allAnnotations
        = r.stringMap(QStringLiteral("metadata.annotations"));
    for (auto it = allAnnotations.cbegin(); it != allAnnotations.cend(); ++it) {
        if (!it.key().startsWith(AnnotationPrefix))
            job.annotations.insert(it.key(), it.value());
    }

    if (!r.expectObject(QStringLiteral("spec"), true))
        return finish();
    if (r.expectObject(QStringLiteral("spec.runtimeRef"), true)) {
        job.runtimeRef.name = r.string(QStringLiteral("spec.runtimeRef.name"), true);
        const QString rk = r.string(QStringLiteral("spec.runtimeRef.kind"));
        if (!rk.isEmpty()) {
            if (rk != QLatin1String("ClusterTrainingRuntime")
                && rk != QLatin1String("TrainingRuntime"))
                r.fail(QStringLiteral("spec.runtimeRef.kind"),
                       tr("'%1' is not a runtime kind; use ClusterTrainingRuntime or "
                          "TrainingRuntime")
                           .arg(rk));
            job.runtimeRef.kind = rk;
        }
        const QString group = r.string(QStringLiteral("spec.runtimeRef.apiGroup"));
        if (!group.isEmpty()) {
            if (group != QLatin1String("trainer.kubeflow.org"))
                r.fail(QStringLiteral("spec.runtimeRef.apiGroup"),
                       tr("'%1' is not supported; use trainer.kubeflow.org").arg(group));
            job.runtimeRef.apiGroup = group;
        }
    }

    // Trainer
    const QString t = QStringLiteral("spec.trainer");
    QString image;
    QStringList command;
    QStringList args;
    EnvList env;
    std::optional<int> numNodes;
    ResourceMap resources;
    if (r.expectObject(t)) {
        image = r.string(t + QStringLiteral(".image"));
        command = r.stringList(t + QStringLiteral(".command"));
        args = r.stringList(t + QStringLiteral(".args"));
        env = r.envList(t + QStringLiteral(".env"));
        if (const auto *nn = r.at(t + QStringLiteral(".numNodes")); nn && !nn->is_null()) {
            if (auto n = r.integer(t + QStringLiteral(".numNodes"), 1, MaxNodes))
                numNodes = int(*n);
        }
        if (r.expectObject(t + QStringLiteral(".resourcesPerNode"))) {
            ResourceMap limits = r.quantityMap(t + QStringLiteral(".resourcesPerNode.limits"));
            const ResourceMap requests
                = r.quantityMap(t + QStringLiteral(".resourcesPerNode.requests"));
            for (auto it = requests.cbegin(); it != requests.cend(); ++it) {
                if (!limits.contains(it.key()))
                    limits.insert(it.key(), it.value());
            }
            for (auto it = limits.cbegin(); it != limits.cend(); ++it)
                resources.insert(fromK8sResource(it.key()), it.value());
        }
        if (const auto *np = r.at(t + QStringLiteral(".numProcPerNode")); np && !np->is_null()) {
            if (np->is_number_integer()) {
                if (auto n = r.integer(t + QStringLiteral(".numProcPerNode"), 1, 1024))
                    job.numProcPerNode = QString::number(*n);
            } else {
                const QString v = r.string(t + QStringLiteral(".numProcPerNode"));
                if (v == QLatin1String("auto") || v == QLatin1String("cpu")
                    || v == QLatin1String("gpu"))
                    job.numProcPerNode = v;
                else if (!v.isEmpty())
                    r.fail(t + QStringLiteral(".numProcPerNode"),
                           tr("'%1' is not valid; use a whole number of processes, or auto, cpu "
                              "or gpu")
                               .arg(v));
            }
        }
    }
    const QString trainerKindText = allAnnotations.value(AnnTrainer);
    const bool hasScript
        = allAnnotations.contains(AnnScript) || allAnnotations.contains(AnnScriptInline);
    if (trainerKindText == QLatin1String("BuiltinTrainer")) {
        BuiltinTrainer b;
        if (allAnnotations.contains(AnnTorchTune)) {
            const auto j = nlohmann::ordered_json::parse(
                s(allAnnotations.value(AnnTorchTune)), nullptr, false);
            if (j.is_discarded() || !j.is_object())
                r.fail(QStringLiteral("metadata.annotations.") + AnnTorchTune,
                       tr("expected a JSON object of TorchTune settings"));
            else
                b.config = torchTuneFromJson(j);
        }
        if (numNodes)
            b.config.numNodes = numNodes;
        b.config.resourcesPerNode = resources;
        b.env = env;
        job.trainer = b;
    } else if (trainerKindText == QLatin1String("CustomTrainer") || hasScript) {
        CustomTrainer c;
        c.scriptPath = allAnnotations.value(AnnScript);
        c.inlineCode = allAnnotations.value(AnnScriptInline);
        if (!c.scriptPath.isEmpty() && allAnnotations.contains(AnnScriptInline)) {
            // Both: the script's content as it was submitted, and the file it came from
            // (whose name it keeps in the workspace). No file is read for such a job.
            c.scriptContent = c.inlineCode.toUtf8();
            c.scriptLoaded = true;
            c.scriptEmbedded = true;
            c.inlineCode.clear();
        }
        if (c.scriptPath.isEmpty() && c.inlineCode.isEmpty())
            r.fail(QStringLiteral("metadata.annotations"),
                   tr("a CustomTrainer needs the annotation %1 (a .py file) or %2 (the code)")
                       .arg(AnnScript, AnnScriptInline));
        c.functionName = allAnnotations.value(AnnFunction);
        if (allAnnotations.contains(AnnFuncArgs)) {
            const auto j = nlohmann::ordered_json::parse(
                s(allAnnotations.value(AnnFuncArgs)), nullptr, false);
            if (j.is_discarded() || !j.is_object())
                r.fail(QStringLiteral("metadata.annotations.") + AnnFuncArgs,
                       tr("expected a JSON object of keyword arguments such as {\"lr\": 0.01}"));
            else
                c.funcArgs = j;
        }
        c.packagesToInstall = annotationList(r, allAnnotations, AnnPackages);
        c.pipIndexUrls = annotationList(r, allAnnotations, AnnIndexUrls);
        c.image = image;
        c.args = args;
        c.numNodes = numNodes;
        c.resourcesPerNode = resources;
        c.env = env;
        if (!command.isEmpty())
            r.fail(t + QStringLiteral(".command"),
                   tr("a script trainer builds its own command; remove spec.trainer.command or "
                      "drop the %1 annotation")
                       .arg(AnnScript));
        job.trainer = c;
    } else {
        if (!trainerKindText.isEmpty()
            && trainerKindText != QLatin1String("CustomTrainerContainer"))
            r.fail(QStringLiteral("metadata.annotations.") + AnnTrainer,
                   tr("'%1' is not a trainer type; use CustomTrainer, CustomTrainerContainer or "
                      "BuiltinTrainer")
                       .arg(trainerKindText));
        CustomTrainerContainer c;
        c.image = image;
        c.command = command;
        c.args = args;
        c.numNodes = numNodes;
        c.resourcesPerNode = resources;
        c.env = env;
        job.trainer = c;
    }

    if (r.expectObject(QStringLiteral("spec.initializer"))) {
        decodeDataset(r, job);
        decodeModel(r, job);
    }
    job.secretEnv = annotationList(r, allAnnotations, AnnSecretEnv);
    job.dataset.image = allAnnotations.value(AnnDatasetImage);
    job.model.image = allAnnotations.value(AnnModelImage);
    job.suspend = r.boolean(QStringLiteral("spec.suspend")).value_or(false);
    if (auto d = r.integer(QStringLiteral("spec.activeDeadlineSeconds"), 1, qint64(1) << 40))
        job.activeDeadlineSeconds = *d;
    job.managedBy = r.string(QStringLiteral("spec.managedBy"));
    if (!job.managedBy.isEmpty() && job.managedBy != ManagedByTrainer
        && job.managedBy != ManagedByMultiKueue)
        r.fail(QStringLiteral("spec.managedBy"),
               tr("'%1' is not accepted by the TrainJob CRD; use %2 or %3, or leave it out")
                   .arg(job.managedBy, ManagedByTrainer, ManagedByMultiKueue));
    if (const auto *patches = r.at(QStringLiteral("spec.runtimePatches"));
        patches && !patches->is_null()) {
        job.runtimePatches = *patches;
        for (const RuntimePatches::Problem &p : RuntimePatches::check(*patches))
            r.fail(p.path, p.message);
    }

    // Status, when the object came from a cluster or a saved snapshot.
    if (r.expectObject(QStringLiteral("status"))) {
        if (r.expectArray(QStringLiteral("status.conditions"))) {
            const auto *conds = r.at(QStringLiteral("status.conditions"));
            for (size_t i = 0; i < conds->size(); ++i) {
                const QString p = QStringLiteral("status.conditions[%1]").arg(i);
                JobCondition c;
                c.type = r.string(p + QStringLiteral(".type"));
                c.status = r.string(p + QStringLiteral(".status"));
                c.reason = r.string(p + QStringLiteral(".reason"));
                c.message = r.string(p + QStringLiteral(".message"));
                c.lastTransitionTime = QDateTime::fromString(
                    r.string(p + QStringLiteral(".lastTransitionTime")), Qt::ISODate);
                job.status.conditions.append(c);
            }
        }
        if (r.expectArray(QStringLiteral("status.jobsStatus"))) {
            const auto *js = r.at(QStringLiteral("status.jobsStatus"));
            for (size_t i = 0; i < js->size(); ++i) {
                const QString p = QStringLiteral("status.jobsStatus[%1]").arg(i);
                ReplicatedJobStatus st;
                st.name = r.string(p + QStringLiteral(".name"));
                st.ready = int(r.integer(p + QStringLiteral(".ready"), 0, MaxNodes).value_or(0));
                st.succeeded
                    = int(r.integer(p + QStringLiteral(".succeeded"), 0, MaxNodes).value_or(0));
                st.failed = int(r.integer(p + QStringLiteral(".failed"), 0, MaxNodes).value_or(0));
                st.active = int(r.integer(p + QStringLiteral(".active"), 0, MaxNodes).value_or(0));
                st.suspended
                    = int(r.integer(p + QStringLiteral(".suspended"), 0, MaxNodes).value_or(0));
                job.status.jobsStatus.append(st);
            }
        }
        if (const auto *ts = r.at(QStringLiteral("status.trainerStatus")))
            job.status.trainerStatus = *ts;
    }
    return finish();
}

nlohmann::ordered_json TrainJobCodec::encode(const TrainJob &job)
{
    nlohmann::ordered_json j
        = job.document.is_object() ? job.document : nlohmann::ordered_json::object();
    j["apiVersion"] = ApiVersion;
    j["kind"] = "TrainJob";
    auto &meta = j["metadata"];
    if (!meta.is_object())
        meta = nlohmann::ordered_json::object();
    meta["name"] = s(job.name);
    if (!job.namespaceName.isEmpty())
        meta["namespace"] = s(job.namespaceName);
    {
        nlohmann::ordered_json labels = nlohmann::ordered_json::object();
        QMap<QString, QString> all = job.labels;
        if (!job.queueName.isEmpty())
            all.insert(Labels::KueueQueueName, job.queueName);
        if (!job.priorityClass.isEmpty())
            all.insert(Labels::KueuePriorityClass, job.priorityClass);
        for (auto it = all.cbegin(); it != all.cend(); ++it)
            labels[s(it.key())] = s(it.value());
        put(meta, "labels", labels);
    }

    // Annotations: the user's, then TrainDeck's, rebuilt from the typed trainer.
    nlohmann::ordered_json ann = nlohmann::ordered_json::object();
    if (meta.contains("annotations") && meta["annotations"].is_object()) {
        for (auto it = meta["annotations"].begin(); it != meta["annotations"].end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            if (!key.startsWith(AnnotationPrefix) && job.annotations.contains(key))
                ann[it.key()] = s(job.annotations.value(key));
        }
    }
    for (auto it = job.annotations.cbegin(); it != job.annotations.cend(); ++it)
        ann[s(it.key())] = s(it.value());

    auto &spec = j["spec"];
    if (!spec.is_object())
        spec = nlohmann::ordered_json::object();
    auto &ref = spec["runtimeRef"];
    if (!ref.is_object())
        ref = nlohmann::ordered_json::object();
    ref["name"] = s(job.runtimeRef.name);
    if (ref.contains("kind") || job.runtimeRef.kind != QLatin1String("ClusterTrainingRuntime"))
        ref["kind"] = s(job.runtimeRef.kind);
    if (ref.contains("apiGroup"))
        ref["apiGroup"] = s(job.runtimeRef.apiGroup);

    nlohmann::ordered_json trainer = spec.contains("trainer") && spec["trainer"].is_object()
                                         ? spec["trainer"]
                                         : nlohmann::ordered_json::object();
    const TrainerKind kind = trainerKind(job.trainer);
    const ResourceMap &res = trainerResources(job.trainer);
    nlohmann::ordered_json resources = nlohmann::ordered_json::object();
    if (!res.isEmpty()) {
        nlohmann::ordered_json q = nlohmann::ordered_json::object();
        for (auto it = res.cbegin(); it != res.cend(); ++it)
            q[s(toK8sResource(it.key()))] = s(it.value());
        resources["limits"] = q;
        resources["requests"] = q;
    }
    const auto nodes = trainerNumNodes(job.trainer);
    put(trainer, "numNodes", nodes ? nlohmann::ordered_json(*nodes) : nlohmann::ordered_json());
    put(trainer, "resourcesPerNode", resources);
    put(trainer, "env", envJson(trainerEnv(job.trainer)));
    if (!job.numProcPerNode.isEmpty()) {
        bool isInt = false;
        const int n = job.numProcPerNode.toInt(&isInt);
        trainer["numProcPerNode"]
            = isInt ? nlohmann::ordered_json(n) : nlohmann::ordered_json(s(job.numProcPerNode));
    } else {
        trainer.erase("numProcPerNode");
    }
    if (kind == TrainerKind::CustomTrainerContainer) {
        const auto &c = std::get<CustomTrainerContainer>(job.trainer);
        put(trainer, "image", s(c.image));
        put(trainer, "command", jsonList(c.command));
        put(trainer, "args", jsonList(c.args));
    } else if (kind == TrainerKind::CustomTrainer) {
        const auto &c = std::get<CustomTrainer>(job.trainer);
        put(trainer, "image", s(c.image));
        trainer.erase("command");
        put(trainer, "args", jsonList(c.args));
        ann[s(AnnTrainer)] = "CustomTrainer";
        if (!c.scriptPath.isEmpty())
            ann[s(AnnScript)] = s(c.scriptPath);
        if (c.scriptPath.isEmpty())
            ann[s(AnnScriptInline)] = s(c.inlineCode);
        else if (c.scriptEmbedded)
            ann[s(AnnScriptInline)] = s(QString::fromUtf8(c.scriptContent));
        if (!c.functionName.isEmpty())
            ann[s(AnnFunction)] = s(c.functionName);
        if (c.funcArgs.is_object() && !c.funcArgs.empty())
            ann[s(AnnFuncArgs)] = c.funcArgs.dump();
        if (!c.packagesToInstall.isEmpty())
            ann[s(AnnPackages)] = jsonList(c.packagesToInstall).dump();
        if (!c.pipIndexUrls.isEmpty())
            ann[s(AnnIndexUrls)] = jsonList(c.pipIndexUrls).dump();
    } else {
        const auto &b = std::get<BuiltinTrainer>(job.trainer);
        ann[s(AnnTrainer)] = "BuiltinTrainer";
        const auto cfg = torchTuneToJson(b.config);
        if (!cfg.empty())
            ann[s(AnnTorchTune)] = cfg.dump();
        trainer.erase("image");
        trainer.erase("command");
        put(trainer, "args", jsonList(torchTuneArgs(b.config, storageUri(job.dataset.config))));
    }
    put(spec, "trainer", trainer);

    // Initializers
    nlohmann::ordered_json init = spec.contains("initializer") && spec["initializer"].is_object()
                                      ? spec["initializer"]
                                      : nlohmann::ordered_json::object();
    auto encodeInit = [](nlohmann::ordered_json &slot,
                         const QString &uri,
                         const EnvList &envWithUri,
                         const QString &secretRef) {
        if (!slot.is_object())
            slot = nlohmann::ordered_json::object();
        put(slot, "storageUri", s(uri));
        EnvList env;
        for (const EnvVar &e : envWithUri) {
            if (e.name != QLatin1String("STORAGE_URI"))
                env.append(e);
        }
        put(slot, "env", envJson(env));
        if (!secretRef.isEmpty())
            slot["secretRef"]["name"] = s(secretRef);
        else
            slot.erase("secretRef");
    };
    if (job.dataset.isSet() || !job.dataset.secretRef.isEmpty())
        encodeInit(init["dataset"],
                   storageUri(job.dataset.config),
                   initializerEnv(job.dataset),
                   job.dataset.secretRef);
    else
        init.erase("dataset");
    if (job.model.isSet() || !job.model.secretRef.isEmpty())
        encodeInit(init["model"],
                   storageUri(job.model.config),
                   initializerEnv(job.model),
                   job.model.secretRef);
    else
        init.erase("model");
    put(spec, "initializer", init);
    if (!job.dataset.image.isEmpty())
        ann[s(AnnDatasetImage)] = s(job.dataset.image);
    if (!job.model.image.isEmpty())
        ann[s(AnnModelImage)] = s(job.model.image);
    if (!job.secretEnv.isEmpty())
        ann[s(AnnSecretEnv)] = jsonList(job.secretEnv).dump();
    put(meta, "annotations", ann);

    if (job.suspend)
        spec["suspend"] = true;
    else
        spec.erase("suspend");
    put(spec,
        "activeDeadlineSeconds",
        job.activeDeadlineSeconds ? nlohmann::ordered_json(*job.activeDeadlineSeconds)
                                  : nlohmann::ordered_json());
    put(spec, "managedBy", s(job.managedBy));
    // Kept as written, even an empty list, so that a file reads back byte for byte.
    if (job.runtimePatches.is_null())
        spec.erase("runtimePatches");
    else
        spec["runtimePatches"] = job.runtimePatches;
    return j;
}

QByteArray TrainJobCodec::toKeptYaml(const TrainJob &job)
{
    TrainJob kept = SecretMasker::masked(job, QStringLiteral("********"));
    if (auto *c = std::get_if<CustomTrainer>(&kept.trainer);
        c && !c->scriptPath.isEmpty() && c->scriptLoaded)
        c->scriptEmbedded = true;
    QByteArray yaml;
    if (kept.fileRuntime) {
        yaml = Document::toYaml(RuntimeCodec::encode(*kept.fileRuntime));
        if (!yaml.endsWith('\n'))
            yaml += '\n';
        yaml += "---\n";
    }
    return yaml + toYaml(kept);
}

} // namespace TrainDeck
