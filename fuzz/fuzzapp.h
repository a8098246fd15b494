// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/codec/parserwatchdog.h"

#include <QCoreApplication>

/// The application object the readers of kubeconfigs need (translations, paths), made once,
/// and the parser watchdog off: a target must see the YAML library's own hangs, not the
/// watchdog's answer to them.
inline void fuzzAppWithoutWatchdog()
{
    static int argc = 1;
    static char name[] = "fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    static const bool unguarded = (TrainDeck::ParserWatchdog::setEnabled(false), true);
    (void)unguarded;
}
