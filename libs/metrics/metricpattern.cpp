// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metricpattern.h"

namespace TrainDeck::Metrics {

Result<MetricPattern> MetricPattern::create(const QString &name, const QString &regex)
{
    if (regex.trimmed().isEmpty())
        return Error::make(Error::Kind::Validation,
                           tr("the pattern is empty; write a regular expression with a "
                              "group (?<value>...) around the number"));
    MetricPattern p;
    p.m_name = name.trimmed();
    p.m_regex = QRegularExpression(regex);
    if (!p.m_regex.isValid())
        return Error::make(Error::Kind::Validation,
                           tr("the pattern '%1' is not a valid regular expression: %2 at "
                              "offset %3")
                               .arg(regex, p.m_regex.errorString())
                               .arg(p.m_regex.patternErrorOffset()));
    const QStringList groups = p.m_regex.namedCaptureGroups();
    if (!groups.contains(QStringLiteral("value")))
        return Error::make(Error::Kind::Validation,
                           tr("the pattern '%1' has no group named 'value'; put "
                              "(?<value>...) around the number it should read")
                               .arg(regex));
    p.m_nameGroup = groups.contains(QStringLiteral("name"));
    p.m_stepGroup = groups.contains(QStringLiteral("step"));
    if (p.m_name.isEmpty() && !p.m_nameGroup)
        return Error::make(Error::Kind::Validation,
                           tr("the pattern '%1' gives no metric name; set a name or add a "
                              "group (?<name>...)")
                               .arg(regex));
    p.m_regex.optimize();
    return p;
}

Result<MetricPattern> MetricPattern::fromJson(const QJsonObject &object)
{
    const QJsonValue name = object.value(QStringLiteral("name"));
    const QJsonValue regex = object.value(QStringLiteral("regex"));
    if (!regex.isString())
        return Error::make(Error::Kind::Parse, tr("a metric pattern has no \"regex\" string"));
    if (!name.isUndefined() && !name.isString())
        return Error::make(Error::Kind::Parse,
                           tr("the metric pattern '%1' has a \"name\" that is not a string")
                               .arg(regex.toString()));
    return create(name.toString(), regex.toString());
}

QJsonObject MetricPattern::toJson() const
{
    QJsonObject o;
    if (!m_name.isEmpty())
        o.insert(QStringLiteral("name"), m_name);
    o.insert(QStringLiteral("regex"), m_regex.pattern());
    return o;
}

} // namespace TrainDeck::Metrics
