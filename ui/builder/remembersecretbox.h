// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/builder/keychainoptionbox.h"

#include <functional>

namespace TrainDeck::Ui {

class SecretLineEdit;

/// "Remember in the system keychain" for a group of secret fields that belong together (a
/// HuggingFace token; an S3 key ID and secret key). Nothing is stored unless the user ticks
/// the box; then the values go to the keychain (never to settings) and later forms with the
/// same key fill in from it. Unticking removes them. Each outcome, including a keychain that
/// cannot be reached, is said next to the box.
class RememberSecretBox : public KeychainOptionBox
{
    Q_OBJECT
public:
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

    /// Reads the keychain for the current key: fills empty fields, ticks the box when it
    /// holds the values shown. Call it when the key may have changed.
    void recall();
    /// Writes a pending change at once instead of after the debounce (on submit).
    void saveNow() override;

protected:
    void onToggled(bool checked) override;

private:
    QString encode() const;
    bool decodeInto(const QString &stored, QStringList *values) const;
    QStringList values() const;
    bool allEmpty() const;
    void onEdited();

    QList<Secret> m_secrets;
    std::function<QString()> m_key;
    bool m_applying = false; ///< filling the fields from the keychain is not an edit
};

} // namespace TrainDeck::Ui
