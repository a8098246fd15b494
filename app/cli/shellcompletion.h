// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/commandtable.h"

#include <QString>

namespace TrainDeck::Cli {

/// The bash and zsh completion of traindeck-cli, written by `traindeck-cli --completion bash`
/// (or zsh) at build time from the CommandTable: commands, each command's options, the fixed
/// values of an option (--backend, --status, ...), paths, and, by running traindeck-cli
/// itself, the names of jobs (`jobs --names`) and runtimes (`runtimes --names`) with the
/// connection options already on the line.
class ShellCompletion
{
public:
    static QString bash(const CommandTable &table);
    static QString zsh(const CommandTable &table);
};

} // namespace TrainDeck::Cli
