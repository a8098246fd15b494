// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/graphvizlayout.h"

#include "libs/diagram/edgeclipper.h"
#include "libs/diagram/graphvizgraph.h"
#include "libs/diagram/shapeoutline.h"

#include <QHash>
#include <QLineF>
#include <QMutexLocker>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <algorithm>
#include <cmath>

namespace TrainDeck::Diagram {

using Internal::GraphvizGraph;

namespace {

constexpr double kPad = 12;

struct TextKey
{
    TextRole role;
    QString text;
    friend bool operator==(const TextKey &, const TextKey &) = default;
};

size_t qHash(const TextKey &k, size_t seed = 0)
{
    return ::qHash(k.text, seed) ^ size_t(k.role);
}

// Measures every label in one Graphviz pass: each text becomes a margin-less plaintext node
// whose size Graphviz computes with its text layout plugin. Caller holds the mutex.
QHash<TextKey, QSizeF> measureWithGraphviz(const Flowchart &chart, const DiagramTheme &t)
{
    QList<TextKey> keys;
    QHash<TextKey, QSizeF> sizes;
    auto add = [&](TextRole role, const QString &text) {
        const TextKey k{role, text};
        if (!sizes.contains(k)) {
            sizes.insert(k, {});
            keys << k;
        }
    };
    for (const Node &n : chart.nodes)
        add(TextRole::NodeLabel, n.label);
    for (const Edge &e : chart.edges) {
        if (!e.label.isEmpty())
            add(TextRole::EdgeLabel, e.label);
    }
    for (const Subgraph &s : chart.subgraphs)
        add(TextRole::ClusterTitle, s.title);

    char name[] = "measure";
    Agraph_t *g = agopen(name, Agdirected, nullptr);
    const QByteArray font = t.fontFamily.toUtf8();
    auto attr = [&](const char *a, const QByteArray &def) {
        agattr(g, AGNODE, const_cast<char *>(a), const_cast<char *>(def.constData()));
    };
    attr("shape", "plaintext");
    attr("margin", "0");
    attr("width", "0");
    attr("height", "0");
    attr("fontname", font);
    attr("fontsize", "14");
    attr("label", "");
    QList<Agnode_t *> nodes;
    for (int i = 0; i < keys.size(); ++i) {
        const QByteArray id = QByteArray::number(i);
        Agnode_t *n = agnode(g, const_cast<char *>(id.constData()), 1);
        QString text = keys.at(i).text;
        text.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
        const QByteArray label = text.toUtf8();
        agset(n, const_cast<char *>("label"), const_cast<char *>(label.constData()));
        const double size = keys.at(i).role == TextRole::NodeLabel   ? t.nodeFontSize
                            : keys.at(i).role == TextRole::EdgeLabel ? t.edgeFontSize
                                                                     : t.titleFontSize;
        const QByteArray fs = QByteArray::number(size);
        agset(n, const_cast<char *>("fontsize"), const_cast<char *>(fs.constData()));
        nodes << n;
    }
    if (gvLayout(GraphvizGraph::context(), g, "dot") == 0) {
        for (int i = 0; i < keys.size(); ++i)
            sizes[keys.at(i)] = QSizeF(ND_width(nodes.at(i)) * 72, ND_height(nodes.at(i)) * 72);
        gvFreeLayout(GraphvizGraph::context(), g);
    }
    agclose(g);
    return sizes;
}

double arrowLength(ArrowHead h, const DiagramTheme &t)
{
    switch (h) {
    case ArrowHead::None:
    case ArrowHead::Cross:
        return 0;
    case ArrowHead::Arrow:
        return t.arrowLength;
    case ArrowHead::Circle:
        return 8;
    }
    return 0;
}

QList<QPointF> rectPolygon(const QRectF &r)
{
    return {r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()};
}

void collectClusters(Agraph_t *g,
                     const QHash<Agraph_t *, QString> &ids,
                     int depth,
                     const std::function<QPointF(pointf)> &map,
                     const std::function<QSizeF(const QString &)> &titleSize,
                     DiagramLayout &out)
{
    for (int i = 1; i <= GD_n_cluster(g); ++i) {
        Agraph_t *sub = GD_clust(g)[i];
        const QString id = ids.value(sub);
        const boxf bb = GD_bb(sub);
        ClusterGeometry cg;
        cg.rect = QRectF(map(bb.LL), map(bb.UR)).normalized();
        cg.depth = depth;
        if (textlabel_t *l = GD_label(sub)) {
            const QSizeF s = titleSize(id);
            const QPointF centre = map(l->pos);
            cg.titleRect = QRectF(
                centre.x() - s.width() / 2, centre.y() - s.height() / 2, s.width(), s.height());
        }
        out.clusters.insert(id, cg);
        collectClusters(sub, ids, depth + 1, map, titleSize, out);
    }
}

} // namespace

Result<void> GraphvizLayout::check(const Flowchart &chart)
{
    for (int i = 0; i < chart.edges.size(); ++i) {
        const Edge &e = chart.edges.at(i);
        for (const QString &end : {e.from, e.to}) {
            if (!chart.node(end) && !chart.subgraph(end))
                return Error::make(Error::Kind::Validation,
                                   tr("edge %1 (%2 to %3) refers to '%4', which is neither a node "
                                      "nor a subgraph")
                                       .arg(i)
                                       .arg(e.from, e.to, end))
                    .at({}, e.line, e.column);
        }
    }
    return {};
}

Result<DiagramLayout> GraphvizLayout::layout(const Flowchart &chart,
                                             const TextMeasure &measureIn,
                                             const DiagramTheme &theme)
{
    if (auto ok = check(chart); !ok)
        return ok.error();
    QMutexLocker lock(&GraphvizGraph::mutex());
    GVC_t *gvc = GraphvizGraph::context();
    GraphvizGraph::takeMessages();

    TextMeasure measure = measureIn;
    QHash<TextKey, QSizeF> measured;
    if (!measure) {
        measured = measureWithGraphviz(chart, theme);
        measure = [&measured](const QString &text, TextRole role) {
            return measured.value(TextKey{role, text});
        };
    }

    GraphvizGraph gg(chart, GraphvizGraph::Mode::Layout, measure, theme);
    if (gvLayout(gvc, gg.graph(), "dot") != 0) {
        const QString why = GraphvizGraph::takeMessages();
        return Error::make(Error::Kind::Unsupported,
                           tr("Graphviz could not lay out the chart%1; simplify it or report the "
                              "chart as a bug")
                               .arg(why.isEmpty() ? QString() : QStringLiteral(": ") + why));
    }

    const boxf bb = GD_bb(gg.graph());
    auto map = [&](pointf p) {
        return QPointF(p.x - bb.LL.x + kPad, bb.UR.y - p.y + kPad);
    };

    DiagramLayout out;
    out.bounds = QRectF(0, 0, bb.UR.x - bb.LL.x + 2 * kPad, bb.UR.y - bb.LL.y + 2 * kPad);
    QHash<QString, QList<QPointF>> outlines;
    for (const Node &n : chart.nodes) {
        const QSizeF size
            = ShapeOutline::nodeSize(n.shape, measure(n.label, TextRole::NodeLabel), theme);
        const QPointF centre = map(ND_coord(gg.node(n.id)));
        const QRectF r(centre.x() - size.width() / 2,
                       centre.y() - size.height() / 2,
                       size.width(),
                       size.height());
        out.nodes.insert(n.id, r);
        outlines.insert(n.id, ShapeOutline::polygon(n.shape, r, theme.cornerRadius));
    }

    QHash<Agraph_t *, QString> clusterIds;
    for (auto it = gg.clusters().cbegin(); it != gg.clusters().cend(); ++it)
        clusterIds.insert(it.value(), it.key());
    collectClusters(
        gg.graph(),
        clusterIds,
        0,
        map,
        [&](const QString &id) {
            const Subgraph *s = chart.subgraph(id);
            return s ? measure(s->title, TextRole::ClusterTitle) : QSizeF();
        },
        out);

    for (int i = 0; i < chart.edges.size(); ++i) {
        const Edge &e = chart.edges.at(i);
        Agedge_t *edge = gg.edge(i);
        const QPointF tailCentre = map(ND_coord(agtail(edge)));
        const QPointF headCentre = map(ND_coord(aghead(edge)));
        QList<QPointF> route;
        if (const splines *spl = ED_spl(edge)) {
            for (int b = 0; b < spl->size; ++b) {
                const bezier &bz = spl->list[b];
                for (int k = route.isEmpty() ? 0 : 1; k < bz.size; ++k)
                    route << map(bz.list[k]);
            }
        }
        if (route.size() < 4) {
            route = {tailCentre,
                     tailCentre + (headCentre - tailCentre) / 3,
                     tailCentre + (headCentre - tailCentre) * 2 / 3,
                     headCentre};
        }
        // A subgraph end is clipped at its frame, slightly inset so that a route Graphviz
        // already stopped at the frame counts as outside.
        auto outlineOf = [&](const QString &id) {
            if (outlines.contains(id))
                return outlines.value(id);
            return rectPolygon(out.clusters.value(id).rect.adjusted(1, 1, -1, -1));
        };
        const auto clipped = EdgeClipper::clip(route,
                                               outlineOf(e.from),
                                               outlineOf(e.to),
                                               arrowLength(e.tailHead, theme),
                                               arrowLength(e.headHead, theme));
        EdgeGeometry geo;
        geo.curve = clipped.curve;
        geo.tailTip = clipped.tailTip;
        geo.headTip = clipped.headTip;
        if (!e.label.isEmpty()) {
            if (textlabel_t *l = ED_label(edge)) {
                const QSizeF s = measure(e.label, TextRole::EdgeLabel);
                const QPointF c = map(l->pos);
                geo.labelRect
                    = QRectF(c.x() - s.width() / 2, c.y() - s.height() / 2, s.width(), s.height());
            }
        }
        out.edges << geo;
    }
    gvFreeLayout(gvc, gg.graph());
    return out;
}

} // namespace TrainDeck::Diagram
