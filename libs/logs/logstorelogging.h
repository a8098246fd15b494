// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLoggingCategory>

// traindeck.logs: the log store's writers, readers and search.
Q_DECLARE_LOGGING_CATEGORY(lcLogs)
