// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace TrainDeck {

/// What one step (node) of a job used at one moment, as its backend measured it: Docker and
/// Podman from the engine's stats stream (the Docker CLI's formulas), local processes from
/// /proc (the step's whole process group), Kubernetes from metrics.k8s.io. -1 means not
/// measured (a counter the source does not give).
struct ResourceSample
{
    QString step;            ///< node-0, dataset-initializer ...
    qint64 msecs = 0;        ///< when it was measured, ms since the epoch
    double cpuPercent = -1;  ///< 100 = one core busy (docker stats: up to cores x 100)
    qint64 memoryBytes = -1; ///< in use (the Docker CLI's usage less inactive file cache)
    qint64 memoryLimitBytes = -1;
    qint64 networkRxBytes = -1; ///< cumulative since the step started
    qint64 networkTxBytes = -1;
    qint64 blockReadBytes = -1; ///< cumulative since the step started
    qint64 blockWriteBytes = -1;
    int gpus = 0; ///< GPUs the plan requested for the step (not measured)

    friend bool operator==(const ResourceSample &, const ResourceSample &) = default;
};

} // namespace TrainDeck

Q_DECLARE_METATYPE(TrainDeck::ResourceSample)
