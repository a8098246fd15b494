// SPDX-License-Identifier: Apache-2.0
#include "logsource.h"

namespace TrainDeck::Logs {

LogSource::~LogSource() = default;

} // namespace TrainDeck::Logs
