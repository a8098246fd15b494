// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
// The architecture view's scene and view: items per shape, edges ending on node
// outlines, live states, clicks, collapse/expand, and rendered PNGs (scene and Graphviz) that
// are not blank. Writes the docs screenshot to $TRAINDECK_SCREENSHOT_DIR when set.
#include "libs/diagram/diagramgenerator.h"
#include "libs/diagram/graphvizrenderer.h"
#include "libs/diagram/mermaidparser.h"
#include "ui/diagram/clusteritem.h"
#include "ui/diagram/diagramscene.h"
#include "ui/diagram/diagramview.h"
#include "ui/diagram/edgeitem.h"
#include "ui/diagram/jobdiagramcontroller.h"
#include "ui/diagram/nodeitem.h"

#include "tests/support/exampleplan.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QtMath>

using namespace TrainDeck;
using namespace TrainDeck::Diagram;
using namespace TrainDeck::Ui;

namespace {

const char *const kChart = R"(flowchart LR
    client([TrainDeck]) -->|API| engine{{Docker Engine}}
    engine -->|1. pull| images[(images)]
    subgraph job [TrainJob demo]
        subgraph nodes [Nodes]
            n0(node-0)
            n1(node-1)
        end
        ws[(workspace)]
    end
    engine --> ws
    ws -->|mounted| nodes
    n0 <-->|DDP| n1
    nodes -.->|logs| logs>logs]
    engine -.-x cleanup[/cleanup/]
    q{ok?} --o n1
    style q fill:#fde68a
)";

// True when p lies on the boundary of `shape` (some nearby points inside, some outside).
bool onOutline(const QPainterPath &shape, const QPointF &p, qreal radius = 2.0)
{
    int inside = 0;
    for (int i = 0; i < 24; ++i) {
        const qreal a = i * 2 * M_PI / 24;
        inside += shape.contains(p + QPointF(std::cos(a), std::sin(a)) * radius);
    }
    return inside > 0 && inside < 24;
}

// Fraction of pixels that differ from the background, and how many distinct colours.
QPair<double, int> content(const QImage &image)
{
    const QImage img = image.convertToFormat(QImage::Format_RGB32);
    const QRgb bg = img.pixel(0, 0);
    qint64 differing = 0;
    QSet<QRgb> colours;
    for (int y = 0; y < img.height(); y += 2) {
        for (int x = 0; x < img.width(); x += 2) {
            const QRgb c = img.pixel(x, y);
            differing += c != bg;
            if (colours.size() < 1000)
                colours.insert(c);
        }
    }
    return {double(differing) / ((img.width() / 2) * (img.height() / 2)), int(colours.size())};
}

StepSnapshot step(const QString &name, StepState state, const QString &object)
{
    StepSnapshot s;
    s.name = name;
    s.state = state;
    s.objectName = object;
    s.image = QStringLiteral("pytorch/pytorch:2.5.1-cuda12.4-cudnn9-runtime");
    if (state == StepState::Succeeded)
        s.exitCode = 0;
    return s;
}

} // namespace

class TestDiagramScene final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void itemsFollowTheChart();
    void edgesEndOnNodeOutlines();
    void liveStatesAndClicks();
    void autoFitStaysReadable();
    void renderedPngsAreNotBlank();
    void controllerCollapsesAndExpands();
    void screenshotOfRunningDockerJob();
};

void TestDiagramScene::itemsFollowTheChart()
{
    const auto chart = MermaidParser::parse(QByteArray(kChart));
    QVERIFY(chart);
    DiagramScene scene;
    QSignalSpy changed(&scene, &DiagramScene::diagramChanged);
    QVERIFY(changed.isValid());
    QVERIFY(scene.setFlowchart(*chart).ok());
    QCOMPARE(changed.size(), 1);
    int nodes = 0, edges = 0, clusters = 0;
    for (QGraphicsItem *item : scene.items()) {
        nodes += item->type() == NodeItem::Type;
        edges += item->type() == EdgeItem::Type;
        clusters += item->type() == ClusterItem::Type;
    }
    QCOMPARE(nodes, chart->nodes.size());
    QCOMPARE(edges, chart->edges.size());
    QCOMPARE(clusters, chart->subgraphs.size());
    QCOMPARE(scene.nodeItem(QStringLiteral("engine"))->nodeShape(), NodeShape::Hexagon);
    QCOMPARE(scene.nodeItem(QStringLiteral("images"))->nodeShape(), NodeShape::Cylinder);
    // Frames contain their nodes; nodes do not overlap.
    QVERIFY(scene.clusterItem(QStringLiteral("nodes"))
                ->rect()
                .contains(scene.nodeItem(QStringLiteral("n0"))->rect()));
    QVERIFY(scene.clusterItem(QStringLiteral("job"))
                ->rect()
                .contains(scene.clusterItem(QStringLiteral("nodes"))->rect()));
    QVERIFY(!scene.nodeItem(QStringLiteral("n0"))
                 ->rect()
                 .intersects(scene.nodeItem(QStringLiteral("n1"))->rect()));
    // Labels fit in their nodes in the scene's own font.
    const QFontMetricsF fm(scene.nodeFont());
    const NodeItem *engine = scene.nodeItem(QStringLiteral("engine"));
    QVERIFY(fm.horizontalAdvance(engine->label()) < engine->rect().width());
    QVERIFY(scene.toMermaid().contains(QLatin1String("engine{{\"Docker Engine\"}}")));
}

void TestDiagramScene::edgesEndOnNodeOutlines()
{
    const auto chart = MermaidParser::parse(QByteArray(kChart));
    DiagramScene scene;
    QVERIFY(scene.setFlowchart(*chart).ok());
    for (const EdgeItem *e : scene.edgeItems()) {
        auto outlineOf = [&](const QString &id) {
            if (NodeItem *n = scene.nodeItem(id))
                return n->shape();
            QPainterPath p;
            p.addRect(scene.clusterItem(id)->rect());
            return p;
        };
        QVERIFY2(onOutline(outlineOf(e->from()), e->geometry().tailTip),
                 qPrintable(e->from() + QStringLiteral(" -> ") + e->to()));
        QVERIFY2(onOutline(outlineOf(e->to()), e->geometry().headTip),
                 qPrintable(e->from() + QStringLiteral(" -> ") + e->to()));
    }
}

void TestDiagramScene::liveStatesAndClicks()
{
    const auto chart = MermaidParser::parse(QByteArray(kChart));
    DiagramScene scene;
    QVERIFY(scene.setFlowchart(*chart).ok());
    DiagramView view(&scene);
    view.resize(900, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    scene.setNodeStatus(QStringLiteral("n0"), StepState::Running, QStringLiteral("container x"));
    QCOMPARE(scene.nodeItem(QStringLiteral("n0"))->status(), StepState::Running);
    QCOMPARE(scene.nodeItem(QStringLiteral("n0"))->toolTip(), QStringLiteral("container x"));
    scene.setNodeStatus(QStringLiteral("n0"), StepState::Failed);
    QCOMPARE(scene.nodeStatus(QStringLiteral("n0")), StepState::Failed);
    scene.clearNodeStatus(QStringLiteral("n0"));
    QCOMPARE(scene.nodeItem(QStringLiteral("n0"))->status(), std::nullopt);
    // A state for an id the chart lacks waits for a chart that has it.
    scene.setNodeStatus(QStringLiteral("later"), StepState::Succeeded);
    QVERIFY(scene.setFlowchart(*MermaidParser::parse(QByteArray("graph TD\nlater --> x\n"))).ok());
    QCOMPARE(scene.nodeItem(QStringLiteral("later"))->status(), StepState::Succeeded);
    QVERIFY(scene.setFlowchart(*chart).ok());

    QSignalSpy activated(&scene, &DiagramScene::nodeActivated);
    QVERIFY(activated.isValid());
    const QPoint at = view.mapFromScene(scene.nodeItem(QStringLiteral("n1"))->rect().center());
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
    QTRY_COMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toString(), QStringLiteral("n1"));
    // A click on empty background activates nothing.
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(activated.size(), 1);

    const qreal before = view.zoom();
    view.zoomIn();
    QVERIFY(view.zoom() > before);
    QVERIFY(!view.autoFit());
    view.fitToView();
    QVERIFY(view.autoFit());
    view.resetZoom();
    QCOMPARE(view.zoom(), 1.0);
}

void TestDiagramScene::autoFitStaysReadable()
{
    const auto chart = MermaidParser::parse(QByteArray(kChart));
    DiagramScene scene;
    QVERIFY(scene.setFlowchart(*chart).ok());
    QVERIFY(scene.statusNodesRect().isNull());
    scene.setNodeStatus(QStringLiteral("n1"), StepState::Running);
    QCOMPARE(scene.statusNodesRect(), scene.nodeItem(QStringLiteral("n1"))->sceneBoundingRect());

    // A short, wide view: fitting the whole chart would shrink it far below natural size.
    DiagramView view(&scene);
    view.resize(420, 110);
    view.setReadableZoom(0.85);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_COMPARE(view.zoom(), 0.85);
    QVERIFY(view.autoFit());
    // The live step is what stays in sight.
    const QRectF visible = view.mapToScene(view.viewport()->rect()).boundingRect();
    QVERIFY2(visible.contains(scene.nodeItem(QStringLiteral("n1"))->sceneBoundingRect()),
             "the running step is not in view");
    QVERIFY(!visible.contains(scene.itemsBoundingRect()));
    // A new chart (a re-plan) keeps the rule.
    QVERIFY(scene.setFlowchart(*chart).ok());
    QCOMPARE(view.zoom(), 0.85);

    // F fits the whole chart, however small that makes it.
    view.fitToView();
    QVERIFY(view.zoom() < 0.85);
    // (Once the scroll bars the zoomed view had are gone.)
    QTRY_VERIFY(view.mapToScene(view.viewport()->rect())
                    .boundingRect()
                    .contains(scene.sceneRect().adjusted(2, 2, -2, -2)));
    // and stays whole across a resize and a new chart.
    view.resize(440, 120);
    QVERIFY(scene.setFlowchart(*chart).ok());
    QTRY_VERIFY(view.zoom() < 0.85);
    // Zooming by hand ends the automatic fit; fitReadable brings it back.
    view.zoomIn();
    QVERIFY(!view.autoFit());
    view.fitReadable();
    QVERIFY(view.autoFit());
    QCOMPARE(view.zoom(), 0.85);

    // Without a readable zoom the automatic fit is the whole chart.
    DiagramView whole(&scene);
    whole.resize(420, 110);
    whole.show();
    QVERIFY(QTest::qWaitForWindowExposed(&whole));
    QTRY_VERIFY(whole.zoom() < 0.85);
}

void TestDiagramScene::renderedPngsAreNotBlank()
{
    const auto chart = MermaidParser::parse(QByteArray(kChart));
    DiagramScene scene;
    QVERIFY(scene.setFlowchart(*chart).ok());
    scene.setNodeStatus(QStringLiteral("n0"), StepState::Running);

    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("scene.png"));
    QVERIFY(scene.exportPng(png).ok());
    QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), (scene.sceneRect().size() * 2).toSize());
    auto [ink, colours] = content(image);
    QVERIFY2(ink > 0.03 && ink < 0.9, qPrintable(QString::number(ink)));
    QVERIFY(colours > 20);
    // The running node's fill shows up in its rectangle.
    const QRectF r = scene.nodeItem(QStringLiteral("n0"))->rect();
    const QColor fill
        = image.pixelColor((r.center() + QPointF(0, r.height() / 3) * 0.9).toPoint() * 2);
    QCOMPARE(fill.name(), DiagramTheme::statusColours(StepState::Running).fill);

    const QString svg = dir.filePath(QStringLiteral("scene.svg"));
    QVERIFY(scene.exportSvg(svg).ok());
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    QVERIFY(svgFile.readAll().contains("<svg"));

    const auto gv = GraphvizRenderer::render(*chart);
    QVERIFY(gv.ok());
    const QImage gvImage = QImage::fromData(*gv, "PNG");
    QVERIFY(!gvImage.isNull());
    std::tie(ink, colours) = content(gvImage);
    QVERIFY2(ink > 0.03 && ink < 0.9, qPrintable(QString::number(ink)));
    QVERIFY(colours > 20);
    QVERIFY(!scene.exportPng(QStringLiteral("/nonexistent-dir/x.png")).ok());
}

void TestDiagramScene::controllerCollapsesAndExpands()
{
    DiagramScene scene;
    JobDiagramController controller(&scene);
    const JobPlan plan = examplePlan(BackendKind::Docker, 12);
    QVERIFY(controller.setPlan(plan).ok());
    QVERIFY(scene.nodeItem(DiagramGenerator::summaryNodeId()));
    QVERIFY(!scene.nodeItem(QStringLiteral("node-5")));

    JobSnapshot snap;
    snap.name = plan.jobName;
    for (const PlanStep &s : plan.steps)
        snap.steps << step(s.name,
                           s.name == QLatin1String("node-7") ? StepState::Failed
                                                             : StepState::Running,
                           s.objectName);
    controller.applySnapshot(snap);
    // The summary shows the worst hidden state.
    QCOMPARE(scene.nodeStatus(DiagramGenerator::summaryNodeId()), StepState::Failed);
    QVERIFY(scene.nodeItem(QStringLiteral("node-0"))
                ->toolTip()
                .contains(plan.step(QStringLiteral("node-0"))->objectName));

    QSignalSpy stepSpy(&controller, &JobDiagramController::stepActivated);
    QVERIFY(stepSpy.isValid());
    scene.activateNode(QStringLiteral("node-0"));
    QCOMPARE(stepSpy.size(), 1);
    QCOMPARE(stepSpy.first().first().toString(), QStringLiteral("node-0"));
    scene.activateNode(QStringLiteral("engine"));
    QCOMPARE(stepSpy.size(), 1);

    scene.activateNode(DiagramGenerator::summaryNodeId());
    QTRY_VERIFY(controller.isExpanded());
    QVERIFY(scene.nodeItem(QStringLiteral("node-5")));
    QVERIFY(!scene.nodeItem(DiagramGenerator::summaryNodeId()));
    QCOMPARE(scene.nodeItem(QStringLiteral("node-7"))->status(), StepState::Failed);
}

void TestDiagramScene::screenshotOfRunningDockerJob()
{
    DiagramScene scene;
    JobDiagramController controller(&scene);
    const JobPlan plan = examplePlan(BackendKind::Docker, 2);
    QVERIFY(controller.setPlan(plan).ok());
    JobSnapshot snap;
    snap.name = plan.jobName;
    snap.steps
        << step(QStringLiteral("dataset-initializer"),
                StepState::Succeeded,
                QStringLiteral("fine-tune-4-dataset-initializer"))
        << step(QStringLiteral("model-initializer"),
                StepState::Succeeded,
                QStringLiteral("fine-tune-4-model-initializer"))
        << step(QStringLiteral("node-0"), StepState::Running, QStringLiteral("fine-tune-4-node-0"))
        << step(QStringLiteral("node-1"), StepState::Running, QStringLiteral("fine-tune-4-node-1"));
    controller.applySnapshot(snap);
    DiagramView view(&scene);
    view.resize(1280, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.fitToView();
    const QImage shot = view.grab().toImage();
    QVERIFY(content(shot).first > 0.03);
    const QString dir = qEnvironmentVariable("TRAINDECK_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QVERIFY(shot.save(dir + QStringLiteral("/architecture-view.png")));
        QVERIFY(scene.exportPng(dir + QStringLiteral("/architecture-view-export.png")).ok());
    }
}

QTEST_MAIN(TestDiagramScene)
#include "tst_diagramscene.moc"
