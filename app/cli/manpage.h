// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/commandtable.h"

#include <QString>

namespace TrainDeck::Cli {

/// traindeck-cli(1), written by `traindeck-cli --man` at build time: each command's --help
/// text and the options its parser takes, from the CommandTable.
class ManPage
{
public:
    static QString write(const CommandTable &table);
};

} // namespace TrainDeck::Cli
