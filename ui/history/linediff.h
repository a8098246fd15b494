// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace TrainDeck::Ui::LineDiff {

/// One line of an edit script: kept (' '), removed from a ('-') or added from b ('+').
struct Edit
{
    QChar op;
    QString text;
    int lineA = -1; ///< 0-based line in a (kept, removed)
    int lineB = -1; ///< 0-based line in b (kept, added)
    friend bool operator==(const Edit &, const Edit &) = default;
};

/// The shortest edit script from a to b by longest common subsequence: exact for the sizes of
/// training scripts. Past MaxCells (a × b lines) it falls back to trimming the common head
/// and tail and replacing the middle whole, so a huge file never costs more than that.
QList<Edit> edits(const QStringList &a, const QStringList &b);
constexpr qint64 MaxCells = 4'000'000;

/// A unified diff ("--- a", "+++ b", "@@ -l,n +l,n @@" hunks with `context` lines around
/// each change), as `diff -u` writes it; empty when a and b are equal.
QString unified(const QString &a,
                const QString &b,
                const QString &nameA,
                const QString &nameB,
                int context = 3);

} // namespace TrainDeck::Ui::LineDiff
