// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/enums.h"

#include <QString>

namespace TrainDeck::Paths {

/// Where TrainDeck keeps jobs, logs and venvs: $TRAINDECK_DATA_DIR when set (tests, portable
/// installs), else the platform's app data folder (~/.local/share/TrainDeck on Linux).
QString dataDir();
/// <data>/jobs/<backend>[/<connection>]: one folder per job below.
QString jobsDir(BackendKind backend, const QString &connection = {});
/// <data>/venvs: reusable Python environments of the local backend.
QString venvDir();
/// The SDK's container workdir root: ~/.kubeflow/trainer/containers.
QString kubeflowContainersDir();
/// A file-system-safe form of a connection name (socket path, URL).
QString safeName(const QString &name);

} // namespace TrainDeck::Paths
