// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace TrainDeck::Diagram {

/// CSS colours as Mermaid styles write them, in forms every renderer reads alike.
class CssColour final
{
public:
    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()` become `#rrggbb` or
    /// `#rrggbbaa` (CSS order: alpha last); names are lower-cased; anything else is empty.
    static QString normalize(const QString &css);
    /// `#rrggbbaa` as Qt spells it, `#aarrggbb`; other forms unchanged.
    static QString toQtName(const QString &normalized);
};

} // namespace TrainDeck::Diagram
