// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/codec/parserwatchdog.h"

#include <QCoreApplication>

#include <chrono>

/// The application object the readers of YAML and kubeconfigs need (translations, paths),
/// made once, and the parser watchdog off: a target must see the YAML library's own hangs,
/// not the watchdog's answer to them. With TRAINDECK_FUZZ_WATCHDOG_MS set (a limit in ms) the
/// watchdog is on with that limit instead: scripts/fuzz and the ctest fuzz.<name>.hangs
/// replay the hangs found that way, to show that the app stops each one.
inline void fuzzAppWithoutWatchdog()
{
    static int argc = 1;
    static char name[] = "fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    static const bool configured = [] {
        bool ok = false;
        const int limit = qEnvironmentVariableIntValue("TRAINDECK_FUZZ_WATCHDOG_MS", &ok);
        TrainDeck::ParserWatchdog::setEnabled(ok && limit > 0);
        if (ok && limit > 0)
            TrainDeck::ParserWatchdog::setLimit(std::chrono::milliseconds{limit});
        return true;
    }();
    (void)configured;
}
