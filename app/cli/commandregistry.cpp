// SPDX-License-Identifier: Apache-2.0
#include "clicommand.h"

// Each command registers here, one line each, in the order `--help` lists them.
#include "plancommand.h"
#include "runtimescommand.h"
#include "validatecommand.h"

namespace TrainDeck::Cli {

std::vector<std::unique_ptr<CliCommand>> allCommands()
{
    std::vector<std::unique_ptr<CliCommand>> commands;
    commands.push_back(std::make_unique<RuntimesCommand>());
    commands.push_back(std::make_unique<ValidateCommand>());
    commands.push_back(std::make_unique<PlanCommand>());
    return commands;
}

} // namespace TrainDeck::Cli
