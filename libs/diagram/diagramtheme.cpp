// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "libs/diagram/diagramtheme.h"

namespace TrainDeck::Diagram {

const DiagramTheme &DiagramTheme::standard()
{
    static const DiagramTheme theme;
    return theme;
}

StatusColours DiagramTheme::statusColours(StepState state)
{
    switch (state) {
    case StepState::Pending:
    case StepState::Created:
        return {QStringLiteral("#f1f5f9"),
                QStringLiteral("#94a3b8"),
                QStringLiteral("#334155"),
                QStringLiteral("#94a3b8")};
    case StepState::Running:
        return {QStringLiteral("#dbeafe"),
                QStringLiteral("#3b82f6"),
                QStringLiteral("#1e3a8a"),
                QStringLiteral("#2563eb")};
    case StepState::Succeeded:
        return {QStringLiteral("#dcfce7"),
                QStringLiteral("#22c55e"),
                QStringLiteral("#14532d"),
                QStringLiteral("#16a34a")};
    case StepState::Failed:
        return {QStringLiteral("#fee2e2"),
                QStringLiteral("#ef4444"),
                QStringLiteral("#7f1d1d"),
                QStringLiteral("#dc2626")};
    case StepState::Unknown:
        break;
    }
    return {QStringLiteral("#fef3c7"),
            QStringLiteral("#f59e0b"),
            QStringLiteral("#78350f"),
            QStringLiteral("#d97706")};
}

} // namespace TrainDeck::Diagram
