// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/keyvaluetable.h"

#include "ui/builder/secretvaluedelegate.h"

#include "core/domain/initializers.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace TrainDeck::Ui {

KeyValueTable::KeyValueTable(const QString &keyHeader, const QString &valueHeader, QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 2, this))
    , m_add(new QToolButton(this))
    , m_remove(new QToolButton(this))
{
    m_table->setHorizontalHeaderLabels({keyHeader, valueHeader});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->resizeSection(0, 180);
    m_table->verticalHeader()->setVisible(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    // The table's height follows its rows (updateHeight): a form must not stretch the widget
    // around it, or a gap opens under the table.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add a row"));
    m_add->setObjectName(QStringLiteral("addRow"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the selected rows"));
    m_remove->setObjectName(QStringLiteral("removeRow"));
    m_remove->setEnabled(false);

    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1, Qt::AlignTop);
    layout->addLayout(buttons);

    connect(m_add, &QToolButton::clicked, this, [this] { addRow(); });
    connect(m_remove, &QToolButton::clicked, this, &KeyValueTable::removeSelectedRows);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        m_remove->setEnabled(!m_table->selectionModel()->selectedRows().isEmpty());
    });
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        // A renamed variable may turn its value into a secret, or back; so may its mark.
        if (item && item->column() != ValueColumn) {
            if (item->column() == KeyColumn && m_marks && !m_updating) {
                m_updating = true;
                refreshMark(item->row());
                m_updating = false;
            }
            m_table->viewport()->update();
        }
        if (!m_updating)
            emit changed();
    });
    updateHeight();
}

void KeyValueTable::setMaskSecretValues(bool mask)
{
    QAbstractItemDelegate *old = m_table->itemDelegateForColumn(ValueColumn);
    m_table->setItemDelegateForColumn(
        ValueColumn, mask ? new SecretValueDelegate(KeyColumn, m_table, SecretColumn) : nullptr);
    delete old;
    m_marks = mask;
    m_table->setColumnCount(mask ? 3 : 2);
    if (mask) {
        auto *header = new QTableWidgetItem(tr("Secret"));
        header->setToolTip(tr("Tick to treat the value as a secret: masked here and in every "
                              "file TrainDeck keeps. Names such as *_TOKEN, *_KEY, *PASSWORD* "
                              "and *SECRET* are secrets already."));
        m_table->setHorizontalHeaderItem(SecretColumn, header);
        m_table->horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
        m_table->horizontalHeader()->setSectionResizeMode(SecretColumn,
                                                          QHeaderView::ResizeToContents);
        m_updating = true;
        for (int r = 0; r < m_table->rowCount(); ++r)
            refreshMark(r);
        m_updating = false;
    }
    m_table->viewport()->update();
}

void KeyValueTable::refreshMark(int row)
{
    QTableWidgetItem *mark = m_table->item(row, SecretColumn);
    if (!mark) {
        mark = new QTableWidgetItem;
        mark->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        mark->setCheckState(Qt::Unchecked);
        m_table->setItem(row, SecretColumn, mark);
    }
    const QTableWidgetItem *key = m_table->item(row, KeyColumn);
    const bool byName = key && isSecretEnvName(key->text().trimmed());
    // A secret by name stays one: its tick is shown and cannot be taken away. The user's own
    // tick is kept in UserRole so that renaming a row back restores it.
    if (byName) {
        if (mark->flags().testFlag(Qt::ItemIsUserCheckable))
            mark->setData(Qt::UserRole, mark->checkState() == Qt::Checked);
        mark->setFlags(Qt::ItemIsSelectable);
        mark->setCheckState(Qt::Checked);
        mark->setToolTip(tr("Secret by its name"));
    } else if (!mark->flags().testFlag(Qt::ItemIsUserCheckable)) {
        mark->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        mark->setCheckState(mark->data(Qt::UserRole).toBool() ? Qt::Checked : Qt::Unchecked);
        mark->setToolTip(QString());
    }
}

bool KeyValueTable::isSecretRow(int row) const
{
    const QTableWidgetItem *key = m_table->item(row, KeyColumn);
    if (key && isSecretEnvName(key->text().trimmed()))
        return true;
    const QTableWidgetItem *mark = m_marks ? m_table->item(row, SecretColumn) : nullptr;
    return mark && mark->checkState() == Qt::Checked;
}

QStringList KeyValueTable::markedSecrets() const
{
    QStringList out;
    if (!m_marks)
        return out;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QTableWidgetItem *key = m_table->item(r, KeyColumn);
        const QString name = key ? key->text().trimmed() : QString();
        const QTableWidgetItem *mark = m_table->item(r, SecretColumn);
        if (!name.isEmpty() && !isSecretEnvName(name) && mark && mark->checkState() == Qt::Checked
            && !out.contains(name))
            out << name;
    }
    return out;
}

void KeyValueTable::setMarkedSecrets(const QStringList &names)
{
    if (!m_marks)
        return;
    m_updating = true;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QTableWidgetItem *key = m_table->item(r, KeyColumn);
        QTableWidgetItem *mark = m_table->item(r, SecretColumn);
        if (!key || !mark || !mark->flags().testFlag(Qt::ItemIsUserCheckable))
            continue;
        mark->setCheckState(names.contains(key->text().trimmed()) ? Qt::Checked : Qt::Unchecked);
    }
    m_updating = false;
    m_table->viewport()->update();
    emit changed();
}

KeyValueTable::Pairs KeyValueTable::pairs() const
{
    Pairs out;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QTableWidgetItem *k = m_table->item(r, 0);
        const QTableWidgetItem *v = m_table->item(r, 1);
        const QString key = k ? k->text().trimmed() : QString();
        if (key.isEmpty())
            continue;
        out.append({key, v ? v->text() : QString()});
    }
    return out;
}

void KeyValueTable::setPairs(const Pairs &pairs)
{
    m_updating = true;
    m_table->setRowCount(0);
    for (const auto &p : pairs) {
        const int r = m_table->rowCount();
        m_table->insertRow(r);
        m_table->setItem(r, 0, new QTableWidgetItem(p.first));
        m_table->setItem(r, 1, new QTableWidgetItem(p.second));
        if (m_marks)
            refreshMark(r);
    }
    m_updating = false;
    updateHeight();
    emit changed();
}

void KeyValueTable::addRow(const QString &key, const QString &value)
{
    m_updating = true;
    const int r = m_table->rowCount();
    m_table->insertRow(r);
    m_table->setItem(r, 0, new QTableWidgetItem(key));
    m_table->setItem(r, 1, new QTableWidgetItem(value));
    if (m_marks)
        refreshMark(r);
    m_updating = false;
    updateHeight();
    if (key.isEmpty() && isVisible()) {
        m_table->setCurrentCell(r, 0);
        m_table->editItem(m_table->item(r, 0));
    }
    emit changed();
}

void KeyValueTable::removeSelectedRows()
{
    QList<int> rows;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        rows << i.row();
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (int r : rows)
        m_table->removeRow(r);
    updateHeight();
    emit changed();
}

void KeyValueTable::updateHeight()
{
    // Grow with the rows up to a limit, so a short table does not waste a form's space.
    const int rowHeight = m_table->verticalHeader()->defaultSectionSize();
    const int rows = std::clamp(int(m_table->rowCount()), 2, 8);
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() + rows * rowHeight
                              + 2 * m_table->frameWidth() + 2);
    m_table->setMaximumHeight(m_table->minimumHeight());
}

} // namespace TrainDeck::Ui
