// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLoggingCategory>

// traindeck.transport: every HTTP exchange (method, target, endpoint, status, bytes, time).
// QT_LOGGING_RULES="traindeck.transport.debug=true" traces a session's engine traffic.
Q_DECLARE_LOGGING_CATEGORY(lcTransport)
