// SPDX-License-Identifier: Apache-2.0
#include "clicommand.h"

// Each command registers here, one line each, in the order `--help` lists them.
// #include "xcommand.h"

namespace TrainDeck::Cli {

std::vector<std::unique_ptr<CliCommand>> allCommands()
{
    std::vector<std::unique_ptr<CliCommand>> commands;
    // commands.push_back(std::make_unique<XCommand>());
    return commands;
}

} // namespace TrainDeck::Cli
