// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/envvar.h"
#include "core/support/result.h"

#include <QByteArray>
#include <QString>

namespace TrainDeck::StatusApi {

/// What a backend needs to let a job's trainer reach the progress API: the port and the CA.
/// Plain data, so a backend's worker thread can use it without touching the server.
struct ProgressEndpoint
{
    quint16 port = 0; ///< 0: no progress API in this process; jobs get no variables
    QByteArray caPem;

    bool isValid() const { return port != 0 && !caPem.isEmpty(); }

    /// https://<host>:<port>/apis/trainer.kubeflow.org/v1alpha1/namespaces/default/trainjobs/<job>/status
    QString url(const QString &host, const QString &job) const;

    /// Writes <jobDir>/status/token (a new random token) and <jobDir>/status/ca.crt, both
    /// 0600, and returns the controller's three variables: the URL through `host`, the files
    /// as the trainer sees them in `secretsDir` (<jobDir>/status for a process, the
    /// controller's /var/run/secrets/kubeflow/trainer in a container).
    Result<EnvList> prepareJob(const QString &jobDir,
                               const QString &job,
                               const QString &host,
                               const QString &secretsDir) const;
};

} // namespace TrainDeck::StatusApi
