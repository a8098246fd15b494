// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <nlohmann/json.hpp>

namespace TrainDeck::Kubernetes {

/// What a request was about, so that an error can say it: "list trainjobs in namespace ns
/// (context prod, user alice)".
struct KubeRequestContext
{
    QString verb;      ///< get, list, watch, create, patch, delete
    QString resource;  ///< plural.group as kubectl prints it: trainjobs.trainer.kubeflow.org, pods
    QString nameSpace; ///< empty for cluster-scoped resources
    QString name;
    QString server;
    QString context;
    QString user;
};

/// A Kubernetes answer that is not a success, made an Error a person can act on. The API
/// server's `Status` body (kind Status, apiVersion v1) carries reason, message, details and
/// causes; other bodies (a proxy's HTML, plain text) are quoted. Free of I/O.
class KubeStatus
{
    Q_DECLARE_TR_FUNCTIONS(KubeStatus)
public:
    /// A non-2xx HTTP answer. The Error's httpStatus is `httpStatus`; its field is the first
    /// 422 cause's field.
    static Error toError(int httpStatus,
                         const QByteArray &contentType,
                         const QByteArray &body,
                         const KubeRequestContext &context);
    /// The Status object of a watch ERROR event (the stream itself was 200).
    static Error fromStatusObject(const nlohmann::ordered_json &status,
                                  const KubeRequestContext &context);
    /// Whether retrying later may succeed: 429 and the 5xx a server or proxy sends while busy.
    static bool retryable(int httpStatus);
};

} // namespace TrainDeck::Kubernetes
