// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/domain/enums.h"
#include "ui/builder/builderpage.h"

namespace TrainDeck {
class SecretStore;
}

namespace TrainDeck::Ui {

class InitializerForm;

/// The builder's Dataset & Model section: one InitializerForm for the dataset and one for the
/// model. Problems under spec.initializer.dataset and .model go to the fields of the matching
/// form, which maps its own sub-paths.
class InitializersPage final : public BuilderPage
{
    Q_OBJECT
public:
    explicit InitializersPage(QWidget *parent = nullptr);

    void load(const TrainJob &job) override;
    void store(TrainJob &job) const override;
    ValidatedField *fieldFor(const QString &path) const override;
    QList<ValidatedField *> fields() const override;

    /// The data cache runs only on Kubernetes: the forms say so for other backends.
    void setBackendKind(BackendKind backend);
    void setSecretStore(SecretStore *store);
    /// Saves ticked tokens and keys to the keychain now (Submit).
    void saveSecrets();

private:
    InitializerForm *m_dataset = nullptr;
    InitializerForm *m_model = nullptr;
};

} // namespace TrainDeck::Ui
