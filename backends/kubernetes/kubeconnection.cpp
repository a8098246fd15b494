// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubeconnection.h"

#include "backends/kubernetes/inclusterconfig.h"
#include "core/support/jsonutil.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace TrainDeck::Kubernetes {

Result<Kubeconfig> KubeConnection::loadConfig(const KubeConnectionOptions &options)
{
    return Kubeconfig::load(options.kubeconfig, options.kubeconfigList);
}

bool KubeConnection::inCluster(const KubeConnectionOptions &options)
{
    if (!options.kubeconfig.isEmpty() || !options.kubeconfigList.isEmpty()
        || QFileInfo::exists(QDir::home().filePath(QStringLiteral(".kube/config"))))
        return false;
    return InClusterConfig::detected(options.environment,
                                     options.serviceAccountDir.isEmpty()
                                         ? InClusterConfig::defaultRoot()
                                         : options.serviceAccountDir);
}

Result<Kubeconfig::Resolved> KubeConnection::resolve(const KubeConnectionOptions &options)
{
    // The connection selector offers the service account as a context named "in-cluster"
    // beside the kubeconfig's own: chosen by that name, it is the in-cluster configuration
    // unless the kubeconfig has a context of the same name.
    bool askedInCluster = options.context == InClusterConfig::name();
    if (askedInCluster) {
        if (auto config = loadConfig(options))
            for (const Kubeconfig::Context &c : config->contexts())
                askedInCluster = askedInCluster && c.name != options.context;
    }
    if (askedInCluster || inCluster(options)) {
        auto resolved = InClusterConfig::load(options.environment,
                                              options.serviceAccountDir.isEmpty()
                                                  ? InClusterConfig::defaultRoot()
                                                  : options.serviceAccountDir);
        if (resolved && !options.nameSpace.isEmpty())
            resolved->nameSpace = options.nameSpace;
        if (resolved)
            if (auto ns = checkNamespace(resolved->nameSpace); !ns)
                return ns.error();
        return resolved;
    }
    auto config = loadConfig(options);
    if (!config)
        return config.error();
    auto resolved = config->resolve(options.context);
    if (!resolved)
        return resolved.error();
    if (!options.nameSpace.isEmpty())
        resolved->nameSpace = options.nameSpace;
    if (auto ns = checkNamespace(resolved->nameSpace); !ns)
        return ns.error();
    return resolved;
}

Result<void> KubeConnection::checkNamespace(const QString &nameSpace)
{
    // Empty stands for "default" everywhere it is read.
    static const QRegularExpression label(QStringLiteral("^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$"));
    if (nameSpace.isEmpty() || label.match(nameSpace).hasMatch())
        return {};
    return Error::make(Error::Kind::Validation,
                       tr("'%1' is not a Kubernetes namespace: a namespace has at most 63 "
                          "lowercase letters, digits and '-', and starts and ends with a letter "
                          "or digit. Set another with --namespace or in the kubeconfig's context.")
                           .arg(nameSpace.left(100)));
}

Result<std::unique_ptr<KubeClient>> KubeConnection::open(const KubeConnectionOptions &options)
{
    auto resolved = resolve(options);
    if (!resolved)
        return resolved.error();
    return KubeClient::create(*resolved);
}

void KubeConnection::probe(KubeClient *client, std::function<void(KubeProbe)> done)
{
    QPointer<KubeClient> guard(client);
    client->version([guard, done](Result<nlohmann::ordered_json> version) {
        KubeProbe p;
        if (!version) {
            p.reason = version.error().message;
            return done(p);
        }
        p.serverVersion = Json::string(*version, "gitVersion");
        if (!guard)
            return done(p);
        // Discovery needs the credentials (/version often does not): this is what says
        // whether the user gets in.
        guard->resources(QStringLiteral("trainer.kubeflow.org/v1alpha1"),
                         [p, done](Result<QList<KubeApiResource>> resources) mutable {
                             if (!resources) {
                                 p.connected = resources.error().httpStatus == 404
                                               || resources.error().kind == Error::Kind::NotFound;
                                 p.reason = resources.error().message;
                                 return done(p);
                             }
                             p.connected = true;
                             p.trainerServed = true;
                             for (const KubeApiResource &r : *resources) {
                                 if (!r.name.contains(QLatin1Char('/')))
                                     p.trainerKinds << r.kind;
                             }
                             done(p);
                         });
    });
}

} // namespace TrainDeck::Kubernetes
