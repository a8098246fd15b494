// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QString>

#include <nlohmann/json.hpp>

/// Small conversions between Qt values and nlohmann::ordered_json used by every codec.
namespace TrainDeck::Json {

inline std::string str(const QString &q)
{
    return q.toStdString();
}

/// ISO 8601 UTC with milliseconds, or null for an invalid time.
inline nlohmann::ordered_json time(const QDateTime &t)
{
    return t.isValid() ? nlohmann::ordered_json(str(t.toUTC().toString(Qt::ISODateWithMs)))
                       : nlohmann::ordered_json();
}

inline QString string(const nlohmann::ordered_json &j, const char *key)
{
    return j.contains(key) && j[key].is_string() ? QString::fromStdString(j[key].get<std::string>())
                                                 : QString();
}

inline QDateTime timeAt(const nlohmann::ordered_json &j, const char *key)
{
    const QString s = string(j, key);
    return s.isEmpty() ? QDateTime() : QDateTime::fromString(s, Qt::ISODateWithMs);
}

} // namespace TrainDeck::Json
