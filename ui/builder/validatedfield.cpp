// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/validatedfield.h"

#include <QLabel>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

ValidatedField::ValidatedField(QWidget *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_label(new QLabel(this))
    , m_originalToolTip(editor->toolTip())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(editor);
    layout->addWidget(m_label);
    m_label->setObjectName(QStringLiteral("fieldMessage"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = m_label->font();
    f.setPointSizeF(f.pointSizeF() * 0.92);
    m_label->setFont(f);
    // A red that stays readable on light and dark palettes.
    QPalette p = m_label->palette();
    p.setColor(QPalette::WindowText, QColor(0xd3, 0x2f, 0x2f));
    m_label->setPalette(p);
    m_label->hide();
}

QString ValidatedField::message() const
{
    return m_label->isHidden() ? QString() : m_label->text();
}

void ValidatedField::setMessage(const QString &message)
{
    if (message.isEmpty()) {
        m_label->clear();
        m_label->hide();
        m_editor->setToolTip(m_originalToolTip);
        return;
    }
    m_label->setText(message);
    m_label->show();
    m_editor->setToolTip(message);
}

} // namespace TrainDeck::Ui
