// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QPointF>

namespace TrainDeck::Diagram {

/// Cuts a Graphviz edge route (which runs centre to centre) where it leaves its tail's outline
/// and enters its head's, then shortens it so arrowheads fit between the cut and the outline.
/// Routes are piecewise cubic Béziers: P0, then (C1, C2, P) per piece.
class EdgeClipper final
{
public:
    struct Clipped
    {
        QList<QPointF> curve;
        QPointF tailTip;
        QPointF headTip;
    };

    /// An empty outline means "do not clip that end". Arrow lengths of 0: no arrowhead.
    static Clipped clip(const QList<QPointF> &route,
                        const QList<QPointF> &tailOutline,
                        const QList<QPointF> &headOutline,
                        double tailArrowLength,
                        double headArrowLength);

    /// A triangular arrowhead from `base` to `tip`, `width` across at the base.
    static QList<QPointF> arrowHead(const QPointF &base, const QPointF &tip, double width);

    static QPointF pointAt(const QList<QPointF> &route, int piece, double t);
    /// The part of one cubic piece between t0 and t1 (de Casteljau).
    static QList<QPointF> subCurve(const QPointF *piece, double t0, double t1);
};

} // namespace TrainDeck::Diagram
