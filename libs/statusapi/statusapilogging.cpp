// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/statusapi/statusapilogging.h"

Q_LOGGING_CATEGORY(lcStatusApi, "traindeck.statusapi", QtCriticalMsg)
