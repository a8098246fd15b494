// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/history/linediff.h"

#include <vector>

namespace TrainDeck::Ui::LineDiff {

namespace {

QStringList splitLines(const QString &text)
{
    if (text.isEmpty())
        return {};
    QStringList lines = text.split(u'\n');
    if (text.endsWith(u'\n'))
        lines.removeLast();
    return lines;
}

} // namespace

QList<Edit> edits(const QStringList &a, const QStringList &b)
{
    // The common head and tail cost nothing and shrink the table to the changed middle.
    int head = 0;
    while (head < a.size() && head < b.size() && a.at(head) == b.at(head))
        ++head;
    int tail = 0;
    while (tail < a.size() - head && tail < b.size() - head
           && a.at(a.size() - 1 - tail) == b.at(b.size() - 1 - tail))
        ++tail;
    const int n = int(a.size()) - head - tail;
    const int m = int(b.size()) - head - tail;

    QList<Edit> out;
    for (int i = 0; i < head; ++i)
        out.append({u' ', a.at(i), i, i});
    if (qint64(n) * m > MaxCells) {
        for (int i = 0; i < n; ++i)
            out.append({u'-', a.at(head + i), head + i, -1});
        for (int j = 0; j < m; ++j)
            out.append({u'+', b.at(head + j), -1, head + j});
    } else {
        // lcs[i][j]: the LCS length of a[head+i..] and b[head+j..].
        std::vector<int> lcs(size_t(n + 1) * size_t(m + 1), 0);
        const auto at = [&](int i, int j) -> int & {
            return lcs[size_t(i) * size_t(m + 1) + j];
        };
        for (int i = n - 1; i >= 0; --i) {
            for (int j = m - 1; j >= 0; --j)
                at(i, j) = a.at(head + i) == b.at(head + j) ? at(i + 1, j + 1) + 1
                                                            : std::max(at(i + 1, j), at(i, j + 1));
        }
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a.at(head + i) == b.at(head + j)) {
                out.append({u' ', a.at(head + i), head + i, head + j});
                ++i;
                ++j;
            } else if (j < m && (i == n || at(i, j + 1) > at(i + 1, j))) {
                out.append({u'+', b.at(head + j), -1, head + j});
                ++j;
            } else {
                // Removals before additions at a tie, as diff -u shows a replaced line.
                out.append({u'-', a.at(head + i), head + i, -1});
                ++i;
            }
        }
    }
    for (int k = 0; k < tail; ++k)
        out.append(
            {u' ', a.at(a.size() - tail + k), int(a.size()) - tail + k, int(b.size()) - tail + k});
    return out;
}

QString
unified(const QString &a, const QString &b, const QString &nameA, const QString &nameB, int context)
{
    const QStringList la = splitLines(a);
    const QStringList lb = splitLines(b);
    const QList<Edit> script = edits(la, lb);
    QList<int> changed;
    for (int k = 0; k < script.size(); ++k) {
        if (script.at(k).op != u' ')
            changed.append(k);
    }
    if (changed.isEmpty())
        return {};
    QString out = QStringLiteral("--- %1\n+++ %2\n").arg(nameA, nameB);
    int k = 0;
    while (k < changed.size()) {
        // A hunk: changes closer than 2 × context lines share one.
        const int first = std::max(0, changed.at(k) - context);
        int lastChange = changed.at(k);
        while (k + 1 < changed.size() && changed.at(k + 1) - lastChange <= 2 * context) {
            ++k;
            lastChange = changed.at(k);
        }
        ++k;
        const int last = std::min(int(script.size()) - 1, lastChange + context);
        int startA = -1;
        int startB = -1;
        int countA = 0;
        int countB = 0;
        // Where the hunk starts in each file: the first line of it that file has, or (for a
        // side with no lines in the hunk) the line before, as diff -u numbers an empty range.
        int beforeA = 0;
        int beforeB = 0;
        for (int e = 0; e < first; ++e) {
            if (script.at(e).lineA >= 0)
                beforeA = script.at(e).lineA + 1;
            if (script.at(e).lineB >= 0)
                beforeB = script.at(e).lineB + 1;
        }
        QString body;
        for (int e = first; e <= last; ++e) {
            const Edit &ed = script.at(e);
            if (ed.lineA >= 0) {
                if (startA < 0)
                    startA = ed.lineA + 1;
                ++countA;
            }
            if (ed.lineB >= 0) {
                if (startB < 0)
                    startB = ed.lineB + 1;
                ++countB;
            }
            body += ed.op + ed.text + u'\n';
        }
        if (startA < 0)
            startA = beforeA;
        if (startB < 0)
            startB = beforeB;
        out += QStringLiteral("@@ -%1,%2 +%3,%4 @@\n")
                   .arg(startA)
                   .arg(countA)
                   .arg(startB)
                   .arg(countB);
        out += body;
    }
    return out;
}

} // namespace TrainDeck::Ui::LineDiff
