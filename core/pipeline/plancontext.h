// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"

#include <QString>

namespace TrainDeck {

/// What a backend tells the pipeline about where and how the plan will run. Everything the
/// pipeline needs from the outside world comes in here, so planning stays a pure function.
struct PlanContext
{
    BackendKind backend = BackendKind::Local;
    /// Host folder that plays /workspace for this job (local: <data>/jobs/local/<job>/workspace;
    /// containers: ~/.kubeflow/trainer/containers/<job>).
    QString workdir;
    /// Local backend: folder of reusable Python virtual environments.
    QString venvRoot;
    /// Local backend: the python3 used to create venvs.
    QString python = QStringLiteral("python3");
    /// Local backend: let venvs see system site-packages (Debian's python3-torch).
    bool systemSitePackages = true;
    /// Port for the rendezvous master; the local backend picks a free one at run time.
    int masterPort = 29500;
    QString pullPolicy = QStringLiteral("IfNotPresent");
    QString datasetInitializerImage
        = QStringLiteral("ghcr.io/kubeflow/trainer/dataset-initializer:latest");
    QString modelInitializerImage
        = QStringLiteral("ghcr.io/kubeflow/trainer/model-initializer:latest");
    int initializerTimeoutSeconds = 600;
    /// Python launcher inside containers/processes: "auto" (torchrun when it works, else
    /// python3 with the rendezvous env set for one process per node), "torchrun" or "python".
    QString launcher = QStringLiteral("auto");
    QString kubernetesNamespace = QStringLiteral("default");

    /// The defaults a backend of `kind` uses for job `jobName`: workspace under TrainDeck's
    /// data folder for local processes, ~/.kubeflow/trainer/containers/<job> for containers
    /// (the SDK's place, so SDK jobs and ours share it).
    static PlanContext forBackend(BackendKind kind, const QString &jobName);
};

} // namespace TrainDeck
