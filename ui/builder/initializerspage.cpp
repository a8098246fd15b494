// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/initializerspage.h"

#include "ui/builder/initializerform.h"
#include "ui/builder/validatedfield.h"

#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {

const QString DatasetPath = QStringLiteral("spec.initializer.dataset");
const QString ModelPath = QStringLiteral("spec.initializer.model");

} // namespace

InitializersPage::InitializersPage(QWidget *parent)
    : BuilderPage(parent)
    , m_dataset(new InitializerForm(InitializerForm::Role::Dataset, this))
    , m_model(new InitializerForm(InitializerForm::Role::Model, this))
{
    auto *outer = new QVBoxLayout(this);
    outer->addWidget(heading(tr("Dataset and model"), this));
    outer->addWidget(hint(tr("Initializers download a dataset to /workspace/dataset and a "
                             "model to /workspace/model before the nodes start."),
                          this));
    m_dataset->setObjectName(QStringLiteral("datasetForm"));
    m_model->setObjectName(QStringLiteral("modelForm"));
    for (InitializerForm *f : {m_dataset, m_model})
        connect(f, &InitializerForm::changed, this, &InitializersPage::edited);
    auto *ds = new QGroupBox(tr("Dataset"), this);
    auto *dl = new QVBoxLayout(ds);
    dl->addWidget(m_dataset);
    auto *ms = new QGroupBox(tr("Model"), this);
    auto *ml = new QVBoxLayout(ms);
    ml->addWidget(m_model);
    outer->addWidget(ds);
    outer->addWidget(ms);
    outer->addStretch();
}

void InitializersPage::load(const TrainJob &job)
{
    const Loading loading(this);
    m_dataset->setDatasetConfig(job.dataset.config);
    m_model->setModelConfig(job.model.config);
    m_dataset->setImage(job.dataset.image);
    m_model->setImage(job.model.image);
}

void InitializersPage::store(TrainJob &job) const
{
    job.dataset.config = m_dataset->datasetConfig();
    job.model.config = m_model->modelConfig();
    // An image is kept only with its initializer, and only where an image is used.
    job.dataset.image = job.dataset.isSet() ? m_dataset->image() : QString();
    job.model.image = job.model.isSet() ? m_model->image() : QString();
}

ValidatedField *InitializersPage::fieldFor(const QString &path) const
{
    for (const auto &[base, form] :
         {std::pair{DatasetPath, m_dataset}, std::pair{ModelPath, m_model}}) {
        if (path == base)
            return form->fieldFor(QString());
        if (path.startsWith(base + u'.'))
            return form->fieldFor(path.mid(base.size() + 1));
    }
    return nullptr;
}

QList<ValidatedField *> InitializersPage::fields() const
{
    return m_dataset->allFields() + m_model->allFields();
}

void InitializersPage::setBackendKind(BackendKind backend)
{
    m_dataset->setBackendKind(backend);
    m_model->setBackendKind(backend);
}

void InitializersPage::setSecretStore(SecretStore *store)
{
    m_dataset->setSecretStore(store);
    m_model->setSecretStore(store);
}

void InitializersPage::saveSecrets()
{
    m_dataset->saveRememberedSecrets();
    m_model->saveRememberedSecrets();
}

} // namespace TrainDeck::Ui
