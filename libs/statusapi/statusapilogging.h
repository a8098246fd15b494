// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLoggingCategory>

// traindeck.statusapi: the progress API server (certificates made, addresses listened on,
// each request's method, path and answer code; never a token).
Q_DECLARE_LOGGING_CATEGORY(lcStatusApi)
