// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/torchtunepage.h"

#include "core/codec/trainjobcodec.h"
#include "ui/builder/keyvaluetable.h"
#include "ui/builder/validatedfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {

std::optional<bool> triStateValue(const QCheckBox *b)
{
    switch (b->checkState()) {
    case Qt::Checked:
        return true;
    case Qt::Unchecked:
        return false;
    case Qt::PartiallyChecked:
        break;
    }
    return std::nullopt;
}

void setTriState(QCheckBox *b, const std::optional<bool> &v)
{
    b->setCheckState(!v ? Qt::PartiallyChecked : (*v ? Qt::Checked : Qt::Unchecked));
}

std::optional<int> optSpin(const QSpinBox *s)
{
    return s->value() > s->minimum() ? std::optional<int>(s->value()) : std::nullopt;
}

} // namespace

QSpinBox *TorchTunePage::spin(QWidget *parent, const QString &name, int max)
{
    auto *s = new QSpinBox(parent);
    s->setObjectName(name);
    s->setRange(0, max);
    s->setSpecialValueText(tr("Recipe default"));
    connect(s, &QSpinBox::valueChanged, this, &TorchTunePage::edited);
    return s;
}

QCheckBox *TorchTunePage::triState(QWidget *parent, const QString &text)
{
    auto *b = new QCheckBox(text, parent);
    b->setTristate(true);
    b->setCheckState(Qt::PartiallyChecked);
    connect(b, &QCheckBox::stateChanged, this, &TorchTunePage::edited);
    return b;
}

TorchTunePage::TorchTunePage(QWidget *parent)
    : BuilderPage(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(heading(tr("Built-in TorchTune fine-tuning"), this));
    outer->addWidget(hint(tr("Fine-tunes the runtime's model with a TorchTune recipe. Empty "
                             "settings keep the recipe's defaults. Needs a torchtune runtime "
                             "and a container backend."),
                          this));

    auto *settings = new QWidget(this);
    auto *form = pageForm(settings);
    form->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(bind(QStringLiteral("metadata.annotations.") + TrainJobCodec::AnnotationPrefix
                              + QStringLiteral("torchtune*"),
                          settings));

    m_dtype = new QComboBox(settings);
    m_dtype->setObjectName(QStringLiteral("dtype"));
    m_dtype->addItem(tr("Recipe default"), QVariant::fromValue(TorchTuneDataType::Unset));
    m_dtype->addItem(QStringLiteral("bf16"), QVariant::fromValue(TorchTuneDataType::BF16));
    m_dtype->addItem(QStringLiteral("fp32"), QVariant::fromValue(TorchTuneDataType::FP32));
    connect(m_dtype, &QComboBox::currentIndexChanged, this, &TorchTunePage::edited);
    form->addRow(tr("&Data type:"), m_dtype);
    m_batchSize = spin(settings, QStringLiteral("batchSize"), 65536);
    form->addRow(tr("&Batch size:"), m_batchSize);
    m_epochs = spin(settings, QStringLiteral("epochs"), 10000);
    form->addRow(tr("&Epochs:"), m_epochs);
    m_loss = new QComboBox(settings);
    m_loss->setObjectName(QStringLiteral("loss"));
    m_loss->setEditable(true);
    m_loss->addItem(QString());
    m_loss->addItem(QStringLiteral("torchtune.modules.loss.CEWithChunkedOutputLoss"));
    m_loss->lineEdit()->setPlaceholderText(tr("Recipe default"));
    connect(m_loss, &QComboBox::currentTextChanged, this, &TorchTunePage::edited);
    form->addRow(tr("&Loss:"), m_loss);

    m_lora = new QGroupBox(tr("LoRA (parameter-efficient fine-tuning)"), this);
    m_lora->setObjectName(QStringLiteral("lora"));
    m_lora->setCheckable(true);
    m_lora->setChecked(false);
    connect(m_lora, &QGroupBox::toggled, this, &TorchTunePage::edited);
    auto *lf = pageForm(m_lora);
    m_loraRank = spin(m_lora, QStringLiteral("loraRank"), 4096);
    lf->addRow(tr("&Rank:"), m_loraRank);
    m_loraAlpha = spin(m_lora, QStringLiteral("loraAlpha"), 65536);
    lf->addRow(tr("&Alpha:"), m_loraAlpha);
    m_loraDropout = new QDoubleSpinBox(m_lora);
    m_loraDropout->setObjectName(QStringLiteral("loraDropout"));
    m_loraDropout->setRange(-0.01, 1.0);
    m_loraDropout->setSingleStep(0.05);
    m_loraDropout->setDecimals(2);
    m_loraDropout->setSpecialValueText(tr("Recipe default"));
    m_loraDropout->setValue(-0.01);
    connect(m_loraDropout, &QDoubleSpinBox::valueChanged, this, &TorchTunePage::edited);
    lf->addRow(tr("&Dropout:"), m_loraDropout);
    m_loraModules = new QLineEdit(m_lora);
    m_loraModules->setObjectName(QStringLiteral("loraModules"));
    m_loraModules->setPlaceholderText(QStringLiteral("q_proj, v_proj, output_proj"));
    connect(m_loraModules, &QLineEdit::textChanged, this, &TorchTunePage::edited);
    lf->addRow(tr("Attention &modules:"), m_loraModules);
    m_loraMlp = triState(m_lora, tr("Apply to MLP"));
    m_loraOutput = triState(m_lora, tr("Apply to output"));
    m_loraQuantize = triState(m_lora, tr("Quantize base (QLoRA)"));
    m_loraDora = triState(m_lora, tr("Use DoRA"));
    for (QCheckBox *b : {m_loraMlp, m_loraOutput, m_loraQuantize, m_loraDora})
        b->setToolTip(tr("Partially checked: the recipe's default"));
    auto *flags = new QGridLayout;
    flags->addWidget(m_loraMlp, 0, 0);
    flags->addWidget(m_loraOutput, 0, 1);
    flags->addWidget(m_loraQuantize, 1, 0);
    flags->addWidget(m_loraDora, 1, 1);
    lf->addRow(tr("Options:"), flags);
    outer->addWidget(m_lora);

    m_instruct = new QGroupBox(tr("Instruct dataset preprocessing"), this);
    m_instruct->setObjectName(QStringLiteral("instruct"));
    m_instruct->setCheckable(true);
    m_instruct->setChecked(false);
    connect(m_instruct, &QGroupBox::toggled, this, &TorchTunePage::edited);
    auto *inf = pageForm(m_instruct);
    m_instructSource = new QComboBox(m_instruct);
    m_instructSource->setObjectName(QStringLiteral("instructSource"));
    m_instructSource->addItem(tr("Automatic"), QString());
    for (const char *s : {"json", "csv", "parquet", "arrow", "text", "xml"})
        m_instructSource->addItem(QString::fromLatin1(s), QString::fromLatin1(s));
    connect(m_instructSource, &QComboBox::currentIndexChanged, this, &TorchTunePage::edited);
    inf->addRow(tr("&Format:"), m_instructSource);
    m_instructSplit = new QLineEdit(m_instruct);
    m_instructSplit->setPlaceholderText(QStringLiteral("train[:95%]"));
    connect(m_instructSplit, &QLineEdit::textChanged, this, &TorchTunePage::edited);
    inf->addRow(tr("&Split:"), m_instructSplit);
    m_instructTrainOnInput = triState(m_instruct, tr("Train on the input too"));
    inf->addRow(QString(), m_instructTrainOnInput);
    m_instructPrompt = new QLineEdit(m_instruct);
    m_instructPrompt->setPlaceholderText(tr("replaces the dataset's system prompt"));
    connect(m_instructPrompt, &QLineEdit::textChanged, this, &TorchTunePage::edited);
    inf->addRow(tr("System &prompt:"), m_instructPrompt);
    m_instructColumns = new KeyValueTable(tr("Recipe column"), tr("Dataset column"), m_instruct);
    connect(m_instructColumns, &KeyValueTable::changed, this, &TorchTunePage::edited);
    inf->addRow(tr("&Column map:"), m_instructColumns);
    outer->addWidget(m_instruct);
    outer->addStretch();
}

void TorchTunePage::load(const TrainJob &job)
{
    const Loading loading(this);
    const TorchTuneConfig tt = std::holds_alternative<BuiltinTrainer>(job.trainer)
                                   ? std::get<BuiltinTrainer>(job.trainer).config
                                   : TorchTuneConfig{};
    m_dtype->setCurrentIndex(m_dtype->findData(QVariant::fromValue(tt.dtype)));
    m_batchSize->setValue(tt.batchSize.value_or(0));
    m_epochs->setValue(tt.epochs.value_or(0));
    m_loss->setCurrentText(tt.loss);
    m_lora->setChecked(tt.peftConfig.has_value());
    const LoraConfig lora = tt.peftConfig.value_or(LoraConfig{});
    m_loraRank->setValue(lora.loraRank.value_or(0));
    m_loraAlpha->setValue(lora.loraAlpha.value_or(0));
    m_loraDropout->setValue(lora.loraDropout.value_or(m_loraDropout->minimum()));
    m_loraModules->setText(lora.loraAttnModules.join(QStringLiteral(", ")));
    setTriState(m_loraMlp, lora.applyLoraToMlp);
    setTriState(m_loraOutput, lora.applyLoraToOutput);
    setTriState(m_loraQuantize, lora.quantizeBase);
    setTriState(m_loraDora, lora.useDora);
    m_instruct->setChecked(tt.datasetPreprocessConfig.has_value());
    const TorchTuneInstructDataset ds
        = tt.datasetPreprocessConfig.value_or(TorchTuneInstructDataset{});
    m_instructSource->setCurrentIndex(qMax(0, m_instructSource->findData(ds.source)));
    m_instructSplit->setText(ds.split);
    setTriState(m_instructTrainOnInput, ds.trainOnInput);
    m_instructPrompt->setText(ds.newSystemPrompt);
    KeyValueTable::Pairs cols;
    for (auto it = ds.columnMap.cbegin(); it != ds.columnMap.cend(); ++it)
        cols.append({it.key(), it.value()});
    m_instructColumns->setPairs(cols);
}

void TorchTunePage::store(TrainJob &job) const
{
    TorchTuneConfig &t = std::get<BuiltinTrainer>(job.trainer).config;
    t.dtype = m_dtype->currentData().value<TorchTuneDataType>();
    t.batchSize = optSpin(m_batchSize);
    t.epochs = optSpin(m_epochs);
    t.loss = m_loss->currentText().trimmed();
    if (m_lora->isChecked()) {
        LoraConfig l;
        l.loraRank = optSpin(m_loraRank);
        l.loraAlpha = optSpin(m_loraAlpha);
        if (m_loraDropout->value() > m_loraDropout->minimum())
            l.loraDropout = m_loraDropout->value();
        const QString modules = m_loraModules->text().trimmed();
        if (!modules.isEmpty()) {
            l.loraAttnModules.clear();
            for (const QString &m : modules.split(u',', Qt::SkipEmptyParts))
                l.loraAttnModules << m.trimmed();
        }
        l.applyLoraToMlp = triStateValue(m_loraMlp);
        l.applyLoraToOutput = triStateValue(m_loraOutput);
        l.quantizeBase = triStateValue(m_loraQuantize);
        l.useDora = triStateValue(m_loraDora);
        t.peftConfig = l;
    }
    if (m_instruct->isChecked()) {
        TorchTuneInstructDataset d;
        d.source = m_instructSource->currentData().toString();
        d.split = m_instructSplit->text().trimmed();
        d.trainOnInput = triStateValue(m_instructTrainOnInput);
        d.newSystemPrompt = m_instructPrompt->text();
        for (const auto &[k, v] : m_instructColumns->pairs())
            d.columnMap.insert(k, v);
        t.datasetPreprocessConfig = d;
    }
}

} // namespace TrainDeck::Ui
