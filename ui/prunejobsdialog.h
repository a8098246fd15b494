// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/backend/jobsnapshot.h"

#include <QDialog>

class QDateTimeEdit;
class QDialogButtonBox;
class QLabel;
class QPushButton;

namespace TrainDeck::Ui {

/// Job ▸ Prune Finished Jobs…: a date, and how many finished (Complete or Failed) jobs of
/// one connection were created before it, named, so that the user sees what goes before
/// anything is deleted. Running, pending and suspended jobs are never offered.
class PruneJobsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PruneJobsDialog)

public:
    /// `jobs`: those of the connection called `connectionName`.
    PruneJobsDialog(const QList<JobSnapshot> &jobs,
                    const QString &connectionName,
                    QWidget *parent = nullptr);

    /// The finished jobs of `jobs` created before `before`, oldest first.
    static QList<JobSnapshot> finishedBefore(const QList<JobSnapshot> &jobs,
                                             const QDateTime &before);

    /// What Delete would delete now.
    QList<JobSnapshot> candidates() const;
    QDateTimeEdit *dateEdit() const { return m_date; }
    QLabel *summaryLabel() const { return m_summary; }
    QPushButton *deleteButton() const { return m_delete; }

private:
    void refresh();

    QList<JobSnapshot> m_jobs;
    QDateTimeEdit *m_date = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_names = nullptr;
    QPushButton *m_delete = nullptr;
};

} // namespace TrainDeck::Ui
