// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/commandline.h"

#include <QProcess>
#include <QRegularExpression>

namespace TrainDeck::Ui {

QString CommandLine::join(const QStringList &args)
{
    QStringList out;
    for (const QString &a : args) {
        if (a.isEmpty() || a.contains(QRegularExpression(QStringLiteral("[\\s\"'\\\\]"))))
            out << u'"'
                       + QString(a)
                             .replace(u'\\', QStringLiteral("\\\\"))
                             .replace(u'"', QStringLiteral("\\\""))
                       + u'"';
        else
            out << a;
    }
    return out.join(u' ');
}

QStringList CommandLine::split(const QString &text)
{
    return QProcess::splitCommand(text);
}

} // namespace TrainDeck::Ui
