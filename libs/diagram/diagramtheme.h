// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"

#include <QString>

namespace TrainDeck::Diagram {

/// Fill, outline and text colour (`#rrggbb`) a step status is drawn with.
struct StatusColours
{
    QString fill;
    QString stroke;
    QString text;
    QString badge; ///< the status icon's disc
};

/// The look every renderer shares (the scene, our SVG writer, Graphviz's PNG), as plain
/// strings and numbers so the core needs no Qt Gui. Sizes are in points, which the scene
/// draws 1:1 as pixels.
struct DiagramTheme
{
    QString fontFamily = QStringLiteral("DejaVu Sans");
    double nodeFontSize = 14;
    double edgeFontSize = 12;
    double titleFontSize = 13;
    double nodePaddingX = 18;
    double nodePaddingY = 11;
    double minNodeWidth = 64;
    double minNodeHeight = 40;
    double cornerRadius = 7;
    double arrowLength = 9;
    double arrowWidth = 8;
    double nodeSpacing = 40; ///< Graphviz nodesep
    double rankSpacing = 46; ///< Graphviz ranksep
    double clusterMargin = 14;

    QString background = QStringLiteral("#ffffff");
    QString nodeFill = QStringLiteral("#eef2fb");
    QString nodeStroke = QStringLiteral("#7d8fb8");
    QString nodeText = QStringLiteral("#1e293b");
    QString edgeStroke = QStringLiteral("#64748b");
    QString edgeText = QStringLiteral("#334155");
    QString edgeLabelFill = QStringLiteral("#ffffff");
    QString clusterFill = QStringLiteral("#f8fafc");
    QString clusterStroke = QStringLiteral("#cbd5e1");
    QString clusterText = QStringLiteral("#475569");
    /// Nested clusters alternate so each level stands out from its parent.
    QString clusterFillNested = QStringLiteral("#f1f5f9");

    static const DiagramTheme &standard();
    /// Pending and Created share a colour: both mean "not started yet".
    static StatusColours statusColours(StepState state);
};

} // namespace TrainDeck::Diagram
