// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFont>
#include <QStringList>

class QWidget;

namespace TrainDeck::Ui {

/// The fixed-width font for code editors and log views, whatever fonts the machine has.
///
/// The system's "fixed" font is only a wish: with some font set-ups (the offscreen platform,
/// a theme that maps "monospace" to a proportional face) it resolves to a proportional font.
/// So the font is asked for explicitly (Monospace style hint, fixed pitch, a list of common
/// monospace families) and the result is checked; when it is still proportional, the first
/// fixed-pitch family the font database has is used instead.
class MonospaceFont final
{
public:
    /// What the resolver needs to know about the installed fonts; tests substitute a fake.
    class FontSource
    {
    public:
        virtual ~FontSource() = default;
        /// The platform's idea of a fixed font (QFontDatabase::systemFont(FixedFont)).
        virtual QFont systemFixedFont() const = 0;
        /// Whether `font`, as it would really be rendered, is fixed pitch (QFontInfo).
        virtual bool rendersFixedPitch(const QFont &font) const = 0;
        /// Every installed family (QFontDatabase::families()), in the database's order.
        virtual QStringList families() const = 0;
        /// Whether the database marks `family` as fixed pitch.
        virtual bool isFixedPitchFamily(const QString &family) const = 0;
    };

    /// The installed fonts, through QFontDatabase and QFontInfo.
    static const FontSource &systemSource();

    /// Families tried after the system's fixed font, in order.
    static QStringList fallbackFamilies();

    /// A fixed-pitch font from `source` (see the class comment), at the system fixed
    /// font's size. Proportional only when `source` has no fixed-pitch family at all.
    static QFont resolve(const FontSource &source);
    /// resolve(systemSource()).
    static QFont font();
    /// Gives `widget` font().
    static void apply(QWidget *widget);
};

} // namespace TrainDeck::Ui
