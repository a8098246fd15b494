// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

class QLabel;
class QRadioButton;
class QSpinBox;

namespace TrainDeck::Ui {

/// When a quiet running job raises a stall alert (see models/stallwatcher.h): for one job
/// (the global default, off, or after N minutes) or the global default (off, or after N
/// minutes). Reads and returns seconds in StallWatcher's terms; saving is the caller's.
class StallAlertDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StallAlertDialog)

public:
    enum class Scope { Job, Global };
    Q_ENUM(Scope)

    /// `jobName` for Scope::Job (shown in the text); `defaultMinutes` is the global value
    /// (0 = off), offered as "Use the default" for a job.
    StallAlertDialog(Scope scope,
                     const QString &jobName,
                     int defaultMinutes,
                     QWidget *parent = nullptr);

    /// Seconds as StallWatcher::setJobTimeout takes them: > 0, 0 (off) or
    /// StallWatcher::UseDefault.
    void setSeconds(int seconds);
    int seconds() const;

    QRadioButton *defaultButton() const { return m_default; }
    QRadioButton *offButton() const { return m_off; }
    QRadioButton *afterButton() const { return m_after; }
    QSpinBox *minutesBox() const { return m_minutes; }

private:
    Scope m_scope;
    QRadioButton *m_default = nullptr;
    QRadioButton *m_off = nullptr;
    QRadioButton *m_after = nullptr;
    QSpinBox *m_minutes = nullptr;
    int m_initialSeconds = 0;
};

} // namespace TrainDeck::Ui
