// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/resourcesample.h"
#include "core/support/result.h"

#include <QByteArrayView>
#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <optional>

namespace TrainDeck::Container {

/// Decodes one object of the Engine API's stats stream (`GET /containers/{id}/stats`) into a
/// ResourceSample with the Docker CLI's formulas (docs/resource-metrics.md). Pure: no engine,
/// no clock; the same bytes always give the same sample. Docker and Podman differ in what
/// they fill (Podman: no memory.stats, one "network" interface, a first object whose
/// precpu is milliseconds old); every field the engine leaves out becomes -1.
class ContainerStats
{
    Q_DECLARE_TR_FUNCTIONS(ContainerStats)
public:
    /// A CPU figure needs precpu at least this long before the sample: Podman's first object
    /// compares with a reading a few milliseconds older, which gives nonsense such as 136 %.
    static constexpr qint64 minimumCpuIntervalMsecs = 500;

    /// One object as the engine sent it. nullopt: the object measures nothing (a stopped
    /// container: Docker's all-zero object with `read` 0001-01-01). A Parse error for bytes
    /// that are not a JSON object.
    static Result<std::optional<ResourceSample>> decode(QByteArrayView json);
    static std::optional<ResourceSample> fromObject(const nlohmann::json &object);

    /// Δcpu_usage.total_usage / Δsystem_cpu_usage × online_cpus × 100 between cpu_stats and
    /// precpu_stats; -1 when the object has no earlier reading to compare with.
    static double cpuPercent(const nlohmann::json &object);
    /// memory_stats.usage less the inactive file cache (total_inactive_file on cgroup v1,
    /// inactive_file on v2) when the engine gives it and it is smaller; -1 without usage.
    static qint64 memoryUsed(const nlohmann::json &memoryStats);
};

} // namespace TrainDeck::Container
