// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/builder/builderpage.h"

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace TrainDeck::Ui {

class KeyValueTable;
class StringListEdit;

/// The trainer page of a CustomTrainer: the Python script (a file's text, or inline code once
/// edited), the function to call and its arguments, script arguments, packages, pip index URLs
/// and an image override. store() expects the job's trainer to be a CustomTrainer already.
class ScriptPage final : public BuilderPage
{
    Q_OBJECT
public:
    explicit ScriptPage(QWidget *parent = nullptr);

    void load(const TrainJob &job) override;
    void store(TrainJob &job) const override;

    /// Requirements read from a requirements.txt: they replace the packages; index URLs
    /// replace the pip index URLs when there are any.
    void setRequirements(const QStringList &packages, const QStringList &indexUrls);

signals:
    /// The user picked a script with Open Script….
    void scriptChosen(const QString &path);

private:
    QString m_scriptPath;     ///< the file the script came from, empty for inline code
    QString m_scriptFileText; ///< its text as read: unchanged text keeps the file reference
    QByteArray m_scriptFileBytes;

    QLabel *m_scriptSource = nullptr;
    QPlainTextEdit *m_script = nullptr;
    QLineEdit *m_function = nullptr;
    KeyValueTable *m_funcArgs = nullptr;
    QLineEdit *m_scriptArgs = nullptr;
    QLineEdit *m_scriptImage = nullptr;
    StringListEdit *m_packages = nullptr;
    StringListEdit *m_indexUrls = nullptr;
};

} // namespace TrainDeck::Ui
