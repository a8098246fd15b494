// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/metrics/metricpattern.h"

#include <QCoreApplication>
#include <QHash>

namespace TrainDeck::Metrics {

/// The user's metric patterns, saved per runtime name in one JSON file (by default
/// `TrainDeck/metric-patterns.json` in the user's config folder, shared by the desktop app and
/// traindeck-cli):
/// `{"version": 1, "runtimes": {"torch-distributed": [{"name": "loss", "regex": "..."}]}}`.
/// Written atomically (QSaveFile). A file that cannot be read is an error, and saving over
/// it is refused: the user's patterns are never lost silently.
class MetricPatternStore
{
    Q_DECLARE_TR_FUNCTIONS(MetricPatternStore)

public:
    explicit MetricPatternStore(QString path = defaultPath());
    /// <GenericConfigLocation>/TrainDeck/metric-patterns.json (~/.config/TrainDeck/...)
    static QString defaultPath();
    QString path() const { return m_path; }

    /// The patterns saved for `runtime` (none when the file does not exist yet).
    Result<QList<MetricPattern>> patterns(const QString &runtime) const;
    /// Replaces the patterns of `runtime` (none removes it), keeping every other runtime's.
    Result<void> setPatterns(const QString &runtime, const QList<MetricPattern> &patterns);

private:
    Result<QHash<QString, QList<MetricPattern>>> load() const;

    QString m_path;
};

} // namespace TrainDeck::Metrics
