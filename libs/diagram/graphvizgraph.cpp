// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/graphvizgraph.h"

#include "libs/diagram/csscolour.h"
#include "libs/diagram/diagramtheme.h"
#include "libs/diagram/shapeoutline.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <cmath>

namespace TrainDeck::Diagram::Internal {

namespace {

QString g_messages;

int collectMessage(char *text)
{
    g_messages += QString::fromUtf8(text);
    return 0;
}

char *c(const char *s)
{
    return const_cast<char *>(s);
}

void declare(Agraph_t *g, int kind, const char *name, const char *def)
{
    agattr(g, kind, c(name), c(def));
}

void set(void *obj, const char *name, const QByteArray &value)
{
    agset(obj, c(name), c(value.constData()));
}

void setHtml(Agraph_t *g, void *obj, const char *name, const QByteArray &html)
{
    char *h = agstrdup_html(g, c(html.constData()));
    agset(obj, c(name), h);
    agstrfree(g, h);
}

QByteArray num(double v)
{
    return QByteArray::number(v, 'f', 4);
}

QByteArray inches(double points)
{
    return num(points / 72.0);
}

// A label of exactly this size without measuring any text: an empty fixed-size table cell.
QByteArray fixedBox(const QSizeF &s)
{
    return QByteArrayLiteral("<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLPADDING=\"0\" "
                             "CELLSPACING=\"0\"><TR><TD FIXEDSIZE=\"TRUE\" WIDTH=\"")
           + QByteArray::number(std::max(1, int(std::ceil(s.width()))))
           + QByteArrayLiteral("\" HEIGHT=\"")
           + QByteArray::number(std::max(1, int(std::ceil(s.height()))))
           + QByteArrayLiteral("\"></TD></TR></TABLE>");
}

// Graphviz expands \N, \G, \E ... in labels; a user's backslash must stay a backslash.
QByteArray plainLabel(const QString &text)
{
    QString t = text;
    t.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    return t.toUtf8();
}

QByteArray colour(const QString &css, const QString &fallback)
{
    const QString n = CssColour::normalize(css);
    return (n.isEmpty() ? fallback : n).toUtf8();
}

double widthOf(const QString &cssWidth, double fallback)
{
    QString w = cssWidth.trimmed();
    if (w.endsWith(QLatin1String("px")))
        w.chop(2);
    bool ok = false;
    const double v = w.toDouble(&ok);
    return ok && v >= 0 && v < 50 ? v : fallback;
}

const char *rankdir(Direction d)
{
    switch (d) {
    case Direction::TopBottom:
        return "TB";
    case Direction::BottomTop:
        return "BT";
    case Direction::LeftRight:
        return "LR";
    case Direction::RightLeft:
        return "RL";
    }
    return "TB";
}

const char *arrowName(ArrowHead h)
{
    switch (h) {
    case ArrowHead::None:
        return "none";
    case ArrowHead::Arrow:
        return "normal";
    case ArrowHead::Circle:
        return "dot";
    case ArrowHead::Cross:
        return "tee";
    }
    return "normal";
}

void styleRenderedNode(Agnode_t *n, const Node &node, const Style &st, const DiagramTheme &t)
{
    QByteArray shape = "box";
    QByteArray style = "filled";
    switch (node.shape) {
    case NodeShape::Rect:
        break;
    case NodeShape::Rounded:
    case NodeShape::Stadium:
        style += ",rounded";
        break;
    case NodeShape::Subroutine:
        set(n, "peripheries", "2");
        break;
    case NodeShape::Cylinder:
        shape = "cylinder";
        break;
    case NodeShape::Circle:
        shape = "circle";
        break;
    case NodeShape::DoubleCircle:
        shape = "doublecircle";
        break;
    case NodeShape::Rhombus:
        shape = "diamond";
        break;
    case NodeShape::Hexagon:
        shape = "hexagon";
        break;
    case NodeShape::Asymmetric:
        shape = "cds";
        break;
    case NodeShape::Parallelogram:
        shape = "polygon";
        set(n, "skew", "0.2");
        break;
    case NodeShape::ParallelogramAlt:
        shape = "polygon";
        set(n, "skew", "-0.2");
        break;
    case NodeShape::Trapezoid:
        shape = "invtrapezium";
        break;
    case NodeShape::TrapezoidAlt:
        shape = "trapezium";
        break;
    }
    if (!st.strokeDasharray.isEmpty())
        style += ",dashed";
    set(n, "shape", shape);
    set(n, "style", style);
    set(n, "label", plainLabel(node.label));
    set(n, "fillcolor", colour(st.fill, t.nodeFill));
    set(n, "color", colour(st.stroke, t.nodeStroke));
    set(n, "fontcolor", colour(st.color, t.nodeText));
    set(n, "penwidth", num(widthOf(st.strokeWidth, 1.3)));
}

} // namespace

QMutex &GraphvizGraph::mutex()
{
    static QMutex m;
    return m;
}

GVC_t *GraphvizGraph::context()
{
    // One context for the process: creating one loads every plugin, which costs more than
    // laying out a small chart.
    static GVC_t *gvc = [] {
        agseterrf(collectMessage);
        agseterr(AGWARN);
        return gvContext();
    }();
    return gvc;
}

QString GraphvizGraph::takeMessages()
{
    return std::exchange(g_messages, QString()).trimmed();
}

GraphvizGraph::GraphvizGraph(const Flowchart &chart,
                             Mode mode,
                             const TextMeasure &measure,
                             const DiagramTheme &theme)
    : m_mode(mode)
{
    context();
    build(chart, measure, theme);
}

GraphvizGraph::~GraphvizGraph()
{
    if (m_graph)
        agclose(m_graph);
}

Agnode_t *GraphvizGraph::node(const QString &id) const
{
    if (Agnode_t *n = m_nodes.value(id))
        return n;
    return m_clusterAnchors.value(id);
}

void GraphvizGraph::build(const Flowchart &chart, const TextMeasure &measure, const DiagramTheme &t)
{
    const bool render = m_mode == Mode::Render;
    m_graph = agopen(c("flowchart"), Agdirected, nullptr);
    Agraph_t *g = m_graph;
    const QByteArray font = t.fontFamily.toUtf8();

    declare(g, AGRAPH, "rankdir", "TB");
    declare(g, AGRAPH, "nodesep", "0.25");
    declare(g, AGRAPH, "ranksep", "0.5");
    declare(g, AGRAPH, "compound", "false");
    declare(g, AGRAPH, "label", "");
    declare(g, AGRAPH, "labeljust", "c");
    declare(g, AGRAPH, "labelloc", "t");
    declare(g, AGRAPH, "margin", "");
    declare(g, AGRAPH, "fontname", font.constData());
    declare(g, AGRAPH, "fontsize", num(t.titleFontSize).constData());
    declare(g, AGRAPH, "style", "");
    declare(g, AGRAPH, "fillcolor", "");
    declare(g, AGRAPH, "color", "black");
    declare(g, AGRAPH, "fontcolor", "black");
    declare(g, AGRAPH, "penwidth", "1");
    declare(g, AGRAPH, "bgcolor", "");
    declare(g, AGRAPH, "pad", "0.0555");
    declare(g, AGNODE, "shape", "box");
    declare(g, AGNODE, "label", "");
    declare(g, AGNODE, "width", "0.75");
    declare(g, AGNODE, "height", "0.5");
    declare(g, AGNODE, "fixedsize", "false");
    declare(g, AGNODE, "margin", "0.25,0.14");
    declare(g, AGNODE, "fontname", font.constData());
    declare(g, AGNODE, "fontsize", num(t.nodeFontSize).constData());
    declare(g, AGNODE, "style", "");
    declare(g, AGNODE, "fillcolor", "lightgrey");
    declare(g, AGNODE, "color", "black");
    declare(g, AGNODE, "fontcolor", "black");
    declare(g, AGNODE, "penwidth", "1");
    declare(g, AGNODE, "peripheries", "1");
    declare(g, AGNODE, "skew", "0");
    declare(g, AGEDGE, "label", "");
    declare(g, AGEDGE, "minlen", "1");
    declare(g, AGEDGE, "headclip", "true");
    declare(g, AGEDGE, "tailclip", "true");
    declare(g, AGEDGE, "dir", "forward");
    declare(g, AGEDGE, "arrowhead", "normal");
    declare(g, AGEDGE, "arrowtail", "normal");
    declare(g, AGEDGE, "arrowsize", "0.8");
    declare(g, AGEDGE, "lhead", "");
    declare(g, AGEDGE, "ltail", "");
    declare(g, AGEDGE, "style", "");
    declare(g, AGEDGE, "color", "black");
    declare(g, AGEDGE, "fontcolor", "black");
    declare(g, AGEDGE, "fontname", font.constData());
    declare(g, AGEDGE, "fontsize", num(t.edgeFontSize).constData());
    declare(g, AGEDGE, "penwidth", "1");

    set(g, "rankdir", rankdir(chart.direction));
    set(g, "nodesep", inches(t.nodeSpacing));
    set(g, "ranksep", inches(t.rankSpacing));
    if (render) {
        set(g, "bgcolor", t.background.toUtf8());
        set(g, "pad", "0.25");
    }

    // Clusters, parents first (the parser keeps that order).
    int clusterNo = 0;
    for (const Subgraph &s : chart.subgraphs) {
        Agraph_t *parent = s.parent.isEmpty() ? g : m_clusters.value(s.parent, g);
        const QByteArray name = "cluster_" + QByteArray::number(clusterNo++);
        Agraph_t *sub = agsubg(parent, c(name.constData()), 1);
        m_clusters.insert(s.id, sub);
        const int depth = int(chart.subgraphPath(s.id).size()) - 1;
        set(sub, "labeljust", "l");
        set(sub, "margin", num(t.clusterMargin));
        if (render) {
            set(sub, "label", plainLabel(s.title));
            set(sub, "style", "filled,rounded");
            set(sub, "fillcolor", (depth % 2 ? t.clusterFillNested : t.clusterFill).toUtf8());
            set(sub, "color", t.clusterStroke.toUtf8());
            set(sub, "fontcolor", t.clusterText.toUtf8());
        } else if (!s.title.isEmpty()) {
            setHtml(g, sub, "label", fixedBox(measure(s.title, TextRole::ClusterTitle)));
        }
    }

    for (const Node &node : chart.nodes) {
        Agraph_t *owner = node.subgraph.isEmpty() ? g : m_clusters.value(node.subgraph, g);
        const QByteArray name = node.id.toUtf8();
        Agnode_t *n = agnode(g, c(name.constData()), 1);
        if (owner != g)
            agsubnode(owner, n, 1);
        m_nodes.insert(node.id, n);
        if (render) {
            styleRenderedNode(n, node, chart.effectiveStyle(node), t);
        } else {
            const QSizeF size
                = ShapeOutline::nodeSize(node.shape, measure(node.label, TextRole::NodeLabel), t);
            set(n, "fixedsize", "true");
            set(n, "width", inches(size.width()));
            set(n, "height", inches(size.height()));
        }
    }

    // Graphviz draws no empty cluster, and compound edges need a node inside: an invisible
    // anchor stands in where a subgraph has no nodes of its own at any depth.
    for (const Subgraph &s : chart.subgraphs) {
        Agraph_t *sub = m_clusters.value(s.id);
        Agnode_t *first = agfstnode(sub);
        if (!first) {
            const QByteArray name = "\x01anchor:" + s.id.toUtf8();
            first = agnode(g, c(name.constData()), 1);
            agsubnode(sub, first, 1);
            set(first, "style", "invis");
            set(first, "width", "0.3");
            set(first, "height", "0.3");
            set(first, "fixedsize", "true");
        }
        m_clusterAnchors.insert(s.id, first);
    }

    bool compound = false;
    int edgeNo = 0;
    for (const Edge &e : chart.edges) {
        Agnode_t *tail = node(e.from);
        Agnode_t *head = node(e.to);
        const QByteArray name = QByteArray::number(edgeNo++);
        Agedge_t *edge = agedge(g, tail, head, c(name.constData()), 1);
        m_edges.push_back(edge);
        if (m_clusters.contains(e.from) && !m_nodes.contains(e.from)) {
            set(edge, "ltail", agnameof(m_clusters.value(e.from)));
            compound = true;
        }
        if (m_clusters.contains(e.to) && !m_nodes.contains(e.to)) {
            set(edge, "lhead", agnameof(m_clusters.value(e.to)));
            compound = true;
        }
        if (e.length > 1)
            set(edge, "minlen", QByteArray::number(std::min(e.length, 10)));
        if (e.stroke == EdgeStroke::Invisible)
            set(edge, "style", "invis");
        if (render) {
            const Style st = chart.defaultLinkStyle.value_or(Style{}).mergedWith(e.style);
            if (!e.label.isEmpty())
                set(edge, "label", plainLabel(QLatin1Char(' ') + e.label + QLatin1Char(' ')));
            if (e.stroke == EdgeStroke::Dotted)
                set(edge, "style", "dashed");
            const double w = e.stroke == EdgeStroke::Thick ? 2.6 : 1.3;
            set(edge, "penwidth", num(widthOf(st.strokeWidth, w)));
            set(edge, "color", colour(st.stroke, t.edgeStroke));
            set(edge, "fontcolor", colour(st.color, t.edgeText));
            set(edge, "arrowhead", arrowName(e.headHead));
            set(edge, "arrowtail", arrowName(e.tailHead));
            set(edge, "dir", "both");
        } else {
            // Routes run centre to centre; EdgeClipper cuts them at our own outlines, which
            // are not all shapes Graphviz knows.
            set(edge, "headclip", "false");
            set(edge, "tailclip", "false");
            set(edge, "dir", "none");
            if (!e.label.isEmpty())
                setHtml(g, edge, "label", fixedBox(measure(e.label, TextRole::EdgeLabel)));
        }
    }
    if (compound)
        set(g, "compound", "true");
}

} // namespace TrainDeck::Diagram::Internal
