// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "clioptions.h"
#include "pipeline/jobplan.h"

#include <optional>

namespace TrainDeck::Cli {

/// Loads a TrainJob file, finds its runtime in the options' catalog and plans it for
/// `backend`, printing every problem to `err` as FILE:LINE: FIELD: message. Shared by the
/// commands that show a plan (`plan`, `diagram`).
std::optional<JobPlan>
planJobFile(const QString &file, BackendKind backend, const CliOptions &options, QTextStream &err);

} // namespace TrainDeck::Cli
