// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/watchevent.h"

namespace TrainDeck::Kubernetes {

namespace {
constexpr std::pair<WatchEvent::Type, const char *> kNames[] = {
    {WatchEvent::Type::Added, "ADDED"},
    {WatchEvent::Type::Modified, "MODIFIED"},
    {WatchEvent::Type::Deleted, "DELETED"},
    {WatchEvent::Type::Bookmark, "BOOKMARK"},
    {WatchEvent::Type::Error, "ERROR"},
};
} // namespace

QByteArray WatchEvent::wireName(Type type)
{
    for (const auto &[t, n] : kNames) {
        if (t == type)
            return n;
    }
    return {};
}

std::optional<WatchEvent::Type> WatchEvent::fromWireName(QByteArrayView name)
{
    for (const auto &[t, n] : kNames) {
        if (name == n)
            return t;
    }
    return std::nullopt;
}

} // namespace TrainDeck::Kubernetes
