// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QString>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>

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

/// A member of an object, or null when `j` is not an object or has no such member: for
/// answers and files from elsewhere, where value("metadata", object()) throws on an array.
template<typename JsonT>
const JsonT &member(const JsonT &j, const char *key)
{
    static const JsonT none;
    if (!j.is_object())
        return none;
    const auto it = j.find(key);
    return it == j.end() ? none : *it;
}

/// The text at a path of object keys (`{"Endpoints", "docker", "Host"}`), or empty when a
/// step is missing or not an object or the end is not a string: for files other programs
/// write (nlohmann's value() throws on a field of another type, null included).
template<typename JsonT>
QString stringAt(const JsonT &j, std::initializer_list<const char *> path)
{
    const JsonT *at = &j;
    for (const char *key : path) {
        if (!at->is_object())
            return {};
        const auto it = at->find(key);
        if (it == at->end())
            return {};
        at = &*it;
    }
    return at->is_string() ? QString::fromStdString(at->template get<std::string>()) : QString();
}

/// An integer field that fits an int; nullopt when absent, of another type or out of range.
/// For files that may have been edited or written by another version: nlohmann's value()
/// throws on another type, and a float out of int's range converts with undefined behaviour.
inline std::optional<int> integer(const nlohmann::ordered_json &j, const char *key)
{
    if (!j.is_object())
        return std::nullopt;
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number_integer())
        return std::nullopt;
    if (it->is_number_unsigned())
        return it->get<std::uint64_t>() <= std::uint64_t(std::numeric_limits<int>::max())
                   ? std::optional<int>(int(it->get<std::uint64_t>()))
                   : std::nullopt;
    const std::int64_t v = it->get<std::int64_t>();
    return v >= std::numeric_limits<int>::min() && v <= std::numeric_limits<int>::max()
               ? std::optional<int>(int(v))
               : std::nullopt;
}

/// A whole number that fits qint64 (a process id); nullopt as integer() would give it.
inline std::optional<std::int64_t> integer64(const nlohmann::ordered_json &j, const char *key)
{
    if (!j.is_object())
        return std::nullopt;
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number_integer())
        return std::nullopt;
    if (it->is_number_unsigned())
        return it->get<std::uint64_t>() <= std::uint64_t(std::numeric_limits<std::int64_t>::max())
                   ? std::optional<std::int64_t>(std::int64_t(it->get<std::uint64_t>()))
                   : std::nullopt;
    return it->get<std::int64_t>();
}

/// A whole number of zero or more that fits quint64 (clock ticks); nullopt otherwise.
inline std::optional<std::uint64_t> unsigned64(const nlohmann::ordered_json &j, const char *key)
{
    if (!j.is_object())
        return std::nullopt;
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number_integer())
        return std::nullopt;
    if (it->is_number_unsigned())
        return it->get<std::uint64_t>();
    const std::int64_t v = it->get<std::int64_t>();
    return v >= 0 ? std::optional<std::uint64_t>(std::uint64_t(v)) : std::nullopt;
}

/// A true/false field, or `fallback` when absent or of another type (see integer()).
inline bool boolean(const nlohmann::ordered_json &j, const char *key, bool fallback)
{
    if (!j.is_object())
        return fallback;
    const auto it = j.find(key);
    return it != j.end() && it->is_boolean() ? it->get<bool>() : fallback;
}

inline QDateTime timeAt(const nlohmann::ordered_json &j, const char *key)
{
    const QString s = string(j, key);
    return s.isEmpty() ? QDateTime() : QDateTime::fromString(s, Qt::ISODateWithMs);
}

} // namespace TrainDeck::Json
