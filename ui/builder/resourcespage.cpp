// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/resourcespage.h"

#include "ui/builder/keyvaluetable.h"
#include "ui/builder/rememberenvsecretsbox.h"
#include "ui/builder/validatedfield.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

ResourcesPage::ResourcesPage(QWidget *parent)
    : BuilderPage(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->addWidget(heading(tr("Nodes and resources"), this));
    outer->addWidget(hint(tr("How many nodes train together and what each one gets. Quantities "
                             "use Kubernetes units: 2 or 500m CPUs, 4Gi of memory."),
                          this));
    auto *form = pageForm(nullptr);
    outer->addLayout(form);

    m_nodes = new QSpinBox(this);
    m_nodes->setObjectName(QStringLiteral("nodes"));
    m_nodes->setRange(0, 100000);
    m_nodes->setValue(1);
    m_nodes->setMinimumWidth(90);
    connect(m_nodes, &QSpinBox::valueChanged, this, &ResourcesPage::edited);
    m_nodesDefault = new QCheckBox(this);
    m_nodesDefault->setObjectName(QStringLiteral("nodesDefault"));
    connect(m_nodesDefault, &QCheckBox::toggled, this, [this](bool useDefault) {
        m_nodes->setEnabled(!useDefault);
        if (useDefault && !loading())
            setRuntimeDefaultNodes(m_defaultNodes);
        edited();
    });
    auto *nodesBox = new QWidget(this);
    auto *nl = new QHBoxLayout(nodesBox);
    nl->setContentsMargins(0, 0, 0, 0);
    nl->addWidget(m_nodes);
    nl->addSpacing(12);
    nl->addWidget(m_nodesDefault);
    nl->addStretch();
    form->addRow(tr("&Nodes:"),
                 bind({QStringLiteral("spec.trainer.numNodes*"),
                       QStringLiteral("spec.trainer.numProcPerNode*")},
                      nodesBox));

    m_cpu = new QLineEdit(this);
    m_cpu->setObjectName(QStringLiteral("cpu"));
    m_cpu->setPlaceholderText(tr("e.g. 2"));
    m_memory = new QLineEdit(this);
    m_memory->setObjectName(QStringLiteral("memory"));
    m_memory->setPlaceholderText(tr("e.g. 8Gi"));
    m_gpu = new QSpinBox(this);
    m_gpu->setObjectName(QStringLiteral("gpu"));
    m_gpu->setRange(0, 64);
    m_gpu->setSpecialValueText(tr("none"));
    for (QLineEdit *e : {m_cpu, m_memory})
        connect(e, &QLineEdit::textChanged, this, &ResourcesPage::edited);
    connect(m_gpu, &QSpinBox::valueChanged, this, &ResourcesPage::edited);
    auto *res = new QWidget(this);
    auto *grid = new QGridLayout(res);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(new QLabel(tr("CPU"), res), 0, 0);
    grid->addWidget(new QLabel(tr("Memory"), res), 0, 1);
    grid->addWidget(new QLabel(tr("GPUs"), res), 0, 2);
    // Each quantity's message under its own field; the row takes the rest (MIG rules).
    grid->addWidget(bind(QStringLiteral("spec.trainer.resourcesPerNode.cpu"), m_cpu), 1, 0);
    grid->addWidget(bind(QStringLiteral("spec.trainer.resourcesPerNode.memory"), m_memory), 1, 1);
    grid->addWidget(bind(QStringLiteral("spec.trainer.resourcesPerNode.gpu"), m_gpu), 1, 2);
    grid->setAlignment(Qt::AlignTop);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    form->addRow(tr("Per node:"), bind(QStringLiteral("spec.trainer.resourcesPerNode*"), res));

    m_env = new KeyValueTable(tr("Variable"), tr("Value"), this);
    m_env->setObjectName(QStringLiteral("env"));
    m_env->setMaskSecretValues(true);
    connect(m_env, &KeyValueTable::changed, this, &ResourcesPage::edited);
    form->addRow(tr("&Environment:"), bind(QStringLiteral("spec.trainer.env*"), m_env));
    m_envKeychain = new RememberEnvSecretsBox(m_env, QStringLiteral("env"), this);
    form->addRow(QString(), m_envKeychain);
    auto *inspectNote = hint(tr("Values given to a container are visible to anyone who can run "
                                "'docker inspect' (or 'podman inspect') on it, secrets "
                                "included: on a shared engine, prefer a secret the cluster "
                                "holds (Kubernetes secretKeyRef)."),
                             this);
    inspectNote->setObjectName(QStringLiteral("envInspectNote"));
    form->addRow(QString(), inspectNote);
    outer->addStretch();
}

void ResourcesPage::setRuntimeDefaultNodes(int nodes)
{
    m_defaultNodes = nodes;
    m_nodesDefault->setText(tr("Runtime default (%n node(s))", nullptr, nodes));
    if (m_nodesDefault->isChecked()) {
        const Loading loading(this);
        m_nodes->setValue(nodes);
    }
}

void ResourcesPage::load(const TrainJob &job)
{
    const Loading loading(this);
    const auto nodes = trainerNumNodes(job.trainer);
    m_nodesDefault->setChecked(!nodes.has_value());
    m_nodes->setEnabled(nodes.has_value());
    m_nodes->setValue(nodes.value_or(m_defaultNodes));
    m_loadedResources = trainerResources(job.trainer);
    m_cpu->setText(m_loadedResources.value(QStringLiteral("cpu")));
    m_memory->setText(m_loadedResources.value(QStringLiteral("memory")));
    m_gpu->setValue(m_loadedResources.value(QStringLiteral("gpu")).toInt());
    KeyValueTable::Pairs env;
    m_loadedReferences.clear();
    for (const EnvVar &e : trainerEnv(job.trainer)) {
        if (e.isReference())
            m_loadedReferences.append(e);
        else
            env.append({e.name, e.value});
    }
    m_env->setPairs(env);
    m_env->setMarkedSecrets(job.secretEnv);
    m_loadedSecretEnv = job.secretEnv;
}

void ResourcesPage::store(TrainJob &job) const
{
    const std::optional<int> nodes
        = m_nodesDefault->isChecked() ? std::nullopt : std::optional<int>(m_nodes->value());
    ResourceMap resources = m_loadedResources;
    auto setResource = [&](const QString &key, const QString &value) {
        if (value.trimmed().isEmpty())
            resources.remove(key);
        else
            resources.insert(key, value.trimmed());
    };
    setResource(QStringLiteral("cpu"), m_cpu->text());
    setResource(QStringLiteral("memory"), m_memory->text());
    setResource(QStringLiteral("gpu"),
                m_gpu->value() > 0 ? QString::number(m_gpu->value()) : QString());
    EnvList env;
    for (const auto &[name, value] : m_env->pairs())
        setEnv(env, name, value);
    // References (secretKeyRef...) cannot be edited here; keep them unless a row replaces them.
    for (const EnvVar &e : m_loadedReferences) {
        if (!findEnv(env, e.name))
            env.append(e);
    }
    if (auto *b = std::get_if<BuiltinTrainer>(&job.trainer)) {
        b->config.numNodes = nodes;
        b->config.resourcesPerNode = resources;
    } else if (auto *c = std::get_if<CustomTrainer>(&job.trainer)) {
        c->numNodes = nodes;
        c->resourcesPerNode = resources;
    } else if (auto *c = std::get_if<CustomTrainerContainer>(&job.trainer)) {
        c->numNodes = nodes;
        c->resourcesPerNode = resources;
    }
    trainerEnv(job.trainer) = env;
    // The user's secret marks on the env table, plus those on initializer variables the
    // table does not show.
    job.secretEnv = m_env->markedSecrets();
    for (const QString &n : m_loadedSecretEnv) {
        if (!job.secretEnv.contains(n)
            && (findEnv(job.dataset.extraEnv, n) || findEnv(job.model.extraEnv, n)))
            job.secretEnv << n;
    }
}

void ResourcesPage::setSecretStore(SecretStore *store)
{
    m_envKeychain->setSecretStore(store);
}

void ResourcesPage::recallSecrets()
{
    m_envKeychain->recall();
}

void ResourcesPage::saveSecrets()
{
    m_envKeychain->saveNow();
}

} // namespace TrainDeck::Ui
