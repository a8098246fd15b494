// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

/// Label keys shared with the Kubeflow SDK and controller, so that objects made by either
/// side are found by the other.
namespace TrainDeck::Labels {

inline const QString TrainJobName = QStringLiteral("trainer.kubeflow.org/trainjob-name");
inline const QString Step = QStringLiteral("trainer.kubeflow.org/step");
inline const QString NetworkId = QStringLiteral("trainer.kubeflow.org/network-id");
inline const QString RuntimeName = QStringLiteral("trainer.kubeflow.org/runtime-name");
inline const QString Workdir = QStringLiteral("trainer.kubeflow.org/workdir");
inline const QString Framework = QStringLiteral("trainer.kubeflow.org/framework");
/// Kueue's: the LocalQueue that admits a job and its WorkloadPriorityClass.
inline const QString KueueQueueName = QStringLiteral("kueue.x-k8s.io/queue-name");
inline const QString KueuePriorityClass = QStringLiteral("kueue.x-k8s.io/priority-class");
/// TrainDeck's own: which app made the object (absent on SDK-made jobs).
inline const QString ManagedBy = QStringLiteral("traindeck.io/managed-by");

} // namespace TrainDeck::Labels
