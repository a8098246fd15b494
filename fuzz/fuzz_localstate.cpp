// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry for the local backend's <jobs>/<job>/state.json reader: any bytes give a
// state or an error with a message, never an exception (read at start-up, one would end the
// app); a state that loads, written and read back, is itself.
#include "backends/local/localjobstate.h"
#include "fuzz/fuzzcheck.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using TrainDeck::Local::LocalJobState;
    const auto j = nlohmann::ordered_json::parse(data, data + size, nullptr, false);
    if (j.is_discarded())
        return 0;
    const auto st = LocalJobState::fromJson(j);
    if (!st) {
        CHECK(!st.error().message.isEmpty());
        return 0;
    }
    const auto written = st->toJson();
    const auto again = LocalJobState::fromJson(written);
    CHECK(bool(again));
    CHECK(again->toJson() == written);
    CHECK(again->steps.size() == st->steps.size());
    return 0;
}
