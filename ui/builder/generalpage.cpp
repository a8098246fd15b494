// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/generalpage.h"

#include "core/codec/trainjobcodec.h"
#include "core/domain/backendtitle.h"
#include "ui/builder/validatedfield.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

GeneralPage::GeneralPage(QWidget *parent)
    : BuilderPage(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->addWidget(heading(tr("General"), this));
    outer->addWidget(hint(tr("Name the job and pick the runtime it runs on. Drop a train.py, a "
                             "requirements.txt, a TrainJob YAML or a project folder anywhere on "
                             "this dialog to fill it in."),
                          this));
    auto *form = pageForm(nullptr);
    outer->addLayout(form);
    outer->addStretch();

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setPlaceholderText(tr("lowercase letters, digits and '-', e.g. mnist-ddp"));
    m_name->setMaxLength(63);
    connect(m_name, &QLineEdit::textChanged, this, &GeneralPage::edited);
    form->addRow(tr("&Name:"), bind(QStringLiteral("metadata.name"), m_name));

    m_runtime = new QComboBox(this);
    m_runtime->setObjectName(QStringLiteral("runtime"));
    m_runtime->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_runtime, &QComboBox::currentIndexChanged, this, [this] {
        updateRuntimeInfo();
        emit runtimeChanged();
        edited();
    });
    m_runtimeInfo = hint(QString(), this);
    m_runtimeInfo->setObjectName(QStringLiteral("runtimeInfo"));
    auto *runtimeBox = new QWidget(this);
    auto *rl = new QVBoxLayout(runtimeBox);
    rl->setContentsMargins(0, 0, 0, 0);
    rl->addWidget(m_runtime, 0, Qt::AlignLeft);
    rl->addWidget(m_runtimeInfo);
    form->addRow(tr("&Runtime:"), bind(QStringLiteral("spec.runtimeRef*"), runtimeBox));

    m_trainerType = new QComboBox(this);
    m_trainerType->setObjectName(QStringLiteral("trainerType"));
    m_trainerType->addItem(tr("Python script (CustomTrainer)"),
                           QVariant::fromValue(TrainerKind::CustomTrainer));
    m_trainerType->addItem(tr("Container image (CustomTrainerContainer)"),
                           QVariant::fromValue(TrainerKind::CustomTrainerContainer));
    m_trainerType->addItem(tr("Built-in TorchTune fine-tuning (BuiltinTrainer)"),
                           QVariant::fromValue(TrainerKind::BuiltinTrainer));
    connect(m_trainerType, &QComboBox::currentIndexChanged, this, [this] {
        emit trainerKindChanged(trainerKind());
        edited();
    });
    // The annotations as a whole land here unless the script page (asked first) takes them.
    const QString ann = QStringLiteral("metadata.annotations.") + TrainJobCodec::AnnotationPrefix;
    form->addRow(tr("&Trainer:"),
                 bind({ann + QStringLiteral("trainer"), QStringLiteral("metadata.annotations")},
                      m_trainerType));

    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("runsOn"));
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_target->setToolTip(tr("Where Submit sends the job. Changing the main window's connection "
                            "does not change it."));
    connect(m_target, &QComboBox::currentIndexChanged, this, [this] {
        emit targetChanged(targetBackend());
    });
    form->addRow(tr("R&uns on:"), m_target);
}

void GeneralPage::load(const TrainJob &job)
{
    const Loading loading(this);
    m_fileRuntime = job.fileRuntime;
    m_loadedRuntime = job.runtimeRef.name;
    m_loadedName = job.name;
    m_loadedNameGenerated = job.generatedName;
    m_name->setText(job.name);
    selectRuntime(job.runtimeRef.name);
    setTrainerKind(TrainDeck::trainerKind(job.trainer));
}

void GeneralPage::store(TrainJob &job) const
{
    job.name = m_name->text().trimmed();
    job.generatedName = m_loadedNameGenerated && job.name == m_loadedName;
    job.runtimeRef.name = m_runtime->currentData().toString();
    // The trainer variant the type asks for: a script trainer keeps what the form does not
    // show; the others are written from the form alone.
    switch (trainerKind()) {
    case TrainerKind::CustomTrainer:
        if (!std::holds_alternative<CustomTrainer>(job.trainer))
            job.trainer = CustomTrainer{};
        break;
    case TrainerKind::CustomTrainerContainer:
        job.trainer = CustomTrainerContainer{};
        break;
    case TrainerKind::BuiltinTrainer:
        job.trainer = BuiltinTrainer{};
        break;
    }
}

void GeneralPage::setRuntimes(const QList<Runtime> &runtimes)
{
    const QString current = m_runtime->currentData().toString();
    m_runtimes = runtimes;
    {
        const Loading loading(this);
        m_runtime->clear();
        for (const Runtime &rt : runtimes) {
            const QString label
                = rt.framework.isEmpty() ? rt.name : tr("%1  —  %2").arg(rt.name, rt.framework);
            m_runtime->addItem(label, rt.name);
        }
    }
    selectRuntime(current.isEmpty() ? m_loadedRuntime : current);
}

void GeneralPage::selectRuntime(const QString &name)
{
    int i = m_runtime->findData(name);
    if (i < 0 && !name.isEmpty()) {
        // Keep a runtime the catalog does not know, so validation can say so and nothing is lost.
        const bool fromFile = m_fileRuntime && m_fileRuntime->name == name;
        m_runtime->addItem(fromFile ? tr("%1 (defined in the job's file)").arg(name)
                                    : tr("%1 (not available)").arg(name),
                           name);
        i = m_runtime->count() - 1;
    }
    m_runtime->setCurrentIndex(i);
    updateRuntimeInfo();
    emit runtimeChanged();
}

const Runtime *GeneralPage::selectedRuntime() const
{
    const QString name = m_runtime->currentData().toString();
    // A runtime defined in the job's own file wins over the catalog's, as it does in backends.
    if (m_fileRuntime && m_fileRuntime->name == name)
        return &*m_fileRuntime;
    for (const Runtime &rt : m_runtimes) {
        if (rt.name == name)
            return &rt;
    }
    return nullptr;
}

void GeneralPage::updateRuntimeInfo()
{
    const Runtime *rt = selectedRuntime();
    if (!rt) {
        m_runtimeInfo->setText(m_runtimes.isEmpty() ? tr("No runtimes are loaded.")
                                                    : tr("This runtime is not in the catalog."));
        return;
    }
    QStringList parts;
    parts << tr("Framework: %1").arg(rt->framework.isEmpty() ? tr("plain") : rt->framework);
    if (!rt->image.isEmpty())
        parts << tr("Image: %1").arg(rt->image);
    parts << tr("%n node(s)", nullptr, rt->numNodes);
    if (rt->device != QLatin1String("Unknown"))
        parts << tr("Device: %1 × %2").arg(rt->deviceCount, rt->device);
    m_runtimeInfo->setText(parts.join(QStringLiteral("  ·  ")));
}

TrainerKind GeneralPage::trainerKind() const
{
    return m_trainerType->currentData().value<TrainerKind>();
}

void GeneralPage::setTrainerKind(TrainerKind kind)
{
    m_trainerType->setCurrentIndex(m_trainerType->findData(QVariant::fromValue(kind)));
    // Also when the index did not change: the dialog shows the matching trainer page.
    emit trainerKindChanged(kind);
}

void GeneralPage::setTargets(const QList<Backend *> &backends, BackendKind standalone)
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
                    &GeneralPage::refreshTargetNames,
                    Qt::UniqueConnection);
            connect(b,
                    &QObject::destroyed,
                    this,
                    &GeneralPage::refreshTargetNames,
                    Qt::UniqueConnection);
        }
        if (m_targets.isEmpty())
            m_target->addItem(TrainDeck::backendTitle(standalone), -1);
        const int keep = selected ? int(m_targets.indexOf(selected)) : -1;
        m_target->setCurrentIndex(qMax(0, keep));
    }
    m_target->setEnabled(!m_targets.isEmpty());
    if (targetBackend() != selected || !selected)
        emit targetChanged(targetBackend());
}

QList<Backend *> GeneralPage::targets() const
{
    QList<Backend *> out;
    for (const QPointer<Backend> &b : m_targets) {
        if (b)
            out.append(b);
    }
    return out;
}

bool GeneralPage::setTargetBackend(Backend *backend)
{
    const int i = backend ? int(m_targets.indexOf(backend)) : -1;
    if (i < 0)
        return false;
    m_target->setCurrentIndex(i);
    return true;
}

Backend *GeneralPage::targetBackend() const
{
    const int i = m_target->currentData().toInt();
    return i >= 0 && i < m_targets.size() ? m_targets.at(i).data() : nullptr;
}

void GeneralPage::selectKind(BackendKind kind)
{
    if (m_targets.isEmpty()) {
        if (m_target->count() == 0)
            m_target->addItem(QString(), -1);
        m_target->setItemText(0, TrainDeck::backendTitle(kind));
        return;
    }
    if (Backend *b = targetBackend(); b && b->kind() == kind)
        return;
    for (const QPointer<Backend> &b : std::as_const(m_targets)) {
        if (b && b->kind() == kind) {
            setTargetBackend(b);
            return;
        }
    }
}

void GeneralPage::refreshTargetNames()
{
    for (int i = 0; i < m_target->count(); ++i) {
        const int t = m_target->itemData(i).toInt();
        if (t < 0 || t >= m_targets.size())
            continue;
        m_target->setItemText(
            i, m_targets.at(t) ? m_targets.at(t)->displayName() : tr("(connection closed)"));
    }
}

bool GeneralPage::nameIsAutomatic() const
{
    const QString name = m_name->text().trimmed();
    return name.isEmpty() || (m_loadedNameGenerated && name == m_loadedName)
           || (!m_automaticName.isEmpty() && name == m_automaticName);
}

void GeneralPage::setAutomaticName(const QString &name)
{
    if (!nameIsAutomatic())
        return;
    m_automaticName = name;
    m_name->setText(name);
}

QString GeneralPage::jobNameFrom(const QString &base)
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

} // namespace TrainDeck::Ui
