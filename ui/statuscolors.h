// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"
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
    /// Cancelled: a job the user stopped, in a calm slate of its own, apart from both the
    /// failures (Bad) and the jobs not started yet (Neutral).
    enum class Tone { Neutral, Busy, Good, Bad, Warning, Cancelled };

    static bool isDark(const QPalette &palette);
    static QColor color(Tone tone, const QPalette &palette);
    static QColor color(JobStatus status, const QPalette &palette);
    static QColor color(StepState state, const QPalette &palette);
    /// A job's colour: its status's, or Cancelled's for a cancelled job.
    static QColor color(const JobSnapshot &job, const QPalette &palette);
    /// The badge fill: the status colour blended into the base colour.
    static QColor fill(const QColor &color, const QPalette &palette);

    static Tone tone(JobStatus status);
    static Tone tone(StepState state);
    static Tone tone(const JobSnapshot &job);
};

} // namespace TrainDeck::Ui
