// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/statusapi/trainerstatus.h"

#include "core/backend/jobsnapshot.h"

#include <QRegularExpression>

#include <nlohmann/json.hpp>

namespace TrainDeck::StatusApi {

namespace {

using Json = nlohmann::ordered_json;

Error invalidPayload(const QString &why)
{
    return Error::make(Error::Kind::Parse, why);
}

/// Go's case-insensitive key match (ASCII folding is enough for these names).
bool keyIs(const std::string &key, const char *name)
{
    return QString::fromStdString(key).compare(QLatin1String(name), Qt::CaseInsensitive) == 0;
}

Result<std::optional<qint32>> int32Field(const Json &v, const char *name)
{
    if (v.is_null())
        return std::optional<qint32>();
    if (v.is_number_integer()) {
        const bool isUnsigned = v.is_number_unsigned();
        if (isUnsigned ? v.get<quint64>() <= quint64(INT32_MAX)
                       : (v.get<qint64>() >= INT32_MIN && v.get<qint64>() <= INT32_MAX))
            return std::optional<qint32>(
                qint32(isUnsigned ? qint64(v.get<quint64>()) : v.get<qint64>()));
    }
    return invalidPayload(QStringLiteral("%1 is not an int32").arg(QLatin1String(name)));
}

Result<QString> stringField(const Json &v, const char *name)
{
    if (v.is_null())
        return QString();
    if (!v.is_string())
        return invalidPayload(QStringLiteral("%1 is not a string").arg(QLatin1String(name)));
    return QString::fromStdString(v.get<std::string>());
}

/// time.Parse(time.RFC3339, s) as metav1.Time uses it: any number of fraction digits, Z or
/// a ±hh:mm offset, fields in range.
std::optional<QDateTime> parseRfc3339(const QString &s)
{
    static const QRegularExpression re(QStringLiteral(
        R"(^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|([+-])(\d{2}):(\d{2}))$)"));
    const auto m = re.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    const int h = m.captured(4).toInt(), mi = m.captured(5).toInt(), sec = m.captured(6).toInt();
    if (!date.isValid() || h > 23 || mi > 59 || sec > 59)
        return std::nullopt;
    int offset = 0;
    if (m.captured(8) != QLatin1String("Z")) {
        const int oh = m.captured(10).toInt(), om = m.captured(11).toInt();
        if (oh > 23 || om > 59)
            return std::nullopt;
        offset = (oh * 3600 + om * 60) * (m.captured(9) == QLatin1String("-") ? -1 : 1);
    }
    const int msec
        = m.captured(7).isEmpty() ? 0 : m.captured(7).left(3).leftJustified(3, u'0').toInt();
    QDateTime t(date, QTime(h, mi, sec, msec), Qt::OffsetFromUTC, offset);
    return t.toUTC();
}

Result<TrainerStatus> decodeStatus(const Json &ts)
{
    TrainerStatus out;
    out.present = true;
    if (!ts.is_object())
        return invalidPayload(QStringLiteral("trainerStatus is not an object"));
    for (auto it = ts.begin(); it != ts.end(); ++it) {
        const std::string &k = it.key();
        if (keyIs(k, "progressPercentage")) {
            auto v = int32Field(*it, "progressPercentage");
            if (!v)
                return v.error();
            out.progressPercentage = *v;
        } else if (keyIs(k, "estimatedRemainingSeconds")) {
            auto v = int32Field(*it, "estimatedRemainingSeconds");
            if (!v)
                return v.error();
            out.estimatedRemainingSeconds = *v;
        } else if (keyIs(k, "metrics")) {
            out.metrics.clear();
            if (it->is_null())
                continue;
            if (!it->is_array())
                return invalidPayload(QStringLiteral("metrics is not a list"));
            for (const Json &m : *it) {
                std::pair<QString, QString> metric;
                if (m.is_null()) {
                    out.metrics << metric;
                    continue;
                }
                if (!m.is_object())
                    return invalidPayload(QStringLiteral("a metric is not an object"));
                for (auto f = m.begin(); f != m.end(); ++f) {
                    if (keyIs(f.key(), "name")) {
                        auto v = stringField(*f, "name");
                        if (!v)
                            return v.error();
                        metric.first = *v;
                    } else if (keyIs(f.key(), "value")) {
                        auto v = stringField(*f, "value");
                        if (!v)
                            return v.error();
                        metric.second = *v;
                    }
                }
                out.metrics << metric;
            }
        } else if (keyIs(k, "lastUpdatedTime")) {
            if (it->is_null()) {
                out.lastUpdatedTime = {};
                continue;
            }
            if (!it->is_string())
                return invalidPayload(QStringLiteral("lastUpdatedTime is not a string"));
            const auto t = parseRfc3339(QString::fromStdString(it->get<std::string>()));
            if (!t)
                return invalidPayload(QStringLiteral("lastUpdatedTime is not RFC 3339"));
            out.lastUpdatedTime = *t;
        }
    }
    return out;
}

std::string goEscape(std::string s)
{
    // Go's encoder escapes these where nlohmann writes them as they are.
    QByteArray b = QByteArray::fromStdString(s);
    b.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
    b.replace("\xe2\x80\xa8", "\\u2028").replace("\xe2\x80\xa9", "\\u2029");
    return b.toStdString();
}

Json toJson(const TrainerStatus &s)
{
    Json ts = Json::object();
    if (s.progressPercentage)
        ts["progressPercentage"] = *s.progressPercentage;
    if (s.estimatedRemainingSeconds)
        ts["estimatedRemainingSeconds"] = *s.estimatedRemainingSeconds;
    if (!s.metrics.isEmpty()) {
        Json list = Json::array();
        for (const auto &[n, v] : s.metrics) {
            Json m = Json::object();
            if (!n.isEmpty())
                m["name"] = n.toStdString();
            if (!v.isEmpty())
                m["value"] = v.toStdString();
            list.push_back(m);
        }
        ts["metrics"] = list;
    }
    if (s.lastUpdatedTime.isValid())
        ts["lastUpdatedTime"] = s.lastUpdatedTime.toUTC()
                                    .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"))
                                    .toStdString();
    else
        ts["lastUpdatedTime"] = nullptr;
    return ts;
}

/// Where the first JSON value of `b` ends (after leading white space): brackets matched
/// outside strings for objects and lists, the next delimiter for scalars. The whole size when
/// it does not end, so that parsing then fails as Go's decoder does on a truncated value.
qsizetype firstValueEnd(const QByteArray &b)
{
    qsizetype i = 0;
    while (i < b.size() && QByteArrayView(" \t\r\n").contains(b[i]))
        ++i;
    if (i == b.size())
        return i;
    if (b[i] != '{' && b[i] != '[') {
        if (b[i] == '"') {
            for (++i; i < b.size(); ++i) {
                if (b[i] == '\\')
                    ++i;
                else if (b[i] == '"')
                    return i + 1;
            }
            return b.size();
        }
        while (i < b.size() && !QByteArrayView(" \t\r\n{}[],\"").contains(b[i]))
            ++i;
        return i;
    }
    int depth = 0;
    bool inString = false;
    for (; i < b.size(); ++i) {
        const char c = b[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0)
                return i + 1;
        }
    }
    return b.size();
}

QString fieldError(const QString &path, const QString &detail)
{
    return path + QStringLiteral(": ") + detail;
}

} // namespace

Result<TrainerStatus> TrainerStatus::decode(const QByteArray &body)
{
    // Go's Decoder reads the first JSON value and ignores what follows it.
    Json doc;
    try {
        doc = Json::parse(body.left(firstValueEnd(body)).toStdString());
    } catch (const Json::exception &) {
        return invalidPayload(QStringLiteral("the body is not JSON"));
    }
    if (doc.is_null())
        return TrainerStatus{};
    if (!doc.is_object())
        return invalidPayload(QStringLiteral("the body is not an object"));
    TrainerStatus out;
    for (auto it = doc.begin(); it != doc.end(); ++it) {
        if (!keyIs(it.key(), "trainerStatus"))
            continue;
        if (it->is_null()) {
            out = TrainerStatus{};
            continue;
        }
        auto s = decodeStatus(*it);
        if (!s)
            return s.error();
        out = std::move(*s);
    }
    return out;
}

QString TrainerStatus::validationMessage(const QString &jobName) const
{
    if (!present)
        return {};
    const QString base = QStringLiteral("status.trainerStatus");
    QStringList errors;
    auto bound = [&](const std::optional<qint32> &v, const QString &field, bool checkMax) {
        if (!v)
            return;
        const QString path = base + u'.' + field;
        if (*v < 0)
            errors << fieldError(
                path,
                QStringLiteral("Invalid value: %1: %2 in body should be greater than or equal to 0")
                    .arg(*v)
                    .arg(path));
        else if (checkMax && *v > 100)
            errors << fieldError(
                path,
                QStringLiteral("Invalid value: %1: %2 in body should be less than or equal to 100")
                    .arg(*v)
                    .arg(path));
    };
    bound(progressPercentage, QStringLiteral("progressPercentage"), true);
    bound(estimatedRemainingSeconds, QStringLiteral("estimatedRemainingSeconds"), false);
    if (metrics.size() > 256)
        errors << fieldError(
            base + QStringLiteral(".metrics"),
            QStringLiteral("Too many: %1: must have at most 256 items").arg(metrics.size()));
    for (qsizetype i = 0; i < metrics.size(); ++i) {
        const auto check = [&](const QString &v, const char *field) {
            const QString path
                = QStringLiteral("%1.metrics[%2].%3").arg(base).arg(i).arg(QLatin1String(field));
            const qsizetype chars = v.toUcs4().size(); // OpenAPI counts characters
            if (chars < 1)
                errors << fieldError(
                    path,
                    QStringLiteral(
                        "Invalid value: \"\": %1 in body should be at least 1 chars long")
                        .arg(path));
            else if (chars > 64)
                errors << fieldError(path,
                                     QStringLiteral("Too long: may not be more than 64 bytes"));
        };
        check(metrics[i].first, "name");
        check(metrics[i].second, "value");
    }
    if (!lastUpdatedTime.isValid())
        errors << fieldError(base,
                             QStringLiteral("Invalid value: \"object\": lastUpdatedTime is "
                                            "required when trainerStatus is present"));
    if (errors.isEmpty())
        return {};
    const QString list
        = errors.size() == 1 ? errors.first() : u'[' + errors.join(QStringLiteral(", ")) + u']';
    return QStringLiteral("TrainJob.trainer.kubeflow.org \"%1\" is invalid: %2").arg(jobName, list);
}

QByteArray TrainerStatus::echo() const
{
    Json j = Json::object();
    if (present)
        j["trainerStatus"] = toJson(*this);
    return QByteArray::fromStdString(
               goEscape(j.dump(-1, ' ', false, Json::error_handler_t::replace)))
           + '\n';
}

QByteArray TrainerStatus::toFile(const QDateTime &received) const
{
    Json j = Json::object();
    j["trainerStatus"] = toJson(*this);
    j["received"] = received.toUTC().toString(Qt::ISODateWithMs).toStdString();
    return QByteArray::fromStdString(j.dump(2, ' ', false, Json::error_handler_t::replace)) + '\n';
}

Result<TrainerStatus> TrainerStatus::fromFile(const QByteArray &bytes)
{
    auto s = decode(bytes);
    if (!s)
        return Error::make(Error::Kind::Parse,
                           QStringLiteral("trainerstatus.json is not a progress update"));
    return s;
}

void TrainerStatus::fill(JobSnapshot &snapshot) const
{
    if (!present)
        return;
    snapshot.progressPercent = progressPercentage.value_or(-1);
    snapshot.remainingSeconds = estimatedRemainingSeconds.value_or(-1);
    snapshot.metrics = metrics;
    snapshot.progressUpdated = lastUpdatedTime;
}

} // namespace TrainDeck::StatusApi
