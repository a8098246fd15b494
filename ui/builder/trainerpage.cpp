// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/trainerpage.h"

#include "ui/builder/containerpage.h"
#include "ui/builder/scriptpage.h"
#include "ui/builder/torchtunepage.h"

#include <QStackedWidget>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

TrainerPage::TrainerPage(QWidget *parent)
    : BuilderPage(parent)
    , m_stack(new QStackedWidget(this))
    , m_script(new ScriptPage(this))
    , m_container(new ContainerPage(this))
    , m_torchTune(new TorchTunePage(this))
{
    auto *outer = new QVBoxLayout(this);
    // In the order of TrainerKind, so the kind is the stack's index.
    for (BuilderPage *p : {static_cast<BuilderPage *>(m_script),
                           static_cast<BuilderPage *>(m_container),
                           static_cast<BuilderPage *>(m_torchTune)}) {
        m_stack->addWidget(p);
        connect(p, &BuilderPage::changed, this, &TrainerPage::changed);
    }
    outer->addWidget(m_stack);
    setKind(TrainerKind::CustomTrainer);
}

BuilderPage *TrainerPage::page(TrainerKind kind) const
{
    return static_cast<BuilderPage *>(m_stack->widget(int(kind)));
}

void TrainerPage::load(const TrainJob &job)
{
    m_script->load(job);
    m_container->load(job);
    m_torchTune->load(job);
}

void TrainerPage::store(TrainJob &job) const
{
    page(m_kind)->store(job);
}

ValidatedField *TrainerPage::fieldFor(const QString &path) const
{
    return page(m_kind)->fieldFor(path);
}

QList<ValidatedField *> TrainerPage::fields() const
{
    return m_script->fields() + m_container->fields() + m_torchTune->fields();
}

void TrainerPage::setKind(TrainerKind kind)
{
    m_kind = kind;
    m_stack->setCurrentIndex(int(kind));
    // Only the shown page counts for the size, so a short page does not scroll.
    for (int i = 0; i < m_stack->count(); ++i)
        m_stack->widget(i)->setSizePolicy(
            QSizePolicy::Preferred, i == int(kind) ? QSizePolicy::Preferred : QSizePolicy::Ignored);
}

QString TrainerPage::title(TrainerKind kind)
{
    switch (kind) {
    case TrainerKind::CustomTrainer:
        return tr("Training Script");
    case TrainerKind::CustomTrainerContainer:
        return tr("Container Image");
    case TrainerKind::BuiltinTrainer:
        return tr("TorchTune");
    }
    return QString();
}

} // namespace TrainDeck::Ui
