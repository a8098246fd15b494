// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/runtimescommand.h"

#include "app/cli/kubecli.h"
#include "backends/kubernetes/clusterruntimes.h"
#include "core/codec/document.h"

#include <variant>

namespace TrainDeck::Cli {

QString RuntimesCommand::summary() const
{
    return tr("list the training runtimes (TrainDeck's and the user's)");
}

QString RuntimesCommand::usage() const
{
    return tr("Usage: traindeck-cli runtimes [--json | --names] [--runtimes PATH]...\n"
              "       traindeck-cli runtimes --backend kubernetes [--kubeconfig FILE]\n"
              "                              [--context NAME] [--namespace NS] [--json]\n\n"
              "Lists TrainDeck's runtimes, then those in $TRAINDECK_RUNTIMES (':'-separated\n"
              "files or folders) and in each --runtimes PATH. A later runtime with the same\n"
              "name replaces an earlier one.\n\n"
              "With --backend kubernetes it lists the cluster's runtimes instead: its\n"
              "ClusterTrainingRuntimes and the namespace's TrainingRuntimes (a namespaced\n"
              "one hides a cluster one of the same name), as the Kubeflow SDK does.\n\n"
              "  --json              one JSON array (see docs/cli.md)\n"
              "  --names             only the runtime names, one a line\n"
              "  --runtimes PATH     also load this runtime file or folder\n"
              "  --backend B         local, docker, podman (TrainDeck's runtimes) or kubernetes\n"
              "  --kubeconfig FILE   the kubeconfig (default: $KUBECONFIG, else ~/.kube/config)\n"
              "  --context NAME      a kubeconfig context (default: its current context)\n"
              "  --namespace NS      where TrainingRuntimes are read (default: the context's)\n");
}

void RuntimesCommand::addOptions(CliParser &parser) const
{
    parser.addFlags({QStringLiteral("json"), QStringLiteral("names")});
    parser.addValues({QStringLiteral("runtimes"), QStringLiteral("backend")});
    KubeCli::addOptions(parser);
}

namespace {

/// The cluster's runtimes, or an exit code with the reason on `err`.
std::variant<QList<Runtime>, int> clusterRuntimes(const CliParser &o, QTextStream &err)
{
    using namespace Kubernetes;
    auto client = KubeConnection::open(KubeCli::options(o));
    if (!client) {
        err << client.error().toString() << '\n';
        return int(ExitError);
    }
    if (const QString w = (*client)->connectionWarning(); !w.isEmpty())
        err << RuntimesCommand::tr("warning: %1").arg(w) << '\n';
    const QString ns = (*client)->defaultNamespace();
    auto listing = KubeCli::wait<Result<ClusterRuntimes::Listing>>(
        [&client, &ns](std::function<void(Result<ClusterRuntimes::Listing>)> done) {
            ClusterRuntimes::list(client->get(), ns, std::move(done));
        },
        180 * 1000);
    if (!listing) {
        err << RuntimesCommand::tr("%1 did not answer within 180 s").arg((*client)->server())
            << '\n';
        return int(ExitError);
    }
    if (!*listing) {
        err << listing->error().message << '\n';
        return int(ExitError);
    }
    for (const Error &w : (*listing)->warnings)
        err << RuntimesCommand::tr("warning: %1").arg(w.toString()) << '\n';
    return (*listing)->runtimes;
}

} // namespace

int RuntimesCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (!o.positional().isEmpty()) {
        err << tr("runtimes takes no arguments") << '\n' << usage();
        return ExitUsage;
    }
    const QString backend = o.value(QStringLiteral("backend"));
    const bool kubernetes = backend == QLatin1String("kubernetes");
    if (!backend.isEmpty() && !backendKindFromString(backend)) {
        err << tr("runtimes: unknown backend '%1'; use local, docker, podman or kubernetes")
                   .arg(backend)
            << '\n';
        return ExitUsage;
    }
    if (!kubernetes
        && (o.has(QStringLiteral("kubeconfig")) || o.has(QStringLiteral("context"))
            || o.has(QStringLiteral("namespace")))) {
        err << tr("runtimes: --kubeconfig, --context and --namespace go with --backend "
                  "kubernetes")
            << '\n';
        return ExitUsage;
    }
    QList<Runtime> runtimes;
    if (kubernetes) {
        auto listed = clusterRuntimes(o, err);
        if (const int *code = std::get_if<int>(&listed))
            return *code;
        runtimes = std::get<QList<Runtime>>(listed);
    } else {
        runtimes = o.catalog(err).runtimes();
    }
    if (o.has(QStringLiteral("json"))) {
        auto arr = nlohmann::ordered_json::array();
        for (const Runtime &r : std::as_const(runtimes)) {
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
            if (!r.unusableReason.isEmpty())
                j["unusable"] = r.unusableReason.toStdString();
            j["source"] = r.sourceFile.toStdString();
            arr.push_back(j);
        }
        out << QString::fromUtf8(Document::toJson(arr));
        return ExitOk;
    }
    if (o.has(QStringLiteral("names"))) {
        for (const Runtime &r : std::as_const(runtimes))
            out << r.name << '\n';
        return ExitOk;
    }
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(tr("NAME"), -26)
               .arg(tr("FRAMEWORK"), -10)
               .arg(tr("POLICY"), -7)
               .arg(tr("NODES"), -5)
               .arg(tr("IMAGE"));
    for (const Runtime &r : std::as_const(runtimes)) {
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(r.name, -26)
                   .arg(r.framework, -10)
                   .arg(enumName(r.mlPolicy.kind), -7)
                   .arg(r.numNodes, -5)
                   .arg(r.unusableReason.isEmpty() ? r.image
                                                   : tr("unusable: %1").arg(r.unusableReason));
    }
    return ExitOk;
}

} // namespace TrainDeck::Cli
