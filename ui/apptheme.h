// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/preferences.h"

#include <QPalette>

namespace TrainDeck::Ui {

/// Applies the theme the preferences choose to the whole application, at once: Light and Dark
/// are Qt's Fusion style with a light or a dark palette (the same on every desktop), System
/// puts back the style and palette the application started with.
class AppTheme final
{
public:
    static void apply(Models::Preferences::Theme theme);
    /// The palette Dark uses.
    static QPalette darkPalette();
};

} // namespace TrainDeck::Ui
