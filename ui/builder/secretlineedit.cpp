// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/secretlineedit.h"

#include <QAction>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>

namespace TrainDeck::Ui {

namespace {

// The theme's eye icons are missing on many desktops (and offscreen), so the icon is drawn.
QIcon eyeIcon(const QColor &colour, bool crossed)
{
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour, 2.4));
    QPainterPath outline;
    outline.moveTo(3, 16);
    outline.quadTo(16, 3, 29, 16);
    outline.quadTo(16, 29, 3, 16);
    p.drawPath(outline);
    p.setBrush(colour);
    p.drawEllipse(QPointF(16, 16), 4.5, 4.5);
    if (crossed)
        p.drawLine(QPointF(6, 26), QPointF(26, 6));
    return QIcon(pm);
}

} // namespace

SecretLineEdit::SecretLineEdit(QWidget *parent)
    : QLineEdit(parent)
{
    setEchoMode(QLineEdit::Password);
    setClearButtonEnabled(false);
    m_reveal = addAction(QIcon(), QLineEdit::TrailingPosition);
    m_reveal->setCheckable(true);
    m_reveal->setObjectName(QStringLiteral("revealAction"));
    connect(m_reveal, &QAction::toggled, this, &SecretLineEdit::setRevealed);
    updateIcon();
}

void SecretLineEdit::setRevealed(bool revealed)
{
    setEchoMode(revealed ? QLineEdit::Normal : QLineEdit::Password);
    if (m_reveal->isChecked() != revealed)
        m_reveal->setChecked(revealed);
    updateIcon();
}

void SecretLineEdit::changeEvent(QEvent *event)
{
    QLineEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateIcon();
}

void SecretLineEdit::updateIcon()
{
    const bool revealed = isRevealed();
    m_reveal->setIcon(eyeIcon(palette().color(QPalette::PlaceholderText), revealed));
    m_reveal->setToolTip(revealed ? tr("Hide the value") : tr("Show the value"));
}

} // namespace TrainDeck::Ui
