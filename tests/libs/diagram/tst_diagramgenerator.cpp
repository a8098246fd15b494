// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// Diagrams generated from the JobPlan per backend.
#include "libs/diagram/diagramgenerator.h"
#include "libs/diagram/graphvizlayout.h"
#include "libs/diagram/mermaidparser.h"

#include "tests/support/exampleplan.h"

#include <QTest>

#include <algorithm>

using namespace TrainDeck;
using namespace TrainDeck::Diagram;

namespace {

QStringList edgeList(const Flowchart &c)
{
    QStringList out;
    for (const Edge &e : c.edges)
        out << e.from + QStringLiteral(" -> ") + e.to;
    std::sort(out.begin(), out.end());
    return out;
}

QStringList nodeIds(const Flowchart &c)
{
    QStringList out;
    for (const Node &n : c.nodes)
        out << n.id;
    std::sort(out.begin(), out.end());
    return out;
}

/// Every fact of a chart but source positions and declaration order, one line each, sorted.
QStringList facts(const Flowchart &c)
{
    QStringList out;
    for (const Node &n : c.nodes)
        out << QStringLiteral("node %1 [%2] shape=%3 classes=%4 in=%5 style=%6")
                   .arg(n.id,
                        n.label,
                        QString::number(int(n.shape)),
                        n.classes.join(u','),
                        n.subgraph,
                        n.style.toMermaid());
    for (const Edge &e : c.edges)
        out << QStringLiteral("edge %1 -> %2 [%3] stroke=%4 tail=%5 head=%6 length=%7")
                   .arg(e.from,
                        e.to,
                        e.label,
                        QString::number(int(e.stroke)),
                        QString::number(int(e.tailHead)),
                        QString::number(int(e.headHead)),
                        QString::number(e.length));
    for (const Subgraph &g : c.subgraphs) {
        QStringList members = g.nodes;
        std::sort(members.begin(), members.end());
        out << QStringLiteral("subgraph %1 [%2] in=%3 members=%4")
                   .arg(g.id, g.title, g.parent, members.join(u','));
    }
    for (const QString &name : c.classDefOrder)
        out << QStringLiteral("classDef %1 %2").arg(name, c.classDefs.value(name).toMermaid());
    out << QStringLiteral("direction %1").arg(int(c.direction));
    std::sort(out.begin(), out.end());
    return out;
}

QStringList sorted(QStringList l)
{
    std::sort(l.begin(), l.end());
    return l;
}

} // namespace

class TestDiagramGenerator final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fourNodeDockerJob_data();
    void fourNodeDockerJob();
    void everyBackendLaysOut_data();
    void everyBackendLaysOut();
    void largeJobsCollapse();
    void exportReadsBackAsTheChart_data();
    void exportReadsBackAsTheChart();
};

void TestDiagramGenerator::fourNodeDockerJob_data()
{
    QTest::addColumn<BackendKind>("backend");
    QTest::addColumn<QString>("engineLabel");
    QTest::addRow("docker") << BackendKind::Docker << QStringLiteral("Docker Engine");
    QTest::addRow("podman") << BackendKind::Podman << QStringLiteral("Podman engine");
}

void TestDiagramGenerator::fourNodeDockerJob()
{
    QFETCH(const BackendKind, backend);
    QFETCH(const QString, engineLabel);
    const JobPlan plan = examplePlan(backend);
    const auto chart = DiagramGenerator::flowchart(plan);
    QVERIFY2(chart.ok(), qPrintable(chart ? QString() : chart.error().message));
    QVERIFY(chart->warnings.isEmpty());
    QCOMPARE(nodeIds(*chart),
             sorted({"client",
                     "engine",
                     "images",
                     "network",
                     "dataset-initializer",
                     "model-initializer",
                     "workspace",
                     "node-0",
                     "node-1",
                     "node-2",
                     "node-3",
                     "logs",
                     "cleanup"}));
    QCOMPARE(edgeList(*chart),
             sorted({"client -> engine",
                     "engine -> images",
                     "engine -> network",
                     "network -> dataset-initializer",
                     "network -> model-initializer",
                     "dataset-initializer -> workspace",
                     "model-initializer -> workspace",
                     "workspace -> nodes",
                     "node-0 -> node-1",
                     "node-0 -> node-2",
                     "node-0 -> node-3",
                     "nodes -> logs",
                     "engine -> cleanup"}));
    QCOMPARE(chart->node(QStringLiteral("engine"))->label, engineLabel);
    // The DDP links run both ways; the nodes sit in the nodes frame inside the job frame.
    for (const Edge &e : chart->edges) {
        if (e.from == QLatin1String("node-0")) {
            QCOMPARE(e.tailHead, ArrowHead::Arrow);
            QCOMPARE(e.label, QStringLiteral("DDP"));
        }
    }
    QCOMPARE(chart->node(QStringLiteral("node-2"))->subgraph, QStringLiteral("nodes"));
    QCOMPARE(chart->subgraph(QStringLiteral("nodes"))->parent, QStringLiteral("job"));
    QCOMPARE(chart->node(QStringLiteral("dataset-initializer"))->subgraph,
             QStringLiteral("initializers"));
    QVERIFY(chart->node(QStringLiteral("images"))
                ->label.contains(plan.step(QStringLiteral("node-0"))->image));
    QVERIFY(chart->node(QStringLiteral("network"))->label.contains(plan.networks.first().name));
    QVERIFY(chart->node(QStringLiteral("dataset-initializer"))
                ->label.contains(QLatin1String("s3://datasets/mnist")));
}

void TestDiagramGenerator::everyBackendLaysOut_data()
{
    QTest::addColumn<BackendKind>("backend");
    QTest::addColumn<QStringList>("expectedIds");
    QTest::addRow("local") << BackendKind::Local << QStringList{"script", "venv", "cleanup"};
    QTest::addRow("kubernetes")
        << BackendKind::Kubernetes
        << QStringList{"trainjob", "validation", "mlpolicy", "build", "status", "jobset"};
    QTest::addRow("docker") << BackendKind::Docker << QStringList{"engine", "network"};
}

void TestDiagramGenerator::everyBackendLaysOut()
{
    QFETCH(const BackendKind, backend);
    QFETCH(const QStringList, expectedIds);
    const JobPlan plan = examplePlan(backend);
    const auto chart = DiagramGenerator::flowchart(plan);
    QVERIFY(chart.ok());
    for (const QString &id : expectedIds)
        QVERIFY2(chart->node(id), qPrintable(id));
    for (const PlanStep &s : plan.steps)
        QVERIFY2(chart->node(s.name), qPrintable(s.name));
    QVERIFY(GraphvizLayout::layout(*chart).ok());
    if (backend == BackendKind::Kubernetes) {
        QCOMPARE(chart->node(QStringLiteral("validation"))->subgraph, QStringLiteral("controller"));
        QVERIFY(!chart->node(QStringLiteral("cleanup")));
    }
}

void TestDiagramGenerator::largeJobsCollapse()
{
    const JobPlan plan = examplePlan(BackendKind::Docker, 12);
    const auto collapsed = DiagramGenerator::flowchart(plan);
    QVERIFY(collapsed.ok());
    const QString summary = DiagramGenerator::summaryNodeId();
    QVERIFY(collapsed->node(summary));
    QVERIFY(collapsed->node(QStringLiteral("node-0")));
    QVERIFY(collapsed->node(QStringLiteral("node-1")));
    QVERIFY(collapsed->node(QStringLiteral("node-11")));
    QVERIFY(!collapsed->node(QStringLiteral("node-5")));
    QCOMPARE(DiagramGenerator::collapsedSteps(plan, {}).size(), 9);
    QVERIFY(collapsed->node(summary)->label.contains(QString::fromUtf8("node-2 … node-10")));

    DiagramGenerator::Options expand;
    expand.expandNodes = true;
    const auto full = DiagramGenerator::flowchart(plan, expand);
    QVERIFY(full.ok());
    QVERIFY(!full->node(summary));
    for (int i = 0; i < 12; ++i)
        QVERIFY(full->node(QStringLiteral("node-%1").arg(i)));
    QVERIFY(DiagramGenerator::collapsedSteps(plan, expand).isEmpty());
    // Eight nodes or fewer are never collapsed.
    QVERIFY(DiagramGenerator::collapsedSteps(examplePlan(BackendKind::Docker, 8), {}).isEmpty());
}

void TestDiagramGenerator::exportReadsBackAsTheChart_data()
{
    QTest::addColumn<BackendKind>("backend");
    QTest::addColumn<int>("nodes");
    for (BackendKind b :
         {BackendKind::Docker, BackendKind::Podman, BackendKind::Local, BackendKind::Kubernetes}) {
        for (int n : {1, 4, 12})
            QTest::addRow("%s-%d", qPrintable(enumName(b)), n) << b << n;
    }
}

// The generator builds the chart itself; the Mermaid export must describe that same chart, or
// an exported diagram would show something other than the architecture view.
void TestDiagramGenerator::exportReadsBackAsTheChart()
{
    QFETCH(const BackendKind, backend);
    QFETCH(const int, nodes);
    const JobPlan plan = examplePlan(backend, nodes);
    const auto chart = DiagramGenerator::flowchart(plan);
    QVERIFY(chart.ok());
    const auto parsed = MermaidParser::parse(DiagramGenerator::mermaid(plan));
    QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().toString()));
    QVERIFY(parsed->warnings.isEmpty());
    QCOMPARE(facts(*parsed), facts(*chart));
}

QTEST_GUILESS_MAIN(TestDiagramGenerator)
#include "tst_diagramgenerator.moc"
