// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/prunejobsdialog.h"

#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace TrainDeck::Ui {

PruneJobsDialog::PruneJobsDialog(const QList<JobSnapshot> &jobs,
                                 const QString &connectionName,
                                 QWidget *parent)
    : QDialog(parent)
    , m_jobs(jobs)
{
    setObjectName(QStringLiteral("pruneJobsDialog"));
    setWindowTitle(tr("Prune Finished Jobs"));
    auto *intro = new QLabel(tr("Delete the finished (Complete or Failed) jobs on %1 created "
                                "before a date, with their files and logs. Running jobs are "
                                "never deleted.")
                                 .arg(connectionName),
                             this);
    intro->setWordWrap(true);
    m_date = new QDateTimeEdit(QDateTime::currentDateTime().addDays(-30), this);
    m_date->setObjectName(QStringLiteral("pruneBefore"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("pruneSummary"));
    m_names = new QLabel(this);
    m_names->setObjectName(QStringLiteral("pruneNames"));
    m_names->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_names->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_delete = buttons->addButton(tr("Delete"), QDialogButtonBox::DestructiveRole);
    m_delete->setObjectName(QStringLiteral("pruneDeleteButton"));
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    connect(m_delete, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_date, &QDateTimeEdit::dateTimeChanged, this, &PruneJobsDialog::refresh);

    auto *form = new QFormLayout;
    form->addRow(tr("Created &before:"), m_date);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_names);
    layout->addStretch();
    layout->addWidget(buttons);
    refresh();
}

QList<JobSnapshot> PruneJobsDialog::finishedBefore(const QList<JobSnapshot> &jobs,
                                                   const QDateTime &before)
{
    QList<JobSnapshot> out;
    for (const JobSnapshot &j : jobs) {
        // A job whose creation time is unknown is kept: nothing says it is old.
        if (j.isFinished() && j.created.isValid() && j.created < before)
            out << j;
    }
    std::sort(out.begin(), out.end(), [](const JobSnapshot &a, const JobSnapshot &b) {
        return a.created < b.created;
    });
    return out;
}

QList<JobSnapshot> PruneJobsDialog::candidates() const
{
    return finishedBefore(m_jobs, m_date->dateTime());
}

void PruneJobsDialog::refresh()
{
    const QList<JobSnapshot> doomed = candidates();
    m_summary->setText(
        doomed.isEmpty() ? tr("No finished job was created before this date.")
                         : tr("%n finished job(s) will be deleted:", nullptr, int(doomed.size())));
    QStringList names;
    for (const JobSnapshot &j : doomed)
        names << j.name;
    // A long list is cut: the count above is what matters.
    constexpr int shown = 12;
    QString text = names.mid(0, shown).join(QStringLiteral(", "));
    if (names.size() > shown)
        text = tr("%1 and %n more", "a cut list of job names", int(names.size() - shown)).arg(text);
    m_names->setText(text);
    m_delete->setText(tr("Delete %n Job(s)", nullptr, int(doomed.size())));
    m_delete->setEnabled(!doomed.isEmpty());
}

} // namespace TrainDeck::Ui
