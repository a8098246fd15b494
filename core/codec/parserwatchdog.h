// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <chrono>
#include <functional>

namespace TrainDeck {

/// Runs a parser that may never return on hostile input (yaml-cpp 0.7, the YAML library
/// Debian 12 ships, loops forever on some invalid documents; fuzzing keeps finding new
/// shapes) in a forked child with a time limit, so that a file dropped on the window or
/// given to the CLI can never hang TrainDeck. The child only runs the parser and exits; the
/// caller parses again itself once the child has shown that the parser returns.
class ParserWatchdog
{
public:
    enum class Outcome {
        Finished,    ///< the parser returned (or threw) in time
        TimedOut,    ///< still running at the limit: killed
        Crashed,     ///< the child died of a signal
        Unavailable, ///< fork failed: the caller decides (TrainDeck parses in process)
    };

    static constexpr std::chrono::milliseconds DefaultLimit{5000};

    static Outcome run(const std::function<void()> &parser,
                       std::chrono::milliseconds limit = DefaultLimit);

    /// Off in the fuzz targets, which must see the parser's own hangs; on everywhere else.
    static void setEnabled(bool enabled);
    static bool isEnabled();
    /// The limit the readers of outside files give run(): DefaultLimit, shorter only where
    /// the parser's known hangs are replayed to show that the watchdog stops each one (the
    /// fuzz targets' TRAINDECK_FUZZ_WATCHDOG_MS).
    static void setLimit(std::chrono::milliseconds limit);
    static std::chrono::milliseconds limit();
    /// How many children run() has started in this process (tests check who pays for one).
    static unsigned long long runCount();
};

} // namespace TrainDeck
