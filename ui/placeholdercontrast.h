// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

class QPalette;

namespace TrainDeck::Ui {

/// Keeps placeholder text (an empty field's hint, an empty view's message) distinguishable
/// from typed text and from the field's background, whatever palette the desktop theme
/// brings: some dark themes give PlaceholderText the Text colour, or one too close to Base.
/// Installed on the application once; it corrects the palette now and after every change.
class PlaceholderContrast final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlaceholderContrast)

public:
    static void install();
    /// Whether `palette`'s placeholder reads as a hint: apart from Text and from Base.
    static bool isDistinct(const QPalette &palette);
    /// `palette` with a PlaceholderText between Text and Base when it was not distinct.
    static QPalette corrected(const QPalette &palette);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit PlaceholderContrast(QObject *parent);
    void apply();
};

} // namespace TrainDeck::Ui
