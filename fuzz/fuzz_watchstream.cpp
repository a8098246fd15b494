// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for the Kubernetes watch stream decoder: any bytes, cut anywhere, must
// decode to the same events as in one piece, or fail cleanly.
#include "backends/kubernetes/watchdecoder.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace TrainDeck::Kubernetes;
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    WatchDecoder whole;
    const auto all = whole.feed(bytes);
    WatchDecoder pieces;
    int events = 0;
    bool failed = false;
    for (qsizetype i = 0; i < bytes.size() && !failed; i += 7) {
        const auto some = pieces.feed(bytes.sliced(i, qMin<qsizetype>(7, bytes.size() - i)));
        failed = !some.ok();
        if (some)
            events += int(some->size());
    }
    if (all.ok() == failed)
        std::abort();
    if (all && int(all->size()) != events)
        std::abort();
    return 0;
}
