// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// A 200-node, 400-edge flowchart through parse + layout + scene build
// (target: 200 ms). Baseline in the same run: parsing alone, and a 20-node chart end to end,
// so the figures read as ratios that do not depend on the machine.
#include "libs/diagram/graphvizlayout.h"
#include "libs/diagram/mermaidparser.h"
#include "ui/diagram/diagramscene.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>

using namespace TrainDeck::Diagram;
using namespace TrainDeck::Ui;

namespace {

// A layered, mostly forward graph like a big pipeline: ranks of nodes, edges to the next
// ranks, a few back edges, subgraphs every 25 nodes.
QByteArray chart(int nodes, int edges, quint32 seed)
{
    QRandomGenerator rng(seed);
    QByteArray t = "flowchart TD\n";
    const int perRank = 8;
    for (int i = 0; i < nodes; ++i) {
        if (i % 25 == 0)
            t += "subgraph g" + QByteArray::number(i / 25) + " [group " + QByteArray::number(i / 25)
                 + "]\n";
        t += "  n" + QByteArray::number(i) + "(\"step " + QByteArray::number(i) + "\")\n";
        if (i % 25 == 24 || i == nodes - 1)
            t += "end\n";
    }
    for (int e = 0; e < edges; ++e) {
        const int a = int(rng.bounded(nodes));
        int b = std::min(nodes - 1, a + perRank / 2 + int(rng.bounded(perRank * 2)));
        if (rng.bounded(20) == 0)
            b = int(rng.bounded(nodes));
        const char *op = e % 7 == 0 ? " -.-> " : e % 11 == 0 ? " -->|label| " : " --> ";
        t += "n" + QByteArray::number(a) + op + "n" + QByteArray::number(b) + "\n";
    }
    return t;
}

struct Times
{
    double parse = 0;
    double layout = 0;
    double scene = 0;
    double total() const { return parse + layout + scene; }
};

Times run(const QByteArray &text)
{
    Times t;
    QElapsedTimer timer;
    timer.start();
    auto parsed = MermaidParser::parse(text);
    t.parse = timer.nsecsElapsed() / 1e6;
    if (!parsed)
        qFatal("bench chart does not parse: %s", qPrintable(parsed.error().message));
    timer.restart();
    auto layout = GraphvizLayout::layout(*parsed);
    t.layout = timer.nsecsElapsed() / 1e6;
    if (!layout)
        qFatal("layout failed");
    timer.restart();
    DiagramScene scene;
    if (!scene.setFlowchart(*parsed))
        qFatal("scene failed");
    t.scene = timer.nsecsElapsed() / 1e6;
    return t;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.at(v.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    const QByteArray big = chart(200, 400, 7);
    const QByteArray small = chart(20, 40, 7);
    run(small); // warm up: Graphviz loads its plugins once per process
    constexpr int rounds = 7;
    QList<double> parse, layoutOnly, sceneBuild, total, smallTotal;
    for (int i = 0; i < rounds; ++i) {
        const Times t = run(big);
        parse << t.parse;
        total << t.total();
        sceneBuild << t.scene;
        layoutOnly << t.layout;
        smallTotal << run(small).total();
    }
    // DiagramScene::setFlowchart lays out again with its own font metrics, so the scene figure
    // includes a second layout; the end-to-end figure a user waits for is parse + scene.
    const double endToEnd = median(parse) + median(sceneBuild);
    std::printf("bench_diagram: 200 nodes / 400 edges, median of %d runs\n", rounds);
    std::printf("  parse                  %8.2f ms\n", median(parse));
    std::printf("  layout (headless)      %8.2f ms\n", median(layoutOnly));
    std::printf("  scene build (+layout)  %8.2f ms\n", median(sceneBuild));
    std::printf("  parse + layout + scene %8.2f ms  (target <= 200 ms: %s)\n",
                endToEnd,
                endToEnd <= 200 ? "met" : "MISSED");
    std::printf("  baseline: 20 nodes / 40 edges end to end %8.2f ms; ratio %.1fx for 10x the "
                "graph\n",
                median(smallTotal),
                endToEnd / median(smallTotal));
    std::printf("  baseline: parse alone is %.1f%% of the total\n",
                100.0 * median(parse) / endToEnd);
    return endToEnd <= 200 ? 0 : 1;
}
