// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/statusapi/statushandler.h"

#include "libs/statusapi/apistatus.h"
#include "libs/statusapi/jobtoken.h"

#include <QUrl>

namespace TrainDeck::StatusApi {

namespace {

StatusHandler::Reply fail(const ApiStatus &s, const QString &job = {})
{
    StatusHandler::Reply r;
    r.code = s.code;
    r.body = s.body();
    r.jobName = job;
    return r;
}

} // namespace

QString StatusHandler::path(const QString &nameSpace, const QString &name)
{
    return QStringLiteral("/apis/trainer.kubeflow.org/v1alpha1/namespaces/%1/trainjobs/%2/status")
        .arg(nameSpace, name);
}

StatusHandler::Reply StatusHandler::handle(const StatusRequest &request,
                                           const QString &nameSpace,
                                           const Authorizer &authorize,
                                           const Store &store)
{
    // Go's mux matches the path without the query; {namespace} and {name} are one non-empty,
    // percent-decoded segment each.
    QByteArray rawPath = request.target;
    if (const qsizetype q = rawPath.indexOf('?'); q >= 0)
        rawPath.truncate(q);
    const QList<QByteArray> seg = rawPath.split('/');
    const bool routed = request.method == "POST" && seg.size() == 9 && seg[0].isEmpty()
                        && seg[1] == "apis" && seg[2] == "trainer.kubeflow.org"
                        && seg[3] == "v1alpha1" && seg[4] == "namespaces" && !seg[5].isEmpty()
                        && seg[6] == "trainjobs" && !seg[7].isEmpty() && seg[8] == "status";
    if (!routed)
        return fail(ApiStatus::notFound());
    const QString ns = QUrl::fromPercentEncoding(seg[5]);
    const QString name = QUrl::fromPercentEncoding(seg[7]);

    // A token authorises exactly its job (the controller checks the token's audience, which
    // names the namespace and the job): any other job's name, or a namespace that is not
    // TrainDeck's, is Forbidden, never a hint whether that job exists.
    const QByteArray token = JobToken::fromAuthorization(request.header("authorization"));
    const QString dir = (token.isEmpty() || ns != nameSpace) ? QString() : authorize(name, token);
    if (dir.isEmpty())
        return fail(ApiStatus::forbidden(), name);

    auto update = TrainerStatus::decode(request.body);
    if (!update)
        return fail(ApiStatus::invalidPayload(), name);
    Reply ok;
    ok.jobName = name;
    ok.body = update->echo();
    if (!update->present)
        return ok; // the controller answers an empty update without applying it
    if (const QString invalid = update->validationMessage(name); !invalid.isEmpty())
        return fail(ApiStatus::invalid(invalid), name);
    if (auto stored = store(dir, *update); !stored) {
        return fail(stored.error().kind == Error::Kind::NotFound ? ApiStatus::jobNotFound()
                                                                 : ApiStatus::internalError(),
                    name);
    }
    ok.jobDir = dir;
    ok.accepted = *update;
    return ok;
}

} // namespace TrainDeck::StatusApi
