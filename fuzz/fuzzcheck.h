// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdio>
#include <cstdlib>

/// Says which invariant of which target broke before stopping; libFuzzer keeps the input.
[[noreturn]] inline void fuzzCheckFailed(const char *file, int line, const char *invariant)
{
    std::fprintf(stderr, "%s:%d: %s does not hold\n", file, line, invariant);
    std::abort();
}

/// A fuzz target's invariant: the target stops, naming it, when it does not hold.
#define CHECK(invariant) ((invariant) ? void() : fuzzCheckFailed(__FILE__, __LINE__, #invariant))
