// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "app/cli/clicommand.h"

// Each command registers here, one line each, in the order `--help` lists them.
#include "app/cli/contextscommand.h"
#include "app/cli/deletecommand.h"
#include "app/cli/diagramcommand.h"
#include "app/cli/historycommand.h"
#include "app/cli/jobscommand.h"
#include "app/cli/logscommand.h"
#include "app/cli/metricscommand.h"
#include "app/cli/plancommand.h"
#include "app/cli/runtimescommand.h"
#include "app/cli/suspendcommand.h"
#include "app/cli/traincommand.h"
#include "app/cli/validatecommand.h"
#include "app/cli/waitcommand.h"

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
    commands.push_back(std::make_unique<MetricsCommand>());
    commands.push_back(std::make_unique<WaitCommand>());
    commands.push_back(std::make_unique<DeleteCommand>());
    commands.push_back(std::make_unique<SuspendCommand>(SuspendCommand::Action::Suspend));
    commands.push_back(std::make_unique<SuspendCommand>(SuspendCommand::Action::Resume));
    commands.push_back(std::make_unique<ContextsCommand>());
    commands.push_back(std::make_unique<HistoryCommand>());
    return commands;
}

} // namespace TrainDeck::Cli
