// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/domain/trainer.h"

#include "core/support/overloaded.h"

namespace TrainDeck {

namespace {

QString boolText(bool b)
{
    return b ? QStringLiteral("True") : QStringLiteral("False");
}

} // namespace

TrainerKind trainerKind(const Trainer &t)
{
    return std::visit(Overloaded{[](const CustomTrainer &) { return TrainerKind::CustomTrainer; },
                                 [](const CustomTrainerContainer &) {
                                     return TrainerKind::CustomTrainerContainer;
                                 },
                                 [](const BuiltinTrainer &) {
                                     return TrainerKind::BuiltinTrainer;
                                 }},
                      t);
}

std::optional<int> trainerNumNodes(const Trainer &t)
{
    return std::visit(Overloaded{[](const BuiltinTrainer &b) { return b.config.numNodes; },
                                 [](const auto &v) {
                                     return v.numNodes;
                                 }},
                      t);
}

const ResourceMap &trainerResources(const Trainer &t)
{
    return std::visit(Overloaded{[](const BuiltinTrainer &b) -> const ResourceMap & {
                                     return b.config.resourcesPerNode;
                                 },
                                 [](const auto &v) -> const ResourceMap & {
                                     return v.resourcesPerNode;
                                 }},
                      t);
}

const EnvList &trainerEnv(const Trainer &t)
{
    return std::visit([](const auto &v) -> const EnvList & { return v.env; }, t);
}

EnvList &trainerEnv(Trainer &t)
{
    return std::visit([](auto &v) -> EnvList & { return v.env; }, t);
}

QString trainerImage(const Trainer &t)
{
    return std::visit(Overloaded{[](const BuiltinTrainer &) { return QString(); },
                                 [](const auto &v) {
                                     return v.image;
                                 }},
                      t);
}

QStringList torchTuneArgs(const TorchTuneConfig &c, const QString &datasetStorageUri)
{
    QStringList a;
    if (c.dtype != TorchTuneDataType::Unset)
        a << QStringLiteral("dtype=%1")
                 .arg(c.dtype == TorchTuneDataType::BF16 ? QStringLiteral("bf16")
                                                         : QStringLiteral("fp32"));
    if (c.batchSize)
        a << QStringLiteral("batch_size=%1").arg(*c.batchSize);
    if (c.epochs)
        a << QStringLiteral("epochs=%1").arg(*c.epochs);
    if (!c.loss.isEmpty())
        a << QStringLiteral("loss=%1").arg(c.loss);
    if (datasetStorageUri.startsWith(QLatin1String("hf://"))) {
        // hf://owner/repo/sub/path: a path with a dot names files, otherwise a folder.
        const QStringList parts = datasetStorageUri.mid(5).split(QLatin1Char('/'));
        if (parts.size() > 2) {
            const QString rel = parts.mid(2).join(QLatin1Char('/'));
            if (rel.contains(QLatin1Char('.')))
                a << QStringLiteral("dataset.data_files=/workspace/dataset/%1").arg(rel);
            else
                a << QStringLiteral("dataset.data_dir=/workspace/dataset/%1").arg(rel);
        }
    }
    if (c.peftConfig) {
        const LoraConfig &l = *c.peftConfig;
        if (l.applyLoraToMlp)
            a << QStringLiteral("model.apply_lora_to_mlp=%1").arg(boolText(*l.applyLoraToMlp));
        if (l.applyLoraToOutput)
            a << QStringLiteral("model.apply_lora_to_output=%1")
                     .arg(boolText(*l.applyLoraToOutput));
        if (!l.loraAttnModules.isEmpty())
            a << QStringLiteral("model.lora_attn_modules=[%1]")
                     .arg(l.loraAttnModules.join(QLatin1Char(',')));
        if (l.loraRank)
            a << QStringLiteral("model.lora_rank=%1").arg(*l.loraRank);
        if (l.loraAlpha)
            a << QStringLiteral("model.lora_alpha=%1").arg(*l.loraAlpha);
        if (l.loraDropout)
            a << QStringLiteral("model.lora_dropout=%1").arg(*l.loraDropout);
        if (l.quantizeBase)
            a << QStringLiteral("model.quantize_base=%1").arg(boolText(*l.quantizeBase));
        if (l.useDora)
            a << QStringLiteral("model.use_dora=%1").arg(boolText(*l.useDora));
    }
    if (c.datasetPreprocessConfig) {
        const TorchTuneInstructDataset &d = *c.datasetPreprocessConfig;
        a << QStringLiteral("dataset=torchtune.datasets.instruct_dataset");
        if (!d.source.isEmpty())
            a << QStringLiteral("dataset.source=%1").arg(d.source);
        if (!d.split.isEmpty())
            a << QStringLiteral("dataset.split=%1").arg(d.split);
        if (d.trainOnInput)
            a << QStringLiteral("dataset.train_on_input=%1").arg(boolText(*d.trainOnInput));
        if (!d.newSystemPrompt.isEmpty())
            a << QStringLiteral("dataset.new_system_prompt=%1").arg(d.newSystemPrompt);
        if (!d.columnMap.isEmpty()) {
            QStringList pairs;
            for (auto it = d.columnMap.cbegin(); it != d.columnMap.cend(); ++it)
                pairs << QStringLiteral("'%1': '%2'").arg(it.key(), it.value());
            a << QStringLiteral("dataset.column_map={%1}").arg(pairs.join(QStringLiteral(", ")));
        }
    }
    return a;
}

} // namespace TrainDeck
