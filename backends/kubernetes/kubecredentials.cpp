// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubecredentials.h"

#include <QFile>

namespace TrainDeck::Kubernetes {

KubeCredentials::KubeCredentials(Kubeconfig::Resolved resolved, QObject *parent)
    : QObject(parent)
    , m_resolved(std::move(resolved))
{}

void KubeCredentials::obtain(std::function<void(Result<Credential>)> done)
{
    Credential c;
    const auto &u = m_resolved.user;
    c.bearerToken = u.token.toUtf8();
    const auto read = [](const QString &p) {
        QFile f(p);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    if (!u.tokenFile.isEmpty())
        c.bearerToken = read(u.tokenFile).trimmed();
    c.clientCertificatePem
        = u.clientCertificate.isEmpty() ? u.clientCertificateData : read(u.clientCertificate);
    c.clientKeyPem = u.clientKey.isEmpty() ? u.clientKeyData : read(u.clientKey);
    done(c);
}

void KubeCredentials::invalidate(int) {}

bool KubeCredentials::canRefresh() const
{
    return false;
}

} // namespace TrainDeck::Kubernetes
