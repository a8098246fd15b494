// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/builder/keychainoptionbox.h"

#include <QSet>

namespace TrainDeck::Ui {

class KeyValueTable;

/// "Remember secret variables in the system keychain" under the builder's env table: the
/// values of rows whose names are secrets' (WANDB_API_KEY, HF_TOKEN, ...) are kept one entry
/// per name (env/<NAME>), since such a key belongs to the user, not to one job. A row with a
/// secret's name and no value is filled from the keychain: after a re-run or clone (whose
/// kept file has no secrets), or as soon as the user types the name. Nothing is stored unless
/// the box is ticked; unticking removes the names shown.
class RememberEnvSecretsBox : public KeychainOptionBox
{
    Q_OBJECT
public:
    RememberEnvSecretsBox(KeyValueTable *table,
                          const QString &objectPrefix,
                          QWidget *parent = nullptr);
    ~RememberEnvSecretsBox() override;

    /// Looks up every secret-named row: fills empty values, ticks the box when the keychain
    /// holds the values shown.
    void recall();
    void saveNow() override;

protected:
    void onToggled(bool checked) override;

private:
    struct Row
    {
        int row = 0;
        QString name;
        QString value;
    };
    QList<Row> secretRows() const;
    void onTableChanged();

    KeyValueTable *m_table;
    QSet<QString> m_lookedUp; ///< names read since the last recall
    bool m_applying = false;  ///< filling values from the keychain is not an edit
};

} // namespace TrainDeck::Ui
