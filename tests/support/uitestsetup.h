// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QString>
#include <QTemporaryDir>

namespace TrainDeck::Tests {

/// Where window tests save their screenshots: <build>/screenshots, made if missing.
inline QString screenshotDir()
{
    const QString dir = QStringLiteral(TRAINDECK_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    return dir;
}

/// Settings of the test go to `dir`/config under a test application name, never to the
/// user's own (window state, builder drafts, stall timeouts, connections).
inline void useTemporarySettings(const QTemporaryDir &dir,
                                 const QString &application = QStringLiteral("TrainDeckTest"))
{
    const QString config = dir.filePath(QStringLiteral("config"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, config);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, config);
    QCoreApplication::setOrganizationName(QStringLiteral("TrainDeckTest"));
    QCoreApplication::setApplicationName(application);
}

} // namespace TrainDeck::Tests
