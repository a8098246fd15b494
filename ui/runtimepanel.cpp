// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/runtimepanel.h"

#include "core/codec/document.h"
#include "core/codec/runtimecodec.h"
#include "ui/elidedlabel.h"
#include "ui/statuscolors.h"
#include "ui/text/codehighlighter.h"

#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

RuntimePanel::RuntimePanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_subtitle(new QLabel(this))
    , m_yaml(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("runtimePanel"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_subtitle->setForegroundRole(QPalette::PlaceholderText);

    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->setHorizontalSpacing(14);
    addField(form, tr("Framework:"), QStringLiteral("framework"));
    addField(form, tr("Image:"), QStringLiteral("image"));
    addField(form, tr("Nodes:"), QStringLiteral("nodes"));
    addField(form, tr("ML policy:"), QStringLiteral("policy"));
    addField(form, tr("Devices:"), QStringLiteral("devices"));
    addField(form, tr("Trainer:"), QStringLiteral("trainer"));
    addField(form, tr("Initializers:"), QStringLiteral("initializers"));

    m_yaml->setObjectName(QStringLiteral("runtimeYaml"));
    m_yaml->setReadOnly(true);
    m_yaml->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_yaml->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_yaml->setPlaceholderText(tr("Select a runtime to see its definition."));
    m_highlighter = new CodeHighlighter(m_yaml->document(), CodeHighlighter::Yaml);

    auto *yamlLabel = new QLabel(tr("Definition"), this);
    QFont bold = yamlLabel->font();
    bold.setBold(true);
    yamlLabel->setFont(bold);

    // Facts on the left, the definition on the right: the panel is wide and short.
    auto *facts = new QWidget(this);
    auto *factsLayout = new QVBoxLayout(facts);
    factsLayout->setContentsMargins(0, 0, 8, 0);
    factsLayout->addWidget(m_title);
    factsLayout->addWidget(m_subtitle);
    factsLayout->addSpacing(8);
    factsLayout->addLayout(form);
    factsLayout->addStretch(1);
    auto *definition = new QWidget(this);
    auto *definitionLayout = new QVBoxLayout(definition);
    definitionLayout->setContentsMargins(8, 0, 0, 0);
    definitionLayout->addWidget(yamlLabel);
    definitionLayout->addWidget(m_yaml, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("runtimePanelSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(facts);
    splitter->addWidget(definition);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 10);
    layout->addWidget(splitter, 1);
    clear();
}

QLabel *RuntimePanel::addField(QFormLayout *form, const QString &label, const QString &name)
{
    // No word wrap: a wrapping label in a form row gets a height-for-width squeeze and cuts
    // image names. A long value shows "…" where the splitter cuts it, whole in the tooltip.
    auto *value = new ElidedLabel(this);
    value->setObjectName(name);
    form->addRow(label, value);
    return value;
}

QString RuntimePanel::fieldText(const QString &field) const
{
    const auto *label = findChild<QLabel *>(field);
    return label ? label->text() : QString();
}

QString RuntimePanel::policyText(const Runtime &runtime)
{
    const MLPolicy &p = runtime.mlPolicy;
    QString text = enumName(p.kind);
    QStringList details;
    if (!p.numProcPerNode.isEmpty())
        details << tr("%1 processes per node").arg(p.numProcPerNode);
    if (!p.mpiImplementation.isEmpty())
        details << p.mpiImplementation;
    if (p.runLauncherAsNode)
        details << tr("launcher runs as a node");
    if (runtime.hasPodGroupPolicy)
        details << tr("gang scheduling");
    if (!details.isEmpty())
        text += QStringLiteral(" (") + details.join(QStringLiteral(", ")) + QLatin1Char(')');
    return text;
}

QString RuntimePanel::initializersText(const Runtime &runtime)
{
    QStringList parts;
    for (const ReplicatedJob &j : runtime.replicatedJobs) {
        const QString step = j.ancestorStep.isEmpty() ? j.name : j.ancestorStep;
        if (step == QLatin1String("dataset-initializer"))
            parts << tr("dataset (%1)").arg(j.image);
        else if (step == QLatin1String("model-initializer"))
            parts << tr("model (%1)").arg(j.image);
    }
    if (!runtime.pretrainedModel.isEmpty())
        parts << tr("pretrained model %1").arg(runtime.pretrainedModel);
    return parts.isEmpty() ? tr("none (a job may add its own)") : parts.join(QStringLiteral("; "));
}

void RuntimePanel::setRuntime(const Runtime &runtime)
{
    m_name = runtime.name;
    m_title->setText(runtime.name);
    QStringList sub;
    sub << (runtime.kind == RuntimeKind::ClusterTrainingRuntime ? tr("ClusterTrainingRuntime")
                                                                : tr("TrainingRuntime"));
    if (!runtime.namespaceName.isEmpty())
        sub << tr("namespace %1").arg(runtime.namespaceName);
    if (runtime.deprecated)
        sub << tr("deprecated");
    if (!runtime.sourceFile.isEmpty() && !runtime.sourceFile.startsWith(QLatin1Char(':')))
        sub << runtime.sourceFile;
    m_subtitle->setText(sub.join(QStringLiteral(" · ")));

    const auto set = [this](const QString &field, const QString &text) {
        if (auto *l = findChild<QLabel *>(field)) {
            l->setText(text);
            l->setToolTip(text);
        }
    };
    set(QStringLiteral("framework"),
        runtime.framework.isEmpty() ? tr("unknown") : runtime.framework);
    set(QStringLiteral("image"), runtime.image.isEmpty() ? tr("none") : runtime.image);
    set(QStringLiteral("nodes"), QString::number(runtime.numNodes));
    set(QStringLiteral("policy"), policyText(runtime));
    const bool knownDevice = runtime.device != QLatin1String("Unknown");
    set(QStringLiteral("devices"),
        knownDevice ? tr("%1 × %2 per node").arg(runtime.deviceCount, runtime.device)
                    : tr("not stated by the runtime"));
    set(QStringLiteral("trainer"),
        runtime.trainerType == TrainerKind::BuiltinTrainer ? tr("built-in (TorchTune)")
                                                           : tr("script or container image"));
    set(QStringLiteral("initializers"), initializersText(runtime));

    const nlohmann::ordered_json doc
        = runtime.document.is_null() ? RuntimeCodec::encode(runtime) : runtime.document;
    m_yaml->setPlainText(QString::fromUtf8(Document::toYaml(doc)));
}

void RuntimePanel::clear()
{
    m_name.clear();
    m_title->setText(tr("No runtime selected"));
    m_subtitle->setText(tr("Runtimes are the templates jobs start from."));
    for (QLabel *l : findChildren<QLabel *>()) {
        if (!l->objectName().isEmpty())
            l->setText(QStringLiteral("—"));
    }
    m_yaml->clear();
}

void RuntimePanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_highlighter->updateTheme(StatusColors::isDark(palette()));
}

} // namespace TrainDeck::Ui
