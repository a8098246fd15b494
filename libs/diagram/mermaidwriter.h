// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/diagram/flowchart.h"

namespace TrainDeck::Diagram {

/// Writes a Flowchart back as Mermaid text that MermaidParser reads to the same chart (and
/// mermaid.live draws the same way): node definitions inside their subgraphs first, then
/// every edge in order so `linkStyle` numbers stay valid, then classes and styles.
class MermaidWriter final
{
public:
    static QString write(const Flowchart &chart);
    /// The node's shape syntax around a quoted, escaped label: `id(["text"])`.
    static QString nodeDefinition(const Node &node);
    /// `-->`, `-.->|"label"|`, `<==>` ...
    static QString edgeOperator(const Edge &edge);
    static QString quoteLabel(const QString &label);
};

} // namespace TrainDeck::Diagram
