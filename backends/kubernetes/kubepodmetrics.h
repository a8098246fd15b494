// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/resourcesample.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace TrainDeck::Kubernetes {

/// A metrics.k8s.io/v1beta1 PodMetrics object as a ResourceSample: CPU summed over the
/// pod's containers in % of one core (1 core = 100, as docker stats), memory (the working
/// set metrics-server reports) summed in bytes, `timestamp` as the time. Network and block
/// I/O are not in the API: -1. Pure.
class KubePodMetrics
{
public:
    /// nullopt when the object has no containers with usage (not a PodMetrics).
    static std::optional<ResourceSample> sample(const nlohmann::ordered_json &podMetrics);
};

} // namespace TrainDeck::Kubernetes
