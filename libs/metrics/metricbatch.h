// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/metrics/metricsample.h"
#include "libs/metrics/plainbuffer.h"

#include <vector>

namespace TrainDeck::Metrics {

/// What MetricLineParser::parseLines read from a buffer of lines, in plain values: a sample
/// names its line by index (0 is the buffer's first line) and its metric by an id
/// (MetricLineParser::name()), so that reading a million lines makes no string. The caller
/// turns them into MetricSamples with the node and wall time it knows per line (MetricsTail
/// does). Reused from call to call: clear() keeps the memory.
struct MetricBatch
{
    struct Sample
    {
        qint64 line;
        qint64 step; ///< -1 when the line gave none
        double value;
        quint32 name;
    };
    struct Progress
    {
        qint64 line;
        TrainingProgress progress; ///< its node is empty and its wallMsecs 0
    };

    PlainBuffer<Sample> samples;
    std::vector<Progress> progress;

    void clear()
    {
        samples.clear();
        progress.clear();
    }
};

} // namespace TrainDeck::Metrics
