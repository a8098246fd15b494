// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/pipeline/plancontext.h"

#include "core/files/paths.h"

#include <QDir>

namespace TrainDeck {

PlanContext PlanContext::forBackend(BackendKind kind, const QString &jobName)
{
    PlanContext c;
    c.backend = kind;
    switch (kind) {
    case BackendKind::Local:
        c.workdir = QDir(Paths::jobsDir(kind)).filePath(jobName + QStringLiteral("/workspace"));
        c.venvRoot = Paths::venvDir();
        break;
    case BackendKind::Docker:
    case BackendKind::Podman:
        c.workdir = QDir(Paths::kubeflowContainersDir()).filePath(jobName);
        break;
    case BackendKind::Kubernetes:
        break;
    }
    return c;
}

} // namespace TrainDeck
