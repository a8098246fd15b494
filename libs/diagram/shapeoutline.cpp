// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/shapeoutline.h"

#include "libs/diagram/diagramtheme.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace TrainDeck::Diagram {

namespace {

void arc(QList<QPointF> &out, QPointF c, double rx, double ry, double from, double to, int steps)
{
    for (int i = 0; i <= steps; ++i) {
        const double a = from + (to - from) * i / steps;
        out << QPointF(c.x() + rx * std::cos(a), c.y() + ry * std::sin(a));
    }
}

} // namespace

double ShapeOutline::slant(NodeShape shape, const QRectF &r)
{
    switch (shape) {
    case NodeShape::Hexagon:
        return std::min(r.height() * 0.3, r.width() / 4);
    case NodeShape::Asymmetric:
        return std::min(r.height() * 0.3, r.width() / 4);
    case NodeShape::Parallelogram:
    case NodeShape::ParallelogramAlt:
    case NodeShape::Trapezoid:
    case NodeShape::TrapezoidAlt:
        return std::min(r.height() * 0.35, r.width() / 4);
    default:
        return 0;
    }
}

double ShapeOutline::cylinderCap(const QRectF &r)
{
    return std::min(8.0, r.height() / 5);
}

QSizeF ShapeOutline::nodeSize(NodeShape shape, const QSizeF &text, const DiagramTheme &t)
{
    double w = text.width() + 2 * t.nodePaddingX;
    double h = text.height() + 2 * t.nodePaddingY;
    w = std::max(w, t.minNodeWidth);
    h = std::max(h, t.minNodeHeight);
    switch (shape) {
    case NodeShape::Rect:
    case NodeShape::Rounded:
        break;
    case NodeShape::Stadium:
        w += h * 0.5;
        break;
    case NodeShape::Subroutine:
        w += 16;
        break;
    case NodeShape::Cylinder:
        h += 2 * std::min(8.0, (h + 16) / 5);
        break;
    case NodeShape::Circle:
    case NodeShape::DoubleCircle: {
        const double d = std::hypot(text.width() + 12, text.height() + 8)
                         + (shape == NodeShape::DoubleCircle ? 12 : 4);
        w = h = std::max(d, t.minNodeHeight + 8);
        break;
    }
    case NodeShape::Rhombus: {
        // A diamond with half-diagonals (2x, 2y) just holds a text box of half-size (x, y).
        const double x = text.width() / 2 + 8;
        const double y = text.height() / 2 + 5;
        w = std::max(4 * x, t.minNodeWidth);
        h = std::max(4 * y, t.minNodeHeight + 8);
        break;
    }
    case NodeShape::Hexagon:
    case NodeShape::Asymmetric:
        w += 2 * std::min(h * 0.3, w / 4);
        break;
    case NodeShape::Parallelogram:
    case NodeShape::ParallelogramAlt:
    case NodeShape::Trapezoid:
    case NodeShape::TrapezoidAlt:
        w += 2 * std::min(h * 0.35, w / 4);
        break;
    }
    return {std::ceil(w), std::ceil(h)};
}

QRectF ShapeOutline::labelRect(NodeShape shape, const QRectF &r)
{
    switch (shape) {
    case NodeShape::Cylinder: {
        const double cap = cylinderCap(r);
        return r.adjusted(0, cap * 2, 0, 0);
    }
    case NodeShape::Hexagon:
    case NodeShape::Asymmetric:
    case NodeShape::Parallelogram:
    case NodeShape::ParallelogramAlt:
    case NodeShape::Trapezoid:
    case NodeShape::TrapezoidAlt: {
        const double s = slant(shape, r);
        return r.adjusted(s, 0, -s, 0);
    }
    default:
        return r;
    }
}

QList<QPointF> ShapeOutline::polygon(NodeShape shape, const QRectF &r, double radius)
{
    const double x0 = r.left(), x1 = r.right(), y0 = r.top(), y1 = r.bottom();
    const double cx = r.center().x(), cy = r.center().y();
    const double h = r.height();
    const double s = slant(shape, r);
    QList<QPointF> p;
    switch (shape) {
    case NodeShape::Rect:
    case NodeShape::Subroutine:
        p << QPointF(x0, y0) << QPointF(x1, y0) << QPointF(x1, y1) << QPointF(x0, y1);
        break;
    case NodeShape::Rounded: {
        const double rr = std::min({radius, r.width() / 2, h / 2});
        arc(p, {x1 - rr, y0 + rr}, rr, rr, -M_PI / 2, 0, 6);
        arc(p, {x1 - rr, y1 - rr}, rr, rr, 0, M_PI / 2, 6);
        arc(p, {x0 + rr, y1 - rr}, rr, rr, M_PI / 2, M_PI, 6);
        arc(p, {x0 + rr, y0 + rr}, rr, rr, M_PI, 1.5 * M_PI, 6);
        break;
    }
    case NodeShape::Stadium: {
        const double rr = std::min(h / 2, r.width() / 2);
        arc(p, {x1 - rr, cy}, rr, rr, -M_PI / 2, M_PI / 2, 16);
        arc(p, {x0 + rr, cy}, rr, rr, M_PI / 2, 1.5 * M_PI, 16);
        break;
    }
    case NodeShape::Cylinder: {
        const double cap = cylinderCap(r);
        const double rx = r.width() / 2;
        // Upper half of the top ellipse, then the lower half of the bottom one.
        arc(p, {cx, y0 + cap}, rx, cap, M_PI, 2 * M_PI, 16);
        arc(p, {cx, y1 - cap}, rx, cap, 0, M_PI, 16);
        break;
    }
    case NodeShape::Circle:
    case NodeShape::DoubleCircle: {
        const double rr = std::min(r.width(), h) / 2;
        arc(p, {cx, cy}, rr, rr, 0, 2 * M_PI, 48);
        p.removeLast();
        break;
    }
    case NodeShape::Rhombus:
        p << QPointF(cx, y0) << QPointF(x1, cy) << QPointF(cx, y1) << QPointF(x0, cy);
        break;
    case NodeShape::Hexagon:
        p << QPointF(x0 + s, y0) << QPointF(x1 - s, y0) << QPointF(x1, cy) << QPointF(x1 - s, y1)
          << QPointF(x0 + s, y1) << QPointF(x0, cy);
        break;
    case NodeShape::Asymmetric:
        p << QPointF(x0, y0) << QPointF(x1, y0) << QPointF(x1, y1) << QPointF(x0, y1)
          << QPointF(x0 + s, cy);
        break;
    case NodeShape::Parallelogram:
        p << QPointF(x0 + s, y0) << QPointF(x1, y0) << QPointF(x1 - s, y1) << QPointF(x0, y1);
        break;
    case NodeShape::ParallelogramAlt:
        p << QPointF(x0, y0) << QPointF(x1 - s, y0) << QPointF(x1, y1) << QPointF(x0 + s, y1);
        break;
    case NodeShape::Trapezoid:
        p << QPointF(x0 + s, y0) << QPointF(x1 - s, y0) << QPointF(x1, y1) << QPointF(x0, y1);
        break;
    case NodeShape::TrapezoidAlt:
        p << QPointF(x0, y0) << QPointF(x1, y0) << QPointF(x1 - s, y1) << QPointF(x0 + s, y1);
        break;
    }
    return p;
}

bool ShapeOutline::contains(const QList<QPointF> &poly, const QPointF &pt)
{
    bool inside = false;
    const int n = int(poly.size());
    for (int i = 0, j = n - 1; i < n; j = i++) {
        const QPointF &a = poly.at(i);
        const QPointF &b = poly.at(j);
        if ((a.y() > pt.y()) != (b.y() > pt.y())
            && pt.x() < (b.x() - a.x()) * (pt.y() - a.y()) / (b.y() - a.y()) + a.x())
            inside = !inside;
    }
    return inside;
}

} // namespace TrainDeck::Diagram
