// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/statusapi/statusrequest.h"
#include "libs/statusapi/trainerstatus.h"

#include <QString>

#include <functional>

namespace TrainDeck::StatusApi {

/// The Trainer controller's status endpoint without I/O: routing, the bearer token, decoding,
/// validation and the answers, as pkg/statusserver answers them (docs/progress-api.md has the
/// table). Only `POST /apis/trainer.kubeflow.org/v1alpha1/namespaces/{ns}/trainjobs/{name}/status`
/// is routed; everything else is the controller's 404 "Not found".
class StatusHandler
{
public:
    /// The folder of job `name` whose stored token equals `token` (constant time), or empty.
    using Authorizer = std::function<QString(const QString &name, const QByteArray &token)>;
    /// Keeps an accepted update; NotFound when the job's folder is gone.
    using Store = std::function<Result<void>(const QString &jobDir, const TrainerStatus &)>;

    struct Reply
    {
        int code = 200;
        QByteArray body;
        QString jobName; ///< the routed job (also on errors, for the log)
        QString jobDir;  ///< set when an update was stored
        TrainerStatus accepted;
    };

    static QString path(const QString &nameSpace, const QString &name);

    /// Answers one request for jobs of `nameSpace` (TrainDeck's local jobs all live in one).
    static Reply handle(const StatusRequest &request,
                        const QString &nameSpace,
                        const Authorizer &authorize,
                        const Store &store);
};

} // namespace TrainDeck::StatusApi
