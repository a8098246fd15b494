// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/svgwriter.h"

#include "libs/diagram/csscolour.h"
#include "libs/diagram/edgeclipper.h"
#include "libs/diagram/shapeoutline.h"

#include <QLineF>
#include <QXmlStreamWriter>

#include <algorithm>

namespace TrainDeck::Diagram {

namespace {

QString n(double v)
{
    return QString::number(v, 'f', 2);
}

QString pointList(const QList<QPointF> &pts)
{
    QStringList parts;
    for (const QPointF &p : pts)
        parts << n(p.x()) + QLatin1Char(',') + n(p.y());
    return parts.join(QLatin1Char(' '));
}

QString pathOf(const QList<QPointF> &curve)
{
    if (curve.isEmpty())
        return {};
    QString d
        = QStringLiteral("M") + n(curve.first().x()) + QLatin1Char(',') + n(curve.first().y());
    for (int i = 1; i + 2 < curve.size(); i += 3) {
        d += QStringLiteral(" C") + n(curve.at(i).x()) + QLatin1Char(',') + n(curve.at(i).y())
             + QLatin1Char(' ') + n(curve.at(i + 1).x()) + QLatin1Char(',') + n(curve.at(i + 1).y())
             + QLatin1Char(' ') + n(curve.at(i + 2).x()) + QLatin1Char(',')
             + n(curve.at(i + 2).y());
    }
    return d;
}

QString css(const QString &value, const QString &fallback)
{
    const QString c = CssColour::normalize(value);
    return c.isEmpty() ? fallback : c;
}

void text(QXmlStreamWriter &w,
          const QString &content,
          const QPointF &centre,
          double size,
          const QString &colour,
          const QString &family)
{
    const QStringList lines = content.split(QLatin1Char('\n'));
    const double lineHeight = size * 1.25;
    double y = centre.y() - lineHeight * (lines.size() - 1) / 2;
    w.writeStartElement(QStringLiteral("text"));
    w.writeAttribute(QStringLiteral("x"), n(centre.x()));
    w.writeAttribute(QStringLiteral("text-anchor"), QStringLiteral("middle"));
    w.writeAttribute(QStringLiteral("font-family"), family + QStringLiteral(", sans-serif"));
    w.writeAttribute(QStringLiteral("font-size"), n(size));
    w.writeAttribute(QStringLiteral("fill"), colour);
    for (const QString &line : lines) {
        w.writeStartElement(QStringLiteral("tspan"));
        w.writeAttribute(QStringLiteral("x"), n(centre.x()));
        // 0.35em below the centre line puts the x-height in the middle.
        w.writeAttribute(QStringLiteral("y"), n(y + size * 0.35));
        w.writeCharacters(line);
        w.writeEndElement();
        y += lineHeight;
    }
    w.writeEndElement();
}

void shape(QXmlStreamWriter &w, const Node &node, const QRectF &r, const DiagramTheme &t)
{
    switch (node.shape) {
    case NodeShape::Rounded:
    case NodeShape::Stadium:
    case NodeShape::Rect:
    case NodeShape::Subroutine: {
        w.writeStartElement(QStringLiteral("rect"));
        w.writeAttribute(QStringLiteral("x"), n(r.x()));
        w.writeAttribute(QStringLiteral("y"), n(r.y()));
        w.writeAttribute(QStringLiteral("width"), n(r.width()));
        w.writeAttribute(QStringLiteral("height"), n(r.height()));
        const double radius = node.shape == NodeShape::Stadium   ? r.height() / 2
                              : node.shape == NodeShape::Rounded ? t.cornerRadius
                                                                 : 2;
        w.writeAttribute(QStringLiteral("rx"), n(radius));
        w.writeEndElement();
        if (node.shape == NodeShape::Subroutine) {
            w.writeStartElement(QStringLiteral("path"));
            w.writeAttribute(QStringLiteral("fill"), QStringLiteral("none"));
            w.writeAttribute(
                QStringLiteral("d"),
                QStringLiteral("M%1,%2 V%3 M%4,%2 V%3")
                    .arg(n(r.left() + 8), n(r.top()), n(r.bottom()), n(r.right() - 8)));
            w.writeEndElement();
        }
        return;
    }
    case NodeShape::Circle:
    case NodeShape::DoubleCircle: {
        const double radius = std::min(r.width(), r.height()) / 2;
        for (double rr : {radius, radius - 5}) {
            w.writeStartElement(QStringLiteral("circle"));
            w.writeAttribute(QStringLiteral("cx"), n(r.center().x()));
            w.writeAttribute(QStringLiteral("cy"), n(r.center().y()));
            w.writeAttribute(QStringLiteral("r"), n(rr));
            w.writeEndElement();
            if (node.shape == NodeShape::Circle)
                break;
        }
        return;
    }
    case NodeShape::Cylinder: {
        const double cap = ShapeOutline::cylinderCap(r);
        const double rx = r.width() / 2;
        w.writeStartElement(QStringLiteral("path"));
        w.writeAttribute(QStringLiteral("d"),
                         QStringLiteral("M%1,%2 A%3,%4 0 0 1 %5,%2 V%6 A%3,%4 0 0 1 %1,%6 Z "
                                        "M%1,%2 A%3,%4 0 0 0 %5,%2")
                             .arg(n(r.left()),
                                  n(r.top() + cap),
                                  n(rx),
                                  n(cap),
                                  n(r.right()),
                                  n(r.bottom() - cap)));
        w.writeEndElement();
        return;
    }
    default:
        w.writeStartElement(QStringLiteral("polygon"));
        w.writeAttribute(QStringLiteral("points"),
                         pointList(ShapeOutline::polygon(node.shape, r, t.cornerRadius)));
        w.writeEndElement();
        return;
    }
}

} // namespace

QByteArray SvgWriter::write(const Flowchart &chart,
                            const DiagramLayout &layout,
                            const DiagramTheme &t,
                            const QHash<QString, StepState> &states)
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("svg"));
    w.writeDefaultNamespace(QStringLiteral("http://www.w3.org/2000/svg"));
    w.writeAttribute(QStringLiteral("version"), QStringLiteral("1.1"));
    const QRectF b = layout.bounds;
    w.writeAttribute(QStringLiteral("width"), n(b.width()));
    w.writeAttribute(QStringLiteral("height"), n(b.height()));
    w.writeAttribute(
        QStringLiteral("viewBox"),
        QStringLiteral("%1 %2 %3 %4").arg(n(b.x()), n(b.y()), n(b.width()), n(b.height())));
    w.writeStartElement(QStringLiteral("rect"));
    w.writeAttribute(QStringLiteral("x"), n(b.x()));
    w.writeAttribute(QStringLiteral("y"), n(b.y()));
    w.writeAttribute(QStringLiteral("width"), n(b.width()));
    w.writeAttribute(QStringLiteral("height"), n(b.height()));
    w.writeAttribute(QStringLiteral("fill"), t.background);
    w.writeEndElement();

    // Outer frames first so inner ones paint over them.
    QList<QString> clusterIds;
    for (const Subgraph &s : chart.subgraphs)
        clusterIds << s.id;
    std::stable_sort(clusterIds.begin(), clusterIds.end(), [&](const QString &a, const QString &c) {
        return layout.clusters.value(a).depth < layout.clusters.value(c).depth;
    });
    for (const QString &id : std::as_const(clusterIds)) {
        const ClusterGeometry g = layout.clusters.value(id);
        w.writeStartElement(QStringLiteral("g"));
        w.writeAttribute(QStringLiteral("class"), QStringLiteral("cluster"));
        w.writeAttribute(QStringLiteral("id"), QStringLiteral("cluster-") + id);
        w.writeStartElement(QStringLiteral("rect"));
        w.writeAttribute(QStringLiteral("x"), n(g.rect.x()));
        w.writeAttribute(QStringLiteral("y"), n(g.rect.y()));
        w.writeAttribute(QStringLiteral("width"), n(g.rect.width()));
        w.writeAttribute(QStringLiteral("height"), n(g.rect.height()));
        w.writeAttribute(QStringLiteral("rx"), QStringLiteral("8"));
        w.writeAttribute(QStringLiteral("fill"), g.depth % 2 ? t.clusterFillNested : t.clusterFill);
        w.writeAttribute(QStringLiteral("stroke"), t.clusterStroke);
        w.writeEndElement();
        if (!g.titleRect.isEmpty())
            text(w,
                 chart.subgraph(id)->title,
                 g.titleRect.center(),
                 t.titleFontSize,
                 t.clusterText,
                 t.fontFamily);
        w.writeEndElement();
    }

    const Style linkDefault = chart.defaultLinkStyle.value_or(Style{});
    for (int i = 0; i < chart.edges.size() && i < layout.edges.size(); ++i) {
        const Edge &e = chart.edges.at(i);
        if (e.stroke == EdgeStroke::Invisible)
            continue;
        const EdgeGeometry &g = layout.edges.at(i);
        const Style st = linkDefault.mergedWith(e.style);
        const QString stroke = css(st.stroke, t.edgeStroke);
        w.writeStartElement(QStringLiteral("g"));
        w.writeAttribute(QStringLiteral("class"), QStringLiteral("edge"));
        w.writeStartElement(QStringLiteral("path"));
        w.writeAttribute(QStringLiteral("d"), pathOf(g.curve));
        w.writeAttribute(QStringLiteral("fill"), QStringLiteral("none"));
        w.writeAttribute(QStringLiteral("stroke"), stroke);
        w.writeAttribute(
            QStringLiteral("stroke-width"),
            st.strokeWidth.isEmpty()
                ? (e.stroke == EdgeStroke::Thick ? QStringLiteral("3") : QStringLiteral("1.5"))
                : st.strokeWidth);
        if (e.stroke == EdgeStroke::Dotted)
            w.writeAttribute(QStringLiteral("stroke-dasharray"), QStringLiteral("4 4"));
        w.writeEndElement();
        auto end = [&](ArrowHead head, const QPointF &tip, const QPointF &base) {
            if (head == ArrowHead::Arrow) {
                w.writeStartElement(QStringLiteral("polygon"));
                w.writeAttribute(QStringLiteral("points"),
                                 pointList(EdgeClipper::arrowHead(base, tip, t.arrowWidth)));
                w.writeAttribute(QStringLiteral("fill"), stroke);
                w.writeEndElement();
            } else if (head == ArrowHead::Circle) {
                const QPointF c = (tip + base) / 2;
                w.writeStartElement(QStringLiteral("circle"));
                w.writeAttribute(QStringLiteral("cx"), n(c.x()));
                w.writeAttribute(QStringLiteral("cy"), n(c.y()));
                w.writeAttribute(QStringLiteral("r"), QStringLiteral("4"));
                w.writeAttribute(QStringLiteral("fill"), stroke);
                w.writeEndElement();
            } else if (head == ArrowHead::Cross) {
                const QLineF axis(base, tip);
                QLineF unit = axis.unitVector();
                const QPointF dir = axis.length() > 0 ? unit.p2() - unit.p1() : QPointF(1, 0);
                const QPointF c = tip - dir * 5;
                const QPointF a(dir.x() * 4 - dir.y() * 4, dir.y() * 4 + dir.x() * 4);
                const QPointF b2(dir.x() * 4 + dir.y() * 4, dir.y() * 4 - dir.x() * 4);
                w.writeStartElement(QStringLiteral("path"));
                w.writeAttribute(QStringLiteral("d"),
                                 QStringLiteral("M%1,%2 L%3,%4 M%5,%6 L%7,%8")
                                     .arg(n((c - a).x()),
                                          n((c - a).y()),
                                          n((c + a).x()),
                                          n((c + a).y()),
                                          n((c - b2).x()),
                                          n((c - b2).y()),
                                          n((c + b2).x()),
                                          n((c + b2).y())));
                w.writeAttribute(QStringLiteral("stroke"), stroke);
                w.writeAttribute(QStringLiteral("stroke-width"), QStringLiteral("2"));
                w.writeEndElement();
            }
        };
        if (!g.curve.isEmpty()) {
            end(e.headHead,
                g.headTip,
                g.curve.constLast() == g.headTip && g.curve.size() > 1
                    ? g.curve.at(g.curve.size() - 2)
                    : g.curve.constLast());
            end(e.tailHead,
                g.tailTip,
                g.curve.constFirst() == g.tailTip && g.curve.size() > 1 ? g.curve.at(1)
                                                                        : g.curve.constFirst());
        }
        if (g.labelRect) {
            const QRectF lr = g.labelRect->adjusted(-4, -2, 4, 2);
            w.writeStartElement(QStringLiteral("rect"));
            w.writeAttribute(QStringLiteral("x"), n(lr.x()));
            w.writeAttribute(QStringLiteral("y"), n(lr.y()));
            w.writeAttribute(QStringLiteral("width"), n(lr.width()));
            w.writeAttribute(QStringLiteral("height"), n(lr.height()));
            w.writeAttribute(QStringLiteral("rx"), QStringLiteral("4"));
            w.writeAttribute(QStringLiteral("fill"), t.edgeLabelFill);
            w.writeAttribute(QStringLiteral("fill-opacity"), QStringLiteral("0.9"));
            w.writeEndElement();
            text(w,
                 e.label,
                 g.labelRect->center(),
                 t.edgeFontSize,
                 css(st.color, t.edgeText),
                 t.fontFamily);
        }
        w.writeEndElement();
    }

    for (const Node &node : chart.nodes) {
        const QRectF r = layout.nodes.value(node.id);
        const Style st = chart.effectiveStyle(node);
        QString fill = css(st.fill, t.nodeFill);
        QString stroke = css(st.stroke, t.nodeStroke);
        QString colour = css(st.color, t.nodeText);
        if (states.contains(node.id)) {
            const StatusColours sc = DiagramTheme::statusColours(states.value(node.id));
            fill = sc.fill;
            stroke = sc.stroke;
            colour = sc.text;
        }
        w.writeStartElement(QStringLiteral("g"));
        w.writeAttribute(QStringLiteral("class"), QStringLiteral("node"));
        w.writeAttribute(QStringLiteral("id"), QStringLiteral("node-") + node.id);
        w.writeAttribute(QStringLiteral("fill"), fill);
        w.writeAttribute(QStringLiteral("stroke"), stroke);
        w.writeAttribute(QStringLiteral("stroke-width"),
                         st.strokeWidth.isEmpty() ? QStringLiteral("1.5") : st.strokeWidth);
        if (!st.strokeDasharray.isEmpty())
            w.writeAttribute(QStringLiteral("stroke-dasharray"), st.strokeDasharray);
        shape(w, node, r, t);
        w.writeEndElement();
        text(w,
             node.label,
             ShapeOutline::labelRect(node.shape, r).center(),
             t.nodeFontSize,
             colour,
             t.fontFamily);
    }
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

} // namespace TrainDeck::Diagram
