// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace TrainDeck::Metrics {

/// One value of one training metric, in the model TensorBoard, MLflow and W&B share:
/// (name, step, wall time, value), per job step (node). Parsed from a step's log lines or
/// reported through the progress API (docs/monitoring.md).
struct MetricSample
{
    QString node;         ///< the job step it came from: node-0, dataset-initializer ...
    QString name;         ///< loss, learning_rate, eval/accuracy ...
    qint64 step = -1;     ///< the training step (global step) when the line says it, else -1
    qint64 wallMsecs = 0; ///< when the line arrived (log store time), ms since the epoch
    double value = 0;     ///< finite: nan and inf are never samples

    friend bool operator==(const MetricSample &, const MetricSample &) = default;
};

/// How far a step's training is, from a progress bar (tqdm, Lightning) in its log or from the
/// progress API. -1 means not known.
struct TrainingProgress
{
    QString node;
    double percent = -1;          ///< 0..100
    qint64 current = -1;          ///< n of n/total
    qint64 total = -1;            ///< total of n/total
    qint64 elapsedSeconds = -1;   ///< [elapsed<remaining]
    qint64 remainingSeconds = -1; ///< ETA
    qint64 wallMsecs = 0;         ///< when it was seen

    bool isKnown() const { return percent >= 0; }
    friend bool operator==(const TrainingProgress &, const TrainingProgress &) = default;
};

/// Registers the types above (and lists of them) for queued signals; idempotent.
void registerMetricTypes();

} // namespace TrainDeck::Metrics

// Both are made of QStrings and plain values, so QList may move them with memmove.
Q_DECLARE_TYPEINFO(TrainDeck::Metrics::MetricSample, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(TrainDeck::Metrics::TrainingProgress, Q_RELOCATABLE_TYPE);

Q_DECLARE_METATYPE(TrainDeck::Metrics::MetricSample)
Q_DECLARE_METATYPE(TrainDeck::Metrics::TrainingProgress)
