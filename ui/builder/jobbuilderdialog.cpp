// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/jobbuilderdialog.h"

#include "core/domain/secretmasker.h"
#include "ui/builder/initializerform.h"
#include "ui/builder/keyvaluetable.h"
#include "ui/builder/rememberenvsecretsbox.h"
#include "ui/builder/sdkcodegenerator.h"
#include "ui/builder/secretlineedit.h"
#include "ui/builder/stringlistedit.h"
#include "ui/builder/validatedfield.h"
#include "ui/text/codehighlighter.h"
#include "ui/text/monospacefont.h"

#include "core/backend/backend.h"
#include "core/codec/document.h"
#include "core/codec/jobloader.h"
#include "core/codec/trainjobcodec.h"
#include "core/files/regularfilereader.h"
#include "core/pipeline/pipeline.h"
#include "core/pipeline/plancontext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTextBlock>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {

constexpr int ValidationDelayMs = 150;
constexpr qint64 MaxRequirementsBytes = 1024 * 1024;

QString joinArgs(const QStringList &args)
{
    QStringList out;
    for (const QString &a : args) {
        if (a.isEmpty() || a.contains(QRegularExpression(QStringLiteral("[\\s\"'\\\\]"))))
            out << u'"'
                       + QString(a)
                             .replace(u'\\', QStringLiteral("\\\\"))
                             .replace(u'"', QStringLiteral("\\\""))
                       + u'"';
        else
            out << a;
    }
    return out.join(u' ');
}

QStringList splitArgs(const QString &text)
{
    return QProcess::splitCommand(text);
}

/// A TrainJob name from a file or folder name: train_mnist.py -> train-mnist.
QString jobNameFrom(const QString &base)
{
    QString n = base.toLower();
    n.replace(QRegularExpression(QStringLiteral("[^a-z0-9-]+")), QStringLiteral("-"));
    n.replace(QRegularExpression(QStringLiteral("-+")), QStringLiteral("-"));
    while (!n.isEmpty() && !n.front().isLetter())
        n.remove(0, 1);
    n = n.left(63);
    while (n.endsWith(u'-'))
        n.chop(1);
    return n.isEmpty() ? generateJobName() : n;
}

QString cellFromJson(const nlohmann::ordered_json &v)
{
    if (v.is_string()) {
        const QString s = QString::fromStdString(v.get<std::string>());
        // A string that reads as JSON (a number, true) keeps its quotes to stay a string.
        const auto parsed = nlohmann::ordered_json::parse(v.get<std::string>(), nullptr, false);
        if (!parsed.is_discarded() && !s.trimmed().isEmpty())
            return QString::fromStdString(v.dump());
        return s;
    }
    return QString::fromStdString(v.dump());
}

nlohmann::ordered_json jsonFromCell(const QString &text)
{
    const auto parsed = nlohmann::ordered_json::parse(text.toStdString(), nullptr, false);
    if (!parsed.is_discarded())
        return parsed;
    return text.toStdString();
}

QIcon dotIcon(const QColor &colour)
{
    QPixmap pm(16, 16);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawEllipse(QRectF(4, 4, 8, 8));
    return QIcon(pm);
}

const QColor ErrorRed(0xd3, 0x2f, 0x2f);
const QColor OkGreen(0x2e, 0x7d, 0x32);

QString backendTitle(BackendKind backend)
{
    switch (backend) {
    case BackendKind::Local:
        return JobBuilderDialog::tr("Local processes");
    case BackendKind::Docker:
        return JobBuilderDialog::tr("Docker");
    case BackendKind::Podman:
        return JobBuilderDialog::tr("Podman");
    case BackendKind::Kubernetes:
        return JobBuilderDialog::tr("Kubernetes");
    }
    return enumName(backend);
}

QPlainTextEdit *codeView(QWidget *parent, const QString &name)
{
    auto *v = new QPlainTextEdit(parent);
    v->setObjectName(name);
    v->setReadOnly(true);
    v->setLineWrapMode(QPlainTextEdit::NoWrap);
    MonospaceFont::apply(v);
    return v;
}

std::optional<bool> triState(const QCheckBox *b)
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

JobBuilderDialog::JobBuilderDialog(QWidget *parent)
    : QDialog(parent)
    , m_sections(new QListWidget(this))
    , m_pages(new QStackedWidget(this))
    , m_summary(new QLabel(this))
    , m_notice(new QLabel(this))
    , m_debounce(new QTimer(this))
{
    setWindowTitle(tr("New Training Job"));
    setObjectName(QStringLiteral("JobBuilderDialog"));
    setAcceptDrops(true);
    setSizeGripEnabled(true);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(ValidationDelayMs);
    connect(m_debounce, &QTimer::timeout, this, &JobBuilderDialog::runValidation);

    m_sections->setObjectName(QStringLiteral("sections"));
    m_sections->setSpacing(2);
    m_sections->setUniformItemSizes(true);
    m_sections->setFrameShape(QFrame::NoFrame);
    m_sections->setIconSize(QSize(16, 16));
    QFont sectionFont = m_sections->font();
    sectionFont.setPointSizeF(sectionFont.pointSizeF() * 1.05);
    m_sections->setFont(sectionFont);
    m_sections->setAutoFillBackground(true);
    m_sections->setBackgroundRole(QPalette::AlternateBase);

    addSection(Section::General, tr("General"), scrollPage(buildGeneralPage()));
    addSection(Section::Code, tr("Trainer"), scrollPage(buildCodePage()));
    addSection(Section::Resources, tr("Nodes && Resources"), scrollPage(buildResourcesPage()));
    addSection(Section::Initializers, tr("Dataset && Model"), scrollPage(buildInitializersPage()));
    addSection(Section::Preview, tr("Preview"), buildPreviewPage());
    addSection(Section::Yaml, tr("Edit as YAML"), buildYamlPage());
    // The list's text is shown as is: "&&" is only for buttons, so undo it here.
    for (int i = 0; i < m_sections->count(); ++i)
        m_sections->item(i)->setText(
            m_sections->item(i)->text().replace(QStringLiteral("&&"), QStringLiteral("&")));
    // Wide enough for the longest title plus an error count, measured, not guessed.
    int widest = 0;
    for (const QString &t : {tr("Training Script"),
                             tr("Container Image"),
                             tr("Nodes & Resources"),
                             tr("Dataset & Model"),
                             tr("Edit as YAML")})
        widest = qMax(widest,
                      QFontMetrics(sectionFont).horizontalAdvance(t + QStringLiteral(" (99)")));
    m_sections->setFixedWidth(widest + m_sections->iconSize().width() + 36);
    connect(m_sections, &QListWidget::currentRowChanged, this, &JobBuilderDialog::onSectionChanged);

    // Bottom: summary of problems, a notice line for loads, and the actions.
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_notice->setObjectName(QStringLiteral("notice"));
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText);
    m_notice->hide();

    auto *importButton = new QPushButton(tr("&Import…"), this);
    importButton->setObjectName(QStringLiteral("importButton"));
    importButton->setToolTip(tr("Open a TrainJob YAML file"));
    connect(importButton, &QPushButton::clicked, this, &JobBuilderDialog::importYaml);
    auto *exportButton = new QPushButton(tr("E&xport"), this);
    exportButton->setObjectName(QStringLiteral("exportButton"));
    auto *exportMenu = new QMenu(exportButton);
    exportMenu->addAction(tr("TrainJob &YAML…"), this, &JobBuilderDialog::exportYaml);
    exportMenu->addAction(tr("Kubeflow &Python SDK code…"), this, &JobBuilderDialog::exportSdkCode);
    exportButton->setMenu(exportMenu);

    auto *buttons = new QDialogButtonBox(this);
    m_submit = buttons->addButton(tr("&Submit"), QDialogButtonBox::AcceptRole);
    m_submit->setObjectName(QStringLiteral("submitButton"));
    m_submit->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &JobBuilderDialog::submit);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *body = new QHBoxLayout;
    body->setSpacing(0);
    body->addWidget(m_sections);
    auto *sep = new QFrame(this);
    sep->setFrameShape(QFrame::VLine);
    sep->setFrameShadow(QFrame::Sunken);
    body->addWidget(sep);
    auto *pageBox = new QVBoxLayout;
    pageBox->setContentsMargins(12, 8, 4, 0);
    pageBox->addWidget(m_pages);
    body->addLayout(pageBox, 1);

    auto *bottom = new QHBoxLayout;
    bottom->setContentsMargins(12, 0, 12, 0);
    bottom->addWidget(importButton);
    bottom->addWidget(exportButton);
    bottom->addSpacing(12);
    auto *status = new QVBoxLayout;
    status->addWidget(m_notice);
    status->addWidget(m_summary);
    bottom->addLayout(status, 1);
    bottom->addWidget(buttons);

    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 10);
    layout->setSpacing(8);
    layout->addLayout(body, 1);
    layout->addWidget(line);
    layout->addLayout(bottom);

    m_sections->setCurrentRow(0);
    resize(1060, 760);

    setTargets({}); // Local until the app offers its connections
    TrainJob fresh;
    fresh.name = generateJobName();
    fresh.generatedName = true;
    fresh.trainer = CustomTrainer{};
    setJob(fresh);
}

JobBuilderDialog::~JobBuilderDialog() = default;

// ---------------------------------------------------------------------------------------
// Building the pages

QWidget *JobBuilderDialog::scrollPage(QWidget *content)
{
    auto *area = new QScrollArea(this);
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return area;
}

ValidatedField *JobBuilderDialog::field(QWidget *editor, Section section)
{
    auto *f = new ValidatedField(editor, this);
    m_fieldSections.insert(f, section);
    return f;
}

void JobBuilderDialog::addSection(Section section, const QString &title, QWidget *page)
{
    auto *item = new QListWidgetItem(title, m_sections);
    item->setData(Qt::UserRole, QVariant::fromValue(section));
    item->setData(Qt::UserRole + 1, title);
    item->setSizeHint(QSize(0, 34));
    m_pages->addWidget(page);
}

namespace {

QFormLayout *pageForm(QWidget *parent)
{
    auto *form = new QFormLayout(parent);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setVerticalSpacing(8);
    return form;
}

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    l->setFont(f);
    return l;
}

QLabel *hint(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    l->setWordWrap(true);
    l->setForegroundRole(QPalette::PlaceholderText);
    return l;
}

} // namespace

QWidget *JobBuilderDialog::buildGeneralPage()
{
    auto *page = new QWidget(this);
    auto *outer = new QVBoxLayout(page);
    outer->addWidget(heading(tr("General"), page));
    outer->addWidget(hint(tr("Name the job and pick the runtime it runs on. Drop a train.py, a "
                             "requirements.txt, a TrainJob YAML or a project folder anywhere on "
                             "this dialog to fill it in."),
                          page));
    auto *form = pageForm(nullptr);
    outer->addLayout(form);
    outer->addStretch();

    m_name = new QLineEdit(page);
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setPlaceholderText(tr("lowercase letters, digits and '-', e.g. mnist-ddp"));
    m_name->setMaxLength(63);
    connect(m_name, &QLineEdit::textChanged, this, &JobBuilderDialog::scheduleValidation);
    m_nameField = field(m_name, Section::General);
    form->addRow(tr("&Name:"), m_nameField);

    m_runtime = new QComboBox(page);
    m_runtime->setObjectName(QStringLiteral("runtime"));
    m_runtime->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_runtime, &QComboBox::currentIndexChanged, this, [this] {
        updateRuntimeHint();
        scheduleValidation();
    });
    m_runtimeInfo = hint(QString(), page);
    m_runtimeInfo->setObjectName(QStringLiteral("runtimeInfo"));
    auto *runtimeBox = new QWidget(page);
    auto *rl = new QVBoxLayout(runtimeBox);
    rl->setContentsMargins(0, 0, 0, 0);
    rl->addWidget(m_runtime, 0, Qt::AlignLeft);
    rl->addWidget(m_runtimeInfo);
    m_runtimeField = field(runtimeBox, Section::General);
    form->addRow(tr("&Runtime:"), m_runtimeField);

    m_trainerType = new QComboBox(page);
    m_trainerType->setObjectName(QStringLiteral("trainerType"));
    m_trainerType->addItem(tr("Python script (CustomTrainer)"),
                           QVariant::fromValue(TrainerKind::CustomTrainer));
    m_trainerType->addItem(tr("Container image (CustomTrainerContainer)"),
                           QVariant::fromValue(TrainerKind::CustomTrainerContainer));
    m_trainerType->addItem(tr("Built-in TorchTune fine-tuning (BuiltinTrainer)"),
                           QVariant::fromValue(TrainerKind::BuiltinTrainer));
    connect(m_trainerType, &QComboBox::currentIndexChanged, this, [this] {
        setTrainerPage(trainerKindSelected());
        scheduleValidation();
    });
    m_trainerTypeField = field(m_trainerType, Section::General);
    form->addRow(tr("&Trainer:"), m_trainerTypeField);

    m_target = new QComboBox(page);
    m_target->setObjectName(QStringLiteral("runsOn"));
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_target->setToolTip(tr("Where Submit sends the job. Changing the main window's connection "
                            "does not change it."));
    connect(m_target, &QComboBox::currentIndexChanged, this, &JobBuilderDialog::onTargetChanged);
    form->addRow(tr("R&uns on:"), m_target);
    return page;
}

QWidget *JobBuilderDialog::buildCodePage()
{
    auto *page = new QWidget(this);
    auto *outer = new QVBoxLayout(page);
    m_trainerPages = new QStackedWidget(page);
    m_trainerPages->addWidget(buildScriptPage());
    m_trainerPages->addWidget(buildContainerPage());
    m_trainerPages->addWidget(buildTorchTunePage());
    outer->addWidget(m_trainerPages);
    return page;
}

QWidget *JobBuilderDialog::buildScriptPage()
{
    auto *page = new QWidget(this);
    auto *outer = new QVBoxLayout(page);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(heading(tr("Training script"), page));

    auto *sourceRow = new QHBoxLayout;
    m_scriptSource = hint(QString(), page);
    m_scriptSource->setObjectName(QStringLiteral("scriptSource"));
    auto *open = new QPushButton(tr("&Open Script…"), page);
    open->setObjectName(QStringLiteral("openScript"));
    connect(open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open Training Script"), {}, tr("Python scripts (*.py)"));
        if (!path.isEmpty())
            (void)loadScript(path);
    });
    sourceRow->addWidget(m_scriptSource, 1);
    sourceRow->addWidget(open);
    outer->addLayout(sourceRow);

    m_script = new QPlainTextEdit(page);
    m_script->setObjectName(QStringLiteral("script"));
    m_script->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_script->setTabChangesFocus(false);
    m_script->setPlaceholderText(tr("# Python training code, run on every node.\n"
                                    "# Name a function below to call it with the arguments, or "
                                    "leave it empty to run the script as __main__."));
    CodeHighlighter::install(m_script, CodeHighlighter::Python);
    m_script->setTabStopDistance(m_script->fontMetrics().horizontalAdvance(u' ') * 4);
    m_script->setMinimumHeight(260);
    connect(m_script, &QPlainTextEdit::textChanged, this, [this] {
        if (m_filling)
            return;
        if (!m_scriptPath.isEmpty())
            m_scriptSource->setText(m_script->toPlainText() == m_scriptFileText
                                        ? tr("From %1").arg(QDir::toNativeSeparators(m_scriptPath))
                                        : tr("Edited copy of %1 (sent inline)")
                                              .arg(QFileInfo(m_scriptPath).fileName()));
        scheduleValidation();
    });
    m_scriptField = field(m_script, Section::Code);
    outer->addWidget(m_scriptField, 1);

    auto *form = pageForm(nullptr);
    outer->addLayout(form);
    m_function = new QLineEdit(page);
    m_function->setObjectName(QStringLiteral("function"));
    m_function->setPlaceholderText(tr("empty: run the script as __main__"));
    connect(m_function, &QLineEdit::textChanged, this, &JobBuilderDialog::scheduleValidation);
    m_functionField = field(m_function, Section::Code);
    form->addRow(tr("&Function:"), m_functionField);

    m_funcArgs = new KeyValueTable(tr("Argument"), tr("Value (JSON or text)"), page);
    m_funcArgs->setObjectName(QStringLiteral("funcArgs"));
    connect(m_funcArgs, &KeyValueTable::changed, this, &JobBuilderDialog::scheduleValidation);
    m_funcArgsField = field(m_funcArgs, Section::Code);
    form->addRow(tr("Function ar&guments:"), m_funcArgsField);

    m_scriptArgs = new QLineEdit(page);
    m_scriptArgs->setObjectName(QStringLiteral("scriptArgs"));
    m_scriptArgs->setPlaceholderText(tr("command-line arguments, e.g. --epochs 3"));
    connect(m_scriptArgs, &QLineEdit::textChanged, this, &JobBuilderDialog::scheduleValidation);
    m_scriptArgsField = field(m_scriptArgs, Section::Code);
    form->addRow(tr("Script &arguments:"), m_scriptArgsField);

    m_packages = new StringListEdit(3, page);
    m_packages->setObjectName(QStringLiteral("packages"));
    m_packages->setPlaceholderText(tr("one requirement per line, e.g. torchvision or pandas>=2"));
    connect(m_packages, &QPlainTextEdit::textChanged, this, &JobBuilderDialog::scheduleValidation);
    m_packagesField = field(m_packages, Section::Code);
    form->addRow(tr("&Packages to install:"), m_packagesField);

    m_indexUrls = new StringListEdit(2, page);
    m_indexUrls->setObjectName(QStringLiteral("indexUrls"));
    m_indexUrls->setPlaceholderText(tr("https://pypi.org/simple (first: --index-url, then "
                                       "--extra-index-url)"));
    connect(m_indexUrls, &QPlainTextEdit::textChanged, this, &JobBuilderDialog::scheduleValidation);
    m_indexUrlsField = field(m_indexUrls, Section::Code);
    form->addRow(tr("Pip &index URLs:"), m_indexUrlsField);

    m_scriptImage = new QLineEdit(page);
    m_scriptImage->setObjectName(QStringLiteral("scriptImage"));
    m_scriptImage->setPlaceholderText(tr("the runtime's image (containers only)"));
    connect(m_scriptImage, &QLineEdit::textChanged, this, &JobBuilderDialog::scheduleValidation);
    m_scriptImageField = field(m_scriptImage, Section::Code);
    form->addRow(tr("Image o&verride:"), m_scriptImageField);
    return page;
}

QWidget *JobBuilderDialog::buildContainerPage()
{
    auto *page = new QWidget(this);
    auto *outer = new QVBoxLayout(page);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(heading(tr("Container image"), page));
    outer->addWidget(hint(tr("A ready-made training image. Its command and arguments run as "
                             "they are on every node."),
                          page));
    auto *form = pageForm(nullptr);
    outer->addLayout(form);
    outer->addStretch();

    m_image = new QLineEdit(page);
    m_image->setObjectName(QStringLiteral("image"));
    m_image->setPlaceholderText(QStringLiteral("ghcr.io/kubeflow/trainer/mnist:latest"));
    connect(m_image, &QLineEdit::textChanged, this, &JobBuilderDialog::scheduleValidation);
    m_imageField = field(m_image, Section::Code);
    form->addRow(tr("&Image:"), m_imageField);

    m_command = new QLineEdit(page);
    m_command->setObjectName(QStringLiteral("command"));
    m_command->setPlaceholderText(tr("empty: the image's entry point, e.g. python train.py"));
    connect(m_command, &QLineEdit::textChanged, this, &JobBuilderDialog::scheduleValidation);
    m_commandField = field(m_command, Section::Code);
    form->addRow(tr("&Command:"), m_commandField);

    m_args = new QLineEdit(page);
    m_args->setObjectName(QStringLiteral("args"));
    m_args->setPlaceholderText(tr("e.g. --epochs 3 --lr \"0.01\""));
    connect(m_args, &QLineEdit::textChanged, this, &JobBuilderDialog::scheduleValidation);
    m_argsField = field(m_args, Section::Code);
    form->addRow(tr("&Arguments:"), m_argsField);
    return page;
}

QWidget *JobBuilderDialog::buildTorchTunePage()
{
    auto *page = new QWidget(this);
    auto *outer = new QVBoxLayout(page);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(heading(tr("Built-in TorchTune fine-tuning"), page));
    outer->addWidget(hint(tr("Fine-tunes the runtime's model with a TorchTune recipe. Empty "
                             "settings keep the recipe's defaults. Needs a torchtune runtime "
                             "and a container backend."),
                          page));

    auto *settings = new QWidget(page);
    auto *form = pageForm(settings);
    form->setContentsMargins(0, 0, 0, 0);
    m_torchTuneField = field(settings, Section::Code);
    outer->addWidget(m_torchTuneField);

    auto changed = [this] {
        scheduleValidation();
    };
    m_dtype = new QComboBox(settings);
    m_dtype->setObjectName(QStringLiteral("dtype"));
    m_dtype->addItem(tr("Recipe default"), QVariant::fromValue(TorchTuneDataType::Unset));
    m_dtype->addItem(QStringLiteral("bf16"), QVariant::fromValue(TorchTuneDataType::BF16));
    m_dtype->addItem(QStringLiteral("fp32"), QVariant::fromValue(TorchTuneDataType::FP32));
    connect(m_dtype, &QComboBox::currentIndexChanged, this, changed);
    form->addRow(tr("&Data type:"), m_dtype);

    auto spin = [&](const QString &name, int max) {
        auto *s = new QSpinBox(settings);
        s->setObjectName(name);
        s->setRange(0, max);
        s->setSpecialValueText(tr("Recipe default"));
        connect(s, &QSpinBox::valueChanged, this, changed);
        return s;
    };
    m_batchSize = spin(QStringLiteral("batchSize"), 65536);
    form->addRow(tr("&Batch size:"), m_batchSize);
    m_epochs = spin(QStringLiteral("epochs"), 10000);
    form->addRow(tr("&Epochs:"), m_epochs);
    m_loss = new QComboBox(settings);
    m_loss->setObjectName(QStringLiteral("loss"));
    m_loss->setEditable(true);
    m_loss->addItem(QString());
    m_loss->addItem(QStringLiteral("torchtune.modules.loss.CEWithChunkedOutputLoss"));
    m_loss->lineEdit()->setPlaceholderText(tr("Recipe default"));
    connect(m_loss, &QComboBox::currentTextChanged, this, changed);
    form->addRow(tr("&Loss:"), m_loss);

    m_lora = new QGroupBox(tr("LoRA (parameter-efficient fine-tuning)"), page);
    m_lora->setObjectName(QStringLiteral("lora"));
    m_lora->setCheckable(true);
    m_lora->setChecked(false);
    connect(m_lora, &QGroupBox::toggled, this, changed);
    auto *lf = pageForm(m_lora);
    m_loraRank = spin(QStringLiteral("loraRank"), 4096);
    m_loraRank->setParent(m_lora);
    lf->addRow(tr("&Rank:"), m_loraRank);
    m_loraAlpha = spin(QStringLiteral("loraAlpha"), 65536);
    m_loraAlpha->setParent(m_lora);
    lf->addRow(tr("&Alpha:"), m_loraAlpha);
    m_loraDropout = new QDoubleSpinBox(m_lora);
    m_loraDropout->setObjectName(QStringLiteral("loraDropout"));
    m_loraDropout->setRange(-0.01, 1.0);
    m_loraDropout->setSingleStep(0.05);
    m_loraDropout->setDecimals(2);
    m_loraDropout->setSpecialValueText(tr("Recipe default"));
    m_loraDropout->setValue(-0.01);
    connect(m_loraDropout, &QDoubleSpinBox::valueChanged, this, changed);
    lf->addRow(tr("&Dropout:"), m_loraDropout);
    m_loraModules = new QLineEdit(m_lora);
    m_loraModules->setObjectName(QStringLiteral("loraModules"));
    m_loraModules->setPlaceholderText(QStringLiteral("q_proj, v_proj, output_proj"));
    connect(m_loraModules, &QLineEdit::textChanged, this, changed);
    lf->addRow(tr("Attention &modules:"), m_loraModules);
    auto tri = [&](const QString &text) {
        auto *b = new QCheckBox(text, m_lora);
        b->setTristate(true);
        b->setCheckState(Qt::PartiallyChecked);
        b->setToolTip(tr("Partially checked: the recipe's default"));
        connect(b, &QCheckBox::stateChanged, this, changed);
        return b;
    };
    m_loraMlp = tri(tr("Apply to MLP"));
    m_loraOutput = tri(tr("Apply to output"));
    m_loraQuantize = tri(tr("Quantize base (QLoRA)"));
    m_loraDora = tri(tr("Use DoRA"));
    auto *flags = new QGridLayout;
    flags->addWidget(m_loraMlp, 0, 0);
    flags->addWidget(m_loraOutput, 0, 1);
    flags->addWidget(m_loraQuantize, 1, 0);
    flags->addWidget(m_loraDora, 1, 1);
    lf->addRow(tr("Options:"), flags);
    outer->addWidget(m_lora);

    m_instruct = new QGroupBox(tr("Instruct dataset preprocessing"), page);
    m_instruct->setObjectName(QStringLiteral("instruct"));
    m_instruct->setCheckable(true);
    m_instruct->setChecked(false);
    connect(m_instruct, &QGroupBox::toggled, this, changed);
    auto *inf = pageForm(m_instruct);
    m_instructSource = new QComboBox(m_instruct);
    m_instructSource->setObjectName(QStringLiteral("instructSource"));
    m_instructSource->addItem(tr("Automatic"), QString());
    for (const char *s : {"json", "csv", "parquet", "arrow", "text", "xml"})
        m_instructSource->addItem(QString::fromLatin1(s), QString::fromLatin1(s));
    connect(m_instructSource, &QComboBox::currentIndexChanged, this, changed);
    inf->addRow(tr("&Format:"), m_instructSource);
    m_instructSplit = new QLineEdit(m_instruct);
    m_instructSplit->setPlaceholderText(QStringLiteral("train[:95%]"));
    connect(m_instructSplit, &QLineEdit::textChanged, this, changed);
    inf->addRow(tr("&Split:"), m_instructSplit);
    m_instructTrainOnInput = new QCheckBox(tr("Train on the input too"), m_instruct);
    m_instructTrainOnInput->setTristate(true);
    m_instructTrainOnInput->setCheckState(Qt::PartiallyChecked);
    connect(m_instructTrainOnInput, &QCheckBox::stateChanged, this, changed);
    inf->addRow(QString(), m_instructTrainOnInput);
    m_instructPrompt = new QLineEdit(m_instruct);
    m_instructPrompt->setPlaceholderText(tr("replaces the dataset's system prompt"));
    connect(m_instructPrompt, &QLineEdit::textChanged, this, changed);
    inf->addRow(tr("System &prompt:"), m_instructPrompt);
    m_instructColumns = new KeyValueTable(tr("Recipe column"), tr("Dataset column"), m_instruct);
    connect(m_instructColumns, &KeyValueTable::changed, this, changed);
    inf->addRow(tr("&Column map:"), m_instructColumns);
    outer->addWidget(m_instruct);
    outer->addStretch();
    return page;
}

QWidget *JobBuilderDialog::buildResourcesPage()
{
    auto *page = new QWidget(this);
    auto *outer = new QVBoxLayout(page);
    outer->addWidget(heading(tr("Nodes and resources"), page));
    outer->addWidget(hint(tr("How many nodes train together and what each one gets. Quantities "
                             "use Kubernetes units: 2 or 500m CPUs, 4Gi of memory."),
                          page));
    auto *form = pageForm(nullptr);
    outer->addLayout(form);

    m_nodes = new QSpinBox(page);
    m_nodes->setObjectName(QStringLiteral("nodes"));
    m_nodes->setRange(0, 100000);
    m_nodes->setValue(1);
    m_nodes->setMinimumWidth(90);
    connect(m_nodes, &QSpinBox::valueChanged, this, &JobBuilderDialog::scheduleValidation);
    m_nodesDefault = new QCheckBox(page);
    m_nodesDefault->setObjectName(QStringLiteral("nodesDefault"));
    connect(m_nodesDefault, &QCheckBox::toggled, this, [this](bool useDefault) {
        m_nodes->setEnabled(!useDefault);
        if (useDefault && !m_filling)
            updateRuntimeHint();
        scheduleValidation();
    });
    auto *nodesBox = new QWidget(page);
    auto *nl = new QHBoxLayout(nodesBox);
    nl->setContentsMargins(0, 0, 0, 0);
    nl->addWidget(m_nodes);
    nl->addSpacing(12);
    nl->addWidget(m_nodesDefault);
    nl->addStretch();
    m_nodesField = field(nodesBox, Section::Resources);
    form->addRow(tr("&Nodes:"), m_nodesField);

    m_cpu = new QLineEdit(page);
    m_cpu->setObjectName(QStringLiteral("cpu"));
    m_cpu->setPlaceholderText(tr("e.g. 2"));
    m_memory = new QLineEdit(page);
    m_memory->setObjectName(QStringLiteral("memory"));
    m_memory->setPlaceholderText(tr("e.g. 8Gi"));
    m_gpu = new QSpinBox(page);
    m_gpu->setObjectName(QStringLiteral("gpu"));
    m_gpu->setRange(0, 64);
    m_gpu->setSpecialValueText(tr("none"));
    for (QLineEdit *e : {m_cpu, m_memory})
        connect(e, &QLineEdit::textChanged, this, &JobBuilderDialog::scheduleValidation);
    connect(m_gpu, &QSpinBox::valueChanged, this, &JobBuilderDialog::scheduleValidation);
    auto *res = new QWidget(page);
    auto *grid = new QGridLayout(res);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(new QLabel(tr("CPU"), res), 0, 0);
    grid->addWidget(new QLabel(tr("Memory"), res), 0, 1);
    grid->addWidget(new QLabel(tr("GPUs"), res), 0, 2);
    grid->addWidget(m_cpu, 1, 0);
    grid->addWidget(m_memory, 1, 1);
    grid->addWidget(m_gpu, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    m_resourcesField = field(res, Section::Resources);
    form->addRow(tr("Per node:"), m_resourcesField);

    m_env = new KeyValueTable(tr("Variable"), tr("Value"), page);
    m_env->setObjectName(QStringLiteral("env"));
    m_env->setMaskSecretValues(true);
    connect(m_env, &KeyValueTable::changed, this, &JobBuilderDialog::scheduleValidation);
    m_envField = field(m_env, Section::Resources);
    form->addRow(tr("&Environment:"), m_envField);
    m_envKeychain = new RememberEnvSecretsBox(m_env, QStringLiteral("env"), page);
    form->addRow(QString(), m_envKeychain);
    auto *inspectNote = hint(tr("Values given to a container are visible to anyone who can run "
                                "'docker inspect' (or 'podman inspect') on it, secrets "
                                "included: on a shared engine, prefer a secret the cluster "
                                "holds (Kubernetes secretKeyRef)."),
                             page);
    inspectNote->setObjectName(QStringLiteral("envInspectNote"));
    form->addRow(QString(), inspectNote);
    outer->addStretch();
    return page;
}

QWidget *JobBuilderDialog::buildInitializersPage()
{
    auto *page = new QWidget(this);
    auto *outer = new QVBoxLayout(page);
    outer->addWidget(heading(tr("Dataset and model"), page));
    outer->addWidget(hint(tr("Initializers download a dataset to /workspace/dataset and a "
                             "model to /workspace/model before the nodes start."),
                          page));
    m_dataset = new InitializerForm(InitializerForm::Role::Dataset, page);
    m_dataset->setObjectName(QStringLiteral("datasetForm"));
    m_model = new InitializerForm(InitializerForm::Role::Model, page);
    m_model->setObjectName(QStringLiteral("modelForm"));
    for (InitializerForm *f : {m_dataset, m_model}) {
        connect(f, &InitializerForm::changed, this, &JobBuilderDialog::scheduleValidation);
        for (ValidatedField *vf : f->allFields())
            m_fieldSections.insert(vf, Section::Initializers);
    }
    auto *ds = new QGroupBox(tr("Dataset"), page);
    auto *dl = new QVBoxLayout(ds);
    dl->addWidget(m_dataset);
    auto *ms = new QGroupBox(tr("Model"), page);
    auto *ml = new QVBoxLayout(ms);
    ml->addWidget(m_model);
    outer->addWidget(ds);
    outer->addWidget(ms);
    outer->addStretch();
    return page;
}

QWidget *JobBuilderDialog::buildPreviewPage()
{
    auto *page = new QWidget(this);
    auto *outer = new QVBoxLayout(page);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(heading(tr("Preview"), page));
    m_previewTabs = new QTabWidget(page);
    m_previewTabs->setObjectName(QStringLiteral("previewTabs"));
    m_planView = codeView(page, QStringLiteral("planView"));
    m_yamlView = codeView(page, QStringLiteral("yamlView"));
    CodeHighlighter::install(m_yamlView, CodeHighlighter::Yaml);
    m_sdkView = codeView(page, QStringLiteral("sdkView"));
    CodeHighlighter::install(m_sdkView, CodeHighlighter::Python);
    m_previewTabs->addTab(m_planView, tr("Plan"));
    m_previewTabs->addTab(m_yamlView, tr("TrainJob YAML"));
    m_previewTabs->addTab(m_sdkView, tr("Python SDK"));
    outer->addWidget(m_previewTabs, 1);
    outer->addWidget(hint(tr("Secrets are hidden here; exports ask before writing them."), page));
    return page;
}

QWidget *JobBuilderDialog::buildYamlPage()
{
    auto *page = new QWidget(this);
    auto *outer = new QVBoxLayout(page);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(heading(tr("Edit as YAML"), page));
    outer->addWidget(hint(tr("The job as a TrainJob. Edit it and apply to update the form; the "
                             "form keeps what it cannot show. Secrets appear as \"%1\" and stay "
                             "as they are unless you replace that text.")
                              .arg(SecretMasker::Mask),
                          page));
    m_yamlEditor = new QPlainTextEdit(page);
    m_yamlEditor->setObjectName(QStringLiteral("yamlEditor"));
    m_yamlEditor->setLineWrapMode(QPlainTextEdit::NoWrap);
    CodeHighlighter::install(m_yamlEditor, CodeHighlighter::Yaml);
    connect(m_yamlEditor, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_filling)
            m_yamlEditorDirty = true;
    });
    outer->addWidget(m_yamlEditor, 1);
    m_yamlStatus = new QLabel(page);
    m_yamlStatus->setObjectName(QStringLiteral("yamlStatus"));
    m_yamlStatus->setWordWrap(true);
    m_yamlStatus->setTextFormat(Qt::PlainText);
    auto *row = new QHBoxLayout;
    row->addWidget(m_yamlStatus, 1);
    auto *reload = new QPushButton(tr("&Reload from Form"), page);
    reload->setObjectName(QStringLiteral("reloadYaml"));
    connect(reload, &QPushButton::clicked, this, &JobBuilderDialog::reloadYamlEditor);
    auto *apply = new QPushButton(tr("&Apply to Form"), page);
    apply->setObjectName(QStringLiteral("applyYaml"));
    connect(apply, &QPushButton::clicked, this, [this] { (void)applyYamlEditor(); });
    row->addWidget(reload);
    row->addWidget(apply);
    outer->addLayout(row);
    return page;
}

// ---------------------------------------------------------------------------------------
// Runtimes, backend, trainer kind

void JobBuilderDialog::setRuntimes(const QList<Runtime> &runtimes)
{
    const QString current = m_runtime->currentData().toString();
    m_runtimes = runtimes;
    const bool wasFilling = m_filling;
    m_filling = true;
    m_runtime->clear();
    for (const Runtime &rt : runtimes) {
        const QString label
            = rt.framework.isEmpty() ? rt.name : tr("%1  —  %2").arg(rt.name, rt.framework);
        m_runtime->addItem(label, rt.name);
    }
    m_filling = wasFilling;
    selectRuntime(current.isEmpty() ? m_base.runtimeRef.name : current);
    scheduleValidation();
}

void JobBuilderDialog::selectRuntime(const QString &name)
{
    int i = m_runtime->findData(name);
    if (i < 0 && !name.isEmpty()) {
        // Keep a runtime the catalog does not know, so validation can say so and nothing is lost.
        const bool fromFile = m_base.fileRuntime && m_base.fileRuntime->name == name;
        m_runtime->addItem(fromFile ? tr("%1 (defined in the job's file)").arg(name)
                                    : tr("%1 (not available)").arg(name),
                           name);
        i = m_runtime->count() - 1;
    }
    m_runtime->setCurrentIndex(i);
    updateRuntimeHint();
}

const Runtime *JobBuilderDialog::selectedRuntime() const
{
    const QString name = m_runtime->currentData().toString();
    // A runtime defined in the job's own file wins over the catalog's, as it does in backends.
    if (m_base.fileRuntime && m_base.fileRuntime->name == name)
        return &*m_base.fileRuntime;
    for (const Runtime &rt : m_runtimes) {
        if (rt.name == name)
            return &rt;
    }
    return nullptr;
}

void JobBuilderDialog::updateRuntimeHint()
{
    const Runtime *rt = selectedRuntime();
    const int defaultNodes = rt ? rt->numNodes : 1;
    m_nodesDefault->setText(defaultNodes == 1 ? tr("Runtime default (1 node)")
                                              : tr("Runtime default (%1 nodes)").arg(defaultNodes));
    if (m_nodesDefault->isChecked()) {
        const bool wasFilling = m_filling;
        m_filling = true;
        m_nodes->setValue(defaultNodes);
        m_filling = wasFilling;
    }
    if (!rt) {
        m_runtimeInfo->setText(m_runtimes.isEmpty() ? tr("No runtimes are loaded.")
                                                    : tr("This runtime is not in the catalog."));
        return;
    }
    QStringList parts;
    parts << tr("Framework: %1").arg(rt->framework.isEmpty() ? tr("plain") : rt->framework);
    if (!rt->image.isEmpty())
        parts << tr("Image: %1").arg(rt->image);
    parts << (rt->numNodes == 1 ? tr("1 node") : tr("%1 nodes").arg(rt->numNodes));
    if (rt->device != QLatin1String("Unknown"))
        parts << tr("Device: %1 × %2").arg(rt->deviceCount, rt->device);
    m_runtimeInfo->setText(parts.join(QStringLiteral("  ·  ")));
}

void JobBuilderDialog::setTargets(const QList<Backend *> &backends)
{
    Backend *selected = targetBackend();
    {
        const QSignalBlocker block(m_target);
        m_targets.clear();
        m_target->clear();
        for (Backend *b : backends) {
            if (!b)
                continue;
            m_targets.append(b);
            m_target->addItem(b->displayName(), int(m_targets.size() - 1));
            // An engine's name gains its endpoint once it connects.
            connect(b,
                    &Backend::connectionChanged,
                    this,
                    &JobBuilderDialog::refreshTargetNames,
                    Qt::UniqueConnection);
            connect(b,
                    &QObject::destroyed,
                    this,
                    &JobBuilderDialog::refreshTargetNames,
                    Qt::UniqueConnection);
        }
        if (m_targets.isEmpty())
            m_target->addItem(backendTitle(m_backend), -1);
        const int keep = selected ? int(m_targets.indexOf(selected)) : -1;
        m_target->setCurrentIndex(qMax(0, keep));
    }
    m_target->setEnabled(!m_targets.isEmpty());
    if (targetBackend() != selected || !selected)
        onTargetChanged();
}

QList<Backend *> JobBuilderDialog::targets() const
{
    QList<Backend *> out;
    for (const QPointer<Backend> &b : m_targets) {
        if (b)
            out.append(b);
    }
    return out;
}

bool JobBuilderDialog::setTargetBackend(Backend *backend)
{
    const int i = backend ? int(m_targets.indexOf(backend)) : -1;
    if (i < 0)
        return false;
    m_target->setCurrentIndex(i);
    return true;
}

Backend *JobBuilderDialog::targetBackend() const
{
    const int i = m_target->currentData().toInt();
    return i >= 0 && i < m_targets.size() ? m_targets.at(i).data() : nullptr;
}

void JobBuilderDialog::refreshTargetNames()
{
    for (int i = 0; i < m_target->count(); ++i) {
        const int t = m_target->itemData(i).toInt();
        if (t < 0 || t >= m_targets.size())
            continue;
        m_target->setItemText(
            i, m_targets.at(t) ? m_targets.at(t)->displayName() : tr("(connection closed)"));
    }
}

void JobBuilderDialog::onTargetChanged()
{
    Backend *b = targetBackend();
    if (b)
        applyBackendKind(b->kind());
    else if (m_targets.isEmpty())
        applyBackendKind(m_backend);
    emit targetChanged(b);
}

void JobBuilderDialog::setBackendKind(BackendKind backend)
{
    if (m_targets.isEmpty()) {
        if (m_target->count() == 0)
            m_target->addItem(QString(), -1);
        m_target->setItemText(0, backendTitle(backend));
        applyBackendKind(backend);
        return;
    }
    if (Backend *b = targetBackend(); b && b->kind() == backend)
        return;
    for (const QPointer<Backend> &b : std::as_const(m_targets)) {
        if (b && b->kind() == backend) {
            setTargetBackend(b);
            return;
        }
    }
}

void JobBuilderDialog::applyBackendKind(BackendKind backend)
{
    m_backend = backend;
    m_dataset->setBackendKind(backend);
    m_model->setBackendKind(backend);
    m_submit->setText(backend == BackendKind::Local
                          ? tr("&Submit to Local")
                          : tr("&Submit to %1").arg(backendTitle(backend)));
    scheduleValidation();
}

TrainerKind JobBuilderDialog::trainerKindSelected() const
{
    return m_trainerType->currentData().value<TrainerKind>();
}

void JobBuilderDialog::setTrainerPage(TrainerKind kind)
{
    m_trainerPages->setCurrentIndex(int(kind));
    for (int i = 0; i < m_trainerPages->count(); ++i)
        m_trainerPages->widget(i)->setSizePolicy(
            QSizePolicy::Preferred, i == int(kind) ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    static const QStringList titles{tr("Training Script"), tr("Container Image"), tr("TorchTune")};
    if (QListWidgetItem *item = m_sections->item(int(Section::Code))) {
        item->setData(Qt::UserRole + 1, titles.value(int(kind)));
        item->setText(titles.value(int(kind)));
    }
}

// ---------------------------------------------------------------------------------------
// Job <-> form

void JobBuilderDialog::setJob(const TrainJob &job)
{
    m_filling = true;
    m_base = job;
    m_name->setText(job.name);
    selectRuntime(job.runtimeRef.name);
    const TrainerKind kind = trainerKind(job.trainer);
    m_trainerType->setCurrentIndex(m_trainerType->findData(QVariant::fromValue(kind)));
    setTrainerPage(kind);

    // Script
    m_scriptPath.clear();
    m_scriptFileText.clear();
    m_scriptFileBytes.clear();
    if (const auto *c = std::get_if<CustomTrainer>(&job.trainer)) {
        if (!c->scriptPath.isEmpty()) {
            m_scriptPath = c->scriptPath;
            m_scriptFileBytes = c->scriptContent;
            m_scriptFileText = QString::fromUtf8(c->scriptContent);
            m_script->setPlainText(m_scriptFileText);
            m_scriptSource->setText(c->scriptLoaded
                                        ? tr("From %1").arg(QDir::toNativeSeparators(c->scriptPath))
                                        : tr("%1 could not be read").arg(c->scriptPath));
        } else {
            m_script->setPlainText(c->inlineCode);
            m_scriptSource->setText(tr("Inline code, sent with the job"));
        }
        m_function->setText(c->functionName);
        KeyValueTable::Pairs args;
        if (c->funcArgs.is_object()) {
            for (auto it = c->funcArgs.begin(); it != c->funcArgs.end(); ++it)
                args.append({QString::fromStdString(it.key()), cellFromJson(it.value())});
        }
        m_funcArgs->setPairs(args);
        m_scriptArgs->setText(joinArgs(c->args));
        m_scriptImage->setText(c->image);
        m_packages->setValues(c->packagesToInstall);
        m_indexUrls->setValues(c->pipIndexUrls);
    } else {
        m_script->clear();
        m_scriptSource->setText(tr("Inline code, sent with the job"));
        m_function->clear();
        m_funcArgs->setPairs({});
        m_scriptArgs->clear();
        m_scriptImage->clear();
        m_packages->setValues({});
        m_indexUrls->setValues({});
    }
    // Container
    if (const auto *c = std::get_if<CustomTrainerContainer>(&job.trainer)) {
        m_image->setText(c->image);
        m_command->setText(joinArgs(c->command));
        m_args->setText(joinArgs(c->args));
    } else {
        m_image->clear();
        m_command->clear();
        m_args->clear();
    }
    // TorchTune
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

    // Nodes, resources, env
    const auto nodes = trainerNumNodes(job.trainer);
    m_nodesDefault->setChecked(!nodes.has_value());
    m_nodes->setEnabled(nodes.has_value());
    const Runtime *rt = selectedRuntime();
    m_nodes->setValue(nodes.value_or(rt ? rt->numNodes : 1));
    const ResourceMap &res = trainerResources(job.trainer);
    m_cpu->setText(res.value(QStringLiteral("cpu")));
    m_memory->setText(res.value(QStringLiteral("memory")));
    m_gpu->setValue(res.value(QStringLiteral("gpu")).toInt());
    KeyValueTable::Pairs env;
    for (const EnvVar &e : trainerEnv(job.trainer)) {
        if (!e.isReference())
            env.append({e.name, e.value});
    }
    m_env->setPairs(env);
    m_env->setMarkedSecrets(job.secretEnv);

    m_dataset->setDatasetConfig(job.dataset.config);
    m_model->setModelConfig(job.model.config);
    updateRuntimeHint();
    m_filling = false;
    m_yamlEditorDirty = false;
    // Secret variables the kept job file could not hold may be in the keychain.
    m_envKeychain->recall();
    scheduleValidation();
}

TrainJob JobBuilderDialog::job() const
{
    TrainJob job = m_base;
    job.name = m_name->text().trimmed();
    job.generatedName = m_base.generatedName && job.name == m_base.name;
    job.runtimeRef.name = m_runtime->currentData().toString();

    const std::optional<int> nodes
        = m_nodesDefault->isChecked() ? std::nullopt : std::optional<int>(m_nodes->value());
    ResourceMap resources = trainerResources(m_base.trainer);
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
    for (const EnvVar &e : trainerEnv(m_base.trainer)) {
        if (e.isReference() && !findEnv(env, e.name))
            env.append(e);
    }

    switch (trainerKindSelected()) {
    case TrainerKind::CustomTrainer: {
        CustomTrainer c = std::holds_alternative<CustomTrainer>(m_base.trainer)
                              ? std::get<CustomTrainer>(m_base.trainer)
                              : CustomTrainer{};
        const QString code = m_script->toPlainText();
        if (!m_scriptPath.isEmpty() && code == m_scriptFileText) {
            c.scriptPath = m_scriptPath;
            c.scriptContent = m_scriptFileBytes;
            c.scriptLoaded = !m_scriptFileBytes.isEmpty()
                             || (std::holds_alternative<CustomTrainer>(m_base.trainer)
                                 && std::get<CustomTrainer>(m_base.trainer).scriptLoaded);
            c.inlineCode.clear();
        } else {
            c.scriptPath.clear();
            c.scriptContent.clear();
            c.scriptLoaded = false;
            c.scriptEmbedded = false;
            c.inlineCode = code;
        }
        c.functionName = m_function->text().trimmed();
        c.funcArgs = nlohmann::ordered_json::object();
        for (const auto &[key, value] : m_funcArgs->pairs())
            c.funcArgs[key.toStdString()] = jsonFromCell(value);
        c.args = splitArgs(m_scriptArgs->text());
        c.image = m_scriptImage->text().trimmed();
        c.packagesToInstall = m_packages->values();
        c.pipIndexUrls = m_indexUrls->values();
        c.numNodes = nodes;
        c.resourcesPerNode = resources;
        c.env = env;
        job.trainer = c;
        break;
    }
    case TrainerKind::CustomTrainerContainer: {
        CustomTrainerContainer c;
        c.image = m_image->text().trimmed();
        c.command = splitArgs(m_command->text());
        c.args = splitArgs(m_args->text());
        c.numNodes = nodes;
        c.resourcesPerNode = resources;
        c.env = env;
        job.trainer = c;
        break;
    }
    case TrainerKind::BuiltinTrainer: {
        BuiltinTrainer b;
        TorchTuneConfig &t = b.config;
        t.dtype = m_dtype->currentData().value<TorchTuneDataType>();
        t.batchSize = optSpin(m_batchSize);
        t.epochs = optSpin(m_epochs);
        t.loss = m_loss->currentText().trimmed();
        t.numNodes = nodes;
        t.resourcesPerNode = resources;
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
            l.applyLoraToMlp = triState(m_loraMlp);
            l.applyLoraToOutput = triState(m_loraOutput);
            l.quantizeBase = triState(m_loraQuantize);
            l.useDora = triState(m_loraDora);
            t.peftConfig = l;
        }
        if (m_instruct->isChecked()) {
            TorchTuneInstructDataset d;
            d.source = m_instructSource->currentData().toString();
            d.split = m_instructSplit->text().trimmed();
            d.trainOnInput = triState(m_instructTrainOnInput);
            d.newSystemPrompt = m_instructPrompt->text();
            for (const auto &[k, v] : m_instructColumns->pairs())
                d.columnMap.insert(k, v);
            t.datasetPreprocessConfig = d;
        }
        b.env = env;
        job.trainer = b;
        break;
    }
    }
    job.dataset.config = m_dataset->datasetConfig();
    job.model.config = m_model->modelConfig();
    // The user's secret marks on the env table, plus those on initializer variables the
    // table does not show.
    job.secretEnv = m_env->markedSecrets();
    for (const QString &n : std::as_const(m_base.secretEnv)) {
        if (!job.secretEnv.contains(n)
            && (findEnv(job.dataset.extraEnv, n) || findEnv(job.model.extraEnv, n)))
            job.secretEnv << n;
    }
    return job;
}

// ---------------------------------------------------------------------------------------
// Validation

void JobBuilderDialog::scheduleValidation()
{
    if (m_filling)
        return;
    m_validationPending = true;
    m_submit->setEnabled(false);
    m_debounce->start();
}

void JobBuilderDialog::validateNow()
{
    m_debounce->stop();
    runValidation();
}

void JobBuilderDialog::runValidation()
{
    m_validationPending = false;
    const TrainJob j = job();
    QList<Error> problems;
    // The codec's checks (types, ranges such as numNodes >= 1) on the object we would write...
    QList<Error> codecProblems;
    const auto decoded
        = TrainJobCodec::decode(Document::fromJson(TrainJobCodec::encode(j)), &codecProblems);
    Q_UNUSED(decoded)
    problems += codecProblems;
    // ...then the pipeline's validation plugins for the target backend.
    QStringList names;
    for (const Runtime &rt : std::as_const(m_runtimes))
        names << rt.name;
    if (j.fileRuntime)
        names << j.fileRuntime->name;
    problems += Pipeline::standard().validate(
        j, selectedRuntime(), PlanContext::forBackend(m_backend, j.name), names);
    // One message per field and text: the codec and the plugins sometimes agree.
    QSet<QString> seen;
    m_problems.clear();
    for (const Error &e : std::as_const(problems)) {
        const QString key = e.field + u'\n' + e.message;
        if (seen.contains(key))
            continue;
        seen.insert(key);
        m_problems << e;
    }
    showProblems();
    updatePreview();
}

ValidatedField *JobBuilderDialog::fieldForPath(const QString &path) const
{
    const TrainerKind kind = trainerKindSelected();
    const QString ann = QStringLiteral("metadata.annotations.") + TrainJobCodec::AnnotationPrefix;
    if (path == QLatin1String("metadata.name"))
        return m_nameField;
    if (path.startsWith(QLatin1String("spec.runtimeRef")))
        return m_runtimeField;
    if (path.startsWith(QLatin1String("spec.trainer.numNodes"))
        || path.startsWith(QLatin1String("spec.trainer.numProcPerNode")))
        return m_nodesField;
    if (path.startsWith(QLatin1String("spec.trainer.resourcesPerNode")))
        return m_resourcesField;
    if (path.startsWith(QLatin1String("spec.trainer.env")))
        return m_envField;
    if (path.startsWith(QLatin1String("spec.trainer.image")))
        return kind == TrainerKind::CustomTrainer ? m_scriptImageField : m_imageField;
    if (path.startsWith(QLatin1String("spec.trainer.command")))
        return kind == TrainerKind::CustomTrainerContainer ? m_commandField : m_scriptField;
    if (path.startsWith(QLatin1String("spec.trainer.args")))
        return kind == TrainerKind::CustomTrainer ? m_scriptArgsField : m_argsField;
    if (path.startsWith(ann)) {
        const QString key = path.mid(ann.size());
        if (key.startsWith(QLatin1String("script")))
            return m_scriptField;
        if (key == QLatin1String("function"))
            return m_functionField;
        if (key == QLatin1String("func-args"))
            return m_funcArgsField;
        if (key == QLatin1String("packages"))
            return m_packagesField;
        if (key == QLatin1String("pip-index-urls"))
            return m_indexUrlsField;
        if (key.startsWith(QLatin1String("torchtune")))
            return m_torchTuneField;
        if (key == QLatin1String("trainer"))
            return m_trainerTypeField;
        return nullptr;
    }
    if (path == QLatin1String("metadata.annotations"))
        return kind == TrainerKind::CustomTrainer ? m_scriptField : m_trainerTypeField;
    for (InitializerForm *f : {m_dataset, m_model}) {
        const QString base = f == m_dataset ? QStringLiteral("spec.initializer.dataset")
                                            : QStringLiteral("spec.initializer.model");
        if (path == base)
            return f->fieldFor(QString());
        if (path.startsWith(base + u'.'))
            return f->fieldFor(path.mid(base.size() + 1));
    }
    return nullptr;
}

void JobBuilderDialog::showProblems()
{
    QHash<ValidatedField *, QStringList> messages;
    QStringList unplaced;
    QHash<Section, int> perSection;
    for (const Error &e : std::as_const(m_problems)) {
        if (ValidatedField *f = fieldForPath(e.field)) {
            messages[f] << e.message;
            perSection[m_fieldSections.value(f, Section::General)] += 1;
        } else {
            unplaced << (e.field.isEmpty() ? e.message
                                           : e.field + QStringLiteral(": ") + e.message);
            perSection[Section::General] += 1;
        }
    }
    for (auto it = m_fieldSections.cbegin(); it != m_fieldSections.cend(); ++it)
        it.key()->setMessage(messages.value(it.key()).join(u'\n'));

    for (int i = 0; i < m_sections->count(); ++i) {
        QListWidgetItem *item = m_sections->item(i);
        const auto section = item->data(Qt::UserRole).value<Section>();
        const int n = perSection.value(section);
        const QString title = item->data(Qt::UserRole + 1)
                                  .toString()
                                  .replace(QStringLiteral("&&"), QStringLiteral("&"));
        item->setText(n > 0 ? tr("%1 (%2)").arg(title).arg(n) : title);
        item->setIcon(n > 0 ? dotIcon(ErrorRed) : QIcon());
        item->setToolTip(n == 0   ? QString()
                         : n == 1 ? tr("1 problem in this section")
                                  : tr("%1 problems in this section").arg(n));
    }

    QPalette p = m_summary->palette();
    if (m_problems.isEmpty()) {
        p.setColor(QPalette::WindowText, OkGreen);
        m_summary->setText(tr("Ready: the job is valid for %1.").arg(backendTitle(m_backend)));
    } else {
        p.setColor(QPalette::WindowText, ErrorRed);
        QString text = m_problems.size() == 1
                           ? tr("1 problem to fix before submitting.")
                           : tr("%1 problems to fix before submitting.").arg(m_problems.size());
        if (!unplaced.isEmpty())
            text += u' ' + unplaced.join(QStringLiteral("; "));
        m_summary->setText(text);
    }
    m_summary->setPalette(p);
    m_submit->setEnabled(m_problems.isEmpty());
}

// ---------------------------------------------------------------------------------------
// Preview, YAML, SDK code

QString JobBuilderDialog::planText() const
{
    // Planned with the secrets masked: the plan's own masking knows fewer names than we do.
    const TrainJob j = SecretMasker::masked(job());
    const Runtime *rt = selectedRuntime();
    if (!rt)
        return tr("No plan: pick a runtime.");
    QList<Error> problems;
    auto plan
        = Pipeline::standard().plan(j, *rt, PlanContext::forBackend(m_backend, j.name), &problems);
    if (!plan) {
        QStringList lines{tr("No plan until these problems are fixed:")};
        for (const Error &e : std::as_const(problems))
            lines << QStringLiteral("  • ") + e.toString();
        return lines.join(u'\n');
    }
    return plan->toText();
}

QByteArray JobBuilderDialog::yaml(bool includeSecrets) const
{
    const TrainJob j = job();
    return TrainJobCodec::toYaml(includeSecrets ? j : SecretMasker::masked(j, QString()));
}

QString JobBuilderDialog::sdkCode(bool includeSecrets) const
{
    SdkCodeGenerator::Options o;
    o.backend = m_backend;
    o.includeSecrets = includeSecrets;
    return SdkCodeGenerator::generate(job(), o);
}

void JobBuilderDialog::updatePreview()
{
    if (currentSection() != Section::Preview)
        return;
    const TrainJob masked = SecretMasker::masked(job());
    m_planView->setPlainText(planText());
    m_yamlView->setPlainText(QString::fromUtf8(TrainJobCodec::toYaml(masked)));
    m_sdkView->setPlainText(sdkCode(false));
}

namespace {

Result<void> writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return Error::make(
                   Error::Kind::Io,
                   JobBuilderDialog::tr("could not write %1: %2").arg(path, f.errorString()))
            .at(path);
    return {};
}

} // namespace

Result<void> JobBuilderDialog::saveYamlFile(const QString &path, bool includeSecrets) const
{
    return writeFile(path, yaml(includeSecrets));
}

Result<void> JobBuilderDialog::saveSdkCodeFile(const QString &path, bool includeSecrets) const
{
    return writeFile(path, sdkCode(includeSecrets).toUtf8());
}

bool JobBuilderDialog::confirmSecrets(const QString &what)
{
    if (!SecretMasker::hasSecrets(job()))
        return false;
    const auto answer = QMessageBox::question(
        this,
        tr("Include Secrets?"),
        tr("This job holds tokens or keys. Write them into the %1 in plain text?\n\n"
           "Choose No to leave them out (the file then reads them from the environment or "
           "needs them filled in).")
            .arg(what),
        QMessageBox::Yes | QMessageBox::No,
        QMessageBox::No);
    return answer == QMessageBox::Yes;
}

void JobBuilderDialog::exportYaml()
{
    const QString path = QFileDialog::getSaveFileName(this,
                                                      tr("Export TrainJob YAML"),
                                                      job().name + QStringLiteral(".yaml"),
                                                      tr("YAML files (*.yaml *.yml)"));
    if (path.isEmpty())
        return;
    const bool secrets = confirmSecrets(tr("YAML file"));
    if (auto r = saveYamlFile(path, secrets); !r)
        setNotice(r.error().toString(), true);
    else
        setNotice(tr("Exported %1").arg(QDir::toNativeSeparators(path)), false);
}

void JobBuilderDialog::exportSdkCode()
{
    const QString path
        = QFileDialog::getSaveFileName(this,
                                       tr("Export Kubeflow SDK Code"),
                                       job().name.replace(u'-', u'_') + QStringLiteral(".py"),
                                       tr("Python files (*.py)"));
    if (path.isEmpty())
        return;
    const bool secrets = confirmSecrets(tr("Python file"));
    if (auto r = saveSdkCodeFile(path, secrets); !r)
        setNotice(r.error().toString(), true);
    else
        setNotice(tr("Exported %1").arg(QDir::toNativeSeparators(path)), false);
}

void JobBuilderDialog::importYaml()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import TrainJob YAML"), {}, tr("YAML files (*.yaml *.yml)"));
    if (!path.isEmpty())
        (void)loadYamlFile(path);
}

void JobBuilderDialog::reloadYamlEditor()
{
    const bool wasFilling = m_filling;
    m_filling = true;
    m_yamlEditor->setPlainText(
        QString::fromUtf8(TrainJobCodec::toYaml(SecretMasker::masked(job()))));
    m_filling = wasFilling;
    m_yamlEditorDirty = false;
    m_yamlStatus->setText(tr("Showing the form as YAML."));
    m_yamlStatus->setPalette(palette());
}

Result<void> JobBuilderDialog::applyYamlEditor()
{
    const QByteArray bytes = m_yamlEditor->toPlainText().toUtf8();
    auto fail = [this](const Error &e) -> Result<void> {
        QString text = e.line > 0
                           ? tr("Line %1, column %2: %3").arg(e.line).arg(e.column).arg(e.message)
                           : e.message;
        if (!e.field.isEmpty() && e.line <= 0)
            text = e.field + QStringLiteral(": ") + text;
        m_yamlStatus->setText(text);
        QPalette p = m_yamlStatus->palette();
        p.setColor(QPalette::WindowText, ErrorRed);
        m_yamlStatus->setPalette(p);
        if (e.line > 0) {
            // Put the cursor where the problem is, so the user can fix it right away.
            QTextCursor c(m_yamlEditor->document()->findBlockByNumber(e.line - 1));
            c.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, qMax(0, e.column - 1));
            m_yamlEditor->setTextCursor(c);
        }
        return e;
    };
    auto doc = Document::parse(bytes, tr("YAML editor"));
    if (!doc)
        return fail(doc.error());
    QList<Error> problems;
    auto decoded = TrainJobCodec::decode(*doc, &problems);
    if (!decoded)
        return fail(decoded.error());
    TrainJob edited = *decoded;
    const TrainJob current = job();
    SecretMasker::restore(edited, current);
    edited.sourceFile = m_base.sourceFile;
    // The editor shows the TrainJob alone; a runtime from the job's file stays with it.
    if (!edited.fileRuntime)
        edited.fileRuntime = m_base.fileRuntime;
    if (auto *c = std::get_if<CustomTrainer>(&edited.trainer); c && !c->scriptPath.isEmpty()) {
        const auto *old = std::get_if<CustomTrainer>(&current.trainer);
        if (old && old->scriptPath == c->scriptPath && old->scriptLoaded) {
            c->scriptContent = old->scriptContent;
            c->scriptLoaded = true;
        } else {
            JobLoader::loadScript(edited);
        }
    }
    setJob(edited);
    m_yamlStatus->setText(tr("Applied to the form."));
    m_yamlStatus->setPalette(palette());
    return {};
}

// ---------------------------------------------------------------------------------------
// Loading files and drops

QString JobBuilderDialog::notice() const
{
    return m_notice->isHidden() ? QString() : m_notice->text();
}

void JobBuilderDialog::setNotice(const QString &text, bool error)
{
    QPalette p = m_notice->palette();
    p.setColor(QPalette::WindowText, error ? ErrorRed : palette().color(QPalette::WindowText));
    m_notice->setPalette(p);
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
}

Result<void> JobBuilderDialog::loadScript(const QString &path)
{
    // Only a regular file within the limit: a dropped FIFO or device must not hang the GUI.
    const auto read = RegularFileReader::read(path, JobLoader::MaxScriptBytes, tr("script"));
    if (!read) {
        setNotice(read.error().toString(), true);
        return read.error();
    }
    const QByteArray bytes = *read;
    TrainJob j = job();
    CustomTrainer c = std::holds_alternative<CustomTrainer>(j.trainer)
                          ? std::get<CustomTrainer>(j.trainer)
                          : CustomTrainer{};
    const QFileInfo info(path);
    c.scriptPath = info.absoluteFilePath();
    c.scriptContent = bytes;
    c.scriptLoaded = true;
    c.inlineCode.clear();
    if (!std::holds_alternative<CustomTrainer>(j.trainer)) {
        c.numNodes = trainerNumNodes(j.trainer);
        c.resourcesPerNode = trainerResources(j.trainer);
        c.env = trainerEnv(j.trainer);
    }
    j.trainer = c;
    // A name the user typed stays; only an empty or generated one is replaced.
    if (nameIsAutomatic()) {
        j.name = jobNameFrom(info.completeBaseName());
        j.generatedName = false;
        m_automaticName = j.name;
    }
    setJob(j);
    showSection(Section::Code);
    setNotice(tr("Loaded %1").arg(QDir::toNativeSeparators(c.scriptPath)), false);
    return {};
}

Result<void> JobBuilderDialog::loadRequirements(const QString &path)
{
    const auto read = RegularFileReader::read(path, MaxRequirementsBytes, tr("requirements file"));
    if (!read) {
        setNotice(read.error().toString(), true);
        return read.error();
    }
    QStringList packages;
    QStringList indexUrls;
    QStringList skipped;
    const QStringList lines = QString::fromUtf8(*read).split(u'\n');
    for (QString line : lines) {
        if (const qsizetype hash = line.indexOf(QStringLiteral(" #")); hash >= 0)
            line.truncate(hash);
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        static const QRegularExpression index(
            QStringLiteral("^(--index-url|-i|--extra-index-url)[=\\s]+(\\S+)$"));
        if (const auto m = index.match(line); m.hasMatch()) {
            if (m.captured(1) == QLatin1String("--extra-index-url"))
                indexUrls << m.captured(2);
            else
                indexUrls.prepend(m.captured(2));
            continue;
        }
        if (line.startsWith(u'-')) {
            skipped << line; // -r, -e, --hash...: pip options the trainer cannot pass on
            continue;
        }
        packages << line;
    }
    if (trainerKindSelected() != TrainerKind::CustomTrainer)
        m_trainerType->setCurrentIndex(
            m_trainerType->findData(QVariant::fromValue(TrainerKind::CustomTrainer)));
    m_packages->setValues(packages);
    if (!indexUrls.isEmpty())
        m_indexUrls->setValues(indexUrls);
    showSection(Section::Code);
    setNotice(skipped.isEmpty()
                  ? tr("%n package(s) from %1", nullptr, int(packages.size()))
                        .arg(QFileInfo(path).fileName())
                  : tr("%n package(s) from %1; skipped: %2", nullptr, int(packages.size()))
                        .arg(QFileInfo(path).fileName(), skipped.join(QStringLiteral(", "))),
              false);
    return {};
}

Result<void> JobBuilderDialog::loadFolder(const QString &path)
{
    const QDir dir(path);
    QString script;
    for (const char *candidate : {"train.py", "main.py"}) {
        if (dir.exists(QString::fromLatin1(candidate))) {
            script = dir.filePath(QString::fromLatin1(candidate));
            break;
        }
    }
    const QString requirements = dir.filePath(QStringLiteral("requirements.txt"));
    const bool hasRequirements = QFileInfo::exists(requirements);
    if (script.isEmpty() && !hasRequirements) {
        Error e = Error::make(Error::Kind::NotFound,
                              tr("%1 has no train.py, main.py or requirements.txt")
                                  .arg(QDir::toNativeSeparators(path)))
                      .at(path);
        setNotice(e.message, true);
        return e;
    }
    if (!script.isEmpty()) {
        if (auto r = loadScript(script); !r)
            return r;
    }
    if (hasRequirements) {
        if (auto r = loadRequirements(requirements); !r)
            return r;
    }
    // A folder names the project better than its train.py does (unless the user named it).
    setAutomaticName(jobNameFrom(dir.dirName()));
    setNotice(tr("Loaded the project %1").arg(QDir::toNativeSeparators(path)), false);
    return {};
}

Result<void> JobBuilderDialog::loadYamlFile(const QString &path, const QString &jobName)
{
    QList<Error> problems;
    auto loaded = JobLoader::loadAll(path, &problems);
    auto fail = [&](const Error &e) -> Result<void> {
        QStringList lines;
        for (const Error &p : std::as_const(problems))
            lines << p.toString();
        if (lines.isEmpty())
            lines << e.toString();
        setNotice(lines.join(u'\n'), true);
        return e;
    };
    if (!loaded)
        return fail(loaded.error());
    QStringList names;
    for (const TrainJob &j : std::as_const(loaded->jobs))
        names << j.name;
    problems.clear();
    if (loaded->jobs.isEmpty()) {
        QStringList runtimes;
        for (const Runtime &rt : std::as_const(loaded->runtimes))
            runtimes << rt.name;
        return fail(Error::make(
            Error::Kind::Validation,
            tr("%1 defines only runtimes (%2) and no TrainJob; add it to "
               "TrainDeck's runtimes, or add a TrainJob that uses it")
                .arg(QDir::toNativeSeparators(path), runtimes.join(QStringLiteral(", ")))));
    }
    qsizetype index = jobName.isEmpty() ? 0 : names.indexOf(jobName);
    if (index < 0)
        return fail(Error::make(
            Error::Kind::NotFound,
            tr("%1 has no TrainJob named '%2'; it holds %3")
                .arg(QDir::toNativeSeparators(path), jobName, names.join(QStringLiteral(", ")))));
    TrainJob job = loaded->jobs.at(index);
    if (JobLoader::scriptOutsideJobFolder(job)) {
        // A job file from elsewhere (a cloned repository) may name any file on this machine:
        // read it only when the user says so, knowing which file it is.
        const auto &c = std::get<CustomTrainer>(job.trainer);
        const QString target
            = QFileInfo(QFileInfo(path).absoluteDir().filePath(c.scriptPath)).canonicalFilePath();
        if (askReadOutsideScript(path, target))
            JobLoader::loadScript(job, JobLoader::ScriptAccess::Anywhere);
    }
    setJob(job);
    QString notice = tr("Imported %1").arg(QDir::toNativeSeparators(path));
    if (job.fileRuntime)
        notice += u'\n'
                  + tr("The runtime %1 is defined in this file and is used instead of any "
                       "runtime of that name in the catalog.")
                        .arg(job.fileRuntime->name);
    if (names.size() > 1)
        notice += u'\n'
                  + tr("The file holds %1 TrainJobs (%2); this is %3. Submit them all with "
                       "traindeck-cli train.")
                        .arg(names.size())
                        .arg(names.join(QStringLiteral(", ")), job.name);
    setNotice(notice, false);
    return {};
}

bool JobBuilderDialog::askReadOutsideScript(const QString &jobFile, const QString &script)
{
    if (m_readOutsideScript)
        return m_readOutsideScript(jobFile, script);
    return QMessageBox::question(
               this,
               tr("Read a Script Outside the Job's Folder?"),
               tr("%1 names a training script outside its own folder:\n\n%2\n\nRead this file "
                  "and send it with the job?")
                   .arg(QDir::toNativeSeparators(jobFile), QDir::toNativeSeparators(script)),
               QMessageBox::Yes | QMessageBox::No,
               QMessageBox::No)
           == QMessageBox::Yes;
}

bool JobBuilderDialog::dispatchDrop(const QString &path)
{
    const QFileInfo info(path);
    const QString name = info.fileName().toLower();
    if (info.isDir())
        return loadFolder(path).ok();
    if (name.endsWith(QLatin1String(".py")))
        return loadScript(path).ok();
    if (name.startsWith(QLatin1String("requirements")) && name.endsWith(QLatin1String(".txt")))
        return loadRequirements(path).ok();
    if (name.endsWith(QLatin1String(".yaml")) || name.endsWith(QLatin1String(".yml"))
        || name.endsWith(QLatin1String(".json")))
        return loadYamlFile(path).ok();
    setNotice(
        tr("%1 is not a script, requirements.txt, TrainJob YAML or folder").arg(info.fileName()),
        true);
    return false;
}

void JobBuilderDialog::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls()) {
        for (const QUrl &url : event->mimeData()->urls()) {
            if (url.isLocalFile()) {
                event->acceptProposedAction();
                return;
            }
        }
    }
    QDialog::dragEnterEvent(event);
}

void JobBuilderDialog::dropEvent(QDropEvent *event)
{
    if (!event->mimeData()->hasUrls()) {
        QDialog::dropEvent(event);
        return;
    }
    // Scripts first, then requirements, so that a drop of both ends with both loaded.
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    std::stable_sort(paths.begin(), paths.end(), [](const QString &a, const QString &b) {
        return a.endsWith(QLatin1String(".txt")) < b.endsWith(QLatin1String(".txt"));
    });
    bool any = false;
    for (const QString &p : std::as_const(paths))
        any = dispatchDrop(p) || any;
    if (any)
        event->acceptProposedAction();
    else
        event->ignore();
}

// ---------------------------------------------------------------------------------------
// Sections and submit

void JobBuilderDialog::showSection(Section section)
{
    m_sections->setCurrentRow(int(section));
}

JobBuilderDialog::Section JobBuilderDialog::currentSection() const
{
    return Section(qMax(0, m_pages->currentIndex()));
}

void JobBuilderDialog::onSectionChanged(int row)
{
    if (row < 0)
        return;
    m_pages->setCurrentIndex(row);
    const auto section = Section(row);
    if (section == Section::Preview) {
        if (m_validationPending)
            validateNow();
        else
            updatePreview();
    }
    if (section == Section::Yaml && !m_yamlEditorDirty)
        reloadYamlEditor();
}

void JobBuilderDialog::submit()
{
    // Text typed in "Edit as YAML" is what the user means to run: applied first, or, when it
    // cannot be, nothing is submitted and the editor says why.
    if (m_yamlEditorDirty) {
        if (auto applied = applyYamlEditor(); !applied) {
            m_yamlStatus->setText(tr("Not submitted: the YAML editor has changes that are not "
                                     "applied to the form, and they cannot be: %1. Fix them, "
                                     "or press Reload from Form to drop them.")
                                      .arg(m_yamlStatus->text()));
            showSection(Section::Yaml);
            setNotice(tr("Not submitted: the YAML editor has changes that cannot be applied."),
                      true);
            return;
        }
    }
    validateNow();
    if (!m_problems.isEmpty())
        return;
    Backend *target = targetBackend();
    if (!m_targets.isEmpty() && !target) {
        setNotice(tr("Not submitted: the connection it was to run on is gone. Pick one under "
                     "Runs on."),
                  true);
        showSection(Section::General);
        return;
    }
    m_dataset->saveRememberedSecrets();
    m_model->saveRememberedSecrets();
    m_envKeychain->saveNow();
    emit submitRequested(job(), target);
    accept();
}

bool JobBuilderDialog::nameIsAutomatic() const
{
    const QString name = m_name->text().trimmed();
    return name.isEmpty() || (m_base.generatedName && name == m_base.name)
           || (!m_automaticName.isEmpty() && name == m_automaticName);
}

void JobBuilderDialog::setAutomaticName(const QString &name)
{
    if (!nameIsAutomatic())
        return;
    m_automaticName = name;
    m_name->setText(name);
}

void JobBuilderDialog::setSecretStore(SecretStore *store)
{
    m_dataset->setSecretStore(store);
    m_model->setSecretStore(store);
    m_envKeychain->setSecretStore(store);
    m_envKeychain->recall();
}

} // namespace TrainDeck::Ui
