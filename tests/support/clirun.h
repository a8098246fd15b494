// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

/// What one traindeck-cli run printed and returned.
struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;

    /// Runs the built traindeck-cli with `args`, English messages, and `env` added to this
    /// process's environment (TRAINDECK_DATA_DIR and the like); kills it after `timeoutMs`.
    static CliRun run(const QStringList &args, const QHash<QString, QString> &env, int timeoutMs);
};
