// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>

/// Where secrets leaked: every file under a folder, searched byte by byte for each secret as
/// UTF-8 and as base64 (the form of a Kubernetes Secret or a JSON blob).
struct SecretScan
{
    int filesRead = 0;
    QStringList leaks; ///< "path: secret" for each hit

    static SecretScan folder(const QString &root, const QStringList &secrets);
};
