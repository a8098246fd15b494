// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/backendregistry.h"

namespace TrainDeck::App {

/// The backends built into traindeck and traindeck-cli: local processes, Docker, Podman.
/// The one file that names the backend classes; a new backend is one entry here.
BackendRegistry builtinBackends();

} // namespace TrainDeck::App
