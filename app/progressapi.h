// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/statusapi/progressendpoint.h"

#include <QString>

namespace TrainDeck::App {

/// The one progress API server of this process (docs/progress-api.md), shared by the Local,
/// Docker and Podman backends: started on first use in the calling (main) thread, which must
/// run an event loop for it to answer. `jobRoot` is a backend's jobs folder whose jobs it
/// authorises. An invalid endpoint when it cannot start (said once on stderr): jobs then run
/// without the variables, as on a cluster without the TrainJobStatus feature gate.
StatusApi::ProgressEndpoint progressApi(const QString &jobRoot);

} // namespace TrainDeck::App
