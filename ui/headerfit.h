// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

class QHeaderView;

namespace TrainDeck::Ui {

/// Widens every interactively sized section of `header` that is narrower than its title
/// (with the style's margins and the sort arrow), so no column title is cut: widths set in
/// "M"s suit the cells but not always a longer title in another font or language.
void fitHeaderToText(QHeaderView *header);

} // namespace TrainDeck::Ui
