// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/progressclient.h"

#include <QFile>

namespace TrainDeck::Test {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString progressClientCode(const QStringList &steps)
{
    QString argv = QStringLiteral("import sys\nsys.argv = ['progress_update.py'");
    for (const QString &s : steps)
        argv += QStringLiteral(", %1").arg(QString::fromUtf8(
            QByteArray("'") + s.toUtf8().replace('\\', "\\\\").replace('\'', "\\'") + "'"));
    argv += QStringLiteral("]\n");
    return argv
           + QString::fromUtf8(readFile(
               QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/support/progress/progress_update.py")));
}

QByteArray progressStatusAnswer(int code, const char *reason, const QByteArray &message)
{
    return QByteArray::number(code) + " {\"metadata\":{},\"status\":\"Failure\",\"message\":\""
           + message + "\",\"reason\":\"" + reason + "\",\"code\":" + QByteArray::number(code)
           + "}";
}

QByteArray monitorTrainScript()
{
    return readFile(
        QStringLiteral(TRAINDECK_SOURCE_DIR "/tests/support/progress/monitor_train.py"));
}

} // namespace TrainDeck::Test
