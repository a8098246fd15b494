// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/diagram/diagramscene.h"

#include "libs/diagram/csscolour.h"
#include "libs/diagram/diagramtheme.h"
#include "libs/diagram/graphvizlayout.h"
#include "libs/diagram/mermaidwriter.h"
#include "ui/diagram/clusteritem.h"
#include "ui/diagram/edgeitem.h"
#include "ui/diagram/nodeitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cmath>

using namespace TrainDeck::Diagram;

namespace TrainDeck::Ui {

namespace {

QColor colourOr(const QString &css, const QString &fallback)
{
    const QString n = CssColour::normalize(css);
    QColor c = n.isEmpty() ? QColor() : QColor::fromString(CssColour::toQtName(n));
    return c.isValid() ? c : QColor::fromString(fallback);
}

qreal widthOr(const QString &css, qreal fallback)
{
    QString w = css.trimmed();
    if (w.endsWith(QLatin1String("px")))
        w.chop(2);
    bool ok = false;
    const qreal v = w.toDouble(&ok);
    return ok && v > 0 && v < 20 ? v : fallback;
}

QString mix(const QColor &a, const QColor &b, qreal t)
{
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t,
                            a.greenF() * (1 - t) + b.greenF() * t,
                            a.blueF() * (1 - t) + b.blueF() * t)
        .name();
}

} // namespace

DiagramScene::DiagramScene(QObject *parent)
    : QGraphicsScene(parent)
{
    m_theme = DiagramTheme::standard();
    const DiagramTheme &t = m_theme;
    m_nodeFont = QFont(t.fontFamily);
    m_nodeFont.setPixelSize(int(t.nodeFontSize));
    m_edgeFont = QFont(t.fontFamily);
    m_edgeFont.setPixelSize(int(t.edgeFontSize));
    m_titleFont = QFont(t.fontFamily);
    m_titleFont.setPixelSize(int(t.titleFontSize));
    m_titleFont.setWeight(QFont::DemiBold);
    setBackgroundBrush(QColor::fromString(t.background));
}

DiagramScene::~DiagramScene() = default;

void DiagramScene::applyPalette(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    const bool dark = base.lightnessF() < 0.5 && text.lightnessF() > base.lightnessF();
    DiagramTheme t = DiagramTheme::standard();
    if (dark) {
        const QColor accent = palette.color(QPalette::Highlight);
        t.background = base.name();
        t.nodeFill = mix(base, accent, 0.22);
        t.nodeStroke = mix(accent, text, 0.35);
        t.nodeText = text.name();
        t.edgeStroke = mix(text, base, 0.4);
        t.edgeText = mix(text, base, 0.15);
        t.edgeLabelFill = base.name();
        t.clusterFill = mix(base, text, 0.05);
        t.clusterFillNested = mix(base, text, 0.09);
        t.clusterStroke = mix(text, base, 0.65);
        t.clusterText = mix(text, base, 0.25);
    }
    if (dark == m_dark && t.background == m_theme.background)
        return;
    m_dark = dark;
    m_theme = t;
    setBackgroundBrush(QColor::fromString(t.background));
    if (!m_chart.nodes.isEmpty()) {
        const Flowchart chart = m_chart;
        (void)setFlowchart(chart); // laid out before: cannot fail now
    } else {
        update();
    }
}

QSizeF DiagramScene::measure(const QString &text, TextRole role) const
{
    if (role == TextRole::NodeLabel) {
        // Mirrors NodeItem::paint: a bold first line, smaller detail lines.
        const QStringList lines = text.split(QLatin1Char('\n'));
        QFont bold = m_nodeFont;
        if (lines.size() > 1)
            bold.setWeight(QFont::DemiBold);
        QFont detail = m_nodeFont;
        detail.setPixelSize(std::max(9, m_nodeFont.pixelSize() - 2));
        const QFontMetricsF fb(bold);
        const QFontMetricsF fd(detail);
        qreal w = fb.horizontalAdvance(lines.first());
        qreal h = fb.height();
        for (int i = 1; i < lines.size(); ++i) {
            w = std::max(w, fd.horizontalAdvance(lines.at(i)));
            h += fd.height();
        }
        return {std::ceil(w + 2), std::ceil(h)};
    }
    const QFontMetricsF fm(role == TextRole::EdgeLabel ? m_edgeFont : m_titleFont);
    const QRectF r = fm.boundingRect(QRectF(0, 0, 4000, 4000), Qt::AlignCenter, text);
    return {std::ceil(r.width() + 2), std::ceil(r.height())};
}

Result<void> DiagramScene::setFlowchart(const Flowchart &chart)
{
    auto laid = GraphvizLayout::layout(
        chart, [this](const QString &text, TextRole role) { return measure(text, role); });
    if (!laid)
        return laid.error();
    clear();
    m_nodeItems.clear();
    m_clusterItems.clear();
    m_edgeItems.clear();
    m_chart = chart;
    m_layout = std::move(*laid);
    const DiagramTheme &t = m_theme;

    for (const Subgraph &s : m_chart.subgraphs) {
        auto *item = new ClusterItem(s.id, s.title, m_layout.clusters.value(s.id), m_titleFont);
        addItem(item);
        m_clusterItems.insert(s.id, item);
    }
    const Style linkDefault = m_chart.defaultLinkStyle.value_or(Style{});
    for (int i = 0; i < m_chart.edges.size(); ++i) {
        const Edge &e = m_chart.edges.at(i);
        const Style st = linkDefault.mergedWith(e.style);
        auto *item
            = new EdgeItem(e,
                           m_layout.edges.at(i),
                           colourOr(st.stroke, t.edgeStroke),
                           colourOr(st.color, t.edgeText),
                           widthOr(st.strokeWidth, e.stroke == EdgeStroke::Thick ? 3.0 : 1.5),
                           m_edgeFont);
        addItem(item);
        m_edgeItems << item;
    }
    for (const Node &n : m_chart.nodes) {
        const Style st = m_chart.effectiveStyle(n);
        NodeItem::Look look;
        look.fill = colourOr(st.fill, t.nodeFill);
        look.stroke = colourOr(st.stroke, t.nodeStroke);
        look.text = colourOr(st.color, t.nodeText);
        if (m_dark && look.fill.lightnessF() > 0.6) {
            // A light fill the chart asks for keeps its hue, dimmed into the dark background,
            // with the palette's text on it.
            look.fill = QColor::fromString(mix(look.fill, QColor::fromString(t.background), 0.8));
            look.text = QColor::fromString(t.nodeText);
        }
        look.penWidth = widthOr(st.strokeWidth, 1.5);
        look.dashed = !st.strokeDasharray.isEmpty();
        auto *item = new NodeItem(n, m_layout.nodes.value(n.id), look, m_nodeFont);
        addItem(item);
        m_nodeItems.insert(n.id, item);
        if (auto it = m_status.constFind(n.id); it != m_status.cend()) {
            item->setStatus(it->state);
            item->setToolTip(it->tooltip);
        }
    }
    setSceneRect(m_layout.bounds);
    Q_EMIT diagramChanged();
    return {};
}

void DiagramScene::setNodeStatus(const QString &nodeId, StepState state, const QString &tooltip)
{
    m_status.insert(nodeId, {state, tooltip});
    if (NodeItem *item = m_nodeItems.value(nodeId)) {
        item->setStatus(state);
        item->setToolTip(tooltip);
    }
}

void DiagramScene::clearNodeStatus(const QString &nodeId)
{
    m_status.remove(nodeId);
    if (NodeItem *item = m_nodeItems.value(nodeId)) {
        item->setStatus(std::nullopt);
        item->setToolTip({});
    }
}

std::optional<StepState> DiagramScene::nodeStatus(const QString &nodeId) const
{
    if (auto it = m_status.constFind(nodeId); it != m_status.cend())
        return it->state;
    return std::nullopt;
}

QRectF DiagramScene::statusNodesRect() const
{
    QRectF rect;
    for (auto it = m_status.cbegin(); it != m_status.cend(); ++it) {
        if (const NodeItem *item = m_nodeItems.value(it.key()))
            rect = rect.united(item->sceneBoundingRect());
    }
    return rect;
}

void DiagramScene::activateNode(const QString &nodeId)
{
    Q_EMIT nodeActivated(nodeId);
}

QImage DiagramScene::renderImage(qreal scale)
{
    const QRectF source = sceneRect();
    QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1);
    image.fill(QColor::fromString(m_theme.background));
    QPainter p(&image);
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing
                     | QPainter::SmoothPixmapTransform);
    render(&p, QRectF(QPointF(0, 0), source.size() * scale), source);
    p.end();
    return image;
}

Result<void> DiagramScene::exportPng(const QString &path, qreal scale)
{
    const QImage image = renderImage(scale);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || !image.save(&f, "PNG") || !f.commit())
        return Error::make(Error::Kind::Io, tr("cannot write %1: %2").arg(path, f.errorString()))
            .at(path);
    return {};
}

Result<void> DiagramScene::exportSvg(const QString &path)
{
    // QSvgGenerator records exactly what the view paints, states and badges included.
    QSvgGenerator gen;
    gen.setFileName(path);
    const QRectF r = sceneRect();
    gen.setSize(r.size().toSize());
    gen.setViewBox(QRectF(QPointF(0, 0), r.size()));
    gen.setTitle(tr("TrainDeck architecture diagram"));
    QPainter p;
    if (!p.begin(&gen))
        return Error::make(Error::Kind::Io, tr("cannot write %1").arg(path)).at(path);
    p.fillRect(QRectF(QPointF(0, 0), r.size()), QColor::fromString(m_theme.background));
    render(&p, QRectF(QPointF(0, 0), r.size()), r);
    p.end();
    return {};
}

QString DiagramScene::toMermaid() const
{
    return MermaidWriter::write(m_chart);
}

} // namespace TrainDeck::Ui
