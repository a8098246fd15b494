// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metricnamepool.h"

#include <QHash>
#include <QMutex>

#include <deque>
#include <string>

namespace TrainDeck::Metrics {

namespace {

struct Pool
{
    QMutex mutex;
    /// Owns the characters; a deque never moves its elements, so the QStrings below stay
    /// valid. Reachable from pool() until exit, so leak checkers do not report it.
    std::deque<std::u16string> storage;
    QHash<QString, QString> names; ///< key: an ordinary copy; value: over `storage`
    qsizetype chars = 0;
};

Pool &pool()
{
    // Never destroyed: samples held by other statics may still point into it at exit.
    static Pool *const p = new Pool;
    return *p;
}

} // namespace

QString MetricNamePool::intern(QStringView name)
{
    Pool &p = pool();
    const QMutexLocker lock(&p.mutex);
    const QString key = name.toString();
    if (auto it = p.names.constFind(key); it != p.names.cend())
        return *it;
    if (p.names.size() >= MaxNames || p.chars + name.size() > MaxChars)
        return key;
    const std::u16string &chars = p.storage.emplace_back(
        reinterpret_cast<const char16_t *>(name.utf16()), size_t(name.size()));
    const QString interned
        = QString::fromRawData(reinterpret_cast<const QChar *>(chars.data()), name.size());
    p.chars += name.size();
    p.names.insert(key, interned);
    return interned;
}

QString MetricNamePool::intern(QByteArrayView utf8)
{
    return intern(QStringView(QString::fromUtf8(utf8)));
}

} // namespace TrainDeck::Metrics
