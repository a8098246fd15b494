// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"

#include <QByteArray>
#include <QString>

namespace TrainDeck::Container {
class EngineClient;
}

namespace TrainDeck::Tests {

/// The engine's own copy of a container's stdout (no timestamps, not followed), what the
/// stored logs are compared with byte for byte; an error when the engine could not give it
/// within 120 s.
Result<QByteArray> engineStdout(Container::EngineClient &client, const QString &container);

} // namespace TrainDeck::Tests
