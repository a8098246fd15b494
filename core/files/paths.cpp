// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/files/paths.h"

#include "core/files/safefs.h"

#include <QDir>
#include <QStandardPaths>

namespace TrainDeck::Paths {

QString dataDir()
{
    const QByteArray env = qgetenv("TRAINDECK_DATA_DIR");
    if (!env.isEmpty())
        return QDir(QString::fromLocal8Bit(env)).absolutePath();
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return QDir(base).filePath(QStringLiteral("TrainDeck"));
}

Result<void> makeDataDir()
{
    const QString dir = dataDir();
    if (auto r = SafeFs::makeDirs(dir, SafeFs::PrivateDir); !r)
        return r;
    return SafeFs::setMode(dir, SafeFs::PrivateDir);
}

QString jobsDir(BackendKind backend, const QString &connection)
{
    QString dir = QDir(dataDir()).filePath(QStringLiteral("jobs/") + enumName(backend));
    if (!connection.isEmpty())
        dir = QDir(dir).filePath(safeName(connection));
    return dir;
}

QString venvDir()
{
    return QDir(dataDir()).filePath(QStringLiteral("venvs"));
}

QString kubeflowContainersDir()
{
    return QDir::home().filePath(QStringLiteral(".kubeflow/trainer/containers"));
}

QString safeName(const QString &name)
{
    QString out;
    for (const QChar c : name)
        out += (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('.'))
                   ? c
                   : QLatin1Char('_');
    return out.left(100);
}

} // namespace TrainDeck::Paths
