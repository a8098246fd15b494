// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/initializerform.h"

#include "core/pipeline/plancontext.h"
#include "libs/secrets/secretstore.h"
#include "ui/builder/remembersecretbox.h"
#include "ui/builder/secretlineedit.h"
#include "ui/builder/stringlistedit.h"
#include "ui/builder/validatedfield.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {

enum Page { NonePage, HfPageIndex, S3PageIndex, CachePageIndex };

QFormLayout *newForm(QWidget *page)
{
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 4, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    return form;
}

} // namespace

InitializerForm::InitializerForm(Role role, QWidget *parent)
    : QWidget(parent)
    , m_role(role)
    , m_type(new QComboBox(this))
{
    m_type->setObjectName(objectPrefix() + QStringLiteral("Type"));
    m_type->addItem(tr("None"), QVariant::fromValue(InitializerKind::None));
    m_type->addItem(tr("HuggingFace"), QVariant::fromValue(InitializerKind::HuggingFace));
    m_type->addItem(tr("S3"), QVariant::fromValue(InitializerKind::S3));
    if (role == Role::Dataset)
        m_type->addItem(tr("Data cache (Kubernetes)"),
                        QVariant::fromValue(InitializerKind::DataCache));
    m_typeField = new ValidatedField(m_type, this);

    auto *none
        = new QLabel(role == Role::Dataset ? tr("No dataset initializer: the nodes start without "
                                                "downloading a dataset to /workspace/dataset.")
                                           : tr("No model initializer: the nodes start without "
                                                "downloading a model to /workspace/model."),
                     this);
    none->setWordWrap(true);
    none->setForegroundRole(QPalette::PlaceholderText);
    none->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_pages << none << buildHfPage() << buildS3Page();
    if (role == Role::Dataset)
        m_pages << buildCachePage();

    auto *top = new QFormLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    top->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    top->addRow(tr("&Type:"), m_typeField);
    m_image = new QLineEdit(this);
    m_image->setObjectName(objectPrefix() + QStringLiteral("Image"));
    m_image->setClearButtonEnabled(true);
    connect(m_image, &QLineEdit::textChanged, this, &InitializerForm::changed);
    m_imageHint = new QLabel(this);
    m_imageHint->setObjectName(objectPrefix() + QStringLiteral("ImageHint"));
    // One short line: a word-wrapped label in a form row takes far more height than it needs.
    m_imageHint->setWordWrap(false);
    m_imageHint->setForegroundRole(QPalette::PlaceholderText);
    m_imageHint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addRow(tr("Ima&ge:"), m_image);
    top->addRow(QString(), m_imageHint);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    // Not a QStackedWidget: its height for a width is that of its tallest page, shown or not,
    // which leaves a gap under the shorter ones. Hidden widgets take no room in a box layout.
    for (QWidget *pageWidget : std::as_const(m_pages)) {
        layout->addWidget(pageWidget);
        pageWidget->setVisible(pageWidget == m_pages.first());
    }
    // No stretch here: a stretch would make the form grow and steal the page's spare room.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    connect(m_type, &QComboBox::currentIndexChanged, this, [this](int i) {
        for (qsizetype p = 0; p < m_pages.size(); ++p)
            m_pages[p]->setVisible(p == i);
        updateImageRow();
        recallShownSecrets();
        emit changed();
    });
    // One label column for the type row and every page, so the fields line up.
    QList<QFormLayout *> forms{top};
    for (QFormLayout *f : findChildren<QFormLayout *>())
        forms << f;
    QList<QWidget *> labels;
    int width = 0;
    for (QFormLayout *f : std::as_const(forms)) {
        for (int r = 0; r < f->rowCount(); ++r) {
            if (QLayoutItem *item = f->itemAt(r, QFormLayout::LabelRole); item && item->widget()) {
                labels << item->widget();
                width = qMax(width, item->widget()->sizeHint().width());
            }
        }
    }
    for (QWidget *l : std::as_const(labels))
        l->setMinimumWidth(width);
    updateCacheAvailability();
    updateImageRow();
}

QString InitializerForm::image() const
{
    return m_image->text().trimmed();
}

void InitializerForm::setImage(const QString &image)
{
    m_image->setText(image);
}

QString InitializerForm::defaultImage() const
{
    const PlanContext defaults;
    return m_role == Role::Dataset ? defaults.datasetInitializerImage
                                   : defaults.modelInitializerImage;
}

void InitializerForm::updateImageRow()
{
    const bool used = kind() != InitializerKind::None;
    // The whole rows, labels included: no initializer, no image.
    for (QFormLayout *form : findChildren<QFormLayout *>()) {
        if (form->indexOf(m_image) >= 0) {
            form->setRowVisible(m_image, used);
            form->setRowVisible(m_imageHint, used);
        }
    }
    const bool container = m_backend == BackendKind::Docker || m_backend == BackendKind::Podman;
    m_image->setEnabled(container);
    m_image->setPlaceholderText(container ? defaultImage() : QString());
    if (container)
        m_imageHint->setText(tr("Empty: the default shown, pulled when the engine lacks it. "
                                "Offline, name an image the engine has."));
    else if (m_backend == BackendKind::Local)
        m_imageHint->setText(tr("Local jobs run TrainDeck's bundled initializer: no image."));
    else
        m_imageHint->setText(tr("On a cluster the runtime's initializer image is used."));
}

QString InitializerForm::objectPrefix() const
{
    return m_role == Role::Dataset ? QStringLiteral("dataset") : QStringLiteral("model");
}

QLineEdit *InitializerForm::lineEdit(const QString &name, const QString &placeholder)
{
    auto *e = new QLineEdit(this);
    e->setObjectName(objectPrefix() + name);
    e->setPlaceholderText(placeholder);
    connect(e, &QLineEdit::textChanged, this, &InitializerForm::changed);
    return e;
}

QWidget *InitializerForm::buildHfPage()
{
    auto *page = new QWidget(this);
    auto *form = newForm(page);
    m_hf.uri = lineEdit(QStringLiteral("HfUri"),
                        m_role == Role::Dataset ? QStringLiteral("hf://tatsu-lab/alpaca")
                                                : QStringLiteral("hf://meta-llama/Llama-3.2-1B"));
    m_hf.token = new SecretLineEdit(this);
    m_hf.token->setObjectName(objectPrefix() + QStringLiteral("HfToken"));
    m_hf.token->setPlaceholderText(tr("hf_… (only for gated or private repositories)"));
    connect(m_hf.token, &QLineEdit::textChanged, this, &InitializerForm::changed);
    m_hf.ignore = new StringListEdit(2, this);
    m_hf.ignore->setObjectName(objectPrefix() + QStringLiteral("HfIgnore"));
    m_hf.ignore->setPlaceholderText(m_role == Role::Model
                                        ? defaultModelIgnorePatterns().join(QStringLiteral("  "))
                                        : tr("one glob per line, e.g. *.parquet"));
    connect(m_hf.ignore, &QPlainTextEdit::textChanged, this, &InitializerForm::changed);

    auto add = [&](const QString &label, const QString &key, QWidget *w) {
        auto *f = new ValidatedField(w, page);
        m_hf.fields.insert(key, f);
        form->addRow(label, f);
    };
    add(tr("Storage &URI:"), QStringLiteral("storageUri"), m_hf.uri);
    add(tr("Access &token:"), QStringLiteral("env.ACCESS_TOKEN"), m_hf.token);
    m_hf.remember = new RememberSecretBox(
        {{QString(), m_hf.token}},
        [] { return SecretStore::huggingFaceTokenKey(); },
        objectPrefix() + QStringLiteral("Hf"),
        page);
    form->addRow(QString(), m_hf.remember);
    add(tr("&Ignore patterns:"), QStringLiteral("env.IGNORE_PATTERNS"), m_hf.ignore);
    return page;
}

QWidget *InitializerForm::buildS3Page()
{
    auto *page = new QWidget(this);
    auto *form = newForm(page);
    m_s3.uri = lineEdit(QStringLiteral("S3Uri"), QStringLiteral("s3://bucket/path"));
    m_s3.endpoint = lineEdit(QStringLiteral("S3Endpoint"),
                             tr("https://s3.amazonaws.com (default), or a MinIO URL"));
    m_s3.accessKey = new SecretLineEdit(this);
    m_s3.accessKey->setObjectName(objectPrefix() + QStringLiteral("S3AccessKey"));
    m_s3.secretKey = new SecretLineEdit(this);
    m_s3.secretKey->setObjectName(objectPrefix() + QStringLiteral("S3SecretKey"));
    for (QLineEdit *e :
         {static_cast<QLineEdit *>(m_s3.accessKey), static_cast<QLineEdit *>(m_s3.secretKey)})
        connect(e, &QLineEdit::textChanged, this, &InitializerForm::changed);
    m_s3.region = lineEdit(QStringLiteral("S3Region"), QStringLiteral("us-east-1"));
    m_s3.roleArn = lineEdit(QStringLiteral("S3RoleArn"),
                            QStringLiteral("arn:aws:iam::123456789012:role/reader"));
    m_s3.ignore = new StringListEdit(2, this);
    m_s3.ignore->setObjectName(objectPrefix() + QStringLiteral("S3Ignore"));
    m_s3.ignore->setPlaceholderText(tr("one glob per line"));
    connect(m_s3.ignore, &QPlainTextEdit::textChanged, this, &InitializerForm::changed);

    auto add = [&](const QString &label, const QString &key, QWidget *w) {
        auto *f = new ValidatedField(w, page);
        m_s3.fields.insert(key, f);
        form->addRow(label, f);
    };
    add(tr("Storage &URI:"), QStringLiteral("storageUri"), m_s3.uri);
    add(tr("&Endpoint:"), QStringLiteral("env.ENDPOINT"), m_s3.endpoint);
    add(tr("Access &key ID:"), QStringLiteral("env.ACCESS_KEY_ID"), m_s3.accessKey);
    add(tr("&Secret access key:"), QStringLiteral("env.SECRET_ACCESS_KEY"), m_s3.secretKey);
    // Credentials belong to an endpoint: another endpoint looks up its own.
    m_s3.remember = new RememberSecretBox(
        {{QStringLiteral("accessKeyId"), m_s3.accessKey},
         {QStringLiteral("secretAccessKey"), m_s3.secretKey}},
        [this] { return SecretStore::s3CredentialsKey(m_s3.endpoint->text()); },
        objectPrefix() + QStringLiteral("S3"),
        page);
    form->addRow(QString(), m_s3.remember);
    connect(m_s3.endpoint, &QLineEdit::editingFinished, m_s3.remember, &RememberSecretBox::recall);
    add(tr("&Region:"), QStringLiteral("env.REGION"), m_s3.region);
    add(tr("Role &ARN:"), QStringLiteral("env.ROLE_ARN"), m_s3.roleArn);
    add(tr("&Ignore patterns:"), QStringLiteral("env.IGNORE_PATTERNS"), m_s3.ignore);
    return page;
}

QWidget *InitializerForm::buildCachePage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    m_cache.reason = new QLabel(page);
    m_cache.reason->setObjectName(QStringLiteral("dataCacheReason"));
    m_cache.reason->setWordWrap(true);
    m_cache.reason->setFrameShape(QFrame::StyledPanel);
    m_cache.reason->setMargin(6);
    m_cache.reason->setAutoFillBackground(true);
    QPalette p = m_cache.reason->palette();
    p.setColor(QPalette::Window, p.color(QPalette::AlternateBase));
    m_cache.reason->setPalette(p);
    layout->addWidget(m_cache.reason);

    m_cache.form = new QWidget(page);
    auto *form = newForm(m_cache.form);
    layout->addWidget(m_cache.form);
    m_cache.uri = lineEdit(QStringLiteral("CacheUri"), QStringLiteral("cache://SCHEMA/TABLE"));
    m_cache.metadata = lineEdit(QStringLiteral("CacheMetadata"),
                                QStringLiteral("s3://warehouse/table/metadata/v1.metadata.json"));
    m_cache.nodes = new QSpinBox(this);
    m_cache.nodes->setObjectName(QStringLiteral("datasetCacheNodes"));
    m_cache.nodes->setRange(0, 1000);
    m_cache.nodes->setSpecialValueText(tr("not set"));
    m_cache.nodes->setValue(2);
    connect(m_cache.nodes, &QSpinBox::valueChanged, this, &InitializerForm::changed);
    m_cache.headCpu = lineEdit(QStringLiteral("CacheHeadCpu"), QStringLiteral("1"));
    m_cache.headMem = lineEdit(QStringLiteral("CacheHeadMem"), QStringLiteral("4Gi"));
    m_cache.workerCpu = lineEdit(QStringLiteral("CacheWorkerCpu"), QStringLiteral("2"));
    m_cache.workerMem = lineEdit(QStringLiteral("CacheWorkerMem"), QStringLiteral("8Gi"));
    m_cache.iamRole = lineEdit(QStringLiteral("CacheIamRole"), QString());

    auto add = [&](const QString &label, const QString &key, QWidget *w) {
        auto *f = new ValidatedField(w, m_cache.form);
        m_cache.fields.insert(key, f);
        form->addRow(label, f);
    };
    add(tr("Storage &URI:"), QStringLiteral("storageUri"), m_cache.uri);
    add(tr("&Metadata location:"), QStringLiteral("env.METADATA_LOC"), m_cache.metadata);
    add(tr("&Data nodes:"), QStringLiteral("env.CLUSTER_SIZE"), m_cache.nodes);
    // Head and worker side by side: they are read and compared together.
    auto *sizes = new QWidget(m_cache.form);
    auto *grid = new QGridLayout(sizes);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(new QLabel(tr("CPU"), sizes), 0, 1);
    grid->addWidget(new QLabel(tr("Memory"), sizes), 0, 2);
    grid->addWidget(new QLabel(tr("Head"), sizes), 1, 0);
    grid->addWidget(m_cache.headCpu, 1, 1);
    grid->addWidget(m_cache.headMem, 1, 2);
    grid->addWidget(new QLabel(tr("Worker"), sizes), 2, 0);
    grid->addWidget(m_cache.workerCpu, 2, 1);
    grid->addWidget(m_cache.workerMem, 2, 2);
    add(tr("Resources:"), QStringLiteral("env.HEAD_CPU"), sizes);
    add(tr("&IAM role:"), QStringLiteral("env.IAM_ROLE"), m_cache.iamRole);
    return page;
}

InitializerKind InitializerForm::kind() const
{
    return m_type->currentData().value<InitializerKind>();
}

void InitializerForm::setKind(InitializerKind kind)
{
    const int i = m_type->findData(QVariant::fromValue(kind));
    m_type->setCurrentIndex(i < 0 ? 0 : i);
}

DatasetInitializerConfig InitializerForm::datasetConfig() const
{
    switch (kind()) {
    case InitializerKind::None:
        return std::monostate{};
    case InitializerKind::HuggingFace:
        return HuggingFaceDatasetInitializer{
            m_hf.uri->text().trimmed(), m_hf.ignore->values(), m_hf.token->text()};
    case InitializerKind::S3:
        return S3DatasetInitializer{m_s3.uri->text().trimmed(),
                                    m_s3.ignore->values(),
                                    m_s3.endpoint->text().trimmed(),
                                    m_s3.accessKey->text(),
                                    m_s3.secretKey->text(),
                                    m_s3.region->text().trimmed(),
                                    m_s3.roleArn->text().trimmed()};
    case InitializerKind::DataCache: {
        DataCacheInitializer c;
        c.storageUri = m_cache.uri->text().trimmed();
        c.metadataLoc = m_cache.metadata->text().trimmed();
        if (m_cache.nodes->value() > 0)
            c.numDataNodes = m_cache.nodes->value();
        c.headCpu = m_cache.headCpu->text().trimmed();
        c.headMem = m_cache.headMem->text().trimmed();
        c.workerCpu = m_cache.workerCpu->text().trimmed();
        c.workerMem = m_cache.workerMem->text().trimmed();
        c.iamRole = m_cache.iamRole->text().trimmed();
        return c;
    }
    }
    return std::monostate{};
}

void InitializerForm::setDatasetConfig(const DatasetInitializerConfig &config)
{
    if (const auto *h = std::get_if<HuggingFaceDatasetInitializer>(&config)) {
        m_hf.uri->setText(h->storageUri);
        m_hf.token->setText(h->accessToken);
        m_hf.ignore->setValues(h->ignorePatterns);
    } else if (const auto *s = std::get_if<S3DatasetInitializer>(&config)) {
        m_s3.uri->setText(s->storageUri);
        m_s3.endpoint->setText(s->endpoint);
        m_s3.accessKey->setText(s->accessKeyId);
        m_s3.secretKey->setText(s->secretAccessKey);
        m_s3.region->setText(s->region);
        m_s3.roleArn->setText(s->roleArn);
        m_s3.ignore->setValues(s->ignorePatterns);
    } else if (const auto *c = std::get_if<DataCacheInitializer>(&config)) {
        m_cache.uri->setText(c->storageUri);
        m_cache.metadata->setText(c->metadataLoc);
        m_cache.nodes->setValue(c->numDataNodes.value_or(0));
        m_cache.headCpu->setText(c->headCpu);
        m_cache.headMem->setText(c->headMem);
        m_cache.workerCpu->setText(c->workerCpu);
        m_cache.workerMem->setText(c->workerMem);
        m_cache.iamRole->setText(c->iamRole);
    }
    setKind(initializerKind(config));
    recallShownSecrets();
}

ModelInitializerConfig InitializerForm::modelConfig() const
{
    switch (kind()) {
    case InitializerKind::HuggingFace:
        return HuggingFaceModelInitializer{
            m_hf.uri->text().trimmed(), m_hf.ignore->values(), m_hf.token->text()};
    case InitializerKind::S3:
        return S3ModelInitializer{m_s3.uri->text().trimmed(),
                                  m_s3.ignore->values(),
                                  m_s3.endpoint->text().trimmed(),
                                  m_s3.accessKey->text(),
                                  m_s3.secretKey->text(),
                                  m_s3.region->text().trimmed(),
                                  m_s3.roleArn->text().trimmed()};
    default:
        return std::monostate{};
    }
}

void InitializerForm::setModelConfig(const ModelInitializerConfig &config)
{
    if (const auto *h = std::get_if<HuggingFaceModelInitializer>(&config)) {
        m_hf.uri->setText(h->storageUri);
        m_hf.token->setText(h->accessToken);
        m_hf.ignore->setValues(h->ignorePatterns);
    } else if (const auto *s = std::get_if<S3ModelInitializer>(&config)) {
        m_s3.uri->setText(s->storageUri);
        m_s3.endpoint->setText(s->endpoint);
        m_s3.accessKey->setText(s->accessKeyId);
        m_s3.secretKey->setText(s->secretAccessKey);
        m_s3.region->setText(s->region);
        m_s3.roleArn->setText(s->roleArn);
        m_s3.ignore->setValues(s->ignorePatterns);
    }
    setKind(initializerKind(config));
    recallShownSecrets();
}

void InitializerForm::setSecretStore(SecretStore *store)
{
    m_hf.remember->setSecretStore(store);
    m_s3.remember->setSecretStore(store);
    recallShownSecrets();
}

void InitializerForm::recallShownSecrets()
{
    // Only the page shown: a hidden page filled from the keychain would surprise later.
    switch (kind()) {
    case InitializerKind::HuggingFace:
        m_hf.remember->recall();
        break;
    case InitializerKind::S3:
        m_s3.remember->recall();
        break;
    default:
        break;
    }
}

void InitializerForm::saveRememberedSecrets()
{
    if (kind() == InitializerKind::HuggingFace)
        m_hf.remember->saveNow();
    else if (kind() == InitializerKind::S3)
        m_s3.remember->saveNow();
}

void InitializerForm::setBackendKind(BackendKind backend)
{
    m_backend = backend;
    updateCacheAvailability();
    updateImageRow();
}

QString InitializerForm::dataCacheUnavailableReason() const
{
    if (dataCacheAvailable())
        return {};
    return tr("The data cache runs only on Kubernetes: it starts a distributed cache "
              "cluster next to the job. The target of this job is %1; choose a HuggingFace "
              "or S3 dataset instead.")
        .arg(enumName(m_backend));
}

void InitializerForm::updateCacheAvailability()
{
    if (m_role != Role::Dataset)
        return;
    const bool available = dataCacheAvailable();
    const QString reason = dataCacheUnavailableReason();
    if (auto *model = qobject_cast<QStandardItemModel *>(m_type->model())) {
        const int i = m_type->findData(QVariant::fromValue(InitializerKind::DataCache));
        if (QStandardItem *item = model->item(i)) {
            // Still selectable when a loaded job uses it, so the user sees why it fails.
            item->setEnabled(available || kind() == InitializerKind::DataCache);
            item->setToolTip(reason);
        }
    }
    m_cache.form->setEnabled(available);
    m_cache.reason->setText(reason);
    m_cache.reason->setVisible(!available);
}

ValidatedField *InitializerForm::fieldFor(const QString &subPath) const
{
    const QHash<QString, ValidatedField *> *fields = nullptr;
    switch (kind()) {
    case InitializerKind::HuggingFace:
        fields = &m_hf.fields;
        break;
    case InitializerKind::S3:
        fields = &m_s3.fields;
        break;
    case InitializerKind::DataCache:
        fields = &m_cache.fields;
        break;
    case InitializerKind::None:
        break;
    }
    if (fields) {
        if (ValidatedField *f = fields->value(subPath))
            return f;
        if (subPath.startsWith(QLatin1String("env.HEAD_"))
            || subPath.startsWith(QLatin1String("env.WORKER_")))
            return fields->value(QStringLiteral("env.HEAD_CPU"), m_typeField);
    }
    return m_typeField;
}

QList<ValidatedField *> InitializerForm::allFields() const
{
    QList<ValidatedField *> out{m_typeField};
    out += m_hf.fields.values();
    out += m_s3.fields.values();
    out += m_cache.fields.values();
    return out;
}

} // namespace TrainDeck::Ui
