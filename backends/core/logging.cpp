// SPDX-License-Identifier: Apache-2.0
#include "logging.h"

// QtCriticalMsg: debug, info and warning messages are off unless a rule turns them on.
Q_LOGGING_CATEGORY(lcAssert, "traindeck.assert", QtCriticalMsg)
Q_LOGGING_CATEGORY(lcCatalog, "traindeck.catalog", QtCriticalMsg)
Q_LOGGING_CATEGORY(lcLogs, "traindeck.logs", QtCriticalMsg)
