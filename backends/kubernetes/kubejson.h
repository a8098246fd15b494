// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QString>

#include <initializer_list>

#include <nlohmann/json.hpp>

/// Reading Kubernetes objects as a cluster sends them: any field may be missing or of another
/// type, and reading one must never throw. Shared by the snapshots of TrainJobs and of
/// Training Operator jobs and by the converter.
namespace TrainDeck::Kubernetes::KubeJson {

using Json = nlohmann::ordered_json;

inline const Json *child(const Json &o, const char *key)
{
    if (!o.is_object())
        return nullptr;
    const auto it = o.find(key);
    return it == o.end() ? nullptr : &*it;
}

/// The value at a path of keys, or null.
inline const Json &at(const Json &o, std::initializer_list<const char *> path)
{
    static const Json null;
    const Json *cur = &o;
    for (const char *key : path) {
        cur = child(*cur, key);
        if (!cur)
            return null;
    }
    return *cur;
}

inline const Json &objectAt(const Json &o, const char *key)
{
    static const Json empty = Json::object();
    const Json *c = child(o, key);
    return c && c->is_object() ? *c : empty;
}

inline const Json &arrayAt(const Json &o, const char *key)
{
    static const Json empty = Json::array();
    const Json *c = child(o, key);
    return c && c->is_array() ? *c : empty;
}

inline QString text(const Json &v)
{
    return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
}

inline QString text(const Json &o, const char *key)
{
    const Json *c = child(o, key);
    return c ? text(*c) : QString();
}

inline QString text(const Json &o, std::initializer_list<const char *> path)
{
    return text(at(o, path));
}

/// An RFC 3339 time (as the API server writes them), invalid when absent.
inline QDateTime time(const QString &t)
{
    return t.isEmpty() ? QDateTime() : QDateTime::fromString(t, Qt::ISODateWithMs);
}

inline QDateTime timeAt(const Json &o, const char *key)
{
    return time(text(o, key));
}

inline QDateTime timeAt(const Json &o, std::initializer_list<const char *> path)
{
    return time(text(o, path));
}

} // namespace TrainDeck::Kubernetes::KubeJson
