// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/error.h"

#include <QByteArray>
#include <QByteArrayView>

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>

namespace TrainDeck::Container {

/// Splits a streamed body of newline-separated JSON values (the Engine API's events, image
/// pulls and stats streams) into values as its bytes arrive, however they are cut. Free of
/// I/O, so that it is fuzzed with every split (fuzz/fuzz_enginejson.cpp).
class JsonLineSplitter
{
public:
    explicit JsonLineSplitter(std::function<void(const nlohmann::json &)> each);

    /// Hands out the values of the lines `data` completes; an error names the first line
    /// that is not JSON, and the caller stops feeding then.
    std::optional<Error> feed(QByteArrayView data);
    /// The stream ended: a last line without its newline is a value too.
    std::optional<Error> finish();

private:
    std::optional<Error> parse(QByteArrayView line);

    std::function<void(const nlohmann::json &)> m_each;
    QByteArray m_buffer;
};

} // namespace TrainDeck::Container
