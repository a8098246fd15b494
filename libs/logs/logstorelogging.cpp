// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/logs/logstorelogging.h"

// QtCriticalMsg: like every TrainDeck category, silent unless a rule turns it on.
Q_LOGGING_CATEGORY(lcLogs, "traindeck.logs", QtCriticalMsg)
