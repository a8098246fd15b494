// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/keyshortcut.h"

#include <QGraphicsView>

namespace TrainDeck::Ui {

class DiagramScene;

/// Zoom (wheel, Ctrl+wheel, +/-), pan (drag the background), fit (F, or automatically until
/// the user zooms, down to a readable zoom) and reset (0) over a DiagramScene.
class DiagramView final : public QGraphicsView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DiagramView)

public:
    explicit DiagramView(DiagramScene *scene, QWidget *parent = nullptr);

    /// The view's keys while it has the focus; its actions are made from this list (F1 shows
    /// it), and keyPressEvent() answers the same keys.
    enum ShortcutId { ZoomInShortcut, ZoomOutShortcut, ResetZoomShortcut, FitShortcut };
    static QList<KeyShortcut> shortcuts();

    qreal zoom() const;
    bool autoFit() const { return m_autoFit; }
    /// fitReadable() never shrinks the diagram below `factor` (0, the default: it fits it
    /// whole). Below it text is unreadable, so the view keeps this zoom, centres the job's
    /// steps and lets the rest be panned to; F (fitToView) still fits the whole diagram.
    void setReadableZoom(qreal factor) { m_readableZoom = factor; }
    qreal readableZoom() const { return m_readableZoom; }

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void resetZoom();
    /// Fits the whole diagram, now and after each resize or new chart.
    void fitToView();
    /// Fits, but not below readableZoom(), now and after each resize or new chart. This is
    /// what a new view does until the user zooms.
    void fitReadable();
    void setZoom(qreal factor);

Q_SIGNALS:
    void zoomChanged(qreal factor);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void zoomBy(qreal factor);
    void fitWhole();
    void refit();

    bool m_autoFit = true;
    bool m_wholeFit = false; ///< the automatic fit is fitToView's, not fitReadable's
    qreal m_readableZoom = 0;
    QList<QAction *> m_shortcutActions;
};

} // namespace TrainDeck::Ui
