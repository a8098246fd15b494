// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "core/domain/backendtitle.h"

#include <QCoreApplication>

namespace TrainDeck {

QString backendTitle(BackendKind kind)
{
    switch (kind) {
    case BackendKind::Local:
        return QCoreApplication::translate("TrainDeck::BackendKind", "Local processes");
    case BackendKind::Docker:
        return QCoreApplication::translate("TrainDeck::BackendKind", "Docker");
    case BackendKind::Podman:
        return QCoreApplication::translate("TrainDeck::BackendKind", "Podman");
    case BackendKind::Kubernetes:
        return QCoreApplication::translate("TrainDeck::BackendKind", "Kubernetes");
    }
    return enumName(kind);
}

} // namespace TrainDeck
