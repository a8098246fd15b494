// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/trainjob.h"
#include "core/support/result.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace TrainDeck::Ui {

/// The builder's "Edit as YAML" section: the job as a TrainJob (secrets masked), editable, and
/// read back with edited(). The text is kept until it is applied or reloaded; isDirty() says
/// whether the user changed it since.
class YamlEditorPage final : public QWidget
{
    Q_OBJECT
public:
    explicit YamlEditorPage(QWidget *parent = nullptr);

    QPlainTextEdit *editor() const { return m_editor; }
    bool isDirty() const { return m_dirty; }

    /// Shows `job` as YAML, secrets masked; not dirty.
    void showJob(const TrainJob &job);
    /// The edited text as a job, with the masked secrets, the file and the script of
    /// `current` (the form's job) put back. On a parse or decode error the status shows it
    /// (with line and column, the cursor placed there) and it is returned.
    Result<TrainJob> edited(const TrainJob &current);
    void setApplied();
    /// The form was filled anew: the text is no longer the user's edit.
    void markClean() { m_dirty = false; }
    QString status() const;
    void setStatus(const QString &text);

signals:
    void reloadRequested();
    void applyRequested();

private:
    void setStatus(const QString &text, bool error);

    bool m_dirty = false;
    bool m_filling = false;
    QPlainTextEdit *m_editor = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace TrainDeck::Ui
