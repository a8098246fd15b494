// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/runtimescommand.h"

#include "core/codec/document.h"

namespace TrainDeck::Cli {

QString RuntimesCommand::summary() const
{
    return tr("list the training runtimes (TrainDeck's and the user's)");
}

QString RuntimesCommand::usage() const
{
    return tr("Usage: traindeck-cli runtimes [--json] [--runtimes PATH]...\n\n"
              "Lists TrainDeck's runtimes, then those in $TRAINDECK_RUNTIMES (':'-separated\n"
              "files or folders) and in each --runtimes PATH. A later runtime with the same\n"
              "name replaces an earlier one.\n\n"
              "  --json            one JSON array (see docs/cli.md)\n"
              "  --runtimes PATH   also load this runtime file or folder\n");
}

void RuntimesCommand::addOptions(CliParser &parser) const
{
    parser.addFlags({QStringLiteral("json")});
    parser.addValues({QStringLiteral("runtimes")});
}

int RuntimesCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (!o.positional().isEmpty()) {
        err << tr("runtimes takes no arguments") << '\n' << usage();
        return ExitUsage;
    }
    const RuntimeCatalog catalog = o.catalog(err);
    if (o.has(QStringLiteral("json"))) {
        auto arr = nlohmann::ordered_json::array();
        for (const Runtime &r : catalog.runtimes()) {
            nlohmann::ordered_json j;
            j["name"] = r.name.toStdString();
            j["kind"] = enumName(r.kind).toStdString();
            j["framework"] = r.framework.toStdString();
            j["trainerType"] = enumName(r.trainerType).toStdString();
            j["mlPolicy"] = enumName(r.mlPolicy.kind).toStdString();
            j["numNodes"] = r.numNodes;
            j["image"] = r.image.toStdString();
            j["device"] = r.device.toStdString();
            j["deviceCount"] = r.deviceCount.toStdString();
            j["initializers"] = nlohmann::ordered_json::array();
            for (const char *n : {"dataset-initializer", "model-initializer"}) {
                if (r.replicatedJob(QLatin1String(n)))
                    j["initializers"].push_back(n);
            }
            if (!r.pretrainedModel.isEmpty())
                j["pretrainedModel"] = r.pretrainedModel.toStdString();
            j["deprecated"] = r.deprecated;
            j["source"] = r.sourceFile.toStdString();
            arr.push_back(j);
        }
        out << QString::fromUtf8(Document::toJson(arr));
        return ExitOk;
    }
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(tr("NAME"), -26)
               .arg(tr("FRAMEWORK"), -10)
               .arg(tr("POLICY"), -7)
               .arg(tr("NODES"), -5)
               .arg(tr("IMAGE"));
    for (const Runtime &r : catalog.runtimes()) {
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(r.name, -26)
                   .arg(r.framework, -10)
                   .arg(enumName(r.mlPolicy.kind), -7)
                   .arg(r.numNodes, -5)
                   .arg(r.image);
    }
    return ExitOk;
}

} // namespace TrainDeck::Cli
