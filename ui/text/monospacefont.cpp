// SPDX-FileCopyrightText: 2026 The TrainDeck authors
// SPDX-License-Identifier: Apache-2.0
#include "ui/text/monospacefont.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QWidget>

namespace TrainDeck::Ui {

namespace {

class SystemFontSource final : public MonospaceFont::FontSource
{
public:
    QFont systemFixedFont() const override
    {
        return QFontDatabase::systemFont(QFontDatabase::FixedFont);
    }
    bool rendersFixedPitch(const QFont &font) const override
    {
        return QFontInfo(font).fixedPitch();
    }
    QStringList families() const override { return QFontDatabase::families(); }
    bool isFixedPitchFamily(const QString &family) const override
    {
        return QFontDatabase::isFixedPitch(family);
    }
};

/// `base` (its size and weight) with the one family `family`, asked for as monospace.
QFont withFamily(const QFont &base, const QString &family)
{
    QFont f = base;
    f.setFamilies({family});
    f.setStyleHint(QFont::Monospace, QFont::PreferMatch);
    f.setFixedPitch(true);
    return f;
}

} // namespace

const MonospaceFont::FontSource &MonospaceFont::systemSource()
{
    static const SystemFontSource source;
    return source;
}

QStringList MonospaceFont::fallbackFamilies()
{
    return {QStringLiteral("DejaVu Sans Mono"),
            QStringLiteral("Liberation Mono"),
            QStringLiteral("Noto Mono"),
            QStringLiteral("Noto Sans Mono"),
            QStringLiteral("Ubuntu Mono"),
            QStringLiteral("Cascadia Mono"),
            QStringLiteral("Source Code Pro"),
            QStringLiteral("Courier New"),
            QStringLiteral("Monospace")};
}

QFont MonospaceFont::resolve(const FontSource &source)
{
    const QFont system = source.systemFixedFont();
    // The explicit wish: the system's family first, then the usual monospace families.
    QFont wanted = system;
    QStringList wish{system.family()};
    for (const QString &f : fallbackFamilies()) {
        if (!wish.contains(f, Qt::CaseInsensitive))
            wish << f;
    }
    wanted.setFamilies(wish);
    wanted.setStyleHint(QFont::Monospace, QFont::PreferMatch);
    wanted.setFixedPitch(true);
    if (source.rendersFixedPitch(wanted))
        return wanted;

    // The platform chose a proportional face: pick a fixed-pitch family by name, the
    // well-known ones first, then whatever the database marks as fixed.
    const QStringList installed = source.families();
    QStringList candidates;
    for (const QString &f : fallbackFamilies()) {
        if (installed.contains(f, Qt::CaseInsensitive))
            candidates << f;
    }
    for (const QString &f : installed) {
        if (!candidates.contains(f, Qt::CaseInsensitive) && source.isFixedPitchFamily(f))
            candidates << f;
    }
    for (const QString &f : std::as_const(candidates)) {
        const QFont font = withFamily(system, f);
        if (source.rendersFixedPitch(font))
            return font;
    }
    return wanted; // nothing fixed-pitch is installed: the best that can be done
}

QFont MonospaceFont::font()
{
    return resolve(systemSource());
}

void MonospaceFont::apply(QWidget *widget)
{
    widget->setFont(font());
}

} // namespace TrainDeck::Ui
