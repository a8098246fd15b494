// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"

#include <QColor>
#include <QPalette>

namespace TrainDeck::Ui {

/// The only hard-coded colours of the window: one hue per job status and connection state,
/// in a darker shade on light palettes and a lighter one on dark palettes, so that badges
/// keep their contrast in both.
class StatusColors
{
public:
    enum class Tone { Neutral, Busy, Good, Bad, Warning };

    static bool isDark(const QPalette &palette);
    static QColor color(Tone tone, const QPalette &palette);
    static QColor color(JobStatus status, const QPalette &palette);
    static QColor color(StepState state, const QPalette &palette);
    /// The badge fill: the status colour blended into the base colour.
    static QColor fill(const QColor &color, const QPalette &palette);

    static Tone tone(JobStatus status);
    static Tone tone(StepState state);
};

} // namespace TrainDeck::Ui
