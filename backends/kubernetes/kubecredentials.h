// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "backends/kubernetes/kubeconfig.h"

#include <QDateTime>
#include <QObject>

#include <functional>

namespace TrainDeck::Kubernetes {

/// PLACEHOLDER until the credential layer lands: static token and client certificate only.
class KubeCredentials : public QObject
{
    Q_OBJECT
public:
    struct Credential
    {
        QByteArray bearerToken;
        QByteArray clientCertificatePem;
        QByteArray clientKeyPem;
        QDateTime expiresAt;
        int generation = 0;
    };
    explicit KubeCredentials(Kubeconfig::Resolved resolved, QObject *parent = nullptr);
    void obtain(std::function<void(Result<Credential>)> done);
    void invalidate(int generation);
    bool canRefresh() const;

private:
    Kubeconfig::Resolved m_resolved;
};

} // namespace TrainDeck::Kubernetes
