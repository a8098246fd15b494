// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace TrainDeck {

/// The std::visit helper: one lambda per alternative.
template<class... Ts>
struct Overloaded : Ts...
{
    using Ts::operator()...;
};
// Clang 14 lacks C++20's aggregate deduction, so the guide is spelled out.
template<class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace TrainDeck
