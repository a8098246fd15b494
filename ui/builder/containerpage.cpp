// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/containerpage.h"

#include "ui/builder/commandline.h"
#include "ui/builder/validatedfield.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

ContainerPage::ContainerPage(QWidget *parent)
    : BuilderPage(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(heading(tr("Container image"), this));
    outer->addWidget(hint(tr("A ready-made training image. Its command and arguments run as "
                             "they are on every node."),
                          this));
    auto *form = pageForm(nullptr);
    outer->addLayout(form);
    outer->addStretch();

    m_image = new QLineEdit(this);
    m_image->setObjectName(QStringLiteral("image"));
    m_image->setPlaceholderText(QStringLiteral("ghcr.io/kubeflow/trainer/mnist:latest"));
    connect(m_image, &QLineEdit::textChanged, this, &ContainerPage::edited);
    form->addRow(tr("&Image:"), bind(QStringLiteral("spec.trainer.image*"), m_image));

    m_command = new QLineEdit(this);
    m_command->setObjectName(QStringLiteral("command"));
    m_command->setPlaceholderText(tr("empty: the image's entry point, e.g. python train.py"));
    connect(m_command, &QLineEdit::textChanged, this, &ContainerPage::edited);
    form->addRow(tr("&Command:"), bind(QStringLiteral("spec.trainer.command*"), m_command));

    m_args = new QLineEdit(this);
    m_args->setObjectName(QStringLiteral("args"));
    m_args->setPlaceholderText(tr("e.g. --epochs 3 --lr \"0.01\""));
    connect(m_args, &QLineEdit::textChanged, this, &ContainerPage::edited);
    form->addRow(tr("&Arguments:"), bind(QStringLiteral("spec.trainer.args*"), m_args));
}

void ContainerPage::load(const TrainJob &job)
{
    const Loading loading(this);
    const auto *c = std::get_if<CustomTrainerContainer>(&job.trainer);
    m_image->setText(c ? c->image : QString());
    m_command->setText(c ? CommandLine::join(c->command) : QString());
    m_args->setText(c ? CommandLine::join(c->args) : QString());
}

void ContainerPage::store(TrainJob &job) const
{
    auto &c = std::get<CustomTrainerContainer>(job.trainer);
    c.image = m_image->text().trimmed();
    c.command = CommandLine::split(m_command->text());
    c.args = CommandLine::split(m_args->text());
}

} // namespace TrainDeck::Ui
