// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "backends/kubernetes/kubelogcursor.h"

#include "core/files/safefs.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace TrainDeck::Kubernetes {

QString KubeLogCursor::path(const QString &logDir, const QString &step)
{
    return logDir + QLatin1Char('/') + step + QStringLiteral(".kcursor");
}

KubeLogCursor KubeLogCursor::read(const QString &logDir, const QString &step)
{
    QFile f(path(logDir, step));
    // A cursor is a few hundred bytes; anything bigger was not written by us.
    if (!f.open(QIODevice::ReadOnly) || f.size() > 4096)
        return {};
    return fromJson(f.readAll()).value_or(KubeLogCursor());
}

Result<void> KubeLogCursor::write(const QString &logDir, const QString &step) const
{
    return SafeFs::replaceFile(path(logDir, step), toJson());
}

QByteArray KubeLogCursor::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("podUid"), podUid);
    o.insert(QStringLiteral("pod"), pod);
    o.insert(QStringLiteral("restartCount"), restartCount);
    // As text: a JSON number loses nanoseconds past 2^53.
    o.insert(QStringLiteral("lastNanos"), QString::number(lastNanos));
    o.insert(QStringLiteral("atLast"), QString::number(atLast));
    o.insert(QStringLiteral("complete"), complete);
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

std::optional<KubeLogCursor> KubeLogCursor::fromJson(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject o = doc.object();
    KubeLogCursor c;
    bool ok1 = true, ok2 = true;
    c.podUid = o.value(QStringLiteral("podUid")).toString();
    c.pod = o.value(QStringLiteral("pod")).toString();
    c.restartCount = o.value(QStringLiteral("restartCount")).toInt();
    c.lastNanos = o.value(QStringLiteral("lastNanos")).toString().toLongLong(&ok1);
    c.atLast = o.value(QStringLiteral("atLast")).toString().toLongLong(&ok2);
    c.complete = o.value(QStringLiteral("complete")).toBool();
    if (!ok1 || !ok2 || c.lastNanos < 0 || c.atLast < 0 || c.restartCount < 0)
        return std::nullopt;
    return c;
}

void KubeLogCursor::advance(qint64 nanos)
{
    if (nanos == lastNanos) {
        ++atLast;
    } else if (nanos > lastNanos) {
        lastNanos = nanos;
        atLast = 1;
    }
    // An earlier time (a clock step back on the node) leaves the cursor where it is: the
    // replay from the newer second would not return that line anyway.
}

bool KubeLogCursor::stores(qint64 nanos, qint64 &seenAtLast) const
{
    if (lastNanos == 0)
        return false;
    if (nanos < lastNanos)
        return true;
    if (nanos > lastNanos)
        return false;
    return ++seenAtLast <= atLast;
}

void KubeLogCursor::startContainer(const QString &uid, const QString &podName, int restarts)
{
    podUid = uid;
    pod = podName;
    restartCount = restarts;
    lastNanos = 0;
    atLast = 0;
    complete = false;
}

} // namespace TrainDeck::Kubernetes
