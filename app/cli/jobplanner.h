// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/catalog/runtimecatalog.h"
#include "core/pipeline/jobplan.h"

#include <QTextStream>

#include <optional>

namespace TrainDeck::Cli {

/// Loads a job file: every TrainJob in it, each with the runtime it uses when the file defines
/// one. Prints every problem to `err` as FILE:LINE: FIELD: message, and a note for each
/// runtime of the file that takes the place of a catalog runtime of the same name. With
/// `only` set, keeps just the TrainJob of that name (an error when there is none). Shared by
/// `plan`, `diagram` and `train`.
std::optional<QList<TrainJob>> loadJobFile(const QString &file,
                                           const RuntimeCatalog &catalog,
                                           const QString &only,
                                           QTextStream &err);

/// Plans one job of `file` for `backend` with its runtime, printing every problem to `err`.
std::optional<JobPlan> planJob(const TrainJob &job,
                               const QString &file,
                               BackendKind backend,
                               const RuntimeCatalog &catalog,
                               QTextStream &err);

} // namespace TrainDeck::Cli
