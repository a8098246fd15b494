// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/contextscommand.h"

#include "app/cli/kubecli.h"
#include "backends/kubernetes/kubecontexts.h"
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
              "$KUBECONFIG, else ~/.kube/config), the current one first, then the pod's\n"
              "service account (in-cluster) when one is mounted, with their cluster, server\n"
              "and namespace, and tries each one: it connects when the API server accepts\n"
              "the context's credentials. The reason is shown when it does not (an exec\n"
              "plugin not installed is reported without trying), and whether the cluster\n"
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

namespace {

struct Row
{
    QString name;
    QString cluster;
    QString user;
    QString server;
    QString nameSpace;
    bool current = false;
    KubeProbe probe;
};

/// Tries `resolved` once, within `timeoutSeconds`: a status line, not a job.
KubeProbe probe(const Kubeconfig::Resolved &resolved, int timeoutSeconds)
{
    KubeProbe p;
    auto client = KubeClient::create(resolved);
    if (!client) {
        p.reason = client.error().toString();
        return p;
    }
    KubeClient::RetryPolicy once;
    once.attempts = 1;
    (*client)->setRetryPolicy(once);
    auto answer = KubeCli::wait<KubeProbe>(
        [&client](std::function<void(KubeProbe)> done) {
            KubeConnection::probe(client->get(), std::move(done));
        },
        timeoutSeconds * 1000);
    if (answer)
        return *answer;
    p.reason = ContextsCommand::tr("%1 did not answer within %2 s")
                   .arg(resolved.cluster.server)
                   .arg(timeoutSeconds);
    return p;
}

} // namespace

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
    // The contexts the GUI offers too, found the same way (backends/kubernetes/kubecontexts.h).
    BackendOptions base;
    base.kubeconfig = o.value(QStringLiteral("kubeconfig"));
    const auto contexts = KubeContexts::list(base, QProcessEnvironment::systemEnvironment());
    if (!contexts) {
        err << contexts.error().toString() << '\n';
        return ExitError;
    }
    if (contexts->isEmpty()) {
        err << tr("no kubeconfig was found and this is not a pod with a service account; set "
                  "KUBECONFIG or pass --kubeconfig FILE")
            << '\n';
        return ExitError;
    }
    QList<Row> rows;
    for (const KubeContexts::Context &c : *contexts) {
        Row row;
        row.name = c.name;
        row.cluster = c.cluster;
        row.user = c.user;
        row.current = c.current;
        row.server = c.server;
        row.nameSpace = c.nameSpace;
        if (c.resolved && c.problem.isEmpty()) {
            row.probe = probe(*c.resolved, timeout);
        } else {
            // Known not to connect (a plugin not installed, a broken context): no need to try.
            row.probe.reason = c.problem;
        }
        rows << row;
    }
    if (o.has(QStringLiteral("json"))) {
        auto arr = nlohmann::ordered_json::array();
        for (const Row &r : std::as_const(rows)) {
            nlohmann::ordered_json j;
            j["name"] = r.name.toStdString();
            j["current"] = r.current;
            j["cluster"] = r.cluster.toStdString();
            j["server"] = r.server.toStdString();
            j["user"] = r.user.toStdString();
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
                   .arg(r.current ? QStringLiteral("*") : QStringLiteral(" "))
                   .arg(r.name, -20)
                   .arg(r.cluster, -20)
                   .arg(r.nameSpace, -16)
                   .arg(status);
    }
    return ExitOk;
}

} // namespace TrainDeck::Cli
