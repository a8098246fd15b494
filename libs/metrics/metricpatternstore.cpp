// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metricpatternstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace TrainDeck::Metrics {

MetricPatternStore::MetricPatternStore(QString path)
    : m_path(std::move(path))
{}

QString MetricPatternStore::defaultPath()
{
    // Not AppConfigLocation: that is a folder per application name, and the desktop app
    // (TrainDeck) and traindeck-cli must read the same patterns.
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
        .filePath(QStringLiteral("TrainDeck/metric-patterns.json"));
}

Result<QHash<QString, QList<MetricPattern>>> MetricPatternStore::load() const
{
    QHash<QString, QList<MetricPattern>> all;
    QFile f(m_path);
    if (!f.exists())
        return all;
    if (!f.open(QIODevice::ReadOnly))
        return Error::make(
                   Error::Kind::Io,
                   tr("cannot read the metric patterns in %1: %2").arg(m_path, f.errorString()))
            .at(m_path);
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    auto corrupt = [&](const QString &why) {
        return Error::make(Error::Kind::Parse,
                           tr("the metric patterns file %1 is damaged (%2); fix or remove it, "
                              "TrainDeck will not overwrite it")
                               .arg(m_path, why))
            .at(m_path);
    };
    if (pe.error != QJsonParseError::NoError)
        return corrupt(tr("%1 at byte %2").arg(pe.errorString()).arg(pe.offset));
    const QJsonObject root = doc.object();
    if (!doc.isObject() || root.value(QStringLiteral("version")).toInt() != 1
        || !root.value(QStringLiteral("runtimes")).isObject())
        return corrupt(tr("it is not {\"version\": 1, \"runtimes\": {...}}"));
    const QJsonObject runtimes = root.value(QStringLiteral("runtimes")).toObject();
    for (auto it = runtimes.begin(); it != runtimes.end(); ++it) {
        if (!it.value().isArray())
            return corrupt(tr("the patterns of runtime '%1' are not a list").arg(it.key()));
        QList<MetricPattern> list;
        for (const QJsonValue &v : it.value().toArray()) {
            auto p = MetricPattern::fromJson(v.toObject());
            if (!p)
                return corrupt(tr("runtime '%1': %2").arg(it.key(), p.error().message));
            list.append(*p);
        }
        all.insert(it.key(), list);
    }
    return all;
}

Result<QList<MetricPattern>> MetricPatternStore::patterns(const QString &runtime) const
{
    auto all = load();
    if (!all)
        return all.error();
    return all->value(runtime);
}

Result<void> MetricPatternStore::setPatterns(const QString &runtime,
                                             const QList<MetricPattern> &patterns)
{
    auto all = load();
    if (!all)
        return all.error();
    if (patterns.isEmpty())
        all->remove(runtime);
    else
        all->insert(runtime, patterns);
    QJsonObject runtimes;
    for (auto it = all->cbegin(); it != all->cend(); ++it) {
        QJsonArray list;
        for (const MetricPattern &p : it.value())
            list.append(p.toJson());
        runtimes.insert(it.key(), list);
    }
    const QJsonObject root{{QStringLiteral("version"), 1}, {QStringLiteral("runtimes"), runtimes}};
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath()))
        return Error::make(Error::Kind::Io, tr("cannot create the folder of %1").arg(m_path));
    QSaveFile f(m_path);
    if (!f.open(QIODevice::WriteOnly))
        return Error::make(
            Error::Kind::Io,
            tr("cannot write the metric patterns to %1: %2").arg(m_path, f.errorString()));
    f.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!f.commit())
        return Error::make(
            Error::Kind::Io,
            tr("cannot save the metric patterns to %1: %2").arg(m_path, f.errorString()));
    return {};
}

} // namespace TrainDeck::Metrics
