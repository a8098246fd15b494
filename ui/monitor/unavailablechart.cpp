// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/monitor/unavailablechart.h"

namespace TrainDeck::Ui {

UnavailableChart::UnavailableChart(const QString &title, const QString &reason, QWidget *parent)
    : QLabel(parent)
    , m_title(title)
    , m_reason(reason)
{
    setObjectName(QStringLiteral("unavailableChart"));
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setMinimumHeight(160);
    setFrameShape(QFrame::StyledPanel);
    updateText();
}

void UnavailableChart::setLines(
    const QList<Line> &, XAxisKind, const QString &, const QString &, const QString &)
{}

void UnavailableChart::setTitle(const QString &title)
{
    m_title = title;
    updateText();
}

void UnavailableChart::updateText()
{
    setText(QStringLiteral("%1\n\n%2").arg(m_title, m_reason));
}

Result<void> UnavailableChart::exportPng(const QString &path)
{
    return Error::make(Error::Kind::Unsupported, tr("Cannot save %1: %2").arg(path, m_reason));
}

Result<void> UnavailableChart::exportCsv(const QString &path) const
{
    return Error::make(Error::Kind::Unsupported, tr("Cannot save %1: %2").arg(path, m_reason));
}

} // namespace TrainDeck::Ui
