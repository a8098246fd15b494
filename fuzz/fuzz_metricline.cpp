// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for the metric line parser: any bytes give only finite samples with a name
// and a progress inside 0..100, the same on a second parse, and never read past the line.
#include "libs/metrics/metriclineparser.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace TrainDeck::Metrics;
    // An exact-size copy so that AddressSanitizer sees any read past the line's end.
    const QByteArray line(reinterpret_cast<const char *>(data), qsizetype(size));
    static const QList<MetricPattern> patterns{
        MetricPattern::create(QStringLiteral("user"), QStringLiteral("u=(?<value>\\S+)")).value()};
    MetricLineParser parser(patterns);
    const MetricLineParser::Parsed first = parser.parse(line, QStringLiteral("node-0"), 1);
    for (const MetricSample &s : first.samples) {
        if (!std::isfinite(s.value) || s.name.isEmpty() || s.step < -1)
            std::abort();
    }
    if (first.progress) {
        const TrainingProgress &p = *first.progress;
        if (!(p.percent >= 0 && p.percent <= 100) || p.current < -1 || p.total < -1
            || p.elapsedSeconds < -1 || p.remainingSeconds < -1)
            std::abort();
    }
    const MetricLineParser::Parsed again = parser.parse(line, QStringLiteral("node-0"), 1);
    if (again.samples != first.samples || again.progress != first.progress)
        std::abort();
    return 0;
}
