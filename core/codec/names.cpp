// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/codec/names.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace TrainDeck {

namespace {

bool isLowerAlnum(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
           || (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
}

bool isAlnum(QChar c)
{
    return isLowerAlnum(c) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'));
}

} // namespace

QString checkDnsSubdomain(const QString &name)
{
    if (name.isEmpty())
        return QCoreApplication::translate("Names", "the name is empty");
    if (name.size() > 253)
        return QCoreApplication::translate("Names",
                                           "the name has %1 characters; at most 253 are allowed")
            .arg(name.size());
    for (const QChar c : name) {
        if (!isLowerAlnum(c) && c != QLatin1Char('-') && c != QLatin1Char('.'))
            return QCoreApplication::translate(
                       "Names",
                       "the character '%1' is not allowed in '%2'; use lowercase letters, digits, "
                       "'-' and '.'")
                .arg(c)
                .arg(name);
    }
    if (!isLowerAlnum(name.front()) || !isLowerAlnum(name.back()))
        return QCoreApplication::translate(
                   "Names", "'%1' must start and end with a lowercase letter or digit")
            .arg(name);
    return {};
}

QString checkRfc1123Label(const QString &name)
{
    if (name.size() > 63)
        return QCoreApplication::translate("Names",
                                           "the name has %1 characters; at most 63 are allowed")
            .arg(name.size());
    if (name.contains(QLatin1Char('.')))
        return QCoreApplication::translate(
                   "Names", "'%1' contains '.'; use lowercase letters, digits and '-'")
            .arg(name);
    return checkDnsSubdomain(name);
}

QString checkEnvName(const QString &name)
{
    if (name.isEmpty())
        return QCoreApplication::translate("Names", "the variable name is empty");
    const QChar first = name.front();
    if (!(isAlnum(first) || first == QLatin1Char('_')) || first.isDigit())
        return QCoreApplication::translate("Names", "'%1' must start with a letter or '_'")
            .arg(name);
    for (const QChar c : name) {
        if (!isAlnum(c) && c != QLatin1Char('_')) {
            if (c.isSpace())
                return QCoreApplication::translate(
                           "Names",
                           "'%1' contains a space; variable names may hold letters, digits "
                           "and '_' only")
                    .arg(name);
            return QCoreApplication::translate(
                       "Names",
                       "'%1' contains '%2'; variable names may hold letters, digits and '_' only")
                .arg(name)
                .arg(c);
        }
    }
    return {};
}

QString checkLabelValue(const QString &value)
{
    if (value.isEmpty())
        return {};
    if (value.size() > 63)
        return QCoreApplication::translate("Names", "'%1' is longer than 63 characters").arg(value);
    for (const QChar c : value) {
        if (!isAlnum(c) && c != QLatin1Char('-') && c != QLatin1Char('_') && c != QLatin1Char('.'))
            return QCoreApplication::translate("Names",
                                               "'%1' contains '%2'; label values may hold letters, "
                                               "digits, '-', '_' and '.'")
                .arg(value)
                .arg(c);
    }
    if (!isAlnum(value.front()) || !isAlnum(value.back()))
        return QCoreApplication::translate("Names",
                                           "'%1' must start and end with a letter or digit")
            .arg(value);
    return {};
}

QString freeRerunName(const QString &name, const std::function<bool(const QString &)> &taken)
{
    // The longest job name: an RFC 1035 label.
    constexpr int MaxNameLength = 63;
    static const QRegularExpression suffix(QStringLiteral("-r\\d+$"));
    QString base = name;
    base.remove(suffix);
    for (int n = 2;; ++n) {
        const QString tail = QStringLiteral("-r%1").arg(n);
        const QString candidate = base.left(MaxNameLength - tail.size()) + tail;
        if (!taken(candidate))
            return candidate;
    }
}

} // namespace TrainDeck
