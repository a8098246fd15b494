// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/rememberenvsecretsbox.h"

#include "ui/builder/keyvaluetable.h"

#include "core/domain/initializers.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QTableWidget>
#include <QTimer>

#include <memory>

namespace TrainDeck::Ui {

namespace {

/// Counts the answers of several keychain calls and acts once they are all in.
struct Tally
{
    int pending = 0;
    int stored = 0;
    int filled = 0;
    int equal = 0;
    QStringList names; ///< the variables filled or saved, for the message
    QString error;
};

} // namespace

RememberEnvSecretsBox::RememberEnvSecretsBox(KeyValueTable *table,
                                             const QString &objectPrefix,
                                             QWidget *parent)
    : KeychainOptionBox(
        tr("Remember secret variables in the system keychain"), objectPrefix, parent)
    , m_table(table)
{
    checkBox()->setToolTip(
        tr("Keeps the values of variables named like secrets (WANDB_API_KEY, HF_TOKEN, "
           "*_PASSWORD, ...) in your desktop's keychain, one entry per name, never in "
           "TrainDeck's settings, logs or job folders. A row with such a name and no value "
           "is filled in from it. Untick to remove the names shown."));
    connect(m_table, &KeyValueTable::changed, this, &RememberEnvSecretsBox::onTableChanged);
}

RememberEnvSecretsBox::~RememberEnvSecretsBox() = default;

QList<RememberEnvSecretsBox::Row> RememberEnvSecretsBox::secretRows() const
{
    QList<Row> out;
    const QTableWidget *t = m_table->table();
    for (int r = 0; r < t->rowCount(); ++r) {
        const QString name = t->item(r, 0) ? t->item(r, 0)->text().trimmed() : QString();
        if (name.isEmpty() || !m_table->isSecretRow(r))
            continue;
        out.append({r, name, t->item(r, 1) ? t->item(r, 1)->text() : QString()});
    }
    return out;
}

void RememberEnvSecretsBox::recall()
{
    if (!store())
        return;
    if (debounce()->isActive())
        saveNow();
    const QList<Row> rows = secretRows();
    const quint64 generation = ++m_generation;
    m_lookedUp.clear();
    if (rows.isEmpty()) {
        setState(State::NotRemembered);
        return;
    }
    setState(State::Checking, tr("Checking the system keychain…"));
    auto tally = std::make_shared<Tally>();
    tally->pending = int(rows.size());
    for (const Row &row : rows) {
        m_lookedUp.insert(row.name);
        store()
            ->read(SecretStore::envVariableKey(row.name))
            .then(this, [this, generation, tally, row](const Result<std::optional<QString>> &r) {
                if (generation != m_generation)
                    return;
                if (!r) {
                    tally->error = r.error().message;
                } else if (r->has_value()) {
                    ++tally->stored;
                    QTableWidgetItem *value = m_table->table()->item(row.row, 1);
                    const QTableWidgetItem *name = m_table->table()->item(row.row, 0);
                    // The row is still the one asked about, and still has no value.
                    if (name && name->text().trimmed() == row.name
                        && (!value || value->text().isEmpty())) {
                        m_applying = true;
                        if (!value)
                            m_table->table()->setItem(row.row, 1, value = new QTableWidgetItem);
                        value->setText(**r);
                        tally->names << row.name;
                        // The user may be in the value's editor already (Tab after the
                        // name): fill it too, or closing it would write the empty text back.
                        if (auto *editor = qobject_cast<QLineEdit *>(m_table->table()->indexWidget(
                                m_table->table()->model()->index(row.row, 1)));
                            editor && editor->text().isEmpty())
                            editor->setText(**r);
                        m_applying = false;
                        ++tally->filled;
                    } else if (value && value->text() == **r) {
                        ++tally->equal;
                    }
                }
                if (--tally->pending > 0)
                    return;
                if (!tally->error.isEmpty()) {
                    setChecked(false);
                    setState(State::Unavailable,
                             tr("%1 The values are used for this job only.").arg(tally->error));
                } else if (tally->filled > 0) {
                    setChecked(true);
                    setState(State::Filled,
                             tr("Filled in from the system keychain: %1.")
                                 .arg(tally->names.join(QStringLiteral(", "))));
                } else if (tally->stored > 0 && tally->equal == tally->stored) {
                    setChecked(true);
                    setState(State::Remembered, tr("Remembered in the system keychain."));
                } else if (tally->stored > 0) {
                    setChecked(false);
                    setState(State::Different,
                             tr("The system keychain holds other values for some of these "
                                "variables. Tick the box to replace them with these."));
                } else {
                    setChecked(false);
                    setState(State::NotRemembered);
                }
            });
    }
}

void RememberEnvSecretsBox::saveNow()
{
    debounce()->stop();
    if (!store() || !isChecked())
        return;
    QList<Row> rows;
    for (const Row &r : secretRows())
        if (!r.value.isEmpty())
            rows.append(r);
    if (rows.isEmpty())
        return;
    const quint64 generation = ++m_generation;
    setState(State::Saving, tr("Saving in the system keychain…"));
    auto tally = std::make_shared<Tally>();
    tally->pending = int(rows.size());
    for (const Row &row : std::as_const(rows)) {
        store()
            ->write(SecretStore::envVariableKey(row.name), row.value)
            .then(this, [this, generation, tally, name = row.name](const Result<void> &r) {
                if (generation != m_generation)
                    return;
                if (!r)
                    tally->error = r.error().message;
                else
                    tally->names << name;
                if (--tally->pending > 0)
                    return;
                if (!tally->error.isEmpty()) {
                    setChecked(false);
                    setState(State::Failed,
                             tr("Not remembered: %1 The values are used for this job only.")
                                 .arg(tally->error));
                    return;
                }
                tally->names.sort();
                setState(State::Remembered,
                         tr("Remembered in the system keychain: %1.")
                             .arg(tally->names.join(QStringLiteral(", "))));
            });
    }
}

void RememberEnvSecretsBox::onToggled(bool checked)
{
    debounce()->stop();
    if (!store())
        return;
    const QList<Row> rows = secretRows();
    if (checked) {
        const bool anyValue = std::any_of(
            rows.cbegin(), rows.cend(), [](const Row &r) { return !r.value.isEmpty(); });
        if (anyValue)
            saveNow();
        else
            setState(State::Pending,
                     tr("Variables named like secrets (WANDB_API_KEY, HF_TOKEN, ...) will be "
                        "remembered once they have values."));
        return;
    }
    if (rows.isEmpty()) {
        setState(State::NotRemembered);
        return;
    }
    const quint64 generation = ++m_generation;
    setState(State::Saving, tr("Removing from the system keychain…"));
    auto tally = std::make_shared<Tally>();
    tally->pending = int(rows.size());
    for (const Row &row : rows) {
        store()
            ->remove(SecretStore::envVariableKey(row.name))
            .then(this, [this, generation, tally](const Result<void> &r) {
                if (generation != m_generation)
                    return;
                if (!r)
                    tally->error = r.error().message;
                if (--tally->pending > 0)
                    return;
                if (!tally->error.isEmpty())
                    setState(
                        State::Failed,
                        tr("Could not remove them from the system keychain: %1").arg(tally->error));
                else
                    setState(State::Removed,
                             tr("Not remembered: removed from the system keychain."));
            });
    }
}

void RememberEnvSecretsBox::onTableChanged()
{
    if (m_applying || !store())
        return;
    // A secret's name just typed, with no value yet: the keychain may have it.
    for (const Row &r : secretRows()) {
        if (r.value.isEmpty() && !m_lookedUp.contains(r.name)) {
            recall();
            return;
        }
    }
    if (!isChecked())
        return;
    setState(State::Pending, tr("Changes are saved in the system keychain as you type."));
    debounce()->start();
}

} // namespace TrainDeck::Ui
