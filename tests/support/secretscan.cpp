// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "tests/support/secretscan.h"

#include <QDirIterator>
#include <QFile>

SecretScan SecretScan::folder(const QString &root, const QStringList &secrets)
{
    SecretScan scan;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue; // sockets and fifos
        ++scan.filesRead;
        const QByteArray bytes = f.readAll();
        for (const QString &s : secrets) {
            const QByteArray utf8 = s.toUtf8();
            if (bytes.contains(utf8) || bytes.contains(utf8.toBase64()))
                scan.leaks << path + QStringLiteral(": ") + s;
        }
    }
    return scan;
}
