// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/edgeclipper.h"

#include "libs/diagram/shapeoutline.h"

#include <QLineF>

#include <algorithm>
#include <array>
#include <functional>
#include <optional>

namespace TrainDeck::Diagram {

namespace {

struct Param
{
    int piece = 0;
    double t = 0;
};

QPointF cubic(const QPointF *p, double t)
{
    const double u = 1 - t;
    return u * u * u * p[0] + 3 * u * u * t * p[1] + 3 * u * t * t * p[2] + t * t * t * p[3];
}

std::array<QPointF, 4> split(const QPointF *p, double t, bool keepLeft)
{
    const QPointF a = p[0] + (p[1] - p[0]) * t;
    const QPointF b = p[1] + (p[2] - p[1]) * t;
    const QPointF c = p[2] + (p[3] - p[2]) * t;
    const QPointF d = a + (b - a) * t;
    const QPointF e = b + (c - b) * t;
    const QPointF f = d + (e - d) * t;
    if (keepLeft)
        return {p[0], a, d, f};
    return {f, e, c, p[3]};
}

int pieceCount(const QList<QPointF> &route)
{
    return route.size() < 4 ? 0 : int((route.size() - 1) / 3);
}

// Walks the route from one end while `inside(point)` holds and returns where it first stops
// holding, refined by bisection. Sampling 24 steps per piece is enough: a node outline is
// never crossed twice within 1/24 of a Graphviz spline piece.
std::optional<Param> firstExit(const QList<QPointF> &route,
                               const std::function<bool(const QPointF &)> &inside,
                               bool fromEnd)
{
    const int pieces = pieceCount(route);
    constexpr int steps = 24;
    auto at = [&](int piece, double t) {
        return EdgeClipper::pointAt(route, piece, t);
    };
    Param prev = fromEnd ? Param{pieces - 1, 1.0} : Param{0, 0.0};
    if (!inside(at(prev.piece, prev.t)))
        return std::nullopt;
    for (int k = 0; k < pieces; ++k) {
        const int piece = fromEnd ? pieces - 1 - k : k;
        for (int i = 1; i <= steps; ++i) {
            const double t = fromEnd ? 1.0 - double(i) / steps : double(i) / steps;
            if (inside(at(piece, t))) {
                prev = {piece, t};
                continue;
            }
            // Bisect between prev (inside) and (piece, t) (outside); when prev is on the
            // neighbouring piece, its end is this piece's start, so search this piece only.
            double lo = prev.piece == piece ? prev.t : (fromEnd ? 1.0 : 0.0);
            double hi = t;
            for (int it = 0; it < 30; ++it) {
                const double mid = (lo + hi) / 2;
                if (inside(at(piece, mid)))
                    lo = mid;
                else
                    hi = mid;
            }
            return Param{piece, hi};
        }
    }
    return std::nullopt; // the whole route is inside: nothing to cut
}

// The parameter at which the route is `length` away (straight line) from `tip`, searching
// inwards from the `fromEnd` side of [lo, hi].
Param backOff(const QList<QPointF> &route,
              Param lo,
              Param hi,
              const QPointF &tip,
              double length,
              bool fromEnd)
{
    auto flat = [](Param p) {
        return p.piece + p.t;
    };
    auto unflat = [&](double f) {
        int piece = std::min(int(f), pieceCount(route) - 1);
        return Param{piece, f - piece};
    };
    double a = flat(lo), b = flat(hi);
    // Move from the tip side towards the other end until the distance reaches `length`.
    double near = fromEnd ? b : a;
    double far = fromEnd ? a : b;
    const Param farP = unflat(far);
    if (QLineF(EdgeClipper::pointAt(route, farP.piece, farP.t), tip).length() <= length)
        return unflat((near + far) / 2); // too short for a full arrowhead: keep half the edge
    for (int it = 0; it < 40; ++it) {
        const double mid = (near + far) / 2;
        const Param m = unflat(mid);
        if (QLineF(EdgeClipper::pointAt(route, m.piece, m.t), tip).length() < length)
            near = mid;
        else
            far = mid;
    }
    return unflat(far);
}

} // namespace

QPointF EdgeClipper::pointAt(const QList<QPointF> &route, int piece, double t)
{
    return cubic(route.constData() + 3 * piece, t);
}

QList<QPointF> EdgeClipper::arrowHead(const QPointF &base, const QPointF &tip, double width)
{
    const QLineF axis(base, tip);
    if (axis.length() < 1e-6)
        return {};
    const QPointF n = QPointF(-(tip.y() - base.y()), tip.x() - base.x()) / axis.length();
    return {tip, base + n * width / 2, base - n * width / 2};
}

QList<QPointF> EdgeClipper::subCurve(const QPointF *piece, double t0, double t1)
{
    const auto right = split(piece, t0, false);
    const double t = t0 >= 1 ? 0 : (t1 - t0) / (1 - t0);
    const auto mid = split(right.data(), t, true);
    return {mid[0], mid[1], mid[2], mid[3]};
}

EdgeClipper::Clipped EdgeClipper::clip(const QList<QPointF> &route,
                                       const QList<QPointF> &tailOutline,
                                       const QList<QPointF> &headOutline,
                                       double tailArrowLength,
                                       double headArrowLength)
{
    Clipped out;
    const int pieces = pieceCount(route);
    if (pieces == 0) {
        out.curve = route;
        if (!route.isEmpty()) {
            out.tailTip = route.constFirst();
            out.headTip = route.constLast();
        }
        return out;
    }
    Param start{0, 0.0};
    Param end{pieces - 1, 1.0};
    if (!tailOutline.isEmpty()) {
        if (auto p = firstExit(
                route,
                [&](const QPointF &x) { return ShapeOutline::contains(tailOutline, x); },
                false))
            start = *p;
    }
    if (!headOutline.isEmpty()) {
        if (auto p = firstExit(
                route,
                [&](const QPointF &x) { return ShapeOutline::contains(headOutline, x); },
                true))
            end = *p;
    }
    if (start.piece > end.piece || (start.piece == end.piece && start.t >= end.t)) {
        // Overlapping outlines: keep the route as Graphviz made it.
        start = {0, 0.0};
        end = {pieces - 1, 1.0};
    }
    out.tailTip = pointAt(route, start.piece, start.t);
    out.headTip = pointAt(route, end.piece, end.t);
    Param s = start, e = end;
    if (headArrowLength > 0)
        e = backOff(route, start, end, out.headTip, headArrowLength, true);
    if (tailArrowLength > 0)
        s = backOff(route, start, e, out.tailTip, tailArrowLength, false);
    for (int piece = s.piece; piece <= e.piece; ++piece) {
        const double t0 = piece == s.piece ? s.t : 0.0;
        const double t1 = piece == e.piece ? e.t : 1.0;
        const QList<QPointF> sub = subCurve(route.constData() + 3 * piece, t0, t1);
        if (out.curve.isEmpty())
            out.curve << sub.at(0);
        out.curve << sub.at(1) << sub.at(2) << sub.at(3);
    }
    return out;
}

} // namespace TrainDeck::Diagram
