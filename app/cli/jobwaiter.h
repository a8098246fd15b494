// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/logfollower.h"
#include "core/backend/backend.h"

#include <QSet>

#include <functional>

#include <optional>

namespace TrainDeck::Cli {

/// Runs an event loop until a job reaches one of `statuses`, fails, disappears, or the
/// timeout passes; meanwhile pumps `follower` (when given) so logs print as they come.
class JobWaiter
{
public:
    enum class Outcome { Reached, Failed, Removed, TimedOut, NotFound };

    struct Result
    {
        Outcome outcome = Outcome::NotFound;
        JobSnapshot last;
        QString error;
    };

    static Result wait(Backend &backend,
                       const QString &job,
                       const QSet<JobStatus> &statuses,
                       int timeoutSeconds,
                       LogFollower *follower,
                       QTextStream &out);
    /// The same with any reader of the job's log store: `pump(false)` every 100 ms, then,
    /// once the job ended and its logs are complete, `pump(true)` for what is left.
    static Result wait(Backend &backend,
                       const QString &job,
                       const QSet<JobStatus> &statuses,
                       int timeoutSeconds,
                       const std::function<void(bool last)> &pump);
};

} // namespace TrainDeck::Cli
