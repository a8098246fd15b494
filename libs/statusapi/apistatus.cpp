// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/statusapi/apistatus.h"

#include <QDateTime>
#include <QLocale>

#include <nlohmann/json.hpp>

namespace TrainDeck::StatusApi {

ApiStatus ApiStatus::forbidden()
{
    return {403, QStringLiteral("Forbidden"), QStringLiteral("Forbidden")};
}

ApiStatus ApiStatus::notFound()
{
    return {404, QStringLiteral("NotFound"), QStringLiteral("Not found")};
}

ApiStatus ApiStatus::jobNotFound()
{
    return {404, QStringLiteral("NotFound"), QStringLiteral("Train job not found")};
}

ApiStatus ApiStatus::invalidPayload()
{
    return {422, QStringLiteral("Invalid"), QStringLiteral("Invalid payload")};
}

ApiStatus ApiStatus::invalid(const QString &message)
{
    return {422, QStringLiteral("Invalid"), message};
}

ApiStatus ApiStatus::payloadTooLarge()
{
    return {413, QStringLiteral("RequestEntityTooLarge"), QStringLiteral("Payload too large")};
}

ApiStatus ApiStatus::internalError()
{
    return {500, QStringLiteral("InternalError"), QStringLiteral("Internal error")};
}

QByteArray ApiStatus::body() const
{
    // Field order and the empty metadata object are metav1.Status's Go encoding; Go's
    // encoder escapes <, > and & as \u003c..., nlohmann does not, so they are replaced here.
    nlohmann::ordered_json j;
    j["metadata"] = nlohmann::json::object();
    j["status"] = "Failure";
    j["message"] = message.toStdString();
    j["reason"] = reason.toStdString();
    j["code"] = code;
    QByteArray out = QByteArray::fromStdString(j.dump());
    out.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
    return out + '\n';
}

namespace {

QByteArray reasonPhrase(int code)
{
    switch (code) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 413:
        return "Request Entity Too Large";
    case 422:
        return "Unprocessable Entity";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    default:
        return "Error";
    }
}

} // namespace

QByteArray httpResponse(int code, const QByteArray &contentType, const QByteArray &body, bool close)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(code) + ' ' + reasonPhrase(code) + "\r\n";
    out += "Content-Type: " + contentType + "\r\n";
    out += "Date: "
           + QLocale::c()
                 .toString(QDateTime::currentDateTimeUtc(), u"ddd, dd MMM yyyy hh:mm:ss 'GMT'")
                 .toLatin1()
           + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    if (close)
        out += "Connection: close\r\n";
    out += "\r\n";
    return out + body;
}

} // namespace TrainDeck::StatusApi
