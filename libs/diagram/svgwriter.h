// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/diagram/diagramlayout.h"
#include "libs/diagram/diagramtheme.h"
#include "libs/diagram/flowchart.h"

#include <QByteArray>
#include <QHash>

namespace TrainDeck::Diagram {

/// Writes a laid-out Flowchart as a standalone SVG 1.1 document with QXmlStreamWriter, so
/// headless front ends export SVG without Qt Gui. Shapes, arrowheads and labels are drawn from
/// the same geometry the scene uses. Step states, when given, colour their nodes as the live
/// view does.
class SvgWriter final
{
public:
    static QByteArray write(const Flowchart &chart,
                            const DiagramLayout &layout,
                            const DiagramTheme &theme = DiagramTheme::standard(),
                            const QHash<QString, StepState> &states = {});
};

} // namespace TrainDeck::Diagram
