// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/stallalertdialog.h"

#include "models/stallwatcher.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

StallAlertDialog::StallAlertDialog(Scope scope,
                                   const QString &jobName,
                                   int defaultMinutes,
                                   QWidget *parent)
    : QDialog(parent)
    , m_scope(scope)
{
    setObjectName(QStringLiteral("stallAlertDialog"));
    setWindowTitle(scope == Scope::Job ? tr("Stall Alert for %1").arg(jobName)
                                       : tr("Stall Alerts"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        scope == Scope::Job
            ? tr("Alert when %1 runs without printing a log line or reporting a metric for:")
                  .arg(jobName)
            : tr("Alert when a running job prints no log line and reports no metric for:"),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    if (scope == Scope::Job) {
        m_default = new QRadioButton(defaultMinutes > 0
                                         ? tr("The default (%n min)", nullptr, defaultMinutes)
                                         : tr("The default (off)"),
                                     this);
        m_default->setObjectName(QStringLiteral("useDefault"));
        layout->addWidget(m_default);
    }
    auto *row = new QHBoxLayout;
    m_after = new QRadioButton(tr("&After"), this);
    m_after->setObjectName(QStringLiteral("after"));
    m_minutes = new QSpinBox(this);
    m_minutes->setObjectName(QStringLiteral("minutes"));
    m_minutes->setRange(1, 7 * 24 * 60);
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setValue(defaultMinutes > 0 ? defaultMinutes
                                           : Models::StallWatcher::DefaultStallMinutes);
    row->addWidget(m_after);
    row->addWidget(m_minutes);
    row->addStretch(1);
    layout->addLayout(row);
    m_off = new QRadioButton(scope == Scope::Job ? tr("&Never for this job") : tr("&Never"), this);
    m_off->setObjectName(QStringLiteral("off"));
    layout->addWidget(m_off);
    connect(m_after, &QRadioButton::toggled, m_minutes, &QSpinBox::setEnabled);
    connect(m_minutes, &QSpinBox::editingFinished, m_after, [this] { m_after->setChecked(true); });

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setSeconds(scope == Scope::Job ? Models::StallWatcher::UseDefault : defaultMinutes * 60);
}

void StallAlertDialog::setSeconds(int seconds)
{
    if (seconds < 0 && m_default) {
        m_default->setChecked(true);
    } else if (seconds <= 0) {
        m_off->setChecked(true);
    } else {
        m_after->setChecked(true);
        // A job's own timeout may be seconds long (set by a test or the CLI): shown rounded up.
        m_minutes->setValue(qMax(1, (seconds + 59) / 60));
    }
    m_initialSeconds = seconds;
    m_minutes->setEnabled(m_after->isChecked());
}

int StallAlertDialog::seconds() const
{
    if (m_default && m_default->isChecked())
        return Models::StallWatcher::UseDefault;
    if (m_off->isChecked())
        return 0;
    // Unchanged: the exact seconds it came with, not their rounding to minutes.
    if (m_initialSeconds > 0 && m_minutes->value() == qMax(1, (m_initialSeconds + 59) / 60))
        return m_initialSeconds;
    return m_minutes->value() * 60;
}

} // namespace TrainDeck::Ui
