// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/statuscolors.h"

namespace TrainDeck::Ui {

bool StatusColors::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor StatusColors::color(Tone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case Tone::Busy:
        return dark ? QColor(0x6c, 0xb4, 0xff) : QColor(0x1a, 0x5f, 0xb4);
    case Tone::Good:
        return dark ? QColor(0x5f, 0xd0, 0x7e) : QColor(0x1e, 0x7b, 0x34);
    case Tone::Bad:
        return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xc0, 0x1c, 0x28);
    case Tone::Warning:
        return dark ? QColor(0xf0, 0xc0, 0x4e) : QColor(0x9a, 0x67, 0x00);
    case Tone::Cancelled:
        return dark ? QColor(0xa3, 0xb1, 0xc6) : QColor(0x4f, 0x5d, 0x75);
    case Tone::Neutral:
        break;
    }
    return palette.color(QPalette::Disabled, QPalette::Text);
}

StatusColors::Tone StatusColors::tone(JobStatus status)
{
    switch (status) {
    case JobStatus::Running:
        return Tone::Busy;
    case JobStatus::Complete:
        return Tone::Good;
    case JobStatus::Failed:
        return Tone::Bad;
    case JobStatus::Suspended:
        return Tone::Warning;
    case JobStatus::Created:
    case JobStatus::Unknown:
        break;
    }
    return Tone::Neutral;
}

StatusColors::Tone StatusColors::tone(const JobSnapshot &job)
{
    return job.isCancelled() ? Tone::Cancelled : tone(job.status);
}

StatusColors::Tone StatusColors::tone(StepState state)
{
    switch (state) {
    case StepState::Running:
        return Tone::Busy;
    case StepState::Succeeded:
        return Tone::Good;
    case StepState::Failed:
        return Tone::Bad;
    case StepState::Pending:
    case StepState::Created:
    case StepState::Unknown:
        break;
    }
    return Tone::Neutral;
}

QColor StatusColors::color(JobStatus status, const QPalette &palette)
{
    return color(tone(status), palette);
}

QColor StatusColors::color(const JobSnapshot &job, const QPalette &palette)
{
    return color(tone(job), palette);
}

QColor StatusColors::color(StepState state, const QPalette &palette)
{
    return color(tone(state), palette);
}

QColor StatusColors::fill(const QColor &color, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const qreal a = isDark(palette) ? 0.28 : 0.16;
    return QColor::fromRgbF(float(base.redF() * (1 - a) + color.redF() * a),
                            float(base.greenF() * (1 - a) + color.greenF() * a),
                            float(base.blueF() * (1 - a) + color.blueF() * a));
}

} // namespace TrainDeck::Ui
