// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLoggingCategory>

// Internal diagnostics of the core. Like every TrainDeck category they are off by default
// (only critical messages pass): users are told what they must know in plain words, in the
// command's or window's own output. QT_LOGGING_RULES="traindeck.*=true" turns them on.
Q_DECLARE_LOGGING_CATEGORY(lcAssert)  // traindeck.assert: TD_ASSERT, states thought impossible
Q_DECLARE_LOGGING_CATEGORY(lcCatalog) // traindeck.catalog: bundled runtimes
Q_DECLARE_LOGGING_CATEGORY(lcLogs)    // traindeck.logs: the log store and search
