// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QChar>
#include <QList>
#include <QString>

class QWidget;

namespace TrainDeck::Ui {

/// Keeps Alt+letter unambiguous on a page whose fields come and go (the builder's sections
/// show one initializer form or another, each written with the same labels), as KDE's
/// accelerator manager does: the visible labels, buttons and group boxes keep their own
/// mnemonic when it is free, and a clashing one moves to a free letter of its own text
/// (word starts first), or is dropped when none is free.
class Mnemonics
{
public:
    /// The letter after the first single '&' (lower case); null when there is none.
    static QChar of(const QString &text);
    /// `text` with its mnemonic on the letter at `index` (of the text without '&').
    static QString placedAt(const QString &text, qsizetype index);
    /// `text` with a mnemonic on a letter not in `taken`, keeping its own when free; without
    /// one when no letter is free. `taken` gains the letter used.
    static QString unique(const QString &text, QString &taken);
    /// Makes the mnemonics of the visible widgets under `roots` unique, in order: earlier
    /// roots (and earlier widgets) keep theirs.
    static void makeUnique(const QList<QWidget *> &roots);
};

} // namespace TrainDeck::Ui
