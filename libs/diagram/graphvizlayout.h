// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/diagram/diagramlayout.h"
#include "libs/diagram/diagramtheme.h"
#include "libs/diagram/flowchart.h"

#include <QCoreApplication>

namespace TrainDeck::Diagram {

/// Lays a Flowchart out with Graphviz's layered `dot` layout (libgvc/libcgraph): subgraphs
/// become clusters, edge routes are Graphviz's splines, clipped to our own node outlines.
///
/// Thread safety: libgvc and libcgraph keep global state, so every call takes one process-wide
/// mutex; layouts from several threads run one after another.
class GraphvizLayout final
{
    Q_DECLARE_TR_FUNCTIONS(GraphvizLayout)
public:
    /// `measure` sizes labels in the caller's units (the scene passes its font metrics). When
    /// it is empty, Graphviz's own text layout (pango, `theme.fontFamily`) measures them, which
    /// is what the headless writers use.
    static Result<DiagramLayout> layout(const Flowchart &chart,
                                        const TextMeasure &measure = {},
                                        const DiagramTheme &theme = DiagramTheme::standard());

    /// Every edge end names a node or a subgraph; the layout refuses charts that do not.
    static Result<void> check(const Flowchart &chart);
};

} // namespace TrainDeck::Diagram
