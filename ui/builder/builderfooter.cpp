// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/builder/builderfooter.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace TrainDeck::Ui {

namespace {

const QColor ErrorRed(0xd3, 0x2f, 0x2f);
const QColor OkGreen(0x2e, 0x7d, 0x32);

} // namespace

BuilderFooter::BuilderFooter(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_notice(new QLabel(this))
{
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
    connect(importButton, &QPushButton::clicked, this, &BuilderFooter::importRequested);
    auto *exportButton = new QPushButton(tr("E&xport"), this);
    exportButton->setObjectName(QStringLiteral("exportButton"));
    auto *exportMenu = new QMenu(exportButton);
    exportMenu->addAction(tr("TrainJob &YAML…"), this, &BuilderFooter::exportYamlRequested);
    exportMenu->addAction(
        tr("Kubeflow &Python SDK code…"), this, &BuilderFooter::exportSdkCodeRequested);
    exportButton->setMenu(exportMenu);

    auto *buttons = new QDialogButtonBox(this);
    m_submit = buttons->addButton(tr("&Submit"), QDialogButtonBox::AcceptRole);
    m_submit->setObjectName(QStringLiteral("submitButton"));
    m_submit->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &BuilderFooter::submitRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &BuilderFooter::cancelRequested);

    auto *bottom = new QHBoxLayout(this);
    bottom->setContentsMargins(12, 0, 12, 0);
    bottom->addWidget(importButton);
    bottom->addWidget(exportButton);
    bottom->addSpacing(12);
    auto *status = new QVBoxLayout;
    status->addWidget(m_notice);
    status->addWidget(m_summary);
    bottom->addLayout(status, 1);
    bottom->addWidget(buttons);
}

void BuilderFooter::setNotice(const QString &text, bool error)
{
    QPalette p = m_notice->palette();
    p.setColor(QPalette::WindowText, error ? ErrorRed : palette().color(QPalette::WindowText));
    m_notice->setPalette(p);
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
}

QString BuilderFooter::notice() const
{
    return m_notice->isHidden() ? QString() : m_notice->text();
}

void BuilderFooter::setProblems(int count, const QStringList &unplaced, const QString &backend)
{
    QString text;
    if (count == 0) {
        text = tr("Ready: the job is valid for %1.").arg(backend);
    } else {
        text = tr("%n problem(s) to fix before submitting.", nullptr, count);
        if (!unplaced.isEmpty())
            text += u' ' + unplaced.join(QStringLiteral("; "));
    }
    QPalette p = m_summary->palette();
    p.setColor(QPalette::WindowText, count == 0 ? OkGreen : ErrorRed);
    m_summary->setPalette(p);
    m_summary->setText(text);
}

} // namespace TrainDeck::Ui
