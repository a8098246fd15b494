// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "libs/secrets/secretstore.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QTimer;

namespace TrainDeck::Ui {

/// The look and the states of a "Remember in the system keychain" option: a check box and a
/// line under it that says what happened. Hidden until it has a store. Subclasses bind it to
/// the fields whose secrets it keeps.
class KeychainOptionBox : public QWidget
{
    Q_OBJECT
public:
    enum class State {
        NoStore,       ///< no keychain given: the box is hidden
        Checking,      ///< reading the keychain
        Unavailable,   ///< the keychain cannot be reached: the box is disabled, the reason shown
        NotRemembered, ///< nothing stored for the key
        Different,     ///< the keychain holds other values than the fields
        Pending,       ///< ticked, waiting for the values or the debounce
        Saving,
        Remembered, ///< the fields equal what the keychain holds
        Filled,     ///< the fields were empty and came from the keychain
        Removed,    ///< unticked: the keychain entry was removed
        Failed,     ///< a write or remove failed; the message says why
    };
    Q_ENUM(State)

    ~KeychainOptionBox() override;

    void setSecretStore(SecretStore *store);
    State state() const { return m_state; }
    QString statusText() const;
    QCheckBox *checkBox() const { return m_check; }

signals:
    void stateChanged(TrainDeck::Ui::KeychainOptionBox::State state);

protected:
    /// The object names of the box, its check box and its label start with `objectPrefix`.
    KeychainOptionBox(const QString &text, const QString &objectPrefix, QWidget *parent);

    void resizeEvent(QResizeEvent *event) override;
    void setState(State state, const QString &message = {});
    /// Without toggled(): the keychain's answer is not the user asking.
    void setChecked(bool checked);
    bool isChecked() const;
    SecretStore *store() const { return m_store; }
    /// A change waiting for the debounce; saveNow() when it fires.
    QTimer *debounce() const { return m_debounce; }

    virtual void onToggled(bool checked) = 0;
    virtual void saveNow() = 0;

    quint64 m_generation = 0; ///< answers to older requests are dropped

private:
    void fitStatusHeight();

    QPointer<SecretStore> m_store;
    QCheckBox *m_check = nullptr;
    QLabel *m_status = nullptr;
    QTimer *m_debounce = nullptr;
    State m_state = State::NoStore;
};

} // namespace TrainDeck::Ui
