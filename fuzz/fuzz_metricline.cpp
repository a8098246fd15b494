// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for the metric line parser: any bytes give only finite samples with a name
// and a progress inside 0..100, the same on a second parse, and never read past the line; and
// parseLines over the bytes as a buffer of lines gives what parse() gives line by line.
#include "libs/metrics/metriclineparser.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>

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

    // The same bytes as a buffer of lines (split at '\n', as the log store does, a last '\r'
    // dropped): parseLines and parse() must agree on every line.
    static MetricLineParser batchParser;
    static MetricLineParser lineParser;
    MetricBatch batch;
    const std::unique_ptr<char[]> exact(new char[size + 1]);
    std::memcpy(exact.get(), data, size);
    const qint64 lines = batchParser.parseLines(exact.get(), exact.get() + size, batch);
    size_t sample = 0;
    size_t bar = 0;
    qint64 n = 0;
    for (qsizetype at = 0; at < line.size(); ++n) {
        qsizetype nl = line.indexOf('\n', at);
        if (nl < 0)
            nl = line.size();
        QByteArrayView one = QByteArrayView(line).sliced(at, nl - at);
        if (one.endsWith('\r'))
            one.chop(1);
        const MetricLineParser::Parsed p = lineParser.parse(one, {}, 0);
        for (const MetricSample &s : p.samples) {
            if (sample >= batch.samples.size())
                std::abort();
            const MetricBatch::Sample &b = batch.samples[sample++];
            if (b.line != n || batchParser.name(b.name) != s.name || b.step != s.step
                || !(b.value == s.value))
                std::abort();
        }
        if (p.progress) {
            if (bar >= batch.progress.size() || batch.progress[bar].line != n
                || batch.progress[bar].progress != *p.progress)
                std::abort();
            ++bar;
        }
        at = nl + 1;
    }
    if (n != lines || sample != batch.samples.size() || bar != batch.progress.size())
        std::abort();
    return 0;
}
