// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/execcredential.h"

#include <QRegularExpression>

#include <nlohmann/json.hpp>

namespace TrainDeck::Kubernetes {

namespace {

using Json = nlohmann::json;

/// nlohmann's own words for a parse error, without its "[json.exception...]" prefix and its
/// position (given as a byte instead), and without its "last read" quote of the input: the
/// output of a credential plugin may hold a token.
QString describeParseError(const char *what)
{
    QString s = QString::fromUtf8(what);
    if (const int colon = s.indexOf(QLatin1String(": "), s.indexOf(QLatin1String("parse error")));
        colon >= 0)
        s = s.mid(colon + 2);
    if (const int lastRead = s.indexOf(QLatin1String("; last read")); lastRead >= 0)
        s.truncate(lastRead);
    return s;
}

} // namespace

QDateTime ExecCredential::parseRfc3339(const QString &text)
{
    static const QRegularExpression re(QStringLiteral(
        R"(^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$)"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return {};
    const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    const int hour = m.captured(4).toInt();
    const int minute = m.captured(5).toInt();
    const int second = m.captured(6).toInt();
    // Milliseconds are the finest step QDateTime keeps; the rest of a fraction is dropped.
    const int ms = m.captured(7).leftJustified(3, u'0').left(3).toInt();
    const QTime time(hour, minute, second, ms);
    if (!date.isValid() || !time.isValid())
        return {};
    int offset = 0;
    if (m.captured(8).isEmpty()) {
        const int oh = m.captured(10).toInt();
        const int om = m.captured(11).toInt();
        if (oh > 23 || om > 59)
            return {};
        offset = (oh * 60 + om) * 60 * (m.captured(9) == QLatin1String("-") ? -1 : 1);
    }
    return QDateTime(date, time, Qt::OffsetFromUTC, offset).toUTC();
}

Result<ExecCredential> ExecCredential::parse(const QByteArray &stdoutBytes,
                                             const QString &apiVersion,
                                             const QString &command)
{
    const auto fail = [&command](const QString &what) {
        return Error::make(
            Error::Kind::Api,
            tr("the exec plugin '%1' %2; run it by hand to see its output").arg(command, what));
    };
    if (stdoutBytes.size() > MaxBytes)
        return fail(tr("printed %1 bytes, more than the %2 a credential may take")
                        .arg(stdoutBytes.size())
                        .arg(MaxBytes));
    if (stdoutBytes.trimmed().isEmpty())
        return fail(tr("printed nothing on stdout, where an ExecCredential was expected"));
    Json doc;
    try {
        doc = Json::parse(stdoutBytes.constBegin(), stdoutBytes.constEnd());
    } catch (const Json::parse_error &e) {
        return fail(tr("printed something that is not JSON at byte %1: %2")
                        .arg(qulonglong(e.byte))
                        .arg(describeParseError(e.what())));
    } catch (const std::exception &e) {
        return fail(tr("printed something that is not JSON: %1").arg(describeParseError(e.what())));
    }
    if (!doc.is_object())
        return fail(tr("printed JSON that is not an object; an ExecCredential is an object "
                       "with apiVersion, kind and status"));
    const auto text = [](const Json &object, const char *key) -> std::optional<QString> {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null())
            return QString();
        if (!it->is_string())
            return std::nullopt;
        return QString::fromStdString(it->get<std::string>());
    };
    const auto version = text(doc, "apiVersion");
    if (!version)
        return fail(tr("printed an apiVersion that is not a string"));
    if (version->isEmpty())
        return fail(tr("printed no apiVersion; the kubeconfig asks for %1").arg(apiVersion));
    if (*version != apiVersion)
        return fail(tr("answered with apiVersion %1, but the kubeconfig asks for %2; set the "
                       "exec apiVersion in the kubeconfig to the one the plugin speaks")
                        .arg(*version, apiVersion));
    const auto kind = text(doc, "kind");
    if (!kind)
        return fail(tr("printed a kind that is not a string"));
    if (kind->isEmpty())
        return fail(tr("printed no kind; ExecCredential was expected"));
    if (*kind != QLatin1String("ExecCredential"))
        return fail(tr("printed kind %1 instead of ExecCredential").arg(*kind));
    const auto status = doc.find("status");
    if (status == doc.end() || status->is_null())
        return fail(tr("printed an ExecCredential without a status"));
    if (!status->is_object())
        return fail(tr("printed a status that is not an object"));

    ExecCredential out;
    const auto token = text(*status, "token");
    const auto cert = text(*status, "clientCertificateData");
    const auto key = text(*status, "clientKeyData");
    const auto expiry = text(*status, "expirationTimestamp");
    for (const auto &[value, name] : {std::pair{&token, "token"},
                                      std::pair{&cert, "clientCertificateData"},
                                      std::pair{&key, "clientKeyData"},
                                      std::pair{&expiry, "expirationTimestamp"}}) {
        if (!*value)
            return fail(tr("printed a status.%1 that is not a string").arg(QLatin1String(name)));
    }
    if (token->isEmpty() && cert->isEmpty() && key->isEmpty())
        return fail(tr("printed a status with neither a token nor a clientCertificateData and "
                       "clientKeyData pair"));
    if (cert->isEmpty() != key->isEmpty())
        return fail(cert->isEmpty()
                        ? tr("printed a clientKeyData without a clientCertificateData; both "
                             "or neither are needed")
                        : tr("printed a clientCertificateData without a clientKeyData; both "
                             "or neither are needed"));
    for (const auto &[value, name] :
         {std::pair{&cert, "clientCertificateData"}, std::pair{&key, "clientKeyData"}}) {
        if (!(*value)->isEmpty() && !(*value)->contains(QLatin1String("-----BEGIN ")))
            return fail(tr("printed a status.%1 that is not PEM (no \"-----BEGIN\" line)")
                            .arg(QLatin1String(name)));
    }
    if (!expiry->isEmpty()) {
        out.expiresAt = parseRfc3339(*expiry);
        if (!out.expiresAt.isValid())
            return fail(tr("printed an expirationTimestamp '%1' that is not an RFC 3339 time "
                           "such as 2026-01-02T15:04:05Z")
                            .arg(expiry->left(64)));
    }
    out.token = token->toUtf8();
    out.clientCertificatePem = cert->toUtf8();
    out.clientKeyPem = key->toUtf8();
    return out;
}

} // namespace TrainDeck::Kubernetes
