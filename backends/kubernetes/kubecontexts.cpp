// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubecontexts.h"

#include "backends/kubernetes/execcredentialplugin.h"
#include "backends/kubernetes/inclusterconfig.h"
#include "backends/kubernetes/kubeconnection.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace TrainDeck::Kubernetes {

QString KubeContexts::connection(const QString &context, const QString &nameSpace)
{
    return context + u'/' + nameSpace;
}

QString KubeContexts::displayName(const QString &context, const QString &nameSpace)
{
    return QStringLiteral("%1 (%2)").arg(context, nameSpace);
}

QString KubeContexts::serviceAccountDir(const QProcessEnvironment &env)
{
    // Set only to try the in-cluster configuration outside a pod (docs/kubernetes.md).
    const QString dir = env.value(QStringLiteral("TRAINDECK_SERVICEACCOUNT_DIR"));
    return dir.isEmpty() ? InClusterConfig::defaultRoot() : dir;
}

QString KubeContexts::execProblem(const Kubeconfig::User &user, const QProcessEnvironment &env)
{
    if (!user.exec)
        return {};
    const Kubeconfig::ExecConfig &exec = *user.exec;
    if (exec.interactiveMode == QLatin1String("Always"))
        return tr("the exec plugin '%1' has interactiveMode Always and needs a terminal, which "
                  "TrainDeck has none of; run `kubectl get ns` in a terminal once so that it "
                  "can sign in, or set interactiveMode to IfAvailable")
            .arg(exec.command);
    // The lookup the plugin runner itself makes, so that the two never disagree.
    ExecCredentialPlugin plugin(user, Kubeconfig::Cluster{});
    plugin.setEnvironment(env);
    if (!plugin.program().isEmpty())
        return {};
    QString problem = exec.command.contains(u'/')
                          ? tr("the exec plugin '%1' does not exist (looked for %2)")
                                .arg(exec.command,
                                     QDir::cleanPath(QDir(QFileInfo(user.file).absolutePath())
                                                         .absoluteFilePath(exec.command)))
                          : tr("the exec plugin '%1' was not found in PATH").arg(exec.command);
    // installHint is the kubeconfig author's own instruction: shown as written.
    if (!exec.installHint.trimmed().isEmpty())
        problem += QStringLiteral("\n") + exec.installHint.trimmed();
    return problem;
}

Result<QList<KubeContexts::Context>> KubeContexts::list(const BackendOptions &base,
                                                        const QProcessEnvironment &env)
{
    // BackendOptions::kubeconfig is one file (which must then exist, as with --kubeconfig) or
    // a KUBECONFIG-style list (whose missing entries are skipped, as kubectl skips them).
    QString explicitFile;
    QString fileList = env.value(QStringLiteral("KUBECONFIG"));
    if (!base.kubeconfig.isEmpty()) {
        if (base.kubeconfig.contains(QDir::listSeparator()))
            fileList = base.kubeconfig;
        else
            explicitFile = base.kubeconfig;
    }
    auto config = Kubeconfig::load(explicitFile, fileList);
    if (!config)
        return config.error();
    const QStringList files = config->files();
    const bool anyFile = std::any_of(
        files.cbegin(), files.cend(), [](const QString &f) { return QFileInfo::exists(f); });

    QList<Context> out = fromKubeconfig(*config, base, env);
    if (out.isEmpty() && anyFile)
        return Error::make(Error::Kind::NotFound,
                           tr("no contexts in %1; add one with kubectl config set-context, or "
                              "name another kubeconfig")
                               .arg(files.join(QStringLiteral(", "))));

    const QString saDir = serviceAccountDir(env);
    if (InClusterConfig::detected(env, saDir))
        // Without a kubeconfig the service account is what kubectl would use: the current one.
        out << inCluster(InClusterConfig::load(env, saDir), base, out.isEmpty());
    return out;
}

QList<KubeContexts::Context> KubeContexts::fromKubeconfig(const Kubeconfig &config,
                                                          const BackendOptions &base,
                                                          const QProcessEnvironment &env)
{
    QList<Context> out;
    for (const Kubeconfig::Context &k : config.contexts()) {
        Context c;
        c.name = k.name;
        c.cluster = k.cluster;
        c.user = k.user;
        c.current = k.name == config.currentContext();
        c.nameSpace = !base.nameSpace.isEmpty() ? base.nameSpace
                      : k.nameSpace.isEmpty()   ? QStringLiteral("default")
                                                : k.nameSpace;
        auto resolved = config.resolve(k.name);
        if (resolved) {
            c.server = resolved->cluster.server;
            c.execCommand = resolved->user.exec ? resolved->user.exec->command : QString();
            c.problem = execProblem(resolved->user, env);
            resolved->nameSpace = c.nameSpace;
            if (auto ns = KubeConnection::checkNamespace(c.nameSpace); !ns)
                c.problem = ns.error().message;
            c.resolved = *resolved;
        } else {
            // The cluster and user may still be named: show what there is.
            for (const Kubeconfig::Cluster &cl : config.clusters()) {
                if (cl.name == k.cluster)
                    c.server = cl.server;
            }
            c.problem = resolved.error().toString();
        }
        c.detail = detail(c);
        out << c;
    }
    std::stable_sort(out.begin(), out.end(), [](const Context &a, const Context &b) {
        if (a.current != b.current)
            return a.current;
        return a.name < b.name;
    });
    return out;
}

KubeContexts::Context KubeContexts::inCluster(const Result<Kubeconfig::Resolved> &resolved,
                                              const BackendOptions &base,
                                              bool current)
{
    Context c;
    c.name = c.cluster = c.user = InClusterConfig::name();
    c.inCluster = true;
    c.current = current;
    if (resolved) {
        Kubeconfig::Resolved r = *resolved;
        if (!base.nameSpace.isEmpty())
            r.nameSpace = base.nameSpace;
        c.server = r.cluster.server;
        c.nameSpace = r.nameSpace;
        c.resolved = r;
        if (auto ns = KubeConnection::checkNamespace(c.nameSpace); !ns)
            c.problem = ns.error().message;
    } else {
        c.nameSpace = base.nameSpace.isEmpty() ? QStringLiteral("default") : base.nameSpace;
        c.problem = resolved.error().toString();
    }
    c.detail = detail(c);
    return c;
}

QString KubeContexts::detail(const Context &c)
{
    QStringList parts;
    if (!c.server.isEmpty())
        parts << c.server;
    if (c.inCluster)
        parts << tr("this pod's service account");
    else if (!c.user.isEmpty())
        parts << tr("user %1").arg(c.user);
    if (!c.execCommand.isEmpty())
        parts << tr("signs in with %1").arg(QFileInfo(c.execCommand).fileName());
    return parts.join(QStringLiteral(", "));
}

ConnectionChoice KubeContexts::choice(const Context &context, const BackendOptions &base)
{
    ConnectionChoice c;
    c.kind = BackendKind::Kubernetes;
    c.connection = connection(context.name, context.nameSpace);
    c.displayName = displayName(context.name, context.nameSpace);
    c.nameSpace = context.nameSpace;
    c.current = context.current;
    c.problem = context.problem;
    c.detail = context.detail;
    c.options = base;
    c.options.context = context.name;
    c.options.nameSpace = context.nameSpace;
    return c;
}

QList<ConnectionChoice> KubeContexts::choices(const BackendOptions &base,
                                              const QProcessEnvironment &env)
{
    const auto contexts = list(base, env);
    if (!contexts) {
        ConnectionChoice notice;
        notice.kind = BackendKind::Kubernetes;
        notice.displayName = tr("Kubernetes");
        notice.problem = contexts.error().toString();
        notice.options = base;
        return {notice};
    }
    QList<ConnectionChoice> out;
    for (const Context &c : *contexts)
        out << choice(c, base);
    return out;
}

} // namespace TrainDeck::Kubernetes
