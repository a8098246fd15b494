// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"

#include <QString>

namespace TrainDeck {

/// What the user calls a kind of backend ("Local processes", "Docker", ...), translated: the
/// same words in the builder, the history and wherever a kind stands without its connection.
QString backendTitle(BackendKind kind);

} // namespace TrainDeck
