// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/statusapi/progressendpoint.h"

#include <QObject>
#include <QString>

#include <functional>

namespace TrainDeck::App {

/// The one progress API server of this process (docs/progress-api.md), shared by the Local,
/// Docker and Podman backends: started on first use, in a thread of its own. An invalid endpoint
/// when it cannot start (said once on stderr): jobs then run without the variables, as on a cluster
/// without the TrainJobStatus feature gate.
StatusApi::ProgressEndpoint progressApi();
/// Lets the server authorise the jobs below a backend's jobs folder.
void addProgressJobRoot(const QString &jobRoot);
/// For ContainerBackend::Options::listenOn: the server also listens on a job network's
/// gateway; callable from any thread, `done` runs in `context`'s thread.
void progressListenOn(const QString &address, QObject *context, std::function<void(bool)> done);

} // namespace TrainDeck::App
