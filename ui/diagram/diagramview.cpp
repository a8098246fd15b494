// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/diagram/diagramview.h"

#include "ui/diagram/diagramscene.h"

#include <QAction>
#include <QKeyEvent>
#include <QWheelEvent>

#include <cmath>

using namespace TrainDeck::Diagram;

namespace TrainDeck::Ui {

namespace {
constexpr qreal kMinZoom = 0.05;
constexpr qreal kMaxZoom = 8.0;
constexpr qreal kStep = 1.2;
} // namespace

DiagramView::DiagramView(DiagramScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing
                   | QPainter::SmoothPixmapTransform);
    setDragMode(ScrollHandDrag);
    setTransformationAnchor(AnchorUnderMouse);
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(SmartViewportUpdate);
    setFrameShape(QFrame::NoFrame);
    scene->applyPalette(palette());
    setBackgroundBrush(scene->backgroundBrush());
    connect(scene, &DiagramScene::diagramChanged, this, [this] { refit(); });
    const QList<KeyShortcut> keys = shortcuts();
    const std::pair<ShortcutId, void (DiagramView::*)()> handlers[] = {
        {ZoomInShortcut, &DiagramView::zoomIn},
        {ZoomOutShortcut, &DiagramView::zoomOut},
        {ResetZoomShortcut, &DiagramView::resetZoom},
        {FitShortcut, &DiagramView::fitToView},
    };
    for (const auto &[id, slot] : handlers) {
        QAction *a = keys[id].addTo(this, Qt::WidgetShortcut);
        connect(a, &QAction::triggered, this, slot);
        m_shortcutActions << a;
    }
}

QList<KeyShortcut> DiagramView::shortcuts()
{
    return {
        {tr("Zoom In"),
         {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)},
         tr("Draw the architecture larger")},
        {tr("Zoom Out"), {QKeySequence(Qt::Key_Minus)}, tr("Draw the architecture smaller")},
        {tr("Actual Size"), {QKeySequence(Qt::Key_0)}, tr("Draw the architecture at 100%")},
        {tr("Fit Architecture"),
         {QKeySequence(Qt::Key_F)},
         tr("Fit the whole architecture in the view")},
    };
}

qreal DiagramView::zoom() const
{
    return transform().m11();
}

void DiagramView::setZoom(qreal factor)
{
    factor = std::clamp(factor, kMinZoom, kMaxZoom);
    setTransform(QTransform::fromScale(factor, factor));
    Q_EMIT zoomChanged(factor);
}

void DiagramView::zoomBy(qreal factor)
{
    m_autoFit = false;
    const qreal target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    scale(target / zoom(), target / zoom());
    Q_EMIT zoomChanged(zoom());
}

void DiagramView::zoomIn()
{
    zoomBy(kStep);
}

void DiagramView::zoomOut()
{
    zoomBy(1 / kStep);
}

void DiagramView::resetZoom()
{
    m_autoFit = false;
    setZoom(1.0);
}

void DiagramView::fitToView()
{
    m_autoFit = true;
    m_wholeFit = true;
    fitWhole();
}

void DiagramView::fitReadable()
{
    m_autoFit = true;
    m_wholeFit = false;
    refit();
}

void DiagramView::refit()
{
    if (!m_autoFit)
        return;
    fitWhole();
    if (m_wholeFit || zoom() >= m_readableZoom || !scene() || scene()->sceneRect().isEmpty())
        return;
    setTransform(QTransform::fromScale(m_readableZoom, m_readableZoom));
    const QRectF steps = static_cast<DiagramScene *>(scene())->statusNodesRect();
    centerOn(steps.isNull() ? scene()->sceneRect().center() : steps.center());
    Q_EMIT zoomChanged(zoom());
}

void DiagramView::fitWhole()
{
    if (!scene() || scene()->sceneRect().isEmpty())
        return;
    fitInView(scene()->sceneRect().adjusted(-12, -12, 12, 12), Qt::KeepAspectRatio);
    // Small diagrams are not blown up past natural size: text would look bloated.
    if (zoom() > 1.0)
        setTransform(QTransform());
    centerOn(scene()->sceneRect().center());
    Q_EMIT zoomChanged(zoom());
}

void DiagramView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(std::pow(kStep, delta / 120.0));
    event->accept();
}

void DiagramView::keyPressEvent(QKeyEvent *event)
{
    // The shortcuts fire through the shortcut map in an active window; a key sent straight to
    // the view (another window active, a test) gets here and does the same.
    // Shift is how "+" is typed on many layouts; the keypad's keys are the same keys.
    const Qt::KeyboardModifiers mods
        = event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
    const QKeySequence pressed(QKeyCombination(mods, Qt::Key(event->key())));
    for (QAction *a : std::as_const(m_shortcutActions)) {
        for (const QKeySequence &k : a->shortcuts()) {
            if (k.matches(pressed) == QKeySequence::ExactMatch) {
                a->trigger();
                return;
            }
        }
    }
    QGraphicsView::keyPressEvent(event);
}

void DiagramView::changeEvent(QEvent *event)
{
    QGraphicsView::changeEvent(event);
    // A dark desktop theme (or a switch to one) recolours the diagram with the window.
    if (event->type() == QEvent::PaletteChange) {
        if (auto *diagram = qobject_cast<DiagramScene *>(scene())) {
            diagram->applyPalette(palette());
            setBackgroundBrush(diagram->backgroundBrush());
        }
    }
}

void DiagramView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    refit();
}

void DiagramView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    refit();
}

} // namespace TrainDeck::Ui
