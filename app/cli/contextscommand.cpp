// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/contextscommand.h"

#include "app/cli/kubecli.h"
#include "core/codec/document.h"

namespace TrainDeck::Cli {

using namespace Kubernetes;

QString ContextsCommand::summary() const
{
    return tr("list the kubeconfig's Kubernetes contexts and whether each connects");
}

QString ContextsCommand::usage() const
{
    return tr("Usage: traindeck-cli contexts [--kubeconfig FILE] [--json] [--timeout SEC]\n\n"
              "Lists the contexts of the kubeconfig (--kubeconfig, else the files in\n"
              "$KUBECONFIG, else ~/.kube/config) with their cluster, server and namespace,\n"
              "and tries each one: it connects when the API server accepts the context's\n"
              "credentials. The reason is shown when it does not, and whether the cluster\n"
              "serves Kubeflow Trainer (trainer.kubeflow.org/v1alpha1) when it does.\n\n"
              "  --kubeconfig FILE  read this kubeconfig only\n"
              "  --json             one JSON array (see docs/cli.md)\n"
              "  --timeout SEC      give each context this long to answer (default 10)\n");
}

void ContextsCommand::addOptions(CliParser &parser) const
{
    parser.addFlags({QStringLiteral("json")});
    parser.addValues({QStringLiteral("kubeconfig"), QStringLiteral("timeout")});
}

int ContextsCommand::run(const CliParser &o, QTextStream &out, QTextStream &err)
{
    if (!o.positional().isEmpty()) {
        err << tr("contexts takes no arguments") << '\n' << usage();
        return ExitUsage;
    }
    bool ok = false;
    const int timeout = o.value(QStringLiteral("timeout"), QStringLiteral("10")).toInt(&ok);
    if (!ok || timeout <= 0) {
        err << tr("contexts: --timeout needs a number of seconds above 0") << '\n';
        return ExitUsage;
    }
    KubeConnectionOptions options = KubeCli::options(o);
    auto config = KubeConnection::loadConfig(options);
    if (!config) {
        err << config.error().toString() << '\n';
        return ExitError;
    }
    if (config->contexts().isEmpty()) {
        err << tr("no contexts in %1; add one with kubectl config set-context, or pass "
                  "--kubeconfig FILE")
                   .arg(config->files().join(QStringLiteral(", ")))
            << '\n';
        return ExitError;
    }
    struct Row
    {
        Kubeconfig::Context context;
        QString server;
        QString nameSpace;
        KubeProbe probe;
    };
    QList<Row> rows;
    for (const Kubeconfig::Context &c : config->contexts()) {
        Row row;
        row.context = c;
        row.nameSpace = c.nameSpace.isEmpty() ? QStringLiteral("default") : c.nameSpace;
        auto resolved = config->resolve(c.name);
        if (!resolved) {
            row.probe.reason = resolved.error().toString();
            rows << row;
            continue;
        }
        row.server = resolved->cluster.server;
        auto client = KubeClient::create(*resolved);
        if (!client) {
            row.probe.reason = client.error().toString();
            rows << row;
            continue;
        }
        // One try, soon over: this is a status line, not a job.
        KubeClient::RetryPolicy once;
        once.attempts = 1;
        (*client)->setRetryPolicy(once);
        auto probe = KubeCli::wait<KubeProbe>(
            [&client](std::function<void(KubeProbe)> done) {
                KubeConnection::probe(client->get(), std::move(done));
            },
            timeout * 1000);
        if (probe)
            row.probe = *probe;
        else
            row.probe.reason = tr("%1 did not answer within %2 s").arg(row.server).arg(timeout);
        rows << row;
    }
    const QString current = config->currentContext();
    if (o.has(QStringLiteral("json"))) {
        auto arr = nlohmann::ordered_json::array();
        for (const Row &r : std::as_const(rows)) {
            nlohmann::ordered_json j;
            j["name"] = r.context.name.toStdString();
            j["current"] = r.context.name == current;
            j["cluster"] = r.context.cluster.toStdString();
            j["server"] = r.server.toStdString();
            j["user"] = r.context.user.toStdString();
            j["namespace"] = r.nameSpace.toStdString();
            j["connected"] = r.probe.connected;
            j["serverVersion"] = r.probe.serverVersion.toStdString();
            j["trainer"] = r.probe.trainerServed;
            j["reason"] = r.probe.reason.toStdString();
            arr.push_back(j);
        }
        out << QString::fromUtf8(Document::toJson(arr));
        return ExitOk;
    }
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral(" "))
               .arg(tr("CONTEXT"), -20)
               .arg(tr("CLUSTER"), -20)
               .arg(tr("NAMESPACE"), -16)
               .arg(tr("STATUS"));
    for (const Row &r : std::as_const(rows)) {
        QString status;
        if (r.probe.connected && r.probe.trainerServed)
            status = tr("connected, Kubernetes %1, Kubeflow Trainer served")
                         .arg(r.probe.serverVersion);
        else if (r.probe.connected)
            status = tr("connected, Kubernetes %1, but Kubeflow Trainer is not installed")
                         .arg(r.probe.serverVersion);
        else
            status = tr("not connected: %1").arg(r.probe.reason);
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(r.context.name == current ? QStringLiteral("*") : QStringLiteral(" "))
                   .arg(r.context.name, -20)
                   .arg(r.context.cluster, -20)
                   .arg(r.nameSpace, -16)
                   .arg(status);
    }
    return ExitOk;
}

} // namespace TrainDeck::Cli
