// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/metrics/metricsample.h"

namespace TrainDeck::Metrics {

void registerMetricTypes()
{
    qRegisterMetaType<MetricSample>();
    qRegisterMetaType<QList<MetricSample>>();
    qRegisterMetaType<TrainingProgress>();
    qRegisterMetaType<QList<TrainingProgress>>();
}

} // namespace TrainDeck::Metrics
