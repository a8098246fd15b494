// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLoggingCategory>

// traindeck.core: internal diagnostics of the core (TD_ASSERT's states thought impossible,
// bundled runtimes that failed to load). Like every TrainDeck category (one per library:
// traindeck.core, .transport, .logs, .local, .container, .ui.diagram) it is off by default
// (only critical messages pass): users are told what they must know in plain words, in the
// command's or window's own output. QT_LOGGING_RULES="traindeck.*=true" turns them all on.
Q_DECLARE_LOGGING_CATEGORY(lcCore)
