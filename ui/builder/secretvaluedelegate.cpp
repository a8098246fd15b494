// SPDX-License-Identifier: Apache-2.0
#include "secretvaluedelegate.h"

#include "domain/initializers.h"

#include <QLineEdit>

namespace TrainDeck::Ui {

SecretValueDelegate::SecretValueDelegate(int nameColumn, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_nameColumn(nameColumn)
{}

QString SecretValueDelegate::maskText()
{
    return QString(8, QChar(0x2022));
}

bool SecretValueDelegate::isSecretRow(const QModelIndex &index) const
{
    return isSecretEnvName(index.siblingAtColumn(m_nameColumn).data().toString().trimmed());
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
