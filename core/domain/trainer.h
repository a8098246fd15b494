// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"
#include "core/domain/envvar.h"

#include <QMap>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>
#include <variant>

namespace TrainDeck {

/// Resources per node in the SDK's short form: cpu, memory, gpu (nvidia.com/gpu), storage,
/// mig-<profile>, or any extended resource name, each with a Kubernetes quantity string.
using ResourceMap = QMap<QString, QString>;

/// A training function in Python: a script file, or inline code. The SDK ships a function's
/// source; a desktop user more often has a train.py, so both are first-class here.
struct CustomTrainer
{
    QString scriptPath; ///< a .py file (absolute, or relative to the job file)
    QString inlineCode; ///< used when scriptPath is empty
    /// The script's bytes as loaded by JobLoader (never serialized): the pipeline is pure and
    /// does not read files itself.
    QByteArray scriptContent;
    bool scriptLoaded = false;
    /// The content came with the job's document (traindeck.io/script-inline beside
    /// traindeck.io/script), as in the file a backend keeps: the job needs no file to be
    /// planned, drawn, re-run or cloned, and is written back the same way.
    bool scriptEmbedded = false;
    /// Why the script was not loaded, when it was not (missing, too large, outside the job
    /// file's folder...), for validation to report.
    QString scriptProblem;
    QString functionName; ///< call this function of the script (empty: run it as __main__)
    nlohmann::ordered_json funcArgs = nlohmann::ordered_json::object(); ///< keyword arguments
    QStringList packagesToInstall;
    QStringList pipIndexUrls; ///< first is --index-url, the rest --extra-index-url
    QStringList args;         ///< command-line arguments for a __main__ script
    QString image;            ///< override of the runtime image (container backends)
    std::optional<int> numNodes;
    ResourceMap resourcesPerNode;
    EnvList env;
};

/// A ready-made training image: command and args run as they are.
struct CustomTrainerContainer
{
    QString image;
    QStringList command;
    QStringList args;
    std::optional<int> numNodes;
    ResourceMap resourcesPerNode;
    EnvList env;
};

struct LoraConfig
{
    std::optional<bool> applyLoraToMlp;
    std::optional<bool> applyLoraToOutput;
    QStringList loraAttnModules{
        QStringLiteral("q_proj"), QStringLiteral("v_proj"), QStringLiteral("output_proj")};
    std::optional<int> loraRank;
    std::optional<int> loraAlpha;
    std::optional<double> loraDropout;
    std::optional<bool> quantizeBase;
    std::optional<bool> useDora;
};

struct TorchTuneInstructDataset
{
    QString source; ///< json, csv, parquet, arrow, text, xml
    QString split;
    std::optional<bool> trainOnInput;
    QString newSystemPrompt;
    QMap<QString, QString> columnMap;
};

struct TorchTuneConfig
{
    TorchTuneDataType dtype = TorchTuneDataType::Unset;
    std::optional<int> batchSize;
    std::optional<int> epochs;
    QString loss; ///< e.g. torchtune.modules.loss.CEWithChunkedOutputLoss
    std::optional<int> numNodes;
    std::optional<LoraConfig> peftConfig;
    std::optional<TorchTuneInstructDataset> datasetPreprocessConfig;
    ResourceMap resourcesPerNode;
};

struct BuiltinTrainer
{
    TorchTuneConfig config;
    EnvList env;
};

using Trainer = std::variant<CustomTrainer, CustomTrainerContainer, BuiltinTrainer>;

TrainerKind trainerKind(const Trainer &t);
std::optional<int> trainerNumNodes(const Trainer &t);
const ResourceMap &trainerResources(const Trainer &t);
const EnvList &trainerEnv(const Trainer &t);
EnvList &trainerEnv(Trainer &t);
/// The image the trainer asks for, empty when the runtime's image is used.
QString trainerImage(const Trainer &t);
/// torchtune overrides as `key=value` arguments, in the SDK's order.
QStringList torchTuneArgs(const TorchTuneConfig &c, const QString &datasetStorageUri);

} // namespace TrainDeck
