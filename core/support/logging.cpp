// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/support/logging.h"

// QtCriticalMsg: debug, info and warning messages are off unless a rule turns them on.
Q_LOGGING_CATEGORY(lcCore, "traindeck.core", QtCriticalMsg)
