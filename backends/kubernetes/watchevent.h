// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

#include <nlohmann/json.hpp>

namespace TrainDeck::Kubernetes {

/// One event of a Kubernetes watch stream: `{"type": …, "object": {…}}`.
struct WatchEvent
{
    Q_GADGET
public:
    enum class Type { Added, Modified, Deleted, Bookmark, Error };
    Q_ENUM(Type)

    Type type = Type::Added;
    nlohmann::ordered_json object;

    /// ADDED, MODIFIED… as on the wire; empty for an unknown text.
    static QByteArray wireName(Type type);
    static std::optional<Type> fromWireName(QByteArrayView name);
};

} // namespace TrainDeck::Kubernetes
