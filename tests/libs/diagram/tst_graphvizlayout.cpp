// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Layout invariants over the Graphviz `dot` layout (no overlapping nodes, edges end on
// their nodes' outlines, frames contain their nodes), the SVG writer, Graphviz's PNG, and the
// mutex that serializes libgvc.
#include "libs/diagram/graphvizlayout.h"
#include "libs/diagram/graphvizrenderer.h"
#include "libs/diagram/mermaidparser.h"
#include "libs/diagram/shapeoutline.h"
#include "libs/diagram/svgwriter.h"

#include <QLineF>
#include <QTest>
#include <QXmlStreamReader>
#include <QtConcurrent>

using namespace TrainDeck;
using namespace TrainDeck::Diagram;

namespace {

const char *const kAllShapes = R"(flowchart TB
    a[Rect] --> b(Rounded) --> c([Stadium]) --> d[[Subroutine]]
    a --> e[(Cylinder)] --> f((Circle)) --> g(((Double)))
    a --> h{Rhombus question} --> i{{Hexagon}} --> j>Asymmetric]
    h --> k[/Parallelogram/] --> l[\Alt\] --> m[/Trapezoid\] --> n[\Inverted/]
    n -.-> a
    g <==> h
    c --o k
    d --x l
)";

const char *const kClusters = R"(flowchart LR
    client([client]) -->|API| engine{{engine}}
    subgraph job [Job]
        subgraph init [Initializers]
            ds(dataset) 
            md(model)
        end
        ws[(workspace)]
        subgraph nodes [Nodes]
            direction TB
            n0(node-0)
            n1(node-1)
            n2(node-2)
        end
    end
    engine --> ds & md
    ds & md --> ws
    ws -->|mounted| nodes
    n0 <-->|DDP| n1
    n0 <-->|DDP| n2
    nodes -.->|logs| logs>logs]
    subgraph empty [Nothing yet]
    end
)";

Flowchart parse(const char *text)
{
    auto r = MermaidParser::parse(QByteArray(text));
    if (!r)
        qFatal("test chart does not parse: %s", qPrintable(r.error().message));
    return *r;
}

// Distance from p to the polygon's outline.
double distanceToOutline(const QList<QPointF> &poly, const QPointF &p)
{
    double best = 1e9;
    for (int i = 0; i < poly.size(); ++i) {
        const QPointF a = poly.at(i);
        const QPointF b = poly.at((i + 1) % poly.size());
        const QPointF ab = b - a;
        const double len2 = QPointF::dotProduct(ab, ab);
        const double t
            = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
        best = std::min(best, QLineF(p, a + ab * t).length());
    }
    return best;
}

QList<QPointF> outlineOf(const Flowchart &c, const DiagramLayout &l, const QString &id)
{
    if (const Node *n = c.node(id))
        return ShapeOutline::polygon(
            n->shape, l.nodes.value(id), DiagramTheme::standard().cornerRadius);
    const QRectF r = l.clusters.value(id).rect;
    return {r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()};
}

} // namespace

class TestGraphvizLayout final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void invariants_data();
    void invariants();
    void directionsChangeTheLayout();
    void refusesDanglingEdges();
    void svgIsWellFormedAndComplete();
    void graphvizPng();
    void concurrentLayoutsAreSerialized();
};

void TestGraphvizLayout::invariants_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addRow("all shapes") << QByteArray(kAllShapes);
    QTest::addRow("nested clusters") << QByteArray(kClusters);
    QByteArray lr = kAllShapes;
    lr.replace("flowchart TB", "flowchart LR");
    QTest::addRow("all shapes LR") << lr;
    QByteArray bt = kClusters;
    bt.replace("flowchart LR", "flowchart BT");
    QTest::addRow("nested clusters BT") << bt;
    QTest::addRow("self loop and labels")
        << QByteArray("graph RL\nA -->|again| A\nA -- long label text --> B((B))\nB ---> C\n");
}

void TestGraphvizLayout::invariants()
{
    QFETCH(const QByteArray, text);
    const Flowchart chart = parse(text.constData());
    const auto layout = GraphvizLayout::layout(chart);
    QVERIFY2(layout.ok(), qPrintable(layout ? QString() : layout.error().message));
    QCOMPARE(layout->nodes.size(), chart.nodes.size());
    QCOMPARE(layout->edges.size(), chart.edges.size());

    // No two node rectangles overlap, and all lie inside the bounds.
    const QStringList ids = layout->nodes.keys();
    for (int i = 0; i < ids.size(); ++i) {
        const QRectF a = layout->nodes.value(ids.at(i));
        QVERIFY(!a.isEmpty());
        QVERIFY(layout->bounds.contains(a));
        for (int j = i + 1; j < ids.size(); ++j) {
            const QRectF b = layout->nodes.value(ids.at(j));
            QVERIFY2(!a.intersects(b),
                     qPrintable(ids.at(i) + QStringLiteral(" overlaps ") + ids.at(j)));
        }
    }
    // Every edge starts on its tail's outline and ends on its head's (within 1.5 points:
    // curves are flattened to polygons finer than that).
    for (int i = 0; i < chart.edges.size(); ++i) {
        const Edge &e = chart.edges.at(i);
        const EdgeGeometry &g = layout->edges.at(i);
        QVERIFY(g.curve.size() >= 4);
        QCOMPARE((g.curve.size() - 1) % 3, 0);
        const double dt = distanceToOutline(outlineOf(chart, *layout, e.from), g.tailTip);
        const double dh = distanceToOutline(outlineOf(chart, *layout, e.to), g.headTip);
        const QString where = QStringLiteral("edge %1 %2->%3: tail %4, head %5")
                                  .arg(i)
                                  .arg(e.from, e.to)
                                  .arg(dt)
                                  .arg(dh);
        QVERIFY2(dt < 1.5, qPrintable(where));
        QVERIFY2(dh < 1.5, qPrintable(where));
        // The drawn curve stops where the arrowhead starts, or at the outline itself.
        const double gap = QLineF(g.curve.constLast(), g.headTip).length();
        if (e.headHead == ArrowHead::Arrow && e.from != e.to)
            QVERIFY2(gap > DiagramTheme::standard().arrowLength * 0.5, qPrintable(where));
        if (e.headHead == ArrowHead::None)
            QVERIFY2(gap < 0.01, qPrintable(where));
        if (e.label.isEmpty())
            QVERIFY(!g.labelRect);
        else
            QVERIFY(g.labelRect && layout->bounds.contains(*g.labelRect));
    }
    // Subgraph frames contain their nodes and their nested frames.
    for (const Subgraph &s : chart.subgraphs) {
        QVERIFY(layout->clusters.contains(s.id));
        const QRectF frame = layout->clusters.value(s.id).rect;
        for (const QString &n : s.nodes)
            QVERIFY2(frame.contains(layout->nodes.value(n)),
                     qPrintable(s.id + QLatin1Char('/') + n));
        if (!s.parent.isEmpty()) {
            QVERIFY(layout->clusters.value(s.parent).rect.contains(frame));
            QCOMPARE(layout->clusters.value(s.id).depth,
                     layout->clusters.value(s.parent).depth + 1);
        }
        if (!s.title.isEmpty())
            QVERIFY(frame.contains(layout->clusters.value(s.id).titleRect));
    }
}

void TestGraphvizLayout::directionsChangeTheLayout()
{
    const auto td = GraphvizLayout::layout(parse("graph TD\nA --> B\n"));
    const auto lr = GraphvizLayout::layout(parse("graph LR\nA --> B\n"));
    const auto bt = GraphvizLayout::layout(parse("graph BT\nA --> B\n"));
    const auto rl = GraphvizLayout::layout(parse("graph RL\nA --> B\n"));
    QVERIFY(td && lr && bt && rl);
    auto c = [](const DiagramLayout &l, const char *id) {
        return l.nodes.value(QString::fromLatin1(id)).center();
    };
    QVERIFY(c(*td, "A").y() < c(*td, "B").y());
    QVERIFY(c(*bt, "A").y() > c(*bt, "B").y());
    QVERIFY(c(*lr, "A").x() < c(*lr, "B").x());
    QVERIFY(c(*rl, "A").x() > c(*rl, "B").x());
}

void TestGraphvizLayout::refusesDanglingEdges()
{
    Flowchart chart = parse("graph TD\nA --> B\n");
    chart.edges[0].to = QStringLiteral("missing");
    const auto layout = GraphvizLayout::layout(chart);
    QVERIFY(!layout);
    QCOMPARE(layout.error().kind, Error::Kind::Validation);
    QVERIFY(layout.error().message.contains(QLatin1String("missing")));
    QVERIFY(!GraphvizRenderer::render(chart));
}

void TestGraphvizLayout::svgIsWellFormedAndComplete()
{
    const Flowchart chart = parse(kClusters);
    const auto layout = GraphvizLayout::layout(chart);
    QVERIFY(layout);
    const QByteArray svg = SvgWriter::write(
        chart, *layout, DiagramTheme::standard(), {{QStringLiteral("n0"), StepState::Running}});
    QXmlStreamReader xml(svg);
    int nodes = 0, edges = 0, clusters = 0, texts = 0;
    QString runningFill;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QString cls = xml.attributes().value(QLatin1String("class")).toString();
        nodes += cls == QLatin1String("node");
        edges += cls == QLatin1String("edge");
        clusters += cls == QLatin1String("cluster");
        texts += xml.name() == QLatin1String("tspan");
        if (xml.attributes().value(QLatin1String("id")) == QLatin1String("node-n0"))
            runningFill = xml.attributes().value(QLatin1String("fill")).toString();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(nodes, chart.nodes.size());
    QCOMPARE(edges, chart.edges.size());
    QCOMPARE(clusters, chart.subgraphs.size());
    QVERIFY(texts >= chart.nodes.size());
    QCOMPARE(runningFill, DiagramTheme::statusColours(StepState::Running).fill);
}

void TestGraphvizLayout::graphvizPng()
{
    const auto png = GraphvizRenderer::render(parse(kClusters));
    QVERIFY2(png.ok(), qPrintable(png ? QString() : png.error().message));
    QVERIFY(png->startsWith("\x89PNG\r\n\x1a\n"));
    // Decoded and checked for content in the scene test, which may link Qt Gui.
    QVERIFY(png->size() > 5000);
    const auto bad = GraphvizRenderer::render(parse(kClusters), QStringLiteral("no-such-format"));
    QVERIFY(!bad);
    QCOMPARE(bad.error().kind, Error::Kind::Unsupported);
}

void TestGraphvizLayout::concurrentLayoutsAreSerialized()
{
    const Flowchart a = parse(kAllShapes);
    const Flowchart b = parse(kClusters);
    const auto reference = GraphvizLayout::layout(a);
    QVERIFY(reference);
    QList<QFuture<bool>> futures;
    for (int i = 0; i < 8; ++i) {
        futures << QtConcurrent::run([&, i] {
            const auto l = GraphvizLayout::layout(i % 2 ? b : a);
            if (!l)
                return false;
            return i % 2 ? l->nodes.size() == b.nodes.size() : l->nodes == reference->nodes;
        });
    }
    for (auto &f : futures)
        QVERIFY(f.result());
}

QTEST_GUILESS_MAIN(TestGraphvizLayout)
#include "tst_graphvizlayout.moc"
