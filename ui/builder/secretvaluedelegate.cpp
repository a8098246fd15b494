// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/secretvaluedelegate.h"

#include "core/domain/initializers.h"

#include <QLineEdit>

namespace TrainDeck::Ui {

SecretValueDelegate::SecretValueDelegate(int nameColumn, QObject *parent, int markColumn)
    : QStyledItemDelegate(parent)
    , m_nameColumn(nameColumn)
    , m_markColumn(markColumn)
{}

QString SecretValueDelegate::maskText()
{
    return QString(8, QChar(0x2022));
}

bool SecretValueDelegate::isSecretRow(const QModelIndex &index) const
{
    if (isSecretEnvName(index.siblingAtColumn(m_nameColumn).data().toString().trimmed()))
        return true;
    return m_markColumn >= 0
           && index.siblingAtColumn(m_markColumn).data(Qt::CheckStateRole).toInt() == Qt::Checked;
}

void SecretValueDelegate::initStyleOption(QStyleOptionViewItem *option,
                                          const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (isSecretRow(index) && !option->text.isEmpty())
        option->text = maskText();
}

QWidget *SecretValueDelegate::createEditor(QWidget *parent,
                                           const QStyleOptionViewItem &option,
                                           const QModelIndex &index) const
{
    QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
    if (auto *line = qobject_cast<QLineEdit *>(editor); line && isSecretRow(index))
        line->setEchoMode(QLineEdit::Password);
    return editor;
}

} // namespace TrainDeck::Ui
