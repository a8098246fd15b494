// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"
#include "core/support/result.h"

#include <QString>

namespace TrainDeck::Paths {

/// Where TrainDeck keeps jobs, logs and venvs: $TRAINDECK_DATA_DIR when set (tests, portable
/// installs), else the platform's app data folder (~/.local/share/TrainDeck on Linux).
QString dataDir();
/// Creates the data folder with mode 0700, or sets an existing one to 0700, whatever the
/// umask: it holds job files, states and logs that are nobody else's business.
Result<void> makeDataDir();
/// <data>/jobs/<backend>[/<connection>]: one folder per job below.
QString jobsDir(BackendKind backend, const QString &connection = {});
/// <data>/venvs: reusable Python environments of the local backend.
QString venvDir();
/// The SDK's container workdir root: ~/.kubeflow/trainer/containers.
QString kubeflowContainersDir();
/// A file-system-safe form of a connection name (socket path, URL).
QString safeName(const QString &name);

} // namespace TrainDeck::Paths
