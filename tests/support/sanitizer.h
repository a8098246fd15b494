// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace TrainDeck::Tests {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
/// Built with AddressSanitizer or ThreadSanitizer (scripts/test --sanitize): every access is
/// checked and every allocation padded, so a bound on time or memory means nothing.
inline constexpr bool Sanitized = true;
/// What a time bound is multiplied by in such a build: it still catches a hang or a quadratic
/// blow-up, not a slow machine.
inline constexpr int TimeScale = 10;
#else
inline constexpr bool Sanitized = false;
inline constexpr int TimeScale = 1;
#endif

} // namespace TrainDeck::Tests
