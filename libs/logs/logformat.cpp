// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/logs/logformat.h"

#include <QDir>

#include <algorithm>

namespace TrainDeck::Logs {

QString LogFormat::logFile(const QString &dir, const QString &step)
{
    return QDir(dir).filePath(step + QStringLiteral(".log"));
}

QString LogFormat::indexFile(const QString &dir, const QString &step)
{
    return QDir(dir).filePath(step + QStringLiteral(".idx"));
}

namespace {

// Initializers first, then nodes by number (node-10 after node-9), then the rest by name.
std::pair<int, qint64> rank(const QString &step)
{
    if (step == QLatin1String("dataset-initializer"))
        return {0, 0};
    if (step == QLatin1String("model-initializer"))
        return {1, 0};
    if (step.startsWith(QLatin1String("node-"))) {
        bool ok = false;
        const qint64 n = step.mid(5).toLongLong(&ok);
        if (ok)
            return {2, n};
    }
    return {3, 0};
}

} // namespace

bool LogFormat::stepLess(const QString &a, const QString &b)
{
    const auto ra = rank(a);
    const auto rb = rank(b);
    if (ra != rb)
        return ra < rb;
    return a < b;
}

QStringList LogFormat::steps(const QString &dir)
{
    QStringList out;
    const QStringList files = QDir(dir).entryList({QStringLiteral("*.log")}, QDir::Files);
    for (const QString &f : files)
        out.append(f.chopped(4));
    std::sort(out.begin(), out.end(), &LogFormat::stepLess);
    return out;
}

} // namespace TrainDeck::Logs
