// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLineEdit>

class QAction;

namespace TrainDeck::Ui {

/// A line edit for a token or key: masked by default, with an eye button that reveals it
/// while the user checks what was typed.
class SecretLineEdit : public QLineEdit
{
    Q_OBJECT
public:
    explicit SecretLineEdit(QWidget *parent = nullptr);

    bool isRevealed() const { return echoMode() == QLineEdit::Normal; }
    void setRevealed(bool revealed);
    QAction *revealAction() const { return m_reveal; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateIcon();

    QAction *m_reveal = nullptr;
};

} // namespace TrainDeck::Ui
