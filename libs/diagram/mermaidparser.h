// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/diagram/flowchart.h"

#include <QCoreApplication>

namespace TrainDeck::Diagram {

/// Parses the flowchart subset of Mermaid into a Flowchart. Free of I/O: text in, value out.
///
/// Understood: `graph`/`flowchart` with TB, TD, BT, LR, RL; node shapes `[]`, `()`, `([])`,
/// `[[]]`, `[()]`, `(())`, `((()))`, `{}`, `{{}}`, `>]`, `[/ /]`, `[\ \]`, `[/ \]`, `[\ /]`
/// with plain or quoted labels (`<br>` and `#quot;`-style entities decoded); edges `-->`,
/// `---`, `-.->`, `-.-`, `==>`, `===`, `~~~`, `<-->`, `o--o`, `x--x`, longer variants, with
/// `|label|` or `-- label -->` labels; chains `A --> B --> C` and groups `A & B --> C`;
/// `subgraph id [title] ... end` (nested, with `direction`); `classDef`, `class`, `:::`,
/// `style`, `linkStyle`; `%%` comments; `;` separators.
///
/// Statements we recognise but do not draw (`click`, `accTitle`, ...) and unknown statements
/// are skipped with a warning in Flowchart::warnings. Anything else malformed is an Error of
/// kind Parse with a 1-based line and column and a message saying what to write instead.
class MermaidParser final
{
    Q_DECLARE_TR_FUNCTIONS(MermaidParser)
public:
    /// Limits that keep a hostile chart from exhausting memory, time or the stack: each is
    /// a Parse error naming the limit. They are far above what a readable diagram (or the
    /// architecture view of a job, even expanded) needs: Mermaid itself stops at 50,000
    /// characters and 500 edges by default. The depth bounds every recursion over
    /// subgraphs (the writer, the layout, the scene).
    static constexpr qsizetype MaxBytes = 1024 * 1024;
    static constexpr int MaxNodes = 2000;
    static constexpr int MaxEdges = 5000;
    static constexpr int MaxSubgraphs = 500;
    static constexpr int MaxDepth = 32;

    static Result<Flowchart> parse(const QString &text);
    /// `utf8` is decoded leniently: invalid sequences become U+FFFD and are then reported
    /// wherever they are not allowed.
    static Result<Flowchart> parse(const QByteArray &utf8);
};

} // namespace TrainDeck::Diagram
