// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLabel>

namespace TrainDeck::Ui {

/// A one-line label that shows "…" where its text does not fit, instead of cutting it off
/// mid-character, and shows the whole text as its tooltip. text() stays the whole text.
/// Elided in the middle by default: both ends of an image reference or a path say the most.
class ElidedLabel final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ElidedLabel)

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setElideMode(Qt::TextElideMode mode);
    Qt::TextElideMode elideMode() const { return m_mode; }
    /// The text as drawn at the current width.
    QString shownText() const;
    /// True while the text does not fit and is shown elided.
    bool isElided() const { return shownText() != text(); }

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Qt::TextElideMode m_mode = Qt::ElideMiddle;
};

} // namespace TrainDeck::Ui
