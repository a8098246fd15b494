// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for the engine stats decoder: any bytes decode to a sample, to no sample
// or to a Parse error, never crash; a sample's counters are never below -1.
#include "backends/container/containerstats.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace TrainDeck;
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto r = Container::ContainerStats::decode(bytes);
    if (!r) {
        if (r.error().kind != Error::Kind::Parse)
            std::abort();
        return 0;
    }
    if (!r->has_value())
        return 0;
    const ResourceSample &s = **r;
    for (qint64 v : {s.memoryBytes,
                     s.memoryLimitBytes,
                     s.networkRxBytes,
                     s.networkTxBytes,
                     s.blockReadBytes,
                     s.blockWriteBytes})
        if (v < -1)
            std::abort();
    if (s.cpuPercent < 0 && s.cpuPercent != -1)
        std::abort();
    return 0;
}
