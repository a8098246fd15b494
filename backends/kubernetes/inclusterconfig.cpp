// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/inclusterconfig.h"

#include "core/files/regularfilereader.h"

#include <QDir>
#include <QFileInfo>

namespace TrainDeck::Kubernetes {

namespace {

const char HostVar[] = "KUBERNETES_SERVICE_HOST";
const char PortVar[] = "KUBERNETES_SERVICE_PORT";

} // namespace

QString InClusterConfig::defaultRoot()
{
    return QStringLiteral("/var/run/secrets/kubernetes.io/serviceaccount");
}

QString InClusterConfig::name()
{
    return QStringLiteral("in-cluster");
}

bool InClusterConfig::detected(const QProcessEnvironment &environment, const QString &root)
{
    const QFileInfo token(QDir(root).filePath(QStringLiteral("token")));
    return !environment.value(QLatin1String(HostVar)).isEmpty()
           && !environment.value(QLatin1String(PortVar)).isEmpty() && token.exists()
           && !token.isDir();
}

std::optional<Error> InClusterConfig::notInAPod(const QProcessEnvironment &environment)
{
    const QString host = environment.value(QLatin1String(HostVar));
    const QString port = environment.value(QLatin1String(PortVar));
    if (!host.isEmpty() && !port.isEmpty())
        return std::nullopt;
    QStringList missing;
    if (host.isEmpty())
        missing << QLatin1String(HostVar);
    if (port.isEmpty())
        missing << QLatin1String(PortVar);
    return Error::make(
        Error::Kind::NotFound,
        missing.size() > 1
            ? tr("not running in a Kubernetes pod: %1 and %2 are not set; give a kubeconfig "
                 "(--kubeconfig FILE or KUBECONFIG) instead")
                  .arg(missing.at(0), missing.at(1))
            : tr("not running in a Kubernetes pod: %1 is not set; give a kubeconfig "
                 "(--kubeconfig FILE or KUBECONFIG) instead")
                  .arg(missing.at(0)));
}

Result<Kubeconfig::Resolved> InClusterConfig::load(const QProcessEnvironment &environment,
                                                   const QString &root)
{
    if (std::optional<Error> error = notInAPod(environment))
        return *error;
    const QDir dir(root);
    const QString tokenFile = dir.filePath(QStringLiteral("token"));
    const QString caFile = dir.filePath(QStringLiteral("ca.crt"));
    // client-go reads the token once here and fails without it; KubeCredentials re-reads it.
    auto token = RegularFileReader::read(tokenFile, 1024 * 1024, tr("service account token"));
    if (!token)
        return Error::make(token.error().kind,
                           tr("in-cluster configuration: cannot read the service account token "
                              "%1: %2; is a service account token mounted into this pod "
                              "(automountServiceAccountToken)?")
                               .arg(tokenFile, token.error().message))
            .at(tokenFile);
    // The namespace file is read only when it is needed: a token and a CA, and no
    // POD_NAMESPACE.
    const bool caExists = QFileInfo(caFile).isFile();
    QByteArray nameSpace;
    if (!token->trimmed().isEmpty() && caExists
        && environment.value(QStringLiteral("POD_NAMESPACE")).isEmpty()) {
        const QString nsFile = dir.filePath(QStringLiteral("namespace"));
        if (QFileInfo(nsFile).isFile()) {
            auto ns = RegularFileReader::read(nsFile, 4096, tr("namespace file"));
            if (ns)
                nameSpace = *ns;
        }
    }
    return resolve(environment, root, *token, caExists, nameSpace);
}

Result<Kubeconfig::Resolved> InClusterConfig::resolve(const QProcessEnvironment &environment,
                                                      const QString &root,
                                                      const QByteArray &token,
                                                      bool caExists,
                                                      const QByteArray &namespaceFile)
{
    if (std::optional<Error> error = notInAPod(environment))
        return *error;
    const QString host = environment.value(QLatin1String(HostVar));
    const QString port = environment.value(QLatin1String(PortVar));
    const QDir dir(root);
    const QString tokenFile = dir.filePath(QStringLiteral("token"));
    const QString caFile = dir.filePath(QStringLiteral("ca.crt"));
    if (token.trimmed().isEmpty())
        return Error::make(Error::Kind::Validation,
                           tr("in-cluster configuration: the service account token %1 is empty")
                               .arg(tokenFile))
            .at(tokenFile);
    if (!caExists)
        return Error::make(Error::Kind::NotFound,
                           tr("in-cluster configuration: the cluster's certificate authority %1 "
                              "does not exist; without it the API server cannot be trusted")
                               .arg(caFile))
            .at(caFile);

    QString nameSpace = environment.value(QStringLiteral("POD_NAMESPACE"));
    if (nameSpace.isEmpty())
        nameSpace = QString::fromUtf8(namespaceFile.trimmed());
    if (nameSpace.isEmpty())
        nameSpace = QStringLiteral("default");

    // net.JoinHostPort: an IPv6 address goes in brackets.
    const QString hostPart
        = host.contains(u':') && !host.startsWith(u'[') ? QStringLiteral("[%1]").arg(host) : host;
    Kubeconfig::Resolved out;
    out.cluster.name = name();
    out.cluster.server = QStringLiteral("https://%1:%2").arg(hostPart, port);
    out.cluster.certificateAuthority = caFile;
    out.cluster.file = caFile;
    out.user.name = name();
    out.user.tokenFile = tokenFile;
    out.user.file = tokenFile;
    out.context.name = name();
    out.context.cluster = name();
    out.context.user = name();
    out.context.nameSpace = nameSpace;
    out.nameSpace = nameSpace;
    return out;
}

} // namespace TrainDeck::Kubernetes
