// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QGraphicsView>

namespace TrainDeck::Diagram {

class DiagramScene;

/// Zoom (wheel, Ctrl+wheel, +/-), pan (drag the background), fit (F, or automatically until
/// the user zooms) and reset (0) over a DiagramScene.
class DiagramView final : public QGraphicsView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DiagramView)

public:
    explicit DiagramView(DiagramScene *scene, QWidget *parent = nullptr);

    qreal zoom() const;
    bool autoFit() const { return m_autoFit; }

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void resetZoom();
    void fitToView();
    void setZoom(qreal factor);

Q_SIGNALS:
    void zoomChanged(qreal factor);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void zoomBy(qreal factor);

    bool m_autoFit = true;
};

} // namespace TrainDeck::Diagram
