// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QPlainTextEdit>

namespace TrainDeck::Ui {

/// A list of short strings, one per line: packages, index URLs, ignore patterns. Lines are
/// trimmed; blank lines and `#` comments (as in requirements.txt) are skipped.
class StringListEdit : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit StringListEdit(int visibleLines = 3, QWidget *parent = nullptr);

    QStringList values() const;
    void setValues(const QStringList &values);

    QSize sizeHint() const override;

private:
    int m_visibleLines;
};

} // namespace TrainDeck::Ui
