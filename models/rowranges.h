// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>

#include <algorithm>
#include <utility>

namespace TrainDeck::Models {

/// The rows as runs of consecutive rows (first, last), sorted and without repeats: what a
/// batching model turns one dataChanged or rowsRemoved per run into.
inline QList<std::pair<int, int>> rowRanges(QList<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QList<std::pair<int, int>> out;
    for (int r : rows) {
        if (!out.isEmpty() && out.last().second + 1 == r)
            out.last().second = r;
        else
            out.append({r, r});
    }
    return out;
}

} // namespace TrainDeck::Models
