// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "app/cli/clioptions.h"
#include "core/backend/backend.h"

#include <memory>

namespace TrainDeck::Cli {

/// Makes the backend a command asked for with --backend (default local) and --host, loads
/// the runtime catalog into it, and starts it.
std::unique_ptr<Backend> makeBackend(const CliOptions &options, QTextStream &err, int *exitCode);

/// Waits for a backend future. The CLI has no UI to keep responsive, and the backend does
/// its work in its own thread, so a plain wait is safe here.
template<class T>
T await(QFuture<T> future)
{
    future.waitForFinished();
    return future.result();
}

} // namespace TrainDeck::Cli
