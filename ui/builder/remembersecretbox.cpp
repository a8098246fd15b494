// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/remembersecretbox.h"

#include "libs/secrets/secretstore.h"
#include "ui/builder/secretlineedit.h"

#include <QCheckBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QTimer>

namespace TrainDeck::Ui {

RememberSecretBox::RememberSecretBox(QList<Secret> secrets,
                                     std::function<QString()> key,
                                     const QString &objectPrefix,
                                     QWidget *parent)
    : KeychainOptionBox(tr("Remember in the system keychain"), objectPrefix, parent)
    , m_secrets(std::move(secrets))
    , m_key(std::move(key))
{
    // textEdited, not textChanged: a job loaded into the form is not the user asking to store.
    for (const Secret &s : std::as_const(m_secrets))
        connect(s.edit, &QLineEdit::textEdited, this, &RememberSecretBox::onEdited);
}

RememberSecretBox::~RememberSecretBox() = default;

QStringList RememberSecretBox::values() const
{
    QStringList out;
    for (const Secret &s : m_secrets)
        out << s.edit->text();
    return out;
}

bool RememberSecretBox::allEmpty() const
{
    return std::all_of(m_secrets.cbegin(), m_secrets.cend(), [](const Secret &s) {
        return s.edit->text().isEmpty();
    });
}

QString RememberSecretBox::encode() const
{
    // One field is stored as it is, so other keychain tools show the token itself.
    if (m_secrets.size() == 1)
        return m_secrets.first().edit->text();
    QJsonObject o;
    for (const Secret &s : m_secrets)
        o.insert(s.name, s.edit->text());
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

bool RememberSecretBox::decodeInto(const QString &stored, QStringList *values) const
{
    values->clear();
    if (m_secrets.size() == 1) {
        *values << stored;
        return true;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(stored.toUtf8());
    if (!doc.isObject())
        return false;
    const QJsonObject o = doc.object();
    for (const Secret &s : m_secrets) {
        if (!o.value(s.name).isString())
            return false;
        *values << o.value(s.name).toString();
    }
    return true;
}

void RememberSecretBox::recall()
{
    if (!store())
        return;
    // A change still waiting for the debounce goes first: the keychain runs jobs in order.
    if (debounce()->isActive())
        saveNow();
    const quint64 generation = ++m_generation;
    const QString key = m_key();
    setState(State::Checking, tr("Checking the system keychain…"));
    store()->read(key).then(this, [this, generation, key](const Result<std::optional<QString>> &r) {
        if (generation != m_generation)
            return;
        if (!r) {
            setChecked(false);
            setState(State::Unavailable,
                     tr("%1 The value is used for this job only.").arg(r.error().message));
            return;
        }
        if (!r->has_value()) {
            setChecked(false);
            setState(State::NotRemembered);
            return;
        }
        QStringList stored;
        if (!decodeInto(**r, &stored)) {
            setChecked(false);
            setState(State::Different,
                     tr("The system keychain holds an entry \"%1\" that TrainDeck cannot "
                        "read. Tick the box to replace it with these values.")
                         .arg(key));
            return;
        }
        if (allEmpty()) {
            m_applying = true;
            for (qsizetype i = 0; i < m_secrets.size(); ++i)
                m_secrets[i].edit->setText(stored.value(i));
            m_applying = false;
            setChecked(true);
            setState(State::Filled, tr("Filled in from the system keychain."));
        } else if (stored == values()) {
            setChecked(true);
            setState(State::Remembered, tr("Remembered in the system keychain."));
        } else {
            setChecked(false);
            setState(State::Different,
                     tr("The system keychain holds other values for \"%1\". Tick the box "
                        "to replace them with these.")
                         .arg(key));
        }
    });
}

void RememberSecretBox::saveNow()
{
    debounce()->stop();
    if (!store() || !isChecked() || allEmpty())
        return;
    const quint64 generation = ++m_generation;
    setState(State::Saving, tr("Saving in the system keychain…"));
    store()->write(m_key(), encode()).then(this, [this, generation](const Result<void> &r) {
        if (generation != m_generation)
            return;
        if (!r) {
            setChecked(false);
            setState(State::Failed,
                     tr("Not remembered: %1 The value is used for this job only.")
                         .arg(r.error().message));
            return;
        }
        setState(State::Remembered, tr("Remembered in the system keychain."));
    });
}

void RememberSecretBox::onToggled(bool checked)
{
    debounce()->stop();
    if (!store())
        return;
    if (checked) {
        if (allEmpty())
            setState(State::Pending, tr("It will be remembered once you type it."));
        else
            saveNow();
        return;
    }
    const quint64 generation = ++m_generation;
    setState(State::Saving, tr("Removing from the system keychain…"));
    store()->remove(m_key()).then(this, [this, generation](const Result<void> &r) {
        if (generation != m_generation)
            return;
        if (!r) {
            setState(State::Failed,
                     tr("Could not remove it from the system keychain: %1").arg(r.error().message));
            return;
        }
        setState(State::Removed, tr("Not remembered: removed from the system keychain."));
    });
}

void RememberSecretBox::onEdited()
{
    if (m_applying || !store() || !isChecked())
        return;
    if (allEmpty()) {
        debounce()->stop();
        setState(State::Pending, tr("It will be remembered once you type it."));
        return;
    }
    setState(State::Pending, tr("Changes are saved in the system keychain as you type."));
    debounce()->start();
}

} // namespace TrainDeck::Ui
