// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>

namespace TrainDeck::Ui {

/// Arguments as one line of text in the builder's fields and back: quoted where a value holds
/// spaces, quotes or backslashes, split as QProcess::splitCommand does.
class CommandLine
{
public:
    static QString join(const QStringList &args);
    static QStringList split(const QString &text);
};

} // namespace TrainDeck::Ui
