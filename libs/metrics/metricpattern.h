// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>
#include <QString>

namespace TrainDeck::Metrics {

/// A user's own metric shape: a regular expression with a named group `value` (the number),
/// an optional group `step`, and either a fixed metric name or a group `name`. Applied to the
/// line as it shows (carriage-return redraws collapsed, escapes removed), every match counts.
class MetricPattern
{
    Q_DECLARE_TR_FUNCTIONS(MetricPattern)

public:
    MetricPattern() = default;
    /// A checked pattern: the regex compiles, has a group `value`, and the metric has a name
    /// (`name`, or a group `name`); the error says which of these is wrong.
    static Result<MetricPattern> create(const QString &name, const QString &regex);
    /// Reads {"name": ..., "regex": ...}, checked as create() does.
    static Result<MetricPattern> fromJson(const QJsonObject &object);

    QJsonObject toJson() const;
    QString name() const { return m_name; }
    QString pattern() const { return m_regex.pattern(); }
    const QRegularExpression &regex() const { return m_regex; }
    bool hasNameGroup() const { return m_nameGroup; }
    bool hasStepGroup() const { return m_stepGroup; }

    friend bool operator==(const MetricPattern &a, const MetricPattern &b)
    {
        return a.m_name == b.m_name && a.m_regex.pattern() == b.m_regex.pattern();
    }

private:
    QString m_name;
    QRegularExpression m_regex;
    bool m_nameGroup = false;
    bool m_stepGroup = false;
};

} // namespace TrainDeck::Metrics
