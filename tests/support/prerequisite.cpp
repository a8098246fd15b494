// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/prerequisite.h"

#include <QProcess>

bool Prerequisite::strict()
{
    return !qEnvironmentVariableIsEmpty("TRAINDECK_TEST_STATE");
}

QByteArray Prerequisite::message(const QString &what, const QString &howToGetIt)
{
    return (strict() ? QStringLiteral("missing under scripts/test (TRAINDECK_TEST_STATE is "
                                      "set): %1; %2")
                     : QStringLiteral("skipped, missing: %1; %2"))
        .arg(what, howToGetIt)
        .toUtf8();
}

bool Prerequisite::pythonModule(const QString &module)
{
    QProcess p;
    p.start(QStringLiteral("/usr/bin/python3"),
            {QStringLiteral("-c"), QStringLiteral("import ") + module});
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}
