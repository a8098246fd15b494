// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/text/mnemonics.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QWidget>

namespace TrainDeck::Ui {

namespace {

/// The text without mnemonic marks ("&&" stays a literal '&').
QString plain(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'&' && i + 1 < text.size()) {
            // "&&" is a literal '&'; "&x" marks x.
            ++i;
            out += text[i];
            continue;
        }
        if (text[i] != u'&')
            out += text[i];
    }
    return out;
}

QString escaped(const QString &plainText)
{
    return QString(plainText).replace(u'&', QStringLiteral("&&"));
}

} // namespace

QChar Mnemonics::of(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

QString Mnemonics::placedAt(const QString &text, qsizetype index)
{
    const QString p = plain(text);
    if (index < 0 || index >= p.size())
        return escaped(p);
    return escaped(p.left(index)) + u'&' + escaped(p.mid(index));
}

QString Mnemonics::unique(const QString &text, QString &taken)
{
    const QChar own = of(text);
    if (own.isNull())
        return text;
    if (!taken.contains(own)) {
        taken += own;
        return text;
    }
    const QString p = plain(text);
    // Word starts first, then any letter or digit, in reading order.
    for (int pass = 0; pass < 2; ++pass) {
        for (qsizetype i = 0; i < p.size(); ++i) {
            const QChar c = p[i].toLower();
            if (!c.isLetterOrNumber() || taken.contains(c))
                continue;
            if (pass == 0 && i > 0 && p[i - 1].isLetterOrNumber())
                continue;
            taken += c;
            return placedAt(text, i);
        }
    }
    return escaped(p);
}

void Mnemonics::makeUnique(const QList<QWidget *> &roots)
{
    QString taken;
    for (QWidget *root : roots) {
        if (!root)
            continue;
        QList<QWidget *> widgets{root};
        widgets += root->findChildren<QWidget *>();
        for (QWidget *w : std::as_const(widgets)) {
            if (!w->isVisibleTo(w->window()))
                continue;
            if (auto *l = qobject_cast<QLabel *>(w); l && l->buddy())
                l->setText(unique(l->text(), taken));
            else if (auto *b = qobject_cast<QAbstractButton *>(w))
                b->setText(unique(b->text(), taken));
            else if (auto *g = qobject_cast<QGroupBox *>(w))
                g->setTitle(unique(g->title(), taken));
        }
    }
}

} // namespace TrainDeck::Ui
