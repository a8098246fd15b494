// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/trainjobconversion.h"
#include "core/domain/runtime.h"
#include "core/support/result.h"

#include <QCoreApplication>
#include <QList>

#include <nlohmann/json.hpp>

namespace TrainDeck::Kubernetes {

/// A Training Operator v1 job (LegacyJobKind) written as the equivalent TrainJob, with one
/// plain sentence for everything the TrainJob does not carry (docs/kubernetes.md,
/// "Training Operator v1 jobs"). Free of I/O.
///
/// The nodes of the TrainJob are the replicas that run the training: Master or Chief plus
/// Workers (an MPIJob: its Workers; its Launcher becomes the runtime's launcher). The
/// trainer is a CustomTrainerContainer made of the main container (pytorch, tensorflow,
/// mpi, xgboost, paddle, jax, or the only one) of the Master, Chief or first replica
/// (MPIJob: the Launcher's command, the Workers' resources). The runtime is chosen by
/// framework among `runtimes`; TFJob and PaddleJob have none in Kubeflow Trainer v2 and
/// keep the runtime empty.
class LegacyJobConverter
{
    Q_DECLARE_TR_FUNCTIONS(LegacyJobConverter)
public:
    /// A Validation error names what is wrong when `object` is not a v1 job TrainDeck
    /// knows: not an object, another apiVersion or kind, no replica specs, no container.
    static Result<TrainJobConversion> convert(const nlohmann::ordered_json &object,
                                              const QList<Runtime> &runtimes);
};

} // namespace TrainDeck::Kubernetes
