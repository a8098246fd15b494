// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/logs/logsource.h"

namespace TrainDeck::Logs {

LogSource::~LogSource() = default;

} // namespace TrainDeck::Logs
