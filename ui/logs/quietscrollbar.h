// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QRect>
#include <QScrollBar>

namespace TrainDeck::Ui {

/// A scroll bar that repaints on a change of range, value or page step only when what it draws
/// changes. A followed log grows its range on every refresh, while its handle, at the
/// bottom of a long log, stays where it is; QScrollBar repaints each time, and Qt 6.4's
/// Fusion style fills the groove with a gradient that the raster engine hands to its thread
/// pool and waits for, so each refresh made the window wait on other threads under load.
class QuietScrollBar final : public QScrollBar
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuietScrollBar)

public:
    explicit QuietScrollBar(Qt::Orientation orientation, QWidget *parent = nullptr);

protected:
    void sliderChange(SliderChange change) override;
    void paintEvent(QPaintEvent *event) override;

private:
    /// What the style draws that a value, range or step can change.
    struct Look
    {
        QRect handle;
        bool atMinimum = false;
        bool atMaximum = false;
        friend bool operator==(const Look &, const Look &) = default;
    };
    Look look() const;

    Look m_drawn; ///< as of the last paint
    bool m_painted = false;
    bool m_comparePending = false;
};

} // namespace TrainDeck::Ui
