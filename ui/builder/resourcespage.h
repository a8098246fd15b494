// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ui/builder/builderpage.h"

class QCheckBox;
class QLineEdit;
class QSpinBox;

namespace TrainDeck {
class SecretStore;
}

namespace TrainDeck::Ui {

class KeyValueTable;
class RememberEnvSecretsBox;

/// The builder's Nodes & Resources section: the node count (or the runtime's default), CPU,
/// memory and GPUs per node, and the environment with its secret marks and keychain box.
/// store() writes into whichever trainer the job holds; what the form cannot show (other
/// resources, env references such as secretKeyRef) is kept from the loaded job.
class ResourcesPage final : public BuilderPage
{
    Q_OBJECT
public:
    explicit ResourcesPage(QWidget *parent = nullptr);

    void load(const TrainJob &job) override;
    void store(TrainJob &job) const override;

    /// The runtime's node count, which "Runtime default" stands for.
    void setRuntimeDefaultNodes(int nodes);

    void setSecretStore(SecretStore *store);
    /// Fills secret variables without a value from the keychain, when remembered there.
    void recallSecrets();
    /// Saves ticked secret variables to the keychain now (Submit).
    void saveSecrets();

private:
    int m_defaultNodes = 1;
    ResourceMap m_loadedResources;
    EnvList m_loadedReferences;
    QStringList m_loadedSecretEnv;

    QCheckBox *m_nodesDefault = nullptr;
    QSpinBox *m_nodes = nullptr;
    QLineEdit *m_cpu = nullptr;
    QLineEdit *m_memory = nullptr;
    QSpinBox *m_gpu = nullptr;
    KeyValueTable *m_env = nullptr;
    RememberEnvSecretsBox *m_envKeychain = nullptr;
};

} // namespace TrainDeck::Ui
