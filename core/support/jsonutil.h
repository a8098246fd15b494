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
#include <type_traits>

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

/// A text field, or empty when absent or of another type (see stringAt()).
inline QString string(const nlohmann::ordered_json &j, const char *key)
{
    return stringAt(j, {key});
}

/// A whole-number field that fits T; nullopt when absent, of another type or out of range.
/// For files that may have been edited or written by another version: nlohmann's value()
/// throws on another type, and a float out of T's range converts with undefined behaviour.
template<typename T>
std::optional<T> wholeNumber(const nlohmann::ordered_json &j, const char *key)
{
    static_assert(std::is_integral_v<T> && sizeof(T) <= sizeof(std::int64_t));
    if (!j.is_object())
        return std::nullopt;
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number_integer())
        return std::nullopt;
    if (it->is_number_unsigned()) {
        const std::uint64_t v = it->get<std::uint64_t>();
        return v <= std::uint64_t(std::numeric_limits<T>::max()) ? std::optional<T>(T(v))
                                                                 : std::nullopt;
    }
    const std::int64_t v = it->get<std::int64_t>();
    if constexpr (std::is_signed_v<T>)
        return v >= std::numeric_limits<T>::min() && v <= std::numeric_limits<T>::max()
                   ? std::optional<T>(T(v))
                   : std::nullopt;
    else
        return v >= 0 && std::uint64_t(v) <= std::uint64_t(std::numeric_limits<T>::max())
                   ? std::optional<T>(T(v))
                   : std::nullopt;
}

/// An integer field that fits an int (see wholeNumber()).
inline std::optional<int> integer(const nlohmann::ordered_json &j, const char *key)
{
    return wholeNumber<int>(j, key);
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
