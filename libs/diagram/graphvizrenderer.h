// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/support/result.h"
#include "libs/diagram/diagramtheme.h"
#include "libs/diagram/flowchart.h"

#include <QByteArray>
#include <QCoreApplication>

namespace TrainDeck::Diagram {

/// Renders a Flowchart with Graphviz's own renderers (cairo/pango for PNG), for front ends
/// without Qt Gui such as traindeck-cli. Shapes, colours, dashes, arrowheads and labels map to
/// Graphviz attributes so the picture matches the scene's. Serialized like GraphvizLayout.
class GraphvizRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(GraphvizRenderer)
public:
    /// `format` is a Graphviz output format such as "png"; `dpi` scales bitmaps (72 = 1:1).
    static Result<QByteArray> render(const Flowchart &chart,
                                     const QString &format = QStringLiteral("png"),
                                     double dpi = 144,
                                     const DiagramTheme &theme = DiagramTheme::standard());
};

} // namespace TrainDeck::Diagram
