// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QLabel;

namespace TrainDeck::Ui {

/// A form field with room for its validation message: the editor, and under it a small red
/// label that appears while the pipeline reports a problem with this field.
class ValidatedField : public QWidget
{
    Q_OBJECT
public:
    explicit ValidatedField(QWidget *editor, QWidget *parent = nullptr);

    QWidget *editor() const { return m_editor; }
    QString message() const;
    /// Empty clears the message. Several problems of one field are shown one per line.
    void setMessage(const QString &message);
    QLabel *messageLabel() const { return m_label; }

private:
    QWidget *m_editor;
    QLabel *m_label;
    QString m_originalToolTip;
};

} // namespace TrainDeck::Ui
