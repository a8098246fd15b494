// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QPointer>
#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QTimer;

namespace TrainDeck {
class SecretStore;
}

namespace TrainDeck::Ui {

class SecretLineEdit;

/// "Remember in the system keychain" for a group of secret fields that belong together (a
/// HuggingFace token; an S3 key ID and secret key). Nothing is stored unless the user ticks
/// the box; then the values go to the keychain (never to settings) and later forms with the
/// same key fill in from it. Unticking removes them. Each outcome, including a keychain that
/// cannot be reached, is said next to the box.
class RememberSecretBox : public QWidget
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

    struct Secret
    {
        QString name; ///< the member name when several are stored under one key
        SecretLineEdit *edit = nullptr;
    };

    /// `key` names the keychain entry for the values shown now (it may depend on other
    /// fields, such as the S3 endpoint). The object names of the box and its label start
    /// with `objectPrefix`.
    RememberSecretBox(QList<Secret> secrets,
                      std::function<QString()> key,
                      const QString &objectPrefix,
                      QWidget *parent = nullptr);
    ~RememberSecretBox() override;

    void setSecretStore(SecretStore *store);
    /// Reads the keychain for the current key: fills empty fields, ticks the box when it
    /// holds the values shown. Call it when the key may have changed.
    void recall();
    /// Writes a pending change at once instead of after the debounce (on submit).
    void saveNow();

    State state() const { return m_state; }
    QString statusText() const;
    QCheckBox *checkBox() const { return m_check; }

signals:
    void stateChanged(TrainDeck::Ui::RememberSecretBox::State state);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitStatusHeight();
    QString encode() const;
    bool decodeInto(const QString &stored, QStringList *values) const;
    QStringList values() const;
    bool allEmpty() const;
    void setState(State state, const QString &message = {});
    void setChecked(bool checked);
    void onToggled(bool checked);
    void onEdited();

    QList<Secret> m_secrets;
    std::function<QString()> m_key;
    QPointer<SecretStore> m_store;
    QCheckBox *m_check = nullptr;
    QLabel *m_status = nullptr;
    QTimer *m_debounce = nullptr;
    State m_state = State::NoStore;
    quint64 m_generation = 0; ///< answers to older requests are dropped
    bool m_applying = false;  ///< filling the fields from the keychain is not an edit
};

} // namespace TrainDeck::Ui
