// SPDX-License-Identifier: Apache-2.0
#include "clicommand.h"

// Each command registers here, one line each, in the order `--help` lists them.
#include "deletecommand.h"
#include "diagramcommand.h"
#include "jobscommand.h"
#include "logscommand.h"
#include "plancommand.h"
#include "runtimescommand.h"
#include "traincommand.h"
#include "validatecommand.h"
#include "waitcommand.h"

namespace TrainDeck::Cli {

std::vector<std::unique_ptr<CliCommand>> allCommands()
{
    std::vector<std::unique_ptr<CliCommand>> commands;
    commands.push_back(std::make_unique<RuntimesCommand>());
    commands.push_back(std::make_unique<ValidateCommand>());
    commands.push_back(std::make_unique<PlanCommand>());
    commands.push_back(std::make_unique<DiagramCommand>());
    commands.push_back(std::make_unique<TrainCommand>());
    commands.push_back(std::make_unique<JobsCommand>());
    commands.push_back(std::make_unique<LogsCommand>());
    commands.push_back(std::make_unique<WaitCommand>());
    commands.push_back(std::make_unique<DeleteCommand>());
    return commands;
}

} // namespace TrainDeck::Cli
