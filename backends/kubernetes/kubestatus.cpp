// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubestatus.h"

#include "core/support/jsonutil.h"

namespace TrainDeck::Kubernetes {

namespace {

using json = nlohmann::ordered_json;

QString what(const KubeRequestContext &c)
{
    QString s = c.verb + QLatin1Char(' ') + c.resource;
    if (!c.name.isEmpty())
        s += QStringLiteral(" \"%1\"").arg(c.name);
    if (!c.nameSpace.isEmpty())
        s += KubeStatus::tr(" in namespace %1").arg(c.nameSpace);
    return s;
}

QString who(const KubeRequestContext &c)
{
    if (c.context.isEmpty())
        return c.server;
    return KubeStatus::tr("%1 (context %2)").arg(c.server, c.context);
}

/// A body that is not a Status: quoted, shortened and made printable, as kubectl does.
QString quoted(const QByteArray &body)
{
    QString text = QString::fromUtf8(body.left(300)).simplified();
    if (body.size() > 300)
        text += QStringLiteral("…");
    return text;
}

Error build(int code,
            const QString &reason,
            const QString &serverMessage,
            const json &details,
            const KubeRequestContext &c)
{
    Error e;
    e.httpStatus = code;
    const QString message = serverMessage.isEmpty() ? KubeStatus::tr("no message") : serverMessage;
    const QString request = what(c);
    switch (code) {
    case 401:
        e.kind = Error::Kind::Http;
        e.message
            = KubeStatus::tr("%1 did not accept the credentials of user '%2' (401 %3: %4). Renew "
                             "them (a token or certificate may have expired; an exec plugin may "
                             "need you to log in again) or check the user in the kubeconfig")
                  .arg(who(c),
                       c.user.isEmpty() ? KubeStatus::tr("(none)") : c.user,
                       reason.isEmpty() ? QStringLiteral("Unauthorized") : reason,
                       message);
        return e;
    case 403:
        e.kind = Error::Kind::Http;
        // Admission webhooks (Trainer's validates every TrainJob) deny with 403 too: that is
        // about the object, not about permissions.
        if (message.startsWith(QLatin1String("admission webhook"))) {
            e.kind = Error::Kind::Validation;
            e.message = KubeStatus::tr("cannot %1: the cluster's admission webhook refused it "
                                       "(403): %2")
                            .arg(request, message);
            return e;
        }
        e.message
            = KubeStatus::tr("%1 refused to %2 for user '%3' (403 Forbidden): %4. Ask the "
                             "cluster's administrator for a Role that allows '%5' on %6%7")
                  .arg(who(c),
                       request,
                       c.user.isEmpty() ? KubeStatus::tr("(none)") : c.user,
                       message,
                       c.verb,
                       c.resource,
                       c.nameSpace.isEmpty() ? QString()
                                             : KubeStatus::tr(" in namespace %1").arg(c.nameSpace));
        return e;
    case 404:
        e.kind = Error::Kind::NotFound;
        e.message
            = KubeStatus::tr("cannot %1: %2 (404 NotFound on %3)").arg(request, message, who(c));
        return e;
    case 409:
        e.kind = Error::Kind::Conflict;
        e.message = reason == QLatin1String("AlreadyExists")
                        ? KubeStatus::tr("cannot %1: %2; choose another name or delete the "
                                         "existing one first")
                              .arg(request, message)
                        : KubeStatus::tr("cannot %1: %2 (409 %3); it changed on the server: "
                                         "reload it and try again")
                              .arg(request,
                                   message,
                                   reason.isEmpty() ? QStringLiteral("Conflict") : reason);
        return e;
    case 410:
        e.kind = Error::Kind::Http;
        e.message = KubeStatus::tr("cannot %1: %2 (410 %3); the list must be read again")
                        .arg(request, message, reason.isEmpty() ? QStringLiteral("Gone") : reason);
        return e;
    case 422: {
        e.kind = Error::Kind::Validation;
        QStringList lines;
        const json causes
            = details.is_object() && details.contains("causes") && details["causes"].is_array()
                  ? details["causes"]
                  : json::array();
        for (const json &cause : causes) {
            if (!cause.is_object())
                continue;
            const QString field = Json::string(cause, "field");
            const QString text = Json::string(cause, "message");
            const QString why = Json::string(cause, "reason");
            if (e.field.isEmpty() && !field.isEmpty())
                e.field = field;
            lines << QStringLiteral("  - %1: %2%3")
                         .arg(field.isEmpty() ? KubeStatus::tr("(object)") : field,
                              text,
                              why.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(why));
        }
        e.message
            = KubeStatus::tr("%1 rejected %2 as invalid (422): %3").arg(who(c), request, message);
        if (!lines.isEmpty())
            e.message += QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
        return e;
    }
    default:
        break;
    }
    e.kind = code == 408 || code == 504 ? Error::Kind::Timeout : Error::Kind::Http;
    if (code == 429)
        e.message = KubeStatus::tr("%1 is throttling requests (429 %2: %3); %4 was retried "
                                   "and still refused: try again later")
                        .arg(who(c),
                             reason.isEmpty() ? QStringLiteral("TooManyRequests") : reason,
                             message,
                             request);
    else
        e.message = KubeStatus::tr("cannot %1: %2 answered %3%4: %5")
                        .arg(request, who(c))
                        .arg(code)
                        .arg(reason.isEmpty() ? QString() : QLatin1Char(' ') + reason, message);
    return e;
}

} // namespace

Error KubeStatus::fromStatusObject(const json &status, const KubeRequestContext &context)
{
    const int code = status.contains("code") && status["code"].is_number_integer()
                         ? status["code"].get<int>()
                         : 500;
    return build(code,
                 Json::string(status, "reason"),
                 Json::string(status, "message"),
                 status.contains("details") ? status["details"] : json(),
                 context);
}

Error KubeStatus::toError(int httpStatus,
                          const QByteArray &contentType,
                          const QByteArray &body,
                          const KubeRequestContext &context)
{
    if (contentType.startsWith("application/json")) {
        const json status = json::parse(body.constBegin(), body.constEnd(), nullptr, false);
        if (status.is_object() && Json::string(status, "kind") == QLatin1String("Status")) {
            Error e = fromStatusObject(status, context);
            // The HTTP status is the truth when a body disagrees with it.
            if (e.httpStatus != httpStatus) {
                json fixed = status;
                fixed["code"] = httpStatus;
                e = fromStatusObject(fixed, context);
            }
            return e;
        }
    }
    const QString text = body.trimmed().isEmpty()
                             ? tr("an empty answer")
                             : tr("\"%1\" (not a Kubernetes Status: a proxy or load balancer "
                                  "may be in the way)")
                                   .arg(quoted(body));
    return build(httpStatus, {}, text, json(), context);
}

bool KubeStatus::retryable(int httpStatus)
{
    return httpStatus == 429 || httpStatus == 500 || httpStatus == 502 || httpStatus == 503
           || httpStatus == 504;
}

} // namespace TrainDeck::Kubernetes
