// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStatusBar>

namespace TrainDeck::Ui {

/// A status bar whose temporary message (showMessage) ends in "…" where it would run into
/// the permanent widgets (the job counters), instead of being cut off mid-glyph against them.
/// The whole message is the bar's tooltip while it shows.
class ElidingStatusBar final : public QStatusBar
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ElidingStatusBar)

public:
    explicit ElidingStatusBar(QWidget *parent = nullptr);

    /// Where the message is drawn: from the left edge to just before the leftmost visible
    /// permanent widget (or the size grip).
    QRect messageRect() const;
    /// The message as drawn at the current width; empty when there is none.
    QString shownMessage() const;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace TrainDeck::Ui
